import { hasCard } from '../model/query.js';
import type { CardId } from '../model/state.js';
import type { Tx } from './tx.js';

/**
 * Turns card `id` alone (3.2.1.2, 3.2.1.4): a rule that turns a pile goes through `setPileEngaged`,
 * which turns its bonded cards with it (3.10.10). Writing what is already there leaves the record of
 * engaged cards shared; a card the game does not have gets no mark.
 */
export function setEngaged(tx: Tx, id: CardId, engaged: boolean): void {
  // Stryker disable next-line ConditionalExpression: every card a rule turns is a card of the state
  if (!hasCard(tx.g, id)) return;
  if (engaged) tx.g.engaged[id] = true;
  else delete tx.g.engaged[id];
}
