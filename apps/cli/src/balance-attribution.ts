/**
 * Why the measures of `report --diff A B` moved: every differing parameter's share of every
 * significant shift, from one screening experiment (`@arbiter/harness`'s folded-over two-level
 * design). Run r of the design is A with B's values for the parameters high in it, paired with its
 * mirror (B's values for the others) on the same seeds; row 0 of the design is B itself, paired with
 * A. Every game informs every parameter and every measure at once, so the cost is one fixed number of
 * games, however many parameters differ and however many measures moved: where group testing plays
 * about 2·log2(k) probes per shift, each on as many seeds as a weak shift needs, one after another.
 */
import {
  type BalanceGame,
  type Effect,
  foldoverEffects,
  type MeasureDef,
  type MeasureShift,
  screeningColumns,
  screeningRow,
  screeningRuns,
} from '@arbiter/harness';

/** Plays games `from` to `to` - 1 of A with B's values for `set`. */
export type DesignPlayer = (
  set: readonly string[],
  from: number,
  to: number,
) => Promise<readonly BalanceGame[]>;

/** The family-wise error of naming parameters for one shift (Holm over the parameters). */
export const ATTRIBUTION_ALPHA = 0.05;

/** One parameter's part in a shift. */
export interface ParameterShare {
  readonly parameter: string;
  /** The mean change of the measure when this parameter alone takes B's value, in the measure's unit. */
  readonly effect: Effect;
  /** The effect as a fraction of the shift (negative: it pulls the other way). */
  readonly share: number;
}

/** Why one significant shift moved. */
export interface ShiftAttribution {
  readonly id: string;
  readonly direction: 'up' | 'down';
  /** B - A over the base games. */
  readonly difference: number;
  /** Pairs of the design that counted the measure in both runs. */
  readonly pairs: number;
  /** The parameters whose effect is significant, the largest part of the shift first. */
  readonly named: readonly ParameterShare[];
  /** When the named ones account for less than half of the shift: the three largest of the rest. */
  readonly leading: readonly ParameterShare[];
  /** The named parameters' effects summed, as a fraction of the shift. */
  readonly explained: number;
}

export interface Attributions {
  readonly shifts: readonly ShiftAttribution[];
  /** Rows of the design (a power of two above the parameter count). */
  readonly runs: number;
  /** Replicates of the design, each with its own columns: the seeds each row and its mirror are played on. */
  readonly replicates: number;
  /** Games played by the design. */
  readonly games: number;
}

export interface ScreeningOptions {
  /** Games the design plays at most: whole replicates of its rows and their mirrors, at least one. */
  readonly games: number;
  /** Told as the design's games come in (progress on stderr). */
  readonly onGames?: (played: number, of: number) => void;
}

/** Seeds each row is played on for a budget of `games` (both runs of a pair counted). */
export function replicatesFor(games: number, runs: number): number {
  return Math.max(1, Math.floor(games / (2 * runs)));
}

const order = (x: ParameterShare, y: ParameterShare) => y.share - x.share;

/**
 * Plays the design, then attributes each significant shift: the effects of the parameters from the
 * pairs (least squares on the ±1 levels), named when significant after Holm's correction over the
 * parameters at `ATTRIBUTION_ALPHA`.
 */
export async function screenShifts(
  shifts: readonly MeasureShift[],
  defs: readonly MeasureDef[],
  names: readonly string[],
  play: DesignPlayer,
  o: ScreeningOptions,
): Promise<Attributions> {
  const marked = shifts.filter((s) => s.significant);
  const k = names.length;
  const runs = screeningRuns(k);
  const replicates = replicatesFor(o.games, runs);
  if (marked.length === 0 || k === 0) return { shifts: [], runs, replicates, games: 0 };
  let played = 0;
  const total = 2 * runs * replicates;
  // Game q·runs + r is row r of replicate q, each replicate with its own columns.
  const side = async (set: readonly string[], index: number) => {
    const games = await play(set, index, index + 1);
    played += games.length;
    o.onGames?.(played, total);
    return games[0] as BalanceGame;
  };
  const pairs = await Promise.all(
    Array.from({ length: replicates }, (_, q) => screeningColumns(k, q)).flatMap((columns, q) =>
      Array.from({ length: runs }, async (_, r) => {
        const z = screeningRow(r, columns);
        const high = names.filter((_, j) => z[j] === 1);
        const low = names.filter((_, j) => z[j] === -1);
        const [hi, lo] = await Promise.all([side(high, q * runs + r), side(low, q * runs + r)]);
        return { z, hi, lo };
      }),
    ),
  );
  const out: ShiftAttribution[] = [];
  for (const s of marked) {
    const def = defs.find((d) => d.id === s.id);
    if (!def) continue;
    const rows: (readonly number[])[] = [];
    const difference: (number | null)[] = [];
    for (const { z, hi, lo } of pairs) {
      const vh = def.value(hi);
      const vl = def.value(lo);
      rows.push(z);
      difference.push(vh === null || vl === null ? null : vh - vl);
    }
    const fit = foldoverEffects(rows, difference, ATTRIBUTION_ALPHA);
    const delta = s.difference;
    const shares = fit.effects.map((effect, j) => ({
      parameter: names[j] as string,
      effect,
      share: effect.estimate / delta,
    }));
    const named = shares.filter((x) => x.effect.significant).sort(order);
    const explained = named.reduce((t, x) => t + x.share, 0);
    const leading =
      explained >= 0.5
        ? []
        : shares
            .filter((x) => !x.effect.significant && x.share > 0)
            .sort(order)
            .slice(0, 3);
    out.push({
      id: s.id,
      direction: delta > 0 ? 'up' : 'down',
      difference: delta,
      pairs: fit.pairs,
      named,
      leading,
      explained,
    });
  }
  return { shifts: out, runs, replicates, games: played };
}
