import { card, def, isEngaged, pileOf } from '../model/query.js';
import type { CardId } from '../model/state.js';
import { setEngaged } from './engagement.js';
import { engageProblem } from './keywords/terrain.js';
import { ruleSet } from './rule-set.js';
import { emit, type Tx } from './tx.js';

export const ORIENTATION = ruleSet('orientation', {
  engage: { clause: '3.2.1.4', summary: 'A card that becomes engaged is turned upside down.' },
  disengage: { clause: '3.2.1.2', summary: 'A card that becomes disengaged is turned right side up.' },
  pileTogether: { clause: '3.10.10', summary: 'The cards bonded under a card turn together with it.' },
});

/**
 * Turns the whole pile of a card in play (3.10.10) and reports it under `key`. Returns false, and
 * reports nothing, when the pile already had that orientation or the card is not in play.
 */
export function setPileEngaged(tx: Tx, id: CardId, engaged: boolean, key?: string): boolean {
  const where = pileOf(tx.g, id);
  if (!where) return false;
  const cards = where.pile.cards;
  if (cards.every((c) => isEngaged(tx.g, c) === engaged)) return false;
  const terrain = engaged ? engageProblem(tx.g, cards[0] as CardId) : null;
  if (terrain) {
    emit(tx, terrain.key, terrain.message, { card: cards[0] as CardId });
    return false;
  }
  for (const c of cards) setEngaged(tx, c, engaged);
  const top = cards[0] as CardId;
  const bonded = cards.length > 1 ? ` with ${cards.length - 1} bonded card(s) (3.10.10)` : '';
  emit(
    tx,
    key ?? (engaged ? ORIENTATION.engage : ORIENTATION.disengage),
    `${def(tx.g, top).name} becomes ${engaged ? 'engaged' : 'disengaged'}${bonded}`,
    { card: top, player: card(tx.g, top).controller },
  );
  return true;
}
