import { describe, expect, it } from 'vitest';
import { causes, minimalCause, searchWith } from '../../src/analysis/cause-search.js';

const names = Array.from({ length: 40 }, (_, i) => `q${String(i).padStart(2, '0')}`);

/** A probe that reproduces B when the set holds every member of one of `needs`; it counts the probes. */
function oracle(...needs: string[][]) {
  const asked: string[] = [];
  const reproduces = (set: readonly string[]) => {
    asked.push([...set].sort().join('+'));
    return needs.some((n) => n.every((x) => set.includes(x)));
  };
  return { asked, reproduces };
}

describe('group testing over parameters', () => {
  it('finds a cause of three parameters that need one another', () => {
    const o = oracle(['q03', 'q21', 'q38']);
    expect(searchWith(minimalCause(names), o.reproduces).sort()).toEqual(['q03', 'q21', 'q38']);
    // k log2(n/k) order: far fewer than the 40 singles, let alone the 9,880 triples.
    expect(o.asked.length).toBeLessThan(30);
  });

  it('lists disjoint causes and checks each: alone it reproduces B, with a member dropped it does not', () => {
    const o = oracle(['q10'], ['q30', 'q31']);
    const found = searchWith(causes(names), o.reproduces);
    expect(found.causes.map((c) => [...c].sort().join('+')).sort()).toEqual(['q10', 'q30+q31']);
    expect(found.rest).toBe('gone');
    expect(o.asked).toEqual(expect.arrayContaining(['q30', 'q31']));
  });

  it('keeps only the members a cause needs when the answer is not monotone in the set', () => {
    // B's answer shows with q05 flipped unless q06 is too (B itself flips both and shows it): the
    // halving ends on q05 with most of the other parameters, and dropping each in turn leaves q05.
    const reproduces = (set: readonly string[]) =>
      set.length === names.length || (set.includes('q05') && !set.includes('q06'));
    expect(searchWith(causes(names), reproduces)).toEqual({ causes: [['q05']], rest: 'gone' });
  });

  it('names all of them when only all of them together reproduce B', () => {
    const found = searchWith(causes(names), (set) => set.length === names.length);
    expect(found).toEqual({ causes: [names], rest: 'gone' });
  });
});
