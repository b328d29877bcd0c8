import { ruleSet, type Violation } from '@arbiter/core';
import type { ActionOf } from '../model/action.js';
import { numberAt } from '../model/attributes.js';
import { attributesOf, player } from '../model/query.js';
import type { CardId, GameState, PlayerId } from '../model/state.js';
import { H } from './headings.js';
import { emit, type Tx, violation } from './tx.js';

export const COST = ruleSet('cost', {
  unpayable: {
    clause: H.cost,
    summary: 'A card whose Cost exceeds the other cards of the player’s ops may not be played.',
  },
  pay: {
    clause: H.cost,
    summary: 'Paying the cost moves cards of the player’s ops to his wreckage, one at a time.',
  },
  nothingOwed: { clause: H.cost, summary: 'Cards are wrecked from the ops only toward something owed.' },
  notInOps: {
    clause: H.cost,
    summary: 'A cost is paid with cards of the player’s own ops, not the card being played.',
  },
});

/** The Cost of a card: 0 when it has none (it is played without wrecking anything). */
export const costOf = (s: GameState, card: CardId): number => numberAt(attributesOf(s, card), 'Cost') ?? 0;

/** Refuses a play whose cost the other cards of the ops cannot pay (`extra`: cards about to join the ops). */
export function checkPayable(s: GameState, who: PlayerId, card: CardId, extra = 0): Violation | null {
  const cost = costOf(s, card);
  const others = player(s, who).ops.filter((c) => c !== card).length + extra;
  if (cost > others)
    return violation(
      s,
      COST.unpayable,
      `the card costs ${cost} and the ops hold ${others} other card(s)`,
      'draw first',
    );
  return null;
}

export function validatePay(s: GameState, a: ActionOf<'pay'>): Violation | null {
  const pending = s.adventure.pending;
  if (!pending || (pending.kind !== 'cost' && pending.kind !== 'dig'))
    return violation(s, COST.nothingOwed, 'nothing is owed', 'play a card or choose a stash card first');
  // In the opening nobody turns yet: the hero pays for his adventure card.
  if ((s.adventure.turn ?? s.adventure.hero) !== a.player)
    return violation(s, COST.nothingOwed, `${a.player} owes nothing`);
  if (!player(s, a.player).ops.includes(a.card))
    return violation(
      s,
      COST.notInOps,
      `${a.card} is not in ${a.player}'s ops`,
      'pay with a card of your ops',
    );
  if (pending.kind === 'cost' && pending.card === a.card)
    return violation(s, COST.notInOps, 'the card being played cannot pay its own cost');
  return null;
}

/** Moves one ops card to the wreckage; returns true once nothing more is owed. */
export function wreckFromOps(tx: Tx, who: PlayerId, card: CardId): void {
  const p = tx.g.players.find((x) => x.id === who);
  if (!p) return;
  p.ops = p.ops.filter((c) => c !== card);
  p.wreckage.push(card);
  tx.g.adventure.wreckedThisTurn += 1;
  tx.g.adventure.actedThisTurn = true;
  emit(tx, COST.pay, `${who} wrecks ${card} from the ops`, { player: who, card });
}
