import type { RuleDefinition, RuleKey } from '../citation.js';

export interface RuleSpec {
  /** The V1.7 clause (the base revision's numbering). */
  readonly clause: string;
  /** One line in our own words. */
  readonly summary: string;
  /** V1.7 says nothing on this rule (another revision states it); `clause` is the closest one. */
  readonly silent?: boolean;
}

export interface RuleSet<K extends string> {
  readonly prefix: string;
  readonly keys: Readonly<Record<K, RuleKey>>;
  readonly specs: readonly (RuleDefinition & { readonly clause: string; readonly silent: boolean })[];
}

const kebab = (s: string) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * Declares the rules a module checks. `ruleSet('divest', { cannotSellBusiness: ... })` yields the key
 * `divest.cannot-sell-business`; modules refer to keys through the returned record, so a typo is a
 * compile error rather than a missing citation.
 */
export function ruleSet<K extends string>(
  prefix: string,
  specs: Record<K, RuleSpec>,
): RuleSet<K> & Record<K, RuleKey> {
  const keys = {} as Record<K, RuleKey>;
  const list: (RuleDefinition & { clause: string; silent: boolean })[] = [];
  for (const name of Object.keys(specs) as K[]) {
    const key = `${prefix}.${kebab(name)}`;
    keys[name] = key;
    const spec = specs[name];
    list.push({ key, summary: spec.summary, clause: spec.clause, silent: spec.silent === true });
  }
  return Object.assign({ prefix, keys, specs: list }, keys);
}
