import { test } from 'vitest';
import { workspace, open } from './helpers.js';
import { getCodeActions } from '../src/service/code-actions.js';
import { getDiagnostics } from '../src/service/diagnostics.js';
import { evaluate } from '../src/service/evaluation.js';
const ATTACK = `use "../cards/basic.cards"

scenario "Blocking"
  revisions v1.7
given
  turn 5, Ana active, phase challenge
  Ana network
    0,0  business "Ana Corp"
    1,0  founder "Raamaa"
  Nick network
    0,0  business "Nick Corp"
    1,0  "Gnost Cleric"
when
  Ana attacks Nick's business with "Raamaa" using BQ
  Ana assigns 4 to "Nick Corp"
then
  Ana money 10
`;
test('try', () => {
  const { index } = workspace();
  const f = open(index, 'scenarios/a.scenario', ATTACK);
  const ds = getDiagnostics(f, index, evaluate(index, f.uri));
  console.log(ds.map((d) => [d.range.start.line, d.message]));
  for (const d of ds) console.log(getCodeActions(f, d.range, [d], index, {}).map((a) => [a.title, JSON.stringify(a.edit)]));
});
