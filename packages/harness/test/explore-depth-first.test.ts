import { megacorpModule } from '@arbiter/megacorp';
import { describe, expect, it } from 'vitest';
import { explore as genericExplore } from '../src/generic.js';
import { type ExploreOptions, megacorpSearch } from '../src/megacorp/index.js';
import { produceDrainsPool } from './helpers.js';

/** The whole of turn 1 without productions: 35,097 states, small enough to explore twice here. */
const TURN_ONE: ExploreOptions = {
  maxTurns: 1,
  production: 'none',
  maxStates: 100_000,
  endPositions: true,
};

function run(order: 'turns' | 'depth-first', extra: ExploreOptions = {}) {
  return genericExplore(
    megacorpModule,
    megacorpSearch({
      ...TURN_ONE,
      order,
      // Turn by turn takes a depth bound as a safety net; depth-first takes none.
      ...(order === 'turns' ? { maxDepth: Number.MAX_SAFE_INTEGER } : {}),
      ...extra,
    }),
  );
}

describe('explore depth-first: turn by turn, the last state found expanded first', () => {
  it('visits what turn by turn visits: the same states, actions, leaves, coverage and positions beginning turn 2', () => {
    const turns = run('turns');
    const deep = run('depth-first');
    expect(turns.complete).toBe(true);
    expect(deep.complete).toBe(true);
    expect(deep.states).toBe(turns.states);
    expect(deep.edges).toBe(turns.edges);
    expect(deep.leaves).toEqual(turns.leaves);
    expect(deep.turnsComplete).toBe(1);
    expect(deep.endPositions?.length).toBeGreaterThan(100);
    expect(deep.endPositions).toEqual(turns.endPositions);
    expect(deep.coverage.report()).toEqual(turns.coverage.report());
  }, 120_000);

  it('a planted bug (producing drains the pool): caught by both orders, on the trait pool invariant', () => {
    // Cut at the first counterexample, the searches have seen different states; each must catch it.
    const bug = { applyFn: produceDrainsPool, production: 'active-player' as const, maxViolations: 1 };
    for (const order of ['turns', 'depth-first'] as const) {
      const s = run(order, bug);
      expect(s.complete, order).toBe(false);
      expect(s.violations, order).toHaveLength(1);
      expect(s.violations[0]?.title, order).toMatch(/trait pool/i);
    }
  }, 120_000);

  it('takes no depth bound: a state first met deep would hide what lies behind it from a shallower path', () => {
    expect(() =>
      genericExplore(megacorpModule, megacorpSearch({ ...TURN_ONE, order: 'depth-first', maxDepth: 30 })),
    ).toThrow(/no depth bound/);
  });
});
