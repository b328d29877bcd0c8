import { card, def } from '../model/query.js';
import type { CardId } from '../model/state.js';
import { destroy } from './destruction.js';
import { ruleSet } from './rule-set.js';
import type { Tx } from './tx.js';

export const UNIQUE = ruleSet('unique', {
  newestSurvives: {
    clause: '7.8',
    summary:
      'When a player controls two unique cards of the same name, only the newest stays; the others are destroyed.',
  },
  perController: {
    clause: '7.8.1',
    summary: 'Different players may each control a unique card of the same name.',
  },
});

/**
 * Call after `newest` entered play (7.8): older copies of a unique card with the same name under the
 * same controller are destroyed. Copies controlled by other players are untouched (7.8.1).
 */
export function enforceUnique(tx: Tx, newest: CardId): CardId[] {
  const d = def(tx.g, newest);
  if (!d.unique) return [];
  const controller = card(tx.g, newest).controller;
  const older: CardId[] = [];
  for (const p of tx.g.players) {
    for (const pile of p.network) {
      for (const id of pile.cards) {
        if (id === newest) continue;
        const c = card(tx.g, id);
        if (c.name === d.name && c.controller === controller) older.push(id);
      }
    }
  }
  if (older.length === 0) return [];
  return destroy(
    tx,
    older,
    UNIQUE.newestSurvives,
    `destroyed: a newer ${d.name} came into play under ${controller}`,
  );
}
