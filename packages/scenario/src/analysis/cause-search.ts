/**
 * Group testing over the parameters on which two revisions differ: which of them, flipped from A's
 * value to B's, reproduce what B does. The search probes sets, not single parameters, so one cause
 * among n parameters costs about log2(n) probes, and a cause that needs several parameters together
 * (none of them moving anything alone) is found as well. It is written as a generator that yields
 * the set to probe and is sent back whether that probe reproduces B, so the search is the same
 * whatever answers it (a scenario's outcome, a perft count).
 */

/** One step of a search: it yields a set of parameters to flip and is sent whether that reproduces B. */
export type CauseSearch<T> = Generator<readonly string[], T, boolean>;

/**
 * QuickXplain's divide and conquer (Junker 2004), the delta-debugging search for a minimal set:
 * `background` is flipped in every probe, `c` is split in halves; the part of the second half that is
 * needed given the first, then the part of the first needed given that. Assumes `background` + `c`
 * reproduces and `background` alone does not; `asked` says whether `background` still needs asking.
 */
function* quickXplain(
  background: readonly string[],
  asked: boolean,
  c: readonly string[],
): CauseSearch<string[]> {
  if (asked && (yield background)) return [];
  if (c.length <= 1) return [...c];
  const k = Math.ceil(c.length / 2);
  const c1 = c.slice(0, k);
  const c2 = c.slice(k);
  const x2 = yield* quickXplain([...background, ...c1], true, c2);
  const x1 = yield* quickXplain([...background, ...x2], x2.length > 0, c1);
  return [...x1, ...x2];
}

/**
 * A minimal set of `names` that reproduces B, assuming all of them together do and none does
 * (the empty set is A). Minimal when reproducing grows with the set (a superset of a cause is a
 * cause); about log2(n) probes for a cause of one parameter, k·log2(n/k) for one of k.
 */
export function* minimalCause(names: readonly string[]): CauseSearch<string[]> {
  return names.length === 0 ? [] : yield* quickXplain([], false, names);
}

/** Runs a search with a synchronous probe. */
export function searchWith<T>(search: CauseSearch<T>, reproduces: (set: readonly string[]) => boolean): T {
  let step = search.next();
  while (!step.done) step = search.next(reproduces(step.value));
  return step.value;
}
