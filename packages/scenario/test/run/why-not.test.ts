import { describe, expect, it } from 'vitest';
import { format, parse, runScenarioText } from '../../src/index.js';

/**
 * Why-not expectations: `"X" cannot be bought at 2,0 because 3.7.1` is judged by the engine's own
 * refusal (explainIllegal), with the clause matched as `-> rejected` matches it.
 */
const scenario = (then: string, revisions = 'v1.7') => `cards
  business "Ana Corp"   cost 20M       traits IQ 5, EQ 5, MQ 5, BQ 8
  business "Nick Corp"  cost 20M       traits IQ 5, EQ 5, MQ 5, BQ 8
  character "Raamaa"    cost 5M + 1BQ  traits IQ 2, EQ 1, MQ 2, BQ 4  founder
  character "Illithis"  cost 4M + 1IQ  traits IQ 4, EQ 2, MQ 1, BQ 1  founder
  character "Grunt"     cost 1M        traits IQ 0, EQ 1, MQ 1, BQ 2
  character "Brute"     cost 3M        traits IQ -, EQ 1, MQ 1, BQ 5

scenario "Ana in her Buy Phase"
  revisions ${revisions}
given
  turn 5, Ana active, phase buy
  Ana money 10
  Ana hand "Grunt"
  Ana network
    0,0  business "Ana Corp"
    1,0  founder "Raamaa"
  Nick open market "Grunt", "Brute"
  Nick network
    0,0  business "Nick Corp"
    1,0  founder "Illithis"
then
${then}
`;

const run = (then: string, revisions?: string) =>
  runScenarioText(scenario(then, revisions), 'why-not.scenario');

const outcome = (then: string, revisions?: string) => {
  const r = run(then, revisions);
  return {
    diagnostics: r.diagnostics.map((d) => d.message),
    results: r.scenarios.map((s) => [s.status, s.failures.map((f) => f.message)]),
  };
};

describe('why-not expectations on buying (3.7)', () => {
  it('pass when the engine refuses for the written clause, and when it accepts a `can`', () => {
    expect(
      outcome(
        [
          '  "Grunt" in Ana\'s hand cannot be bought at 3,0 because 3.7.1  # not next to the network',
          '  "Grunt" in Ana\'s hand cannot be bought at 1,0 because network.must-dock  # occupied',
          '  "Grunt" in Ana\'s hand can be bought at 1,1',
          '  "Grunt" in Ana\'s hand can be bought',
          '  "Brute" cannot be bought by Ana at 0,1 because 3.5.2  # under the Grunt',
          '  "Grunt" in Nick\'s open market can be bought by Ana at 0,1',
        ].join('\n'),
      ),
    ).toEqual({ diagnostics: [], results: [['passed', []]] });
  });

  it('match a V1.7 clause under a revision that cites its own headings', () => {
    expect(outcome('  "Brute" cannot be bought by Ana at 0,1 because 3.5.2', 'v1.7, ed3.0-fr')).toEqual({
      diagnostics: [],
      results: [
        ['passed', []],
        ['passed', []],
      ],
    });
  });

  it('fail with both clauses when the engine refuses for another rule', () => {
    const r = run('  "Brute" cannot be bought at 0,1 because 3.7.1');
    const [failure] = r.scenarios[0]?.failures ?? [];
    expect(failure?.message).toMatch(/"Brute" is refused at 0,1 for another rule than 3\.7\.1/);
    expect(failure?.expected).toBe('cannot be bought at 0,1 because 3.7.1');
    expect(failure?.actual).toMatch(/3\.5\.2/);
  });

  it('fail when the buy is accepted, saying where it can go', () => {
    const r = run('  "Grunt" in Ana\'s hand cannot be bought');
    const [failure] = r.scenarios[0]?.failures ?? [];
    expect(failure?.message).toMatch(/Ana can buy "Grunt" now/);
    expect(failure?.actual).toMatch(/1,1/);
  });

  it('fail a `can` with the rule that refuses it', () => {
    const r = run('  "Grunt" in Ana\'s hand can be bought at 3,0');
    const [failure] = r.scenarios[0]?.failures ?? [];
    expect(failure?.message).toMatch(/Ana cannot buy "Grunt" at 3,0 now/);
    expect(failure?.actual).toMatch(/3\.7\.1/);
  });

  const problems = (then: string, revisions?: string) =>
    (run(then, revisions).scenarios[0]?.failures ?? []).map((f) => [f.message, f.hint]);

  it('bind the clause against the revisions the scenario runs under, with did-you-mean', () => {
    expect(problems('  "Brute" cannot be bought at 0,1 because 3.5.22')).toEqual([
      ['unknown clause 3.5.22', 'did you mean 3.5.2?'],
    ]);
    // An Edition 3.0 heading names a rule under ed3.0-fr only.
    expect(problems('  "Brute" cannot be bought at 0,1 because "§Phase d\'achat"')).toEqual([
      ['clause "§Phase d\'achat" is not one of v1.7', expect.stringMatching(/V1\.7 clause id/)],
    ]);
  });

  it('bind the card name with did-you-mean', () => {
    expect(problems('  "Brtue" cannot be bought at 0,1')).toEqual([
      ['unknown card "Brtue"', 'did you mean "Brute"?'],
    ]);
  });

  it('cannot be set in a given', () => {
    const text = scenario('  Ana money 10').replace(
      '  Ana money 10\n',
      '  Ana money 10\n  "Raamaa" can be bought\n',
    );
    const r = runScenarioText(text, 'why-not.scenario');
    const [failure] = r.scenarios[0]?.failures ?? [];
    expect(failure?.message).toMatch(/judged by the rules, not set in a `given`/);
  });

  it('is printed back as written', () => {
    const text = [
      'scenario "s"',
      'then',
      '  "Hierarch" cannot be bought at 2,0 because 3.7.1',
      '  "Grunt" can be bought by Nick at -1,0',
      '  "Stock Market Crash" cannot be bought because "Buy Phase"',
      '',
    ].join('\n');
    expect(format(parse(text).file)).toBe(text);
  });

  it('reads `because` only after a refusal', () => {
    const r = parse('scenario "s"\nthen\n  "Grunt" can be bought at 1,1 because 3.7.1\n');
    expect(r.diagnostics.map((d) => d.message)).toEqual(['a buy that is allowed has no refusal to explain']);
  });
});
