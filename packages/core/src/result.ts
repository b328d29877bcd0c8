import type { Citation } from './citation.js';

/** Why an action was refused: the rule, its clause under the active revision, and what to do instead. */
export interface Violation extends Citation {
  readonly message: string;
  readonly hint?: string;
}

export type ActionResult<S, E> =
  | { readonly ok: true; readonly state: S; readonly events: readonly E[] }
  | { readonly ok: false; readonly violation: Violation };

export function accepted<S, E>(state: S, events: readonly E[]): ActionResult<S, E> {
  return { ok: true, state, events };
}

export function rejected<S, E>(violation: Violation): ActionResult<S, E> {
  return { ok: false, violation };
}

export function formatViolation(v: Violation): string {
  return `${v.message} [${v.clause} ${v.revision}, ${v.key}]${v.hint ? ` — ${v.hint}` : ''}`;
}
