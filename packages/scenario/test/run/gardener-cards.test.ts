import { describe, expect, it } from 'vitest';
import { format, parse, runScenarioText } from '../../src/index.js';

/**
 * Gardener card libraries: a card's attribute tree written as indented lines, bound to the engine's
 * card model, with a problem at the line (and a fix) for what a printed card cannot be.
 */
const CARDS = `game gardener

cards
  adventure "Survey"
    Cost 1
    Reputation 2
    PlayIfReputation >= 0
    Requirements
      Ply.SensorRange > 2
      Ply.Drive = "Ion" / "Antimatter"
    Feats
      Mapped "Yes"
  support "Probe"
    Subtype "Sensor"
    Cost 1
    Ply
      SensorRange 1
      Drive "Ion"
`;

const RUN = `${CARDS}
scenario "A library's adventure is won by the library's supports"
  revisions got-2008
  seed 3
setup
  players Ana, Nick
  first player Ana
  Ana stash "Survey", "Probe", "Probe", "Probe", "Probe", "Probe", "Probe", "Probe", "Probe", "Probe", "Probe", "Probe"
  Nick stash "Probe", "Probe", "Probe", "Probe"
when
  Ana plays "Survey"
  Ana wrecks "Probe"
  Ana plays "Probe"
  Ana wrecks "Probe"
  Ana passes
  Nick passes
  Ana plays "Probe"
  Ana wrecks "Probe"
  Ana passes
  Nick passes
  Ana passes
then
  Ana reputation 2
  Ana buildsite 1
`;

function problems(text: string, uri = 'lib.scenario') {
  const run = runScenarioText(text, uri);
  return run.scenarios.flatMap((s) =>
    s.failures.map((f) => ({ line: f.range.start.line, message: f.message, hint: f.hint })),
  );
}

const withScenario = (cards: string) => `${cards}
scenario "uses the library"
  revisions got-2008
setup
  players Ana, Nick
  Ana stash "Probe", "Probe"
  Nick stash "Probe", "Probe"
then
  game not over
`;

describe('Gardener card libraries', () => {
  it('read a card as its attribute tree and print it back unchanged', () => {
    const { file, diagnostics } = parse(RUN, 'lib.scenario');
    expect(diagnostics).toEqual([]);
    expect(format(file)).toBe(RUN);
  });

  it('play: under got-2008 (`>` read as at least, GA-01) the adventure needs two probes, which win it its reputation', () => {
    const run = runScenarioText(RUN, 'lib.scenario');
    expect(run.scenarios.map((s) => [s.status, s.failures.map((f) => f.message)])).toEqual([['passed', []]]);
  });

  it('play: one probe short, the adventure fails', () => {
    const short = RUN.replace(
      '  Ana plays "Probe"\n  Ana wrecks "Probe"\n  Ana passes\n  Nick passes\n  Ana passes',
      '  Ana passes',
    );
    const run = runScenarioText(short, 'lib.scenario');
    expect(run.scenarios[0]?.failures[0]).toMatchObject({
      expected: 'Ana reputation 2',
      actual: 'Ana reputation 0',
    });
  });

  it('report an attribute given twice at the second line', () => {
    const text = withScenario(CARDS.replace('    Cost 1\n    Ply', '    Cost 1\n    Cost 2\n    Ply'));
    const line = text.split('\n').indexOf('    Cost 2');
    expect(problems(text)).toContainEqual({
      line,
      message: 'Cost is given twice on this card',
      hint: expect.stringContaining('keep one'),
    });
  });

  it('report a condition without its operator, offering the unstated form', () => {
    const text = withScenario(CARDS.replace('Ply.SensorRange > 2', 'Ply.SensorRange 1'));
    expect(problems(text)).toContainEqual({
      line: text.split('\n').indexOf('      Ply.SensorRange 1'),
      message: 'the condition Ply.SensorRange has no operator',
      hint: expect.stringContaining('Ply.SensorRange unstated 1'),
    });
    expect(
      problems(withScenario(CARDS.replace('Ply.SensorRange > 2', 'Ply.SensorRange unstated 1'))),
    ).toEqual([]);
  });

  it('suggest the predefined name for a misspelt attribute or category', () => {
    const attribute = withScenario(CARDS.replace('    Reputation 2', '    Reputaton 2'));
    expect(problems(attribute)).toContainEqual(
      expect.objectContaining({
        message: 'unknown attribute Reputaton',
        hint: expect.stringMatching(/^did you mean Reputation\?/),
      }),
    );
    const found = problems(withScenario(CARDS.replace('    Requirements', '    Requirments')));
    expect(found).toContainEqual(
      expect.objectContaining({
        message: 'unknown category Requirments',
        hint: expect.stringMatching(/^did you mean Requirements\?/),
      }),
    );
  });

  it('report a requirement no card of the library provides', () => {
    const text = withScenario(CARDS.replace('Ply.SensorRange > 2', 'Ply.SensorRang > 2'));
    expect(problems(text)).toContainEqual({
      line: text.split('\n').indexOf('      Ply.SensorRang > 2'),
      message: 'no card in the library provides Ply.SensorRang, so no hero can fulfil this requirement',
      hint: 'did you mean Ply.SensorRange?',
    });
  });

  it('report a value outside the predefined attribute’s set', () => {
    const text = withScenario(CARDS.replace('    Subtype "Sensor"', '    AbleToRewind "Sometimes"'));
    expect(problems(text)).toContainEqual(
      expect.objectContaining({ message: 'AbleToRewind is one of No, Last round, Adventure, not Sometimes' }),
    );
  });

  it('read the cards of a used library file', () => {
    const files: Record<string, string> = { '/w/lib.cards': CARDS };
    const loader = {
      read: (p: string) => files[p],
      resolve: (_from: string, rel: string) => `/w/${rel}`,
    };
    const text = RUN.replace(CARDS, 'game gardener\n\nuse "lib.cards"\n');
    const run = runScenarioText(text, '/w/a.scenario', { loader });
    expect(run.scenarios.map((s) => [s.status, s.failures.map((f) => f.message)])).toEqual([['passed', []]]);
  });
});
