import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { parseShard, shardFiles } from '../src/shard.js';

describe('shards', () => {
  test.prop([fc.uniqueArray(fc.string(), { maxLength: 60 }), fc.integer({ min: 1, max: 12 })])(
    'every file lands in exactly one shard, and shards differ in size by at most one',
    (names, n) => {
      const sorted = [...names].sort();
      const parts = Array.from({ length: n }, (_, i) => shardFiles(sorted, { index: i + 1, count: n }));
      expect(parts.flat().sort()).toEqual(sorted);
      const sizes = parts.map((p) => p.length);
      expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
      // Deterministic: the same input gives the same split.
      expect(shardFiles(sorted, { index: 1, count: n })).toEqual(parts[0]);
    },
  );

  it('1/1 and no shard are the whole list', () => {
    expect(shardFiles(['a', 'b'], { index: 1, count: 1 })).toEqual(['a', 'b']);
    expect(shardFiles(['a', 'b'], undefined)).toEqual(['a', 'b']);
  });

  it('parses i/n and refuses the rest with a message that says what to write', () => {
    expect(parseShard('2/5')).toEqual({ index: 2, count: 5 });
    expect(parseShard(' 1 / 1 ')).toEqual({ index: 1, count: 1 });
    expect(() => parseShard('0/5')).toThrow(/between 1 and 5/);
    expect(() => parseShard('6/5')).toThrow(/between 1 and 5/);
    expect(() => parseShard('1/0')).toThrow(/at least 1/);
    expect(() => parseShard('a/b')).toThrow(/expects i\/n/);
    expect(() => parseShard('-1/2')).toThrow(/expects i\/n/);
    expect(() => parseShard('1.5/2')).toThrow(/expects i\/n/);
  });
});
