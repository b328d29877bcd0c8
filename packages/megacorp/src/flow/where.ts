import { peek } from '../model/peek.js';
import type { FlowValue, GameState } from '../model/state.js';

/** Dotted paths of the active leaf states, e.g. `turn.buy.main.open`. */
export function flowPaths(value: FlowValue, prefix = ''): string[] {
  return prefix ? computePaths(value, prefix) : [...pathsOf(value)];
}

function computePaths(value: FlowValue, prefix: string): string[] {
  if (typeof value === 'string') return [prefix ? `${prefix}.${value}` : value];
  const out: string[] = [];
  for (const [k, v] of Object.entries(value)) out.push(...computePaths(v, prefix ? `${prefix}.${k}` : k));
  return out;
}

/** Paths per state value object: rules ask `inFlow` many times about the same, immutable, value. */
const pathCache = new WeakMap<object, readonly string[]>();

function pathsOf(value: FlowValue): readonly string[] {
  if (typeof value === 'string') return [value];
  let paths = pathCache.get(value);
  if (!paths) {
    paths = computePaths(value, '');
    if (Object.isFrozen(value)) pathCache.set(value, paths);
  }
  return paths;
}

/** True when the game is in the state `path` or one of its descendants, e.g. `inFlow(s, 'turn.buy')`. */
export function inFlow(s: GameState, path: string): boolean {
  // Through `peek`: inside a transaction `s.flow` would be a fresh draft, missing the cache every time.
  for (const p of pathsOf(peek(peek(s).flow)))
    if (p === path || (p.startsWith(path) && p[path.length] === '.')) return true;
  return false;
}

export function flowText(s: GameState): string {
  return flowPaths(s.flow).join(', ');
}
