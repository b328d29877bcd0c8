import type { RuleKey } from '@arbiter/core';
import { def } from '../model/query.js';
import type { CardId } from '../model/state.js';
import { emit, type Tx } from './tx.js';

/**
 * Named counters (7.10): counters that mean what the cards say (development counters, 9.11.1), put on
 * by an effect or a keyword. `key` is the rule that puts them there, cited in the log. A negative amount
 * takes counters off, never below none.
 */
export function namedCounter(tx: Tx, id: CardId, name: string, amount: number, key: RuleKey): void {
  const c = tx.g.cards[id];
  if (!c || amount === 0) return;
  const now = Math.max(0, (c.counters[name] ?? 0) + amount);
  if (now === 0) delete c.counters[name];
  else c.counters[name] = now;
  const what = amount > 0 ? `gets ${amount} ${name} counter(s)` : `loses ${-amount} ${name} counter(s)`;
  emit(tx, key, `${def(tx.g, id).name} ${what} (${now} now)`, { card: id, amount });
}
