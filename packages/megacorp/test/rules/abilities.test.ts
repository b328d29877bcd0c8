import { describe, expect, it } from 'vitest';
import type { PileSpec } from '../../src/build/state.js';
import { isEngaged } from '../../src/index.js';
import type { ActionOf } from '../../src/model/action.js';
import {
  ABILITY,
  applyActivate,
  legalActivate,
  resolveAbility,
  validateActivate,
} from '../../src/rules/abilities.js';
import { ANA_NETWORK, clauses, given, NICK_NETWORK, patch, run, subjects } from './support.js';

const activate = (
  card: string,
  ability = 0,
  extra: Partial<ActionOf<'activate'>> = {},
  player = 'ana',
): ActionOf<'activate'> => ({
  type: 'activate',
  player,
  card,
  ability,
  ...extra,
});

const board = (pile: Omit<PileSpec, 'x' | 'y'>, ana: object = {}, holder = 'ana') =>
  given({
    priority: { holder, passes: 0 },
    players: [
      { id: 'ana', money: 10, network: [...ANA_NETWORK, { x: -1, y: 0, ...pile }], ...ana },
      { id: 'nick', money: 10, network: NICK_NETWORK },
    ],
  });

describe('activated abilities (7.2)', () => {
  it('7.2 activating pays the cost, engages the card when the cost says so, and puts the ability on the stack', () => {
    const g = board({ cards: ['Fixer'] });
    const fixer = g.id('Fixer');
    const a = activate(fixer);
    expect(validateActivate(g.state, a)).toBeNull();
    const { state, events } = run(g.state, (tx) => applyActivate(tx, a));
    expect(state.players[0]?.money).toBe(9);
    expect(isEngaged(state, fixer)).toBe(true);
    expect(state.stack).toEqual([
      { id: 1, kind: 'ability', source: fixer, ability: 0, controller: 'ana', targets: [] },
    ]);
    expect(clauses(events)).toEqual(['8.1', '3.2.1.4', '7.2', '6.6.1']);
  });

  it('7.6 a resolving ability applies its effect for its controller', () => {
    const g = board({ cards: ['Fixer'] });
    const s = run(g.state, (tx) => applyActivate(tx, activate(g.id('Fixer')))).state;
    const item = s.stack[0];
    if (item?.kind !== 'ability') throw new Error('expected an ability');
    const { state, events } = run(s, (tx) => resolveAbility(tx, item));
    expect(state.stack).toEqual([]);
    expect(state.players[0]?.money).toBe(11);
    expect(clauses(events)).toEqual(['7.6', '7.6']);
  });

  it('1.2.5.3 an ability resolves for its controller even if its card has left play', () => {
    const g = board({ cards: ['Fixer'] });
    const s = run(g.state, (tx) => applyActivate(tx, activate(g.id('Fixer')))).state;
    const item = s.stack[0];
    if (item?.kind !== 'ability') throw new Error('expected an ability');
    const gone = patch(s, (d) => {
      d.players[0]?.network.splice(2, 1);
      d.players[0]?.openMarket.push(g.id('Fixer'));
    });
    const { state, events } = run(gone, (tx) => resolveAbility(tx, item));
    expect(state.players[0]?.money).toBe(11);
    expect(clauses(events)[0]).toBe('1.2.5.3');
  });

  it('7.2.1 abilities are activated only with priority', () => {
    const g = board({ cards: ['Fixer'] }, {}, 'nick');
    expect(validateActivate(g.state, activate(g.id('Fixer')))?.clause).toBe('7.2.1');
    expect(legalActivate(g.state, 'ana')).toEqual([]);
  });

  it('7.2.2 an engaged card can still use an ability whose cost does not engage it', () => {
    const g = board({ cards: ['Saboteur'], engaged: true }, { pools: { IQ: 1 } });
    expect(
      validateActivate(g.state, activate(g.id('Saboteur'), 0, { targets: [g.id('Illithis')] })),
    ).toBeNull();
  });

  it('3.2.1.4 a cost that engages the card cannot be paid by an engaged card', () => {
    const g = board({ cards: ['Fixer'], engaged: true });
    expect(validateActivate(g.state, activate(g.id('Fixer')))?.key).toBe('ability.engage-cost');
  });

  it('7.2.3 a bonded card cannot use its activated abilities', () => {
    const g = board({ cards: ['Grunt', 'Fixer'] });
    expect(validateActivate(g.state, activate(g.id('Fixer')))?.clause).toBe('7.2.3');
  });

  it('7.1.1 only activated abilities can be activated', () => {
    const g = board({ cards: ['Recruiter'] });
    expect(validateActivate(g.state, activate(g.id('Recruiter')))?.key).toBe('ability.not-activated');
    expect(validateActivate(g.state, activate(g.id('Raamaa'), 3))?.key).toBe('ability.not-activated');
  });

  it('8.1 the activation cost must be payable; 1.2.5 only the controller activates', () => {
    const g = board({ cards: ['Saboteur'] });
    const a = activate(g.id('Saboteur'), 0, { targets: [g.id('Illithis')] });
    expect(validateActivate(g.state, a)?.key).toBe('money.not-enough-traits');
    const theirs = given({
      priority: { holder: 'nick', passes: 0 },
      players: [
        { id: 'ana', network: [...ANA_NETWORK, { x: -1, y: 0, cards: ['Fixer'] }] },
        { id: 'nick', network: NICK_NETWORK },
      ],
    });
    expect(validateActivate(theirs.state, activate(theirs.id('Fixer'), 0, {}, 'nick'))?.key).toBe(
      'action.not-your-card',
    );
  });

  it('a targeted ability damages its target when it resolves', () => {
    const g = board({ cards: ['Saboteur'] }, { pools: { IQ: 1 } });
    const s = run(g.state, (tx) =>
      applyActivate(tx, activate(g.id('Saboteur'), 0, { targets: [g.id('Illithis')] })),
    ).state;
    expect(s.players[0]?.pools.IQ).toBe(0);
    const item = s.stack[0];
    if (item?.kind !== 'ability') throw new Error('expected an ability');
    const { state } = run(s, (tx) => resolveAbility(tx, item));
    expect(state.players[1]?.openMarket).toEqual([g.id('Illithis')]);
  });

  it('legal activations list each target choice, each passing validation', () => {
    const g = board({ cards: ['Saboteur'] }, { pools: { IQ: 1 } });
    const legal = legalActivate(g.state, 'ana');
    expect(legal).toHaveLength(5);
    for (const a of legal) expect(validateActivate(g.state, a as ActionOf<'activate'>)).toBeNull();
  });
});

describe('what an activation must name, and what it says (7.2)', () => {
  it('7.1.1 an ability number that is not a whole number names no ability', () => {
    const g = board({ cards: ['Fixer'] });
    for (const ability of [0.5, '0', -1] as unknown as number[])
      expect(validateActivate(g.state, activate(g.id('Fixer'), ability))?.key).toBe(ABILITY.notActivated);
  });

  it('an unknown player or card, or no priority window at all, is refused for its reason', () => {
    const g = board({ cards: ['Fixer'] });
    expect(validateActivate(g.state, activate(g.id('Fixer'), 0, {}, 'zoe'))?.key).toBe(
      'action.unknown-player',
    );
    expect(validateActivate(g.state, activate('nope'))?.key).toBe('action.unknown-card');
    expect(validateActivate({ ...g.state, priority: null }, activate(g.id('Fixer')))?.key).toBe(
      ABILITY.needsPriority,
    );
  });

  it('7.2 an ability that asks for no card is refused when cards are named for it', () => {
    const g = board({ cards: ['Fixer'] });
    const v = validateActivate(g.state, activate(g.id('Fixer'), 0, { choices: [g.id('Raamaa')] }));
    expect(v?.message).toBe('this ability needs no chosen card; 1 given');
    expect(v?.hint).toBeUndefined();
  });

  it('7.2 the activation names its player and card, takes the next stack number, and says when the card is engaged', () => {
    const g = board({ cards: ['Saboteur'], engaged: true }, { pools: { IQ: 1 } });
    const saboteur = g.id('Saboteur');
    const a = activate(saboteur, 0, { targets: [g.id('Illithis')] });
    expect(validateActivate(g.state, a)).toBeNull();
    const { state, events } = run({ ...g.state, nextStackId: 5 }, (tx) => applyActivate(tx, a));
    expect(state.nextStackId).toBe(6);
    expect(state.stack.map((it) => it.id)).toEqual([5]);
    expect(subjects(events).filter(([k]) => k === ABILITY.activate || k === ABILITY.worksEngaged)).toEqual([
      [ABILITY.activate, 'ana', saboteur],
      [ABILITY.worksEngaged, null, saboteur],
    ]);
    const fresh = board({ cards: ['Saboteur'] }, { pools: { IQ: 1 } });
    const quiet = run(fresh.state, (tx) =>
      applyActivate(tx, activate(fresh.id('Saboteur'), 0, { targets: [fresh.id('Illithis')] })),
    );
    expect(subjects(quiet.events).map(([k]) => k)).not.toContain(ABILITY.worksEngaged);
  });

  it('7.6 the resolving ability names its controller and card; a source gone names the card', () => {
    const g = board({ cards: ['Fixer'] });
    const fixer = g.id('Fixer');
    const item = {
      id: 1,
      kind: 'ability',
      source: fixer,
      ability: 0,
      controller: 'ana',
      targets: [],
    } as const;
    const { events } = run(g.state, (tx) => resolveAbility(tx, item));
    expect(subjects(events)[0]).toEqual([ABILITY.resolves, 'ana', fixer]);
    const gone = patch(g.state, (d) => {
      const ana = d.players[0];
      if (ana) ana.network = ana.network.filter((p) => p.x !== -1);
      ana?.openMarket.push(fixer);
    });
    const after = run(gone, (tx) => resolveAbility(tx, item));
    expect(subjects(after.events).slice(0, 2)).toEqual([
      [ABILITY.sourceGone, null, fixer],
      [ABILITY.resolves, 'ana', fixer],
    ]);
  });

  it('legal activations: only those that pass validation, and each names only what it needs', () => {
    const g = board({ cards: ['Fixer'] });
    expect(legalActivate(g.state, 'ana')).toEqual([
      { type: 'activate', player: 'ana', card: g.id('Fixer'), ability: 0 },
    ]);
    // Saboteur's cost is 1 IQ: nothing to offer with an empty pool.
    const poor = board({ cards: ['Saboteur'] });
    expect(legalActivate(poor.state, 'ana')).toEqual([]);
    const broke = board({ cards: ['Fixer'] }, { money: 0 });
    expect(legalActivate(broke.state, 'ana')).toEqual([]);
  });
});
