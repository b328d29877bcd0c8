import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { didYouMean, editDistance } from '../src/index.js';

const word = fc.string({ maxLength: 12 });

describe('editDistance', () => {
  it('counts insertions, deletions and substitutions', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('abc', '')).toBe(3);
    expect(editDistance('flaw', 'lawn')).toBe(2);
  });

  test.prop([word])('is zero from a word to itself', (a) => {
    expect(editDistance(a, a)).toBe(0);
  });

  test.prop([word, word])('is symmetric and bounded by the lengths', (a, b) => {
    const d = editDistance(a, b);
    expect(editDistance(b, a)).toBe(d);
    expect(d).toBeGreaterThanOrEqual(Math.abs(a.length - b.length));
    expect(d).toBeLessThanOrEqual(Math.max(a.length, b.length));
  });

  test.prop([word, word, word])('obeys the triangle inequality', (a, b, c) => {
    expect(editDistance(a, c)).toBeLessThanOrEqual(editDistance(a, b) + editDistance(b, c));
  });
});

describe('didYouMean', () => {
  const cards = ['Raamaa', 'Illithis', 'Gnost Cleric', 'Hierarch', 'Windfall'];

  it('suggests the closest name for a typo, ignoring case', () => {
    expect(didYouMean('Ramaa', cards)).toBe('Raamaa');
    expect(didYouMean('illitis', cards)).toBe('Illithis');
    expect(didYouMean('gnost clerik', cards)).toBe('Gnost Cleric');
    expect(didYouMean('WINDFALL', cards)).toBe('Windfall');
  });

  it('suggests nothing when no name is close enough', () => {
    expect(didYouMean('Zap', cards)).toBeUndefined();
    expect(didYouMean('Psionic Scream', cards)).toBeUndefined();
    expect(didYouMean('anything', [])).toBeUndefined();
  });

  it('prefers the first of equally close names', () => {
    expect(didYouMean('cat', ['bat', 'hat'])).toBe('bat');
  });

  it('accepts any iterable of candidates', () => {
    expect(didYouMean('hierarh', new Set(cards))).toBe('Hierarch');
  });

  test.prop([fc.array(fc.string({ minLength: 1, maxLength: 10 }), { minLength: 1, maxLength: 8 })])(
    'a name that is one of the candidates is suggested back at distance zero',
    (names) => {
      const pick = names[names.length - 1] as string;
      const s = didYouMean(pick, names);
      expect(s).toBeDefined();
      expect(editDistance(pick.toLowerCase(), (s as string).toLowerCase())).toBe(0);
    },
  );
});
