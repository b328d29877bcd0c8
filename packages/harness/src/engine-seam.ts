import { type ActionResult, checkInvariants, type Invariant, type InvariantFailure } from '@arbiter/core';
import {
  type Action,
  apply,
  type GameEvent,
  type GameState,
  INVARIANTS,
  legalActions,
} from '@arbiter/megacorp';

/** `apply` as the harness calls it; a test may wrap it (e.g. to plant a bug and see it caught). */
export type ApplyFn = (state: GameState, action: Action) => ActionResult<GameState, GameEvent>;
/** `legalActions` as the harness calls it. */
export type LegalFn = (state: GameState) => Action[];

/**
 * An invariant the harness checks. Any engine invariant is one; an invariant written for the harness
 * may also say which `then` line a counterexample should end with (one that fails on a state breaking
 * it and holds once the rule is kept).
 */
export interface MegacorpInvariant extends Invariant<GameState, Action> {
  readonly expectation?: (state: GameState, message: string, card: (id: string) => string) => string | null;
}

/** The engine seams every harness loop accepts. Production code never passes anything but the defaults. */
export interface EngineSeams {
  /** Defaults to the engine's `apply`. */
  readonly applyFn?: ApplyFn;
  /** Defaults to the engine's `legalActions` (without concessions). */
  readonly legalFn?: LegalFn;
  /** Defaults to every invariant of the engine (`INVARIANTS`). */
  readonly invariants?: readonly MegacorpInvariant[];
}

export interface Engine {
  readonly apply: ApplyFn;
  readonly legal: LegalFn;
  readonly invariants: readonly MegacorpInvariant[];
}

export function engineOf(seams: EngineSeams = {}): Engine {
  return {
    apply: seams.applyFn ?? apply,
    legal: seams.legalFn ?? ((s) => legalActions(s)),
    invariants: seams.invariants ?? INVARIANTS,
  };
}

/**
 * Every invariant after one action. The loops compute the next state's legal actions anyway for the
 * next choice, so they pass them in ("a game in progress always has a legal action" then costs
 * nothing); `'already checked'` skips the state-only checks for a state the caller has checked before.
 */
export function checkStep(
  invariants: readonly MegacorpInvariant[],
  next: GameState,
  previous: GameState | undefined,
  action: Action | undefined,
  legalNext?: readonly Action[] | 'already checked',
): InvariantFailure[] {
  return checkInvariants(invariants, next, previous, action, legalNext);
}
