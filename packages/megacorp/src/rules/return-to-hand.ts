import { card, pileOf } from '../model/query.js';
import type { CardId } from '../model/state.js';
import { ceaseIfToken, leavePlay } from './destruction.js';
import { ruleSet } from './rule-set.js';
import { SEARCH } from './search.js';
import { emit, type Tx } from './tx.js';
import { putOnTop } from './zones.js';

/** Returning a card in play to a hand (a one-time effect of the card language, 7.6). */
export const RETURN = ruleSet('return', {
  toHand: { clause: '7.6', summary: 'An effect can return a card in play to its owner’s hand.' },
  bondedFollow: {
    clause: '3.10.5',
    summary: 'Cards bonded beneath a card returned to a hand go to the same hand.',
  },
});

/**
 * Each card goes to its owner's hand with its pile: the cards bonded beneath it follow into that same
 * hand (3.10.5), except one another player owns, which goes on top of its owner's open market instead
 * (3.6.3, 3.6.3.1). A token stops existing (7.9.4); nothing of what only exists in play is kept.
 */
export function returnToHand(tx: Tx, ids: readonly CardId[]): void {
  for (const top of ids) {
    const pile = pileOf(tx.g, top)?.pile.cards;
    if (!pile) continue;
    const hand = card(tx.g, top).owner;
    for (const id of [...pile]) {
      const c = card(tx.g, id);
      leavePlay(tx, id);
      if (ceaseIfToken(tx, id)) continue;
      if (c.owner !== hand) {
        putOnTop(tx, c.owner, 'openMarket', id);
        emit(
          tx,
          SEARCH.toOwnersOpenMarket,
          `${c.name} is ${c.owner}'s: it goes on top of ${c.owner}'s open market`,
          {
            card: id,
            player: c.owner,
          },
        );
        continue;
      }
      putOnTop(tx, hand, 'hand', id);
      const key = id === top ? RETURN.toHand : RETURN.bondedFollow;
      emit(tx, key, `${c.name} returns to ${hand}'s hand`, { card: id, player: hand });
    }
  }
}
