import { test } from 'vitest';
import { workspace, open, SELL } from './helpers.js';
import { evaluate } from '../src/service/evaluation.js';
test('try', () => {
  const { index } = workspace();
  const text = SELL.replace('revisions v1.7', 'revisions v1.7, v1.5.5').replace('Ana open market top "Lineage", "Hierarch"', 'Ana hand 9 cards');
  const f = open(index, 'scenarios/sell.scenario', text);
  for (const r of evaluate(index, f.uri)!.runs[0]!.results) console.log(r.revision, r.status, r.failures.map((x) => `${x.range.start.line} ${x.message}`));
});
