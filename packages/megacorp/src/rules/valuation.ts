import { type Cost, totalValuation } from '../model/card.js';
import { card, def, parametersOf } from '../model/query.js';
import type { CardId, GameState } from '../model/state.js';
import { valuationModification } from './card-in-play.js';

/**
 * A card's valuation (2.4), the one place the engine reads it: the price of a card bought from play
 * (3.2.1.5, 3.10.8), what a sale pays (5.5.6.2), the money a unique copy sent away refunds, and
 * the limits of searches (6.8: MUTATION 9.22, DEAD DROP 9.9).
 *
 * The printed cost is the valuation of a card anywhere; a card in play also has the changes that the
 * continuous and static abilities reaching it make to its money valuation (7.3, 7.5; `value +2M per
 * #infrastructure card you control`). Trait valuations are never changed. A token has no valuation
 * (7.9.1), whatever reaches it. A valuation is never below 0 M: a card is not sold for a debt.
 */

const FREE: Cost = { money: 0, traits: {} };

/**
 * The card's valuation now. `own`: only the abilities printed on the card itself change it (the
 * golden rule 1.2.1 lets a card's own text beat a rule that reads the printed value).
 */
export function valuation(s: GameState, id: CardId, from: 'all' | 'own' = 'all'): Cost {
  if (card(s, id).token) return FREE;
  const printed = def(s, id).cost;
  const change = valuationModification(s, id, from === 'own');
  if (change === 0) return printed;
  return { money: Math.max(0, printed.money + change), traits: printed.traits };
}

/** The money part of the card's valuation now (2.4.1). */
export function moneyValuation(s: GameState, id: CardId, from: 'all' | 'own' = 'all'): number {
  return valuation(s, id, from).money;
}

/** Money plus trait valuations now (2.4.3). */
export function totalValuationNow(s: GameState, id: CardId): number {
  return totalValuation(valuation(s, id));
}

/**
 * What selling the card pays (5.5.6.2), as the revision reads "valuation" there (`saleValuation`,
 * D-SELL-VALUE): the money valuation as it stands, or the printed one changed only by the card's own
 * text.
 */
export function saleValue(s: GameState, id: CardId): number {
  return moneyValuation(s, id, parametersOf(s).saleValuation === 'current' ? 'all' : 'own');
}
