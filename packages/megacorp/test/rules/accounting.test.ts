import { describe, expect, it } from 'vitest';
import {
  applyPayUpkeep,
  disengageAll,
  drawForTurn,
  emptyPools,
  legalPayUpkeep,
  listUpkeep,
  receiveCashflow,
  revealResource,
  validatePayUpkeep,
} from '../../src/rules/accounting.js';
import { drawCards } from '../../src/rules/drawing.js';
import { ANA_NETWORK, clauses, given, NICK_NETWORK, patch, run, UPKEEP } from './support.js';

const players = (ana: object = {}, nick: object = {}) => [
  { id: 'ana', network: ANA_NETWORK, ...ana },
  { id: 'nick', network: NICK_NETWORK, ...nick },
];

describe('cashflow (5.2.1, 1.2.7)', () => {
  it('1.2.7.2 the active player collects the cashflow of every disengaged card he controls', () => {
    const g = given({
      players: players({
        money: 5,
        network: [
          ...ANA_NETWORK,
          { x: -1, y: 0, cards: ['Market Stall'] },
          { x: 0, y: 1, cards: ['Affluent Customers'] },
        ],
      }),
    });
    const { state, events } = run(g.state, receiveCashflow);
    expect(state.players[0]?.money).toBe(8);
    expect(clauses(events).filter((c) => c === '1.2.7.2')).toHaveLength(2);
  });

  it('1.2.7 an engaged card yields no cashflow', () => {
    const g = given({
      players: players({
        money: 5,
        network: [...ANA_NETWORK, { x: -1, y: 0, cards: ['Market Stall'], engaged: true }],
      }),
    });
    expect(run(g.state, receiveCashflow).state.players[0]?.money).toBe(5);
  });

  it('1.2.7.1 a fraction of a money is rounded up to 1 M', () => {
    const g = given({
      players: players({ money: 5, network: [...ANA_NETWORK, { x: -1, y: 0, cards: ['Kiosk'] }] }),
    });
    const { state, events } = run(g.state, receiveCashflow);
    expect(state.players[0]?.money).toBe(6);
    expect(clauses(events).filter((c) => c.startsWith('1.2.7'))).toEqual(['1.2.7.1', '1.2.7.2']);
  });

  it('1.2.7.1 each card is rounded up on its own: two half-M cards yield 2 M, not 1 M', () => {
    const g = given({
      players: players({
        money: 5,
        network: [...ANA_NETWORK, { x: -1, y: 0, cards: ['Kiosk'] }, { x: 0, y: 1, cards: ['Kiosk'] }],
      }),
    });
    const { state, events } = run(g.state, receiveCashflow);
    expect(state.players[0]?.money).toBe(7);
    expect(clauses(events).filter((c) => c === '1.2.7.1')).toHaveLength(2);
  });

  it('1.2.7.1 a whole cashflow is not rounded, and says nothing of rounding', () => {
    const g = given({
      players: players({ money: 5, network: [...ANA_NETWORK, { x: -1, y: 0, cards: ['Market Stall'] }] }),
    });
    const cited = clauses(run(g.state, receiveCashflow).events);
    expect(cited.filter((c) => c.startsWith('1.2.7'))).toEqual(['1.2.7.2']);
  });

  it('3.10.2 a card bonded under another yields no cashflow', () => {
    const g = given({
      players: players({
        money: 5,
        network: [ANA_NETWORK[0], { x: 1, y: 0, cards: ['Raamaa', 'Market Stall'] }],
      }),
    });
    expect(run(g.state, receiveCashflow).state.players[0]?.money).toBe(5);
  });

  it('1.2.7.2 cashflow follows control, in any network, and only the active player collects', () => {
    const g = given({
      players: players(
        { money: 5 },
        { money: 5, network: [...NICK_NETWORK, { x: 2, y: 0, cards: ['Market Stall'] }] },
      ),
    });
    const stall = g.id('Market Stall');
    expect(run(g.state, receiveCashflow).state.players.map((p) => p.money)).toEqual([5, 5]);
    const controlled = patch(g.state, (d) => {
      (d.cards[stall] as { controller: string }).controller = 'ana';
    });
    expect(run(controlled, receiveCashflow).state.players.map((p) => p.money)).toEqual([6, 5]);
  });
});

describe('disengage and trait pools (5.2.2, 5.2.3)', () => {
  it('5.2.2 the active player disengages every pile he controls, bonded cards included', () => {
    const g = given({
      players: players(
        { network: [ANA_NETWORK[0], { x: 1, y: 0, cards: ['Raamaa', 'Lineage'], engaged: true }] },
        { network: [NICK_NETWORK[0], { x: 1, y: 0, cards: ['Illithis'], engaged: true }] },
      ),
    });
    const { state, events } = run(g.state, disengageAll);
    expect(state.cards[g.id('Raamaa')]?.engaged).toBe(false);
    expect(state.cards[g.id('Lineage')]?.engaged).toBe(false);
    expect(state.cards[g.id('Illithis')]?.engaged).toBe(true);
    expect(clauses(events)).toEqual(['5.2.2']);
  });

  it('5.2.3 every player’s trait pool is emptied', () => {
    const g = given({ players: players({ pools: { BQ: 2 } }, { pools: { IQ: 1, EQ: 3 } }) });
    const { state, events } = run(g.state, emptyPools);
    for (const p of state.players) expect(p.pools).toEqual({ IQ: 0, EQ: 0, MQ: 0, BQ: 0 });
    expect(clauses(events)).toEqual(['5.2.3', '5.2.3']);
  });
});

describe('upkeep (5.2.4)', () => {
  const withLab = (extra: object = {}) =>
    given({
      flow: UPKEEP,
      priority: null,
      players: players({
        money: 5,
        network: [...ANA_NETWORK, { x: -1, y: 0, cards: ['Costly Lab'] }],
        ...extra,
      }),
    });

  it('5.2.4 the upkeep of each card the active player controls falls due', () => {
    const g = withLab();
    const { state, events } = run(g.state, listUpkeep);
    expect(state.upkeepDue).toEqual([g.id('Costly Lab')]);
    expect(clauses(events)).toEqual(['5.2.4']);
  });

  it('5.2.4 paying the upkeep takes its cost and keeps the card', () => {
    const g = withLab();
    const s = run(g.state, listUpkeep).state;
    const a = { type: 'pay-upkeep', player: 'ana', card: g.id('Costly Lab'), pay: true } as const;
    expect(validatePayUpkeep(s, a)).toBeNull();
    const { state, events } = run(s, (tx) => applyPayUpkeep(tx, a));
    expect(state.players[0]?.money).toBe(4);
    expect(state.upkeepDue).toEqual([]);
    expect(state.players[0]?.network.some((p) => p.cards.includes(g.id('Costly Lab')))).toBe(true);
    expect(clauses(events)).toEqual(['8.1', '5.2.4']);
  });

  it('5.2.4.1 a card whose upkeep is not paid is destroyed', () => {
    const g = withLab();
    const s = run(g.state, listUpkeep).state;
    const { state, events } = run(s, (tx) =>
      applyPayUpkeep(tx, { type: 'pay-upkeep', player: 'ana', card: g.id('Costly Lab'), pay: false }),
    );
    expect(state.players[0]?.openMarket).toEqual([g.id('Costly Lab')]);
    expect(state.players[0]?.money).toBe(5);
    expect(clauses(events)).toContain('5.2.4.1');
  });

  it('8.1 a trait upkeep needs the traits in the pool, so only skipping is offered without them', () => {
    const g = given({
      flow: UPKEEP,
      priority: null,
      players: players({ network: [...ANA_NETWORK, { x: -1, y: 0, cards: ['Mind Lab'] }] }),
    });
    const s = run(g.state, listUpkeep).state;
    const lab = g.id('Mind Lab');
    expect(validatePayUpkeep(s, { type: 'pay-upkeep', player: 'ana', card: lab, pay: true })?.clause).toBe(
      '8.1',
    );
    expect(legalPayUpkeep(s, 'ana')).toEqual([{ type: 'pay-upkeep', player: 'ana', card: lab, pay: false }]);
    const rich = patch(s, (d) => {
      (d.players[0] as { pools: { IQ: number } }).pools.IQ = 1;
    });
    expect(legalPayUpkeep(rich, 'ana')).toHaveLength(2);
  });

  it('5.2.4 upkeep is settled only by the active player in the upkeep step', () => {
    const g = withLab();
    const s = run(g.state, listUpkeep).state;
    const lab = g.id('Costly Lab');
    expect(validatePayUpkeep(s, { type: 'pay-upkeep', player: 'nick', card: lab, pay: true })?.key).toBe(
      'accounting.upkeep-only-now',
    );
    const later = patch(s, (d) => {
      d.flow = { turn: { buy: { main: 'open' } } };
    });
    expect(
      validatePayUpkeep(later, { type: 'pay-upkeep', player: 'ana', card: lab, pay: true })?.clause,
    ).toBe('5.2.4');
    expect(legalPayUpkeep(later, 'ana')).toEqual([]);
  });

  it('5.2.4 a card whose upkeep is not due cannot be paid for; an unknown card is refused', () => {
    const g = withLab();
    const s = run(g.state, listUpkeep).state;
    expect(
      validatePayUpkeep(s, { type: 'pay-upkeep', player: 'ana', card: g.id('Raamaa'), pay: true })?.key,
    ).toBe('accounting.upkeep-due');
    expect(validatePayUpkeep(s, { type: 'pay-upkeep', player: 'ana', card: 'nope', pay: true })?.key).toBe(
      'action.unknown-card',
    );
  });
});

describe('reveal and draw (5.2.6, 5.2.7)', () => {
  it('5.2.6 the active player reveals the top card of his resource deck', () => {
    const g = given({ players: players({ resourceDeck: ['Affluent Customers', 'Kiosk'] }) });
    const { state, events } = run(g.state, revealResource);
    expect(state.players[0]?.revealedResource).toBe(g.id('Affluent Customers'));
    expect(state.players[0]?.resourceDeck[0]).toBe(g.id('Affluent Customers'));
    expect(clauses(events)).toEqual(['5.2.6']);
  });

  it('5.2.7 the active player draws one card from the top of his main deck', () => {
    const g = given({ turn: 3, players: players({ mainDeck: ['Grunt', 'Filler'] }) });
    const { state, events } = run(g.state, drawForTurn);
    expect(state.players[0]?.hand).toEqual([g.id('Grunt')]);
    expect(state.players[0]?.mainDeck).toEqual([g.id('Filler')]);
    expect(clauses(events)).toEqual(['5.2.7', '6.7.1']);
  });

  it('5.2.7.1 the starting player of a two-player game does not draw on his first turn', () => {
    const g = given({ turn: 1, starting: 'ana', players: players({ mainDeck: ['Grunt'] }) });
    const { state, events } = run(g.state, drawForTurn);
    expect(state.players[0]?.hand).toEqual([]);
    expect(clauses(events)).toEqual(['5.2.7.1']);
  });

  it('5.2.7.1 in a three-player game the starting player draws on his first turn', () => {
    const g = given({
      turn: 1,
      starting: 'ana',
      players: [
        ...players({ mainDeck: ['Grunt'] }),
        { id: 'zoe', network: [{ x: 0, y: 0, cards: ['Nick Corp'] }] },
      ],
    });
    expect(run(g.state, drawForTurn).state.players[0]?.hand).toEqual([g.id('Grunt')]);
  });

  it('1.2.10.4 a player who must draw from an empty main deck loses the game', () => {
    const g = given({ turn: 3, players: players() });
    const { state, events } = run(g.state, drawForTurn);
    expect(state.players[0]?.lost).toBe(true);
    expect(state.result).toEqual({ winners: ['nick'], tie: false });
    expect(clauses(events)).toEqual(['1.2.10.4', '1.2.10.7']);
  });

  it('6.7 drawing several cards stops at the first empty draw', () => {
    const g = given({ players: players({ mainDeck: ['Grunt'] }) });
    const { state } = run(g.state, (tx) => drawCards(tx, 'ana', 2));
    expect(state.players[0]?.hand).toEqual([g.id('Grunt')]);
    expect(state.players[0]?.lost).toBe(true);
  });
});
