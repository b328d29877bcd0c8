import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  type Action,
  type CardId,
  decision,
  demoConfig,
  flowPaths,
  type GameState,
  legalActions,
  newGame,
  type PlayerId,
} from '../../src/index.js';
import { Game, where } from './support.js';

/**
 * Plays the preparation (4.2) of a fresh demo game: the randomly picked player decides whether to go
 * first, every player keeps (the first after one mulligan), founders go on the first free space.
 */
function prepare(seed: number, goFirst: boolean): Game {
  const g = newGame(demoConfig(seed));
  if (!g.ok) throw new Error(g.problems.map((p) => p.message).join('; '));
  const game = new Game(g.state, g.events);
  const picked = decision(game.state);
  expect(picked?.kind).toBe('choosing');
  game.do({ type: 'go-first', player: picked?.player as PlayerId, accept: goFirst });
  expect(where(game.state)).toBe('setup.mulligan');
  const [first, ...rest] = game.state.players.map((p) => p.id);
  game.do({ type: 'mulligan', player: first as PlayerId }, { type: 'keep', player: first as PlayerId });
  for (const p of rest) game.do({ type: 'keep', player: p });
  expect(game.state.players[0]?.hand).toHaveLength(4);
  expect(where(game.state)).toBe('setup.founders');
  for (const p of game.state.players) {
    const place = legalActions(game.state).find((a) => a.type === 'place-founder' && a.player === p.id);
    game.do(place as Action);
  }
  return game;
}

/** The top card of the first non-business pile of a player's network: his founder after setup. */
function founderOf(s: GameState, who: PlayerId): CardId {
  const net = s.players.find((p) => p.id === who)?.network ?? [];
  return net.find((pile) => pile.x !== 0 || pile.y !== 0)?.cards[0] as CardId;
}

/** The named steps of 5.1–5.7, in the order one turn with one challenge passes through them. */
const ONE_TURN = [
  'turn.accounting.window.open', // 5.2.5 priority window
  'turn.accounting.afterDraw.open', // 5.2.8 priority window
  'turn.buy.main.open', // 5.3.1 the active player buys
  'turn.buy.closing.open', // 5.3.2 priority window once he is done
  'turn.challenge.main.open', // 5.4.1 the active player declares challenges
  'turn.challenge.attack.afterDeclaration.open', // 5.4.1.3 priority window
  'turn.challenge.attack.blockers', // 5.4.1.4 blockers
  'turn.challenge.attack.afterBlockers.open', // 5.4.1.5 priority window
  'turn.challenge.attack.retaliation', // 5.4.1.8.1 retaliation
  'turn.challenge.attack.afterDamage.open', // 5.4.1.8.4 priority window
  'turn.challenge.main.open', // 5.4.5 no more challenges
  'turn.divest.main.open', // 5.5
  'turn.end.window.open', // 5.6.5 priority window
  'turn.accounting.window.open', // 5.7 the next turn
];

/** Plays one whole turn: passes everywhere, one challenge of founder against founder in MQ. */
function playOneTurn(game: Game): void {
  const active = game.state.turn.active;
  const other = game.state.players.find((p) => p.id !== active)?.id as PlayerId;
  game.passUntil((s) => where(s) === 'turn.buy.main.open');
  game.pass(); // 5.3.2: the active player is done buying
  game.passUntil((s) => where(s) === 'turn.challenge.main.open');
  game.do({
    type: 'attack',
    player: active,
    attacker: founderOf(game.state, active),
    target: { network: other, x: 0, y: -1 },
    trait: 'MQ',
  });
  game.passUntil((s) => where(s) === 'turn.challenge.attack.blockers');
  expect(decision(game.state)).toMatchObject({ player: other, kind: 'blockers' });
  game.do({ type: 'block', player: other, blockers: [] });
  game.passUntil((s) => where(s) === 'turn.challenge.attack.retaliation');
  expect(decision(game.state)).toMatchObject({ player: other, kind: 'retaliation' });
  game.do({ type: 'retaliate', player: other, cards: [] });
  game.passUntil((s) => where(s) === 'turn.challenge.main.open');
  game.pass(); // 5.4.5: no more challenges
  game.pass(); // 5.5.7: nothing to sell
  game.passUntil((s) => s.turn.active !== active);
}

/** Consecutive repeats removed. */
const steps = (trail: readonly string[]) => trail.filter((p, i) => p !== trail[i - 1]);
const phase = (path: string) => path.split('.').slice(0, 2).join('.');

describe('the turn sequence (5.1) from a fresh game', () => {
  it('4.2 preparation: random starter who chooses to go first, opening hands, a mulligan, business and founders', () => {
    const game = prepare(7, true);
    const s = game.state;
    const clauses = game.events.map((e) => e.citation.clause);
    for (const c of ['4.2.1', '4.2.4.1', '4.2.4.2', '4.2.5', '4.2.5.1', '4.2.6', '4.2.7', '4.2.8']) {
      expect(clauses).toContain(c);
    }
    expect(s.setup).toBeNull();
    expect(s.turn.number).toBe(1);
    expect(s.turn.active).toBe(s.turn.starting);
    for (const p of s.players) {
      expect(p.network).toHaveLength(2);
      expect(p.money).toBe(10);
    }
    expect(s.players.map((p) => p.hand.length)).toEqual([4, 5]);
    expect(where(s)).toBe('turn.accounting.window.open');
    expect(decision(s)).toMatchObject({ player: s.turn.active, kind: 'priority' });
  });

  it('4.2.4.2 the picked player who declines hands the first turn to the opponent', () => {
    const g = newGame(demoConfig(7));
    if (!g.ok) throw new Error('no game');
    const picked = decision(g.state)?.player as PlayerId;
    const game = prepare(7, false);
    expect(game.state.turn.active).not.toBe(picked);
  });

  it('5.1.2 one whole turn passes through phases A-B-C-D-E and every priority window the rules name, in order', () => {
    const game = prepare(7, true);
    const first = game.state.turn.active;
    const start = game.trail.length - 1;
    playOneTurn(game);
    const trail = steps(game.trail.slice(start));
    expect(trail).toEqual(ONE_TURN);
    expect(steps(trail.map(phase))).toEqual([
      'turn.accounting',
      'turn.buy',
      'turn.challenge',
      'turn.divest',
      'turn.end',
      'turn.accounting',
    ]);
    expect(game.state.turn.number).toBe(2);
    expect(game.state.turn.active).not.toBe(first);
  });

  it('the steps without a decision happen in the rulebook’s order, each citing its clause', () => {
    const game = prepare(7, true);
    const from = game.events.length;
    playOneTurn(game);
    const clauses = game.events.slice(from).map((e) => e.citation.clause);
    const order = [
      '5.2.6', // the resource is revealed
      '5.2.7.1', // the starting player of a two-player game does not draw on his first turn
      '5.3.4', // the unbought resource goes under the resource deck
      '5.4.1.1', // the attack is declared
      '5.4.1.2', // the attacker engages
      '5.4.1.8.1.2', // damage is dealt all at once
      '5.4.1.8.4', // the destroyed defender leaves play after the window
      '5.4.1.9', // the challenge ends
    ];
    const at = order.map((c) => clauses.indexOf(c));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    // 5.1.2: the phases begin in the order A-B-C-D-E; the turn passes on (5.7) before the next one's A.
    const phases = game.events
      .slice(from)
      .filter((e) => e.type === 'turn.phases-in-order')
      .map((e) => e.text.replace(/^\w+'s /, ''));
    expect(phases).toEqual([
      'Buy Phase begins',
      'Challenge Phase begins',
      'Divest Phase begins',
      'End Phase begins',
      'Accounting Phase begins',
    ]);
    expect(clauses.lastIndexOf('5.7')).toBeLessThan(clauses.lastIndexOf('5.1.2'));
  });

  it('5.2.7 on the second turn the new active player draws a card in his Accounting Phase', () => {
    const game = prepare(7, true);
    playOneTurn(game);
    const active = game.state.turn.active;
    const hand = () => game.state.players.find((p) => p.id === active)?.hand.length ?? -1;
    const before = hand();
    game.passUntil((s) => where(s) === 'turn.accounting.afterDraw.open');
    expect(hand()).toBe(before + 1);
    expect(game.events.slice(-2).map((e) => e.citation.clause)).toEqual(['5.2.7', '6.7.1']);
  });

  it('the statechart value is plain data inside the state: the state survives a JSON round trip mid-turn', () => {
    const game = prepare(11, true);
    game.passUntil((s) => where(s) === 'turn.buy.main.open');
    const copy = JSON.parse(JSON.stringify(game.state)) as GameState;
    expect(copy).toEqual(game.state);
    expect(flowPaths(copy.flow)).toEqual(['turn.buy.main.open']);
    expect(legalActions(copy)).toEqual(legalActions(game.state));
  });

  test.prop([fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.boolean()], { numRuns: 12 })(
    'whatever the seed and the starter’s choice, the first turn walks the same steps',
    (seed, goFirst) => {
      const game = prepare(seed, goFirst);
      const start = game.trail.length - 1;
      playOneTurn(game);
      expect(steps(game.trail.slice(start))).toEqual(ONE_TURN);
    },
  );
});
