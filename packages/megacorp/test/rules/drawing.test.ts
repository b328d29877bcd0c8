import { describe, expect, it } from 'vitest';
import { drawCards } from '../../src/rules/drawing.js';
import { ANA_NETWORK, given, keys, NICK_NETWORK, run } from './support.js';

/* 6.7 drawing from the top of one's main deck; 1.2.10.4 a draw from an empty main deck loses. */
const board = (ana: object = {}) =>
  given({
    players: [
      { id: 'ana', network: ANA_NETWORK, mainDeck: ['Grunt', 'Filler'], ...ana },
      { id: 'nick', network: NICK_NETWORK, mainDeck: ['Icon'] },
      { id: 'zoe', network: NICK_NETWORK.map((p) => ({ ...p, cards: ['Kiosk'] })) },
    ],
  });

describe('6.7 drawing', () => {
  it('6.7.1 each card drawn is the top one, named for its player; the log sums the draw up', () => {
    const g = board();
    const { state, events } = run(g.state, (tx) => {
      expect(drawCards(tx, 'ana', 2)).toEqual([g.id('Grunt'), g.id('Filler')]);
    });
    expect(state.players[0]?.hand).toEqual([g.id('Grunt'), g.id('Filler')]);
    expect(events.map((e) => [e.type, e.player, e.card])).toEqual([
      ['drawing.draw', 'ana', g.id('Grunt')],
      ['drawing.draw', 'ana', g.id('Filler')],
      ['drawing.from-top', 'ana', undefined],
    ]);
    expect(events[2]?.text).toBe('ana took the top 2 cards of the main deck');
    const one = run(g.state, (tx) => drawCards(tx, 'nick', 1));
    expect(one.events[1]?.text).toBe('nick took the top card of the main deck');
  });

  it('1.2.10.4 a draw from an empty main deck loses once, and drawing stops there', () => {
    const g = board();
    const { state, events } = run(g.state, (tx) => {
      expect(drawCards(tx, 'nick', 3)).toEqual([g.id('Icon')]);
    });
    expect(state.players[1]?.lost).toBe(true);
    expect(keys(events).filter((k) => k === 'winning.deck-out')).toHaveLength(1);
  });

  it('a player out of the game draws nothing', () => {
    const g = board({ lost: true });
    const { state, events } = run(g.state, (tx) => {
      expect(drawCards(tx, 'ana', 2)).toEqual([]);
    });
    expect(state.players[0]?.hand).toEqual([]);
    expect(events).toEqual([]);
  });
});
