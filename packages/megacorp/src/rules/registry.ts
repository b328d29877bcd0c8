import { RuleRegistry } from '@arbiter/core';
import { ABILITY } from './abilities.js';
import { ABILITY_COST } from './ability-costs.js';
import { ACCOUNTING } from './accounting.js';
import { ACTION } from './action-shape.js';
import { BID } from './bid.js';
import { BUY } from './buy.js';
import { CHALLENGE } from './challenge.js';
import { DAMAGE } from './damage.js';
import { DEPLOY } from './deploy.js';
import { DESTRUCTION } from './destruction.js';
import { DISCARD } from './discard.js';
import { DIVEST } from './divest.js';
import { DRAWING } from './drawing.js';
import { EFFECTS } from './effects.js';
import { END } from './end-phase.js';
import { ABILITY_KEYWORD_RULE_SETS } from './keywords/ability-keywords.js';
import { COMBAT_KEYWORD_RULE_SETS } from './keywords/combat.js';
import { MONEY } from './money.js';
import { NETWORK } from './network.js';
import { ORIENTATION } from './orientation.js';
import { PENDING } from './pending.js';
import { PRIORITY } from './priority.js';
import { PRODUCE } from './produce.js';
import { RETURN } from './return-to-hand.js';
import type { RuleSet } from './rule-set.js';
import { SEARCH } from './search.js';
import { SETUP } from './setup.js';
import { STACK } from './stack.js';
import { TOKENS } from './tokens.js';
import { TURN } from './turn.js';
import { UNIQUE } from './unique.js';
import { WINNING } from './winning.js';

/** Every rule set of the engine. A module that checks rules adds its set here. */
export const ALL_RULE_SETS: readonly RuleSet<string>[] = [
  PRIORITY,
  STACK,
  TURN,
  NETWORK,
  MONEY,
  DESTRUCTION,
  WINNING,
  ACTION,
  BID,
  SETUP,
  CHALLENGE,
  DAMAGE,
  ABILITY,
  ACCOUNTING,
  BUY,
  DEPLOY,
  DIVEST,
  DRAWING,
  EFFECTS,
  END,
  ORIENTATION,
  PENDING,
  PRODUCE,
  UNIQUE,
  ...COMBAT_KEYWORD_RULE_SETS,
  SEARCH,
  ABILITY_COST,
  TOKENS,
  RETURN,
  DISCARD,
  ...ABILITY_KEYWORD_RULE_SETS,
];

export function ruleRegistry(): RuleRegistry {
  return new RuleRegistry(
    ALL_RULE_SETS.flatMap((r) => r.specs.map(({ key, summary }) => ({ key, summary }))),
  );
}

/** Rule key → V1.7 clause, from the rule sets' own declarations. */
export function v17Clauses(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const set of ALL_RULE_SETS) for (const spec of set.specs) out[spec.key] = spec.clause;
  return out;
}

/** Rule keys on which V1.7 is silent: their clause is the closest one. */
export function v17Silent(): string[] {
  return ALL_RULE_SETS.flatMap((set) => set.specs.filter((spec) => spec.silent).map((spec) => spec.key));
}
