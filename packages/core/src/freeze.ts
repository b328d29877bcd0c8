/**
 * Freezes every object under `value` not frozen yet. Frozen parts were frozen whole (states are made
 * that way), so the walk stops at them. `shared` names top-level keys left alone: what a state holds
 * by reference and shares with every other (a card library, a revision profile), which belong to
 * whoever made them.
 *
 * Why states are frozen all the way down: the digest and the engine's caches remember answers only
 * for frozen objects (nothing can change under them), and a state shares every unchanged part with
 * the state it came from, so a part left unfrozen at the start is walked again in every later state.
 */
export function deepFreeze<T>(value: T, shared?: readonly string[]): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  // Indexes and for-in rather than Object.values: a scenario's `given` freezes a hundred fresh cards,
  // and building the arrays of values was half the work. Plain data: for-in meets only own keys.
  if (Array.isArray(value)) for (let i = 0; i < value.length; i++) deepFreeze(value[i]);
  else
    for (const key in value) if (!shared?.includes(key)) deepFreeze((value as Record<string, unknown>)[key]);
  return value;
}
