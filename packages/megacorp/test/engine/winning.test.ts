import { describe, expect, it } from 'vitest';
import {
  apply,
  decision,
  demoConfig,
  type FlowValue,
  legalActions,
  newGame,
  type PlayerSpec,
} from '../../src/index.js';
import { transact } from '../../src/rules/tx.js';
import { win } from '../../src/rules/winning.js';
import {
  ACCOUNTING_WINDOW,
  ANA_NETWORK,
  BUY_MAIN,
  CHALLENGE_MAIN,
  citing,
  DIVEST_MAIN,
  Game,
  given,
  NICK_NETWORK,
  ofType,
  where,
} from './support.js';

/** Two players on turn 9, Ana active; nobody is protected from purchases any more (5.3.1.1). */
function duel(opts: {
  flow: FlowValue;
  ana?: Partial<PlayerSpec>;
  nick?: Partial<PlayerSpec>;
  turn?: number;
}) {
  return given({
    turn: opts.turn ?? 9,
    flow: opts.flow,
    players: [
      { id: 'ana', money: 10, network: ANA_NETWORK, mainDeck: ['Grunt', 'Grunt'], ...opts.ana },
      { id: 'nick', money: 10, network: NICK_NETWORK, mainDeck: ['Grunt', 'Grunt'], ...opts.nick },
    ],
  });
}

describe('winning and losing (1.2.10), each condition driven through apply()', () => {
  it('1.2.10.1 a player with zero money at the end of a turn loses', () => {
    const g = duel({ flow: DIVEST_MAIN, nick: { money: 0 } });
    const game = new Game(g.state);
    game.pass(); // Ana is done selling: the End Phase begins
    const lost = citing(game.events, '1.2.10.1');
    expect(lost.map((e) => e.player)).toEqual(['nick']);
    expect(game.state.result).toEqual({ winners: ['ana'], tie: false });
    expect(citing(game.events, '1.2.10.7').map((e) => e.player)).toEqual(['ana']);
    expect(where(game.state)).toBe('gameOver');
    expect(legalActions(game.state)).toEqual([]);
  });

  it('1.2.10.1 a player who still has money at the end of the turn does not lose', () => {
    const game = new Game(duel({ flow: DIVEST_MAIN, ana: { money: 1 } }).state);
    game.pass();
    expect(citing(game.events, '1.2.10.1')).toEqual([]);
    expect(game.state.result).toBeNull();
  });

  it('1.2.10.1 money taken by an effect stops at 0 M (1.2.6.1); the player loses only when the turn ends', () => {
    const g = duel({ flow: BUY_MAIN, ana: { hand: ['Lawsuit'] }, nick: { money: 1 } });
    const game = new Game(g.state);
    game.do({ type: 'buy', player: 'ana', card: g.id('Lawsuit'), targets: ['nick'] });
    game.passUntil((s) => s.stack.length === 0 && where(s) === 'turn.buy.main.open');
    expect(game.state.players[1]?.money).toBe(0);
    expect(game.state.result).toBeNull();
    game.passUntil((s) => s.result !== null);
    expect(citing(game.events, '1.2.10.1').map((e) => e.player)).toEqual(['nick']);
    expect(game.state.turn.number).toBe(9);
  });

  it('1.2.10.2.1 a player whose business is destroyed in a challenge loses', () => {
    const g = duel({
      flow: CHALLENGE_MAIN,
      ana: { network: [...ANA_NETWORK, { x: 0, y: 1, cards: ['Hierarch'] }] },
      nick: {
        network: [
          { x: 0, y: 0, cards: ['Nick Corp'] },
          { x: 1, y: 0, cards: ['Illithis'], engaged: true },
        ],
      },
    });
    const game = new Game(g.state);
    game.do({
      type: 'attack',
      player: 'ana',
      attacker: g.id('Hierarch'),
      target: { network: 'nick', x: 0, y: 0 },
      trait: 'BQ',
    });
    game.passRound(); // 5.4.1.3
    expect(game.waitingFor).toEqual({ player: 'nick', kind: 'blockers' });
    game.do({ type: 'block', player: 'nick', blockers: [] });
    game.passRound(); // 5.4.1.5: Nick Corp defends alone and takes 4 BQ damage
    expect(where(game.state)).toBe('turn.challenge.attack.afterDamage.open');
    expect(game.state.result).toBeNull(); // destroyed cards stay until the window closes (5.4.1.8.4)
    game.passRound();
    expect(citing(game.events, '1.2.10.2.1').map((e) => e.player)).toEqual(['nick']);
    expect(game.state.players[1]?.openMarket).toContain(g.id('Nick Corp'));
    expect(game.state.result).toEqual({ winners: ['ana'], tie: false });
    expect(where(game.state)).toBe('gameOver');
  });

  it('1.2.10.2.2 a player whose business is bought by an opponent loses at once', () => {
    const g = duel({
      flow: BUY_MAIN,
      ana: { money: 20 },
      nick: {
        network: [
          { x: 0, y: 0, cards: ['Nick Corp'], engaged: true },
          { x: 1, y: 0, cards: ['Illithis'] },
        ],
      },
    });
    const game = new Game(g.state);
    const events = game.do({
      type: 'buy',
      player: 'ana',
      card: g.id('Nick Corp'),
      at: { network: 'ana', x: 0, y: 1 },
    });
    expect(citing(events, '1.2.10.2.2').map((e) => e.player)).toEqual(['nick']);
    expect(game.state.result).toEqual({ winners: ['ana'], tie: false });
    expect(game.state.players[0]?.money).toBe(5);
  });

  it('1.2.10.3 a player who concedes loses at once, even without priority', () => {
    const g = duel({ flow: BUY_MAIN });
    const game = new Game(g.state);
    const events = game.do({ type: 'concede', player: 'nick' });
    expect(ofType(events, 'winning.concede').map((e) => [e.player, e.citation.clause])).toEqual([
      ['nick', '1.2.10.3'],
    ]);
    expect(game.state.result).toEqual({ winners: ['ana'], tie: false });
    expect(where(game.state)).toBe('gameOver');
  });

  it('1.2.10.4 a player who must draw from an empty main deck loses', () => {
    const g = duel({ flow: ACCOUNTING_WINDOW, ana: { mainDeck: [] } });
    const game = new Game(g.state);
    game.passRound(); // 5.2.5 closes; 5.2.6 reveal; 5.2.7 draw
    expect(citing(game.events, '1.2.10.4').map((e) => e.player)).toEqual(['ana']);
    expect(game.state.result).toEqual({ winners: ['nick'], tie: false });
  });

  it('1.2.10.4 a card effect that forces a draw from an empty main deck loses the game too', () => {
    const g = duel({ flow: BUY_MAIN, ana: { mainDeck: [], hand: ['Recruiter'] } });
    const game = new Game(g.state);
    game.do({ type: 'buy', player: 'ana', card: g.id('Recruiter'), at: { network: 'ana', x: -1, y: 0 } });
    game.passUntil((s) => s.result !== null);
    expect(citing(game.events, '6.2.2.7')).toHaveLength(1); // Recruiter's "when deployed" draw
    expect(citing(game.events, '1.2.10.4').map((e) => e.player)).toEqual(['ana']);
    expect(game.state.result).toEqual({ winners: ['nick'], tie: false });
  });

  it('5.2.7.1 the starting player of a two-player game skips his first draw, so an empty deck does not lose then', () => {
    const g = duel({ flow: ACCOUNTING_WINDOW, turn: 1, ana: { mainDeck: [] } });
    const game = new Game(g.state);
    game.passRound();
    expect(citing(game.events, '5.2.7.1')).toHaveLength(1);
    expect(citing(game.events, '1.2.10.4')).toEqual([]);
    expect(game.state.result).toBeNull();
    expect(where(game.state)).toBe('turn.accounting.afterDraw.open');
  });

  it('1.2.10.5 the active player whose business is orphaned at the end of his turn loses', () => {
    const g = duel({ flow: DIVEST_MAIN });
    const game = new Game(g.state);
    // Ana sells Raamaa, the only card docked to her business.
    game.do({ type: 'sell', player: 'ana', card: g.id('Raamaa') });
    expect(citing(game.events, '1.2.10.5').map((e) => e.player)).toEqual(['ana']);
    expect(game.state.result).toEqual({ winners: ['nick'], tie: false });
  });

  it('1.2.10.5 only the active player loses to an orphaned business; the opponent plays on', () => {
    const g = duel({ flow: DIVEST_MAIN, nick: { network: [{ x: 0, y: 0, cards: ['Nick Corp'] }] } });
    const game = new Game(g.state);
    game.pass(); // the End Phase: 5.6.1 looks at Ana's business only
    expect(where(game.state)).toBe('turn.end.window.open');
    game.passRound();
    expect(citing(game.events, '1.2.10.5')).toEqual([]);
    expect(game.state.result).toBeNull();
    expect(game.state.turn.active).toBe('nick');
  });

  it('5.6.1 comes before 5.6.2: an orphaned active player loses before a broke opponent, who wins', () => {
    // The engine reads the End Phase steps as successive, so these two losses are not simultaneous (1.2.10.8).
    const g = duel({ flow: DIVEST_MAIN, nick: { money: 0 } });
    const game = new Game(g.state);
    game.do({ type: 'sell', player: 'ana', card: g.id('Raamaa') });
    expect(citing(game.events, '1.2.10.5').map((e) => e.player)).toEqual(['ana']);
    expect(citing(game.events, '1.2.10.1')).toEqual([]);
    expect(game.state.result).toEqual({ winners: ['nick'], tie: false });
  });

  it('1.2.10.6 a player made the winner by an effect wins and every other player loses', () => {
    const g = given({
      turn: 9,
      flow: BUY_MAIN,
      players: [
        { id: 'ana', network: ANA_NETWORK },
        { id: 'nick', network: NICK_NETWORK },
        { id: 'olga', network: [{ x: 0, y: 0, cards: ['Ana Corp'] }] },
      ],
    });
    const { state, events } = transact(g.state, (tx) => win(tx, 'olga', 'a test effect'));
    expect(ofType(events, 'winning.effect-wins').map((e) => [e.player, e.citation.clause])).toEqual([
      ['ana', '1.2.10.6'],
      ['nick', '1.2.10.6'],
    ]);
    expect(state.result).toEqual({ winners: ['olga'], tie: false });
    expect(state.players.map((p) => p.lost)).toEqual([true, true, false]);
    expect(g.state.result).toBeNull();
  });

  it('1.2.10.7 in a three-player game the game goes on until one player is left, who wins', () => {
    const g = given({
      turn: 9,
      flow: DIVEST_MAIN,
      players: [
        { id: 'ana', network: ANA_NETWORK },
        { id: 'nick', network: NICK_NETWORK },
        {
          id: 'olga',
          money: 0,
          network: [
            { x: 0, y: 0, cards: ['Ana Corp'] },
            { x: 0, y: 1, cards: ['Grunt'] },
          ],
        },
      ],
    });
    const game = new Game(g.state);
    game.pass(); // end of Ana's turn: Olga has 0 M
    expect(citing(game.events, '1.2.10.1').map((e) => e.player)).toEqual(['olga']);
    expect(game.state.result).toBeNull();
    expect(game.state.players[2]?.lost).toBe(true);
    // The End Phase window goes round the two players still in the game, then Nick's turn begins.
    const holders: string[] = [];
    while (where(game.state) === 'turn.end.window.open') {
      holders.push(game.state.priority?.holder ?? '');
      game.pass();
    }
    expect(holders).toEqual(['ana', 'nick']);
    expect(game.state.turn.active).toBe('nick');
    game.do({ type: 'concede', player: 'ana' });
    expect(game.state.result).toEqual({ winners: ['nick'], tie: false });
    expect(citing(game.events, '1.2.10.7').map((e) => e.player)).toEqual(['nick']);
  });

  it('1.2.10.8 two players who lose at the same time tie', () => {
    const g = duel({ flow: DIVEST_MAIN, ana: { money: 0 }, nick: { money: 0 } });
    const game = new Game(g.state);
    game.pass();
    expect(citing(game.events, '1.2.10.1').map((e) => e.player)).toEqual(['ana', 'nick']);
    expect(citing(game.events, '1.2.10.8')).toHaveLength(1);
    expect(game.state.result).toEqual({ winners: [], tie: true });
    expect(where(game.state)).toBe('gameOver');
  });

  it('1.2.10.8 the last two players of a three-player game losing together tie', () => {
    const g = given({
      turn: 9,
      flow: DIVEST_MAIN,
      players: [
        { id: 'ana', money: 0, network: ANA_NETWORK },
        { id: 'nick', money: 0, network: NICK_NETWORK },
        { id: 'olga', lost: true },
      ],
    });
    const game = new Game(g.state);
    game.pass();
    expect(game.state.result).toEqual({ winners: [], tie: true });
  });

  it('1.2.10 once the game is over every action is refused and changes nothing', () => {
    const game = new Game(duel({ flow: BUY_MAIN }).state);
    game.do({ type: 'concede', player: 'ana' });
    const over = game.state;
    const snapshot = structuredClone(over);
    for (const a of [
      { type: 'pass', player: 'nick' },
      { type: 'concede', player: 'nick' },
    ] as const) {
      const r = apply(over, a);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.violation.key).toBe('turn.game-over');
    }
    expect(over).toEqual(snapshot);
  });
});

describe('1.2.10.3 a player who concedes in a multiplayer game takes no further part; the others play on', () => {
  const OLGA = [
    { x: 0, y: 0, cards: ['Ana Corp'] },
    { x: 0, y: 1, cards: ['Grunt'] },
  ] as const;
  const three = (flow: FlowValue, priority?: { holder: string; passes: number }) =>
    given({
      turn: 9,
      flow,
      ...(priority ? { priority } : {}),
      players: [
        { id: 'ana', network: ANA_NETWORK, mainDeck: ['Filler'] },
        { id: 'nick', network: NICK_NETWORK, mainDeck: ['Filler'] },
        { id: 'olga', network: OLGA, mainDeck: ['Filler'] },
      ],
    });

  it('1.2.10.3 a player who concedes while holding priority hands it to his left (1.2.8.2)', () => {
    // Ana passed in the closing window of her Buy Phase; Nick holds priority and concedes.
    const game = new Game(three({ turn: { buy: { closing: 'open' } } }, { holder: 'nick', passes: 1 }).state);
    game.do({ type: 'concede', player: 'nick' });
    expect(game.state.result).toBeNull();
    expect(game.state.priority?.holder).toBe('olga');
    expect(legalActions(game.state)).toContainEqual({ type: 'pass', player: 'olga' });
    // Everyone still playing passes in a row and the Buy Phase ends.
    game.passUntil((s) => where(s) === 'turn.challenge.main.open', 4);
    expect(game.state.turn.active).toBe('ana');
  });

  it('1.2.10.3 a player who concedes while the others bid for the first turn leaves the bid (1.2.9.3)', () => {
    const config = { ...demoConfig(5, undefined, ['Ana', 'Nick', 'Olga']), firstPlayer: 'bid' as const };
    const g = newGame(config);
    if (!g.ok) throw new Error('no game');
    const game = new Game(g.state);
    game.do({ type: 'bid', player: 'Ana', amount: 2 }, { type: 'concede', player: 'Nick' });
    game.do({ type: 'bid', player: 'Olga', amount: 1 });
    expect(game.state.turn.starting).toBe('Ana');
    expect(decision(game.state)?.kind).toBe('mulligan');
  });

  // Known engine bug (see the report of the acceptance-test work): the challenge waits for the
  // blockers of a player who is out of the game, and nobody can act. Remove `.fails` once fixed.
  it('1.2.10.3 a defending player who concedes mid-challenge does not leave the game waiting for his blockers', () => {
    const g = three(CHALLENGE_MAIN);
    const game = new Game(g.state);
    game.do({
      type: 'attack',
      player: 'ana',
      attacker: g.id('Raamaa'),
      target: { network: 'nick', x: 1, y: 0 },
      trait: 'IQ',
    });
    game.passUntil((s) => where(s) === 'turn.challenge.attack.blockers');
    game.do({ type: 'concede', player: 'nick' });
    expect(game.state.result).toBeNull();
    expect(legalActions(game.state).length).toBeGreaterThan(0);
  });

  // Known engine gap: when the active player drops out, `abandonTurn` jumps straight to the next
  // turn, so the end-of-turn checks of that turn (5.6.2, 5.6.6) never run. Remove `.fails` once fixed.
  it('1.2.10.1 when the active player concedes mid-turn, a player at 0 M still loses as that turn ends', () => {
    const g = given({
      turn: 9,
      flow: BUY_MAIN,
      players: [
        { id: 'ana', network: ANA_NETWORK, mainDeck: ['Filler'] },
        { id: 'nick', network: NICK_NETWORK, mainDeck: ['Filler'] },
        { id: 'olga', money: 0, network: OLGA, mainDeck: ['Filler'] },
      ],
    });
    const game = new Game(g.state);
    game.do({ type: 'concede', player: 'ana' });
    expect(citing(game.events, '1.2.10.1').map((e) => e.player)).toEqual(['olga']);
    expect(game.state.result).toEqual({ winners: ['nick'], tie: false });
  });

  it('5.6.6 damage heals at the end of a turn whose active player dropped out', () => {
    const g = given({
      turn: 9,
      flow: BUY_MAIN,
      players: [
        { id: 'ana', network: ANA_NETWORK, mainDeck: ['Filler'] },
        { id: 'nick', network: NICK_NETWORK, mainDeck: ['Filler'] },
        {
          id: 'olga',
          network: [
            OLGA[0],
            { x: 0, y: 1, cards: [{ name: 'Grunt', damage: { BQ: { amount: 1, permanent: 0 } } }] },
          ],
          mainDeck: ['Filler'],
        },
      ],
    });
    const game = new Game(g.state);
    game.do({ type: 'concede', player: 'ana' });
    game.passRound();
    expect(game.state.turn.active).toBe('nick');
    expect(game.state.cards[g.id('Grunt')]?.damage).toEqual({});
  });
});
