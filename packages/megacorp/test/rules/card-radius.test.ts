import { describe, expect, it } from 'vitest';
import { V1_7 } from '../../src/revisions/v1.7.js';
import { cardsInRadius, printedRadius, radiusSpaces } from '../../src/rules/keywords/card-radius.js';
import { variant } from '../revisions/support.js';
import { given } from './support.js';

/** Ana's Raamaa at 1,0 with cards around her; Nick's Illithis at 1,1 of his own network. */
const board = (profile = V1_7) =>
  given({
    profile,
    players: [
      {
        id: 'ana',
        network: [
          { x: 0, y: 0, cards: ['Ana Corp'] },
          { x: 1, y: 0, cards: ['Raamaa'] },
          { x: 2, y: 1, cards: ['Grunt'] },
          { x: 1, y: 1, cards: ['Hierarch', 'Lineage'] },
          { x: 3, y: 0, cards: ['Gnost Cleric'] },
        ],
      },
      {
        id: 'nick',
        network: [
          { x: 0, y: 0, cards: ['Nick Corp'] },
          { x: 1, y: 1, cards: ['Illithis'] },
        ],
      },
    ],
  });

describe('9.8 CARD RADIUS', () => {
  it('reaches the square around the card, diagonals and bonded cards included, in its own network only', () => {
    const g = board();
    expect(cardsInRadius(g.state, g.id('Raamaa'), 1).sort()).toEqual(
      [g.id('Ana Corp'), g.id('Grunt'), g.id('Hierarch'), g.id('Lineage')].sort(),
    );
    expect(cardsInRadius(g.state, g.id('Raamaa'), 2)).toContain(g.id('Gnost Cleric'));
    expect(cardsInRadius(g.state, g.id('Raamaa'), 2)).not.toContain(g.id('Raamaa'));
  });

  it('counted orthogonally (the diamond reading), the diagonal Grunt is out of radius 1 and in radius 2', () => {
    const g = board(variant(V1_7, { cardRadiusShape: 'diamond' }));
    expect(cardsInRadius(g.state, g.id('Raamaa'), 1)).not.toContain(g.id('Grunt'));
    expect(cardsInRadius(g.state, g.id('Raamaa'), 2)).toContain(g.id('Grunt'));
    expect(radiusSpaces(g.state, { x: 0, y: 0 }, 1)).toHaveLength(4);
    expect(radiusSpaces(board().state, { x: 0, y: 0 }, 1)).toHaveLength(8);
  });

  it('passes by the cards bonded under a pile where bonded cards are immune to every effect', () => {
    const g = board(variant(V1_7, { bondedImmunity: 'all-effects' }));
    const reached = cardsInRadius(g.state, g.id('Raamaa'), 1);
    expect(reached).toContain(g.id('Hierarch'));
    expect(reached).not.toContain(g.id('Lineage'));
  });

  it('reaches nothing from a card not in play', () => {
    const g = given({
      players: [
        { id: 'ana', hand: ['Grunt'], network: [{ x: 0, y: 0, cards: ['Ana Corp'] }] },
        { id: 'nick', network: [{ x: 0, y: 0, cards: ['Nick Corp'] }] },
      ],
    });
    expect(cardsInRadius(g.state, g.id('Grunt'), 1)).toEqual([]);
  });

  it('reads its printed radius: the first number, or none', () => {
    expect(printedRadius(['2'])).toBe(2);
    expect(printedRadius(['radius 3', '1'])).toBe(3);
    expect(printedRadius(['0'])).toBe(0);
    expect(printedRadius([])).toBeNull();
    expect(printedRadius(['X'])).toBeNull();
  });
});
