/**
 * Why a measure of `report --diff A B` moved: the parameters behind each significant shift, found
 * by group testing (`causes`, the one engine of attribution). A probe is A with B's values for a
 * set of parameters, played on the first m seeds; it reproduces a shift when the measure moves
 * against A on those seeds the way it moved from A to B (the paired test, 5%, uncorrected). One
 * probe yields every measure, so a probe played for one shift answers the others for free, and a
 * probe asked on more seeds is extended, not replayed (game i is the same game whatever m).
 */
import { type BalanceGame, direction, type MeasureDef, type MeasureShift } from '@arbiter/harness';
import { type CauseSet, causes, searchWithAsync } from '@arbiter/scenario';

/** Plays a probe's games `from` to `to` - 1 (A with B's values for `set`). */
export type ProbePlayer = (
  set: readonly string[],
  from: number,
  to: number,
) => Promise<readonly BalanceGame[]>;

export interface AttributionOptions {
  /** Seeds a probe plays first (doubled as a shift needs; at most `games`). */
  readonly firstSample: number;
  /** The games A and B were played on. */
  readonly games: number;
  /** Distinct sets played at most. */
  readonly maxProbes: number;
  /** Disjoint causes named per shift at most. */
  readonly maxCauses?: number;
  /** Told after each shift, with the probes and probe games played so far (progress on stderr). */
  readonly onShift?: (at: ShiftAttribution, probes: number, games: number) => void;
}

/** Why a significant shift moved, or precisely why that is not known. */
export interface ShiftAttribution {
  readonly id: string;
  readonly direction: 'up' | 'down';
  /** Seeds the probes that decided it played (the first sample doubled until B shows the shift). */
  readonly seeds: number;
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
  /** Distinct sets played, and the seeds each was played on at the end (a probe extended counts once). */
  readonly probes: readonly { readonly set: readonly string[]; readonly seeds: number }[];
  /** Games played in probes. */
  readonly games: number;
}

class BudgetSpent extends Error {}

/** The seeds a search plays next: the first sample doubled, at most every seed played. */
export function sampleSizes(first: number, games: number): number[] {
  const sizes: number[] = [];
  for (let m = Math.min(first, games); ; m = Math.min(2 * m, games)) {
    sizes.push(m);
    if (m >= games) return sizes;
  }
}

/**
 * Each significant shift in turn: the smallest sample (the first `firstSample` seeds, doubled up to
 * every seed) on which B itself shows it, then `causes` over `names` at that sample; when the search
 * ends on a set that does not verify (the measure is noisy there), the sample is doubled and the
 * search run again, its earlier probes extended.
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
  const first = (gs: readonly BalanceGame[], m: number) => gs.filter((g) => g.index < m);
  const probe = async (set: readonly string[], m: number): Promise<readonly BalanceGame[]> => {
    const key = [...set].sort().join('+');
    let p = played.get(key);
    if (!p) {
      if (played.size >= o.maxProbes) throw new BudgetSpent();
      p = { set: [...set].sort(), games: [] };
      played.set(key, p);
    }
    if (p.games.length < m) {
      const more = await play(p.set, p.games.length, m);
      p.games.push(...more);
      games += more.length;
    }
    return first(p.games, m);
  };
  const out: ShiftAttribution[] = [];
  const done = (at: ShiftAttribution) => {
    out.push(at);
    o.onShift?.(at, played.size, games);
  };
  for (const s of shifts.filter((x) => x.significant)) {
    const def = defs.find((d) => d.id === s.id);
    if (!def) continue;
    const towards = s.difference > 0 ? 'up' : 'down';
    const sizes = sampleSizes(o.firstSample, o.games);
    let k = sizes.findIndex((m) => direction(def, first(a, m), first(b, m)) === towards);
    if (k < 0) k = sizes.length - 1;
    let asked = 0;
    for (;;) {
      const m = sizes[k] as number;
      const am = first(a, m);
      const reproduces = async (set: readonly string[]) => {
        asked++;
        if (set.length === 0) return false;
        if (set.length === names.length) return direction(def, am, first(b, m)) === towards;
        return direction(def, am, await probe(set, m)) === towards;
      };
      let found: CauseSet | undefined;
      try {
        found = await searchWithAsync(causes(names, o.maxCauses), reproduces);
      } catch (e) {
        if (!(e instanceof BudgetSpent)) throw e;
      }
      if (!found) {
        done({ id: s.id, direction: towards, seeds: m, causes: [], rest: 'budget', asked });
        break;
      }
      if (found.rest === 'unverified' && k < sizes.length - 1) {
        k++;
        continue;
      }
      done({
        id: s.id,
        direction: towards,
        seeds: m,
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
