import {
  newToyGame,
  TOY_1,
  type ToyAction,
  type ToyEvent,
  type ToyProfile,
  type ToyState,
  toyModule,
} from '@arbiter/core/testing';
import { describe, expect, it } from 'vitest';
import type { Games, ScenarioDialect } from '../../src/dialect.js';
import { games as builtIn } from '../../src/games.js';
import { format, parse } from '../../src/index.js';
import { checkEnding, checkLog } from '../../src/run/generic-facts.js';
import { BindError } from '../../src/run/problem.js';
import { runGameText } from '../../src/run/runner.js';
import type { DialectLine } from '../../src/syntax/ast.js';
import { dialectLine, dialectStep, genericFact, parseCheckpoint } from '../../src/syntax/generic-lines.js';
import { parsePlayersLine } from '../../src/syntax/parse-header.js';
import type { TokenStream } from '../../src/syntax/token-stream.js';
import { integer } from '../../src/syntax/words.js';

/**
 * A game that is not Megacorp, run through the scenario frame with a dialect of a few lines: the
 * kernel's toy game Pile (`@arbiter/core/testing`), where players take turns adding tokens to a pile
 * and whoever brings it to ten wins. A turn adds at most 3 tokens in the first edition (toy-1), 2 in
 * the second (toy-2), which renumbers chapters 2 and 3 as 3 and 4. Nothing here imports Megacorp.
 */
type Toy = ToyState;
type Add = ToyAction;

/** `pile 8` in a given or a then, `Ana active` in a given. */
type ToyFact = { readonly pile: number } | { readonly active: string };
function toyFact(ts: TokenStream): ToyFact {
  if (ts.acceptWord('pile')) {
    const pile = integer(ts, 'the size of the pile', { hint: 'e.g. pile 8' });
    ts.expectEnd();
    return { pile: pile.value };
  }
  const who = ts.next('a player');
  ts.expectWord('active', 'e.g. Ana active, or pile 8');
  ts.expectEnd();
  return { active: who.text };
}

function toyAmount(ts: TokenStream): number {
  ts.expectWord('adds', 'the toy game has one step: Ana adds 2');
  const n = integer(ts, 'an amount', { hint: 'e.g. Ana adds 2' }).value;
  ts.expectEnd();
  return n;
}

const toyDialect: ScenarioDialect<Toy, Add, ToyEvent, null, ToyProfile> = {
  game: 'toy',
  module: toyModule,
  vocabulary: { stepVerbs: ['adds'] },
  syntax: {
    line(context, ts) {
      switch (context.kind) {
        case 'given':
          return parsePlayersLine(ts, false) ?? { node: dialectLine(ts, false, toyFact) };
        case 'when':
          if (ts.isWord('expect'))
            return parseCheckpoint(ts, (inner) => ({ node: dialectLine(inner, true, toyFact) }));
          return { node: dialectStep(ts, toyAmount) };
        case 'then': {
          const ending = genericFact(ts, { under: [], blankBefore: false });
          return { node: ending ?? dialectLine(ts, true, toyFact) };
        }
        default:
          return ts.fail(
            `the toy game has no ${context.kind} lines`,
            ts.here(),
            'write a given, when and then',
          );
      }
    },
  },
  bind: {
    library: () => ({ library: null, problems: [] }),
    libraryKey: () => '',
    given(section, _library, profile, seed) {
      const players = section.body.flatMap((st) =>
        st.kind === 'players' ? st.players.map((p) => p.text) : [],
      );
      const start = newToyGame({ players, seed: seed ?? 1, profile });
      if (!start.ok) throw new BindError(section.range, start.problems[0]?.message ?? 'no game');
      // A given starts at the first player's turn unless it names another.
      let s: Toy = { ...start.state, active: players[0] ?? null };
      for (const st of section.body) {
        if (st.kind !== 'dialect-line') continue;
        const f = st.data as ToyFact;
        s = 'pile' in f ? { ...s, pile: f.pile } : { ...s, active: f.active };
      }
      return { state: s, aliases: {} };
    },
    setup: (section) => {
      throw new BindError(section.range, 'the toy game starts from a given');
    },
    step(s, step) {
      if (step.kind !== 'dialect-step') throw new BindError(step.range, 'not a toy step');
      if (!s.players.includes(step.player.text))
        throw new BindError(step.player.range, `unknown player ${step.player.text}`);
      return { type: 'add', player: step.player.text, amount: step.data as number };
    },
    expect(s, events, e) {
      switch (e.kind) {
        case 'game':
        case 'result':
          return checkEnding(toyModule.result(s), e);
        case 'log':
          return checkLog(events, e, TOY_1);
        case 'dialect-line': {
          const f = (e as DialectLine).data as ToyFact;
          if ('pile' in f)
            return s.pile === f.pile
              ? null
              : { message: 'wrong pile', expected: `pile ${f.pile}`, actual: `pile ${s.pile}` };
          return null;
        }
        default:
          throw new BindError(e.range, 'the toy game cannot check this');
      }
    },
    isAt: () => true,
    turn: (s) => s.turn,
    implicit: () => undefined,
    describePoint: (s) => `pile ${s.pile}, ${s.active}'s turn`,
  },
  write: {
    board: (s) => `pile ${s.pile}, ${s.active} to play`,
    step: (_s, a) => (a.type === 'add' ? `${a.player} adds ${a.amount}` : `${a.player} passes`),
    given: (s) => ({ ok: true, text: `given\n  players ${s.players.join(', ')}\n  pile ${s.pile}\n` }),
    observable: (s) => ({ pile: s.pile, result: s.result }),
  },
};

const withToy: Games = {
  dialect: (id) => (id === 'toy' ? toyDialect : builtIn.dialect(id)),
  ids: () => [...builtIn.ids(), 'toy'],
  fallback: builtIn.fallback,
};

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
