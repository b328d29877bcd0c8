import { type Action, type GameState, INVARIANTS, isEngaged } from '@arbiter/megacorp';
import { describe, expect, it } from 'vitest';
import {
  type ExploreOptions,
  explore,
  type MegacorpInvariant,
  ONE_CARD_GAME,
  PRODUCTIONS_COMMUTE,
} from '../src/megacorp/index.js';

/**
 * The partial-order reduction (sleep sets over productions that commute) is sound only if it loses
 * nothing the unreduced search finds. Each test explores one bound both ways, where both finish, and
 * compares what a rules designer reads from a search: the violations, the positions at the end of the
 * turn, and here (sleep sets reach every state) every state with its depth.
 */

/** Both searches of one bound: unreduced and with sleep sets. */
function both(options: ExploreOptions) {
  const run = (partialOrder: 'none' | 'sleep-sets') => {
    const r = explore({ ...options, partialOrder, records: true, endPositions: true, stats: true });
    return { ...r, depths: new Map((r.records ?? []).map((x) => [x.key, x.depth])) };
  };
  return { full: run('none'), reduced: run('sleep-sets') };
}

/** What a violation says, without the path that led to it (another order may reach it). */
const found = (r: ReturnType<typeof explore>) =>
  r.violations.map((v) => `${v.failure.kind} after ${v.steps} steps: ${v.title}`).sort();

describe('sleep sets over productions that commute', () => {
  it('finish the first turn of a one-card game with every production: the same end-of-turn positions, every state at its depth, fewer actions', () => {
    const { full, reduced } = both({
      config: ONE_CARD_GAME,
      maxDepth: 1000,
      maxTurns: 1,
      order: 'turns',
      maxStates: 200_000,
    });
    expect(full.complete && reduced.complete).toBe(true);
    expect([full.turnsComplete, reduced.turnsComplete]).toEqual([1, 1]);
    expect(full.endPositions?.length).toBeGreaterThan(50);
    expect(reduced.endPositions).toEqual(full.endPositions);
    expect(reduced.depths).toEqual(full.depths);
    expect(found(reduced)).toEqual(found(full));
    expect(reduced.edges).toBe(full.edges);
    expect(reduced.stats?.slept).toBeGreaterThan(0);
    expect(reduced.applied).toBe(full.applied - (reduced.stats?.slept ?? 0));
    // About 19,000 states each way: seconds on an idle core, a minute on a loaded machine.
  }, 300_000);

  it('find the same violations of an invariant that only some orders of production break', () => {
    // Planted: Ana may not hold 5 BQ, which she reaches by producing with her business (3) and her
    // founder (2) in either order, or with more cards.
    const fiveBq: MegacorpInvariant = {
      name: 'planted: Ana holds under 5 BQ',
      clause: 'test',
      stateOnly: true,
      check: (s: GameState) => {
        const bq = s.players.find((p) => p.id === 'Ana')?.pools.BQ ?? 0;
        return bq >= 5 ? `Ana holds ${bq} BQ` : null;
      },
    };
    const { full, reduced } = both({
      maxDepth: 8,
      invariants: [...INVARIANTS, fiveBq],
      maxViolations: 10,
    });
    expect(full.complete && reduced.complete).toBe(true);
    expect(found(full).length).toBeGreaterThan(0);
    expect(found(reduced)).toEqual(found(full));
    expect(reduced.violations[0]?.reproduced).toBe(true);
    expect(reduced.depths).toEqual(full.depths);
  });

  it('call two productions independent only when one player holding priority produces with two cards of a game without abilities', () => {
    let window: GameState | undefined;
    explore({
      maxDepth: 6,
      partialOrder: 'none',
      onState: (s) => {
        const own = s.players.find((p) => p.id === s.priority?.holder);
        const ready = own?.network.filter((pile) => pile.cards[0] && !isEngaged(s, pile.cards[0]));
        if (!window && ready && ready.length >= 2) window = s;
      },
    });
    const s = window as GameState;
    const holder = s.priority?.holder as string;
    const cards = (s.players.find((p) => p.id === holder)?.network ?? []).flatMap((pile) =>
      pile.cards.slice(0, 1),
    );
    const produce = (card: string, who = holder): Action => ({
      type: 'produce',
      player: who,
      card,
      trait: 'BQ',
    });
    const [a, b] = cards as [string, string];
    expect(PRODUCTIONS_COMMUTE.independent(s, produce(a), produce(b))).toBe(true);
    expect(PRODUCTIONS_COMMUTE.independent(s, produce(a), produce(a))).toBe(false);
    expect(PRODUCTIONS_COMMUTE.independent(s, produce(a), { type: 'pass', player: holder })).toBe(false);
    // Outside a priority window (paying upkeep) one production can make the next one needless and illegal.
    expect(PRODUCTIONS_COMMUTE.independent({ ...s, priority: null }, produce(a), produce(b))).toBe(false);
    // A card with an ability could read the other's engagement: no reduction in such a game.
    const withAbility = {
      ...s,
      cards: { ...s.cards },
      library: {
        ...s.library,
        [s.cards[a]?.name as string]: {
          ...(s.library[s.cards[a]?.name as string] as GameState['library'][string]),
          abilities: [{} as GameState['library'][string]['abilities'][number]],
        },
      },
    };
    expect(PRODUCTIONS_COMMUTE.independent(withAbility, produce(a), produce(b))).toBe(false);
  });
});
