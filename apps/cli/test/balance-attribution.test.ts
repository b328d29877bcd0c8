import { type BalanceGame, balanceMeasures, compareBalance, endingsOf } from '@arbiter/harness';
import { describe, expect, it } from 'vitest';
import { type DesignPlayer, replicatesFor, screenShifts } from '../src/balance-attribution.js';

/**
 * Designed drafts: a revision is the set of parameters flipped from A's value to B's, and its games
 * are made from that set by a rule stated in each test (the noise of a real game is each game's own,
 * so the paired tests see what a real run shows: some games move, most do not).
 */
type Rule = (set: ReadonlySet<string>, i: number) => Partial<BalanceGame>;

/** A game's own chance, as a seed gives it: a hash of its index (Knuth's multiplicative). */
const luck = (i: number) => (Math.imul(i + 1, 2654435761) >>> 0) >>> 8;

function game(i: number, o: Partial<BalanceGame>): BalanceGame {
  return {
    index: i,
    seed: i,
    end: 'win',
    winnerSeat: 1 + (luck(i) % 2),
    endKeys: ['winning.business-orphaned'],
    turns: 10 + (luck(i) % 7),
    actions: 100 + (luck(i) % 13),
    decisions: 50,
    legal: 500,
    windowDecisions: 20,
    windowLegal: 200,
    money: [10, 10 + (luck(i) % 5)],
    ...o,
  };
}

function designed(names: readonly string[], rule: Rule, games: number) {
  const play = (set: readonly string[], from: number, to: number) =>
    Array.from({ length: to - from }, (_, k) => game(from + k, rule(new Set(set), from + k)));
  const sets: string[][] = [];
  let played = 0;
  const player: DesignPlayer = async (set, from, to) => {
    sets.push([...set]);
    played += to - from;
    return play(set, from, to);
  };
  const a = play([], 0, games);
  const b = play(names, 0, games);
  const shifts = compareBalance(a, b, 2);
  const defs = balanceMeasures(2, endingsOf(a, b));
  return {
    shifts,
    attribute: (budget = 2 * games) => screenShifts(shifts, defs, names, player, { games: budget }),
    played: () => played,
    sets,
  };
}

const parameters = (n: number) => Array.from({ length: n }, (_, i) => `p${String(i).padStart(3, '0')}`);

/** More money in a third of the games, by `by(set)` M. */
const richer =
  (by: (set: ReadonlySet<string>) => number): Rule =>
  (set, i) => {
    const more = by(set);
    return more !== 0 && luck(i) % 3 === 0 ? { money: [10, 10 + more + (luck(i) % 5)] } : {};
  };

const named = (r: Awaited<ReturnType<ReturnType<typeof designed>['attribute']>>, id: string) =>
  r.shifts.find((s) => s.id === id)?.named.map((x) => x.parameter);

describe('attributing the shifts of report --diff by a screening design', () => {
  it('finds one parameter among 68 with its whole share, in a number of games fixed in advance', async () => {
    const names = parameters(68);
    const d = designed(
      names,
      richer((s) => (s.has('p051') ? 20 : 0)),
      600,
    );
    expect(d.shifts.find((s) => s.id === 'money')?.significant).toBe(true);
    const r = await d.attribute();
    expect(named(r, 'money')).toEqual(['p051']);
    const at = r.shifts.find((s) => s.id === 'money');
    expect(at?.named[0]?.share).toBeCloseTo(1, 1);
    expect(at?.direction).toBe('up');
    // 128 rows for 68 parameters; a budget of 1,200 games is 4 seeds a row and its mirror: 1,024 games.
    expect(r).toMatchObject({ runs: 128, replicates: 4, games: 1024 });
    expect(d.played()).toBe(1024);
    // Row 0 is B itself and its mirror A itself.
    expect(d.sets[0]).toEqual(names);
    expect(d.sets[1]).toEqual([]);
  });

  it('gives each of two causes its share: 8 M and 16 M of a 24 M shift are a third and two thirds', async () => {
    const names = parameters(12);
    const rule = richer((s) => (s.has('p002') ? 8 : 0) + (s.has('p009') ? 16 : 0));
    const r = await designed(names, rule, 400).attribute();
    const at = r.shifts.find((s) => s.id === 'money');
    expect(at?.named.map((x) => x.parameter)).toEqual(['p009', 'p002']);
    expect(at?.named[0]?.share).toBeCloseTo(2 / 3, 1);
    expect(at?.named[1]?.share).toBeCloseTo(1 / 3, 1);
    expect(at?.explained).toBeCloseTo(1, 1);
    expect(at?.leading).toEqual([]);
  });

  it('names both parameters of a shift that needs the two together, each with half of it', async () => {
    const names = parameters(20);
    const r = await designed(
      names,
      richer((s) => (s.has('p004') && s.has('p017') ? 20 : 0)),
      800,
    ).attribute();
    const at = r.shifts.find((s) => s.id === 'money');
    // Averaged over the other's two values, each moves the money half of what both together do.
    expect(at?.named.map((x) => x.parameter).sort()).toEqual(['p004', 'p017']);
    for (const x of at?.named ?? []) expect(x.share).toBeCloseTo(0.5, 1);
  });

  it('names a parameter that pulls the other way with a negative share', async () => {
    const names = parameters(10);
    const rule = richer((s) => (s.has('p001') ? 30 : 0) - (s.has('p006') ? 10 : 0));
    const r = await designed(names, rule, 400).attribute();
    const at = r.shifts.find((s) => s.id === 'money');
    expect(at?.named.map((x) => [x.parameter, Math.round(x.share * 10) / 10])).toEqual([
      ['p001', 1.5],
      ['p006', -0.5],
    ]);
  });

  it('attributes every shift from the same games: a share and a mean moved by one parameter', async () => {
    const names = parameters(16);
    const rule: Rule = (set, i) =>
      set.has('p011')
        ? { winnerSeat: 1, ...(luck(i) % 3 === 0 ? { money: [10, 30 + (luck(i) % 5)] } : {}) }
        : {};
    const d = designed(names, rule, 400);
    const r = await d.attribute();
    expect(named(r, 'seat-1-wins')).toEqual(['p011']);
    expect(named(r, 'money')).toEqual(['p011']);
    expect(d.played()).toBe(r.games);
    expect(r.games).toBe(2 * 32 * replicatesFor(800, 32));
  });

  it('says when no parameter is significant alone and lists the largest estimates instead', async () => {
    const names = parameters(30);
    // Ten parameters each add 2 M in a third of the games: B adds 20, plainly; each alone adds 2.
    const rule = richer((s) => 2 * names.slice(0, 10).filter((p) => s.has(p)).length);
    const r = await designed(names, rule, 200).attribute(2 * 32);
    const at = r.shifts.find((s) => s.id === 'money');
    expect(r.replicates).toBe(1);
    expect(at?.named).toEqual([]);
    expect(at?.leading).toHaveLength(3);
    for (const x of at?.leading ?? []) expect(x.effect.significant).toBe(false);
  });

  it('plays nothing when no measure moved', async () => {
    const d = designed(parameters(8), () => ({}), 100);
    const r = await d.attribute();
    expect(r.shifts).toEqual([]);
    expect(d.played()).toBe(0);
  });
});
