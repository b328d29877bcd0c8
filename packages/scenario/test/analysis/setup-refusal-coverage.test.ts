import { V1_7 } from '@arbiter/megacorp';
import { expect, it } from 'vitest';
import { clauseCoverage, runScenarioText } from '../../src/index.js';

/** A refused setup is a refusal of the engine like a refused step: coverage counts the clause it cites. */
const ONE_PLAYER = `cards
  business "Ana Corp"   cost 20M  traits IQ 5, EQ 5, MQ 5, BQ 8
  character "Raamaa"    cost 5M   traits IQ 2, EQ 1, MQ 2, BQ 4  founder
  character "Grunt"     cost 1M   traits IQ 0, EQ 1, MQ 1, BQ 2
  resource "Customers"  cost 0M   traits IQ 0, EQ 0, MQ 0, BQ 0

scenario "a game of one"
  revisions v1.7
  covers 1.1
setup
  players Ana
  Ana business "Ana Corp"
  Ana founder "Raamaa"
  Ana main deck 40 x "Grunt"
  Ana resource deck 20 x "Customers"
  refused 1.1
`;

it('the clause a refused setup cites counts as exercised', () => {
  const [r] = runScenarioText(ONE_PLAYER, 'one.scenario').scenarios;
  expect(r?.status).toBe('passed');
  expect(r?.refusals).toEqual([{ key: 'setup.player-count', clause: '1.1' }]);
  const c = clauseCoverage(r ? [r] : [], V1_7, ['1.1', '4.1.1.1']);
  expect(c.clauses.map((x) => [x.clause, x.status])).toEqual([
    ['1.1', 'direct'],
    ['4.1.1.1', 'none'],
  ]);
});
