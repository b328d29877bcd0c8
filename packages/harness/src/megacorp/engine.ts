import type { Invariant } from '@arbiter/core';
import {
  type Action,
  type GameConfig,
  type GameEvent,
  type GameState,
  megacorpModule,
  type RevisionProfile,
} from '@arbiter/megacorp';
import * as generic from '../engine-seam.js';
import type * as play from '../play.js';

/** The harness's loops bound to Megacorp: its state, actions, events, config and profile. */
export type ApplyFn = generic.ApplyFn<GameState, Action, GameEvent>;
export type LegalFn = generic.LegalFn<GameState, Action>;
export type EngineSeams = generic.EngineSeams<GameState, Action, GameEvent>;
export type Engine = generic.Engine<GameState, Action, GameEvent, GameConfig, RevisionProfile>;
export type Failure = play.Failure<Action>;
export type GameTrace = play.GameTrace<GameState, Action, RevisionProfile>;
export type PlayOptions = play.PlayOptions<GameState, Action, GameEvent, GameConfig, RevisionProfile>;
/** Which decks a game is played with: the engine's two legal demo decks unless told otherwise. */
export type DeckSource = play.ConfigSource<GameConfig, RevisionProfile>;

/**
 * An invariant the harness checks. Any engine invariant is one; an invariant written for the harness
 * may also say which `then` line a counterexample should end with (one that fails on a state breaking
 * it and holds once the rule is kept).
 */
export interface MegacorpInvariant extends Invariant<GameState, Action> {
  readonly expectation?: (state: GameState, message: string, card: (id: string) => string) => string | null;
}

/** The Megacorp engine with the seams applied (defaults: `apply`, `legalActions`, `INVARIANTS`). */
export function engineOf(seams: EngineSeams = {}): Engine {
  return generic.engineFor(megacorpModule, seams);
}
