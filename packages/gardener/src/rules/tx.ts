import { type Tx as KernelTx, type RuleKey, transactions } from '@arbiter/core';
import type { GameEvent } from '../model/event.js';
import type { GameState } from '../model/state.js';

/** A transaction over a draft of the Gardener state. */
export type Tx = KernelTx<GameState, GameEvent>;

export type Extra = Partial<Pick<GameEvent, 'player' | 'card' | 'amount'>>;

const kit = transactions<GameState, GameEvent>((s) => s.profile);

/** Runs rule effects on a copy-on-write draft; untouched parts of the state are shared. */
export const transact = kit.transact;

/** A refusal naming the rule broken, its heading under the active revision, and what to do instead. */
export const violation = kit.violation;

export const cite = kit.cite;

/** Records a state change with the heading of the active revision that causes it. */
export function emit(tx: Tx, key: RuleKey, text: string, extra: Extra = {}): void {
  tx.events.push({ type: key, text, citation: kit.cite(tx.g, key), ...extra });
}
