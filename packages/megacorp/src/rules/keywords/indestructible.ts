import { def, isInPlay } from '../../model/query.js';
import type { CardId, GameState } from '../../model/state.js';
import { ruleSet } from '../rule-set.js';
import { emit, type Tx } from '../tx.js';
import { cardKeyword } from './card-keywords.js';

/**
 * INDESTRUCTIBLE (9.17): the card is never destroyed, whatever destroys it (damage, an effect, a
 * DEMOLISHER); reduced to 0 or less in a trait it stays in play. It can still be annihilated, and the
 * rules that remove cards without destroying them (orphans, unique copies) still apply.
 */
export const INDESTRUCTIBLE = ruleSet('keyword.indestructible', {
  survives: {
    clause: '9.17',
    summary: 'A card with INDESTRUCTIBLE is never destroyed; at 0 or less in a trait it stays in play.',
  },
});

/** Whether the card in play cannot be destroyed. */
export function indestructible(s: GameState, id: CardId): boolean {
  return isInPlay(s, id) && cardKeyword(s, id, 'INDESTRUCTIBLE') !== undefined;
}

/** The cards that can be destroyed; each INDESTRUCTIBLE one is reported and left in play. */
export function spareIndestructible(tx: Tx, ids: readonly CardId[]): CardId[] {
  return ids.filter((id) => {
    if (!indestructible(tx.g, id)) return true;
    emit(tx, INDESTRUCTIBLE.survives, `${def(tx.g, id).name} is INDESTRUCTIBLE and stays in play`, {
      card: id,
    });
    return false;
  });
}
