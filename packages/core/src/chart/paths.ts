/**
 * Where a chart is, as dotted paths of its state value (`turn.buy.main.open`), and the type of every
 * path a machine has, derived from the state value xstate infers from the machine's config: a misspelled
 * state in `inState(value, 'turn.divst.main')` is a compile error, not a silent `false`.
 */
import type { AnyStateMachine, SnapshotFrom } from 'xstate';

/** A state value of a chart without parallel states: a leaf's key, or one key naming the child. */
export type ChartValue = string | { readonly [k: string]: ChartValue };

/** Every dotted path through a state value type: `'turn' | 'turn.buy' | 'turn.buy.main' | …`. */
export type PathsOf<V> = V extends string
  ? V
  : V extends object
    ? { [K in keyof V & string]: K | `${K}.${PathsOf<NonNullable<V[K]>>}` }[keyof V & string]
    : never;

/** Every state of `M` as a dotted path from the root (the root itself excluded). */
export type StatePath<M extends AnyStateMachine> = PathsOf<SnapshotFrom<M>['value']>;

/** Dotted paths of the active leaf states, e.g. `turn.buy.main.open`. */
export function statePaths(value: ChartValue, prefix = ''): string[] {
  return prefix ? computePaths(value, prefix) : [...pathsOf(value)];
}

function computePaths(value: ChartValue, prefix: string): string[] {
  if (typeof value === 'string') return [prefix ? `${prefix}.${value}` : value];
  const out: string[] = [];
  for (const [k, v] of Object.entries(value)) out.push(...computePaths(v, prefix ? `${prefix}.${k}` : k));
  return out;
}

/** Paths per state value object: rules ask about the same, immutable, value many times. */
const pathCache = new WeakMap<object, readonly string[]>();

function pathsOf(value: ChartValue): readonly string[] {
  if (typeof value === 'string') return [value];
  let paths = pathCache.get(value);
  if (!paths) {
    paths = computePaths(value, '');
    if (Object.isFrozen(value)) pathCache.set(value, paths);
  }
  return paths;
}

/** True when `value` is in the state `path` or one of its descendants, e.g. `inState(v, 'turn.buy')`. */
export function inState(value: ChartValue, path: string): boolean {
  for (const p of pathsOf(value))
    if (p === path || (p.startsWith(path) && p[path.length] === '.')) return true;
  return false;
}
