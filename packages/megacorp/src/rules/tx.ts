import { cite, type RuleKey, type Violation } from '@arbiter/core';
import { type Draft, produce } from 'immer';
import type { GameEvent } from '../model/event.js';
import { peek } from '../model/peek.js';
import type { GameState } from '../model/state.js';

/** A transaction over a draft of the state: rule effects mutate `g` and report what they did. */
export interface Tx {
  readonly g: Draft<GameState>;
  readonly events: GameEvent[];
}

export type Extra = Partial<Pick<GameEvent, 'player' | 'card' | 'amount'>>;

/** Records a state change with the clause of the active revision that causes it. */
export function emit(tx: Tx, key: RuleKey, text: string, extra: Extra = {}): void {
  tx.events.push({ type: key, text, citation: cite(profileOf(tx.g), key), ...extra });
}

/** Runs rule effects on a copy-on-write draft; untouched parts of the state are shared. */
export function transact(s: GameState, fn: (tx: Tx) => void): { state: GameState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  const state = produce(s, (g) => {
    fn({ g, events });
  });
  return { state, events };
}

/** The revision profile, read without drafting it (see `model/peek.ts`): it never changes in a game. */
function profileOf(s: GameState) {
  return peek(peek(s).profile);
}

export function violation(s: GameState, key: RuleKey, message: string, hint?: string): Violation {
  const c = cite(profileOf(s), key);
  return hint === undefined ? { ...c, message } : { ...c, message, hint };
}
