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
  if (Array.isArray(value)) for (const item of value) deepFreeze(item);
  else
    for (const key of Object.keys(value))
      if (!shared?.includes(key)) deepFreeze((value as Record<string, unknown>)[key]);
  return value;
}
