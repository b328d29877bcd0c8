/**
 * A smoke run of one revision (typically a draft a designer has just written): perft to a small depth
 * from the start of a game, then a few seeded games with the cautious player and every invariant after
 * every action. A draft can parse and bind and still break the game (a parameter value that makes
 * games never end, decks no game can start with, a position an invariant refuses); this finds it
 * before anyone publishes the draft.
 */
import type { ClauseMap, GameAction, GameModule, LoggedEvent } from '@arbiter/core';
import { engineFor } from './engine-seam.js';
import { perftCounts } from './perft.js';
import {
  type ChoicePolicy,
  DeckProblem,
  describeFailure,
  type GameTrace,
  playFrom,
  startGame,
} from './play.js';
import { chunkSeed } from './random-play.js';

export interface SmokeOptions {
  /** Perft depth from the start (default 2). */
  readonly depth?: number;
  /** Games played (default 5). */
  readonly games?: number;
  /** The first game's seed; game `i` plays seed `seed + i` (default 1). */
  readonly seed?: number;
  /** Actions per game at most (default: the module's liveness cap, `maxActionsPerGame`). */
  readonly maxActions?: number;
  /** How the games pick their actions (default `uniform`, as fuzz plays). */
  readonly policy?: ChoicePolicy;
}

/** What broke: at the start (perft, setup) or in a game, with the seed that replays it. */
export interface SmokeProblem {
  readonly stage: 'perft' | 'setup' | 'game';
  readonly message: string;
  readonly seed?: number;
  /** The action number (from 0) the game broke at. */
  readonly step?: number;
}

export interface SmokeGame {
  readonly seed: number;
  readonly outcome: GameTrace<unknown, unknown, unknown>['outcome'] | 'no game';
  readonly actions: number;
  readonly turns: number;
}

export interface SmokeReport {
  readonly revision: string;
  /** `perft[i]`: legal action sequences of `i + 1` actions from the start (empty when perft broke). */
  readonly perft: readonly number[];
  readonly games: readonly SmokeGame[];
  readonly problems: readonly SmokeProblem[];
}

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** Choices for the cautious player, one seed per action, from the game's seed. */
function choicesFor(seed: number, n: number): number[] {
  return Array.from({ length: n }, (_, i) => chunkSeed(seed, i));
}

export function smokeRun<S, A extends GameAction, E extends LoggedEvent, Cfg, R extends ClauseMap>(
  module: GameModule<S, A, E, Cfg, R>,
  profile: R,
  options: SmokeOptions = {},
): SmokeReport {
  const depth = options.depth ?? 2;
  const seed = options.seed ?? 1;
  const max = options.maxActions ?? module.play.maxActionsPerGame;
  const problems: SmokeProblem[] = [];
  let perft: number[] = [];
  try {
    perft = perftCounts(module, profile, seed, depth);
    if (perft[0] === 0)
      problems.push({ stage: 'perft', message: 'nobody can act at the start of a game', seed });
  } catch (e) {
    problems.push({
      stage: e instanceof DeckProblem ? 'setup' : 'perft',
      message: `${e instanceof DeckProblem ? 'no game can be set up: ' : ''}${message(e)}`,
      seed,
    });
  }
  const engine = engineFor(module, {});
  const games: SmokeGame[] = [];
  for (let i = 0; i < (options.games ?? 5); i++) {
    const s = seed + i;
    let initial: S;
    try {
      initial = startGame(module, profile, s).state;
    } catch (e) {
      const setup = e instanceof DeckProblem;
      problems.push({
        stage: 'setup',
        message: `${setup ? 'no game can be set up: ' : 'setting up a game threw: '}${message(e)}`,
        seed: s,
      });
      games.push({ seed: s, outcome: 'no game', actions: 0, turns: 0 });
      continue;
    }
    const trace = playFrom(
      initial,
      { revision: profile.id, seed: s, choices: choicesFor(s, max) },
      profile,
      engine,
      { maxActions: max, policy: options.policy ?? 'uniform' },
    );
    games.push({
      seed: s,
      outcome: trace.outcome,
      actions: trace.actions.length,
      turns: module.play.turn(trace.final),
    });
    const at = { seed: s, step: trace.actions.length };
    switch (trace.outcome) {
      case 'over':
        // A game decided before anyone played a turn is no game (e.g. an opening hand no deck can give).
        if (module.play.turn(trace.final) === 0)
          problems.push({
            stage: 'game',
            message: `the game was over before its first turn: ${module.result(trace.final)?.reason ?? 'no reason given'}`,
            ...at,
          });
        break;
      case 'failed':
        if (trace.failure)
          problems.push({
            stage: 'game',
            message: describeFailure(trace.failure),
            seed: s,
            ...(trace.failure.step >= 0 ? { step: trace.failure.step } : {}),
          });
        break;
      case 'budget':
        problems.push({
          stage: 'game',
          message: `the game did not end within ${max} actions (turn ${module.play.turn(trace.final)}): a liveness failure`,
          ...at,
        });
        break;
      case 'stuck':
        problems.push({ stage: 'game', message: 'nobody can act, yet the game is not over', ...at });
        break;
    }
  }
  return { revision: profile.id, perft, games, problems };
}
