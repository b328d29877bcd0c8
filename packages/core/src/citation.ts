/**
 * Rule keys and citations. A rule key (`divest.cannot-sell-business`) is stable and owned by the
 * module that checks the rule; a revision maps it to its own clause id (`5.5.4` in V1.7, a section
 * heading in Edition 3.0). The paraphrase is ours, never the rulebook's sentence.
 */
export type RuleKey = string;

export interface RuleDefinition {
  readonly key: RuleKey;
  /** One line, in our own words. */
  readonly summary: string;
}

export interface Citation {
  readonly key: RuleKey;
  /** The clause under the active revision, e.g. `5.5.4`. */
  readonly clause: string;
  readonly revision: string;
}

/** Per-revision clause ids for rule keys. */
export interface ClauseMap {
  /** The revision id, e.g. `v1.7`. */
  readonly id: string;
  readonly clauses: Readonly<Record<RuleKey, string>>;
}

export class RuleRegistry {
  readonly #rules = new Map<RuleKey, RuleDefinition>();

  constructor(rules: Iterable<RuleDefinition> = []) {
    for (const r of rules) this.define(r);
  }

  define(rule: RuleDefinition): RuleDefinition {
    if (this.#rules.has(rule.key)) throw new Error(`rule key defined twice: ${rule.key}`);
    this.#rules.set(rule.key, rule);
    return rule;
  }

  get(key: RuleKey): RuleDefinition | undefined {
    return this.#rules.get(key);
  }

  keys(): RuleKey[] {
    return [...this.#rules.keys()];
  }

  all(): RuleDefinition[] {
    return [...this.#rules.values()];
  }
}

export function cite(map: ClauseMap, key: RuleKey): Citation {
  return { key, clause: map.clauses[key] ?? '?', revision: map.id };
}

/** Keys a clause map does not cite, and clause entries whose keys no registry defines. */
export function auditClauseMap(
  registry: RuleRegistry,
  map: ClauseMap,
): { uncited: RuleKey[]; unknown: RuleKey[] } {
  const uncited = registry.keys().filter((k) => !(k in map.clauses));
  const unknown = Object.keys(map.clauses).filter((k) => registry.get(k) === undefined);
  return { uncited, unknown };
}
