import type { Violation } from '@arbiter/core';
import { def, parametersOf, pileAt } from '../../model/query.js';
import type { CardId, GameState, NetworkSpace } from '../../model/state.js';
import { ruleSet } from '../rule-set.js';
import { violation } from '../tx.js';
import { cardKeyword } from './card-keywords.js';

/**
 * PENETRATOR (V1.5.5 and Ed 3.0 glossaries): the card may attack surrounded cards and cards bonded under
 * others. V1.7 has no PENETRATOR clause; only 3.10.11 lets a PENETRATOR card target a bonded card
 * (`penetratorReach`).
 */
export const PENETRATOR = ruleSet('keyword.penetrator', {
  attacksBonded: {
    clause: '3.10.11',
    summary:
      'Only a card with PENETRATOR may attack a card bonded under another, where the revision allows it.',
  },
  ignoresSurround: {
    clause: '5.4.1.1.7',
    silent: true,
    summary: 'Where the revision says so, a card with PENETRATOR may attack a surrounded card.',
  },
});

/** Whether the attacker ignores the surround rule (5.4.1.1.7) by PENETRATOR. */
export function penetratorIgnoresSurround(s: GameState, attacker: CardId): boolean {
  return (
    parametersOf(s).penetratorReach === 'surrounded-and-bonded' &&
    cardKeyword(s, attacker, 'PENETRATOR') !== undefined
  );
}

/**
 * An attack naming a card bonded under the top card of the target space: legal only for a PENETRATOR
 * attacker where the revision lets PENETRATOR reach bonded cards.
 */
export function bondedTargetProblem(
  s: GameState,
  attacker: CardId,
  target: NetworkSpace,
  bonded: CardId,
): Violation | null {
  const pile = pileAt(s, target.network, target);
  const depth = pile ? pile.cards.indexOf(bonded) : -1;
  if (depth < 0) {
    return violation(
      s,
      PENETRATOR.attacksBonded,
      `${def(s, bonded).name} is not in the pile at (${target.x},${target.y}) of ${target.network}'s network`,
    );
  }
  if (depth === 0) return null;
  if (!cardKeyword(s, attacker, 'PENETRATOR')) {
    return violation(
      s,
      PENETRATOR.attacksBonded,
      `${def(s, bonded).name} is bonded under another card; only a card with PENETRATOR may attack it`,
      'attack the top card of the pile',
    );
  }
  if (parametersOf(s).penetratorReach === 'none') {
    return violation(
      s,
      PENETRATOR.attacksBonded,
      `${def(s, bonded).name} is bonded under another card; attacks on a pile reach its top card only`,
      'attack the top card of the pile',
    );
  }
  return null;
}
