import { describe, expect, it } from 'vitest';
import { minimalCause, searchWith } from '../../src/analysis/cause-search.js';

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
});
