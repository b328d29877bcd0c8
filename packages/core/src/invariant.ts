/** A property every reachable state must have, named after the rule it protects. */
export interface Invariant<S, A> {
  readonly name: string;
  readonly clause: string;
  /**
   * True when the property depends on the state alone (not on the previous state or the action): a
   * position reached again by another path need not be checked twice.
   */
  readonly stateOnly?: boolean;
  /**
   * Returns a description of the breach, or null when the property holds. `legalNext` is the state's
   * legal actions when the caller has them anyway (a random player computes them for its next choice),
   * so an invariant about them need not enumerate them again.
   */
  readonly check: (
    state: S,
    previous: S | undefined,
    action: A | undefined,
    legalNext?: readonly A[],
  ) => string | null;
}

export interface InvariantFailure {
  readonly invariant: string;
  readonly clause: string;
  readonly message: string;
}

/**
 * Every invariant after one step. `'already checked'` says the state was reached and checked before,
 * so the state-only invariants are skipped.
 */
export function checkInvariants<S, A>(
  invariants: readonly Invariant<S, A>[],
  state: S,
  previous?: S,
  action?: A,
  legalNext?: readonly A[] | 'already checked',
): InvariantFailure[] {
  const failures: InvariantFailure[] = [];
  const seen = legalNext === 'already checked';
  const legal = seen ? undefined : legalNext;
  for (const inv of invariants) {
    if (seen && inv.stateOnly) continue;
    const message = inv.check(state, previous, action, legal);
    if (message !== null) failures.push({ invariant: inv.name, clause: inv.clause, message });
  }
  return failures;
}
