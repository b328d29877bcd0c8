import {
  newToyGame,
  TOY_1,
  type ToyAction,
  type ToyEvent,
  type ToyProfile,
  type ToyState,
  toyModule,
} from '@arbiter/core/testing';
import type { Games, ScenarioDialect } from '../dialect.js';
import { checkEnding, checkLog } from '../run/generic-facts.js';
import { BindError } from '../run/problem.js';
import type { DialectLine } from '../syntax/ast.js';
import { dialectLine, dialectStep, genericFact, parseCheckpoint } from '../syntax/generic-lines.js';
import { parsePlayersLine } from '../syntax/parse-header.js';
import type { TokenStream } from '../syntax/token-stream.js';
import { integer } from '../syntax/words.js';

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

export const toyDialect: ScenarioDialect<Toy, Add, ToyEvent, null, ToyProfile> = {
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

/** A registry of games plus the toy game, for a tool to serve a game it was not built with. */
export function withToy(games: Games): Games {
  return {
    dialect: (id) => (id === 'toy' ? toyDialect : games.dialect(id)),
    ids: () => [...games.ids(), 'toy'],
    fallback: games.fallback,
  };
}
