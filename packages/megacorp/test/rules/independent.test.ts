import { describe, expect, it } from 'vitest';
import { buildState, type PlayerSpec } from '../../src/build/state.js';
import { type CardDefinition, cost, defineCard } from '../../src/index.js';
import { V1_7 } from '../../src/revisions/index.js';
import {
  INDEPENDENT,
  independentChanged,
  offerIndependentMoves,
  orphanedIndependents,
} from '../../src/rules/keywords/independent.js';
import { MOVE } from '../../src/rules/keywords/move.js';
import { TEST_LIBRARY } from '../../src/testing/index.js';
import { ANA_NETWORK, NICK_NETWORK, patch, run, subjects } from './support.js';

/** Hypothetical cards: Scout prints INDEPENDENT; Banneret grants it to itself while disengaged (7.3.1). */
const kw = (name: string) => ({ name, args: [] });
const SCOUT = defineCard(
  'Scout',
  'character',
  cost(2),
  { IQ: 1, EQ: 2, MQ: 1, BQ: 1 },
  { keywords: [kw('INDEPENDENT')] },
);
const BANNERET = defineCard(
  'Banneret',
  'character',
  cost(2),
  { IQ: 1, EQ: 1, MQ: 1, BQ: 1 },
  {
    abilities: [
      {
        kind: 'continuous',
        modifiers: [{ scope: { kind: 'self' }, keyword: kw('INDEPENDENT') }],
        text: 'INDEPENDENT',
      },
    ],
  },
);
const POOL: Record<string, CardDefinition> = { ...TEST_LIBRARY, Scout: SCOUT };

const V1_5_5_READING = {
  ...V1_7,
  parameters: { ...V1_7.parameters, independentMove: 'must-own-network' as const },
};

/**
 * Ana: a Scout far off at (5,5) (listed first, so its id comes first), her business and Raamaa, an
 * orphaned Grunt at (5,3), a Scout orphaned at (7,0) and one docked at (2,0). Nick as usual, or `nick`.
 */
function table(nick: Partial<PlayerSpec> = {}, library = POOL, profile = V1_7) {
  const b = buildState({
    library,
    profile,
    players: [
      {
        id: 'ana',
        network: [
          { x: 5, y: 5, cards: ['Scout'] },
          ...ANA_NETWORK,
          { x: 5, y: 3, cards: ['Grunt'] },
          { x: 7, y: 0, cards: ['Scout'] },
          { x: 2, y: 0, cards: ['Scout'] },
        ],
      },
      { id: 'nick', network: NICK_NETWORK, ...nick },
    ],
  });
  const [far, orphan, docked] = b.ids.Scout!;
  return { ...b, far: far!, orphan: orphan!, docked: docked! };
}

describe('INDEPENDENT: which cards are orphaned (9.16)', () => {
  it('9.16 the INDEPENDENT cards on top of orphaned piles, by id; neither a docked one nor an orphaned card without it', () => {
    const g = table();
    expect(orphanedIndependents(g.state)).toEqual([g.far, g.orphan]);
    // The same list whatever the order the piles are kept in.
    const reversed = patch(g.state, (s) => {
      s.players[0]!.network.reverse();
    });
    expect(orphanedIndependents(reversed)).toEqual([g.far, g.orphan]);
  });

  it('9.16 an INDEPENDENT card granted by an ability counts, in a pool where no card prints it', () => {
    const b = buildState({
      library: { ...TEST_LIBRARY, Banneret: BANNERET },
      players: [
        { id: 'ana', network: [...ANA_NETWORK, { x: 5, y: 5, cards: ['Banneret'] }] },
        { id: 'nick', network: NICK_NETWORK },
      ],
    });
    expect(orphanedIndependents(b.state)).toEqual(b.ids.Banneret);
  });

  it('9.16 the cards of a player who left the game are not considered', () => {
    const g = table({ network: [...NICK_NETWORK, { x: 4, y: 4, cards: ['Scout'] }], lost: true });
    expect(orphanedIndependents(g.state)).toEqual([g.far, g.orphan]);
  });
});

describe('INDEPENDENT: when the orphaned cards change (9.16)', () => {
  it('9.16 newly orphaned cards are a change; the same cards again are none', () => {
    const g = table();
    expect(independentChanged(g.state)).toBe(true);
    const known = patch(g.state, (s) => {
      s.orphanedIndependent = [g.far, g.orphan];
    });
    expect(independentChanged(known)).toBe(false);
  });

  it('9.16 with no INDEPENDENT card orphaned and none known, nothing changed', () => {
    const b = buildState({ library: POOL, players: [{ id: 'ana', network: ANA_NETWORK }, { id: 'nick' }] });
    expect(independentChanged(b.state)).toBe(false);
  });

  it('9.16 a known card docked again, or another card in its place, is a change', () => {
    const g = table();
    const fewer = patch(g.state, (s) => {
      s.orphanedIndependent = [g.far, g.orphan, g.docked];
    });
    expect(independentChanged(fewer)).toBe(true);
    const other = patch(g.state, (s) => {
      s.orphanedIndependent = [g.far, g.docked];
    });
    expect(independentChanged(other)).toBe(true);
  });

  it('1.2.10 once the game is over, nothing triggers any more', () => {
    const g = table();
    const over = patch(g.state, (s) => {
      s.result = { winners: ['nick'], tie: false };
    });
    expect(independentChanged(over)).toBe(false);
  });
});

describe('INDEPENDENT: the move offered (9.16, D-INDEPENDENT)', () => {
  it('9.16 V1.7 the controller of each newly orphaned INDEPENDENT card may move it to any network', () => {
    const g = table();
    const known = patch(g.state, (s) => {
      s.orphanedIndependent = [g.far];
    });
    const { state, events } = run(known, (tx) => offerIndependentMoves(tx));
    expect(subjects(events)).toEqual([
      [INDEPENDENT.triggers, 'ana', g.orphan],
      [MOVE.moved, 'ana', g.orphan],
    ]);
    expect(events[0]?.text).toBe('Scout is orphaned and INDEPENDENT: ana may move it to any network');
    expect(state.pending).toMatchObject([
      { kind: 'move', player: 'ana', card: g.orphan, optional: true, scope: 'any-network' },
    ]);
    expect(state.orphanedIndependent).toEqual([g.far, g.orphan]);
    // Nothing new the next time.
    expect(run(state, (tx) => offerIndependentMoves(tx)).events).toEqual([]);
  });

  it('D-INDEPENDENT where the revision says so, he must move it within its own network', () => {
    const g = table({}, POOL, V1_5_5_READING);
    const { state, events } = run(g.state, (tx) => offerIndependentMoves(tx));
    expect(subjects(events)).toEqual([
      [INDEPENDENT.mustMove, 'ana', g.far],
      [MOVE.moved, 'ana', g.far],
      [INDEPENDENT.mustMove, 'ana', g.orphan],
      [MOVE.moved, 'ana', g.orphan],
    ]);
    expect(events[0]?.text).toBe('Scout is orphaned and INDEPENDENT: ana must move it within its network');
    expect(state.pending).toMatchObject([
      { kind: 'move', card: g.far, optional: false, scope: 'same-network' },
      { kind: 'move', card: g.orphan, optional: false, scope: 'same-network' },
    ]);
  });
});
