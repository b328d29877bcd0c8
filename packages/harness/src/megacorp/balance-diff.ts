/**
 * Two balance runs compared measure by measure. Both revisions play the same seeds, so game i under
 * A and game i under B are a pair (same decks, same shuffles, same dice): a share is tested with
 * McNemar's test on the discordant pairs, a mean with the paired t-test on the differences, and the
 * shifts are marked with Holm's correction over all the measures compared, the family-wise error
 * rate kept at 5 %.
 */
import { holm, mcnemar, pairedT } from '../stats.js';
import {
  type BalanceGame,
  balanceMeasures,
  endingsOf,
  type MeasureDef,
  type MeasureValue,
  measure,
} from './balance.js';

/** The family-wise error rate of `report --diff` (Holm over the measures compared). */
export const DIFF_ALPHA = 0.05;

export type ShiftTest = 'McNemar' | 'paired t';

export interface MeasureShift {
  readonly id: string;
  readonly label: string;
  readonly kind: 'share' | 'mean';
  readonly unit?: string;
  readonly a: MeasureValue;
  readonly b: MeasureValue;
  /** Pairs where the measure counts both games. */
  readonly pairs: number;
  /** B minus A over the pairs (a share in points from 0 to 1, a mean in its unit). */
  readonly difference: number;
  readonly test: ShiftTest;
  readonly p: number;
  /** Significant after Holm's correction over every measure compared. */
  readonly significant: boolean;
}

/**
 * Game i of A against game i of the other run, for every i where the measure counts both games, in
 * the order of the games: a mean's difference (other - A), a share's sign (+1 when only the other
 * game has the property, -1 when only A's has it, 0 when they agree: what McNemar's test reads).
 */
export function pairDifferences(
  def: MeasureDef,
  a: readonly BalanceGame[],
  other: readonly BalanceGame[],
  /** When given, receives the index of each pair's games. */
  indices?: number[],
): number[] {
  const byIndex = new Map(other.map((g) => [g.index, g]));
  const out: number[] = [];
  for (const ga of a) {
    const gb = byIndex.get(ga.index);
    if (!gb) continue;
    const va = def.value(ga);
    const vb = def.value(gb);
    if (va === null || vb === null) continue;
    out.push(def.kind === 'share' ? Math.sign(vb - va) : vb - va);
    indices?.push(ga.index);
  }
  return out;
}

/** The paired test of one measure: B - A over the pairs of games both count, and its p-value. */
export function pairedShift(
  def: MeasureDef,
  a: readonly BalanceGame[],
  b: readonly BalanceGame[],
): { pairs: number; difference: number; p: number; test: ShiftTest } {
  const d = pairDifferences(def, a, b);
  if (def.kind === 'share') {
    let onlyA = 0;
    let onlyB = 0;
    for (const x of d) {
      if (x < 0) onlyA++;
      else if (x > 0) onlyB++;
    }
    const difference = d.length > 0 ? (onlyB - onlyA) / d.length : 0;
    return { pairs: d.length, difference, p: mcnemar(onlyA, onlyB), test: 'McNemar' };
  }
  const s = pairedT(d);
  return { pairs: d.length, difference: s.difference, p: s.p, test: 'paired t' };
}

/** Every measure of A and B side by side, shifts marked (Holm at `alpha` over the measures). */
export function compareBalance(
  a: readonly BalanceGame[],
  b: readonly BalanceGame[],
  players: number,
  alpha = DIFF_ALPHA,
): MeasureShift[] {
  const defs = balanceMeasures(players, endingsOf(a, b));
  const rows = defs.map((def) => ({ def, ...pairedShift(def, a, b) }));
  const marked = holm(
    rows.map((r) => r.p),
    alpha,
  );
  return rows.map((r, i) => ({
    id: r.def.id,
    label: r.def.label,
    kind: r.def.kind,
    ...(r.def.unit ? { unit: r.def.unit } : {}),
    a: measure(r.def, a),
    b: measure(r.def, b),
    pairs: r.pairs,
    difference: r.difference,
    test: r.test,
    p: r.p,
    significant: marked[i] === true,
  }));
}
