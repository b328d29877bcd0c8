import { def, eventInPlay, parametersOf } from '../../model/query.js';
import { annihilate, destroy } from '../destruction.js';
import { ruleSet } from '../rule-set.js';
import { emit, type Tx } from '../tx.js';

/**
 * Cancel (9.7): a cancelled card or ability applies none of its effects. A cancelled ability just
 * leaves the stack (its card stays where it is, its cost is not refunded); a cancelled card is
 * destroyed at once — or, where the revision says so (`cancelledCardsTo`, D-CANCEL), annihilated.
 */
export const CANCEL = ruleSet('keyword.cancel', {
  ability: { clause: '9.7', summary: 'A cancelled ability leaves the stack without any effect.' },
  cardDestroyed: { clause: '9.7', summary: 'A cancelled card is destroyed at once.' },
  cardAnnihilated: {
    clause: '9.7',
    summary: 'Where the revision says so, a cancelled card is annihilated instead of destroyed.',
  },
});

/** Cancels the top remaining item of the stack (9.7): an ability just leaves it, a card is destroyed. */
export function cancelTop(tx: Tx, source: string): void {
  const item = tx.g.stack.pop();
  if (!item) {
    emit(tx, CANCEL.ability, `${source}: the stack is empty, there is nothing to cancel`);
    return;
  }
  if (item.kind === 'ability') {
    if (!item.eventEffect) {
      emit(tx, CANCEL.ability, `${source} cancels an ability of ${def(tx.g, item.source).name}`, {
        card: item.source,
      });
      return;
    }
    // The event itself is cancelled: its effect leaves the stack and the card, in play, is destroyed.
    emit(tx, CANCEL.ability, `${source} cancels ${def(tx.g, item.source).name}`, { card: item.source });
    if (!eventInPlay(tx.g, item.source)) return;
    if (parametersOf(tx.g).cancelledCardsTo === 'annihilated-zone') {
      annihilate(tx, [item.source], CANCEL.cardAnnihilated);
      return;
    }
    destroy(tx, [item.source], CANCEL.cardDestroyed, 'cancelled and destroyed');
    return;
  }
  // The card is in no zone now; destroy() puts it (and any pile bought with it) on top of its controller's market.
  const cards = [item.card, ...(item.bonded ?? [])];
  for (const id of cards) {
    const c = tx.g.cards[id];
    // Stryker disable next-line ConditionalExpression: a card on the stack, and those bonded under it, exist
    if (c) c.controller = item.controller;
  }
  emit(tx, CANCEL.ability, `${source} cancels the deployment of ${def(tx.g, item.card).name}`, {
    card: item.card,
  });
  if (parametersOf(tx.g).cancelledCardsTo === 'annihilated-zone') {
    annihilate(tx, cards, CANCEL.cardAnnihilated);
    return;
  }
  destroy(tx, cards, CANCEL.cardDestroyed, 'cancelled and destroyed');
}
