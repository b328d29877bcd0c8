/**
 * Reading the state inside a transaction without drafting it. A read through a draft hands out a child
 * draft (`draft.ts`), which finalising then visits, so a scan of every network through `tx.g` drafted
 * every pile it looked at. `peek` returns the object a draft currently stands for (its copy once
 * written, else its base), which reads the same values and creates nothing. Only for reads that return
 * plain values (ids, indexes, booleans): an object obtained through `peek` is not the draft, and writing
 * to it would bypass the transaction.
 */
import { draftStateOf, latest } from './draft.js';

export function peek<T>(value: T): T {
  const state = draftStateOf(value);
  return state === undefined ? value : (latest(state) as T);
}
