import type { Violation } from '@arbiter/core';
import { def } from '../../model/query.js';
import type { CardId, GameState } from '../../model/state.js';
import { ruleSet } from '../rule-set.js';
import { violation } from '../tx.js';
import { cardKeyword } from './card-keywords.js';

/**
 * PRECISION (9.24): the attack cannot be blocked. Ed 3.0 says "by the cards next to the target", which
 * under every revision's blocking rule are all the cards that could block, so no outcome differs.
 */
export const PRECISION = ruleSet('keyword.precision', {
  unblockable: { clause: '9.24', summary: 'An attack by a card with PRECISION cannot be blocked.' },
});

/** 9.24: nothing blocks a PRECISION attacker. */
export function precisionBlockProblem(s: GameState, attacker: CardId): Violation | null {
  if (!cardKeyword(s, attacker, 'PRECISION')) return null;
  return violation(
    s,
    PRECISION.unblockable,
    `${def(s, attacker).name} has PRECISION: its attack cannot be blocked`,
  );
}
