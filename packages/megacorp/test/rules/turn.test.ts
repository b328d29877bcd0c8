import { describe, expect, it } from 'vitest';
import { abandonTurn, activePlayerLost, applyConcede, phaseBegins } from '../../src/rules/turn.js';
import { ANA_NETWORK, given, keys, NICK_NETWORK, patch, run } from './support.js';

/** Ana, Nick and Carl in seating order; Ana is active and holds priority in her Buy Phase. */
const three = (holder = 'ana') =>
  given({
    turn: 7,
    active: 'ana',
    priority: { holder, passes: 1 },
    players: [
      { id: 'ana', network: ANA_NETWORK },
      { id: 'nick', network: NICK_NETWORK },
      { id: 'carl', network: [{ x: 0, y: 0, cards: ['Nick Corp'] }] },
    ],
  });

describe('a player leaving a game the others play on (1.2.10)', () => {
  it('1.2.10.3 Nick concedes while Ana holds priority: she keeps it, and the passes counted start again', () => {
    const { state } = run(three().state, (tx) => applyConcede(tx, { type: 'concede', player: 'nick' }));
    expect(state.result).toBeNull();
    expect(state.priority).toEqual({ holder: 'ana', passes: 0 });
  });

  it('1.2.8.2 Nick concedes while he holds priority: it passes to Carl, on his left', () => {
    const { state } = run(three('nick').state, (tx) => applyConcede(tx, { type: 'concede', player: 'nick' }));
    expect(state.priority?.holder).toBe('carl');
  });

  it('1.2.10 the active player who lost has his turn end: no challenge, stack, priority or upkeep remains', () => {
    const g = three();
    const lost = patch(g.state, (s) => {
      (s.players[0] as { lost: boolean }).lost = true;
      s.upkeepDue = [g.id('Raamaa')];
    });
    expect(activePlayerLost(lost)).toBe(true);
    const { state, events } = run(lost, (tx) => abandonTurn(tx));
    expect([state.challenge, state.stack, state.priority, state.upkeepDue]).toEqual([null, [], null, []]);
    expect(keys(events)).toEqual(['turn.lost-player-turn-ends']);
  });

  it('1.2.10 once the game is over there is no turn left to end', () => {
    const over = patch(three().state, (s) => {
      (s.players[0] as { lost: boolean }).lost = true;
      s.result = { winners: ['nick'], tie: false };
    });
    expect(activePlayerLost(over)).toBe(false);
  });
});

describe('the phases of a turn (5.1.2)', () => {
  it('5.1.2 a phase begins for the active player', () => {
    const { events } = run(three().state, (tx) => phaseBegins(tx, 'Divest'));
    expect(events).toMatchObject([{ type: 'turn.phases-in-order', player: 'ana' }]);
  });
});
