import { describe, expect, it } from 'vitest';
import { isEngaged } from '../../src/index.js';
import type { Effect } from '../../src/model/card.js';
import type { StackItem } from '../../src/model/state.js';
import { applyEffects, dealDamage, targetChoices, validateTargets } from '../../src/rules/effects.js';
import { ANA_NETWORK, clauses, given, NICK_NETWORK, run } from './support.js';

const board = (nick: object = {}, ana: object = {}) =>
  given({
    players: [
      { id: 'ana', money: 10, network: ANA_NETWORK, mainDeck: ['Grunt', 'Filler'], ...ana },
      { id: 'nick', money: 10, network: [...NICK_NETWORK, { x: -1, y: 0, cards: ['Grunt'] }], ...nick },
    ],
  });

describe('money and drawing effects (7.6, 1.2.6.1, 6.7)', () => {
  it('7.6 an effect adds money for its controller; each opponent loses money, never below 0 (1.2.6.1)', () => {
    const g = board({ money: 1 });
    const effects: Effect[] = [
      { op: 'gain-money', amount: 3, who: 'controller' },
      { op: 'lose-money', amount: 2, who: 'each-opponent' },
    ];
    const { state, events } = run(g.state, (tx) => applyEffects(tx, effects, 'ana', []));
    expect(state.players.map((p) => p.money)).toEqual([13, 0]);
    expect(clauses(events)).toEqual(['7.6', '1.2.6.1']);
  });

  it('7.1 an effect on a chosen player reaches that player', () => {
    const g = board();
    const { state } = run(g.state, (tx) =>
      applyEffects(tx, [{ op: 'lose-money', amount: 2, who: 'target-player' }], 'nick', ['ana']),
    );
    expect(state.players.map((p) => p.money)).toEqual([8, 10]);
  });

  it('6.7 a draw effect takes cards from the top of the main deck', () => {
    const g = board();
    const { state, events } = run(g.state, (tx) =>
      applyEffects(tx, [{ op: 'draw', count: 2, who: 'controller' }], 'ana', []),
    );
    expect(state.players[0]?.hand).toEqual([g.id('Grunt', 0), g.id('Filler')]);
    expect(clauses(events)).toEqual(['6.7', '6.7', '6.7.1']);
  });
});

describe('damage and counters (5.4.1.8.2, 2.5.5.1, 7.10.1)', () => {
  const zap: Effect[] = [{ op: 'damage', trait: 'BQ', amount: 2, who: 'target-card' }];

  it('5.4.1.8.2 damage lowers the trait; the card survives while it stays above 0', () => {
    const g = board();
    const { state, events } = run(g.state, (tx) => applyEffects(tx, zap, 'nick', [g.id('Raamaa')]));
    expect(state.cards[g.id('Raamaa')]?.damage).toEqual({ BQ: { amount: 2, permanent: 0 } });
    expect(clauses(events)).toEqual(['5.4.1.8.2']);
  });

  it('5.4.1.8.2 a card whose trait falls to 0 is destroyed into its controller’s open market', () => {
    const g = board();
    const grunt = g.id('Grunt', 1);
    const { state, events } = run(g.state, (tx) => applyEffects(tx, zap, 'ana', [grunt]));
    expect(state.players[1]?.openMarket).toEqual([grunt]);
    expect(state.cards[grunt]?.damage).toEqual({});
    expect(clauses(events)).toEqual(['5.4.1.8.2', '5.4.1.8.2']);
  });

  it('2.5.5.1 a card takes no damage in a trait it does not have', () => {
    const g = board({ network: [...NICK_NETWORK, { x: -1, y: 0, cards: ['Watchtower'] }] });
    const tower = g.id('Watchtower');
    const { state, events } = run(g.state, (tx) => applyEffects(tx, zap, 'ana', [tower]));
    expect(state.cards[tower]?.damage).toEqual({});
    expect(clauses(events)).toEqual(['2.5.5.1']);
  });

  it('dealDamage reports lethal damage without destroying, for the challenge to destroy later', () => {
    const g = board();
    const grunt = g.id('Grunt', 1);
    let lethal = false;
    const { state } = run(g.state, (tx) => {
      lethal = dealDamage(tx, grunt, 'BQ', 5);
    });
    expect(lethal).toBe(true);
    expect(state.players[1]?.network.some((p) => p.cards.includes(grunt))).toBe(true);
  });

  it('7.10.1.1 a trait counter changes the trait; 7.10.1.2 at 0 or below the card is destroyed', () => {
    const g = board();
    const minus2: Effect[] = [{ op: 'counter', trait: 'BQ', amount: -2, who: 'target-card' }];
    const raamaa = run(g.state, (tx) => applyEffects(tx, minus2, 'nick', [g.id('Raamaa')]));
    expect(raamaa.state.cards[g.id('Raamaa')]?.counters).toEqual({ BQ: -2 });
    expect(clauses(raamaa.events)).toEqual(['7.10.1.1']);
    const grunt = run(g.state, (tx) => applyEffects(tx, minus2, 'ana', [g.id('Grunt', 1)]));
    expect(grunt.state.players[1]?.openMarket).toEqual([g.id('Grunt', 1)]);
    expect(clauses(grunt.events)).toEqual(['7.10.1.1', '7.10.2', '7.10.1.2']);
  });
});

describe('destroy, engage, disengage (8.3, 3.10.3, 3.2.1)', () => {
  it('8.3 a destroyed card goes on top of its controller’s open market, its bonded cards with it (3.10.3)', () => {
    const g = board({ network: [NICK_NETWORK[0], { x: 1, y: 0, cards: ['Illithis', 'Lineage'] }] });
    const { state, events } = run(g.state, (tx) =>
      applyEffects(tx, [{ op: 'destroy', who: 'target-card' }], 'ana', [g.id('Illithis')]),
    );
    expect([...(state.players[1]?.openMarket ?? [])].sort()).toEqual(
      [g.id('Illithis'), g.id('Lineage')].sort(),
    );
    expect(state.pending).toEqual([expect.objectContaining({ kind: 'order-open-market', market: 'nick' })]);
    expect(clauses(events)).toEqual(['8.3', '3.10.3']);
  });

  it('3.2.1.4 / 3.2.1.2 effects engage and disengage the whole pile', () => {
    const g = board({ network: [NICK_NETWORK[0], { x: 1, y: 0, cards: ['Illithis', 'Lineage'] }] });
    const engaged = run(g.state, (tx) =>
      applyEffects(tx, [{ op: 'engage', who: 'target-card' }], 'ana', [g.id('Illithis')]),
    );
    expect(isEngaged(engaged.state, g.id('Lineage'))).toBe(true);
    expect(clauses(engaged.events)).toEqual(['3.2.1.4']);
    const back = run(engaged.state, (tx) =>
      applyEffects(tx, [{ op: 'disengage', who: 'target-card' }], 'ana', [g.id('Illithis')]),
    );
    expect(isEngaged(back.state, g.id('Illithis'))).toBe(false);
    expect(clauses(back.events)).toEqual(['3.2.1.2']);
  });

  it('7.6 an effect does nothing to a chosen card that has left play', () => {
    const g = board({ hand: [{ name: 'Filler', as: 'held' }] });
    const { state, events } = run(g.state, (tx) =>
      applyEffects(tx, [{ op: 'destroy', who: 'target-card' }], 'ana', [g.id('held')]),
    );
    expect(state.players[1]?.hand).toEqual([g.id('held')]);
    expect(clauses(events)).toEqual(['7.6']);
  });
});

describe('cancel (9.7)', () => {
  const cancel: Effect[] = [{ op: 'cancel', who: 'top-of-stack' }];

  it('9.7 a cancelled card is destroyed: it goes to its controller’s open market', () => {
    const g = board({ hand: [] }, { hand: ['Gnost Cleric'] });
    const cleric = g.id('Gnost Cleric');
    const item: StackItem = {
      id: 4,
      kind: 'deployment',
      card: cleric,
      controller: 'ana',
      at: { network: 'ana', x: -1, y: 0 },
      targets: [],
      from: 'hand',
    };
    const s = { ...g.state, stack: [item], players: g.state.players.map((p) => ({ ...p, hand: [] })) };
    const { state, events } = run(s, (tx) => applyEffects(tx, cancel, 'nick', []));
    expect(state.stack).toEqual([]);
    expect(state.players[0]?.openMarket).toEqual([cleric]);
    expect(clauses(events)).toEqual(['9.7', '9.7']);
  });

  it('9.7 a cancelled ability leaves the stack; with nothing on the stack, nothing happens', () => {
    const g = board();
    const item: StackItem = {
      id: 2,
      kind: 'ability',
      source: g.id('Raamaa'),
      ability: 0,
      controller: 'ana',
      targets: [],
    };
    const s = { ...g.state, stack: [item] };
    const { state, events } = run(s, (tx) => applyEffects(tx, cancel, 'nick', []));
    expect(state.stack).toEqual([]);
    expect(clauses(events)).toEqual(['9.7']);
    expect(events[0]?.card).toBe(g.id('Raamaa'));
    const empty = run(g.state, (tx) => applyEffects(tx, cancel, 'nick', []));
    expect(empty.state).toEqual(g.state);
  });

  it('9.7, 8.3 a cancelled card Ana bought from Nick, with its bonded card, goes to her open market: she controls them', () => {
    const g = board({ hand: ['Hierarch', 'Lineage'] });
    const [hierarch, lineage] = [g.id('Hierarch'), g.id('Lineage')];
    const item: StackItem = {
      id: 4,
      kind: 'deployment',
      card: hierarch,
      controller: 'ana',
      at: { network: 'ana', x: -1, y: 0 },
      targets: [],
      from: 'opponent-network',
      bonded: [lineage],
    };
    const s = { ...g.state, stack: [item], players: g.state.players.map((p) => ({ ...p, hand: [] })) };
    const { state, events } = run(s, (tx) => applyEffects(tx, cancel, 'nick', []));
    expect([...(state.players[0]?.openMarket ?? [])].sort()).toEqual([hierarch, lineage].sort());
    expect(state.players[1]?.openMarket).toEqual([]);
    expect(events[0]?.card).toBe(hierarch);
  });
});

describe('targets (7.1, 3.10.11)', () => {
  const zap: Effect[] = [{ op: 'damage', trait: 'BQ', amount: 2, who: 'target-card' }];

  it('7.1 the number and kind of targets must fit the effects', () => {
    const g = board();
    expect(validateTargets(g.state, zap, [])?.key).toBe('effect.target-needed');
    expect(validateTargets(g.state, zap, [g.id('Raamaa'), g.id('Illithis')])?.key).toBe(
      'effect.target-needed',
    );
    expect(
      validateTargets(g.state, [{ op: 'gain-money', amount: 1, who: 'controller' }], [g.id('Raamaa')])
        ?.clause,
    ).toBe('7.1');
    expect(validateTargets(g.state, zap, [g.id('Raamaa')])).toBeNull();
    expect(
      validateTargets(g.state, [{ op: 'lose-money', amount: 1, who: 'target-player' }], ['zed'])?.clause,
    ).toBe('7.1');
  });

  it('3.7 only a card in play can be targeted; 3.10.11 not a bonded one', () => {
    const g = board({
      hand: [{ name: 'Filler', as: 'held' }],
      network: [NICK_NETWORK[0], { x: 1, y: 0, cards: ['Illithis', 'Lineage'] }],
    });
    expect(validateTargets(g.state, zap, [g.id('held')])?.clause).toBe('3.7');
    expect(validateTargets(g.state, zap, [g.id('Lineage')])?.clause).toBe('3.10.11');
  });

  it('7.1 with a controller, target choices are exactly the targets the validator accepts for that player', () => {
    const g = board();
    const foes: Effect[] = [
      {
        op: 'damage',
        trait: 'BQ',
        amount: 1,
        who: 'target-card',
        filter: { types: ['character'], controller: 'opponent' },
      },
    ];
    const offered = targetChoices(g.state, foes, 'ana');
    expect(offered.map(([t]) => t).sort()).toEqual([g.id('Illithis'), g.id('Grunt', 1)].sort());
    // Every top card in play, judged by the validator: accepted exactly when offered.
    for (const t of targetChoices(g.state, foes)) {
      const why = validateTargets(g.state, foes, t, 'ana');
      expect(why === null).toBe(offered.some((o) => o[0] === t[0]));
      if (why) expect(why.clause).toBe('7.1');
    }
  });

  it('target choices list every top card in play', () => {
    const g = board();
    const choices = targetChoices(g.state, zap);
    expect(choices).toHaveLength(5);
    for (const t of choices) expect(validateTargets(g.state, zap, t)).toBeNull();
  });
});
