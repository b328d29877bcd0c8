/**
 * The Megacorp chart compiled once (`compileChart` from the kernel): the fast path of `apply`. The
 * machine (`flow/machine.ts`) stays the single source of truth; the interpreter runs the very rule
 * effects and validators it names, found through `EFFECT_OF` and `VALIDATOR_OF`.
 *
 * `test/engine/compiled-flow.test.ts` checks with fast-check that this interpreter and the xstate
 * interpreter agree — same acceptance, next state value, context and events — over random event
 * sequences from random games under every built-in revision.
 */
import {
  type ChartEvent,
  type ChartResult,
  type ChartTrace,
  compileChart,
  type Violation,
} from '@arbiter/core';
import type { FlowValue, GameState } from '../model/state.js';
import {
  EFFECT_OF,
  type FlowContext,
  megacorpMachine,
  type RuleEffect,
  runEffect,
  VALIDATOR_OF,
} from './machine.js';

/** A validator of the chart's guards: the rule that refuses an action, with its clause. */
export type Validator = (s: GameState, a: never) => Violation | null;

export const CHART = compileChart<FlowContext, FlowValue, RuleEffect, Validator>(megacorpMachine, {
  effects: EFFECT_OF,
  validators: VALIDATOR_OF,
  runEffect,
});

/** The game after one event and where the chart stopped. */
export type FlowResult = ChartResult<FlowContext, FlowValue>;

/** What the chart did for one event (see `ChartTrace`); `applyTraced` replays it. */
export type FlowTrace = ChartTrace<FlowContext, FlowValue>;

/**
 * One event through the compiled chart from `s.flow`, as `transition(machine, resume(s), event)`
 * would take it; `null` when no action ran ("not now"). `known` is a validator that has already
 * accepted this event in this state.
 */
export function compiledTransition(s: GameState, event: ChartEvent, known?: Validator): FlowResult | null {
  return CHART.transition(s.flow, { game: s, events: [] }, event, known);
}

/** `compiledTransition`, also returning its trace. */
export function traceTransition(
  s: GameState,
  event: ChartEvent,
): { result: FlowResult; trace: FlowTrace } | null {
  return CHART.traced(s.flow, { game: s, events: [] }, event);
}

/** Runs a recorded trace's effects on `s`: a plain reducer over the same state. */
export function replayFlow(s: GameState, trace: FlowTrace): FlowResult {
  return CHART.replay({ game: s, events: [] }, trace);
}

/** The machine's initial state for a created game, as `initialTransition(machine, game)` computes it. */
export function compiledInitial(game: GameState): FlowResult {
  return CHART.initial({ game, events: [] }, game);
}

/** The action types the chart takes in this state, from the active leaf up to the root. */
export function acceptedEvents(flow: FlowValue): ReadonlySet<string> {
  return CHART.acceptedEvents(flow);
}

/** The size of the compiled chart. */
export function compiledChart(): { readonly states: number; readonly transitions: number } {
  return CHART.stats;
}
