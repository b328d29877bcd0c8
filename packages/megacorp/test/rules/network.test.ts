import { deepFreeze } from '@arbiter/core';
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../src/model/state.js';
import { V1_7 } from '../../src/revisions/index.js';
import {
  businessSpace,
  dockingSpaces,
  isDocked,
  orphanedPiles,
  touchesOnlyOrphans,
} from '../../src/rules/network.js';
import { given, reading, run } from './support.js';

const NO_NEIGHBOUR = reading({ orphan: 'no-neighbour' });

/**
 * Ana's business at (1,1), moved off (0,0); Raamaa docked at (2,1); Grunt and Filler a pair of
 * neighbours at (5,1) and (5,2) linked to nothing; Nick as usual.
 */
function network(profile = V1_7) {
  return given({
    profile,
    players: [
      {
        id: 'ana',
        network: [
          { x: 2, y: 1, cards: ['Raamaa'] },
          { x: 1, y: 1, cards: ['Ana Corp'] },
          { x: 5, y: 1, cards: ['Grunt'] },
          { x: 5, y: 2, cards: ['Filler'] },
        ],
      },
      { id: 'nick', network: [{ x: 0, y: 0, cards: ['Nick Corp'] }] },
    ],
  });
}

const at = (piles: readonly { x: number; y: number }[]) => piles.map((p) => `${p.x},${p.y}`);

describe('the business and docking (3.7.1, 3.7.1.2)', () => {
  it('the business is found wherever it stands, not at the first pile', () => {
    expect(businessSpace(network().state, 'ana')).toEqual({ x: 1, y: 1 });
    const none = given({
      players: [{ id: 'ana', network: [{ x: 0, y: 0, cards: ['Grunt'] }] }, { id: 'nick' }],
    });
    expect(businessSpace(none.state, 'ana')).toBeNull();
  });

  it('3.7.1.2 docked means linked to the business: a pair of neighbours on their own is orphaned', () => {
    const g = network();
    expect(at(orphanedPiles(g.state, 'ana'))).toEqual(['5,1', '5,2']);
    expect(isDocked(g.state, 'ana', { x: 2, y: 1 })).toBe(true);
    expect(isDocked(g.state, 'ana', { x: 5, y: 1 })).toBe(false);
  });

  it('D-ORPHAN-DEF where only a card with no neighbour is orphaned, the pair is docked, and so is a lone business', () => {
    const g = network(NO_NEIGHBOUR);
    expect(orphanedPiles(g.state, 'ana')).toEqual([]);
    expect(isDocked(g.state, 'ana', { x: 5, y: 2 })).toBe(true);
    const lone = given({
      profile: NO_NEIGHBOUR,
      players: [
        {
          id: 'ana',
          network: [
            { x: 3, y: 3, cards: ['Ana Corp'] },
            { x: 7, y: 7, cards: ['Grunt'] },
          ],
        },
        { id: 'nick', network: [{ x: 0, y: 0, cards: ['Nick Corp'] }] },
      ],
    });
    expect(isDocked(lone.state, 'ana', { x: 3, y: 3 })).toBe(true);
    expect(isDocked(lone.state, 'ana', { x: 3, y: 4 })).toBe(true);
    expect(isDocked(lone.state, 'ana', { x: 7, y: 7 })).toBe(false);
    expect(at(orphanedPiles(lone.state, 'ana'))).toEqual(['7,7']);
  });

  it('3.7.1 the free docking spaces, row by row from the lowest, each row from the left', () => {
    const g = network();
    expect(at(dockingSpaces(g.state, 'ana'))).toEqual(['1,0', '2,0', '0,1', '3,1', '1,2', '2,2']);
    // Next to the orphaned pair only: adjacent, yet not a docking space.
    expect(touchesOnlyOrphans(g.state, 'ana', { x: 6, y: 1 })).toBe(true);
    expect(touchesOnlyOrphans(g.state, 'ana', { x: 3, y: 1 })).toBe(false);
    // Under the no-neighbour reading the spaces around the pair dock too.
    expect(at(dockingSpaces(network(NO_NEIGHBOUR).state, 'ana'))).toEqual([
      '1,0',
      '2,0',
      '5,0',
      '0,1',
      '3,1',
      '4,1',
      '6,1',
      '1,2',
      '2,2',
      '4,2',
      '6,2',
      '5,3',
    ]);
  });

  it('the docking spaces remembered for a network are those of the revision and card library asked with', () => {
    // Frozen, as every state of a game is: only a frozen network's answers are remembered.
    const s = deepFreeze(network().state);
    expect(dockingSpaces(s, 'ana')).toHaveLength(6);
    // The same frozen piles under the other reading of orphans, then with another library object.
    const other: GameState = { ...s, profile: NO_NEIGHBOUR };
    expect(dockingSpaces(other, 'ana')).toHaveLength(12);
    expect(dockingSpaces(s, 'ana')).toHaveLength(6);
    const library = {
      ...s.library,
      'Ana Corp': { ...s.library['Ana Corp']!, type: 'location' as const },
    };
    expect(dockingSpaces({ ...s, library }, 'ana')).toEqual([]);
    expect(businessSpace({ ...s, library }, 'ana')).toBeNull();
    expect(businessSpace(s, 'ana')).toEqual({ x: 1, y: 1 });
  });

  it('what is remembered of a frozen network never answers for that network while a rule moves its cards', () => {
    const s = deepFreeze(network().state);
    expect(at(orphanedPiles(s, 'ana'))).toEqual(['5,1', '5,2']);
    const seen: string[][] = [];
    const after = run(s, (tx) => {
      seen.push(at(orphanedPiles(tx.g, 'ana')));
      // The Grunt moves next to Raamaa at (2,1): linked to the business now, the Filler still not.
      const grunt = tx.g.players[0]?.network.find((p) => p.x === 5 && p.y === 1);
      if (!grunt) throw new Error('no pile at 5,1');
      grunt.x = 3;
      seen.push(at(orphanedPiles(tx.g, 'ana')));
    }).state;
    expect(seen).toEqual([['5,1', '5,2'], ['5,2']]);
    expect(at(orphanedPiles(after, 'ana'))).toEqual(['5,2']);
    expect(businessSpace(after, 'ana')).toEqual({ x: 1, y: 1 });
    // The state before keeps its own answer; the same piles under the other reading of orphans have theirs.
    expect(at(orphanedPiles(s, 'ana'))).toEqual(['5,1', '5,2']);
    expect(orphanedPiles({ ...s, profile: NO_NEIGHBOUR }, 'ana')).toEqual([]);
    expect(at(orphanedPiles(s, 'ana'))).toEqual(['5,1', '5,2']);
  });
});
