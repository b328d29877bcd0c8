import { describe, expect, it } from 'vitest';
import { holm, mcnemar, meanInterval, pairedT, wilson } from '../src/stats.js';

describe('the statistics of a balance report, checked against published values', () => {
  it("Wilson's interval for 81 of 263 is [0.2553, 0.3662] (Newcombe 1998, table I)", () => {
    const w = wilson(81, 263);
    expect(w.estimate).toBeCloseTo(81 / 263, 10);
    expect(w.low).toBeCloseTo(0.2553, 4);
    expect(w.high).toBeCloseTo(0.3662, 4);
  });

  it("Wilson's interval stays inside [0, 1] at 0 of 10, where the normal interval collapses to a point", () => {
    const w = wilson(0, 10);
    expect(w.low).toBe(0);
    expect(w.high).toBeCloseTo(0.2775, 4);
  });

  it("Student's interval for a mean uses the t quantile: 2.262 for 9 degrees of freedom", () => {
    // Ten values with mean 5.5 and standard deviation 3.02765: 5.5 ± 2.262157 × 3.02765 / √10.
    const m = meanInterval([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(m.estimate).toBe(5.5);
    expect(m.low).toBeCloseTo(5.5 - (2.262157 * 3.02765) / Math.sqrt(10), 4);
    expect(m.high).toBeCloseTo(5.5 + (2.262157 * 3.02765) / Math.sqrt(10), 4);
  });

  it("the paired t-test of Student's sleep data gives t = 4.06 on 9 degrees of freedom, p = 0.002833", () => {
    // R: t.test(extra ~ group, data = sleep, paired = TRUE): the differences of group 2 over group 1.
    const g1 = [0.7, -1.6, -0.2, -1.2, -0.1, 3.4, 3.7, 0.8, 0.0, 2.0];
    const g2 = [1.9, 0.8, 1.1, 0.1, -0.1, 4.4, 5.5, 1.6, 4.6, 3.4];
    const s = pairedT(g2.map((x, i) => x - (g1[i] as number)));
    expect(s.difference).toBeCloseTo(1.58, 10);
    expect(s.p).toBeCloseTo(0.002833, 5);
  });

  it('pairs that all agree are no evidence of a shift', () => {
    expect(pairedT([0, 0, 0, 0]).p).toBe(1);
    expect(mcnemar(0, 0)).toBe(1);
  });

  it("McNemar's exact test on 2 against 10 discordant pairs is the binomial test: p = 0.03857", () => {
    // R: binom.test(2, 12)$p.value
    expect(mcnemar(2, 10)).toBeCloseTo(0.03857, 5);
    expect(mcnemar(10, 2)).toBeCloseTo(0.03857, 5);
  });

  it("McNemar's test on many discordant pairs takes the normal approximation: 40 against 70 gives p = 0.00424", () => {
    // z = 30 / √110 = 2.8604; two-sided p = 0.004232.
    expect(mcnemar(40, 70)).toBeCloseTo(0.004232, 5);
  });

  it("Holm's correction marks in order of p-value until one fails its threshold", () => {
    // Thresholds 0.05/4, 0.05/3, 0.05/2, 0.05/1: 0.01 passes, 0.02 fails, so 0.03 and 0.04 fail too.
    expect(holm([0.04, 0.01, 0.03, 0.02])).toEqual([false, true, false, false]);
    expect(holm([0.001, 0.012, 0.02, 0.04])).toEqual([true, true, true, true]);
  });
});
