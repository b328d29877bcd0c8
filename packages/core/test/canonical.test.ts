import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { canonicalJson, stateHash } from '../src/index.js';

/** The same data with every object's keys inserted in reverse order. */
function reorder(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(reorder);
  if (v !== null && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    return Object.fromEntries(
      Object.keys(o)
        .reverse()
        .map((k) => [k, reorder(o[k])]),
    );
  }
  return v;
}

const json = fc.jsonValue();

describe('canonical JSON', () => {
  it('sorts object keys at every depth', () => {
    expect(canonicalJson({ b: 1, a: { d: [{ z: 1, y: 2 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[{"y":2,"z":1}]},"b":1}',
    );
  });

  it('keeps the order of arrays', () => {
    expect(canonicalJson([3, 1, 2])).toBe('[3,1,2]');
    expect(canonicalJson([1, 2])).not.toBe(canonicalJson([2, 1]));
  });

  test.prop([json])('equal data built in another key order gives the same text', (v) => {
    expect(canonicalJson(reorder(v))).toBe(canonicalJson(v));
  });

  test.prop([json])('the text parses back to the same data', (v) => {
    expect(JSON.parse(canonicalJson(v))).toEqual(JSON.parse(JSON.stringify(v)));
  });

  it('keeps an own "__proto__" key, as JSON.parse makes it', () => {
    const parsed: unknown = JSON.parse('{"__proto__":1,"a":2}');
    expect(canonicalJson(parsed)).toBe('{"__proto__":1,"a":2}');
    expect(stateHash(parsed)).not.toBe(stateHash({ a: 2 }));
  });

  it('drops undefined properties as JSON does', () => {
    expect(canonicalJson({ a: undefined, b: 1 })).toBe('{"b":1}');
  });
});

describe('stateHash', () => {
  test.prop([json])('is independent of key order', (v) => {
    expect(stateHash(reorder(v))).toBe(stateHash(v));
  });

  test.prop([json])('is a short base-36 string, the same every time', (v) => {
    const h = stateHash(v);
    expect(h).toMatch(/^[0-9a-z]+$/);
    expect(h.length).toBeLessThanOrEqual(11);
    expect(stateHash(v)).toBe(h);
  });

  test.prop([json, json])('different data (almost always) hashes differently', (a, b) => {
    fc.pre(canonicalJson(a) !== canonicalJson(b));
    expect(stateHash(a)).not.toBe(stateHash(b));
  });

  it('tells apart states that differ in one nested value or in array order', () => {
    const s = { players: [{ id: 'ana', money: 10 }], turn: 3 };
    expect(stateHash(s)).not.toBe(stateHash({ players: [{ id: 'ana', money: 9 }], turn: 3 }));
    expect(stateHash({ xs: [1, 2] })).not.toBe(stateHash({ xs: [2, 1] }));
  });
});
