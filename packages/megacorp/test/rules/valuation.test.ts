import { describe, expect, it } from 'vitest';
import { buildState, type PileSpec, type PlayerSpec } from '../../src/build/state.js';
import { defineCard as card, cost as M } from '../../src/cards/define.js';
import type { ActionOf } from '../../src/model/action.js';
import type { Ability, CardDefinition, ModifierScope, ValuationChange } from '../../src/model/card.js';
import { ED3_0_EN, ED3_0_FR, V1_5_5, V1_7 } from '../../src/revisions/index.js';
import type { RevisionProfile } from '../../src/revisions/profile.js';
import { buyPrice } from '../../src/rules/buy.js';
import { applySell } from '../../src/rules/divest.js';
import { candidates } from '../../src/rules/search.js';
import { moneyValuation, saleValue, totalValuationNow, valuation } from '../../src/rules/valuation.js';
import { TEST_LIBRARY } from '../../src/testing/index.js';
import { DIVEST_MAIN, run } from './support.js';

/**
 * Changes of valuation (2.4) made by continuous and static abilities (7.3, 7.5): W-08's Hypermarket
 * and D-SELL-VALUE. Hypothetical cards: the books give no Hypermarket numbers.
 */
const lasting = (
  kind: 'static' | 'continuous',
  valuation: ValuationChange,
  scope: ModifierScope,
  text: string,
): Ability => ({ kind, modifiers: [{ scope, valuation }], text });

const POOL: CardDefinition[] = [
  card(
    'Mart',
    'location',
    M(5, { EQ: 1 }),
    { EQ: 2, BQ: 3 },
    {
      subtypes: ['building'],
      abilities: [
        lasting(
          'static',
          { money: 2, per: { kind: 'cards', filter: { subtypes: ['infrastructure'], controller: 'you' } } },
          { kind: 'self' },
          'value +2M per #infrastructure card you control to this card',
        ),
      ],
    },
  ),
  card('Road', 'location', M(2), { EQ: 1 }, { subtypes: ['infrastructure'] }),
  card(
    'Zoning',
    'location',
    M(3),
    { EQ: 1 },
    {
      abilities: [
        lasting(
          'continuous',
          { money: 3 },
          { kind: 'all', filter: { subtypes: ['building'], controller: 'you' } },
          'value +3M to #building cards you control',
        ),
      ],
    },
  ),
  card(
    'Condos',
    'location',
    M(4),
    { EQ: 2 },
    {
      abilities: [
        lasting(
          'static',
          { money: 1, per: { kind: 'counters', name: 'development' } },
          { kind: 'self' },
          'value +1M per development counter to this card',
        ),
      ],
    },
  ),
  card(
    'Slum',
    'location',
    M(2),
    { EQ: 1 },
    {
      abilities: [lasting('static', { money: -5 }, { kind: 'self' }, 'value -5M to this card')],
    },
  ),
];
const LIBRARY: Record<string, CardDefinition> = {
  ...TEST_LIBRARY,
  ...Object.fromEntries(POOL.map((d) => [d.name, d])),
};

function board(
  ana: PileSpec[],
  opts: { profile?: RevisionProfile; nick?: PileSpec[]; hand?: string[]; deck?: string[] } = {},
) {
  const players: PlayerSpec[] = [
    {
      id: 'ana',
      money: 10,
      hand: opts.hand ?? [],
      ...(opts.deck ? { mainDeck: opts.deck } : {}),
      network: [{ x: 0, y: 0, cards: ['Ana Corp'] }, { x: 1, y: 0, cards: ['Raamaa'] }, ...ana],
    },
    {
      id: 'nick',
      money: 10,
      network: [
        { x: 0, y: 0, cards: ['Nick Corp'] },
        { x: 1, y: 0, cards: ['Illithis'] },
        ...(opts.nick ?? []),
      ],
    },
  ];
  const b = buildState({
    library: LIBRARY,
    profile: opts.profile ?? V1_7,
    turn: 9,
    flow: DIVEST_MAIN,
    players,
  });
  const id = (name: string, i = 0) => b.ids[name]?.[i] as string;
  return { state: b.state, id };
}

const sell = (card: string): ActionOf<'sell'> => ({ type: 'sell', player: 'ana', card });

describe('a valuation changed by card text (2.4, 7.5)', () => {
  it('grows by 2M per #infrastructure card its controller has; an opponent’s do not count', () => {
    const none = board([{ x: 0, y: 1, cards: ['Mart'] }], { nick: [{ x: 0, y: 1, cards: ['Road'] }] });
    expect(moneyValuation(none.state, none.id('Mart'))).toBe(5);
    const two = board(
      [
        { x: 0, y: 1, cards: ['Mart'] },
        { x: -1, y: 0, cards: ['Road'] },
        { x: 0, y: -1, cards: ['Road'] },
      ],
      { nick: [{ x: 0, y: 1, cards: ['Road'] }] },
    );
    // Only the money part changes (2.4.1): the trait valuation stays 1 EQ, so the total is 9 + 1.
    expect(valuation(two.state, two.id('Mart'))).toEqual({ money: 9, traits: { EQ: 1 } });
    expect(totalValuationNow(two.state, two.id('Mart'))).toBe(10);
  });

  it('a continuous change needs its card disengaged (7.3.1); a static one does not (7.5)', () => {
    const piles = (engaged: boolean): PileSpec[] => [
      { x: 0, y: 1, cards: ['Mart'] },
      { x: -1, y: 0, cards: ['Road'], engaged },
      { x: 0, y: -1, cards: ['Zoning'], engaged },
    ];
    const up = board(piles(false));
    expect(moneyValuation(up.state, up.id('Mart'))).toBe(5 + 2 + 3);
    const down = board(piles(true));
    expect(moneyValuation(down.state, down.id('Mart'))).toBe(5 + 2);
  });

  it('counts named counters on the card (7.10): W-09’s condominiums gain value as they develop', () => {
    const b = board([{ x: 0, y: 1, cards: [{ name: 'Condos', counters: { development: 3 } }] }]);
    expect(moneyValuation(b.state, b.id('Condos'))).toBe(7);
  });

  it('never goes below 0 M, and a token has no valuation whatever reaches it (7.9.1)', () => {
    const b = board([
      { x: 0, y: 1, cards: ['Slum'] },
      { x: -1, y: 0, cards: [{ name: 'Mart', token: true }] },
      { x: 0, y: -1, cards: ['Road'] },
    ]);
    expect(moneyValuation(b.state, b.id('Slum'))).toBe(0);
    expect(valuation(b.state, b.id('Mart'))).toEqual({ money: 0, traits: {} });
  });

  it('reaches only cards in play: in a hand or a deck the printed valuation counts (6.8 searches)', () => {
    const b = board(
      [
        { x: -1, y: 0, cards: ['Road'] },
        { x: 0, y: -1, cards: ['Zoning'] },
      ],
      {
        hand: ['Mart'],
        deck: ['Mart', 'Road'],
      },
    );
    expect(moneyValuation(b.state, b.id('Mart'))).toBe(5);
    // A search for a #building valued at most 5M finds the Mart in the deck: its text does not apply there.
    const found = candidates(b.state, 'ana', {
      who: 'controller',
      zones: 'main-deck',
      filter: { subtypes: ['building'] },
      count: 1,
      valuation: { limit: 5, of: 'money', combined: false },
      into: 'hand',
    });
    const inDeck = b.state.players[0]?.mainDeck.filter((c) => b.state.cards[c]?.name === 'Mart');
    expect(found).toEqual(inDeck);
    expect(found).toHaveLength(1);
  });
});

describe('what a sale pays (5.5.6.2, D-SELL-VALUE)', () => {
  const piles: PileSpec[] = [
    { x: 0, y: 1, cards: ['Mart'] },
    { x: -1, y: 0, cards: ['Road'] },
    { x: 0, y: -1, cards: ['Zoning'] },
  ];

  it('the card’s own text changes the price under every revision (the golden rule, 1.2.1)', () => {
    for (const profile of [V1_5_5, V1_7, ED3_0_EN, ED3_0_FR]) {
      const b = board(
        [
          { x: 0, y: 1, cards: ['Mart'] },
          { x: -1, y: 0, cards: ['Road'] },
        ],
        { profile },
      );
      expect(saleValue(b.state, b.id('Mart')), profile.id).toBe(7);
    }
  });

  it('another card’s change counts in V1.5.5 and Ed 3.0 (current valuation), not in V1.7 (money valuation as printed)', () => {
    const paid = (profile: RevisionProfile) => {
      const b = board(piles, { profile });
      const { state, events } = run(b.state, (tx) => applySell(tx, sell(b.id('Mart'))));
      const sale = events.find((e) => e.type === 'divest.sale-pays-valuation');
      return [state.players[0]?.money, sale?.amount];
    };
    expect(paid(V1_5_5)).toEqual([20, 10]);
    expect(paid(ED3_0_EN)).toEqual([20, 10]);
    expect(paid(ED3_0_FR)).toEqual([20, 10]);
    expect(paid(V1_7)).toEqual([17, 7]);
  });

  it('the valuation is read before the card leaves play, where its text no longer applies', () => {
    const b = board(piles, { profile: ED3_0_EN });
    const { state } = run(b.state, (tx) => applySell(tx, sell(b.id('Mart'))));
    expect(state.players[0]?.openMarket).toEqual([b.id('Mart')]);
    expect(moneyValuation(state, b.id('Mart'))).toBe(5);
  });
});

describe('buying a card from play (3.2.1.5)', () => {
  it('costs its valuation as it stands, text included', () => {
    const b = board([
      { x: 0, y: 1, cards: ['Mart'], engaged: true },
      { x: -1, y: 0, cards: ['Road'] },
      { x: 0, y: -1, cards: ['Road'] },
    ]);
    expect(buyPrice(b.state, b.id('Mart'))).toEqual({ money: 9, traits: { EQ: 1 } });
  });
});
