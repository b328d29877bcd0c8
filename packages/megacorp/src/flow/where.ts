import { inState, type StatePath, statePaths } from '@arbiter/core';
import { peek } from '../model/peek.js';
import type { FlowValue, GameState } from '../model/state.js';
// Type only: the machine imports the rules, which ask `inFlow`; the path type is all they need of it.
import type { MegacorpMachine } from './machine.js';

/** Every state of the chart as a dotted path, e.g. `'turn.divest.main'`: a misspelling does not compile. */
export type FlowPath = StatePath<MegacorpMachine>;

/** Dotted paths of the active leaf states, e.g. `turn.buy.main.open`. */
export function flowPaths(value: FlowValue, prefix = ''): string[] {
  return statePaths(value, prefix);
}

/**
 * Set by tests (`test/setup.ts`) to the compiled chart's `assertPath`: a path typed through a cast or
 * built at run time that names no state then throws instead of being silently false.
 */
let checkPath: ((path: string) => void) | null = null;

export function checkFlowPathsWith(check: ((path: string) => void) | null): void {
  checkPath = check;
}

/** True when the flow is in the state `path` or one of its descendants, e.g. `flowIn(s.flow, 'turn.buy')`. */
export function flowIn(flow: FlowValue, path: FlowPath): boolean {
  if (checkPath !== null) checkPath(path);
  return inState(flow, path);
}

/** True when the game is in the state `path` or one of its descendants, e.g. `inFlow(s, 'turn.buy')`. */
export function inFlow(s: GameState, path: FlowPath): boolean {
  // Through `peek`: inside a transaction `s.flow` would be a fresh draft, missing the cache every time.
  return flowIn(peek(peek(s).flow), path);
}

export function flowText(s: GameState): string {
  return flowPaths(s.flow).join(', ');
}
