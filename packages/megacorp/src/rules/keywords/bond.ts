import type { Ability, KeywordInstance } from '../../model/card.js';
import { def, isEngaged, pileOf } from '../../model/query.js';
import type { CardId } from '../../model/state.js';
import { setEngaged } from '../engagement.js';
import { ruleSet } from '../rule-set.js';
import { emit, type Tx } from '../tx.js';
import { putInNetwork, takeCard } from '../zones.js';

/**
 * BOND (9.5): a card with BOND becomes bonded to another card when its ability triggers — on its
 * deployment unless its text says otherwise: it goes under the card it targets, which it then follows
 * (3.10). A card bonded under a pile takes the pile's orientation (3.10.10; the glossaries' mech example).
 */
export const BOND = ruleSet('keyword.bond', {
  onDeployment: {
    clause: '9.5',
    summary:
      'A BOND card is bonded under the card it targets when it is deployed, unless its text says otherwise.',
  },
  bonded: { clause: '3.10', summary: 'A card bonded to another lies under it and moves and leaves with it.' },
  takesOrientation: {
    clause: '3.10.10',
    summary: 'A card bonded under a pile turns to the pile’s orientation.',
  },
});

/** The ability the BOND keyword gives: when deployed, bond this card under target card. */
export function bondAbility(k: KeywordInstance): Ability {
  return {
    kind: 'automatic',
    trigger: 'deployed',
    keyword: 'BOND',
    name: 'BOND',
    // Stryker disable next-line ObjectLiteral,BooleanLiteral: its target is named when it is played, before it is in play, and only a card in play is a target (3.7): it can never name itself
    effects: [{ op: 'bond', who: 'self', under: 'target-card', filter: { other: true } }],
    text: `${k.name}: when deployed, bond this card under target card`,
  };
}

/**
 * Puts `id` — with the cards bonded under it, when it tops a pile (3.10.6) — at the bottom of the pile
 * `under` belongs to (3.10), turned to that pile's orientation (3.10.10). `id` is in play, or was just
 * taken out of a deck by a search's MUTATION, which also records its entering play. Nothing happens when
 * `under` is not in play, or is one of the moving cards.
 */
export function bondUnder(tx: Tx, id: CardId, under: CardId): void {
  const host = pileOf(tx.g, under);
  if (!host) return;
  const own = pileOf(tx.g, id);
  const moving = own && own.depth === 0 ? [...own.pile.cards] : [id];
  if (moving.includes(under)) return;
  for (const c of moving) takeCard(tx, c);
  const top = host.pile.cards[0] as CardId;
  const engaged = isEngaged(tx.g, top);
  const at = { x: host.pile.x, y: host.pile.y };
  for (const c of moving) {
    putInNetwork(tx, host.network, at, c);
    setEngaged(tx, c, engaged);
  }
  emit(tx, BOND.bonded, `${def(tx.g, id).name} is bonded under ${def(tx.g, top).name}`, { card: id });
  if (engaged)
    emit(tx, BOND.takesOrientation, `${def(tx.g, id).name} turns engaged with its pile`, { card: id });
}
