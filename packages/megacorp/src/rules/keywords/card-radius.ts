import { parametersOf, pileOf, player } from '../../model/query.js';
import type { CardId, GameState, Space } from '../../model/state.js';
import { radius } from '../network.js';
import { ruleSet } from '../rule-set.js';

/**
 * CARD RADIUS (9.8): the cards around a card, within X spaces of it. The square of (2X+1)² spaces,
 * diagonals included, is laid out even where spaces are empty; `cardRadiusShape: 'diamond'` counts the
 * distance orthogonally instead (a reading of the French "à une distance de X emplacements"). Cards
 * reached are not targeted, so what protects from targeting does not protect from it; the cards bonded
 * under a pile are reached only where the revision does not make them immune to all effects
 * (`bondedImmunity`).
 */
export const CARD_RADIUS = ruleSet('keyword.card-radius', {
  square: {
    clause: '9.8',
    summary: 'CARD RADIUS X reaches the cards within X spaces of its card, diagonals included.',
  },
  notTargeted: { clause: '9.8', summary: 'Cards reached by a CARD RADIUS are not its targets.' },
});

/** The spaces within `r` of `centre` under the revision's shape, the centre excluded. */
export function radiusSpaces(s: GameState, centre: Space, r: number): Space[] {
  const square = radius(centre, r);
  if (parametersOf(s).cardRadiusShape === 'square') return square;
  return square.filter((p) => Math.abs(p.x - centre.x) + Math.abs(p.y - centre.y) <= r);
}

/**
 * The cards a CARD RADIUS of `r` around the card reaches, top cards first in network order, then (where
 * bonded cards are not impervious) the cards bonded under them. Not targets (9.8).
 */
export function cardsInRadius(s: GameState, id: CardId, r: number): CardId[] {
  const at = pileOf(s, id);
  if (!at) return [];
  const spaces = radiusSpaces(s, at.pile, r);
  const piles = player(s, at.network).network.filter((p) => spaces.some((q) => q.x === p.x && q.y === p.y));
  const bonded = parametersOf(s).bondedImmunity === 'targeted';
  return piles.flatMap((p) => (bonded ? [...p.cards] : p.cards.slice(0, 1)));
}

/** The radius a card's CARD RADIUS keyword prints (`CARD RADIUS 2`), or null. */
export function printedRadius(args: readonly string[]): number | null {
  const n = Number.parseInt(
    args
      .join(' ')
      .replace(/[^0-9]+/g, ' ')
      .trim()
      .split(' ')[0] ?? '',
    10,
  );
  return Number.isInteger(n) && n >= 0 ? n : null;
}
