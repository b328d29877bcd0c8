import { describe, expect, it } from 'vitest';
import type { PileSpec } from '../../src/build/state.js';
import { isEngaged } from '../../src/index.js';
import type { GameState } from '../../src/model/state.js';
import { bondUnder } from '../../src/rules/keywords/bond.js';
import { given, keys, run } from './support.js';

/** Ana's Raamaa at 1,0 (engaged or not) and the given piles; Nick's network holds his business only. */
const board = (piles: PileSpec[], raamaaEngaged = false) =>
  given({
    turn: 5,
    players: [
      {
        id: 'ana',
        network: [
          { x: 0, y: 0, cards: ['Ana Corp'] },
          { x: 1, y: 0, cards: ['Raamaa'], engaged: raamaaEngaged },
          ...piles,
        ],
        hand: ['Lineage'],
      },
      { id: 'nick', network: [{ x: 0, y: 0, cards: ['Nick Corp'] }] },
    ],
  });

const pileAt = (s: GameState, x: number, y: number) =>
  s.players[0]?.network.find((p) => p.x === x && p.y === y)?.cards;

describe('bonding a card under another (3.10, 3.10.6, 3.10.10)', () => {
  it('the card goes to the bottom of the pile and turns engaged with it; the log names it', () => {
    const g = board([{ x: 0, y: 1, cards: [{ name: 'Grunt', enteredTurn: 2 }] }], true);
    const grunt = g.id('Grunt');
    const { state, events } = run(g.state, (tx) => bondUnder(tx, grunt, g.id('Raamaa')));
    expect(pileAt(state, 1, 0)).toEqual([g.id('Raamaa'), grunt]);
    expect(pileAt(state, 0, 1)).toBeUndefined();
    expect(isEngaged(state, grunt)).toBe(true);
    expect(events).toContainEqual(expect.objectContaining({ type: 'keyword.bond.bonded', card: grunt }));
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'keyword.bond.takes-orientation', card: grunt }),
    );
    // It moved; it did not come into play again (5.5.5 keeps counting from turn 2).
    expect(state.cards[grunt]?.enteredTurn).toBe(2);
  });

  it('under a disengaged pile an engaged card turns disengaged, with no engaging in the log', () => {
    const g = board([{ x: 0, y: 1, cards: ['Grunt'], engaged: true }]);
    const grunt = g.id('Grunt');
    const { state, events } = run(g.state, (tx) => bondUnder(tx, grunt, g.id('Raamaa')));
    expect(pileAt(state, 1, 0)).toEqual([g.id('Raamaa'), grunt]);
    expect(isEngaged(state, grunt)).toBe(false);
    expect(keys(events)).toEqual(['keyword.bond.bonded']);
  });

  it('a pile moves as one: the cards bonded under the moving card follow it (3.10.6)', () => {
    const g = board([{ x: 0, y: 1, cards: ['Grunt', 'Hierarch'] }]);
    const { state } = run(g.state, (tx) => bondUnder(tx, g.id('Grunt'), g.id('Raamaa')));
    expect(pileAt(state, 1, 0)).toEqual([g.id('Raamaa'), g.id('Grunt'), g.id('Hierarch')]);
    expect(pileAt(state, 0, 1)).toBeUndefined();
  });

  it('a card bonded under another moves alone: the card above it stays', () => {
    const g = board([{ x: 0, y: 1, cards: ['Grunt', 'Hierarch'] }]);
    const { state } = run(g.state, (tx) => bondUnder(tx, g.id('Hierarch'), g.id('Raamaa')));
    expect(pileAt(state, 1, 0)).toEqual([g.id('Raamaa'), g.id('Hierarch')]);
    expect(pileAt(state, 0, 1)).toEqual([g.id('Grunt')]);
  });

  it('a pile cannot be bonded under one of its own cards', () => {
    const g = board([{ x: 0, y: 1, cards: ['Grunt', 'Hierarch'] }]);
    const { state, events } = run(g.state, (tx) => bondUnder(tx, g.id('Grunt'), g.id('Hierarch')));
    expect(state).toEqual(g.state);
    expect(events).toEqual([]);
  });

  it('nothing is bonded under a card that is not in play', () => {
    const g = board([{ x: 0, y: 1, cards: ['Grunt'] }]);
    const { state, events } = run(g.state, (tx) => bondUnder(tx, g.id('Grunt'), g.id('Lineage')));
    expect(state).toEqual(g.state);
    expect(events).toEqual([]);
  });
});
