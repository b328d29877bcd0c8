import type { RuleKey } from '../citation.js';

/** Every parameter with its value and where that value comes from in the revision. */
export type Sourced<P> = { readonly [K in keyof P]: readonly [P[K], string] };

/** Splits a sourced table into the parameter values and their sources. */
export function splitSources<P>(table: Sourced<P>): {
  parameters: P;
  sources: Record<keyof P & string, string>;
} {
  const parameters: Record<string, unknown> = {};
  const sources: Record<string, string> = {};
  for (const [name, [value, source]] of Object.entries(table) as [string, readonly [unknown, string]][]) {
    parameters[name] = value;
    sources[name] = source;
  }
  return { parameters: parameters as P, sources: sources as Record<keyof P & string, string> };
}

/** A citation of a revision that is silent on the rule: the closest section, marked as such. */
export interface SilentCitation<H = string> {
  readonly closest: H;
}

export type CitationEntry<H = string> = H | SilentCitation<H>;

/** Marks a citation as the closest section of a revision that says nothing on the rule. */
export const silent = <H = string>(closest: H): SilentCitation<H> => ({ closest });

/**
 * Builds a revision's clause map from the rule keys and their base clauses: each key takes the entry
 * for its base clause, unless `byKey` names it. A key neither table covers maps to '?', which a
 * profile test should refuse, so a new rule key cannot go uncited. `stray` lists the `byKey` entries
 * naming no rule key.
 */
export function mapClauses(
  base: Readonly<Record<RuleKey, string>>,
  byClause: Readonly<Record<string, CitationEntry>>,
  byKey: Readonly<Record<RuleKey, CitationEntry>> = {},
): { clauses: Record<RuleKey, string>; silent: RuleKey[]; stray: RuleKey[] } {
  const clauses: Record<RuleKey, string> = {};
  const quiet: RuleKey[] = [];
  for (const [key, clause] of Object.entries(base)) {
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
  const stray = Object.keys(byKey).filter((key) => !(key in base));
  return { clauses, silent: quiet, stray };
}
