/**
 * Helpers for the acceptance tests: they drive the engine only through its public API (`apply`,
 * `legalActions`, `decision`, `newGame`, `buildState`), the way a player or a scenario file would.
 */
import { checkInvariants } from '@arbiter/core';
import {
  type Action,
  apply,
  type BuiltState,
  buildState,
  decision,
  flowPaths,
  type GameEvent,
  type GameState,
  INVARIANTS,
  type StateSpec,
} from '../../src/index.js';
import { TEST_LIBRARY } from '../../src/testing/index.js';

/** A mid-game state over the test card pool, with `id(name, i)` to find the i-th copy of a card. */
export function given(
  spec: Omit<StateSpec, 'library'>,
): BuiltState & { id: (name: string, i?: number) => string } {
  const built = buildState({ library: TEST_LIBRARY, ...spec });
  const id = (name: string, i = 0): string => {
    const found = built.ids[name]?.[i];
    if (!found) throw new Error(`no card "${name}" #${i} in the description`);
    return found;
  };
  return { ...built, id };
}

/** Where the game waits: the first active leaf of the statechart, e.g. `turn.buy.main.open`. */
export const where = (s: GameState): string => flowPaths(s.flow)[0] ?? '';

/** A running game: apply actions that must be accepted; every event is kept. */
export class Game {
  state: GameState;
  readonly events: GameEvent[] = [];
  /** Each accepted action's state value, in order (the first is the starting state's). */
  readonly trail: string[];

  /** `events`: what happened before `state`, e.g. the automatic setup steps `newGame` ran. */
  constructor(state: GameState, events: readonly GameEvent[] = []) {
    this.state = state;
    this.events.push(...events);
    this.trail = [where(state)];
  }

  /**
   * Applies actions in order; fails the test with the violation if one is refused, or with the
   * broken invariants if an accepted action leaves a state that breaks one.
   */
  do(...actions: Action[]): GameEvent[] {
    const out: GameEvent[] = [];
    for (const a of actions) {
      const r = apply(this.state, a);
      if (!r.ok) {
        throw new Error(`refused ${JSON.stringify(a)} at ${where(this.state)}: ${r.violation.message}`);
      }
      const broken = checkInvariants(INVARIANTS, r.state, this.state, a);
      if (broken.length > 0) {
        const why = broken.map((f) => `${f.invariant} (${f.clause}): ${f.message}`).join('; ');
        throw new Error(`after ${JSON.stringify(a)} at ${where(this.state)}: ${why}`);
      }
      this.state = r.state;
      out.push(...r.events);
      this.events.push(...r.events);
      this.trail.push(where(r.state));
    }
    return out;
  }

  /** The player holding priority passes. */
  pass(): GameEvent[] {
    const holder = this.state.priority?.holder;
    if (!holder) throw new Error(`nobody holds priority at ${where(this.state)}`);
    return this.do({ type: 'pass', player: holder });
  }

  /** Priority holders pass until the game leaves the current step (or `max` passes). */
  passRound(max = 12): GameEvent[] {
    const start = where(this.state);
    const out: GameEvent[] = [];
    for (let i = 0; i < max && where(this.state) === start && this.state.priority; i++)
      out.push(...this.pass());
    return out;
  }

  /** Priority holders pass until `until` holds; fails after `max` passes. */
  passUntil(until: (s: GameState) => boolean, max = 40): GameEvent[] {
    const out: GameEvent[] = [];
    for (let i = 0; !until(this.state); i++) {
      if (i >= max) throw new Error(`still at ${where(this.state)} after ${max} passes`);
      out.push(...this.pass());
    }
    return out;
  }

  /** The decision the engine waits for: who and what kind. */
  get waitingFor(): { player: string; kind: string } | null {
    const d = decision(this.state);
    return d ? { player: d.player, kind: d.kind } : null;
  }
}

/** The events citing a clause. */
export const citing = (events: readonly GameEvent[], clause: string): GameEvent[] =>
  events.filter((e) => e.citation.clause === clause);

export const ofType = (events: readonly GameEvent[], type: string): GameEvent[] =>
  events.filter((e) => e.type === type);

/** Flow values where the tests start. */
export const BUY_MAIN = { turn: { buy: { main: 'open' } } } as const;
export const CHALLENGE_MAIN = { turn: { challenge: { main: 'open' } } } as const;
export const DIVEST_MAIN = { turn: { divest: { main: 'open' } } } as const;
export const ACCOUNTING_WINDOW = { turn: { accounting: { window: 'open' } } } as const;
export const END_WINDOW = { turn: { end: { window: 'open' } } } as const;

/** Ana (business at 0,0, Raamaa at 1,0) against Nick (business at 0,0, Illithis at 1,0). */
export const ANA_NETWORK = [
  { x: 0, y: 0, cards: ['Ana Corp'] },
  { x: 1, y: 0, cards: ['Raamaa'] },
] as const;
export const NICK_NETWORK = [
  { x: 0, y: 0, cards: ['Nick Corp'] },
  { x: 1, y: 0, cards: ['Illithis'] },
] as const;
