/**
 * Why a measure of `report --diff A B` moved: the parameters behind each significant shift, found
 * by group testing (`causes`, the one engine of attribution). A probe is A with B's values for a set
 * of parameters, played on A's seeds in blocks (the first `firstBlock` seeds, then doubling what it
 * has) and judged game by game with Wald's sequential test on its pairs with A: does it move the
 * measure as far as B does (δ, B's mean paired difference over every game) or not at all? It
 * reproduces the shift when the test decides for δ, that is when the probe's pairs sit nearer δ than
 * 0: the set accounts for more than half of the shift. A probe that plainly does or plainly does not
 * is decided within a few dozen games; only one near half the shift plays many. One probe yields every
 * measure, so the games a probe played for one shift are read first by the others, and a probe asked
 * for more is extended, not replayed (game i is the same game whatever the block): the answer depends
 * on the seeds alone, not on the blocks or the workers.
 */
import {
  type BalanceGame,
  type MeasureDef,
  type MeasureShift,
  mean,
  pairDifferences,
  populationVariance,
  type SequentialTest,
  sequentialTest,
} from '@arbiter/harness';
import { type CauseSet, causes, searchWithAsync } from '@arbiter/scenario';

/** Plays a probe's games `from` to `to` - 1 (A with B's values for `set`). */
export type ProbePlayer = (
  set: readonly string[],
  from: number,
  to: number,
) => Promise<readonly BalanceGame[]>;

/**
 * The error rates (α = β) of the sequential test, tried in turn: when a search at one ends on a set
 * that does not verify (a wrong answer somewhere, or a measure that does not grow with the set), it
 * is run again at the next, stricter one, reading the games already played first.
 */
export const ATTRIBUTION_ERRORS: readonly number[] = [0.01, 0.001];

export interface AttributionOptions {
  /** Seeds a probe plays first; each further block doubles what it has played, at most `games`. */
  readonly firstBlock: number;
  /** The games A and B were played on. */
  readonly games: number;
  /** Distinct sets played at most. */
  readonly maxProbes: number;
  /** Disjoint causes named per shift at most. */
  readonly maxCauses?: number;
  /** `ATTRIBUTION_ERRORS` unless given. */
  readonly errors?: readonly number[];
  /** Told after each shift, with the probes and probe games played so far (progress on stderr). */
  readonly onShift?: (at: ShiftAttribution, probes: number, games: number) => void;
}

/** Why a significant shift moved, or precisely why that is not known. */
export interface ShiftAttribution {
  readonly id: string;
  readonly direction: 'up' | 'down';
  /** The most seeds one of its probes was read on before the sequential test decided. */
  readonly seeds: number;
  /** The error rate (α = β) of the sequential test the answer was reached with. */
  readonly error: number;
  /** Disjoint minimal sets of parameters, each reproducing the shift flipped alone from A's values. */
  readonly causes: readonly (readonly string[])[];
  /** See `CauseSet.rest`; `budget` when the probe budget ran out first. */
  readonly rest: CauseSet['rest'] | 'budget';
  readonly unverified?: readonly string[];
  /** Probes this shift asked (those already played for another shift included). */
  readonly asked: number;
}

export interface Attributions {
  readonly shifts: readonly ShiftAttribution[];
  /** Distinct sets played, and the seeds each was played on at the end. */
  readonly probes: readonly { readonly set: readonly string[]; readonly seeds: number }[];
  /** Games played in probes. */
  readonly games: number;
}

class BudgetSpent extends Error {}

/** The seeds a probe that has played `played` plays up to next: a first block, then doubling. */
export function nextBlock(played: number, first: number, games: number): number {
  return Math.min(games, Math.max(first, 2 * played));
}

/**
 * The sequential test of a shift: H1 is B's own mean paired difference, its variance that of B's
 * pairs. The variance is held at least (δ/2)², so that no single game decides: with pairs that all
 * agree (a designed rule, a measure every game moves alike) it would be 0.
 */
export function shiftTest(
  def: MeasureDef,
  a: readonly BalanceGame[],
  b: readonly BalanceGame[],
  error: number,
): SequentialTest {
  const d = pairDifferences(def, a, b);
  const delta = mean(d);
  return { delta, variance: Math.max(populationVariance(d), (delta * delta) / 4), alpha: error, beta: error };
}

/**
 * Each significant shift in turn: `causes` over `names`, each probe judged by the sequential test
 * at the first error rate; when the search ends on a set that does not verify, it runs again at the
 * next rate.
 */
export async function attributeShifts(
  shifts: readonly MeasureShift[],
  defs: readonly MeasureDef[],
  names: readonly string[],
  a: readonly BalanceGame[],
  b: readonly BalanceGame[],
  play: ProbePlayer,
  o: AttributionOptions,
): Promise<Attributions> {
  const played = new Map<string, { set: readonly string[]; games: BalanceGame[] }>();
  let games = 0;
  const probe = (set: readonly string[]) => {
    const key = [...set].sort().join('+');
    let p = played.get(key);
    if (!p) {
      if (played.size >= o.maxProbes) throw new BudgetSpent();
      p = { set: [...set].sort(), games: [] };
      played.set(key, p);
    }
    return p;
  };
  const extend = async (p: { set: readonly string[]; games: BalanceGame[] }) => {
    const more = await play(p.set, p.games.length, nextBlock(p.games.length, o.firstBlock, o.games));
    p.games.push(...more);
    games += more.length;
  };
  const out: ShiftAttribution[] = [];
  const done = (at: ShiftAttribution) => {
    out.push(at);
    o.onShift?.(at, played.size, games);
  };
  const errors = o.errors ?? ATTRIBUTION_ERRORS;
  for (const s of shifts.filter((x) => x.significant)) {
    const def = defs.find((d) => d.id === s.id);
    if (!def) continue;
    const towards = s.difference > 0 ? 'up' : 'down';
    let asked = 0;
    let seeds = 0;
    for (let level = 0; level < errors.length; level++) {
      const error = errors[level] as number;
      const test = shiftTest(def, a, b, error);
      const reproduces = async (set: readonly string[]) => {
        asked++;
        if (set.length === 0) return false; // A itself
        if (set.length === names.length) return true; // B itself: δ is its shift
        const p = probe(set);
        for (;;) {
          const at: number[] = [];
          const r = sequentialTest(pairDifferences(def, a, p.games, at), test);
          if (r.decision !== 'undecided') {
            seeds = Math.max(seeds, (at[r.n - 1] as number) + 1);
            return r.decision === 'H1';
          }
          if (p.games.length >= o.games) {
            // Every seed read and neither bound reached: the nearer hypothesis (Wald's truncation).
            seeds = Math.max(seeds, p.games.length);
            return r.llr > 0;
          }
          await extend(p);
        }
      };
      let found: CauseSet | undefined;
      try {
        found = await searchWithAsync(causes(names, o.maxCauses), reproduces);
      } catch (e) {
        if (!(e instanceof BudgetSpent)) throw e;
      }
      if (!found) {
        done({ id: s.id, direction: towards, seeds, error, causes: [], rest: 'budget', asked });
        break;
      }
      if (found.rest === 'unverified' && level < errors.length - 1) continue;
      done({
        id: s.id,
        direction: towards,
        seeds,
        error,
        causes: found.causes,
        rest: found.rest,
        ...(found.unverified ? { unverified: found.unverified } : {}),
        asked,
      });
      break;
    }
  }
  return {
    shifts: out,
    probes: [...played.values()].map((p) => ({ set: p.set, seeds: p.games.length })),
    games,
  };
}
