import { card, def, parametersOf, pileOf } from '../../model/query.js';
import type { CardId, PlayerId } from '../../model/state.js';
import { ceaseIfToken, destroy, leavePlay } from '../destruction.js';
import { ruleSet } from '../rule-set.js';
import { emit, type Tx } from '../tx.js';

/**
 * REDEPLOY (8.2): a redeployed card leaves play and its deployment effect goes on the stack; when it
 * resolves its controller docks it anew, and "when deployed" abilities trigger again (Ed 3.0 REDEPLOY).
 * The cards bonded under it come along or are destroyed as buying a pile does (`boughtPileBonded`).
 */
export const REDEPLOY = ruleSet('keyword.redeploy', {
  redeployed: {
    clause: '8.2',
    summary: 'A redeployed card leaves play and its deployment effect goes on the stack.',
  },
  bondedDestroyed: {
    clause: '3.10.9',
    summary: 'Where the revision reads it so, the cards bonded under a redeployed card are destroyed.',
  },
});

export function redeploy(tx: Tx, id: CardId, by: PlayerId): void {
  const at = pileOf(tx.g, id);
  if (!at || at.depth > 0) return;
  const controller = card(tx.g, id).controller;
  const pile = [...at.pile.cards];
  const keep = parametersOf(tx.g).boughtPileBonded === 'come-along';
  if (!keep)
    destroy(tx, pile.slice(1), REDEPLOY.bondedDestroyed, `destroyed: ${def(tx.g, id).name} left play`);
  for (const c of pile) if (pileOf(tx.g, c)) leavePlay(tx, c);
  const name = def(tx.g, id).name;
  const bonded = keep ? pile.slice(1) : [];
  for (const c of [id, ...bonded]) ceaseIfToken(tx, c);
  if (!tx.g.cards[id]) return;
  const rest = bonded.filter((c) => tx.g.cards[c] !== undefined);
  for (const c of [id, ...rest]) {
    const cs = tx.g.cards[c];
    // Stryker disable next-line ConditionalExpression: the card and the bonded cards kept all still exist
    if (cs) cs.controller = controller;
  }
  tx.g.stack.push({
    id: tx.g.nextStackId++,
    kind: 'deployment',
    card: id,
    controller,
    at: null,
    targets: [],
    from: 'effect',
    ...(rest.length ? { bonded: rest } : {}),
  });
  emit(tx, REDEPLOY.redeployed, `${name} is redeployed by ${by}: it leaves play and goes on the stack`, {
    card: id,
    player: controller,
  });
}
