/// <reference path="./jstat.d.ts" />
/**
 * The statistics of a balance report: 95% intervals for a share (Wilson score) and for a mean
 * (Student's t), and the paired tests `report --diff` marks a shift with (both revisions play the
 * same seeds, so game i of A and game i of B form a pair): the paired t-test for a mean, McNemar's
 * test for a share, and Holm's step-down correction over the measures compared. The distributions
 * come from jStat (a plain-JavaScript statistics library; it ships no types: src/jstat.d.ts).
 */
// A CommonJS module: Node hands its exports to an ESM import as the default, which bundlers follow too.
import jstat from 'jstat';

const { jStat } = jstat;

/** An estimate with its confidence interval. */
export interface Interval {
  readonly estimate: number;
  readonly low: number;
  readonly high: number;
}

/** The quantile of the standard normal distribution that leaves (1 - confidence) / 2 in each tail. */
export function zFor(confidence: number): number {
  return jStat.normal.inv(1 - (1 - confidence) / 2, 0, 1);
}

/**
 * Wilson's score interval for a share of `successes` in `n` trials: unlike the normal ("Wald")
 * interval it stays inside [0, 1] and keeps its coverage near 0 % and 100 %, where timeouts and
 * rare endings sit. With no trial the share is unknown: [0, 1] around NaN.
 */
export function wilson(successes: number, n: number, confidence = 0.95): Interval {
  if (n === 0) return { estimate: Number.NaN, low: 0, high: 1 };
  const z = zFor(confidence);
  const p = successes / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return { estimate: p, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

export function mean(xs: readonly number[]): number {
  let sum = 0;
  for (const x of xs) sum += x;
  return xs.length === 0 ? Number.NaN : sum / xs.length;
}

/** The sample variance (n - 1 in the denominator). */
export function sampleVariance(xs: readonly number[]): number {
  if (xs.length < 2) return Number.NaN;
  const m = mean(xs);
  let ss = 0;
  for (const x of xs) ss += (x - m) * (x - m);
  return ss / (xs.length - 1);
}

/**
 * Student's t interval for the mean of independent values (games are independent; the decisions
 * within a game are not, so a per-decision measure is first averaged per game). One value: no width
 * can be estimated, the interval is the whole line.
 */
export function meanInterval(xs: readonly number[], confidence = 0.95): Interval {
  const m = mean(xs);
  if (xs.length < 2) return { estimate: m, low: -Infinity, high: Infinity };
  const half =
    jStat.studentt.inv(1 - (1 - confidence) / 2, xs.length - 1) * Math.sqrt(sampleVariance(xs) / xs.length);
  return { estimate: m, low: m - half, high: m + half };
}

/** A two-sided test's result: the estimated shift (B - A) and its p-value. */
export interface Shift {
  readonly difference: number;
  readonly p: number;
}

/**
 * The paired t-test of B - A over pairs (game i under A, game i under B): a shift of the mean. Every
 * pair alike (differences all equal) is no evidence of anything when the difference is 0, and
 * certain when it is not.
 */
export function pairedT(differences: readonly number[]): Shift {
  const d = mean(differences);
  const n = differences.length;
  if (n < 2) return { difference: Number.isNaN(d) ? 0 : d, p: 1 };
  const se = Math.sqrt(sampleVariance(differences) / n);
  if (se === 0) return { difference: d, p: d === 0 ? 1 : 0 };
  const t = d / se;
  return { difference: d, p: Math.min(1, 2 * (1 - jStat.studentt.cdf(Math.abs(t), n - 1))) };
}

/**
 * McNemar's test for a share over pairs: only the discordant pairs count, `onlyB` pairs where B's
 * game has the property and A's not, `onlyA` the reverse. Exact (two-sided binomial, p = ½) up to
 * 50 discordant pairs, the normal approximation above.
 */
export function mcnemar(onlyA: number, onlyB: number): number {
  const n = onlyA + onlyB;
  if (n === 0) return 1;
  const k = Math.min(onlyA, onlyB);
  if (n <= 50) {
    let tail = 0;
    let c = 1; // C(n, 0)
    for (let i = 0; i <= k; i++) {
      tail += c;
      c = (c * (n - i)) / (i + 1);
    }
    return Math.min(1, 2 * tail * 0.5 ** n);
  }
  const z = Math.abs(onlyB - onlyA) / Math.sqrt(n);
  return Math.min(1, 2 * (1 - jStat.normal.cdf(z, 0, 1)));
}

/**
 * Holm's step-down correction: which of the p-values are significant with the family-wise error
 * rate kept at `alpha` over all of them (uniformly more powerful than Bonferroni's).
 */
export function holm(ps: readonly number[], alpha = 0.05): boolean[] {
  const order = ps.map((p, i) => [p, i] as const).sort((x, y) => x[0] - y[0]);
  const out = ps.map(() => false);
  for (let rank = 0; rank < order.length; rank++) {
    const [p, i] = order[rank] as readonly [number, number];
    if (p > alpha / (order.length - rank)) break;
    out[i] = true;
  }
  return out;
}
