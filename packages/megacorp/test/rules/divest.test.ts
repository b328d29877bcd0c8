import { describe, expect, it } from 'vitest';
import type { PileSpec } from '../../src/build/state.js';
import type { ActionOf } from '../../src/model/action.js';
import type { FlowValue } from '../../src/model/state.js';
import { V1_7 } from '../../src/revisions/v1.7.js';
import { applySell, legalSell, validateSell } from '../../src/rules/divest.js';
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
});
