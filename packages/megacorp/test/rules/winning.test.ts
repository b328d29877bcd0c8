import { describe, expect, it } from 'vitest';
import { V1_7 } from '../../src/revisions/v1.7.js';
import { lose, loseOnEmptyDeck } from '../../src/rules/winning.js';
import { ANA_NETWORK, DIVEST_MAIN, given, NICK_NETWORK, run } from './support.js';

/** Ana and Nick mid-game, with the main decks given, under a revision where an empty deck loses. */
const decks = (ana: string[], nick: string[], deckOut: 'empty-deck' | 'forced-draw' = 'empty-deck') =>
  given({
    turn: 9,
    flow: DIVEST_MAIN,
    profile: { ...V1_7, parameters: { ...V1_7.parameters, deckOut } },
    players: [
      { id: 'ana', money: 5, network: ANA_NETWORK, mainDeck: ana },
      { id: 'nick', money: 5, network: NICK_NETWORK, mainDeck: nick },
    ],
  });

describe('losing and winning (1.2.10)', () => {
  it('1.2.10.4 where the revision says so, a player whose main deck is empty loses at once, and 1.2.10.7 the other wins', () => {
    const { state, events } = run(decks([], ['Grunt']).state, (tx) => loseOnEmptyDeck(tx));
    expect(state.players.map((p) => p.lost)).toEqual([true, false]);
    expect(state.result).toEqual({ winners: ['nick'], tie: false });
    expect(events.map((e) => [e.type, e.player])).toEqual([
      ['winning.empty-deck', 'ana'],
      ['winning.last-standing', 'nick'],
    ]);
  });

  it('1.2.10.4 nobody loses while every main deck holds a card, or under a revision without the rule', () => {
    expect(run(decks(['Grunt'], ['Grunt']).state, (tx) => loseOnEmptyDeck(tx)).events).toEqual([]);
    expect(run(decks([], [], 'forced-draw').state, (tx) => loseOnEmptyDeck(tx)).events).toEqual([]);
  });

  it('1.2.10.8 both decks empty at once: the losses are simultaneous and the game is a tie', () => {
    const { state, events } = run(decks([], []).state, (tx) => loseOnEmptyDeck(tx));
    expect(state.result).toEqual({ winners: [], tie: true });
    expect(events.map((e) => e.type)).toEqual(['winning.empty-deck', 'winning.empty-deck', 'winning.tie']);
  });

  it('a player who has lost does not lose again, and nothing changes once the game is decided', () => {
    const first = run(decks([], ['Grunt']).state, (tx) => loseOnEmptyDeck(tx)).state;
    expect(run(first, (tx) => lose(tx, ['ana'], 'winning.empty-deck', 'again')).events).toEqual([]);
    const decided = run(first, (tx) => lose(tx, ['nick'], 'winning.empty-deck', 'too late'));
    expect(decided.events).toEqual([]);
    expect(decided.state.result).toEqual({ winners: ['nick'], tie: false });
  });
});
