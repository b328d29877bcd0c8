import { peek } from '../../model/peek.js';
import { card, def, parametersOf } from '../../model/query.js';
import type { CardId, GameState } from '../../model/state.js';
import { orphanedPiles } from '../network.js';
import { ruleSet } from '../rule-set.js';
import { emit, type Tx } from '../tx.js';
import { keywordOf } from './card-keywords.js';
import { offerMove } from './move.js';

/**
 * INDEPENDENT (9.16): when a card with INDEPENDENT becomes orphaned, its controller moves it at once to
 * a legal space — in any network and only if he wishes (9.16), or within its own network and
 * necessarily where the revision says so (`independentMove`, D-INDEPENDENT). The move is a `move`
 * decision; the game remembers which INDEPENDENT cards it has seen orphaned so that becoming orphaned
 * triggers once.
 */
export const INDEPENDENT = ruleSet('keyword.independent', {
  triggers: {
    clause: '9.16',
    summary:
      'An INDEPENDENT card that becomes orphaned may be moved by its controller to a legal space of any network.',
  },
  mustMove: {
    clause: '9.16',
    summary:
      'Where the revision says so, an orphaned INDEPENDENT card must be moved, within its own network.',
  },
});

const poolHasIt = new WeakMap<object, boolean>();

/** Whether any card of the pool prints INDEPENDENT or grants it: otherwise nothing needs checking. */
function poolHasIndependent(s: GameState): boolean {
  // Inside a transaction `s.library` is a draft: key the cache on the library itself (never written).
  const library = peek(s.library);
  let has = poolHasIt.get(library);
  // Stryker disable ConditionalExpression,MethodExpression: a shortcut; a pool said to hold INDEPENDENT where none does finds no INDEPENDENT card below either
  if (has === undefined) {
    has = Object.values(library).some(
      (d) =>
        d.keywords.some((k) => k.name.toUpperCase() === 'INDEPENDENT') ||
        d.abilities.some(
          (ab) =>
            (ab.kind === 'continuous' || ab.kind === 'static') &&
            ab.modifiers.some((m) => m.keyword?.name.toUpperCase() === 'INDEPENDENT'),
        ),
    );
    poolHasIt.set(library, has);
  }
  // Stryker restore ConditionalExpression,MethodExpression
  return has;
}

/** INDEPENDENT cards on top of orphaned piles now. */
export function orphanedIndependents(s: GameState): CardId[] {
  const out: CardId[] = [];
  // Stryker disable next-line ConditionalExpression: a shortcut; a pool without INDEPENDENT has no card with it below
  if (!poolHasIndependent(s)) return out;
  for (const p of s.players) {
    if (p.lost) continue;
    for (const pile of orphanedPiles(s, p.id)) {
      const top = pile.cards[0];
      if (top !== undefined && keywordOf(s, top, 'INDEPENDENT')) out.push(top);
    }
  }
  return out.sort();
}

/** Whether the orphaned INDEPENDENT cards differ from those already known: one became orphaned, or one is no longer. */
export function independentChanged(s: GameState): boolean {
  if (s.result) return false;
  const now = orphanedIndependents(s);
  // Recorded from `orphanedIndependents`, hence sorted.
  const known = s.orphanedIndependent ?? [];
  return now.length !== known.length || now.some((id, i) => id !== known[i]);
}

/** 9.16: each INDEPENDENT card that has just become orphaned gets a move decision for its controller. */
export function offerIndependentMoves(tx: Tx): void {
  const now = orphanedIndependents(tx.g);
  const known = new Set(tx.g.orphanedIndependent);
  const may = parametersOf(tx.g).independentMove === 'may-any-network';
  for (const id of now) {
    if (known.has(id)) continue;
    const who = card(tx.g, id).controller;
    emit(
      tx,
      may ? INDEPENDENT.triggers : INDEPENDENT.mustMove,
      `${def(tx.g, id).name} is orphaned and INDEPENDENT: ${who} ${may ? 'may move it to any network' : 'must move it within its network'}`,
      { card: id, player: who },
    );
    offerMove(tx, id, who, 'INDEPENDENT', may, may ? 'any-network' : 'same-network');
  }
  tx.g.orphanedIndependent = now;
}
