import { def } from '../../model/query.js';
import type { CardId } from '../../model/state.js';
import { ruleSet } from '../rule-set.js';
import { emit, type Tx } from '../tx.js';
import { cardKeyword } from './card-keywords.js';

/** OVERWATCH (9.23): the attacker does not engage when it declares a challenge; it still attacks once per turn. */
export const OVERWATCH = ruleSet('keyword.overwatch', {
  staysDisengaged: {
    clause: '9.23',
    summary: 'A card with OVERWATCH does not engage to attack; it still attacks at most once per turn.',
  },
});

/** Whether the attacker stays disengaged by OVERWATCH (reported when it does). */
export function staysDisengaged(tx: Tx, attacker: CardId): boolean {
  if (!cardKeyword(tx.g, attacker, 'OVERWATCH')) return false;
  emit(
    tx,
    OVERWATCH.staysDisengaged,
    `${def(tx.g, attacker).name} has OVERWATCH and attacks without engaging`,
    {
      card: attacker,
    },
  );
  return true;
}
