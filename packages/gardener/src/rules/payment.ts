import type { ActionOf } from '../model/action.js';
import { wreckFromOps } from './cost.js';
import { enterPlay } from './play.js';
import type { Tx } from './tx.js';

/** One card toward what is owed; the last one completes the play, or opens the stash choice. */
export function pay(tx: Tx, a: ActionOf<'pay'>): void {
  wreckFromOps(tx, a.player, a.card);
  const adv = tx.g.adventure;
  const pending = adv.pending;
  if (pending === null || (pending.kind !== 'cost' && pending.kind !== 'dig')) return;
  const owed = pending.owed - 1;
  if (owed > 0) adv.pending = { ...pending, owed };
  else if (pending.kind === 'cost') enterPlay(tx, a.player, pending.card);
  else adv.pending = { kind: 'take' };
}
