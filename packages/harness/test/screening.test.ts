import { describe, expect, it } from 'vitest';
import {
  foldoverEffects,
  hadamardSign,
  screeningColumns,
  screeningRow,
  screeningRuns,
} from '../src/screening.js';

/** Normal draws from a seeded generator (Box-Muller over a 32-bit LCG), so the tests are reproducible. */
function normals(seed: number) {
  let x = seed >>> 0;
  const uniform = () => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return (x + 0.5) / 2 ** 32;
  };
  return () => Math.sqrt(-2 * Math.log(uniform())) * Math.cos(2 * Math.PI * uniform());
}

/**
 * A response made of main effects (the whole swing of each factor, low to high), one two-factor
 * interaction and noise, played on a folded-over design: each row and its mirror.
 */
function experiment(o: {
  factors: number;
  replicates: number;
  effects: Readonly<Record<number, number>>;
  interaction?: { a: number; b: number; size: number };
  /** An interaction of three factors. */
  triple?: { a: number; b: number; c: number; size: number };
  noise: number;
  seed?: number;
}) {
  const noise = normals(o.seed ?? 1);
  const response = (z: readonly number[]) => {
    let y = 10;
    for (const [j, e] of Object.entries(o.effects)) y += ((z[Number(j)] as number) * e) / 2;
    if (o.interaction)
      y += (z[o.interaction.a] as number) * (z[o.interaction.b] as number) * o.interaction.size;
    const t = o.triple;
    if (t) y += (z[t.a] as number) * (z[t.b] as number) * (z[t.c] as number) * t.size;
    return y + o.noise * noise();
  };
  const levels: number[][] = [];
  const difference: number[] = [];
  for (let q = 0; q < o.replicates; q++) {
    const columns = screeningColumns(o.factors, q);
    for (let r = 0; r < screeningRuns(o.factors); r++) {
      const z = screeningRow(r, columns);
      levels.push(z);
      difference.push(response(z) - response(z.map((v) => -v)));
    }
  }
  return { levels, difference };
}

describe('a screening design: which of many parameters move a measure, from one set of runs', () => {
  it("uses Sylvester's Hadamard columns: each factor balanced, every two orthogonal, row 0 all high", () => {
    expect(screeningRuns(68)).toBe(128);
    expect(screeningRuns(2)).toBe(4);
    expect(screeningRuns(3)).toBe(4);
    expect(screeningRuns(4)).toBe(8);
    for (const q of [0, 1, 7]) {
      const columns = screeningColumns(68, q);
      expect(new Set(columns).size).toBe(68);
      const rows = Array.from({ length: 128 }, (_, r) => screeningRow(r, columns));
      expect(rows[0]).toEqual(new Array(68).fill(1));
      for (let a = 0; a < 68; a++) {
        expect(rows.reduce((t, z) => t + (z[a] as number), 0)).toBe(0);
        for (let b = a + 1; b < 68; b++)
          expect(rows.reduce((t, z) => t + (z[a] as number) * (z[b] as number), 0)).toBe(0);
      }
    }
    // Replicate 0 takes the first columns; the others draw their own, the same on every run.
    expect(screeningColumns(68, 0)).toEqual(Array.from({ length: 68 }, (_, j) => j + 1));
    expect(screeningColumns(68, 1)).not.toEqual(screeningColumns(68, 0));
    expect(screeningColumns(68, 1)).toEqual(screeningColumns(68, 1));
    expect([hadamardSign(3, 1), hadamardSign(3, 3), hadamardSign(2, 1)]).toEqual([-1, 1, 1]);
  });

  it('recovers every main effect exactly when there is no noise, a two-factor interaction notwithstanding', () => {
    const e = experiment({
      factors: 10,
      replicates: 1,
      effects: { 2: 4, 7: -1.5 },
      interaction: { a: 2, b: 5, size: 3 },
      noise: 0,
    });
    // 16 pairs for 10 factors: the interaction of factors 2 and 5 cancels in each pair's difference.
    const fit = foldoverEffects(e.levels, e.difference);
    expect(fit.pairs).toBe(16);
    expect(fit.effects.map((x) => Number(x.estimate.toFixed(9)) || 0)).toEqual([
      0, 0, 4, 0, 0, 0, 0, -1.5, 0, 0,
    ]);
    // Row 0 against its mirror is the whole comparison: its difference is the effects' sum.
    expect(e.difference[0]).toBeCloseTo(4 - 1.5, 9);
  });

  it('spreads an interaction of three factors that one replicate aliases with a main effect', () => {
    // Factors 0, 1 and 3 sit on columns 1, 2 and 4 of replicate 0, whose product is column 7: factor 6.
    const triple = { a: 0, b: 1, c: 3, size: 1 };
    const single = experiment({ factors: 10, replicates: 1, effects: {}, triple, noise: 0 });
    const one = foldoverEffects(single.levels, single.difference);
    expect(one.effects[6]?.estimate).toBeCloseTo(2, 9);
    const many = experiment({ factors: 10, replicates: 32, effects: {}, triple, noise: 0 });
    const spread = foldoverEffects(many.levels, many.difference);
    expect(Math.max(...spread.effects.map((x) => Math.abs(x.estimate)))).toBeLessThan(0.5);
  });

  it('names the factors that move the response and no other, with intervals that hold the true effect', () => {
    const e = experiment({ factors: 68, replicates: 16, effects: { 11: 1, 40: -0.6 }, noise: 2, seed: 5 });
    const fit = foldoverEffects(e.levels, e.difference);
    expect(fit.pairs).toBe(128 * 16);
    expect(fit.df).toBe(128 * 16 - 68);
    const named = fit.effects.flatMap((x, j) => (x.significant ? [j] : []));
    expect(named).toEqual([11, 40]);
    const f11 = fit.effects[11];
    expect(f11?.low).toBeLessThan(1);
    expect(f11?.high).toBeGreaterThan(1);
    // A pair's difference has variance 2 · 2² here: each effect's standard error is √(8 / 2048).
    expect(f11?.se).toBeCloseTo(Math.sqrt(8 / 2048), 2);
  });

  it('keeps the chance of naming any factor when none moves the response near 5 % (Holm over the factors)', () => {
    let runs = 0;
    let anyNamed = 0;
    for (let seed = 1; seed <= 200; seed++) {
      const e = experiment({ factors: 20, replicates: 4, effects: {}, noise: 1, seed });
      runs++;
      if (foldoverEffects(e.levels, e.difference).effects.some((x) => x.significant)) anyNamed++;
    }
    expect(anyNamed / runs).toBeLessThan(0.1);
  });

  it('estimates by least squares when some pairs did not count the measure, and says when nothing can be', () => {
    const e = experiment({ factors: 6, replicates: 2, effects: { 0: 2, 3: 1 }, noise: 0 });
    const missing = e.difference.map((d, i) => (i % 5 === 1 ? null : d));
    const fit = foldoverEffects(e.levels, missing);
    expect(fit.pairs).toBe(13);
    expect(fit.effects.map((x) => Number(x.estimate.toFixed(9)) || 0)).toEqual([2, 0, 0, 1, 0, 0]);
    // Fewer pairs than factors: no residual to judge them by.
    const few = foldoverEffects(e.levels.slice(0, 4), e.difference.slice(0, 4));
    expect(few.df).toBe(0);
    expect(few.effects.every((x) => !x.significant && Number.isNaN(x.estimate))).toBe(true);
  });
});
