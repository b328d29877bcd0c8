import { castDraft, type Violation } from '@arbiter/core';
import type { Action, ActionOf } from '../model/action.js';
import { card, def, player } from '../model/query.js';
import type { CardId, GameState, PendingDecision, PlayerId } from '../model/state.js';
import { DESTRUCTION } from './destruction.js';
import { ruleSet } from './rule-set.js';
import { emit, type Tx, violation } from './tx.js';
import { putOnTop, takeCard } from './zones.js';

/** Discarding from a hand (8.6), a one-time effect of the card language (7.6). */
export const DISCARD = ruleSet('discard', {
  emptyHand: {
    clause: '8.6',
    summary: 'A player told to discard with no card in hand discards nothing.',
  },
  fromHand: {
    clause: '8.6',
    summary: 'The discarding player names as many cards of his own hand as he must discard, each once.',
  },
});

type DiscardDecision = Extract<PendingDecision, { kind: 'discard' }>;

/**
 * `who` discards `count` cards from his hand. 8.6 has the player put the card from his hand, so he is
 * the one who picks it: he is asked (a `choose`) unless his hand holds no more than he must discard,
 * when the whole hand goes and there is nothing to pick.
 */
export function discardFromHand(tx: Tx, who: PlayerId, count: number): void {
  const hand = player(tx.g, who).hand;
  if (hand.length === 0) {
    emit(tx, DISCARD.emptyHand, `${who} has no card in hand: nothing is discarded`, { player: who });
    return;
  }
  if (hand.length <= count) {
    discardCards(tx, who, [...hand]);
    return;
  }
  tx.g.pending.push(castDraft({ kind: 'discard', player: who, count }));
}

/**
 * The cards leave the hand for the top of an open market, the first named ending on top. 8.6 names the
 * discarding player's own open market; a hand only ever holds its owner's cards (3.6.3, 3.6.3.1), so that
 * is the card's owner's market, which is where a card of another player's would go all the same.
 */
function discardCards(tx: Tx, who: PlayerId, ids: readonly CardId[]): void {
  for (const id of [...ids].reverse()) {
    const owner = card(tx.g, id).owner;
    takeCard(tx, id);
    putOnTop(tx, owner, 'openMarket', id);
    emit(
      tx,
      DESTRUCTION.discardFromHand,
      `${who} discards ${def(tx.g, id).name}: it goes on top of ${owner}'s open market`,
      { player: who, card: id },
    );
  }
}

export function describeDiscard(s: GameState, p: DiscardDecision): string {
  const hand = player(s, p.player)
    .hand.map((id) => `${id} (${def(s, id).name})`)
    .join(', ');
  return `which ${p.count === 1 ? 'card' : `${p.count} cards`} of his hand to discard: ${hand}`;
}

/** A `choose` answering a discard names exactly `count` distinct cards of the player's hand (8.6). */
export function validateChooseDiscard(
  s: GameState,
  p: DiscardDecision,
  a: ActionOf<'choose'>,
): Violation | null {
  const cards: unknown = a.cards;
  const hand = player(s, p.player).hand;
  if (
    !Array.isArray(cards) ||
    cards.length !== p.count ||
    new Set(cards).size !== cards.length ||
    !cards.every((id) => hand.includes(id))
  ) {
    return violation(
      s,
      DISCARD.fromHand,
      `${p.player} must name ${p.count === 1 ? 'one card' : `${p.count} different cards`} of his hand`,
      describeDiscard(s, p),
    );
  }
  return null;
}

export function applyChooseDiscard(tx: Tx, a: ActionOf<'choose'>): void {
  tx.g.pending.splice(0, 1);
  discardCards(tx, a.player, a.cards);
}

/** Every way to name `count` cards of the hand, in every order (the order lays them in the open market). */
export function legalChooseDiscard(s: GameState, who: PlayerId): Action[] {
  const p = s.pending[0];
  if (p?.kind !== 'discard' || p.player !== who) return [];
  return picks(player(s, who).hand, p.count).map((cards) => ({ type: 'choose', player: who, cards }));
}

function picks(xs: readonly CardId[], k: number): CardId[][] {
  if (k === 0) return [[]];
  return xs.flatMap((x, i) =>
    picks([...xs.slice(0, i), ...xs.slice(i + 1)], k - 1).map((rest) => [x, ...rest]),
  );
}
