import type { CardDefinition } from '../model/card.js';
import type { RevisionProfile } from '../revisions/profile.js';
import { V1_7 } from '../revisions/v1.7.js';
import type { GameConfig } from '../rules/setup.js';
import { cost, defineCard } from './define.js';
import { PLAIN_CARDS } from './plain.js';

/**
 * Plain cards for demo and random play until the reference card pool exists (keyword issue).
 * Invented placeholders, not cards from the rulebooks.
 */
const EXTRA: CardDefinition[] = [
  // Sturdier businesses than the plain ones, so random games last long enough to exercise every phase.
  defineCard('Ana Holdings', 'business', cost(20), { IQ: 6, EQ: 6, MQ: 6, BQ: 8 }),
  defineCard('Nick Holdings', 'business', cost(20), { IQ: 6, EQ: 6, MQ: 6, BQ: 8 }),
  defineCard('Street Informant', 'character', cost(1), { IQ: 1, EQ: 1, MQ: 0, BQ: 1 }),
  defineCard('Data Broker', 'character', cost(2, { IQ: 1 }), { IQ: 3, EQ: 1, MQ: 1, BQ: 1 }),
  defineCard('Enforcer', 'character', cost(3, { BQ: 1 }), { IQ: 0, EQ: 1, MQ: 1, BQ: 4 }),
  defineCard('Negotiator', 'character', cost(2, { EQ: 1 }), { IQ: 1, EQ: 3, MQ: 2, BQ: 1 }),
  defineCard('Armored Van', 'vehicle', cost(2), { BQ: 3 }),
  defineCard('Safehouse', 'location', cost(2), { MQ: 2, BQ: 2 }, { cashflow: 1 }),
  defineCard(
    'Insider Tip',
    'event',
    cost(1),
    {},
    {
      abilities: [
        {
          kind: 'automatic',
          trigger: 'deployed',
          effects: [{ op: 'draw', count: 2, who: 'controller' }],
          text: 'Draw 2 cards.',
        },
      ],
    },
  ),
  defineCard(
    'Audit',
    'event',
    cost(2),
    {},
    {
      abilities: [
        {
          kind: 'automatic',
          trigger: 'deployed',
          effects: [{ op: 'lose-money', amount: 2, who: 'each-opponent' }],
          text: 'Each opponent loses 2 M.',
        },
      ],
    },
  ),
  defineCard('Stock Dividend', 'resource', cost(1), { MQ: 1 }, { cashflow: 1 }),
  defineCard('Side Business', 'resource', cost(2), { IQ: 1, EQ: 1 }, { cashflow: 2, upkeep: cost(1) }),
];

export const DEMO_LIBRARY: Readonly<Record<string, CardDefinition>> = {
  ...PLAIN_CARDS,
  ...Object.fromEntries(EXTRA.map((c) => [c.name, c])),
};

const MAIN_A = [
  'Gnost Cleric',
  'Grunt',
  'Street Informant',
  'Data Broker',
  'Enforcer',
  'Negotiator',
  'Lineage',
  'Armored Van',
  'Watchtower',
  'Windfall',
  'Zap',
];
const MAIN_B = [
  'Hierarch',
  'Grunt',
  'Street Informant',
  'Enforcer',
  'Negotiator',
  'Market Stall',
  'Safehouse',
  'Costly Lab',
  'Insider Tip',
  'Audit',
  'Psionic Scream',
];

function fill(names: readonly string[], size: number, perName: number): string[] {
  const out: string[] = [];
  for (let i = 0; out.length < size; i++) {
    const name = names[i % names.length] as string;
    if (out.filter((n) => n === name).length < perName) out.push(name);
    if (i > size * 10) break;
  }
  return out;
}

/** Two legal decks (40 main, 20 resource, business, founder) for a two-player demo or random game. */
export function demoConfig(
  seed: number,
  profile: RevisionProfile = V1_7,
  players = ['Ana', 'Nick'],
): GameConfig {
  return {
    library: DEMO_LIBRARY,
    profile,
    seed,
    firstPlayer: 'random',
    players: players.map((id, i) => ({
      id,
      business: i % 2 === 0 ? 'Ana Holdings' : 'Nick Holdings',
      founder: i % 2 === 0 ? 'Raamaa' : 'Illithis',
      mainDeck: fill(i % 2 === 0 ? MAIN_A : MAIN_B, 40, 4),
      resourceDeck: fill(['Affluent Customers', 'Stock Dividend', 'Side Business'], 20, 20),
    })),
  };
}
