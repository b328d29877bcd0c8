import { type BalanceGame, balanceMeasures, compareBalance, endingsOf } from '@arbiter/harness';
import { describe, expect, it } from 'vitest';
import { attributeShifts, type ProbePlayer, sampleSizes } from '../src/balance-attribution.js';

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
    attribute: (firstSample = 100, maxProbes = 200) =>
      attributeShifts(shifts, defs, names, a, b, player, { firstSample, games, maxProbes }),
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
    expect(at).toMatchObject({ direction: 'up', seeds: 100, causes: [['p004', 'p017']], rest: 'gone' });
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

  it('doubles the sample for a shift the first seeds do not show, extending the probes already played', async () => {
    const names = parameters(8);
    // One game in 25 reaches the action cap: 4 discordant pairs in 100 seeds (p = 0.125), 8 in 200.
    const rule: Rule = (set, i) =>
      set.has('p005') && i % 25 === 0 ? { end: 'timeout', endKeys: [], winnerSeat: null } : {};
    const d = designed(names, rule, 800);
    const r = await d.attribute();
    const at = r.shifts.find((s) => s.id === 'timeouts');
    expect(at).toMatchObject({ seeds: 200, causes: [['p005']], rest: 'gone' });
    expect(sampleSizes(100, 800)).toEqual([100, 200, 400, 800]);
    expect(sampleSizes(100, 300)).toEqual([100, 200, 300]);
    // Each probe was played once, on at most 200 seeds.
    expect(d.played()).toBe(r.probes.reduce((n, p) => n + p.seeds, 0));
    expect(Math.max(...r.probes.map((p) => p.seeds))).toBe(200);
  });

  it('says the probe budget ran out rather than naming a cause it did not find', async () => {
    const names = parameters(64);
    const r = await designed(
      names,
      richer((s) => s.has('p040')),
      200,
    ).attribute(100, 3);
    expect(r.shifts).toEqual([expect.objectContaining({ id: 'money', causes: [], rest: 'budget' })]);
    expect(r.probes).toHaveLength(3);
  });
});
