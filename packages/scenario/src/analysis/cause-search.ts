/**
 * Group testing over the parameters on which two revisions differ: which of them, flipped from A's
 * value to B's, reproduce what B does. The search probes sets, not single parameters, so one cause
 * among n parameters costs about log2(n) probes, and a cause that needs several parameters together
 * (none of them moving anything alone) is found as well. It is written as a generator that yields
 * the set to probe and is sent back whether that probe reproduces B, so one engine serves a
 * synchronous answer (a scenario's outcome, a perft count) and an asynchronous one (a balance probe
 * played across worker threads).
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

/** What `causes` found: disjoint causes, and whether B without all of them still reproduces. */
export interface CauseSet {
  /** Disjoint minimal sets, each reproducing B on its own; every one of a set's members is needed. */
  readonly causes: readonly (readonly string[])[];
  /**
   * `gone`: B with A's values for every cause listed reproduces nothing (the causes are all there is);
   * `remains`: it still reproduces B (more causes than `maxCauses`); `unverified`: the set the halving
   * found did not reproduce B when probed alone (the answer is not monotone in the set), and the
   * search stopped there.
   */
  readonly rest: 'gone' | 'remains' | 'unverified';
  /** The set found last when `rest` is `unverified`. */
  readonly unverified?: readonly string[];
}

/**
 * Every cause of B's answer, one minimal set after another: the first found by `minimalCause`,
 * checked (alone it reproduces B; each of its members dropped, it no longer does, or that member is
 * dropped for good), then B with A's
 * values for it asked whether it still reproduces B (the leave-out probe: what B's answer needs);
 * if so, the next cause is searched among the parameters left. Assumes all of `names` reproduce B.
 */
export function* causes(names: readonly string[], maxCauses = 3): CauseSearch<CauseSet> {
  const found: string[][] = [];
  let left = [...names];
  for (;;) {
    let cause = yield* minimalCause(left);
    if (cause.length === 0 || !(yield cause)) return { causes: found, rest: 'unverified', unverified: cause };
    // Each member dropped in turn, for good when the rest still reproduces B (ddmin's last step): the
    // halving's set is minimal only if the answer grows with the set, this one is checked to be.
    if (cause.length > 1)
      for (const n of [...cause]) {
        const without = cause.filter((m) => m !== n);
        if (yield without) cause = without;
      }
    found.push(cause);
    left = left.filter((n) => !cause.includes(n));
    if (left.length === 0 || !(yield left)) return { causes: found, rest: 'gone' };
    if (found.length >= maxCauses) return { causes: found, rest: 'remains' };
  }
}

/** Runs a search with a synchronous probe. */
export function searchWith<T>(search: CauseSearch<T>, reproduces: (set: readonly string[]) => boolean): T {
  let step = search.next();
  while (!step.done) step = search.next(reproduces(step.value));
  return step.value;
}

/** Runs a search with an asynchronous probe (one at a time: each answer decides the next set). */
export async function searchWithAsync<T>(
  search: CauseSearch<T>,
  reproduces: (set: readonly string[]) => Promise<boolean>,
): Promise<T> {
  let step = search.next();
  while (!step.done) step = search.next(await reproduces(step.value));
  return step.value;
}
