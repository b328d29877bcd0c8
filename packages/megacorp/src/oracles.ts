import type { ActionResult } from '@arbiter/core';
import { initialTransition, transition } from 'xstate';
import { applyVia, enumerate, type FlowStep, type GameStart, resume } from './engine.js';
import { type FlowTrace, replayFlow, traceTransition } from './flow/chart.js';
import { megacorpMachine } from './flow/machine.js';
import type { Action } from './model/action.js';
import type { GameEvent } from './model/event.js';
import type { GameState } from './model/state.js';
import { createGame, type GameConfig } from './rules/setup.js';

/**
 * Reference implementations of the engine, behind `@arbiter/megacorp/oracles`: the same game run other
 * ways, for the tests that prove the engine equal to them and for the benchmark that measures what the
 * engine's shortcuts save. The engine itself (`apply`, `newGame`, `legalActions`) never calls them.
 */

export { compiledChart, type FlowTrace } from './flow/chart.js';

/** `newGame` with xstate's own interpreter (`initialTransition`): the reference for the compiled chart. */
export function newGameWithMachine(config: GameConfig): GameStart {
  const created = createGame(config);
  if (!created.ok) return created;
  const [snap] = initialTransition(megacorpMachine, created.state);
  return {
    ok: true,
    state: Object.freeze({ ...snap.context.game, flow: snap.value as GameState['flow'] }),
    events: [...snap.context.events],
  };
}

/** xstate's interpreter: `transition(machine, resolveState(s.flow), action)`. */
const viaMachine: FlowStep = (s, action) => {
  const snap = resume(s);
  const [next] = transition(megacorpMachine, snap, action);
  if (next.context === snap.context) return null;
  return { context: next.context, value: next.value as GameState['flow'] };
};

/** `apply` with xstate's interpreter running the chart: the reference the compiled chart is checked against. */
export function applyWithMachine(s: GameState, action: Action): ActionResult<GameState, GameEvent> {
  return applyVia(s, action, viaMachine);
}

/**
 * For the benchmark: `apply`, also returning the chart's work as a trace (`flow/chart.ts` `FlowTrace`)
 * that `applyTraced` replays as a plain reducer — the validator, then the recorded rule effects.
 */
export function applyAndTrace(
  s: GameState,
  action: Action,
): { result: ActionResult<GameState, GameEvent>; trace: FlowTrace | null } {
  let trace: FlowTrace | null = null;
  const result = applyVia(s, action, (st, a) => {
    const t = traceTransition(st, a);
    trace = t?.trace ?? null;
    return t?.result ?? null;
  });
  return { result, trace };
}

/** `apply` with the flow decided in advance: a plain reducer over the same state (see `applyAndTrace`). */
export function applyTraced(
  s: GameState,
  action: Action,
  trace: FlowTrace,
): ActionResult<GameState, GameEvent> {
  return applyVia(s, action, (st) => replayFlow(st, trace));
}

/** Every enumerator asked in every state, without the chart's filter and the cache: the reference for tests. */
export function legalActionsUnfiltered(s: GameState): Action[] {
  return s.result ? [] : enumerate(s, null);
}
