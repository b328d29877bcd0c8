import { ruleSet, type Violation } from '@arbiter/core';
import type { ActionOf } from '../model/action.js';
import { valueAt } from '../model/attributes.js';
import { attributesOf, cardType, isHero, player } from '../model/query.js';
import type { CardId, GameState, PlayerId } from '../model/state.js';
import { checkPayable } from './cost.js';
import { H } from './headings.js';
import { declarePlay, supportRefusal } from './play.js';
import { checkTurnPlayer } from './turn.js';
import { emit, type Tx, violation } from './tx.js';

/**
 * Turn ► Swap cards and AbleToSwap: a support card of the ops with AbleToSwap Yes takes the place of
 * a card its player played in this adventure, which goes back to his ops. It is a play: its cost is
 * paid and every play condition applies, checked with the outgoing card already gone or still in play
 * as the reading says (GA-21); the adventure card is never swapped out.
 */
export const SWAP = ruleSet('swap', {
  notSwappable: { clause: H.swap, summary: 'Only a support card with AbleToSwap Yes may be swapped in.' },
  notInOps: { clause: H.swapCards, summary: 'The card swapped in comes from the player’s own ops.' },
  nothingToSwap: {
    clause: H.swap,
    summary: 'The card swapped out is a support card its player played in this adventure.',
  },
  frozen: { clause: H.freeze, summary: 'Frozen competitors do not swap, a swap being a play (GA-23).' },
  swapOut: { clause: H.swap, summary: 'The card swapped out goes back to its player’s ops.' },
  noSwapUnderWay: { clause: H.swap, summary: 'A card is swapped out only in a swap.' },
});

/** The card a swap's checks treat as gone: the outgoing one, or none (GA-21). */
const leaving = (s: GameState, out: CardId): CardId | null =>
  s.profile.parameters.swapChecks === 'outgoing-gone' ? out : null;

/** The played support cards this card could replace. */
export function swapOuts(s: GameState, who: PlayerId, card: CardId): CardId[] {
  return player(s, who).playground.filter(
    (out) =>
      cardType(s, out) === 'support' &&
      supportRefusal(s, who, card, leaving(s, out)) === null &&
      checkPayable(s, who, card, 1) === null,
  );
}

export function validateSwap(s: GameState, a: ActionOf<'swap'>): Violation | null {
  const turn = checkTurnPlayer(s, a.player);
  if (turn) return turn;
  if (!player(s, a.player).ops.includes(a.card))
    return violation(s, SWAP.notInOps, `${a.card} is not in ${a.player}'s ops`);
  if (cardType(s, a.card) !== 'support' || valueAt(attributesOf(s, a.card), 'AbleToSwap') !== 'Yes')
    return violation(s, SWAP.notSwappable, `${a.card} has no AbleToSwap Yes`);
  if (s.adventure.frozen && !isHero(s, a.player))
    return violation(s, SWAP.frozen, 'the competitors are frozen for this adventure');
  const outs = player(s, a.player).playground.filter((c) => cardType(s, c) === 'support');
  if (outs.length === 0)
    return violation(s, SWAP.nothingToSwap, `${a.player} has played no support card to swap out`);
  if (swapOuts(s, a.player, a.card).length === 0)
    return (
      supportRefusal(s, a.player, a.card, leaving(s, outs[0] as CardId)) ??
      checkPayable(s, a.player, a.card, 1) ??
      violation(s, SWAP.nothingToSwap, 'no played card can make way for it')
    );
  return null;
}

export function swap(tx: Tx, a: ActionOf<'swap'>): void {
  tx.g.adventure.pending = { kind: 'swap', card: a.card };
}

export function validateSwapOut(s: GameState, a: ActionOf<'swap-out'>): Violation | null {
  const pending = s.adventure.pending;
  if (pending?.kind !== 'swap' || s.adventure.turn !== a.player)
    return violation(s, SWAP.noSwapUnderWay, 'no swap is under way', 'swap a card in first');
  if (!swapOuts(s, a.player, pending.card).includes(a.card))
    return violation(s, SWAP.nothingToSwap, `${a.card} cannot make way for ${pending.card}`);
  return null;
}

export function swapOut(tx: Tx, a: ActionOf<'swap-out'>): void {
  const pending = tx.g.adventure.pending;
  const p = tx.g.players.find((x) => x.id === a.player);
  if (pending?.kind !== 'swap' || !p) return;
  p.playground = p.playground.filter((c) => c !== a.card);
  p.ops.push(a.card);
  tx.g.adventure.plays = tx.g.adventure.plays.filter((r) => r.card !== a.card);
  emit(tx, SWAP.swapOut, `${a.player} swaps ${a.card} out for ${pending.card}`, {
    player: a.player,
    card: a.card,
  });
  declarePlay(tx, a.player, pending.card, a.card);
}
