import { describe, expect, it } from 'vitest';
import type { NetworkSpace } from '../../src/model/state.js';
import { legalMove } from '../../src/rules/keywords/move.js';
import { ANA_NETWORK, given, NICK_NETWORK, patch } from './support.js';

/** Ana's Grunt at 0,1 must (or may) move, within her network or to any. */
const board = (optional: boolean, scope: 'same-network' | 'any-network') => {
  const built = given({
    players: [
      { id: 'ana', network: [...ANA_NETWORK, { x: 0, y: 1, cards: ['Grunt'] }] },
      { id: 'nick', network: NICK_NETWORK },
    ],
  });
  const card = built.id('Grunt');
  const s = patch(built.state, (g) => {
    g.pending.push({ kind: 'move', player: 'ana', card, optional, scope, reason: 'MOVE' });
  });
  return { s, card };
};
const space = (network: string, x: number, y: number): NetworkSpace => ({ network, x, y });

describe('the moves a player is offered (MOVE 9.21, INDEPENDENT 9.16)', () => {
  it('9.21 every space where the card would be docked once it has left its own, and only for its mover', () => {
    const { s, card } = board(false, 'same-network');
    const moves = legalMove(s, 'ana');
    expect(moves).toContainEqual({ type: 'move', player: 'ana', card, to: space('ana', 1, 1) });
    expect(moves).toContainEqual({ type: 'move', player: 'ana', card, to: space('ana', -1, 0) });
    const spaces = moves.map((m) => ('to' in m ? m.to : undefined));
    expect(spaces).not.toContainEqual(space('ana', 0, 1));
    expect(spaces).not.toContainEqual(space('ana', 0, 2));
    expect(spaces.every((to) => to?.network === 'ana')).toBe(true);
    expect(legalMove(s, 'nick')).toEqual([]);
  });

  it('9.21 staying is offered only when the move is optional', () => {
    const must = board(false, 'same-network');
    expect(legalMove(must.s, 'ana')).not.toContainEqual({ type: 'move', player: 'ana', card: must.card });
    const may = board(true, 'same-network');
    expect(legalMove(may.s, 'ana')).toContainEqual({ type: 'move', player: 'ana', card: may.card });
  });

  it('9.16 a move to any network offers the spaces of the other networks too', () => {
    const { s, card } = board(true, 'any-network');
    expect(legalMove(s, 'ana')).toContainEqual({
      type: 'move',
      player: 'ana',
      card,
      to: space('nick', 2, 0),
    });
  });
});
