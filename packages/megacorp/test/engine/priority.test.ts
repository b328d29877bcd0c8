import { describe, expect, it } from 'vitest';
import { decision, type FlowValue } from '../../src/index.js';
import {
  ACCOUNTING_WINDOW,
  ANA_NETWORK,
  BUY_MAIN,
  END_WINDOW,
  Game,
  given,
  NICK_NETWORK,
  ofType,
  where,
} from './support.js';

const OLGA_NETWORK = [
  { x: 0, y: 0, cards: ['Ana Corp'] },
  { x: 0, y: 1, cards: ['Grunt'] },
] as const;

/** Ana, Nick and Olga, seated in that order (Nick sits left of Ana, Olga left of Nick). */
function threePlayers(opts: { active: string; flow: FlowValue; lost?: string }) {
  return given({
    turn: 10,
    active: opts.active,
    flow: opts.flow,
    players: [
      { id: 'ana', network: ANA_NETWORK, mainDeck: ['Grunt'], lost: opts.lost === 'ana' },
      { id: 'nick', network: NICK_NETWORK, mainDeck: ['Grunt'], lost: opts.lost === 'nick' },
      { id: 'olga', network: OLGA_NETWORK, mainDeck: ['Grunt'], lost: opts.lost === 'olga' },
    ],
  });
}

/** Who holds priority at each pass while the game stays at the current step. */
function holdersUntilStepEnds(game: Game): string[] {
  const step = where(game.state);
  const out: string[] = [];
  while (where(game.state) === step) {
    out.push(game.state.priority?.holder ?? '-');
    game.pass();
  }
  return out;
}

describe('priority and turn order in a multiplayer game', () => {
  it('1.2.8.2 priority passes clockwise, the player left of the active player receiving it first', () => {
    const game = new Game(threePlayers({ active: 'nick', flow: ACCOUNTING_WINDOW }).state);
    expect(holdersUntilStepEnds(game)).toEqual(['nick', 'olga', 'ana']);
    expect(where(game.state)).toBe('turn.accounting.afterDraw.open');
    expect(ofType(game.events, 'priority.clockwise').map((e) => [e.player, e.citation.clause])).toEqual([
      ['nick', '1.2.8.2'],
      ['olga', '1.2.8.2'],
      ['ana', '1.2.8.2'],
    ]);
  });

  it('1.2.8.2 a player who has lost is skipped when priority passes', () => {
    const game = new Game(threePlayers({ active: 'ana', flow: ACCOUNTING_WINDOW, lost: 'nick' }).state);
    expect(holdersUntilStepEnds(game)).toEqual(['ana', 'olga']);
  });

  it('5.3.2 the active player’s pass ends his buying; then every player passes once in the closing window', () => {
    const game = new Game(threePlayers({ active: 'olga', flow: BUY_MAIN }).state);
    expect(holdersUntilStepEnds(game)).toEqual(['olga']);
    expect(where(game.state)).toBe('turn.buy.closing.open');
    expect(holdersUntilStepEnds(game)).toEqual(['olga', 'ana', 'nick']);
    expect(where(game.state)).toBe('turn.challenge.main.open');
  });

  it('5.7.1 the next turn goes to the player on the left, from the last seat back to the first', () => {
    const game = new Game(threePlayers({ active: 'nick', flow: END_WINDOW }).state);
    const order: string[] = [];
    for (let i = 0; i < 3; i++) {
      game.passUntil((s) => where(s) === 'turn.end.window.open' && s.turn.number > 10 + i);
      order.push(game.state.turn.active);
      expect(game.state.turn.number).toBe(11 + i);
    }
    expect(order).toEqual(['olga', 'ana', 'nick']);
    expect(ofType(game.events, 'end.to-the-left').map((e) => e.citation.clause)).toEqual([
      '5.7.1',
      '5.7.1',
      '5.7.1',
    ]);
  });

  it('5.7.1 a player who has lost is skipped when the turn passes', () => {
    const game = new Game(threePlayers({ active: 'ana', flow: END_WINDOW, lost: 'nick' }).state);
    game.passRound();
    expect(game.state.turn.active).toBe('olga');
  });

  it('1.2.10 an active player who concedes ends his turn; the player on his left goes on', () => {
    const game = new Game(threePlayers({ active: 'nick', flow: BUY_MAIN }).state);
    game.do({ type: 'concede', player: 'nick' });
    expect(game.state.result).toBeNull();
    // His End Phase still runs for the others: its window (5.6.5) opens for the player on his left.
    expect(where(game.state)).toBe('turn.end.window.open');
    expect(game.state.priority?.holder).toBe('olga');
    game.passRound();
    expect(game.state.turn.active).toBe('olga');
    expect(game.state.turn.number).toBe(11);
    expect(where(game.state)).toBe('turn.accounting.window.open');
    expect(decision(game.state)).toMatchObject({ player: 'olga', kind: 'priority' });
    expect(ofType(game.events, 'turn.lost-player-turn-ends')).toHaveLength(1);
  });
});

describe('the stack (3.9)', () => {
  const board = (ana: { hand: string[]; IQ?: number }, nick: { hand: string[]; IQ?: number }) =>
    given({
      turn: 9,
      flow: BUY_MAIN,
      players: [
        { id: 'ana', money: 10, hand: ana.hand, pools: { IQ: ana.IQ ?? 0 }, network: ANA_NETWORK },
        { id: 'nick', money: 10, hand: nick.hand, pools: { IQ: nick.IQ ?? 0 }, network: NICK_NETWORK },
      ],
    });

  it('3.9.5 two events played in response to each other resolve last in, first out', () => {
    const g = board({ hand: ['Windfall'] }, { hand: ['Zap'] });
    const game = new Game(g.state);
    game.do({ type: 'buy', player: 'ana', card: g.id('Windfall') });
    game.pass(); // Nick gets priority with Windfall on the stack (6.2.2.4)
    expect(where(game.state)).toBe('turn.buy.main.deploymentOnStack');
    game.do({ type: 'buy', player: 'nick', card: g.id('Zap'), targets: [g.id('Raamaa')] });
    expect(game.state.stack.map((i) => i.kind === 'deployment' && i.card)).toEqual([
      g.id('Windfall'),
      g.id('Zap'),
    ]);
    game.passUntil((s) => s.stack.length === 0 && where(s) === 'turn.buy.main.open');
    const resolved = ofType(game.events, 'priority.stack-lifo');
    expect(resolved.map((e) => e.text)).toEqual([
      'resolving the deployment of Zap',
      'resolving the deployment of Windfall',
    ]);
    expect(resolved.every((e) => e.citation.clause === '3.9.5')).toBe(true);
    const effects = game.events
      .map((e) => e.type)
      .filter((t) => t === 'effect.damage' || t === 'effect.gain-money');
    expect(effects).toEqual(['effect.damage', 'effect.gain-money']);
    expect(game.state.players[0]?.money).toBe(10 - 1 + 3);
    expect(game.state.cards[g.id('Raamaa')]?.damage.BQ?.amount).toBe(2);
  });

  it('3.9.5 a cancel played last resolves first and cancels the effect beneath it, not the first one played', () => {
    // Ana plays Windfall; Nick answers with Zap on Raamaa; Ana answers with Psionic Scream.
    const g = board({ hand: ['Windfall', 'Psionic Scream'], IQ: 1 }, { hand: ['Zap'] });
    const game = new Game(g.state);
    game.do({ type: 'buy', player: 'ana', card: g.id('Windfall') });
    game.pass();
    game.do({ type: 'buy', player: 'nick', card: g.id('Zap'), targets: [g.id('Raamaa')] });
    game.pass();
    expect(game.state.priority?.holder).toBe('ana');
    game.do({ type: 'buy', player: 'ana', card: g.id('Psionic Scream') });
    game.passUntil((s) => s.stack.length === 0 && where(s) === 'turn.buy.main.open');
    expect(ofType(game.events, 'priority.stack-lifo').map((e) => e.text)).toEqual([
      'resolving the deployment of Psionic Scream',
      'resolving the deployment of Windfall',
    ]);
    expect(ofType(game.events, 'keyword.cancel.ability').map((e) => e.card)).toEqual([g.id('Zap')]);
    expect(game.state.cards[g.id('Raamaa')]?.damage).toEqual({});
    expect(game.state.players[1]?.openMarket).toEqual([g.id('Zap')]); // 9.7: the cancelled card is destroyed
    expect(game.state.players[0]?.money).toBe(10 - 1 - 1 + 3);
  });

  it('3.9.5 with the stack empty, passing round the table closes the window instead', () => {
    const game = new Game(board({ hand: [] }, { hand: [] }).state);
    game.pass();
    expect(where(game.state)).toBe('turn.buy.closing.open');
    game.passRound();
    expect(where(game.state)).toBe('turn.challenge.main.open');
  });
});
