/** Freezes a value and everything it holds, as the engine's states are frozen. */
export function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  Object.freeze(value);
  // Indexes and for-in rather than Object.values: a `given` freezes a hundred fresh cards, and the
  // arrays of values were half the work. States hold plain data, so for-in meets only own keys.
  if (Array.isArray(value)) for (let i = 0; i < value.length; i++) deepFreeze(value[i]);
  else for (const k in value) deepFreeze(value[k]);
  return value;
}
