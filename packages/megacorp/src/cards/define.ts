import type { CardDefinition, CardType, Cost } from '../model/card.js';
import type { TraitScores } from '../model/traits.js';

/** A terse card constructor: the demo decks, the scenarios' default cards and tests define cards with it. */
export function defineCard(
  name: string,
  type: CardType,
  cost: Cost,
  traits: Partial<TraitScores>,
  extra: Partial<CardDefinition> = {},
): CardDefinition {
  return {
    name,
    type,
    subtypes: [],
    cost,
    traits: { IQ: null, EQ: null, MQ: null, BQ: null, ...traits },
    keywords: [],
    abilities: [],
    ...extra,
  };
}

/** A cost or valuation (2.4): money, and trait amounts where the card asks for them. */
export const cost = (money: number, traits: Cost['traits'] = {}): Cost => ({ money, traits });
