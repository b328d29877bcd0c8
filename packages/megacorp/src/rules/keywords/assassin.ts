import type { CardId, GameState } from '../../model/state.js';
import { annihilate } from '../destruction.js';
import { ruleSet } from '../rule-set.js';
import type { Tx } from '../tx.js';
import { cardKeyword } from './card-keywords.js';

/** ASSASSIN (9.4): a card an ASSASSIN destroys with its damage in a challenge is annihilated instead. */
export const ASSASSIN = ruleSet('keyword.assassin', {
  annihilates: {
    clause: '9.4',
    summary: 'A card destroyed in a challenge by the damage of a card with ASSASSIN is annihilated instead.',
  },
});

export function isAssassin(s: GameState, id: CardId): boolean {
  return cardKeyword(s, id, 'ASSASSIN') !== undefined;
}

/**
 * 9.4: the marked cards still in play are annihilated (bonded cards with them, 3.10.4); returns the
 * other destroyed cards, which leave play the ordinary way.
 */
export function annihilateMarked(tx: Tx, marked: readonly CardId[], destroyed: readonly CardId[]): CardId[] {
  // `destroyed` holds only cards still in play; a marked card that left play in the window is not in it.
  const gone = marked.filter((id) => destroyed.includes(id));
  annihilate(tx, gone, ASSASSIN.annihilates, { inChallenge: true });
  return destroyed.filter((id) => !gone.includes(id));
}
