import { describe, expect, it } from 'vitest';
import {
  type Ability,
  abilitiesOf,
  apply,
  buildState,
  type CardDefinition,
  cost,
  currentTrait,
  defineCard,
  legalActions,
} from '../../src/index.js';
import { V1_7 } from '../../src/revisions/v1.7.js';
import { keywordsOf } from '../../src/rules/card-in-play.js';
import { keywordCost } from '../../src/rules/keywords/keyword-cost.js';
import { TEST_LIBRARY } from '../../src/testing/index.js';

/** The keyword abilities and the card-text abilities, on hypothetical cards. */
const kw = (name: string, ...args: string[]) => ({ name, args });
const ab = (a: Ability) => a;

const POOL: CardDefinition[] = [
  defineCard(
    'Troll',
    'character',
    cost(2),
    { IQ: 1, EQ: 1, MQ: 1, BQ: 3 },
    {
      keywords: [kw('REGENERATION', 'annihilate', 'a', 'card')],
    },
  ),
  defineCard('Condos', 'location', cost(3), { EQ: 2 }, { keywords: [kw('DEVELOPMENT', 'IQ', 'or', 'BQ')] }),
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
              scope: { kind: 'radius', radius: 1, filter: { types: ['character'] } },
            },
          ],
          text: '+1 BQ to characters in radius 1',
        }),
      ],
    },
  ),
  defineCard(
    'Bunker',
    'location',
    cost(3),
    { MQ: 2 },
    {
      abilities: [
        ab({
          kind: 'static',
          modifiers: [
            {
              keyword: kw('FLYING'),
              scope: { kind: 'all', filter: { types: ['character'], controller: 'you' } },
            },
          ],
          condition: { kind: 'money', atLeast: 5 },
          text: 'FLYING to characters you control if you have 5M or more',
        }),
      ],
    },
  ),
];
const LIBRARY: Record<string, CardDefinition> = {
  ...TEST_LIBRARY,
  ...Object.fromEntries(POOL.map((d) => [d.name, d])),
};

function at(network: { x: number; y: number; cards: string[]; engaged?: boolean }[], money = 10) {
  return buildState({
    library: LIBRARY,
    profile: V1_7,
    turn: 5,
    players: [
      { id: 'ana', money, network: [{ x: 0, y: 0, cards: ['Ana Corp'] }, ...network] },
      { id: 'nick', network: [{ x: 0, y: 0, cards: ['Nick Corp'] }] },
    ],
  });
}

describe('keywords that are abilities (9.1)', () => {
  it('REGENERATION: annihilate a card is an activated ability whose cost names one of your other cards', () => {
    const [regen] = abilitiesOf(LIBRARY.Troll as CardDefinition, V1_7.parameters);
    expect(regen).toMatchObject({
      kind: 'activated',
      name: 'REGENERATION',
      keyword: 'REGENERATION',
      extraCosts: [{ kind: 'annihilate', filter: { controller: 'you', other: true } }],
      effects: [{ op: 'regenerate', who: 'self' }],
    });
  });

  it('DEVELOPMENT: IQ or BQ gives one DEVELOPMENT ability per trait', () => {
    const list = abilitiesOf(LIBRARY.Condos as CardDefinition, V1_7.parameters);
    expect(list.map((a) => (a.kind === 'activated' ? a.effects[0] : null))).toEqual([
      { op: 'develop', trait: 'IQ', who: 'self' },
      { op: 'develop', trait: 'BQ', who: 'self' },
    ]);
  });

  it('reads keyword costs: money, traits, engaging, annihilating', () => {
    expect(keywordCost(['1M', '+', '2BQ', 'engage'])).toEqual({
      cost: { money: 1, traits: { BQ: 2 } },
      engage: true,
      extraCosts: [],
    });
    expect(keywordCost(['annihilate', 'a', '#consumer', 'card']).extraCosts).toEqual([
      { kind: 'annihilate', filter: { controller: 'you', other: true, subtypes: ['consumer'] } },
    ]);
  });

  it('the regeneration cost is listed with each card that can pay it, and paying annihilates it', () => {
    const b = at([
      { x: 1, y: 0, cards: ['Troll'] },
      { x: 0, y: 1, cards: ['Grunt'] },
    ]);
    const troll = b.ids.Troll?.[0] as string;
    const grunt = b.ids.Grunt?.[0] as string;
    const corp = b.ids['Ana Corp']?.[0] as string;
    const legal = legalActions(b.state).filter((a) => a.type === 'activate');
    // Any card of one's own pays, the business too (which would lose the game, 1.2.10.2).
    expect(legal).toEqual(
      [corp, grunt].map((c) => ({ type: 'activate', player: 'ana', card: troll, ability: 0, choices: [c] })),
    );
    const paid = apply(b.state, legal[1] as never);
    expect(paid.ok && paid.state.players[0]?.annihilated).toEqual([grunt]);
  });
});

describe('continuous and static abilities (7.3, 7.5)', () => {
  it('a continuous +1 BQ reaches the characters in its radius while its card is disengaged', () => {
    const on = at([
      { x: 1, y: 0, cards: ['Raamaa'] },
      { x: 1, y: 1, cards: ['Beacon'] },
    ]);
    expect(currentTrait(on.state, on.ids.Raamaa?.[0] as string, 'BQ')).toBe(4);
    const off = at([
      { x: 1, y: 0, cards: ['Raamaa'] },
      { x: 1, y: 1, cards: ['Beacon'], engaged: true },
    ]);
    expect(currentTrait(off.state, off.ids.Raamaa?.[0] as string, 'BQ')).toBe(3);
  });

  it('a static ability grants a keyword while its condition holds, engaged or not', () => {
    const rich = at([
      { x: 1, y: 0, cards: ['Raamaa'] },
      { x: 0, y: 1, cards: ['Bunker'], engaged: true },
    ]);
    expect(keywordsOf(rich.state, rich.ids.Raamaa?.[0] as string).map((k) => k.name)).toEqual(['FLYING']);
    const poor = at(
      [
        { x: 1, y: 0, cards: ['Raamaa'] },
        { x: 0, y: 1, cards: ['Bunker'] },
      ],
      4,
    );
    expect(keywordsOf(poor.state, poor.ids.Raamaa?.[0] as string)).toEqual([]);
  });

  it('a static ability stops when its card is no longer legally docked', () => {
    const orphan = at([
      { x: 1, y: 0, cards: ['Raamaa'] },
      { x: 3, y: 3, cards: ['Bunker'] },
    ]);
    expect(keywordsOf(orphan.state, orphan.ids.Raamaa?.[0] as string)).toEqual([]);
  });
});
