import { describe, expect, it } from 'vitest';
import { format, parse, runScenarioText } from '../../src/index.js';

/** Changes of valuation in scenarios: the `value` card expectation reads what the engine reads (2.4). */
const scenario = (then: string, given = '') => `cards
  business "Ana Corp"  cost 15M  traits IQ 1, EQ 1, MQ 1, BQ 3
  business "Nick Corp"  cost 15M  traits IQ 1, EQ 1, MQ 1, BQ 3
  character "Raamaa"  cost 4M  traits IQ 2, EQ 1, MQ 1, BQ 3  founder
  location "Mart"  cost 5M + 1EQ  traits EQ 2  #building
    static: value +2M per #infrastructure card you control to this card
  location "Road"  cost 2M  traits EQ 1  #infrastructure

scenario "a Mart beside two Roads"
  revisions v1.7
given
  turn 5, Ana active, phase divest
  Ana network
    0,0   business "Ana Corp"
    1,0   founder "Raamaa"
    0,1   "Mart" entered turn 3
    -1,0  "Road"
    0,-1  "Road"
  Nick network
    0,0  business "Nick Corp"
${given}then
${then}
`;

describe('the value expectation', () => {
  it('passes on the valuation as abilities in play change it: 5M + 2 x 2M, trait valuation unchanged', () => {
    const r = runScenarioText(scenario('  "Mart" value 9M + 1EQ\n  "Road" at -1,0 value 2M'), 'v.scenario');
    expect(r.diagnostics).toEqual([]);
    expect(r.scenarios.map((s) => [s.status, s.failures.map((f) => f.message)])).toEqual([['passed', []]]);
  });

  it('fails with what was expected and what the card is worth', () => {
    const r = runScenarioText(scenario('  "Mart" value 5M + 1EQ'), 'v.scenario');
    const [failure] = r.scenarios[0]?.failures ?? [];
    expect(failure?.message).toMatch(/"Mart" has another valuation/);
    expect(JSON.stringify(failure)).toMatch(/9M \+ 1EQ/);
  });

  it('cannot be set in a given, and says where to check it instead', () => {
    const r = runScenarioText(scenario('  "Mart" value 9M + 1EQ', '  "Mart" value 3M\n'), 'v.scenario');
    const [failure] = r.scenarios[0]?.failures ?? [];
    expect(failure?.message).toMatch(/a valuation cannot be set in a `given`/);
    expect(failure?.hint).toMatch(/then/);
  });

  it('is printed back as written', () => {
    const text = 'scenario "s"\nthen\n  "Mart" value 9M + 1EQ\n';
    expect(format(parse(text).file)).toBe(text);
  });
});
