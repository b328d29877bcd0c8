/**
 * The harness's loops bound to Megacorp, under the names and signatures the CLI, the bench and the
 * tests have always called: each passes `megacorpModule` and Megacorp's counterexample writer (a
 * `.scenario` file) to the generic loop of the same name.
 */

import {
  type Action,
  type GameConfig,
  type GameEvent,
  type GameState,
  megacorpModule,
  type RevisionProfile,
} from '@arbiter/megacorp';
import type fc from 'fast-check';
import type { Coverage as GenericCoverage } from '../coverage.js';
import type { GameCase } from '../play.js';
import * as play from '../play.js';
import * as properties from '../properties.js';
import * as random from '../random-play.js';
import { writeCounterexample } from './counterexample.js';
import {
  type DeckSource,
  type Engine,
  type EngineSeams,
  engineOf,
  type GameTrace,
  type PlayOptions,
} from './engine.js';

export type Coverage = GenericCoverage<GameState, Action, GameEvent>;
export type FuzzOptions = Omit<
  random.FuzzOptions<GameState, Action, GameEvent, GameConfig, RevisionProfile>,
  'writeCounterexample'
>;
export type FuzzSummary = random.FuzzSummary<GameState, Action, GameEvent>;
export type ShrinkOptions = random.ShrinkOptions<GameState, Action, GameEvent, GameConfig, RevisionProfile>;

/** The starting position of a game: decks shuffled with the seed, set up until the first decision. */
export function startGame(
  profile: RevisionProfile,
  seed: number,
  decks?: DeckSource,
): { state: GameState; events: readonly GameEvent[] } {
  return play.startGame(megacorpModule, profile, seed, decks);
}

/** Plays a game case, checking every invariant after every action; stops at the first failure. */
export function playCase(game: GameCase, options: PlayOptions = {}): GameTrace {
  return play.playCase(megacorpModule, game, options);
}

/** Random Megacorp games as a fast-check arbitrary (see the generic `gameArbitrary`). */
export function gameArbitrary(options: random.GameArbitraryOptions = {}): fc.Arbitrary<random.RandomGame> {
  return random.gameArbitrary(megacorpModule, options);
}

export function shrinkGame(game: random.RandomGame, options: ShrinkOptions = {}): random.ShrinkResult {
  return random.shrinkGame(megacorpModule, game, options);
}

/**
 * Plays random legal Megacorp games within a budget, every invariant after every action; a failing
 * game is shrunk and written as a scenario.
 */
export function fuzz(options: FuzzOptions = {}): FuzzSummary {
  return random.fuzz(megacorpModule, { ...options, writeCounterexample });
}

/** A state without the library and profile it shares by reference with every other state. */
export function stateKey(s: GameState): string {
  return properties.stateKey(megacorpModule, s);
}

export function checkDeterminism(game: GameCase, options: PlayOptions = {}): string | null {
  return properties.checkDeterminism(megacorpModule, game, options);
}

export function checkReplay(trace: GameTrace, seams: EngineSeams = {}): string | null {
  return properties.checkReplay(megacorpModule, trace, seams);
}

export function checkJsonRoundTrip(s: GameState): string | null {
  return properties.checkJsonRoundTrip(megacorpModule, s);
}

export function checkAtomicity(
  s: GameState,
  probes: readonly unknown[],
  seams: EngineSeams = {},
): string | null {
  return properties.checkAtomicity(megacorpModule, s, probes, seams);
}

/** Plays choices from a given state (the explorer and the tests start mid-game). */
export function playFrom(
  initial: GameState,
  game: GameCase,
  profile: RevisionProfile,
  engine: Engine = engineOf(),
  options: PlayOptions = {},
): GameTrace {
  return play.playFrom(initial, game, profile, engine, options);
}
