import { describe, expect, it } from 'vitest';
import type { PileSpec } from '../../src/build/state.js';
import type { ActionOf } from '../../src/model/action.js';
import type { FlowValue } from '../../src/model/state.js';
import { V1_7 } from '../../src/revisions/v1.7.js';
import { applySell, legalSell, sellUniqueCopies, validateSell } from '../../src/rules/divest.js';
import { moneyValuation } from '../../src/rules/valuation.js';
import { ANA_NETWORK, BUY_MAIN, clauses, DIVEST_MAIN, given, NICK_NETWORK, run } from './support.js';

const sell = (card: string, player = 'ana'): ActionOf<'sell'> => ({ type: 'sell', player, card });

const board = (
  extraPiles: PileSpec[] = [],
  opts: { soldThisTurn?: boolean; flow?: FlowValue; sellPile?: 'whole-pile' } = {},
) =>
  given({
    turn: 9,
    flow: opts.flow ?? DIVEST_MAIN,
    soldThisTurn: opts.soldThisTurn ?? false,
    ...(opts.sellPile
      ? { profile: { ...V1_7, parameters: { ...V1_7.parameters, sellPile: opts.sellPile } } }
      : {}),
    players: [
      { id: 'ana', money: 5, network: [...ANA_NETWORK, ...extraPiles] },
      { id: 'nick', money: 5, network: NICK_NETWORK },
    ],
  });

describe('selling in the Divest Phase (5.5)', () => {
  it('5.5.6.2 the seller gains the money valuation and 5.5.6.3 the card goes into his open market', () => {
    const g = board([{ x: -1, y: 0, cards: ['Hierarch'] }]);
    const hierarch = g.id('Hierarch');
    expect(validateSell(g.state, sell(hierarch))).toBeNull();
    const { state, events } = run(g.state, (tx) => applySell(tx, sell(hierarch)));
    expect(state.players[0]?.money).toBe(9);
    expect(state.players[0]?.openMarket).toEqual([hierarch]);
    expect(state.players[0]?.network).toHaveLength(2);
    expect(state.soldThisTurn).toBe(true);
    expect(state.cards[hierarch]?.enteredTurn).toBeNull();
    expect(clauses(events)).toEqual(['5.5.6.2', '1.2.6', '5.5.6.3']);
  });

  it('5.5.4 a player may not sell his business', () => {
    const g = board();
    const v = validateSell(g.state, sell(g.id('Ana Corp')));
    expect(v?.key).toBe('divest.cannot-sell-business');
    expect(v?.clause).toBe('5.5.4');
  });

  it('5.5.2 only one card is sold per Divest Phase', () => {
    const g = board([], { soldThisTurn: true });
    expect(validateSell(g.state, sell(g.id('Raamaa')))?.clause).toBe('5.5.2');
    expect(legalSell(g.state, 'ana')).toEqual([]);
  });

  it('3.2.1.8 an engaged card cannot be sold', () => {
    const g = board([{ x: -1, y: 0, cards: ['Grunt'], engaged: true }]);
    expect(validateSell(g.state, sell(g.id('Grunt')))?.clause).toBe('3.2.1.8');
  });

  it('5.5.5 a card that came into play this turn cannot be sold', () => {
    const g = board([{ x: -1, y: 0, cards: [{ name: 'Grunt', enteredTurn: 9 }] }]);
    expect(validateSell(g.state, sell(g.id('Grunt')))?.clause).toBe('5.5.5');
  });

  it('9.19 a LOYAL card cannot be sold', () => {
    const g = board([{ x: -1, y: 0, cards: ['Old Guard'] }]);
    expect(validateSell(g.state, sell(g.id('Old Guard')))?.clause).toBe('9.19');
  });

  it('5.5.3 selling a pile sells its top card and destroys the cards bonded under it (3.10.7)', () => {
    const g = board([{ x: -1, y: 0, cards: ['Hierarch', 'Lineage'] }]);
    const { state, events } = run(g.state, (tx) => applySell(tx, sell(g.id('Hierarch'))));
    expect(state.players[0]?.money).toBe(9);
    expect(state.players[0]?.openMarket).toEqual([g.id('Lineage'), g.id('Hierarch')]);
    expect(state.players[0]?.network).toHaveLength(2);
    expect(clauses(events)).toEqual(['5.5.6.2', '1.2.6', '5.5.6.3', '3.10.7']);
  });

  it('5.5.3 a bonded card is sold only through the top card of its pile', () => {
    const g = board([{ x: -1, y: 0, cards: ['Hierarch', 'Lineage'] }]);
    expect(validateSell(g.state, sell(g.id('Lineage')))?.key).toBe('divest.sell-top-of-pile');
  });

  it('a whole-pile revision pays every card of the pile and puts them all in the open market', () => {
    const g = board([{ x: -1, y: 0, cards: ['Hierarch', 'Lineage'] }], { sellPile: 'whole-pile' });
    const { state, events } = run(g.state, (tx) => applySell(tx, sell(g.id('Hierarch'))));
    expect(state.players[0]?.money).toBe(11);
    expect(state.players[0]?.openMarket).toEqual([g.id('Hierarch'), g.id('Lineage')]);
    expect(clauses(events)[0]).toBe('5.5.3');
  });

  it('5.5.1 cards are sold only by the active player, in the Divest Phase, from among the cards he controls', () => {
    const g = board();
    expect(validateSell(g.state, sell(g.id('Illithis'), 'nick'))?.key).toBe('divest.only-in-divest-phase');
    expect(validateSell(g.state, sell(g.id('Illithis')))?.key).toBe('action.not-your-card');
    const early = board([], { flow: BUY_MAIN });
    expect(validateSell(early.state, sell(early.id('Raamaa')))?.clause).toBe('5.5.1');
    expect(validateSell(g.state, sell('ana.404'))?.key).toBe('action.unknown-card');
  });

  it('legal sales: every sellable top card the active player controls', () => {
    const g = board([
      { x: -1, y: 0, cards: ['Hierarch', 'Lineage'] },
      { x: 0, y: 1, cards: ['Grunt'], engaged: true },
    ]);
    const legal = legalSell(g.state, 'ana');
    expect(legal).toEqual([sell(g.id('Raamaa')), sell(g.id('Hierarch'))]);
    expect(legalSell(g.state, 'nick')).toEqual([]);
  });

  it('5.5.1 once the active player has sold, another player is still refused for the phase, not the one-sale limit', () => {
    const g = board([], { soldThisTurn: true });
    expect(validateSell(g.state, sell(g.id('Illithis'), 'nick'))?.key).toBe('divest.only-in-divest-phase');
  });

  it('5.5.1 holding priority in another player’s Divest Phase does not let him sell', () => {
    const g = given({
      turn: 9,
      flow: DIVEST_MAIN,
      priority: { holder: 'nick', passes: 1 },
      players: [
        { id: 'ana', money: 5, network: ANA_NETWORK },
        { id: 'nick', money: 5, network: NICK_NETWORK },
      ],
    });
    expect(validateSell(g.state, sell(g.id('Illithis'), 'nick'))?.key).toBe('divest.only-in-divest-phase');
    // 5.5.7 and 3.9.5: the active player sells only while he holds priority himself.
    const refusal = validateSell(g.state, sell(g.id('Raamaa')));
    expect(refusal?.key).toBe('divest.only-in-divest-phase');
    expect(refusal?.hint).toBe('wait until ana holds priority again');
  });

  it('5.5.6.3 the sale’s events name the card and its seller', () => {
    const g = board([{ x: -1, y: 0, cards: ['Hierarch'] }]);
    const hierarch = g.id('Hierarch');
    const { events } = run(g.state, (tx) => applySell(tx, sell(hierarch)));
    expect(events.find((e) => e.type === 'divest.sold-to-open-market')).toMatchObject({
      card: hierarch,
      player: 'ana',
    });
    expect(events.find((e) => e.type === 'divest.sale-pays-valuation')).toMatchObject({
      card: hierarch,
      amount: 4,
    });
  });

  it('7.9.4 a sold token pays its valuation and ceases to exist instead of going to the open market', () => {
    const g = board([{ x: -1, y: 0, cards: [{ name: 'Grunt', token: true }] }]);
    const token = g.id('Grunt');
    const { state, events } = run(g.state, (tx) => applySell(tx, sell(token)));
    expect(state.cards[token]).toBeUndefined();
    expect(state.players[0]?.openMarket).toEqual([]);
    expect(events.find((e) => e.type === 'destruction.token-ceases')?.card).toBe(token);
  });

  it('whole-pile revision: the sale event pays the valuation of the whole pile', () => {
    const g = board([{ x: -1, y: 0, cards: ['Hierarch', 'Lineage'] }], { sellPile: 'whole-pile' });
    const { events } = run(g.state, (tx) => applySell(tx, sell(g.id('Hierarch'))));
    expect(events[0]).toMatchObject({
      type: 'divest.whole-pile-sold',
      player: 'ana',
      card: g.id('Hierarch'),
      amount: 6,
    });
  });
});

describe('copies in hand of a unique card (7.8), where the revision sells them', () => {
  const withCopies = (
    uniqueCopiesInHand: 'may-sell' | 'must-sell',
    ana: { hand: string[]; network?: PileSpec[] },
    nickNetwork: PileSpec[] = [],
  ) =>
    given({
      turn: 9,
      flow: DIVEST_MAIN,
      profile: { ...V1_7, parameters: { ...V1_7.parameters, uniqueCopiesInHand } },
      players: [
        { id: 'ana', money: 5, hand: ana.hand, network: [...ANA_NETWORK, ...(ana.network ?? [])] },
        { id: 'nick', money: 5, network: [...NICK_NETWORK, ...nickNetwork] },
      ],
    });
  const ICON_IN_PLAY: PileSpec = { x: -1, y: 0, cards: [{ name: 'Icon', enteredTurn: 3 }] };
  const handOf = (s: { players: readonly { hand: readonly string[] }[] }) => s.players[0]?.hand ?? [];

  it('may-sell: the copies are sold, all at once, only while their owner controls the unique card in play', () => {
    const alone = withCopies('may-sell', { hand: ['Icon'] });
    expect(validateSell(alone.state, sell(handOf(alone.state)[0] as string))?.key).toBe(
      'divest.unique-copies-sold',
    );

    const g = withCopies('may-sell', { hand: ['Icon', 'Grunt', 'Icon'], network: [ICON_IN_PLAY] });
    const [copy, grunt, second] = handOf(g.state) as [string, string, string];
    expect(validateSell(g.state, sell(copy))).toBeNull();
    // One sale offered for the two copies; the Grunt in hand is not for sale.
    expect(
      legalSell(g.state, 'ana').filter((a) => a.type === 'sell' && handOf(g.state).includes(a.card)),
    ).toEqual([sell(copy)]);
    const paid = moneyValuation(g.state, copy) + moneyValuation(g.state, second);
    const { state, events } = run(g.state, (tx) => applySell(tx, sell(copy)));
    expect(paid).toBeGreaterThan(0);
    expect(state.players[0]?.money).toBe(5 + paid);
    expect(handOf(state)).toEqual([grunt]);
    expect([...(state.players[0]?.openMarket ?? [])].sort()).toEqual([copy, second].sort());
    expect(events[0]).toMatchObject({ type: 'divest.unique-copies-sold', player: 'ana', amount: paid });
    // 5.5.2: that was the phase's one sale.
    expect(state.soldThisTurn).toBe(true);
  });

  it('may-sell: a unique card in play with a card bonded under it still lets its copies be sold', () => {
    const bonded: PileSpec = { x: -1, y: 0, cards: [{ name: 'Icon', enteredTurn: 3 }, 'Lineage'] };
    const g = withCopies('may-sell', { hand: ['Icon'], network: [bonded] });
    expect(validateSell(g.state, sell(handOf(g.state)[0] as string))).toBeNull();
  });

  it('may-sell: another player’s unique card in play does not let him sell his copies', () => {
    const g = withCopies('may-sell', { hand: ['Icon'] }, [ICON_IN_PLAY]);
    expect(validateSell(g.state, sell(handOf(g.state)[0] as string))?.key).toBe('divest.unique-copies-sold');
  });

  it('must-sell: as the phase begins only the copies of a unique card in play are sold, never a common card', () => {
    const g = withCopies('must-sell', {
      hand: ['Grunt', 'Icon'],
      network: [ICON_IN_PLAY, { x: 0, y: 1, cards: ['Grunt'] }],
    });
    const [grunt, copy] = handOf(g.state) as [string, string];
    const { state } = run(g.state, (tx) => sellUniqueCopies(tx));
    expect(handOf(state)).toEqual([grunt]);
    expect(state.players[0]?.openMarket).toEqual([copy]);
  });
});

describe('selling needs priority with an empty stack (5.5.1, 3.9.5)', () => {
  it('without priority the refusal says to wait for it; with the stack full, to let it resolve', () => {
    const g = board([{ x: 0, y: 1, cards: [{ name: 'Grunt', enteredTurn: 3 }] }]);
    const grunt = g.id('Grunt');
    const noPriority = validateSell({ ...g.state, priority: null }, sell(grunt));
    expect(noPriority?.key).toBe('divest.only-in-divest-phase');
    expect(noPriority?.hint).toBe('wait until ana holds priority again');
    const item = {
      id: 1,
      kind: 'ability',
      source: grunt,
      ability: 0,
      controller: 'ana',
      targets: [],
    } as const;
    const waiting = validateSell({ ...g.state, stack: [item] }, sell(grunt));
    expect(waiting?.hint).toBe('let the stack resolve first');
  });
});
