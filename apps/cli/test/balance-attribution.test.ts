import { type BalanceGame, balanceMeasures, compareBalance, endingsOf } from '@arbiter/harness';
import { describe, expect, it } from 'vitest';
import { attributeShifts, nextBlock, type ProbePlayer } from '../src/balance-attribution.js';

/**
 * Designed drafts: a revision is the set of parameters flipped from A's value to B's, and its games
 * are made from that set by a rule stated in each test (the noise of a real game is each game's own,
 * so the paired tests see what a real run shows: some games move, most do not).
 */
type Rule = (set: ReadonlySet<string>, i: number) => Partial<BalanceGame>;

function game(i: number, o: Partial<BalanceGame>): BalanceGame {
  return {
    index: i,
    seed: i,
    end: 'win',
    winnerSeat: 1 + (i % 2),
    endKeys: ['winning.business-orphaned'],
    turns: 10 + (i % 7),
    actions: 100 + (i % 13),
    decisions: 50,
    legal: 500,
    windowDecisions: 20,
    windowLegal: 200,
    money: [10, 10 + (i % 5)],
    ...o,
  };
}

function designed(names: readonly string[], rule: Rule, games: number) {
  const play = (set: readonly string[], from: number, to: number) =>
    Array.from({ length: to - from }, (_, k) => game(from + k, rule(new Set(set), from + k)));
  let played = 0;
  const player: ProbePlayer = async (set, from, to) => {
    played += to - from;
    return play(set, from, to);
  };
  const a = play([], 0, games);
  const b = play(names, 0, games);
  const shifts = compareBalance(a, b, 2);
  const defs = balanceMeasures(2, endingsOf(a, b));
  return {
    shifts,
    attribute: (firstBlock = 20, maxProbes = 200) =>
      attributeShifts(shifts, defs, names, a, b, player, { firstBlock, games, maxProbes }),
    played: () => played,
  };
}

const parameters = (n: number) => Array.from({ length: n }, (_, i) => `p${String(i).padStart(3, '0')}`);

/** More money in a third of the games when `when` holds of the flipped set. */
const richer =
  (when: (set: ReadonlySet<string>) => boolean): Rule =>
  (set, i) =>
    when(set) && i % 3 === 0 ? { money: [10, 30 + (i % 5)] } : {};

describe('attributing a shift of report --diff by group testing', () => {
  it('names both parameters of a shift that needs the two together, neither moving it alone', async () => {
    const names = parameters(20);
    const d = designed(
      names,
      richer((s) => s.has('p004') && s.has('p017')),
      400,
    );
    const money = d.shifts.find((s) => s.id === 'money');
    expect(money?.significant).toBe(true);
    const r = await d.attribute();
    const at = r.shifts.find((s) => s.id === 'money');
    expect(at).toMatchObject({ direction: 'up', causes: [['p004', 'p017']], rest: 'gone', error: 0.01 });
    // Neither alone was asked, and neither reproduced it: the cause was checked with each member dropped.
    expect(r.probes.map((p) => p.set.join('+'))).toEqual(expect.arrayContaining(['p004', 'p017']));
  });

  it('finds one parameter among many in a number of probes that grows with log2 of their count', async () => {
    const probesFor = async (n: number) => {
      const names = parameters(n);
      const culprit = names[Math.floor((n * 5) / 7)] as string;
      const r = await designed(
        names,
        richer((s) => s.has(culprit)),
        200,
      ).attribute();
      expect(r.shifts).toEqual([expect.objectContaining({ id: 'money', causes: [[culprit]], rest: 'gone' })]);
      return r.probes.length;
    };
    const small = await probesFor(16);
    const large = await probesFor(256);
    // Halving asks at most two sets a level (the half before the cause, and the cause's half without
    // it), then the cause alone and B without it: 2 log2(n) + 2 at most (8 of 16, 14 of 256), where
    // flipping each parameter alone plays n probes.
    expect(small).toBeLessThanOrEqual(2 * Math.log2(16) + 2);
    expect(large).toBeLessThanOrEqual(2 * Math.log2(256) + 2);
    expect(large - small).toBeLessThanOrEqual(2 * Math.log2(256 / 16));
  });

  it('names every independent cause, and says B without them shows no shift', async () => {
    const names = parameters(12);
    const d = designed(
      names,
      richer((s) => s.has('p002') || s.has('p009')),
      300,
    );
    const r = await d.attribute();
    const at = r.shifts.find((s) => s.id === 'money');
    expect(at?.causes.map((c) => c.join('+')).sort()).toEqual(['p002', 'p009']);
    expect(at?.rest).toBe('gone');
  });

  it('names parameters that add up together: one alone moves the measure a third of the way, less than half', async () => {
    const names = parameters(10);
    // Each of p001, p004 and p008 adds 8 M in a third of the games: B adds 24.
    const rule: Rule = (set, i) => {
      const n = ['p001', 'p004', 'p008'].filter((p) => set.has(p)).length;
      return n > 0 && i % 3 === 0 ? { money: [10, 10 + 8 * n + (i % 5)] } : {};
    };
    const r = await designed(names, rule, 600).attribute();
    const at = r.shifts.find((s) => s.id === 'money');
    // Two of the three move it two thirds of the way: a minimal set; B with A's values for those two
    // is left with a third, less than half: no further cause.
    expect(at?.causes).toHaveLength(1);
    expect(at?.causes[0]).toHaveLength(2);
    expect(['p001', 'p004', 'p008']).toEqual(expect.arrayContaining([...(at?.causes[0] ?? [])]));
    expect(at?.rest).toBe('gone');
  });

  it('decides a probe within a few dozen games, reading the games played for another shift first', async () => {
    const names = parameters(16);
    // p011 makes the first player win every game it did not (a share) and adds money in a third.
    const rule: Rule = (set, i) =>
      set.has('p011') ? { winnerSeat: 1, ...(i % 3 === 0 ? { money: [10, 30 + (i % 5)] } : {}) } : {};
    const d = designed(names, rule, 1000);
    const r = await d.attribute();
    expect(r.shifts.map((s) => [s.id, s.causes])).toEqual(
      expect.arrayContaining([
        ['seat-1-wins', [['p011']]],
        ['money', [['p011']]],
      ]),
    );
    // A fixed-size test would play every probe on the 1,000 seeds; no probe here went past its first
    // two blocks (20, then 40 seeds).
    expect(Math.max(...r.probes.map((p) => p.seeds))).toBeLessThanOrEqual(40);
    expect(d.played()).toBe(r.probes.reduce((n, p) => n + p.seeds, 0));
    expect(r.games).toBeLessThan(40 * r.probes.length);
    // The second shift asked the probes of the first again and played no new set.
    const first = r.shifts[0]?.asked ?? 0;
    expect(r.probes.length).toBeLessThanOrEqual(first);
  });

  it('gives the same answer whatever the block size: the test reads the seeds in order, one at a time', async () => {
    const names = parameters(12);
    const rule: Rule = (set, i) =>
      set.has('p003') && set.has('p007') && i % 4 === 0
        ? { end: 'timeout', endKeys: [], winnerSeat: null }
        : {};
    const answer = async (block: number) => {
      const r = await designed(names, rule, 800).attribute(block);
      return r.shifts.map(({ id, causes, rest, seeds, asked }) => ({ id, causes, rest, seeds, asked }));
    };
    const small = await answer(10);
    expect(small).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: 'timeouts', causes: [['p003', 'p007']] })]),
    );
    expect(await answer(100)).toEqual(small);
    expect([
      nextBlock(0, 20, 800),
      nextBlock(20, 20, 800),
      nextBlock(40, 20, 800),
      nextBlock(640, 20, 800),
    ]).toEqual([20, 40, 80, 800]);
  });

  it('says the probe budget ran out rather than naming a cause it did not find', async () => {
    const names = parameters(64);
    const r = await designed(
      names,
      richer((s) => s.has('p040')),
      200,
    ).attribute(20, 3);
    expect(r.shifts).toEqual([expect.objectContaining({ id: 'money', causes: [], rest: 'budget' })]);
    expect(r.probes).toHaveLength(3);
  });
});
