import {
  type ActionResult,
  type ClauseMap,
  checkInvariants,
  type GameAction,
  type GameModule,
  type Invariant,
  type InvariantFailure,
  type LoggedEvent,
} from '@arbiter/core';

/** `apply` as the harness calls it; a test may wrap it (e.g. to plant a bug and see it caught). */
export type ApplyFn<S, A, E> = (state: S, action: A) => ActionResult<S, E>;
/** `legalActions` as the harness calls it. */
export type LegalFn<S, A> = (state: S) => readonly A[];

/** The engine seams every harness loop accepts. Production code never passes anything but the defaults. */
export interface EngineSeams<S, A, E> {
  /** Defaults to the module's `apply`. */
  readonly applyFn?: ApplyFn<S, A, E>;
  /** Defaults to the module's `legalActions`. */
  readonly legalFn?: LegalFn<S, A>;
  /** Defaults to every invariant of the module. */
  readonly invariants?: readonly Invariant<S, A>[];
}

/** A game module with the seams applied: what the harness loops play with. */
export interface Engine<S, A extends GameAction, E extends LoggedEvent, Cfg, R extends ClauseMap> {
  readonly module: GameModule<S, A, E, Cfg, R>;
  readonly apply: ApplyFn<S, A, E>;
  readonly legal: LegalFn<S, A>;
  /** What the cautious player is handed (`PlayHooks.considered`); `legal` when a seam replaces the listing. */
  readonly considered: LegalFn<S, A>;
  readonly invariants: readonly Invariant<S, A>[];
}

export function engineFor<S, A extends GameAction, E extends LoggedEvent, Cfg, R extends ClauseMap>(
  module: GameModule<S, A, E, Cfg, R>,
  seams: EngineSeams<S, A, E> = {},
): Engine<S, A, E, Cfg, R> {
  const legal = seams.legalFn ?? module.legalActions;
  return {
    module,
    apply: seams.applyFn ?? module.apply,
    legal,
    considered: seams.legalFn ?? module.play.considered ?? legal,
    invariants: seams.invariants ?? module.invariants,
  };
}

/**
 * Every invariant after one action. The loops compute the next state's legal actions anyway for the
 * next choice, so they pass them in ("a game in progress always has a legal action" then costs
 * nothing); `'already checked'` skips the state-only checks for a state the caller has checked before.
 */
export function checkStep<S, A>(
  invariants: readonly Invariant<S, A>[],
  next: S,
  previous: S | undefined,
  action: A | undefined,
  legalNext?: readonly A[] | 'already checked',
): InvariantFailure[] {
  return checkInvariants(invariants, next, previous, action, legalNext);
}
