import { describe, expect, it } from 'vitest';
import { type Action, apply, decision, type FlowValue, type GameState, isEngaged } from '../../src/index.js';
import {
  ANA_NETWORK,
  BUY_MAIN,
  CHALLENGE_MAIN,
  citing,
  DIVEST_MAIN,
  END_WINDOW,
  Game,
  given,
  NICK_NETWORK,
  where,
} from './support.js';

/** Ana has Hierarch with Lineage bonded under it at (0,1); Nick has Grunt with Lineage under it at (1,1). */
function piles(
  flow: FlowValue,
  opts: { anaEngaged?: boolean; nickEngaged?: boolean; hand?: string[]; active?: string } = {},
) {
  return given({
    turn: 9,
    active: opts.active ?? 'ana',
    flow,
    players: [
      {
        id: 'ana',
        money: 10,
        hand: opts.hand ?? [],
        mainDeck: ['Filler', 'Filler'],
        network: [
          ...ANA_NETWORK,
          {
            x: 0,
            y: 1,
            cards: ['Hierarch', { name: 'Lineage', as: 'Ana’s Lineage' }],
            engaged: opts.anaEngaged,
          },
        ],
      },
      {
        id: 'nick',
        money: 10,
        mainDeck: ['Filler', 'Filler'],
        network: [
          ...NICK_NETWORK,
          {
            x: 1,
            y: 1,
            cards: ['Grunt', { name: 'Lineage', as: 'Nick’s Lineage' }],
            engaged: opts.nickEngaged,
          },
        ],
      },
    ],
  });
}

const engaged = (s: GameState, ...ids: string[]) => ids.map((id) => isEngaged(s, id));
const network = (s: GameState, who: string) => s.players.find((p) => p.id === who)?.network ?? [];
const refused = (s: GameState, a: Action) => {
  const before = structuredClone(s);
  const r = apply(s, a);
  expect(s).toEqual(before);
  if (r.ok) throw new Error(`${JSON.stringify(a)} was accepted`);
  return r.violation;
};

describe('bonded cards and piles (3.10), end to end', () => {
  it('3.10.10 a pile engages as one when its top card produces, and disengages as one in its controller’s next Accounting Phase', () => {
    const g = piles(BUY_MAIN);
    const hierarch = g.id('Hierarch');
    const lineage = g.id('Ana’s Lineage');
    const game = new Game(g.state);
    game.do({ type: 'produce', player: 'ana', card: hierarch, trait: 'BQ' });
    expect(engaged(game.state, hierarch, lineage)).toEqual([true, true]);
    expect(game.state.players[0]?.pools.BQ).toBe(4);
    // The rest of Ana's turn and all of Nick's: Ana's pile stays engaged throughout.
    game.passUntil((s) => s.turn.active === 'nick' && where(s) === 'turn.buy.main.open');
    expect(engaged(game.state, hierarch, lineage)).toEqual([true, true]);
    const from = game.events.length;
    game.passUntil((s) => s.turn.active === 'ana' && where(s) === 'turn.accounting.window.open');
    expect(engaged(game.state, hierarch, lineage)).toEqual([false, false]);
    const disengaged = citing(game.events.slice(from), '5.2.2');
    expect(disengaged.map((e) => e.card)).toEqual([hierarch]);
    expect(disengaged[0]?.text).toMatch(/1 bonded card/);
  });

  it('3.10.10 the top card engaging to attack engages the cards bonded under it', () => {
    const g = piles(CHALLENGE_MAIN);
    const game = new Game(g.state);
    game.do({
      type: 'attack',
      player: 'ana',
      attacker: g.id('Hierarch'),
      target: { network: 'nick', x: 1, y: 0 },
      trait: 'BQ',
    });
    expect(engaged(game.state, g.id('Hierarch'), g.id('Ana’s Lineage'))).toEqual([true, true]);
  });

  it('5.5.3 selling a pile sells only its top card; the bonded cards are destroyed (3.10.7)', () => {
    const g = piles(DIVEST_MAIN);
    const game = new Game(g.state);
    const events = game.do({ type: 'sell', player: 'ana', card: g.id('Hierarch') });
    const ana = game.state.players[0];
    expect(ana?.money).toBe(10 + 4); // Hierarch's money valuation only, not Lineage's
    expect(ana?.openMarket).toEqual([g.id('Ana’s Lineage'), g.id('Hierarch')]);
    expect(network(game.state, 'ana').some((p) => p.x === 0 && p.y === 1)).toBe(false);
    expect(citing(events, '5.5.6.2').map((e) => e.card)).toEqual([g.id('Hierarch')]);
    expect(citing(events, '3.10.7').map((e) => e.card)).toEqual([g.id('Ana’s Lineage')]);
  });

  it('3.10.3 destroying the top card of a pile destroys the cards bonded under it', () => {
    const g = piles(BUY_MAIN, { hand: ['Zap'] });
    const grunt = g.id('Grunt');
    const lineage = g.id('Nick’s Lineage');
    const game = new Game(g.state);
    game.do({ type: 'buy', player: 'ana', card: g.id('Zap'), targets: [grunt] });
    game.passUntil((s) => s.pending.length > 0);
    expect(citing(game.events, '3.10.3').map((e) => e.card)).toEqual([lineage]);
    expect(network(game.state, 'nick').some((p) => p.cards.includes(grunt))).toBe(false);
    // Both reached Nick's open market at once: Nick orders them (8.3.1), Lineage on top.
    expect(decision(game.state)).toMatchObject({ player: 'nick', kind: 'order-open-market' });
    expect(refused(game.state, { type: 'pass', player: 'nick' }).key).toBe('pending.order-first');
    game.do({ type: 'order', player: 'nick', cards: [lineage, grunt] });
    expect(game.state.players[1]?.openMarket).toEqual([lineage, grunt]);
    expect(game.state.cards[lineage]?.controller).toBe('nick');
  });

  it('3.10.3 a pile destroyed in a challenge leaves play whole after the 5.4.1.8.4 window', () => {
    const g = piles(CHALLENGE_MAIN);
    const grunt = g.id('Grunt');
    const lineage = g.id('Nick’s Lineage');
    const game = new Game(g.state);
    game.do({
      type: 'attack',
      player: 'ana',
      attacker: g.id('Hierarch'),
      target: { network: 'nick', x: 1, y: 1 },
      trait: 'BQ',
    });
    expect(citing(game.events, '5.4.4').map((e) => e.card)).toEqual([grunt]); // only the top card defends
    game.passUntil((s) => where(s) === 'turn.challenge.attack.blockers');
    game.do({ type: 'block', player: 'nick', blockers: [] });
    game.passUntil((s) => where(s) === 'turn.challenge.attack.retaliation');
    game.do({ type: 'retaliate', player: 'nick', cards: [] });
    expect(where(game.state)).toBe('turn.challenge.attack.afterDamage.open');
    expect(network(game.state, 'nick').find((p) => p.x === 1 && p.y === 1)?.cards).toEqual([grunt, lineage]);
    game.passRound();
    expect(network(game.state, 'nick').find((p) => p.x === 1 && p.y === 1)).toBeUndefined();
    expect(citing(game.events, '3.10.3').map((e) => e.card)).toEqual([lineage]);
    expect(decision(game.state)).toMatchObject({ player: 'nick', kind: 'order-open-market' });
  });

  it('3.10.8 buying a pile buys every card in it, at the valuation of them all, and it stays one pile', () => {
    const g = piles(BUY_MAIN, { nickEngaged: true });
    const grunt = g.id('Grunt');
    const lineage = g.id('Nick’s Lineage');
    const game = new Game(g.state);
    game.do({ type: 'buy', player: 'ana', card: grunt, at: { network: 'ana', x: -1, y: 0 } });
    expect(game.state.players.map((p) => p.money)).toEqual([10 - 3, 10 + 3]); // 1 M + 2 M, to Nick (3.2.1.5)
    game.passUntil((s) => s.stack.length === 0 && where(s) === 'turn.buy.main.open');
    const pile = network(game.state, 'ana').find((p) => p.x === -1 && p.y === 0);
    expect(pile?.cards).toEqual([grunt, lineage]);
    expect([grunt, lineage].map((id) => game.state.cards[id]?.controller)).toEqual(['ana', 'ana']);
    expect(engaged(game.state, grunt, lineage)).toEqual([false, false]);
  });

  it('3.10.8 a bonded card is bought only through the top card of its pile', () => {
    const g = piles(BUY_MAIN, { nickEngaged: true });
    const v = refused(g.state, {
      type: 'buy',
      player: 'ana',
      card: g.id('Nick’s Lineage'),
      at: { network: 'ana', x: -1, y: 0 },
    });
    expect([v.key, v.clause]).toEqual(['buy.whole-pile', '3.10.8']);
  });

  it('3.10.2 a bonded card cannot produce, attack or block', () => {
    const buy = piles(BUY_MAIN);
    expect(
      refused(buy.state, { type: 'produce', player: 'ana', card: buy.id('Ana’s Lineage'), trait: 'BQ' })
        .clause,
    ).toBe('3.10.2');
    const ch = given({
      turn: 9,
      flow: CHALLENGE_MAIN,
      players: [
        { id: 'ana', network: [...ANA_NETWORK, { x: 0, y: 1, cards: ['Hierarch', 'Grunt'] }] },
        { id: 'nick', network: [...NICK_NETWORK, { x: 1, y: 1, cards: ['Hierarch', 'Grunt'] }] },
      ],
    });
    const [, nickGrunt] = ch.ids.Grunt ?? [];
    const attack: Action = {
      type: 'attack',
      player: 'ana',
      attacker: ch.id('Grunt'),
      target: { network: 'nick', x: 1, y: 0 },
      trait: 'BQ',
    };
    expect(refused(ch.state, attack).clause).toBe('3.10.2');
    const game = new Game(ch.state);
    game.do({ ...attack, attacker: ch.id('Raamaa') });
    game.passUntil((s) => where(s) === 'turn.challenge.attack.blockers');
    expect(
      refused(game.state, { type: 'block', player: 'nick', blockers: [nickGrunt as string] }).clause,
    ).toBe('3.10.2');
    game.do({ type: 'block', player: 'nick', blockers: [ch.id('Hierarch', 1)] });
  });

  it('3.10.11 a bonded card cannot be the target of an effect', () => {
    const g = piles(BUY_MAIN, { hand: ['Zap'] });
    const v = refused(g.state, {
      type: 'buy',
      player: 'ana',
      card: g.id('Zap'),
      targets: [g.id('Nick’s Lineage')],
    });
    expect([v.key, v.clause]).toEqual(['effect.bonded-not-targetable', '3.10.11']);
  });

  it('5.5.3 a bonded card is sold only through the top card of its pile', () => {
    const g = piles(DIVEST_MAIN);
    expect(refused(g.state, { type: 'sell', player: 'ana', card: g.id('Ana’s Lineage') }).key).toBe(
      'divest.sell-top-of-pile',
    );
  });

  it('3.10.2 a bonded card pays no cashflow, its pile still pays the top card’s', () => {
    const g = given({
      turn: 8,
      active: 'nick',
      flow: END_WINDOW,
      players: [
        {
          id: 'ana',
          money: 5,
          mainDeck: ['Filler'],
          network: [...ANA_NETWORK, { x: 0, y: 1, cards: ['Market Stall', 'Affluent Customers'] }],
        },
        { id: 'nick', mainDeck: ['Filler'], network: NICK_NETWORK },
      ],
    });
    const game = new Game(g.state);
    game.passRound();
    expect(game.state.turn.active).toBe('ana');
    expect(game.state.players[0]?.money).toBe(5 + 1);
    expect(citing(game.events, '1.2.7.2').map((e) => e.card)).toEqual([g.id('Market Stall')]);
  });
});
