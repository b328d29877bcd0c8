/** A property every reachable state must have, named after the rule it protects. */
export interface Invariant<S, A> {
  readonly name: string;
  readonly clause: string;
  /** Returns a description of the breach, or null when the property holds. */
  readonly check: (state: S, previous: S | undefined, action: A | undefined) => string | null;
}

export interface InvariantFailure {
  readonly invariant: string;
  readonly clause: string;
  readonly message: string;
}

export function checkInvariants<S, A>(
  invariants: readonly Invariant<S, A>[],
  state: S,
  previous?: S,
  action?: A,
): InvariantFailure[] {
  const failures: InvariantFailure[] = [];
  for (const inv of invariants) {
    const message = inv.check(state, previous, action);
    if (message !== null) failures.push({ invariant: inv.name, clause: inv.clause, message });
  }
  return failures;
}
