import fc from 'fast-check';
import { it } from 'vitest';
it('examples shrink', () => {
  let calls = 0;
  const d = fc.check(fc.property(fc.record({ a: fc.array(fc.nat(), { maxLength: 100 }) }), (r) => { calls++; return !(r.a.length >= 3 && r.a[2]! > 10); }), { examples: [[{ a: [5, 6, 700, 8, 9, 10] }]], numRuns: 1, seed: 1 });
  console.log(d.failed, JSON.stringify(d.counterexample), d.counterexamplePath, d.numRuns, calls);
});
