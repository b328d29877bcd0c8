import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { nextInt, nextUint32, type RngState, seedRng, shuffle } from '../src/index.js';

const seed = fc.integer({ min: -(2 ** 31), max: 2 ** 32 - 1 });

/** The next `n` raw outputs of a generator, and the generator after them. */
function draw(rng: RngState, n: number): [number[], RngState] {
  const out: number[] = [];
  let state = rng;
  for (let i = 0; i < n; i++) {
    const [x, next] = nextUint32(state);
    out.push(x);
    state = next;
  }
  return [out, state];
}

describe('seeded RNG', () => {
  test.prop([seed])('the same seed always gives the same sequence', (s) => {
    expect(draw(seedRng(s), 16)[0]).toEqual(draw(seedRng(s), 16)[0]);
  });

  test.prop([seed, seed])('different seeds give different sequences', (a, b) => {
    fc.pre(a >>> 0 !== b >>> 0);
    expect(draw(seedRng(a), 4)[0]).not.toEqual(draw(seedRng(b), 4)[0]);
  });

  it('a seed is read as an unsigned 32-bit integer', () => {
    expect(seedRng(-1)).toEqual(seedRng(0xffffffff));
    expect(seedRng(-1).seed).toBe(0xffffffff);
    expect(seedRng(7).draws).toBe(0);
  });

  test.prop([seed, fc.integer({ min: 1, max: 64 })])(
    'outputs are unsigned 32-bit integers and every draw is counted',
    (s, n) => {
      const [xs, after] = draw(seedRng(s), n);
      for (const x of xs) {
        expect(Number.isInteger(x)).toBe(true);
        expect(x).toBeGreaterThanOrEqual(0);
        expect(x).toBeLessThan(2 ** 32);
      }
      expect(after.draws).toBe(n);
      expect(after.seed).toBe(s >>> 0);
    },
  );

  test.prop([seed])('drawing never changes the state it is given (pure)', (s) => {
    const rng = seedRng(s);
    const copy = structuredClone(rng);
    nextUint32(rng);
    nextInt(rng, 6);
    shuffle(rng, [1, 2, 3]);
    expect(rng).toEqual(copy);
  });

  test.prop([seed, fc.integer({ min: 1, max: 2 ** 32 })])(
    'nextInt(n) stays in [0, n) and is a whole number',
    (s, n) => {
      let rng = seedRng(s);
      for (let i = 0; i < 20; i++) {
        const [x, next] = nextInt(rng, n);
        expect(Number.isInteger(x)).toBe(true);
        expect(x).toBeGreaterThanOrEqual(0);
        expect(x).toBeLessThan(n);
        expect(next.draws).toBeGreaterThan(rng.draws);
        rng = next;
      }
    },
  );

  it('nextInt(1) is always 0', () => {
    expect(nextInt(seedRng(3), 1)[0]).toBe(0);
  });

  it('nextInt refuses a bound that is not a positive integer', () => {
    for (const bad of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => nextInt(seedRng(1), bad)).toThrow(RangeError);
    }
  });

  it('nextInt covers every value of a small range about equally often', () => {
    const counts = [0, 0, 0, 0, 0, 0];
    let rng = seedRng(2024);
    for (let i = 0; i < 6000; i++) {
      const [x, next] = nextInt(rng, 6);
      counts[x] = (counts[x] ?? 0) + 1;
      rng = next;
    }
    for (const c of counts) {
      expect(c).toBeGreaterThan(850);
      expect(c).toBeLessThan(1150);
    }
  });

  test.prop([seed, fc.array(fc.integer(), { maxLength: 60 })])(
    'a shuffle is a permutation of its input and leaves the input alone',
    (s, items) => {
      const input = [...items];
      const [out] = shuffle(seedRng(s), items);
      expect(items).toEqual(input);
      expect(out).not.toBe(items);
      expect([...out].sort((a, b) => a - b)).toEqual([...items].sort((a, b) => a - b));
    },
  );

  test.prop([seed, fc.array(fc.string(), { maxLength: 30 })])(
    'the same generator state shuffles the same way',
    (s, items) => {
      const rng = seedRng(s);
      expect(shuffle(rng, items)).toEqual(shuffle(rng, items));
    },
  );

  it('a shuffle of three items reaches all six orders about equally often', () => {
    const seen = new Map<string, number>();
    let rng = seedRng(99);
    for (let i = 0; i < 6000; i++) {
      const [out, next] = shuffle(rng, ['a', 'b', 'c']);
      const key = out.join('');
      seen.set(key, (seen.get(key) ?? 0) + 1);
      rng = next;
    }
    expect(seen.size).toBe(6);
    for (const c of seen.values()) {
      expect(c).toBeGreaterThan(850);
      expect(c).toBeLessThan(1150);
    }
  });

  it('shuffling an empty or one-item list draws nothing', () => {
    const rng = seedRng(5);
    expect(shuffle(rng, [])).toEqual([[], rng]);
    expect(shuffle(rng, ['x'])).toEqual([['x'], rng]);
  });

  test.prop([seed, fc.integer({ min: 0, max: 40 }), fc.integer({ min: 1, max: 40 })])(
    'the state is plain JSON: a saved and reloaded generator continues the same sequence',
    (s, before, after) => {
      const [, mid] = draw(seedRng(s), before);
      const text = JSON.stringify(mid);
      const reloaded = JSON.parse(text) as RngState;
      expect(reloaded).toEqual(mid);
      expect(structuredClone(mid)).toEqual(mid);
      expect(draw(reloaded, after)).toEqual(draw(mid, after));
      expect(Object.keys(mid).sort()).toEqual(['draws', 's', 'seed']);
    },
  );
});
