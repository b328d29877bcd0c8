import type { Violation } from '@arbiter/core';
import { hasKeyword } from '../../model/card.js';
import { def, hasCard, parametersOf, pileAt, pileOf } from '../../model/query.js';
import type { CardId, GameState, NetworkSpace } from '../../model/state.js';
import { setEngaged } from '../engagement.js';
import { isDocked } from '../network.js';
import { ruleSet } from '../rule-set.js';
import { emit, type Tx, violation } from '../tx.js';
import { putInNetwork } from '../zones.js';

/**
 * TERRAIN (9.29): a card being deployed may be deployed onto the space of a TERRAIN card, which then
 * bonds under it (the deployed card does not gain TERRAIN). A TERRAIN card is never engaged unless it
 * is bonded under another card (9.29.1), where the revision says so (`terrainEngage`, D-TERRAIN).
 */
export const TERRAIN = ruleSet('keyword.terrain', {
  bondsUnder: {
    clause: '9.29',
    summary: 'A TERRAIN card bonds under the card deployed onto its space; that card does not gain TERRAIN.',
  },
  neverEngaged: {
    clause: '9.29.1',
    summary: 'A TERRAIN card is never engaged unless it is bonded under another card.',
  },
});

/** The card prints TERRAIN (the card it bonds to does not gain it, so only printed keywords count). */
export function isTerrain(s: GameState, id: CardId): boolean {
  return hasKeyword(def(s, id), 'TERRAIN');
}

/** A legally docked space whose pile is a lone TERRAIN card: a card being deployed may take it (9.29). */
export function terrainSpace(s: GameState, at: NetworkSpace): CardId | null {
  const net = s.players.find((p) => p.id === at.network);
  if (!net || net.lost) return null;
  const pile = pileAt(s, at.network, at);
  const top = pile?.cards[0];
  if (pile?.cards.length !== 1 || top === undefined || !isTerrain(s, top)) return null;
  // The card deployed there must be legally docked (3.7.1): an orphaned terrain offers no space.
  return isDocked(s, at.network, pile) ? top : null;
}

/** Spaces of lone TERRAIN cards in every network of a player still in the game. */
export function terrainSpaces(s: GameState): NetworkSpace[] {
  const out: NetworkSpace[] = [];
  for (const p of s.players) {
    if (p.lost) continue;
    for (const pile of p.network) {
      const at = { network: p.id, x: pile.x, y: pile.y };
      if (terrainSpace(s, at)) out.push(at);
    }
  }
  return out;
}

/** 9.29.1: why this card cannot be engaged now (a TERRAIN card that is not bonded under another), or null. */
export function engageProblem(s: GameState, id: CardId): Violation | null {
  if (parametersOf(s).terrainEngage === 'allowed') return null;
  // The printed keyword first: locating the card is dearer, most of all inside a transaction that has
  // changed a zone, where it is a search.
  if (!hasCard(s, id) || !isTerrain(s, id)) return null;
  const at = pileOf(s, id);
  if (!at || at.depth > 0) return null;
  return violation(
    s,
    TERRAIN.neverEngaged,
    `${def(s, id).name} is TERRAIN and is not bonded: it cannot be engaged`,
  );
}

/**
 * Docks a card onto a TERRAIN card's space (9.29): the card becomes the top of the pile and the
 * terrain bonds under it, turning to its orientation. Returns false when the space holds no terrain.
 */
export function dockOnTerrain(tx: Tx, id: CardId, at: NetworkSpace): boolean {
  const terrain = terrainSpace(tx.g, at);
  if (!terrain) return false;
  putInNetwork(tx, at.network, at, id, true);
  // A deployed card arrives disengaged; the terrain under it turns with it (3.10.10).
  setEngaged(tx, terrain, false);
  emit(tx, TERRAIN.bondsUnder, `${def(tx.g, terrain).name} bonds under ${def(tx.g, id).name}`, {
    card: terrain,
  });
  return true;
}
