import { RuleRegistry } from '@arbiter/core';
import { DESTRUCTION } from './destruction.js';
import { MONEY } from './money.js';
import { NETWORK } from './network.js';
import type { RuleSet } from './rule-set.js';
import { WINNING } from './winning.js';

/** Every rule set of the engine. A module that checks rules adds its set here. */
export const ALL_RULE_SETS: readonly RuleSet<string>[] = [NETWORK, MONEY, DESTRUCTION, WINNING];

export function ruleRegistry(): RuleRegistry {
  return new RuleRegistry(ALL_RULE_SETS.flatMap((r) => r.specs.map(({ key, summary }) => ({ key, summary }))));
}

/** Rule key → V1.7 clause, from the rule sets' own declarations. */
export function v17Clauses(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const set of ALL_RULE_SETS) for (const spec of set.specs) out[spec.key] = spec.clause;
  return out;
}
