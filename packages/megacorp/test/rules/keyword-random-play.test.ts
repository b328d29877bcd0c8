import { canonicalJson, checkInvariants, replay } from '@arbiter/core';
import { describe, expect, it } from 'vitest';
import {
  type Ability,
  type CardDefinition,
  cost,
  DEMO_LIBRARY,
  defineCard,
  INVARIANTS,
  megacorpModule,
  newGame,
  playRandom,
} from '../../src/index.js';
import { BUILT_IN_PROFILES } from '../../src/revisions/index.js';
import type { RevisionProfile } from '../../src/revisions/profile.js';

/**
 * Random games with decks full of ability keywords and card abilities: every decision they add (a
 * search, a move, a regeneration, a dock after DEAD DROP) is listed by `legalActions`, accepted by
 * `apply`, and keeps every invariant, under every built-in revision. Hypothetical cards.
 */
const kw = (name: string, ...args: string[]) => ({ name, args });
const ab = (a: Ability) => a;

const KEYWORD_CARDS: CardDefinition[] = [
  defineCard(
    'Troll',
    'character',
    cost(2),
    { IQ: 1, EQ: 1, MQ: 1, BQ: 3 },
    { keywords: [kw('REGENERATION', '2M')] },
  ),
  defineCard(
    'Courier',
    'character',
    cost(2),
    { IQ: 1, EQ: 1, MQ: 1, BQ: 2 },
    { keywords: [kw('MOVE', '1M')] },
  ),
  defineCard(
    'Shifter',
    'character',
    cost(2),
    { IQ: 2, EQ: 1, MQ: 1, BQ: 1 },
    { keywords: [kw('SWAP', '1M')] },
  ),
  defineCard(
    'Scout',
    'character',
    cost(2),
    { IQ: 1, EQ: 2, MQ: 1, BQ: 1 },
    { keywords: [kw('INDEPENDENT')] },
  ),
  defineCard(
    'Mutant',
    'character',
    cost(3),
    { IQ: 1, EQ: 1, MQ: 1, BQ: 3 },
    { keywords: [kw('MUTATION', '3')] },
  ),
  defineCard(
    'Claws',
    'equipment',
    cost(2),
    { BQ: 1 },
    {
      subtypes: ['mutation'],
      abilities: [
        ab({
          kind: 'static',
          modifiers: [{ trait: 'BQ', amount: 1, scope: { kind: 'bonded-top' } }],
          text: '+1 BQ',
        }),
      ],
    },
  ),
  defineCard(
    'Quartermaster',
    'character',
    cost(2),
    { IQ: 1, EQ: 2, MQ: 1, BQ: 1 },
    { keywords: [kw('DEAD DROP', '5')] },
  ),
  defineCard('Marsh', 'location', cost(1), { MQ: 1, BQ: 1 }, { keywords: [kw('TERRAIN')] }),
  defineCard('Bodyguard', 'character', cost(3), { IQ: 1, EQ: 1, MQ: 1, BQ: 3 }, { keywords: [kw('LOYAL')] }),
  defineCard('Harness', 'equipment', cost(1), { BQ: 1 }, { keywords: [kw('BOND')] }),
  defineCard('Wave', 'event', cost(2), { MQ: 0 }, { keywords: [kw('DISASTER LEVEL', '1')] }),
  defineCard('Crisis', 'event', cost(1), {}, { subtypes: ['crisis'] }),
  defineCard('Condos', 'location', cost(3), { EQ: 2 }, { keywords: [kw('DEVELOPMENT', 'BQ')] }),
  defineCard(
    'Beacon',
    'location',
    cost(3),
    { MQ: 2 },
    {
      abilities: [
        ab({
          kind: 'continuous',
          modifiers: [
            {
              trait: 'BQ',
              amount: 1,
              scope: { kind: 'radius', radius: 1, filter: { types: ['character'], controller: 'you' } },
            },
          ],
          text: '+1 BQ to characters you control in radius 1',
        }),
      ],
    },
  ),
  defineCard(
    'Demolition',
    'event',
    cost(1),
    {},
    {
      abilities: [
        ab({
          kind: 'automatic',
          trigger: 'deployed',
          effects: [{ op: 'destroy', who: 'target-card', filter: { types: ['character'] } }],
          text: 'Destroy target character.',
        }),
      ],
    },
  ),
  defineCard(
    'Drone Bay',
    'location',
    cost(2),
    { IQ: 1 },
    {
      abilities: [
        ab({
          kind: 'automatic',
          trigger: 'deployed',
          effects: [{ op: 'token', name: 'Drone', count: 1, who: 'controller' }],
          text: 'Create a Drone token.',
        }),
      ],
    },
  ),
  defineCard('Drone', 'character', cost(0), { IQ: 0, EQ: 0, MQ: 0, BQ: 1 }, { token: true }),
];

const LIBRARY: Record<string, CardDefinition> = {
  ...DEMO_LIBRARY,
  ...Object.fromEntries(KEYWORD_CARDS.map((d) => [d.name, d])),
};

const MAIN = KEYWORD_CARDS.filter((d) => d.type !== 'business' && !d.token).map((d) => d.name);

function deck(): string[] {
  const out: string[] = [];
  for (let i = 0; out.length < 40; i++) {
    const name = MAIN[i % MAIN.length] as string;
    if (out.filter((n) => n === name).length < 4) out.push(name);
  }
  return out;
}

function start(profile: RevisionProfile, seed: number) {
  const g = newGame({
    library: LIBRARY,
    profile,
    seed,
    firstPlayer: 'random',
    players: ['Ana', 'Nick'].map((id, i) => ({
      id,
      business: i === 0 ? 'Ana Holdings' : 'Nick Holdings',
      founder: i === 0 ? 'Raamaa' : 'Illithis',
      mainDeck: deck(),
      resourceDeck: Array.from({ length: 20 }, () => 'Affluent Customers'),
    })),
  });
  if (!g.ok) throw new Error(g.problems.map((p) => p.message).join('; '));
  return g.state;
}

describe('random games with ability keywords', () => {
  for (const profile of BUILT_IN_PROFILES) {
    for (const seed of [1, 2, 3, 4, 5]) {
      it(`${profile.id}, seed ${seed}: invariants hold, the decisions are all listed, replay agrees`, () => {
        const initial = start(profile, seed);
        const broken: string[] = [];
        const game = playRandom(initial, {
          seed,
          maxActions: 6_000,
          onStep: (next, prev, action) => {
            const f = checkInvariants(INVARIANTS, next, prev, action);
            broken.push(...f.map((x) => `${x.invariant} (${x.clause}): ${x.message}`));
            return f.length ? 'broken' : undefined;
          },
        });
        expect(game.refused).toBeUndefined();
        expect(broken).toEqual([]);
        const again = replay(megacorpModule.apply, initial, game.actions);
        expect(again.ok).toBe(true);
        if (again.ok) expect(canonicalJson(again.state)).toBe(canonicalJson(game.final));
      }, 30_000);
    }
  }
});
