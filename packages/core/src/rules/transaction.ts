import type { Draft } from 'mutative';
import { type ClauseMap, cite, type RuleKey } from '../citation.js';
import type { Violation } from '../result.js';
import { produce } from './draft.js';
import { peek } from './peek.js';

/**
 * A transaction over a draft of a game's state: rule effects mutate `g` and report what they did in
 * `events`. The kernel's own copy-on-write drafts (`draft.ts`) stand behind it (mutative's until issue
 * 16's fourth round, immer's before); rules see only this interface, so the engine can change how it
 * copies state without touching a rule.
 */
export interface Tx<S, E> {
  readonly g: Draft<S>;
  readonly events: E[];
}

/** The mutable view of a state's type (mutative's type: the drafts behave as its drafts did). */
export type { Draft };

/** Hands a frozen value to a draft's field; the type's cast only, as a draft takes any plain data. */
export const castDraft = <T>(value: T): Draft<T> => value as Draft<T>;

/** Edits a state copy-on-write outside the rules (tests, builders): a new frozen state, `s` untouched. */
export function edit<S>(s: S, fn: (g: Draft<S>) => void): S {
  return produce(s, fn as (g: S) => void);
}

/** Where a state keeps the revision profile in force (never drafted: it never changes in a game). */
export type ProfileOf<S> = (s: S) => ClauseMap;

export interface TransactionOptions<S> {
  /**
   * Parts of the state (large records, such as the card records by id) whose changed keys `changedKeys`
   * reports after each transaction, so that checks can look at what an action wrote, not at everything.
   */
  readonly trackChanges?: readonly (keyof S)[];
}

/**
 * The transaction kit of one game: `transact` runs rule effects copy-on-write (untouched parts of the
 * state are shared), `cite` and `violation` name a rule by its key with the clause of the active
 * revision, so every refusal and every state change carries its citation.
 */
export function transactions<S, E>(profileOf: ProfileOf<S>, options: TransactionOptions<S> = {}) {
  const track = new Set<PropertyKey>(options.trackChanges ?? []);
  /** The profile read through `peek`: reading it through a draft would copy it. */
  const profile = (s: S | Draft<S>): ClauseMap => peek(profileOf(peek(s as S)));
  return {
    transact(s: S, fn: (tx: Tx<S, E>) => void): { state: S; events: E[] } {
      const events: E[] = [];
      const state = produce(
        s,
        (g) => {
          fn({ g: g as Draft<S>, events });
        },
        track,
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
