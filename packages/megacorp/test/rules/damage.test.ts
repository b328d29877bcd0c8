import { describe, expect, it } from 'vitest';
import type { RevisionProfile } from '../../src/revisions/profile.js';
import { V1_7 } from '../../src/revisions/v1.7.js';
import { damageOn, damageText, lethalDamage } from '../../src/rules/damage.js';
import { variant } from '../revisions/support.js';
import { given } from './support.js';

/** Grunt (BQ 2), Hierarch (MQ null) and Ana Corp, each with `bq` damage in BQ (MQ for the Hierarch). */
const board = (profile: RevisionProfile, bq: number) => {
  const damage = { BQ: { amount: bq, permanent: 0 } };
  return given({
    profile,
    players: [
      {
        id: 'ana',
        network: [
          { x: 0, y: 0, cards: [{ name: 'Ana Corp', damage }] },
          { x: 1, y: 0, cards: [{ name: 'Grunt', damage }] },
          { x: 0, y: 1, cards: [{ name: 'Hierarch', damage: { MQ: { amount: bq, permanent: 0 } } }] },
          { x: -1, y: 0, cards: ['Raamaa'] },
        ],
      },
      { id: 'nick', network: [{ x: 0, y: 0, cards: ['Nick Corp'] }] },
    ],
  });
};
const ASSIGNED = variant(V1_7, { damageModel: 'assigned-accumulates' });
const PER_HIT = variant(V1_7, { damageModel: 'assigned-per-hit' });

describe('5.4.1.8.2 when damage destroys a card', () => {
  it('V1.7 lowers the trait: lethal at 0 or below, and only when a hit was dealt', () => {
    const g = board(V1_7, 2);
    expect(lethalDamage(g.state, g.id('Grunt'), 'BQ', 2)).toBe(true);
    expect(lethalDamage(g.state, g.id('Grunt'), 'BQ', 0)).toBe(false);
    expect(lethalDamage(board(V1_7, 1).state, g.id('Grunt'), 'BQ', 1)).toBe(false);
    expect(damageText(g.state, g.id('Grunt'), 'BQ')).toBe('BQ now 0');
  });

  it('a null trait takes no damage, so it is never lethal (2.5.5.1)', () => {
    const g = board(V1_7, 3);
    expect(lethalDamage(g.state, g.id('Hierarch'), 'MQ', 3)).toBe(false);
  });

  it('assigned damage keeps the trait: lethal once the damage reaches it, whether in one hit or several', () => {
    const g = board(ASSIGNED, 2);
    expect(lethalDamage(g.state, g.id('Grunt'), 'BQ', 1)).toBe(true);
    expect(lethalDamage(board(ASSIGNED, 1).state, g.id('Grunt'), 'BQ', 1)).toBe(false);
    expect(damageText(g.state, g.id('Grunt'), 'BQ')).toBe('2 BQ damage against BQ 2');
    expect(damageOn(g.state, g.id('Raamaa'), 'BQ')).toBe(0);
    const h = board(PER_HIT, 2);
    expect(lethalDamage(h.state, g.id('Grunt'), 'BQ', 2)).toBe(true);
    expect(lethalDamage(h.state, g.id('Grunt'), 'BQ', 1)).toBe(false);
  });

  it('where damage destroys only characters and the business, an equipment keeps its damage', () => {
    const only = variant(ASSIGNED, { damageDestroys: 'characters-and-business' });
    const g = board(only, 9);
    expect(lethalDamage(g.state, g.id('Grunt'), 'BQ', 9)).toBe(true);
    expect(lethalDamage(g.state, g.id('Ana Corp'), 'BQ', 9)).toBe(true);
    const loc = given({
      profile: only,
      players: [
        {
          id: 'ana',
          network: [
            { x: 0, y: 0, cards: ['Ana Corp'] },
            { x: 1, y: 0, cards: [{ name: 'Lineage', damage: { BQ: { amount: 9, permanent: 0 } } }] },
          ],
        },
        { id: 'nick', network: [{ x: 0, y: 0, cards: ['Nick Corp'] }] },
      ],
    });
    expect(lethalDamage(loc.state, loc.id('Lineage'), 'BQ', 9)).toBe(false);
  });
});
