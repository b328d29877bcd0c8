/**
 * Reading the state inside a transaction without drafting it. The draft library (mutative, immer before
 * it) hands out a child draft for every object read through a draft — a shallow copy of the parent made,
 * then walked again when the transaction ends — so a scan of every network through `tx.g` copied every
 * pile it looked at. `peek` returns the object a draft currently stands for (its copy once written, else
 * its base), which reads the same values and creates nothing. Only for reads that return plain values
 * (ids, indexes, booleans): an object obtained through `peek` is not the draft, and writing to it would
 * bypass the transaction.
 */

/** Mutative's published marker (`Symbol.for`) of a draft's bookkeeping; `copy`/`original` as in v2. */
const DRAFT_STATE = Symbol.for('__MUTATIVE_PROXY_DRAFT__');

interface DraftBookkeeping {
  readonly copy: unknown;
  readonly original: unknown;
}

export function peek<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  const state = (value as Record<symbol, DraftBookkeeping | undefined>)[DRAFT_STATE];
  if (state === undefined) return value;
  return (state.copy ?? state.original) as T;
}
