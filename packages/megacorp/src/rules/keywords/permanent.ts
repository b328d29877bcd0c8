import { type CardDefinition, isPermanentEvent } from '../../model/card.js';
import type { CardId } from '../../model/state.js';
import { ruleSet } from '../rule-set.js';
import { emit, type Tx } from '../tx.js';

/**
 * PERMANENT (Ed 3.0 glossary; 2.1.2): an event marked permanent (the `permanent` flag or the PERMANENT
 * keyword) is an asset: it docks in a network and is not discarded at the end of the turn (5.6.4, 6.3.2).
 */
export const PERMANENT = ruleSet('keyword.permanent', {
  staysInPlay: {
    clause: '2.1.2',
    summary: 'A permanent event docks like an asset and stays in play; the End Phase does not discard it.',
  },
});

/** Notes a permanent event entering play. */
export function notePermanentEvent(tx: Tx, d: CardDefinition, id: CardId): void {
  if (!isPermanentEvent(d)) return;
  emit(tx, PERMANENT.staysInPlay, `${d.name} is a permanent event: it stays in play`, { card: id });
}
