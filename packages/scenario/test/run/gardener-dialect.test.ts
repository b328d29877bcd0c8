import { describe, expect, it } from 'vitest';
import { format, parse, runScenarioText } from '../../src/index.js';

/**
 * Gardener of Thoughts through the scenario frame: a `game gardener` file starts a game from the
 * sample library, its steps are the engine's own descriptions of legal actions, and its facts read
 * reputation, the Void, zones and the adventure.
 */
const FILE = `game gardener

scenario "Winning an adventure moves its reputation from the Void to the hero"
  revisions got-2008
  covers "Playing ► Adventure ► Resolution"
  seed 30
setup
  players Ana, Nick
  first player Ana
  Ana stash "Pirate Ambush", "Freighter", "Ion Cannon", "Ion Cannon", "Scientists", "Scientists", "Scientists", "Scientists", "Scientists", "Scientists", "Scientists", "Scientists", "Scientists", "Scientists", "Scientists", "Scientists", "Scientists", "Scientists"
  Nick stash "Scientists", "Scientists", "Scientists", "Scientists", "Weapon Malfunction", "Weapon Malfunction"
when
  Ana plays "Pirate Ambush"
  Ana wrecks "Scientists"
  Ana plays "Freighter"
  Ana wrecks "Scientists"
  Ana plays "Ion Cannon"  -> rejected "Playing ► Adventure ► Turn ► Play card"
  Ana passes
  Nick passes
  Ana plays "Ion Cannon"
  Ana wrecks "Scientists"
  Ana passes
  Nick passes
  Ana plays "Ion Cannon"
  Ana wrecks "Scientists"
  expect void 1
  Ana passes
  Nick passes
  Ana passes
then
  log contains "resolution.success"
  void 0
  Ana reputation 1
  Ana buildsite 1
  hero Nick
  game not over
`;

describe('the Gardener dialect', () => {
  it('reads a gardener file and writes it back unchanged', () => {
    const { file, diagnostics, game } = parse(FILE, 'win.scenario');
    expect(game).toBe('gardener');
    expect(diagnostics).toEqual([]);
    expect(format(file)).toBe(FILE);
  });

  it('runs the steps against the engine and judges the facts', () => {
    const run = runScenarioText(FILE, 'win.scenario');
    expect(run.scenarios.map((r) => [r.revision, r.status, r.failures])).toEqual([
      ['got-2008', 'passed', []],
    ]);
    expect(run.scenarios[0]?.steps[0]?.actions).toEqual(['Ana plays "Pirate Ambush"']);
    expect(run.scenarios[0]?.refusals).toEqual([
      { key: 'play.per-turn', clause: 'Playing ► Adventure ► Turn ► Play card' },
    ]);
  });

  it('reports a wrong fact at its line with what the game shows', () => {
    const run = runScenarioText(FILE.replace('  Ana reputation 1', '  Ana reputation 2'), 'win.scenario');
    const failure = run.scenarios[0]?.failures[0];
    expect(failure).toMatchObject({ expected: 'Ana reputation 2', actual: 'Ana reputation 1' });
    expect(failure?.range.start.line).toBe(FILE.split('\n').indexOf('  Ana reputation 1'));
  });

  it('gives an unknown step an error at file:line:col with the closest legal actions', () => {
    const text = FILE.replace('  Ana plays "Freighter"', '  Ana plais "Freighter"');
    const run = runScenarioText(text, 'win.scenario');
    const [failure] = run.scenarios[0]?.failures ?? [];
    expect(failure).toMatchObject({
      message: 'no legal action here reads: Ana plais "Freighter"',
      hint: expect.stringMatching(/^did you mean: Ana plays "Freighter"/),
    });
    // Line 15 of the file, column 3 (0-based: 14, 2).
    expect(text.split('\n')[14]).toBe('  Ana plais "Freighter"');
    expect([failure?.range.start.line, failure?.range.start.character]).toEqual([14, 2]);
  });

  it('names an unknown card before anything runs, with the closest card of the library', () => {
    const text = FILE.replace('  Ana plays "Freighter"', '  Ana plays "Freightr"');
    const [failure] = runScenarioText(text, 'win.scenario').scenarios[0]?.failures ?? [];
    expect(failure).toMatchObject({ message: 'unknown card "Freightr"', hint: 'did you mean "Freighter"?' });
    expect([failure?.range.start.line, failure?.range.start.character]).toEqual([14, 12]);
  });

  it('refuses a step the rules forbid and names the rule when no -> rejected expects it', () => {
    const text = FILE.replace(
      '  Ana plays "Ion Cannon"  -> rejected "Playing ► Adventure ► Turn ► Play card"\n',
      '  Ana plays "Ion Cannon"\n',
    );
    const run = runScenarioText(text, 'win.scenario');
    expect(run.scenarios[0]?.failures[0]).toMatchObject({
      actual: 'rejected Playing ► Adventure ► Turn ► Play card (play.per-turn)',
    });
  });
});
