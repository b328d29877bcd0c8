/// <reference path="./jstat.d.ts" />
/**
 * A screening experiment: which of k two-level factors move a response, and by how much, from one
 * set of runs that varies all of them at once. The design is a two-level orthogonal array (the
 * columns of Sylvester's Hadamard matrix: every column balanced, every two columns orthogonal) folded
 * over: each run is paired with its mirror, every factor at its other level, on the same seed. The
 * mirror's difference cancels the mean and every interaction of an even number of factors, so each
 * factor's effect is estimated clear of every two-factor interaction (a resolution IV design, Box and
 * Hunter 1961), with the variance of one pair divided by the number of pairs, whatever k is. The row
 * with every factor high, paired with its mirror, is the comparison itself: its difference is the sum
 * of the effects (plus interactions of three factors or more), so each effect reads as a share of it.
 * Each replicate draws its own columns (`screeningColumns`), so the interactions of three factors that
 * a regular design aliases with a main effect differ from one replicate to the next.
 * Least squares over the pairs (jStat's matrix inverse) keeps the estimates right when some pairs
 * are missing; with none missing they are the plain contrasts.
 */
import jstat from 'jstat';
import { holm } from './stats.js';

const { jStat } = jstat;

/** The sign of Sylvester's Hadamard matrix at (row, column): -1 when row & column has odd parity. */
export function hadamardSign(row: number, column: number): 1 | -1 {
  let x = row & column;
  let parity = 0;
  while (x) {
    parity ^= 1;
    x &= x - 1;
  }
  return parity ? -1 : 1;
}

/**
 * The runs of a two-level design for `factors` factors: the smallest power of two above the factor
 * count, factor j on column j + 1 (column 0, all +1, is left out: it would be a factor that never
 * varies). Row 0 has every factor high.
 */
export function screeningRuns(factors: number): number {
  let n = 1;
  while (n <= factors) n *= 2;
  return n;
}

/**
 * The columns of the design's replicate `replicate`: factor j on column j + 1 in replicate 0; in the
 * others, `factors` columns drawn from all `runs` - 1 by a shuffle seeded with the replicate. Within
 * one replicate the design is what it was (balanced, orthogonal, row 0 all high); across replicates
 * a factor's effect is aliased with a different interaction of three factors each time (in a regular
 * two-level design, columns a, b and c multiply to column a ^ b ^ c), so an interaction of three
 * that would bias one effect in every replicate is spread into noise instead.
 */
export function screeningColumns(factors: number, replicate: number): number[] {
  const runs = screeningRuns(factors);
  const all = Array.from({ length: runs - 1 }, (_, i) => i + 1);
  if (replicate === 0) return all.slice(0, factors);
  // Fisher-Yates over a 32-bit LCG seeded with the replicate: the same columns on every machine.
  let x = (replicate * 2654435761) >>> 0;
  for (let i = all.length - 1; i > 0; i--) {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    const j = x % (i + 1);
    [all[i], all[j]] = [all[j] as number, all[i] as number];
  }
  return all.slice(0, factors);
}

/** The levels of every factor in one run: +1 high, -1 low (`columns` from `screeningColumns`). */
export function screeningRow(row: number, columns: readonly number[]): (1 | -1)[] {
  return columns.map((c) => hadamardSign(row, c));
}

/** One factor's estimated effect: the mean change of the response when it goes from low to high. */
export interface Effect {
  readonly estimate: number;
  readonly se: number;
  /** The 95 % interval (Student's t on the residual degrees of freedom). */
  readonly low: number;
  readonly high: number;
  /** Two-sided, against no effect. */
  readonly p: number;
  /** Significant after Holm's correction over every factor (family-wise error `alpha`). */
  readonly significant: boolean;
}

export interface FoldoverEstimate {
  readonly effects: readonly Effect[];
  /** Pairs used (both runs counted the response). */
  readonly pairs: number;
  /** The residual degrees of freedom; 0 when there were no more pairs than factors. */
  readonly df: number;
}

/**
 * The effects from folded-over pairs: `levels[i]` the run of pair i (the mirror has every sign
 * flipped), `difference[i]` the run's response minus its mirror's, `null` when either run did not
 * count it. The model is difference = Σ level_j · effect_j + noise: an effect is the whole swing from
 * low to high, its standard error from the residuals.
 */
export function foldoverEffects(
  levels: readonly (readonly number[])[],
  difference: readonly (number | null)[],
  alpha = 0.05,
): FoldoverEstimate {
  const k = levels[0]?.length ?? 0;
  const rows: (readonly number[])[] = [];
  const d: number[] = [];
  difference.forEach((x, i) => {
    if (x === null) return;
    rows.push(levels[i] as readonly number[]);
    d.push(x);
  });
  const n = d.length;
  const df = n - k;
  const none = (): Effect => ({
    estimate: Number.NaN,
    se: Number.NaN,
    low: -Infinity,
    high: Infinity,
    p: 1,
    significant: false,
  });
  if (k === 0 || df <= 0) return { effects: Array.from({ length: k }, none), pairs: n, df: Math.max(0, df) };
  // Normal equations: (ZᵀZ) c = Zᵀd, Z the ±1 levels. A run is μ + Σ z_j·h_j + (interactions) and its
  // mirror μ - Σ z_j·h_j + (the even ones unchanged), so the pair's difference is Σ z_j·2h_j + (odd
  // interactions): c_j is 2h_j, the whole swing of factor j from low to high.
  const ztz = Array.from({ length: k }, () => new Array<number>(k).fill(0));
  const ztd = new Array<number>(k).fill(0);
  for (let i = 0; i < n; i++) {
    const z = rows[i] as readonly number[];
    const y = d[i] as number;
    for (let a = 0; a < k; a++) {
      const za = z[a] as number;
      ztd[a] = (ztd[a] as number) + za * y;
      const row = ztz[a] as number[];
      for (let b = a; b < k; b++) row[b] = (row[b] as number) + za * (z[b] as number);
    }
  }
  for (let a = 0; a < k; a++)
    for (let b = 0; b < a; b++) (ztz[a] as number[])[b] = (ztz[b] as number[])[a] as number;
  const inverse = jStat.inv(ztz);
  // A singular design (the pairs left do not separate every factor): nothing can be estimated.
  if (!inverse.every((row) => row.every(Number.isFinite)))
    return { effects: Array.from({ length: k }, none), pairs: n, df };
  const c = inverse.map((row) => row.reduce((s, v, b) => s + v * (ztd[b] as number), 0));
  let ss = 0;
  for (let i = 0; i < n; i++) {
    const z = rows[i] as readonly number[];
    let fit = 0;
    for (let a = 0; a < k; a++) fit += (z[a] as number) * (c[a] as number);
    ss += ((d[i] as number) - fit) ** 2;
  }
  const sigma2 = ss / df;
  const t975 = jStat.studentt.inv(0.975, df);
  const raw = c.map((cj, j) => {
    const se = Math.sqrt(sigma2 * ((inverse[j] as number[])[j] as number));
    const estimate = cj;
    const p = se === 0 ? (estimate === 0 ? 1 : 0) : 2 * (1 - jStat.studentt.cdf(Math.abs(estimate / se), df));
    return { estimate, se, low: estimate - t975 * se, high: estimate + t975 * se, p: Math.min(1, p) };
  });
  const marked = holm(
    raw.map((e) => e.p),
    alpha,
  );
  return { effects: raw.map((e, j) => ({ ...e, significant: marked[j] === true })), pairs: n, df };
}
