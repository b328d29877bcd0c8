import { type Tx as KernelTx, type RuleKey, transactions } from '@arbiter/core';
import type { GameEvent } from '../model/event.js';
import type { GameState } from '../model/state.js';

/** A transaction over a draft of the Megacorp state (the kernel's, with Megacorp's events). */
export type Tx = KernelTx<GameState, GameEvent>;

export type Extra = Partial<Pick<GameEvent, 'player' | 'card' | 'amount'>>;

// The card records (over a hundred by id): the accounting invariants look only at those an action wrote.
const kit = transactions<GameState, GameEvent>((s) => s.profile, { trackChanges: ['cards'] });

/** Runs rule effects on a copy-on-write draft; untouched parts of the state are shared. */
export const transact = kit.transact;

/** A refusal naming the rule broken, its clause under the active revision, and what to do instead. */
export const violation = kit.violation;

/** Records a state change with the clause of the active revision that causes it. */
export function emit(tx: Tx, key: RuleKey, text: string, extra: Extra = {}): void {
  tx.events.push({ type: key, text, citation: kit.cite(tx.g, key), ...extra });
}
