import type { CardId, GameState } from '../../model/state.js';
import { ruleSet } from '../rule-set.js';
import { activeKeyword } from './card-keywords.js';

/**
 * REFLEXES (9.25): the card may retaliate in every challenge it defends in, not once per turn. V1.7
 * classes it as continuous; an engaged card never retaliates anyway.
 */
export const REFLEXES = ruleSet('keyword.reflexes', {
  retaliatesAgain: {
    clause: '9.25',
    summary: 'A card with REFLEXES may deal retaliation damage more than once a turn.',
  },
});

/** Whether the once-per-turn limit on retaliation (5.4.1.8.1.4) is lifted for the card. */
export function retaliatesFreely(s: GameState, id: CardId): boolean {
  return activeKeyword(s, id, 'REFLEXES') !== undefined;
}
