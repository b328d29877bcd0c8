import { type ClauseMap, cite, type GameModule, type LoggedEvent } from '@arbiter/core';
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
 * A game that is not Megacorp, run through the scenario frame with a dialect of a few lines: players
 * take turns adding to a shared total, and whoever brings it to ten wins. Rule 2.1 caps what one turn
 * may add: 2 in revision `v1`, 3 in `v2`. Nothing here imports Megacorp.
 */
interface Toy {
  readonly players: readonly string[];
  readonly active: number;
  readonly total: number;
  readonly turn: number;
  readonly profile: ToyProfile;
  readonly winner: string | null;
}
interface ToyProfile extends ClauseMap {
  readonly maxAdd: number;
}
type Add = { readonly type: 'add'; readonly player: string; readonly amount: number };
type ToyEvent = LoggedEvent;

const CLAUSES = { 'turn.add': '2.1', 'turn.not-yours': '2.0', 'end.ten': '3.1' };
const V1: ToyProfile = { id: 'v1', clauses: CLAUSES, maxAdd: 2 };
const V2: ToyProfile = { id: 'v2', clauses: CLAUSES, maxAdd: 3 };
const PROFILES = [V1, V2];

function apply(s: Toy, a: Add) {
  const refuse = (key: keyof typeof CLAUSES, message: string) =>
    ({ ok: false, violation: { ...cite(s.profile, key), message } }) as const;
  if (s.winner) return refuse('end.ten', 'the game is over');
  if (s.players[s.active] !== a.player) return refuse('turn.not-yours', `it is not ${a.player}'s turn`);
  if (a.amount < 1 || a.amount > s.profile.maxAdd)
    return refuse('turn.add', `a turn adds 1 to ${s.profile.maxAdd}, not ${a.amount}`);
  const total = s.total + a.amount;
  const events: ToyEvent[] = [
    { type: 'turn.add', text: `${a.player} adds ${a.amount}`, citation: cite(s.profile, 'turn.add') },
  ];
  if (total >= 10)
    events.push({ type: 'end.ten', text: `${a.player} reaches ten`, citation: cite(s.profile, 'end.ten') });
  const state: Toy = {
    ...s,
    total,
    active: (s.active + 1) % s.players.length,
    turn: s.turn + 1,
    winner: total >= 10 ? a.player : null,
  };
  return { ok: true, state, events } as const;
}

function legalActions(s: Toy): Add[] {
  if (s.winner) return [];
  const player = s.players[s.active] as string;
  return Array.from({ length: s.profile.maxAdd }, (_, i) => ({ type: 'add', player, amount: i + 1 }));
}

const toyModule: GameModule<Toy, Add, ToyEvent, readonly string[], ToyProfile> = {
  id: 'toy',
  title: 'Count to ten',
  newGame: (players) => ({
    ok: true,
    state: { players, active: 0, total: 0, turn: 1, profile: V1, winner: null },
    events: [],
  }),
  apply,
  legalActions,
  decision: (s) =>
    s.winner
      ? null
      : {
          player: s.players[s.active] as string,
          kind: 'add',
          question: 'how much to add',
          options: legalActions(s),
        },
  result: (s) => (s.winner ? { winners: [s.winner], tie: false } : null),
  describeAction: (_s, a) => `${a.player} adds ${a.amount}`,
  profile: (s) => s.profile,
  rules: [],
  invariants: [],
  revisions: {
    builtIn: PROFILES,
    defaults: ['v1', 'v2'],
    canonical: V1,
    clauseIds: ['2.0', '2.1', '3.1'],
    byId: (id) => PROFILES.find((p) => p.id === id),
  },
  flow: { machine: null, value: (s) => (s.winner ? 'over' : 'playing') },
  play: {
    chooser: (_s, legal, rng) => [legal[0] as Add, rng],
    uniform: (_s, legal, rng) => [legal[0] as Add, rng],
    randomConfig: () => ['Ana', 'Nick'],
    stateKey: (s) => ({ ...s, profile: undefined }),
    maxActionsPerGame: 20,
  },
  view: (s) => ({
    title: `total ${s.total}`,
    where: [],
    counters: [{ label: 'total', value: String(s.total) }],
    shared: [],
    players: [],
    panels: [],
    decision: null,
    result: s.winner ? { winners: [s.winner], tie: false } : null,
  }),
};

/** `total 8` in a given or a then, `Ana active` in a given. */
type ToyFact = { readonly total: number } | { readonly active: string };
function toyFact(ts: TokenStream): ToyFact {
  if (ts.acceptWord('total')) {
    const total = integer(ts, 'the total', { hint: 'e.g. total 8' });
    ts.expectEnd();
    return { total: total.value };
  }
  const who = ts.next('a player');
  ts.expectWord('active', 'e.g. Ana active, or total 8');
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
    given(section, _library, profile) {
      let s: Toy = { players: [], active: 0, total: 0, turn: 1, profile, winner: null };
      for (const st of section.body) {
        if (st.kind === 'players') s = { ...s, players: st.players.map((p) => p.text) };
        if (st.kind !== 'dialect-line') continue;
        const f = st.data as ToyFact;
        if ('total' in f) s = { ...s, total: f.total };
        else s = { ...s, active: s.players.indexOf(f.active) };
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
          return checkLog(events, e, V1);
        case 'dialect-line': {
          const f = (e as DialectLine).data as ToyFact;
          if ('total' in f)
            return s.total === f.total
              ? null
              : { message: 'wrong total', expected: `total ${f.total}`, actual: `total ${s.total}` };
          return null;
        }
        default:
          throw new BindError(e.range, 'the toy game cannot check this');
      }
    },
    isAt: () => true,
    turn: (s) => s.turn,
    implicit: () => undefined,
  },
  write: {
    board: (s) => `total ${s.total}, ${s.players[s.active]} to play`,
    step: (_s, a) => `${a.player} adds ${a.amount}`,
    given: (s) => ({ ok: true, text: `given\n  players ${s.players.join(', ')}\n  total ${s.total}\n` }),
    observable: (s) => ({ total: s.total, winner: s.winner }),
  },
};

const withToy: Games = {
  dialect: (id) => (id === 'toy' ? toyDialect : builtIn.dialect(id)),
  ids: () => [...builtIn.ids(), 'toy'],
  fallback: builtIn.fallback,
};

const FILE = `game toy

scenario "Ana brings the total to ten"
given
  players Ana, Nick
  total 8
when
  Ana adds 2
then
  winner Ana
  game over
  log contains "reaches ten" citing 3.1
  total 10

scenario "Three at once is too much in v1 only"
given
  players Ana, Nick
when
  Ana adds 3      -> rejected 2.1 under v1
  expect total 3  under v2
then
  total 0  under v1
  total 3  under v2

scenario "A wrong total is reported at its line"
  revisions v2
given
  players Ana, Nick
  total 1
when
  Ana adds 2
then
  total 4
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
      ['Ana brings the total to ten', 'v1', 'passed'],
      ['Ana brings the total to ten', 'v2', 'passed'],
      ['Three at once is too much in v1 only', 'v1', 'passed'],
      ['Three at once is too much in v1 only', 'v2', 'passed'],
      ['A wrong total is reported at its line', 'v2', 'failed'],
    ]);
    expect(run.scenarios[0]?.steps.map((s) => s.actions)).toEqual([['Ana adds 2']]);
    expect(run.scenarios[2]?.refusals).toEqual([{ key: 'turn.add', clause: '2.1' }]);
  });

  it('reports a failing expectation at its file:line:col with what was expected and the board', () => {
    const run = runGameText(withToy, FILE, 'toy.scenario');
    const failure = run.scenarios[4]?.failures[0];
    expect(failure).toMatchObject({
      message: 'wrong total',
      expected: 'total 4',
      actual: 'total 3',
      board: 'total 3, Nick to play',
    });
    // `  total 4` is the last line: line 33, column 3 (the range is 0-based).
    expect(FILE.split('\n')[32]).toBe('  total 4');
    expect([failure?.range.start.line, failure?.range.start.character]).toEqual([32, 2]);
  });

  it('judges a step the rules refuse for another reason than the expected clause', () => {
    const text = FILE.replace('Ana adds 3', 'Nick adds 1');
    const run = runGameText(withToy, text, 'toy.scenario');
    expect(run.scenarios[2]?.failures[0]).toMatchObject({
      message: "refused for another rule: it is not Nick's turn",
      actual: 'rejected 2.0 (turn.not-yours)',
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
