import { businessOf, card, isEngaged, parametersOf } from '../../model/query.js';
import type { CardId, GameState } from '../../model/state.js';
import { loseMoney } from '../money.js';
import { ruleSet } from '../rule-set.js';
import type { Tx } from '../tx.js';
import { cardKeyword } from './card-keywords.js';

/**
 * DISRUPTOR (9.13): each damage a DISRUPTOR card deals to a player's business costs that player 1 M.
 * V1.7 counts any damage (`disruptorScope: 'any-damage'`), the glossaries only combat damage; V1.5.5's
 * class rule would switch it off while the card is engaged (`disruptorWhileEngaged`).
 */
export const DISRUPTOR = ruleSet('keyword.disruptor', {
  moneyPerDamage: {
    clause: '9.13',
    summary: 'Each damage a card with DISRUPTOR deals to a business costs that business’s player 1 M.',
  },
});

/** Whether the card's DISRUPTOR works now. */
export function disrupts(s: GameState, id: CardId): boolean {
  if (!cardKeyword(s, id, 'DISRUPTOR')) return false;
  return !isEngaged(s, id) || parametersOf(s).disruptorWhileEngaged;
}

/**
 * 9.13: `source` dealt `amount` damage to `target`; if that is a player's business and DISRUPTOR applies
 * (`inChallenge`, or any damage under `disruptorScope: 'any-damage'`), the player loses that much money.
 * Effects that deal damage call this with `inChallenge: false`.
 */
export function disruptorLoss(
  tx: Tx,
  source: CardId,
  target: CardId,
  amount: number,
  inChallenge: boolean,
): void {
  if (!disrupts(tx.g, source)) return;
  if (!inChallenge && parametersOf(tx.g).disruptorScope !== 'any-damage') return;
  const who = card(tx.g, target).controller;
  if (businessOf(tx.g, who) !== target) return;
  // No damage, no loss: loseMoney takes nothing for an amount of 0.
  loseMoney(tx, who, amount, DISRUPTOR.moneyPerDamage);
}
