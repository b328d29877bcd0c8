import type { ActionResult } from './result.js';

export type ReplayOutcome<S, E, A> =
  | { readonly ok: true; readonly state: S; readonly events: readonly E[] }
  | {
      readonly ok: false;
      readonly index: number;
      readonly action: A;
      readonly state: S;
      readonly message: string;
    };

/** Re-applies an action log from an initial state; stops at the first refused action. */
export function replay<S, A, E>(
  apply: (state: S, action: A) => ActionResult<S, E>,
  initial: S,
  actions: readonly A[],
): ReplayOutcome<S, E, A> {
  let state = initial;
  const events: E[] = [];
  for (let i = 0; i < actions.length; i++) {
    const action = actions[i] as A;
    const r = apply(state, action);
    if (!r.ok) return { ok: false, index: i, action, state, message: r.violation.message };
    state = r.state;
    events.push(...r.events);
  }
  return { ok: true, state, events };
}
