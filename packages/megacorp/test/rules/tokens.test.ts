import { describe, expect, it } from 'vitest';
import { createTokens, TOKENS } from '../../src/rules/tokens.js';
import { ANA_NETWORK, given, NICK_NETWORK, patch, run, subjects } from './support.js';

/** Ana (business at 0,0, Raamaa at 1,0) against Nick, who holds a Grunt of Ana's at (1,1). */
function table() {
  const g = given({
    players: [
      { id: 'ana', network: ANA_NETWORK },
      { id: 'nick', network: [...NICK_NETWORK, { x: 1, y: 1, cards: ['Grunt'] }] },
    ],
  });
  const grunt = g.id('Grunt');
  return {
    ...g,
    grunt,
    state: patch(g.state, (s) => {
      s.cards[grunt]!.controller = 'ana';
    }),
  };
}

/** Where a token stands: "x,y" in its controller's network. */
const spaceOf = (s: ReturnType<typeof table>['state'], id: string) => {
  const pile = s.players[0]?.network.find((p) => p.cards.includes(id));
  return pile ? `${pile.x},${pile.y}` : null;
};

describe('tokens (7.9)', () => {
  it('7.9.2 a token is a card of the given name under its creator, worth nothing, docked in his network', () => {
    const g = table();
    const { state, events } = run(g.state, (tx) => createTokens(tx, 'Grunt', 1, 'ana', 'Mint'));
    const id = 'ana.t1';
    expect(state.cards[id]).toMatchObject({ name: 'Grunt', owner: 'ana', controller: 'ana', token: true });
    expect(subjects(events)).toEqual([[TOKENS.created, 'ana', id]]);
    // With no card to stand next to: the lowest row, then the leftmost free docking space.
    expect(spaceOf(state, id)).toBe('0,-1');
  });

  it('7.9.2 each token of an effect is a new card with its own id, the next ones numbered on', () => {
    const g = table();
    const { state } = run(g.state, (tx) => createTokens(tx, 'Grunt', 2, 'ana', 'Mint'));
    expect(state.nextTokenId).toBe(3);
    expect(Object.keys(state.cards).filter((id) => state.cards[id]?.token)).toEqual(['ana.t1', 'ana.t2']);
    const again = run(state, (tx) => createTokens(tx, 'Grunt', 1, 'ana', 'Mint')).state;
    expect(again.cards['ana.t3']?.token).toBe(true);
  });

  it('7.9.2 the token docks next to the card that made it, when that card is in its controller’s network', () => {
    const g = table();
    const raamaa = g.id('Raamaa');
    const { state } = run(g.state, (tx) => createTokens(tx, 'Grunt', 1, 'ana', 'Raamaa', raamaa));
    expect(spaceOf(state, 'ana.t1')).toBe('1,-1');
  });

  it('7.9.2 a maker standing in another player’s network gives no place: the token takes the first free space', () => {
    const g = table();
    // Under Nick's (1,1) lies Ana's (0,1), a free docking space; the token ignores it.
    const { state } = run(g.state, (tx) => createTokens(tx, 'Grunt', 1, 'ana', 'Grunt', g.grunt));
    expect(spaceOf(state, 'ana.t1')).toBe('0,-1');
  });

  it('7.9.2 a token of a card not in the pool is not made', () => {
    const g = table();
    const { state, events } = run(g.state, (tx) => createTokens(tx, 'Nobody', 1, 'ana', 'Mint'));
    expect(subjects(events)).toEqual([[TOKENS.unknown, null, null]]);
    expect(state.nextTokenId).toBe(1);
    expect(state.cards).toEqual(g.state.cards);
  });

  it('7.9.4 a token with no free space in its controller’s network does not come into being', () => {
    // No business: nothing is docked, so no space is free to dock a token on.
    const g = given({
      players: [
        { id: 'ana', network: [{ x: 0, y: 0, cards: ['Grunt'] }] },
        { id: 'nick', network: NICK_NETWORK },
      ],
    });
    const { state, events } = run(g.state, (tx) => createTokens(tx, 'Grunt', 2, 'ana', 'Mint'));
    expect(subjects(events)).toEqual([[TOKENS.noSpace, 'ana', null]]);
    expect(state.cards).toEqual(g.state.cards);
  });
});
