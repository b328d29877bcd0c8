import { canonicalJson, type Violation } from '@arbiter/core';
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  ACTION_TYPES,
  type Action,
  apply,
  type FlowValue,
  type GameState,
  isEngaged,
  legalActions,
  type PileSpec,
} from '../../src/index.js';
import {
  ACCOUNTING_WINDOW,
  ANA_NETWORK,
  BUY_MAIN,
  CHALLENGE_MAIN,
  DIVEST_MAIN,
  Game,
  given,
  NICK_NETWORK,
  where,
} from './support.js';

/**
 * Applies an action that must be refused: returns the violation, after checking that the input
 * state is deep-equal to a copy taken before (a refusal changes nothing).
 */
function refuse(s: GameState, action: unknown): Violation {
  const before = structuredClone(s);
  let r: ReturnType<typeof apply> | undefined;
  expect(() => {
    r = apply(s, action as Action);
  }).not.toThrow();
  expect(s).toEqual(before);
  if (!r || r.ok) throw new Error(`${JSON.stringify(action)} was accepted at ${where(s)}`);
  expect(r.violation.clause).not.toBe('?');
  expect(r.violation.revision).toBe('v1.7');
  expect(r.violation.message.length).toBeGreaterThan(0);
  return r.violation;
}

const cited = (v: Violation) => [v.key, v.clause];

/** Ana (active) and Nick on turn 9, each with a business, a founder and a few extra cards. */
function board(flow: FlowValue, extra: { ana?: PileSpec[]; nick?: PileSpec[] } = {}) {
  return given({
    turn: 9,
    flow,
    players: [
      {
        id: 'ana',
        money: 10,
        hand: [{ name: 'Grunt', as: 'Ana’s Grunt' }, 'Rally'],
        mainDeck: ['Filler'],
        resourceDeck: ['Affluent Customers'],
        revealedResource: true,
        network: [...ANA_NETWORK, ...(extra.ana ?? [])],
      },
      {
        id: 'nick',
        money: 10,
        hand: [{ name: 'Grunt', as: 'Nick’s Grunt' }, 'Windfall'],
        mainDeck: ['Filler'],
        network: [...NICK_NETWORK, ...(extra.nick ?? [])],
      },
    ],
  });
}

describe('rejected actions name the rule they break, through apply()', () => {
  it('5.5.4 a player may not sell his business', () => {
    const g = board(DIVEST_MAIN);
    expect(cited(refuse(g.state, { type: 'sell', player: 'ana', card: g.id('Ana Corp') }))).toEqual([
      'divest.cannot-sell-business',
      '5.5.4',
    ]);
  });

  it('5.5.2 and 5.5.5: one sale per turn, and not a card that came into play this turn', () => {
    const g = board(DIVEST_MAIN, {
      ana: [{ x: -1, y: 0, cards: [{ name: 'Grunt', as: 'new', enteredTurn: 9 }] }],
    });
    expect(refuse(g.state, { type: 'sell', player: 'ana', card: g.id('new') }).clause).toBe('5.5.5');
    const sold = given({
      ...{ turn: 9, flow: DIVEST_MAIN, soldThisTurn: true },
      players: [
        { id: 'ana', network: ANA_NETWORK },
        { id: 'nick', network: NICK_NETWORK },
      ],
    });
    expect(refuse(sold.state, { type: 'sell', player: 'ana', card: sold.id('Raamaa') }).clause).toBe('5.5.2');
  });

  it('3.2.1.6 an engaged card cannot block', () => {
    const g = board(CHALLENGE_MAIN, {
      ana: [{ x: 0, y: 1, cards: ['Hierarch'] }],
      nick: [{ x: 1, y: 1, cards: [{ name: 'Grunt', as: 'tired' }], engaged: true }],
    });
    const game = new Game(g.state);
    game.do({
      type: 'attack',
      player: 'ana',
      attacker: g.id('Hierarch'),
      target: { network: 'nick', x: 1, y: 0 },
      trait: 'BQ',
    });
    game.passRound();
    expect(where(game.state)).toBe('turn.challenge.attack.blockers');
    expect(cited(refuse(game.state, { type: 'block', player: 'nick', blockers: [g.id('tired')] }))).toEqual([
      'challenge.engaged-cannot-block',
      '3.2.1.6',
    ]);
    expect(refuse(game.state, { type: 'block', player: 'nick', blockers: [g.id('Illithis')] }).clause).toBe(
      '5.4.1.4.1',
    );
    expect(refuse(game.state, { type: 'block', player: 'ana', blockers: [] }).clause).toBe('5.4.1.4');
  });

  it('6.2 an asset is bought only in its buyer’s own Buy Phase', () => {
    const g = board(CHALLENGE_MAIN);
    expect(
      cited(
        refuse(g.state, {
          type: 'buy',
          player: 'ana',
          card: g.id('Ana’s Grunt'),
          at: { network: 'ana', x: -1, y: 0 },
        }),
      ),
    ).toEqual(['buy.assets-in-own-buy-phase', '6.2']);
  });

  it('6.2 the closing window of the Buy Phase is too late for an asset, and the refusal says so', () => {
    const g = board({ turn: { buy: { closing: 'open' } } });
    const v = refuse(g.state, {
      type: 'buy',
      player: 'ana',
      card: g.id('Ana’s Grunt'),
      at: { network: 'ana', x: -1, y: 0 },
    });
    expect(v.clause).toBe('6.2');
    expect(v.hint).toMatch(/only events/);
  });

  it('1.2.8.1 on another player’s turn only non-permanent events may be played', () => {
    const g = board(BUY_MAIN);
    const game = new Game(g.state);
    game.pass(); // 5.3.2: Ana is done buying; Nick gets priority in the closing window
    game.pass();
    expect(game.state.priority?.holder).toBe('nick');
    expect(
      cited(
        refuse(game.state, {
          type: 'buy',
          player: 'nick',
          card: g.id('Nick’s Grunt'),
          at: { network: 'nick', x: -1, y: 0 },
        }),
      ),
    ).toEqual(['buy.asset-not-on-others-turn', '6.2.1']);
    game.do({ type: 'buy', player: 'nick', card: g.id('Windfall') });
  });

  it('1.2.8 a player without priority cannot buy', () => {
    const g = board(BUY_MAIN);
    expect(refuse(g.state, { type: 'buy', player: 'nick', card: g.id('Windfall') }).key).toBe(
      'buy.needs-priority',
    );
  });

  it('5.2.6 the revealed resource is bought only in the Buy Phase', () => {
    const g = board(CHALLENGE_MAIN);
    const resource = g.id('Affluent Customers');
    expect(
      refuse(g.state, { type: 'buy', player: 'ana', card: resource, at: { network: 'ana', x: -1, y: 0 } })
        .clause,
    ).toBe('5.2.6');
  });

  it('5.4.3 a character attacks at most once per turn, even when disengaged again', () => {
    const g = board(CHALLENGE_MAIN);
    const game = new Game(g.state);
    const attack: Action = {
      type: 'attack',
      player: 'ana',
      attacker: g.id('Raamaa'),
      target: { network: 'nick', x: 1, y: 0 },
      trait: 'IQ',
    };
    game.do(attack);
    game.passUntil((s) => where(s) === 'turn.challenge.attack.blockers');
    game.do({ type: 'block', player: 'nick', blockers: [] });
    game.passUntil((s) => where(s) === 'turn.challenge.attack.retaliation');
    game.do({ type: 'retaliate', player: 'nick', cards: [] });
    game.passUntil((s) => where(s) === 'turn.challenge.main.open');
    // Engaged by the attack, Raamaa is turned back with Rally.
    expect(refuse(game.state, attack).clause).toBe('5.4.1.2');
    game.do({ type: 'buy', player: 'ana', card: g.id('Rally'), targets: [g.id('Raamaa')] });
    game.passUntil((s) => s.stack.length === 0 && where(s) === 'turn.challenge.main.open');
    expect(isEngaged(game.state, g.id('Raamaa'))).toBe(false);
    expect(cited(refuse(game.state, attack))).toEqual(['challenge.once-per-turn', '5.4.3']);
  });

  it('5.4.1 only the active player declares attacks, and only in his Challenge Phase', () => {
    const g = board(BUY_MAIN);
    const attack = (player: string, attacker: string): Action => ({
      type: 'attack',
      player,
      attacker,
      target: { network: player === 'ana' ? 'nick' : 'ana', x: 1, y: 0 },
      trait: 'IQ',
    });
    expect(refuse(g.state, attack('ana', g.id('Raamaa'))).clause).toBe('5.4.1');
    const c = board(CHALLENGE_MAIN);
    expect(refuse(c.state, attack('nick', c.id('Illithis'))).clause).toBe('5.4.1');
  });

  it('5.2.4 upkeep is paid only in the upkeep step', () => {
    const g = board(BUY_MAIN, { ana: [{ x: -1, y: 0, cards: ['Costly Lab'] }] });
    expect(
      refuse(g.state, { type: 'pay-upkeep', player: 'ana', card: g.id('Costly Lab'), pay: true }).clause,
    ).toBe('5.2.4');
  });

  it('1.2.8 passing needs priority', () => {
    const g = board(ACCOUNTING_WINDOW);
    expect(refuse(g.state, { type: 'pass', player: 'nick' }).key).toBe('priority.holder-only');
  });
});

describe('malformed actions are violations, never exceptions', () => {
  const g = board(DIVEST_MAIN);
  const raamaa = g.id('Raamaa');
  const cases: [string, unknown, string][] = [
    ['an unknown card', { type: 'sell', player: 'ana', card: 'ana.999' }, 'action.unknown-card'],
    ['an unknown player', { type: 'pass', player: 'zed' }, 'action.unknown-player'],
    ['no player at all', { type: 'pass' }, 'action.unknown-player'],
    ['a sale without a card', { type: 'sell', player: 'ana' }, 'action.unknown-card'],
    ['a card id that is not a string', { type: 'sell', player: 'ana', card: 7 }, 'action.unknown-card'],
    ['an unknown action type', { type: 'fly', player: 'ana' }, 'action.malformed'],
    ['no type', { player: 'ana' }, 'action.malformed'],
    ['null', null, 'action.malformed'],
    ['a number', 42, 'action.malformed'],
    ['a list', [], 'action.malformed'],
    ['a bid that is not a number', { type: 'bid', player: 'ana', amount: 'lots' }, 'action.malformed'],
    ['a bid of NaN', { type: 'bid', player: 'ana', amount: Number.NaN }, 'action.malformed'],
    [
      'a trait that is not one',
      { type: 'produce', player: 'ana', card: raamaa, trait: 'XQ' },
      'action.malformed',
    ],
    ['blockers that are not a list', { type: 'block', player: 'nick', blockers: raamaa }, 'action.malformed'],
    [
      'a blocker that does not exist',
      { type: 'block', player: 'nick', blockers: ['x'] },
      'action.unknown-card',
    ],
    ['a split that is not a map', { type: 'assign-damage', player: 'ana', split: null }, 'action.malformed'],
    [
      'an attack on a space of an unknown network',
      {
        type: 'attack',
        player: 'ana',
        attacker: raamaa,
        target: { network: 'zed', x: 0, y: 0 },
        trait: 'IQ',
      },
      'action.unknown-player',
    ],
    [
      'an attack on a space with fractional coordinates',
      {
        type: 'attack',
        player: 'ana',
        attacker: raamaa,
        target: { network: 'nick', x: 0.5, y: 0 },
        trait: 'IQ',
      },
      'action.malformed',
    ],
    [
      'a buy with a space that is not a space',
      { type: 'buy', player: 'ana', card: g.id('Ana’s Grunt'), at: 'over there' },
      'action.malformed',
    ],
    [
      'targets that are not a list',
      { type: 'buy', player: 'ana', card: g.id('Rally'), targets: 'x' },
      'action.malformed',
    ],
    [
      'an upkeep answer that is not a boolean',
      { type: 'pay-upkeep', player: 'ana', card: raamaa, pay: 'yes' },
      'action.malformed',
    ],
  ];
  for (const [what, action, key] of cases) {
    it(`${what} is refused (${key})`, () => {
      expect(refuse(g.state, action).key).toBe(key);
    });
  }

  it('an ability number that does not exist is refused, not looked up blindly', () => {
    const f = board(BUY_MAIN, { ana: [{ x: -1, y: 0, cards: ['Fixer'] }] });
    for (const ability of [1, -1, 0.5]) {
      expect(refuse(f.state, { type: 'activate', player: 'ana', card: f.id('Fixer'), ability }).key).toBe(
        'ability.not-activated',
      );
    }
  });
});

describe('every rejection leaves the state deep-equal to its input', () => {
  const starts = {
    buy: board(BUY_MAIN),
    challenge: board(CHALLENGE_MAIN, { ana: [{ x: 0, y: 1, cards: ['Hierarch'] }] }),
    divest: board(DIVEST_MAIN, { ana: [{ x: 0, y: 1, cards: ['Hierarch', 'Lineage'] }] }),
    accounting: board(ACCOUNTING_WINDOW),
  };
  // Every action type, and one the engine has never heard of.
  const types = [...ACTION_TYPES, 'jump'];

  const action = (ids: readonly string[]) => {
    const cardId = fc.oneof(fc.constantFrom(...ids), fc.constantFrom('ana.99', '', 'nick'), fc.anything());
    const playerId = fc.oneof(fc.constantFrom('ana', 'nick'), fc.constantFrom('zed', ''), fc.anything());
    const space = fc.oneof(
      fc.record({
        network: playerId,
        x: fc.integer({ min: -3, max: 3 }),
        y: fc.integer({ min: -3, max: 3 }),
      }),
      fc.anything(),
    );
    return fc.record(
      {
        type: fc.oneof(fc.constantFrom(...types), fc.anything()),
        player: playerId,
        card: cardId,
        attacker: cardId,
        target: space,
        at: space,
        trait: fc.oneof(fc.constantFrom('IQ', 'EQ', 'MQ', 'BQ'), fc.anything()),
        blockers: fc.oneof(fc.array(cardId, { maxLength: 3 }), fc.anything()),
        cards: fc.oneof(fc.array(cardId, { maxLength: 3 }), fc.anything()),
        targets: fc.oneof(fc.array(cardId, { maxLength: 2 }), fc.anything()),
        split: fc.oneof(
          fc.dictionary(fc.constantFrom(...ids), fc.integer({ min: -2, max: 6 })),
          fc.anything(),
        ),
        amount: fc.oneof(fc.integer({ min: -2, max: 20 }), fc.anything()),
        ability: fc.oneof(fc.integer({ min: -1, max: 2 }), fc.anything()),
        pay: fc.oneof(fc.boolean(), fc.anything()),
        accept: fc.oneof(fc.boolean(), fc.anything()),
        leave: fc.oneof(fc.boolean(), fc.anything()),
      },
      { requiredKeys: [] },
    );
  };

  for (const [name, g] of Object.entries(starts)) {
    const ids = Object.keys(g.state.cards);
    test.prop([action(ids)], { numRuns: 300 })(
      `arbitrary actions in the ${name} step never throw and refusals change nothing`,
      (a) => {
        const before = structuredClone(g.state);
        const legal = legalActions(g.state, { includeConcede: true });
        const r = apply(g.state, a as unknown as Action);
        expect(g.state).toEqual(before);
        if (r.ok) {
          // Only a legal action is accepted: one of the listed actions agrees with it on all its fields.
          const fields = a as Record<string, unknown>;
          const agrees = (l: Action) =>
            Object.entries(l).every(([k, v]) => canonicalJson(fields[k]) === canonicalJson(v));
          expect(legal.some(agrees)).toBe(true);
        } else {
          expect(r.violation.clause).not.toBe('?');
          expect(typeof r.violation.message).toBe('string');
        }
      },
    );
  }
});
