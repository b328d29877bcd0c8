/**
 * The Gardener chart compiled once (`compileChart` from the kernel): the fast path of `apply`. The
 * machine (`flow/machine.ts`) stays the single source of truth; the interpreter runs the very rule
 * effects and validators it names. `test/compiled-flow.test.ts` checks that both interpreters agree
 * over random games under every built-in profile.
 */
import { type ChartEvent, type ChartResult, compileChart } from '@arbiter/core';
import type { GameState } from '../model/state.js';
import {
  EFFECT_OF,
  type FlowContext,
  gardenerMachine,
  type RuleEffect,
  runEffect,
  VALIDATOR_OF,
  type Validator,
} from './machine.js';

export type FlowValue = string | { readonly [k: string]: FlowValue };

export const CHART = compileChart<FlowContext, FlowValue, RuleEffect, Validator>(gardenerMachine, {
  effects: EFFECT_OF,
  validators: VALIDATOR_OF,
  runEffect,
});

export type FlowResult = ChartResult<FlowContext, FlowValue>;

/** One event through the compiled chart from `s.flow`; null when no action ran ("not now"). */
export const compiledTransition = (s: GameState, event: ChartEvent, known?: Validator): FlowResult | null =>
  CHART.transition(s.flow as FlowValue, { game: s, events: [] }, event, known);

/** The machine's initial state for a created game, as `initialTransition(machine, game)` computes it. */
export const compiledInitial = (game: GameState): FlowResult => CHART.initial({ game, events: [] }, game);
