import { type CardDefinition, hasKeyword, isAsset } from '../../model/card.js';
import type { CardId, PlayerId } from '../../model/state.js';
import { ruleSet } from '../rule-set.js';
import { emit, type Tx } from '../tx.js';

/**
 * ABRUPT (9.2): a card with ABRUPT may be played whenever an event could be — in any phase, in another
 * player's turn, in answer to an attack, an effect or an event (the Buy Phase timing of assets, 6.2 and
 * 1.2.8.1, does not bind it). Errata 10.1.1 gives it to Mindfire.
 */
export const ABRUPT = ruleSet('keyword.abrupt', {
  playsLikeEvent: { clause: '9.2', summary: 'An ABRUPT card may be played whenever an event could be.' },
});

export function isAbrupt(d: CardDefinition): boolean {
  return hasKeyword(d, 'ABRUPT');
}

/** Notes an ABRUPT asset played where an asset could not be: outside its player's own Buy Phase. */
export function noteAbruptPlay(
  tx: Tx,
  d: CardDefinition,
  id: CardId,
  who: PlayerId,
  ownBuyPhase: boolean,
): void {
  if (!isAbrupt(d) || !isAsset(d) || ownBuyPhase) return;
  emit(tx, ABRUPT.playsLikeEvent, `${d.name} is ABRUPT: ${who} plays it as an event could be played`, {
    card: id,
    player: who,
  });
}
