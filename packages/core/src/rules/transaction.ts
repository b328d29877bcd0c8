import { castDraft, type Draft, makeCreator } from 'mutative';
import { type ClauseMap, cite, type RuleKey } from '../citation.js';
import type { Violation } from '../result.js';
import { peek } from './peek.js';

/**
 * A transaction over a draft of a game's state: rule effects mutate `g` and report what they did in
 * `events`. Mutative makes the draft (immer did until issue 16: mutative drafts the same way with less
 * work per draft, and finalises faster); rules see only this interface, so the engine can change how it
 * copies state without touching a rule.
 */
export interface Tx<S, E> {
  readonly g: Draft<S>;
  readonly events: E[];
}

export { castDraft, type Draft };

/**
 * Drafts without the library's own freezing: `frozen` below freezes what a transaction made. Caches
 * keyed by frozen objects rely on it: a frozen object never changes, so an answer computed from it
 * never goes stale.
 */
const draft = makeCreator({ enableAutoFreeze: false });

/**
 * Freezes, deeply, every object of a transaction's result not frozen yet: the parts it made. The parts
 * it shared with the state before were frozen then (a state is frozen whole), so the walk stops there
 * and costs what the transaction changed. Mutative's development build, which node loads unless
 * NODE_ENV is `production`, also walked every frozen child and every primitive with a cycle check.
 */
function frozen<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  if (Array.isArray(value)) for (const item of value) frozen(item);
  else for (const key of Object.keys(value)) frozen((value as Record<string, unknown>)[key]);
  return value;
}

/** Edits a state copy-on-write outside the rules (tests, builders): a new frozen state, `s` untouched. */
export function edit<S>(s: S, fn: (g: Draft<S>) => void): S {
  return frozen(draft(s, fn) as S);
}

/** Where a state keeps the revision profile in force (never drafted: it never changes in a game). */
export type ProfileOf<S> = (s: S) => ClauseMap;

/**
 * The transaction kit of one game: `transact` runs rule effects copy-on-write (untouched parts of the
 * state are shared), `cite` and `violation` name a rule by its key with the clause of the active
 * revision, so every refusal and every state change carries its citation.
 */
export function transactions<S, E>(profileOf: ProfileOf<S>) {
  /** The profile read through `peek`: reading it through a draft would copy it. */
  const profile = (s: S | Draft<S>): ClauseMap => peek(profileOf(peek(s as S)));
  return {
    transact(s: S, fn: (tx: Tx<S, E>) => void): { state: S; events: E[] } {
      const events: E[] = [];
      const state = frozen(
        draft(s, (g) => {
          fn({ g: g as Draft<S>, events });
        }) as S,
      );
      return { state, events };
    },
    cite: (s: S | Draft<S>, key: RuleKey) => cite(profile(s), key),
    violation(s: S, key: RuleKey, message: string, hint?: string): Violation {
      // `cite`'s fields written out: enumerators ask validators thousands of times a game, and copying
      // a citation into each refusal was a measurable part of it.
      const map = profile(s);
      const clause = map.clauses[key] ?? '?';
      return hint === undefined
        ? { key, clause, revision: map.id, message }
        : { key, clause, revision: map.id, message, hint };
    },
  };
}
