import type { FlowValue, GameState } from '../model/state.js';

/** Dotted paths of the active leaf states, e.g. `turn.buy.main.open`. */
export function flowPaths(value: FlowValue, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix ? `${prefix}.${value}` : value];
  const out: string[] = [];
  for (const [k, v] of Object.entries(value)) out.push(...flowPaths(v, prefix ? `${prefix}.${k}` : k));
  return out;
}

/** True when the game is in the state `path` or one of its descendants, e.g. `inFlow(s, 'turn.buy')`. */
export function inFlow(s: GameState, path: string): boolean {
  return flowPaths(s.flow).some((p) => p === path || p.startsWith(`${path}.`));
}

export function flowText(s: GameState): string {
  return flowPaths(s.flow).join(', ');
}
