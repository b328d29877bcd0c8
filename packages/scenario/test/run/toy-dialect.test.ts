import { describe, expect, it } from 'vitest';
import { games as builtIn } from '../../src/games.js';
import { format, parse } from '../../src/index.js';
import { runGameText } from '../../src/run/runner.js';
import { withToy as addToy } from '../../src/testing/toy-dialect.js';

/** The toy game Pile through the scenario frame, with its tiny dialect (`src/testing/toy-dialect.ts`). */
const withToy = addToy(builtIn);

const FILE = `game toy

scenario "Ana brings the pile to ten"
given
  players Ana, Nick
  pile 8
when
  Ana adds 2
then
  winner Ana
  game over
  log contains "Ana wins" citing 3.1
  pile 10

scenario "Three at once is too many in the second edition only"
given
  players Ana, Nick
when
  Ana adds 3     -> rejected 2.2 under toy-2
  expect pile 3  under toy-1
then
  pile 3  under toy-1
  pile 0  under toy-2

scenario "A wrong pile is reported at its line"
  revisions toy-2
given
  players Ana, Nick
  pile 1
when
  Ana adds 2
then
  pile 4
`;

describe('a game other than Megacorp, through the scenario frame', () => {
  it('reads a file in the dialect its game line names, and writes it back unchanged', () => {
    const { file, diagnostics, game } = parse(FILE, 'toy.scenario', {}); // the registry has no toy game
    expect(game).toBeUndefined();
    expect(diagnostics[0]).toMatchObject({ severity: 'error', message: 'unknown game toy' });
    expect(file.scenarios).toHaveLength(3);
    const run = runGameText(withToy, FILE, 'toy.scenario');
    expect(run.diagnostics).toEqual([]);
    expect(format(run.file)).toBe(FILE);
  });

  it('binds, runs and judges every scenario under each revision', () => {
    const run = runGameText(withToy, FILE, 'toy.scenario');
    expect(run.dialect?.game).toBe('toy');
    expect(run.scenarios.map((r) => [r.title, r.revision, r.status])).toEqual([
      ['Ana brings the pile to ten', 'toy-1', 'passed'],
      ['Ana brings the pile to ten', 'toy-2', 'passed'],
      ['Three at once is too many in the second edition only', 'toy-1', 'passed'],
      ['Three at once is too many in the second edition only', 'toy-2', 'passed'],
      ['A wrong pile is reported at its line', 'toy-2', 'failed'],
    ]);
    expect(run.scenarios[0]?.steps.map((s) => s.actions)).toEqual([['Ana adds 2']]);
    // The second edition numbers the rule 3.2; the scenario names it by the first edition's 2.2.
    expect(run.scenarios[3]?.refusals).toEqual([{ key: 'toy.add-range', clause: '3.2' }]);
  });

  it('reports a failing expectation at its file:line:col with what was expected and the board', () => {
    const run = runGameText(withToy, FILE, 'toy.scenario');
    const failure = run.scenarios[4]?.failures[0];
    expect(failure).toMatchObject({
      message: 'wrong pile',
      expected: 'pile 4',
      actual: 'pile 3',
      board: 'pile 3, Nick to play',
    });
    // `  pile 4` is the last line: line 33, column 3 (the range is 0-based).
    expect(FILE.split('\n')[32]).toBe('  pile 4');
    expect([failure?.range.start.line, failure?.range.start.character]).toEqual([32, 2]);
  });

  it('judges a step the rules refuse for another reason than the expected clause', () => {
    const text = FILE.replace('Ana adds 3', 'Nick adds 1');
    const run = runGameText(withToy, text, 'toy.scenario');
    expect(run.scenarios[3]?.failures[0]).toMatchObject({
      message: "refused for another rule at pile 0, Ana's turn: it is Ana's turn",
      actual: 'rejected 3.1 (toy.only-active-player)',
    });
  });

  it('reports a line of another game at its place, with the dialect’s hint', () => {
    const text = FILE.replace(
      '  Ana adds 2\nthen\n  winner Ana',
      '  Ana sells "Hierarch"\nthen\n  winner Ana',
    );
    const run = runGameText(withToy, text, 'toy.scenario');
    expect(run.diagnostics[0]).toMatchObject({
      message: 'expected `adds`, but found `sells`',
      hint: 'the toy game has one step: Ana adds 2',
      range: { start: { line: 7, character: 6 } },
    });
  });

  it('names a misspelt game with a did-you-mean', () => {
    const run = runGameText(withToy, FILE.replace('game toy', 'game tyo'), 'toy.scenario');
    expect(run.diagnostics[0]).toMatchObject({ message: 'unknown game tyo', hint: 'did you mean toy?' });
    expect(run.scenarios.every((r) => r.status === 'error')).toBe(true);
  });
});
