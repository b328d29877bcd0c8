import { describe, expect, it } from 'vitest';
import { type Action, decision, demoConfig, newGame } from '../../src/index.js';
import {
  ANA_NETWORK,
  BUY_MAIN,
  CHALLENGE_MAIN,
  END_WINDOW,
  Game,
  given,
  NICK_NETWORK,
  where,
} from './support.js';

/**
 * Ana attacks with Hierarch (IQ 1, EQ 2, BQ 4) from (0,1) of her network; Nick's Illithis sits at
 * (1,0) of his network, with his business and a Grunt at (1,1) next to it.
 */
function challenge() {
  const g = given({
    turn: 9,
    flow: CHALLENGE_MAIN,
    players: [
      { id: 'ana', network: [...ANA_NETWORK, { x: 0, y: 1, cards: ['Hierarch'] }] },
      { id: 'nick', network: [...NICK_NETWORK, { x: 1, y: 1, cards: ['Grunt'] }] },
    ],
  });
  const game = new Game(g.state);
  game.do({
    type: 'attack',
    player: 'ana',
    attacker: g.id('Hierarch'),
    target: { network: 'nick', x: 1, y: 0 },
    trait: 'EQ',
  });
  return { g, game };
}

const kinds = (options: readonly Action[]) => [...new Set(options.map((a) => a.type))];

describe('decision(state) names who must decide what', () => {
  it('4.2.4.2 the randomly picked player of a two-player game chooses whether to go first', () => {
    const g = newGame(demoConfig(3));
    if (!g.ok) throw new Error('no game');
    const d = decision(g.state);
    expect(d?.kind).toBe('choosing');
    expect(d?.player).toBe(g.state.setup?.chosen);
    expect(d?.options).toEqual([
      { type: 'go-first', player: d?.player, accept: true },
      { type: 'go-first', player: d?.player, accept: false },
    ]);
  });

  it('4.2.5.1 after the opening draw each player in seat order keeps or mulligans', () => {
    const g = newGame(demoConfig(3));
    if (!g.ok) throw new Error('no game');
    const game = new Game(g.state);
    game.do({ type: 'go-first', player: decision(game.state)?.player as string, accept: true });
    const d = decision(game.state);
    expect(d).toMatchObject({ player: 'Ana', kind: 'mulligan' });
    expect(kinds(d?.options ?? [])).toEqual(['mulligan', 'keep']);
    game.do({ type: 'keep', player: 'Ana' });
    expect(decision(game.state)).toMatchObject({ player: 'Nick', kind: 'mulligan' });
    game.do({ type: 'keep', player: 'Nick' });
    expect(decision(game.state)).toMatchObject({ player: 'Ana', kind: 'founders' });
  });

  it('5.2.4 the active player decides to pay or skip each upkeep', () => {
    const g = given({
      turn: 8,
      active: 'nick',
      flow: END_WINDOW,
      players: [
        { id: 'ana', mainDeck: ['Grunt'], network: [...ANA_NETWORK, { x: -1, y: 0, cards: ['Costly Lab'] }] },
        { id: 'nick', mainDeck: ['Grunt'], network: NICK_NETWORK },
      ],
    });
    const game = new Game(g.state);
    game.passRound(); // Nick's turn ends; Ana's Accounting Phase stops at her upkeep
    expect(where(game.state)).toBe('turn.accounting.upkeep');
    const d = decision(game.state);
    expect(d).toMatchObject({ player: 'ana', kind: 'upkeep' });
    expect(d?.options).toContainEqual({
      type: 'pay-upkeep',
      player: 'ana',
      card: g.id('Costly Lab'),
      pay: true,
    });
    expect(d?.options).toContainEqual({
      type: 'pay-upkeep',
      player: 'ana',
      card: g.id('Costly Lab'),
      pay: false,
    });
    game.do({ type: 'pay-upkeep', player: 'ana', card: g.id('Costly Lab'), pay: true });
    expect(where(game.state)).toBe('turn.accounting.window.open');
    expect(decision(game.state)).toMatchObject({ player: 'ana', kind: 'priority' });
  });

  it('5.2.4.1 skipping an upkeep destroys the card', () => {
    const g = given({
      turn: 8,
      active: 'nick',
      flow: END_WINDOW,
      players: [
        { id: 'ana', mainDeck: ['Grunt'], network: [...ANA_NETWORK, { x: -1, y: 0, cards: ['Costly Lab'] }] },
        { id: 'nick', mainDeck: ['Grunt'], network: NICK_NETWORK },
      ],
    });
    const game = new Game(g.state);
    game.passRound();
    const events = game.do({ type: 'pay-upkeep', player: 'ana', card: g.id('Costly Lab'), pay: false });
    expect(events.map((e) => e.citation.clause)).toContain('5.2.4.1');
    expect(game.state.players[0]?.openMarket).toEqual([g.id('Costly Lab')]);
  });

  it('5.4.1.4 the defending card’s controller chooses blockers', () => {
    const { game } = challenge();
    expect(decision(game.state)).toMatchObject({ player: 'ana', kind: 'priority' }); // 5.4.1.3 window first
    game.passRound();
    const d = decision(game.state);
    expect(d).toMatchObject({ player: 'nick', kind: 'blockers' });
    expect(kinds(d?.options ?? [])).toEqual(['block']);
    expect(d?.options).toContainEqual({ type: 'block', player: 'nick', blockers: [] });
  });

  it('5.4.1.6 with a blocker chosen, the defender’s controller decides whether the defending card leaves', () => {
    const { g, game } = challenge();
    game.passRound();
    game.do({ type: 'block', player: 'nick', blockers: [g.id('Grunt')] });
    game.passRound();
    expect(decision(game.state)).toMatchObject({ player: 'nick', kind: 'defenderChoice' });
  });

  it('5.4.1.8.3 with several defenders the attacking player splits the damage', () => {
    const { g, game } = challenge();
    game.passRound();
    game.do({ type: 'block', player: 'nick', blockers: [g.id('Grunt'), g.id('Nick Corp')] });
    game.passRound();
    game.do({ type: 'defender-leaves', player: 'nick', leave: false });
    const d = decision(game.state);
    expect(d).toMatchObject({ player: 'ana', kind: 'assignDamage' });
    // Hierarch deals 2 EQ among three defenders: every split of 2 into three whole parts.
    expect(d?.options).toHaveLength(6);
    game.do({
      type: 'assign-damage',
      player: 'ana',
      split: { [g.id('Illithis')]: 0, [g.id('Grunt')]: 1, [g.id('Nick Corp')]: 1 },
    });
    expect(decision(game.state)).toMatchObject({ player: 'nick', kind: 'retaliation' });
  });

  it('5.4.1.8.1 the controller of defending characters decides which retaliate', () => {
    const { game } = challenge();
    game.passRound();
    game.do({ type: 'block', player: 'nick', blockers: [] });
    game.passRound();
    const d = decision(game.state);
    expect(d).toMatchObject({ player: 'nick', kind: 'retaliation' });
    expect(d?.options).toHaveLength(2); // Illithis retaliates, or not
  });

  it('8.3.1 two cards reaching an open market together: their player orders them before anything else', () => {
    const g = given({
      turn: 9,
      flow: BUY_MAIN,
      players: [
        { id: 'ana', hand: ['Zap'], network: ANA_NETWORK },
        { id: 'nick', network: [...NICK_NETWORK, { x: 1, y: 1, cards: ['Grunt', 'Lineage'] }] },
      ],
    });
    const game = new Game(g.state);
    game.do({ type: 'buy', player: 'ana', card: g.id('Zap'), targets: [g.id('Grunt')] });
    game.passUntil((s) => s.stack.length === 0 || s.pending.length > 0);
    const d = decision(game.state);
    expect(d).toMatchObject({ player: 'nick', kind: 'order-open-market' });
    expect(d?.options).toHaveLength(2);
  });

  it('1.2.10 nobody decides anything once the game is over', () => {
    const game = new Game(given({ flow: BUY_MAIN, players: [{ id: 'ana' }, { id: 'nick' }] }).state);
    game.do({ type: 'concede', player: 'nick' });
    expect(decision(game.state)).toBeNull();
  });
});
