import type { CardDefinition, CardType, Cost } from '../model/card.js';
import type { TraitScores } from '../model/traits.js';

/** A terse card constructor for tests and the demo game. */
export function card(
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

export const M = (money: number, traits: Cost['traits'] = {}): Cost => ({ money, traits });

/** A small generic card pool for unit tests: every card is plain, without keywords. */
export const TEST_LIBRARY: Readonly<Record<string, CardDefinition>> = Object.fromEntries(
  [
    card('Ana Corp', 'business', M(15), { IQ: 1, EQ: 1, MQ: 1, BQ: 3 }),
    card('Nick Corp', 'business', M(15), { IQ: 1, EQ: 1, MQ: 1, BQ: 3 }),
    card('Raamaa', 'character', M(4, { BQ: 1 }), { IQ: 2, EQ: 1, MQ: 1, BQ: 3 }, { founder: true }),
    card('Illithis', 'character', M(4, { IQ: 1 }), { IQ: 3, EQ: 2, MQ: 1, BQ: 1 }, { founder: true }),
    card('Gnost Cleric', 'character', M(2), { IQ: 1, EQ: 1, MQ: 2, BQ: 1 }),
    card('Hierarch', 'character', M(4, { BQ: 3 }), { IQ: 1, EQ: 2, MQ: null, BQ: 4 }),
    card('Lineage', 'equipment', M(2), { BQ: 1 }),
    card('Grunt', 'character', M(1), { IQ: 0, EQ: 1, MQ: 1, BQ: 2 }),
    card('Watchtower', 'location', M(3), { IQ: 1, MQ: 2 }),
    card('Market Stall', 'location', M(2), { EQ: 1 }, { cashflow: 1 }),
    card('Costly Lab', 'location', M(2), { IQ: 2 }, { upkeep: M(1) }),
    card('Affluent Customers', 'resource', M(1), { EQ: 1 }, { cashflow: 2 }),
    card(
      'Windfall',
      'event',
      M(1),
      {},
      {
        abilities: [
          {
            kind: 'automatic',
            trigger: 'deployed',
            effects: [{ op: 'gain-money', amount: 3, who: 'controller' }],
            text: 'You gain 3 M.',
          },
        ],
      },
    ),
    card(
      'Psionic Scream',
      'event',
      M(1, { IQ: 1 }),
      {},
      {
        abilities: [
          {
            kind: 'automatic',
            trigger: 'deployed',
            effects: [{ op: 'cancel', who: 'top-of-stack' }],
            text: 'Cancel the top of the stack.',
          },
        ],
      },
    ),
    card(
      'Zap',
      'event',
      M(1),
      {},
      {
        abilities: [
          {
            kind: 'automatic',
            trigger: 'deployed',
            effects: [{ op: 'damage', trait: 'BQ', amount: 2, who: 'target-card' }],
            text: 'Deal 2 BQ damage to target card.',
          },
        ],
      },
    ),
    card('Banner', 'event', M(2), {}, { permanent: true }),
    card('Filler', 'character', M(1), { IQ: 1, EQ: 1, MQ: 1, BQ: 1 }),
    // Cards for the accounting, buy, ability, divest and effect rule tests.
    card(
      'Fixer',
      'character',
      M(2),
      { IQ: 2, EQ: 1, MQ: 1, BQ: 1 },
      {
        abilities: [
          {
            kind: 'activated',
            cost: M(1),
            engage: true,
            effects: [{ op: 'gain-money', amount: 2, who: 'controller' }],
            text: 'Engage this card and pay 1 M: gain 2 M.',
          },
        ],
      },
    ),
    card(
      'Saboteur',
      'character',
      M(2),
      { IQ: 1, EQ: 1, MQ: 1, BQ: 2 },
      {
        abilities: [
          {
            kind: 'activated',
            cost: M(0, { IQ: 1 }),
            effects: [{ op: 'damage', trait: 'BQ', amount: 1, who: 'target-card' }],
            text: 'Pay 1 IQ: deal 1 BQ damage to target card.',
          },
        ],
      },
    ),
    card('Icon', 'character', M(3), { IQ: 1, EQ: 2, MQ: 1, BQ: 2 }, { unique: true }),
    card(
      'Old Guard',
      'character',
      M(2),
      { IQ: 1, EQ: 1, MQ: 2, BQ: 2 },
      { keywords: [{ name: 'LOYAL', args: [] }] },
    ),
    card(
      'Quick Response',
      'character',
      M(2),
      { IQ: 1, EQ: 1, MQ: 1, BQ: 2 },
      { keywords: [{ name: 'ABRUPT', args: [] }] },
    ),
    card('Mind Lab', 'location', M(2), { IQ: 3 }, { upkeep: M(0, { IQ: 1 }) }),
    card('Kiosk', 'location', M(1), { EQ: 1 }, { cashflow: 0.5 }),
    card(
      'Recruiter',
      'character',
      M(2),
      { IQ: 1, EQ: 2, MQ: 1, BQ: 1 },
      {
        abilities: [
          {
            kind: 'automatic',
            trigger: 'deployed',
            effects: [{ op: 'draw', count: 1, who: 'controller' }],
            text: 'When deployed, draw a card.',
          },
        ],
      },
    ),
    card(
      'Weaken',
      'event',
      M(1),
      {},
      {
        abilities: [
          {
            kind: 'automatic',
            trigger: 'deployed',
            effects: [{ op: 'counter', trait: 'BQ', amount: -2, who: 'target-card' }],
            text: 'Put a -2 BQ counter on target card.',
          },
        ],
      },
    ),
    card(
      'Demolition',
      'event',
      M(2),
      {},
      {
        abilities: [
          {
            kind: 'automatic',
            trigger: 'deployed',
            effects: [{ op: 'destroy', who: 'target-card' }],
            text: 'Destroy target card.',
          },
        ],
      },
    ),
    card(
      'Lawsuit',
      'event',
      M(1),
      {},
      {
        abilities: [
          {
            kind: 'automatic',
            trigger: 'deployed',
            effects: [{ op: 'lose-money', amount: 2, who: 'target-player' }],
            text: 'Target player loses 2 M.',
          },
        ],
      },
    ),
    card(
      'Lockdown',
      'event',
      M(1),
      {},
      {
        abilities: [
          {
            kind: 'automatic',
            trigger: 'deployed',
            effects: [{ op: 'engage', who: 'target-card' }],
            text: 'Engage target card.',
          },
        ],
      },
    ),
    card(
      'Rally',
      'event',
      M(1),
      {},
      {
        abilities: [
          {
            kind: 'automatic',
            trigger: 'deployed',
            effects: [{ op: 'disengage', who: 'target-card' }],
            text: 'Disengage target card.',
          },
        ],
      },
    ),
  ].map((c) => [c.name, c]),
);
