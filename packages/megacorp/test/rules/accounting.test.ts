import { describe, expect, it } from 'vitest';
import { buildState } from '../../src/build/state.js';
import { defineCard } from '../../src/cards/define.js';
import { isEngaged } from '../../src/index.js';
import type { Ability } from '../../src/model/card.js';
import type { RuleParameters } from '../../src/revisions/profile.js';
import {
  ACCOUNTING,
  applyPayUpkeep,
  beginningOfTurnTriggers,
  disengageAll,
  drawForTurn,
  emptyPools,
  emptyPoolsEndOfPhase,
  hasRevealedResource,
  legalPayUpkeep,
  listUpkeep,
  receiveCashflow,
  revealResource,
  skipsFirstDraw,
  validatePayUpkeep,
} from '../../src/rules/accounting.js';
import { drawCards } from '../../src/rules/drawing.js';
import { TEST_LIBRARY } from '../../src/testing/index.js';
import {
  ANA_NETWORK,
  clauses,
  given,
  NICK_NETWORK,
  patch,
  reading,
  run,
  subjects,
  UPKEEP,
} from './support.js';

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
    expect(isEngaged(state, g.id('Raamaa'))).toBe(false);
    expect(isEngaged(state, g.id('Lineage'))).toBe(false);
    expect(isEngaged(state, g.id('Illithis'))).toBe(true);
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

describe('what each Accounting step names (5.2)', () => {
  it('1.2.7.1 the rounding and the cashflow name the card, its controller and the amount', () => {
    const g = given({
      players: players({ network: [...ANA_NETWORK, { x: -1, y: 0, cards: ['Kiosk'] }] }),
    });
    const { events } = run(g.state, receiveCashflow);
    const grunt = g.id('Kiosk');
    expect(subjects(events).filter(([, , c]) => c === grunt)).toEqual([
      [ACCOUNTING.cashflowRoundsUp, 'ana', grunt],
      [ACCOUNTING.cashflow, 'ana', grunt],
    ]);
    expect(events.filter((e) => e.card === grunt).map((e) => e.amount)).toEqual([1, 1]);
  });

  it('5.2.3 each pool that held traits is reported, naming its player and what was lost', () => {
    const g = given({ players: players({}, { pools: { BQ: 2, IQ: 1 } }) });
    const { state, events } = run(g.state, emptyPools);
    expect(state.players[1]?.pools).toEqual({ IQ: 0, EQ: 0, MQ: 0, BQ: 0 });
    expect(subjects(events)).toEqual([[ACCOUNTING.emptyPools, 'nick', null]]);
    expect(events[0]?.text).toBe("nick's trait pool is emptied (1 IQ, 2 BQ lost)");
    const empty = run(given({ players: players() }).state, emptyPools);
    expect(empty.events.map((e) => e.text)).toEqual(['every trait pool is emptied (all were empty already)']);
  });

  it('D-POOLS-EMPTY pools emptied as the phase ends leave step 5.2.3 empty-handed, and the other way round', () => {
    const full = given({
      profile: reading({ accountingPoolsEmpty: 'end-of-phase' }),
      players: players({ pools: { MQ: 1 } }),
    });
    expect(run(full.state, emptyPools)).toEqual({ state: full.state, events: [] });
    const atEnd = run(full.state, emptyPoolsEndOfPhase);
    expect(atEnd.state.players[0]?.pools.MQ).toBe(0);
    expect(subjects(atEnd.events)).toEqual([[ACCOUNTING.emptyPoolsEndOfPhase, 'ana', null]]);
    const before = given({ players: players({ pools: { MQ: 1 } }) });
    expect(run(before.state, emptyPoolsEndOfPhase)).toEqual({ state: before.state, events: [] });
  });

  it('5.2.4 the upkeep falling due names the active player and every card that owes it', () => {
    const g = given({
      flow: UPKEEP,
      priority: null,
      players: players({
        network: [
          ...ANA_NETWORK,
          { x: -1, y: 0, cards: ['Costly Lab'] },
          { x: 0, y: 1, cards: ['Mind Lab'] },
        ],
      }),
    });
    const { events } = run(g.state, listUpkeep);
    expect(subjects(events)).toEqual([[ACCOUNTING.upkeepDue, 'ana', null]]);
    expect(events[0]?.text).toBe('ana must pay or skip the upkeep of Costly Lab, Mind Lab');
    expect(run(given({ flow: UPKEEP, players: players() }).state, listUpkeep).events).toEqual([]);
  });

  it('5.2.4 an answer must say whether it pays; a card the active player no longer controls is not his to pay for', () => {
    const g = given({
      flow: UPKEEP,
      priority: null,
      players: players({ money: 5, network: [...ANA_NETWORK, { x: -1, y: 0, cards: ['Costly Lab'] }] }),
    });
    const s = run(g.state, listUpkeep).state;
    const lab = g.id('Costly Lab');
    const vague = { type: 'pay-upkeep', player: 'ana', card: lab, pay: 'yes' } as unknown as Parameters<
      typeof validatePayUpkeep
    >[1];
    expect(validatePayUpkeep(s, vague)?.message).toBe('say whether the upkeep is paid (pay: true or false)');
    const taken = patch(s, (d) => {
      (d.cards[lab] as { controller: string }).controller = 'nick';
    });
    expect(validatePayUpkeep(taken, { type: 'pay-upkeep', player: 'ana', card: lab, pay: true })?.key).toBe(
      'action.not-your-card',
    );
    const paid = run(s, (tx) =>
      applyPayUpkeep(tx, { type: 'pay-upkeep', player: 'ana', card: lab, pay: true }),
    );
    expect(subjects(paid.events).at(-1)).toEqual([ACCOUNTING.payUpkeep, 'ana', lab]);
  });

  it('5.2.4.1 cards that leave play with a card whose upkeep was skipped owe nothing any more', () => {
    const g = given({
      flow: UPKEEP,
      priority: null,
      players: players({ network: [...ANA_NETWORK, { x: -1, y: 0, cards: ['Costly Lab', 'Mind Lab'] }] }),
    });
    const s = run(g.state, listUpkeep).state;
    expect(s.upkeepDue).toEqual([g.id('Costly Lab'), g.id('Mind Lab')]);
    const { state } = run(s, (tx) =>
      applyPayUpkeep(tx, { type: 'pay-upkeep', player: 'ana', card: g.id('Costly Lab'), pay: false }),
    );
    expect(state.upkeepDue).toEqual([]);
  });

  it('5.2.6 the reveal names the card, or says the resource deck is empty', () => {
    const g = given({ players: players({ resourceDeck: ['Affluent Customers'] }) });
    const shown = run(g.state, revealResource);
    expect(subjects(shown.events)).toEqual([[ACCOUNTING.revealResource, 'ana', g.id('Affluent Customers')]]);
    expect(hasRevealedResource(shown.state)).toBe(true);
    expect(hasRevealedResource(g.state)).toBe(false);
    const none = run(given({ players: players() }).state, revealResource);
    expect(subjects(none.events)).toEqual([[ACCOUNTING.revealResource, 'ana', null]]);
    expect(hasRevealedResource(none.state)).toBe(false);
    // Revealed, then gone from the top of the deck (bought): no longer a revealed resource on top.
    const bought = patch(shown.state, (d) => {
      d.players[0]?.resourceDeck.shift();
    });
    expect(hasRevealedResource(bought)).toBe(false);
  });

  it('5.2.7.1 only the starting player’s first turn can skip the draw, and never under never-skip', () => {
    const first = given({ players: players({ mainDeck: ['Grunt'] }) });
    expect(skipsFirstDraw(first.state)).toBe(true);
    const skipped = run(first.state, drawForTurn);
    expect(subjects(skipped.events)).toEqual([[ACCOUNTING.firstTurnNoDraw, 'ana', null]]);
    const never = given({
      profile: reading({ firstTurnDraw: 'never-skip' }),
      players: players({ mainDeck: ['Grunt'] }),
    });
    expect(skipsFirstDraw(never.state)).toBe(false);
    const always = reading({ firstTurnDraw: 'skip-always' });
    expect(skipsFirstDraw(given({ profile: always, players: players() }).state)).toBe(true);
    expect(skipsFirstDraw(given({ profile: always, turn: 3, players: players() }).state)).toBe(false);
  });
});

describe('the beginning-of-turn step (accountingTriggers)', () => {
  const dawn: Ability = {
    kind: 'automatic',
    trigger: 'turn-start',
    effects: [{ op: 'gain-money', amount: 1, who: 'controller' }],
    text: 'At the beginning of your turn, gain 1 M.',
  };
  const founding: Ability = {
    kind: 'automatic',
    trigger: 'game-start',
    effects: [{ op: 'gain-money', amount: 10, who: 'controller' }],
    text: 'At the beginning of the game, gain 10 M.',
  };
  const deployed: Ability = {
    kind: 'automatic',
    trigger: 'deployed',
    effects: [{ op: 'gain-money', amount: 100, who: 'controller' }],
    text: 'When deployed, gain 100 M.',
  };
  const library = {
    ...TEST_LIBRARY,
    Herald: defineCard(
      'Herald',
      'location',
      { money: 2, traits: {} },
      {},
      { abilities: [deployed, dawn, founding] },
    ),
  };
  const at = (
    rule: RuleParameters['accountingTriggers'],
    turn: number,
    turnsTaken: number,
    over: object = {},
  ) =>
    buildState({
      library,
      profile: reading({ accountingTriggers: rule, ...over }),
      turn,
      players: [
        { id: 'ana', money: 0, turnsTaken, network: [...ANA_NETWORK, { x: -1, y: 0, cards: ['Herald'] }] },
        { id: 'nick', money: 0, network: [...NICK_NETWORK, { x: 2, y: 0, cards: ['Herald'] }] },
      ],
    }).state;
  const money = (s: ReturnType<typeof at>) =>
    run(s, beginningOfTurnTriggers).state.players.map((p) => p.money);

  it('the active player’s cards apply their beginning-of-turn texts, and beginning-of-game texts on his first turn', () => {
    expect(money(at('game-start-on-each-first-turn', 3, 1))).toEqual([11, 0]);
    expect(money(at('game-start-on-each-first-turn', 3, 2))).toEqual([1, 0]);
    expect(money(at('game-start-on-turn-one', 1, 2))).toEqual([11, 0]);
    expect(money(at('game-start-on-turn-one', 3, 1))).toEqual([1, 0]);
    expect(money(at('no-step', 1, 1))).toEqual([0, 0]);
  });

  it('where a trigger may be declined, its controller is asked about each text, once, with no targets', () => {
    const s = run(
      at('game-start-on-each-first-turn', 3, 1, { automaticAbilities: 'may-decline' }),
      beginningOfTurnTriggers,
    ).state;
    const herald = s.players[0]?.network.find((p) => p.x === -1)?.cards[0];
    expect(
      s.pending.map((p) => (p.kind === 'trigger' ? [p.item.ability, p.item.id, p.item.targets, p.once] : p)),
    ).toEqual([
      [1, -1, [], true],
      [2, -1, [], true],
    ]);
    expect(s.pending.every((p) => p.kind === 'trigger' && p.item.source === herald)).toBe(true);
  });
});
