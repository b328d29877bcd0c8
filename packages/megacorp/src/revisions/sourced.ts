import { type Sourced, splitSources as split } from '@arbiter/core';
import type { ParameterName, RuleParameters } from './parameters.js';

export { type CitationEntry, mapClauses, type SilentCitation, silent } from '@arbiter/core';

/** Every parameter with its value and where that value comes from in the revision. */
export type SourcedParameters = Sourced<RuleParameters>;

/** Splits a sourced table into the parameter values and their sources. */
export function splitSources(table: SourcedParameters): {
  parameters: RuleParameters;
  sources: Record<ParameterName, string>;
} {
  return split<RuleParameters>(table);
}
