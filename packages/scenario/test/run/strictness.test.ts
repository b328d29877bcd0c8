import { describe, expect, it } from 'vitest';
import { NOT_YET_KEYS } from '../../src/dialects/megacorp/bind/step-point.js';
import {
  bindLibrary,
  bindNames,
  knownRuleKeys,
  parse,
  runScenarioText,
  type ScenarioResult,
} from '../../src/index.js';

/**
 * Ways a scenario could pass while testing nothing (the canaries of ../shared/canaries): each is an
 * error for the name binding `check` and the language server share, and for the runner.
 */
const CONTROL = `cards
  business "Ana Corp"   cost 20M  traits IQ 5, EQ 5, MQ 5, BQ 8
  business "Nick Corp"  cost 20M  traits IQ 5, EQ 5, MQ 5, BQ 8
  character "Raamaa"    cost 5M   traits IQ 2, EQ 1, MQ 2, BQ 4  founder
  character "Illithis"  cost 4M   traits IQ 4, EQ 2, MQ 1, BQ 1  founder
  character "Grunt"     cost 1M   traits IQ 0, EQ 1, MQ 1, BQ 2

scenario "the control"
  revisions v1.7
  covers 5.3.1
given
  turn 5, Ana active, phase buy
  Ana money 10
  Ana hand "Grunt"
  Ana network
    0,0  business "Ana Corp"
    1,0  founder "Raamaa"
  Nick network
    0,0  business "Nick Corp"
    1,0  founder "Illithis"
when
  Ana buys "Grunt" at 2,0
  at turn 5 challenge:
then
  Ana money 9
  Ana network 2,0 "Grunt"
`;

function run(text: string): ScenarioResult {
  const r = runScenarioText(text, 'canary.scenario');
  expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return r.scenarios[0] as ScenarioResult;
}

/** What the shared binding says about the file's first scenario, as `file:line:col message (hint)`. */
function bound(text: string): string[] {
  const { file } = parse(text, 'canary.scenario');
  const lib = bindLibrary(file, file.scenarios[0], undefined);
  return [
    ...lib.problems.map((p) => ({ ...p, severity: 'error' })),
    ...bindNames(file, 0, { cards: lib.library, origins: lib.origins, unbound: lib.unbound }),
  ].map(
    (d) =>
      `${d.range.start.line + 1}:${d.range.start.character + 1} ${d.message}${d.hint ? ` (${d.hint})` : ''}`,
  );
}

function failure(r: ScenarioResult): string {
  const f = r.failures[0];
  return f ? `${f.range.start.line + 1}:${f.range.start.character + 1} ${f.message}` : '';
}

describe('the control', () => {
  it('binds, runs and passes', () => {
    expect(bound(CONTROL)).toEqual([]);
    const r = run(CONTROL);
    expect(r.failures).toEqual([]);
    expect(r.status).toBe('passed');
    expect(r.warnings).toBeUndefined();
  });
});

describe('every name is bound', () => {
  it('a misspelled keyword on a card is an error with a did-you-mean (canary keyword-typo)', () => {
    const text = CONTROL.replace('BQ 2\n', 'BQ 2  keywords FLYNG\n');
    expect(bound(text)).toEqual(['6:75 unknown keyword FLYNG (did you mean FLYING?)']);
    expect(run(text).status).toBe('error');
    expect(failure(run(text))).toBe('6:75 unknown keyword FLYNG');
  });

  it('a misspelled keyword with an argument, and an argument that is not of its form, are errors', () => {
    const typo = CONTROL.replace('BQ 2\n', 'BQ 2\n    REGENERATON 1M\n');
    expect(bound(typo)).toEqual(['7:5 unknown keyword REGENERATON (did you mean REGENERATION?)']);
    const cost = CONTROL.replace('BQ 2\n', 'BQ 2\n    REGENERATION 1M or so\n');
    expect(bound(cost)[0]).toMatch(/^7:5 `or` is not part of a cost: REGENERATION's cost is/);
    expect(bound(CONTROL.replace('BQ 2\n', 'BQ 2  keywords FLYING 2\n'))).toEqual([
      '6:75 FLYING takes no argument, not `2` (write FLYING alone)',
    ]);
    expect(bound(CONTROL.replace('BQ 2\n', 'BQ 2  keywords MUTATION\n'))[0]).toMatch(
      /MUTATION needs one number/,
    );
    expect(bound(CONTROL.replace('BQ 2\n', 'BQ 2\n    DEVELOPMENT: IQ or BX\n'))[0]).toMatch(
      /`BX` is not a trait/,
    );
  });

  it('a keyword an ability grants or matches must exist too', () => {
    const text = CONTROL.replace('BQ 2\n', 'BQ 2\n    static: +1 BQ and FLYNG to this card\n');
    expect(bound(text)).toEqual(['7:23 unknown keyword FLYNG (did you mean FLYING?)']);
  });

  it('a subtype an ability names that no card has is an error', () => {
    const text = CONTROL.replace(
      'BQ 2\n',
      'BQ 2  #grunt\n    activated: 1M -> destroy target #gruntt card\n',
    );
    expect(bound(text)).toEqual(['7:37 no card here has the subtype #gruntt (did you mean #grunt?)']);
  });

  it('a card an ability names must exist', () => {
    const text = CONTROL.replace('BQ 2\n', 'BQ 2\n    when deployed: create a "Grnt" token\n');
    expect(bound(text)).toEqual(['7:29 unknown card "Grnt" (did you mean "Grunt"?)']);
  });

  it('a clause that does not exist is an error in covers (canary unknown-clause)', () => {
    const text = CONTROL.replace('covers 5.3.1', 'covers 99.9');
    expect(bound(text)).toEqual(['10:10 unknown clause 99.9 (did you mean 9.9?)']);
    expect(run(text).status).toBe('error');
  });

  it('a refusal citing a clause that does not exist is an error (canary unknown-refusal-clause)', () => {
    const text = CONTROL.replace('Ana buys "Grunt" at 2,0', 'Ana buys "Grunt" at 0,0  -> rejected 9.99');
    expect(bound(text)).toEqual(['22:40 unknown clause 9.99 (did you mean 9.9?)']);
    expect(failure(run(text))).toBe('22:40 unknown clause 9.99');
  });

  it('an unknown rule key in `log ... citing` is an error', () => {
    const text = CONTROL.replace('  Ana money 9\n', '  log contains "buys" citing buy.needs-prority\n');
    expect(bound(text)[0]).toMatch(
      /^25:30 unknown clause buy\.needs-prority \(did you mean buy\.needs-priority\?\)/,
    );
  });

  it('a clause is known only under the revisions the scenario runs under', () => {
    const heading = CONTROL.replace('covers 5.3.1', 'covers "§Buy Phase"');
    expect(bound(heading)[0]).toMatch(/^10:10 clause "§Buy Phase" is not one of v1\.7/);
    expect(bound(heading.replace('revisions v1.7', 'revisions ed3.0-en'))).toEqual([]);
  });

  it('a misspelled card name in then is an error before anything runs (canary card-typo-in-then)', () => {
    const text = CONTROL.replace('Ana network 2,0 "Grunt"', 'Ana network 2,0 "Grnut"');
    expect(bound(text)).toEqual(['26:19 unknown card "Grnut" (did you mean "Grunt"?)']);
    const r = run(text);
    expect(r.status).toBe('error');
    expect(r.steps).toEqual([]);
  });

  it('misspelled cards, players and revisions in when and then are errors', () => {
    const under = CONTROL.replace('  Ana money 9\n', '  Ana money 9  under v1.8\n');
    expect(bound(under)).toEqual(['25:22 unknown revision v1.8 (did you mean v1.7?)']);
    const when = CONTROL.replace('Ana buys "Grunt" at 2,0', 'Anna buys "Grnt" at 2,0');
    expect(bound(when)).toEqual([
      '22:13 unknown card "Grnt" (did you mean "Grunt"?)',
      '22:3 unknown player Anna (did you mean Ana?)',
    ]);
  });
});

describe('a step expected to be refused is judged at its own point', () => {
  const divest = (step: string) =>
    CONTROL.replace('  Ana hand "Grunt"\n', '')
      .replace('1,0  founder "Raamaa"', '1,0  founder "Raamaa"\n    2,0  "Grunt" entered turn 5')
      .replace(/when\n[\s\S]*$/, `when\n  ${step}\nthen\n  Ana money 10\n`);

  it('the refusal where the step stands is compared with the one written, not an earlier one', () => {
    // Written in the Buy Phase: the game moves on to the Divest Phase, where the sale is refused
    // because the Grunt came into play this turn (5.5.5), not because it is a business (5.5.4).
    const r = run(divest('Ana sells "Grunt"  -> rejected 5.5.4'));
    expect(r.status).toBe('failed');
    expect(r.failures[0]).toMatchObject({
      expected: 'rejected 5.5.4',
      actual: 'rejected 5.5.5 (divest.came-into-play-this-turn)',
    });
    expect(r.failures[0]?.message).toMatch(/^refused for another rule at divest:/);
    expect(run(divest('Ana sells "Grunt"  -> rejected 5.5.5')).status).toBe('passed');
  });

  it('moves on only past refusals the engine declares (a renamed rule key would otherwise judge too early)', () => {
    expect([...NOT_YET_KEYS].filter((k) => !knownRuleKeys().has(k))).toEqual([]);
  });

  it('a refusal the rules give where the step stands passes there, without moving on', () => {
    const r = run(divest('Ana sells "Grunt"  -> rejected divest.only-in-divest-phase'));
    expect(r.status).toBe('passed');
  });

  it('a step accepted at its point fails, naming that point', () => {
    const text = CONTROL.replace('Ana buys "Grunt" at 2,0', 'Ana buys "Grunt" at 2,0  -> rejected 5.3.1');
    const r = run(text);
    expect(r.status).toBe('failed');
    expect(r.failures[0]).toMatchObject({ expected: 'rejected 5.3.1', actual: 'accepted' });
    expect(r.failures[0]?.message).toMatch(/but it was accepted at buy$/);
  });
});

describe('the end of the steps', () => {
  // An area attack destroys two of Nick's cards at once: Nick orders them into his open market (8.3.1).
  const ORDER = CONTROL.replace(
    'character "Grunt"     cost 1M   traits IQ 0, EQ 1, MQ 1, BQ 2',
    'character "Grunt"     cost 1M   traits IQ 0, EQ 1, MQ 1, BQ 2\n  character "Bomber"  cost 4M  traits IQ 1, EQ 1, MQ 1, BQ 3  keywords AREA ATTACK BQ 2x1',
  )
    .replace('phase buy', 'phase challenge')
    .replace('  Ana hand "Grunt"\n', '')
    .replace('1,0  founder "Raamaa"', '1,0  founder "Raamaa"\n    2,0  "Bomber"')
    .replace('1,0  founder "Illithis"', '1,0  founder "Illithis"\n    2,0  "Grunt"\n    3,0  "Grunt"')
    .replace(
      /when\n[\s\S]*$/,
      'when\n  Ana attacks 2,0 in Nick\'s network with "Bomber" using BQ\n  Nick does not block\n  Nick does not retaliate\n  at turn 5 challenge, main:\nthen\n  Nick network 2,0 empty\n',
    );

  it('a question left unanswered fails the scenario', () => {
    const r = run(ORDER);
    expect(r.status).toBe('failed');
    expect(r.failures[0]?.message).toMatch(/^the steps end with a question unanswered: Nick must decide/);
    expect(r.failures[0]).toMatchObject({ expected: 'no question pending', actual: 'waiting for Nick' });
  });

  it('unless the file says the scenario ends there', () => {
    expect(run(ORDER.replace('then\n', 'then\n  waiting for Nick\n')).status).toBe('passed');
    expect(
      run(
        ORDER.replace(
          '  at turn 5 challenge, main:\n',
          '  at turn 5 challenge, main:\n  expect waiting for Nick\n',
        ),
      ).status,
    ).toBe('passed');
    const wrong = run(ORDER.replace('then\n', 'then\n  waiting for Ana\n'));
    expect(wrong.status).toBe('failed');
    expect(wrong.failures.map((f) => f.actual)).toContain('waiting for Nick');
  });

  it('then read while the game is mid-sequence warns, naming the revision and the point', () => {
    const r = run(CONTROL.replace('  at turn 5 challenge:\n', '').replace('  Ana network 2,0 "Grunt"\n', ''));
    expect(r.status).toBe('passed');
    expect(r.warnings?.map((w) => w.message)).toEqual([
      'under v1.7 the game is still mid-sequence when `then` is checked (buy, deployment on stack: "Grunt" waits on the stack)',
    ]);
    const named = run(
      CONTROL.replace('  at turn 5 challenge:\n', '').replace(
        '  Ana network 2,0 "Grunt"\n',
        '  stack "Grunt" by Ana\n',
      ),
    );
    expect(named.warnings).toBeUndefined();
  });
});
