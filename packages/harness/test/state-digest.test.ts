import { canonicalJson, digest, digestHex } from '@arbiter/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Visited } from '../src/visited.js';

const hex = (v: unknown) => digestHex(digest(v));

/** The same data with every object's keys in reverse order, optionally frozen all the way down. */
function reordered(v: unknown, freeze: boolean): unknown {
  if (Array.isArray(v)) {
    const out = v.map((x) => reordered(x, freeze));
    return freeze ? Object.freeze(out) : out;
  }
  if (v !== null && typeof v === 'object') {
    const out = Object.fromEntries(
      Object.keys(v)
        .reverse()
        .map((k) => [k, reordered((v as Record<string, unknown>)[k], freeze)]),
    );
    return freeze ? Object.freeze(out) : out;
  }
  return v;
}

describe('the state digest', () => {
  it('is equal exactly when the canonical JSON is equal', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), fc.boolean(), (a, b, freeze) => {
        expect(hex(reordered(a, freeze))).toBe(hex(a));
        expect(hex(a) === hex(b)).toBe(canonicalJson(a) === canonicalJson(b));
      }),
      { numRuns: 300 },
    );
  });

  it('reads values the way JSON.stringify writes them', () => {
    expect(hex({ a: 1, b: undefined })).toBe(hex({ a: 1 }));
    expect(hex([1, undefined])).toBe(hex([1, null]));
    expect(hex(-0)).toBe(hex(0));
    expect(hex([Number.NaN, Number.POSITIVE_INFINITY])).toBe(hex([null, null]));
    expect(hex({ a: 0.5 })).not.toBe(hex({ a: 0.25 }));
  });

  it('tells apart values whose JSON differs only in type or place', () => {
    const values = [
      null,
      true,
      false,
      0,
      1,
      '1',
      'true',
      'null',
      [],
      {},
      [1],
      { 0: 1 },
      [[]],
      [{}],
      { a: [] },
    ];
    const digests = new Set(values.map(hex));
    expect(digests.size).toBe(values.length);
    expect(hex({ a: 1, b: 2 })).not.toBe(hex({ a: 2, b: 1 }));
    expect(hex([1, 2])).not.toBe(hex([2, 1]));
    expect(hex({ a: { b: 1 } })).not.toBe(hex({ b: { a: 1 } }));
  });

  it('remembers only frozen values: an object changed in place is digested again', () => {
    const open = { pool: [1, 2] };
    const before = hex(open);
    open.pool.push(3);
    expect(hex(open)).not.toBe(before);
    expect(hex(open)).toBe(hex({ pool: [1, 2, 3] }));
  });
});

describe('the visited set', () => {
  it('finds what it holds by digest, across growth, and rebuilds the path of action indices', () => {
    const v = new Visited();
    expect(v.find(1, 2)).toBe(-1);
    const root = v.add(0, 0, -1, -1, 0);
    let parent = root;
    // Low lanes that collide in the index (same low bits) must still be told apart by the high lane.
    for (let i = 1; i < 5000; i++) parent = v.add((i % 7) << 20, i, parent, i % 3, i);
    expect(v.size).toBe(5000);
    expect(v.find(0, 0)).toBe(root);
    expect(v.find((123 % 7) << 20, 123)).toBe(123);
    expect(v.find((123 % 7) << 20, 124)).toBe(-1);
    expect(v.depth(4999)).toBe(4999);
    expect(v.parent(10)).toBe(9);
    const path = v.choicesTo(6);
    expect(path).toEqual([1, 2, 0, 1, 2, 0]);
  });
});
