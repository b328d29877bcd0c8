import type { Violation } from '@arbiter/core';
import { card, def } from '../../model/query.js';
import type { CardId, GameState } from '../../model/state.js';
import { ruleSet } from '../rule-set.js';
import { emit, type Tx, violation } from '../tx.js';
import { activeKeyword, cardKeyword } from './card-keywords.js';

/**
 * ELUSIVE (9.14): the card is attacked at most once per turn. V1.7 classes it as continuous: an engaged
 * ELUSIVE card may be attacked again where the revision has that class (`engagedContinuousKeywords`).
 */
export const ELUSIVE = ruleSet('keyword.elusive', {
  oncePerTurn: { clause: '9.14', summary: 'A card with ELUSIVE is attacked at most once per turn.' },
});

/** 9.14: an ELUSIVE card already attacked this turn cannot be attacked again. */
export function elusiveProblem(s: GameState, target: CardId): Violation | null {
  if (!activeKeyword(s, target, 'ELUSIVE') || card(s, target).targetedTurn !== s.turn.number) return null;
  return violation(
    s,
    ELUSIVE.oncePerTurn,
    `${def(s, target).name} has ELUSIVE and has already been attacked this turn`,
  );
}

/** Marks the attacked cards that have ELUSIVE (working or not), so that 9.14 can be checked later in the turn. */
export function markAttacked(tx: Tx, ids: readonly CardId[]): void {
  for (const id of ids) {
    if (!cardKeyword(tx.g, id, 'ELUSIVE')) continue;
    const c = tx.g.cards[id];
    if (!c) continue;
    c.targetedTurn = tx.g.turn.number;
    if (activeKeyword(tx.g, id, 'ELUSIVE')) {
      emit(tx, ELUSIVE.oncePerTurn, `${c.name} has ELUSIVE: it cannot be attacked again this turn`, {
        card: id,
      });
    }
  }
}
