import type { CardDefinition } from '../model/card.js';
import { cost, defineCard } from './define.js';

/**
 * A small pool of invented plain cards, without keywords: the core of the demo decks (demo.ts) and the
 * unit tests' library (`TEST_LIBRARY`, testing/). Placeholders, not cards from the rulebooks.
 */
export const PLAIN_CARDS: Readonly<Record<string, CardDefinition>> = Object.fromEntries(
  [
    defineCard('Ana Corp', 'business', cost(15), { IQ: 1, EQ: 1, MQ: 1, BQ: 3 }),
    defineCard('Nick Corp', 'business', cost(15), { IQ: 1, EQ: 1, MQ: 1, BQ: 3 }),
    defineCard('Raamaa', 'character', cost(4, { BQ: 1 }), { IQ: 2, EQ: 1, MQ: 1, BQ: 3 }, { founder: true }),
    defineCard(
      'Illithis',
      'character',
      cost(4, { IQ: 1 }),
      { IQ: 3, EQ: 2, MQ: 1, BQ: 1 },
      { founder: true },
    ),
    defineCard('Gnost Cleric', 'character', cost(2), { IQ: 1, EQ: 1, MQ: 2, BQ: 1 }),
    defineCard('Hierarch', 'character', cost(4, { BQ: 3 }), { IQ: 1, EQ: 2, MQ: null, BQ: 4 }),
    defineCard('Lineage', 'equipment', cost(2), { BQ: 1 }),
    defineCard('Grunt', 'character', cost(1), { IQ: 0, EQ: 1, MQ: 1, BQ: 2 }),
    defineCard('Watchtower', 'location', cost(3), { IQ: 1, MQ: 2 }),
    defineCard('Market Stall', 'location', cost(2), { EQ: 1 }, { cashflow: 1 }),
    defineCard('Costly Lab', 'location', cost(2), { IQ: 2 }, { upkeep: cost(1) }),
    defineCard('Affluent Customers', 'resource', cost(1), { EQ: 1 }, { cashflow: 2 }),
    defineCard(
      'Windfall',
      'event',
      cost(1),
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
    defineCard(
      'Psionic Scream',
      'event',
      cost(1, { IQ: 1 }),
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
    defineCard(
      'Zap',
      'event',
      cost(1),
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
    defineCard('Banner', 'event', cost(2), {}, { permanent: true }),
    defineCard('Filler', 'character', cost(1), { IQ: 1, EQ: 1, MQ: 1, BQ: 1 }),
    // Cards for the accounting, buy, ability, divest and effect rule tests.
    defineCard(
      'Fixer',
      'character',
      cost(2),
      { IQ: 2, EQ: 1, MQ: 1, BQ: 1 },
      {
        abilities: [
          {
            kind: 'activated',
            cost: cost(1),
            engage: true,
            effects: [{ op: 'gain-money', amount: 2, who: 'controller' }],
            text: 'Engage this card and pay 1 M: gain 2 M.',
          },
        ],
      },
    ),
    defineCard(
      'Saboteur',
      'character',
      cost(2),
      { IQ: 1, EQ: 1, MQ: 1, BQ: 2 },
      {
        abilities: [
          {
            kind: 'activated',
            cost: cost(0, { IQ: 1 }),
            effects: [{ op: 'damage', trait: 'BQ', amount: 1, who: 'target-card' }],
            text: 'Pay 1 IQ: deal 1 BQ damage to target card.',
          },
        ],
      },
    ),
    defineCard('Icon', 'character', cost(3), { IQ: 1, EQ: 2, MQ: 1, BQ: 2 }, { unique: true }),
    defineCard(
      'Old Guard',
      'character',
      cost(2),
      { IQ: 1, EQ: 1, MQ: 2, BQ: 2 },
      { keywords: [{ name: 'LOYAL', args: [] }] },
    ),
    defineCard(
      'Quick Response',
      'character',
      cost(2),
      { IQ: 1, EQ: 1, MQ: 1, BQ: 2 },
      { keywords: [{ name: 'ABRUPT', args: [] }] },
    ),
    defineCard('Mind Lab', 'location', cost(2), { IQ: 3 }, { upkeep: cost(0, { IQ: 1 }) }),
    defineCard('Kiosk', 'location', cost(1), { EQ: 1 }, { cashflow: 0.5 }),
    defineCard(
      'Recruiter',
      'character',
      cost(2),
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
    defineCard(
      'Weaken',
      'event',
      cost(1),
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
    defineCard(
      'Demolition',
      'event',
      cost(2),
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
    defineCard(
      'Lawsuit',
      'event',
      cost(1),
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
    defineCard(
      'Lockdown',
      'event',
      cost(1),
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
    defineCard(
      'Rally',
      'event',
      cost(1),
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
