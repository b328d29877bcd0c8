import type { RuleKey } from '@arbiter/core';
import type { ParameterName, RuleParameters } from './profile.js';

/** Every parameter with its value and where that value comes from in the revision. */
export type SourcedParameters = { readonly [K in ParameterName]: readonly [RuleParameters[K], string] };

/** Splits a sourced table into the parameter values and their sources. */
export function splitSources(table: SourcedParameters): {
  parameters: RuleParameters;
  sources: Record<ParameterName, string>;
} {
  const parameters: Record<string, unknown> = {};
  const sources: Record<string, string> = {};
  for (const [name, [value, source]] of Object.entries(table) as [string, readonly [unknown, string]][]) {
    parameters[name] = value;
    sources[name] = source;
  }
  return {
    parameters: parameters as unknown as RuleParameters,
    sources: sources as Record<ParameterName, string>,
  };
}

/** A citation of a revision that is silent on the rule: the closest section, marked as such. */
export interface SilentCitation {
  readonly closest: string;
}

export type CitationEntry = string | SilentCitation;

/** Marks a citation as the closest section of a revision that says nothing on the rule. */
export const silent = (closest: string): SilentCitation => ({ closest });

/**
 * Builds a revision's clause map from the rule keys and their V1.7 clauses: each key takes the entry
 * for its V1.7 clause, unless `byKey` names it. A key neither table covers maps to '?', which the
 * profile tests refuse, so a new rule key cannot go uncited.
 */
export function mapClauses(
  v17: Readonly<Record<RuleKey, string>>,
  byClause: Readonly<Record<string, CitationEntry>>,
  byKey: Readonly<Record<RuleKey, CitationEntry>> = {},
): { clauses: Record<RuleKey, string>; silent: RuleKey[]; stray: RuleKey[] } {
  const clauses: Record<RuleKey, string> = {};
  const quiet: RuleKey[] = [];
  for (const [key, clause] of Object.entries(v17)) {
    const entry = byKey[key] ?? byClause[clause];
    if (entry === undefined) {
      clauses[key] = '?';
      continue;
    }
    if (typeof entry === 'string') clauses[key] = entry;
    else {
      clauses[key] = entry.closest;
      quiet.push(key);
    }
  }
  const stray = Object.keys(byKey).filter((key) => !(key in v17));
  return { clauses, silent: quiet, stray };
}
