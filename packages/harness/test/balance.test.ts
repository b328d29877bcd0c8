import { type RevisionProfile, V1_7 } from '@arbiter/megacorp';
import { describe, expect, it } from 'vitest';
import {
  type BalanceGame,
  balanceDecks,
  compareBalance,
  DIFF_ALPHA,
  playBalance,
  summarizeBalance,
} from '../src/megacorp/index.js';

const demo = balanceDecks('demo') as Exclude<ReturnType<typeof balanceDecks>, string>;
const run = (profile: RevisionProfile, games: number, shard?: { index: number; count: number }) =>
  playBalance({ profile, decks: demo, seed: 7, games, maxActionsPerGame: 600, ...(shard ? { shard } : {}) });

const richer = (money: number): RevisionProfile => ({
  ...V1_7,
  id: `v1.7+startingMoney`,
  parameters: { ...V1_7.parameters, startingMoney: money },
});

describe('balance report games', () => {
  const whole = run(V1_7, 6);

  it('plays the same games for the same seed, and its shards play exactly the whole run’s games', () => {
    expect(run(V1_7, 6).games).toEqual(whole.games);
    const shards = [0, 1, 2].flatMap((index) => run(V1_7, 6, { index, count: 3 }).games);
    expect(shards.sort((a, b) => a.index - b.index)).toEqual(whole.games);
  });

  it('extends a run from an index on with the whole run’s later games, shard by shard too', () => {
    const tail = (shard?: { index: number; count: number }) =>
      playBalance({
        profile: V1_7,
        decks: demo,
        seed: 7,
        games: 6,
        maxActionsPerGame: 600,
        from: 4,
        ...(shard ? { shard } : {}),
      }).games;
    expect(tail()).toEqual(whole.games.slice(4));
    const shards = [0, 1].flatMap((index) => tail({ index, count: 2 }));
    expect(shards.sort((a, b) => a.index - b.index)).toEqual(whole.games.slice(4));
  });

  it('names the seat that won (1 = the player who took the first turn) and the 1.2.10 loss that ended it', () => {
    const won = whole.games.filter((g) => g.end === 'win');
    expect(won.length).toBeGreaterThan(0);
    for (const g of won) {
      expect([1, 2]).toContain(g.winnerSeat);
      expect(g.endKeys.length).toBeGreaterThan(0);
      for (const k of g.endKeys) expect(V1_7.clauses[k]).toMatch(/^1\.2\.10(\.|$)/);
    }
    for (const k of Object.keys(whole.clauses)) expect(whole.clauses[k]).toBe(V1_7.clauses[k]);
  });

  it('counts a game stopped by the action cap as a timeout, with no winner and no ending', () => {
    const capped = playBalance({ profile: V1_7, decks: demo, seed: 7, games: 1, maxActionsPerGame: 5 });
    const [g] = capped.games as [BalanceGame];
    expect(g).toMatchObject({ end: 'timeout', winnerSeat: null, endKeys: [], actions: 5 });
  });

  it('records money as each turn begins, one figure per turn reached', () => {
    for (const g of whole.games) {
      expect(g.money.length).toBe(g.turns);
      // Every player starts with the revision's starting money (before the first Accounting Phase).
      expect(g.money[0]).toBe(V1_7.parameters.startingMoney);
    }
  });

  it('gives each seat a share of the games with a winner: the shares of two seats add up to 1', () => {
    const s = summarizeBalance(whole.games, 2);
    const seat = (k: number) => s.measures.find((m) => m.id === `seat-${k}-wins`);
    expect((seat(1)?.estimate ?? 0) + (seat(2)?.estimate ?? 0)).toBeCloseTo(1, 10);
    for (const m of s.measures) {
      if (m.n < 2) continue;
      expect(m.low).toBeLessThanOrEqual(m.estimate);
      expect(m.high).toBeGreaterThanOrEqual(m.estimate);
    }
    expect(Object.values(s.ends).reduce((a, b) => a + b, 0)).toBe(6);
  });

  it('other seat counts: the demo decks seat three, the plain and reference decks only two', () => {
    expect(typeof balanceDecks('demo', 3)).toBe('function');
    expect(balanceDecks('plain', 3)).toMatch(/two players/);
    expect(balanceDecks('demo', 9)).toMatch(/--players takes 2 to 6/);
  });
});

describe('comparing two revisions on the same seeds', () => {
  it('marks nothing when a revision is compared with itself', () => {
    const a = run(V1_7, 6).games;
    const shifts = compareBalance(a, a, 2);
    expect(shifts.filter((s) => s.significant)).toEqual([]);
    for (const s of shifts) expect(s.p).toBe(1);
  });

  it('marks the money per player when every player starts with 40 M instead of 10 (a paired t-test)', () => {
    const a = run(V1_7, 12).games;
    const b = run(richer(40), 12).games;
    const money = compareBalance(a, b, 2).find((s) => s.id === 'money');
    expect(money).toMatchObject({ test: 'paired t', significant: true });
    expect(money?.difference).toBeGreaterThan(10);
    expect(money?.p).toBeLessThan(DIFF_ALPHA);
  });
});
