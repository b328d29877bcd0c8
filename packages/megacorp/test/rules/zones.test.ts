import { describe, expect, it } from 'vitest';
import type { GameState, StackItem } from '../../src/model/state.js';
import { putOnTop, takeCard } from '../../src/rules/zones.js';
import { ANA_NETWORK, given, NICK_NETWORK, run } from './support.js';

type Deployment = Extract<StackItem, { kind: 'deployment' }>;

describe('taking a card out of its zone', () => {
  it('3.10.8 a card bonded under a bought card on the stack leaves that deployment; the bought card takes the item', () => {
    const probe = given({
      players: [
        { id: 'ana', network: ANA_NETWORK, hand: ['Hierarch', 'Lineage', 'Fixer'] },
        { id: 'nick', network: NICK_NETWORK },
      ],
    });
    const [top, first, second] = [probe.id('Hierarch'), probe.id('Lineage'), probe.id('Fixer')];
    const item: Deployment = {
      id: 1,
      kind: 'deployment',
      card: top,
      controller: 'ana',
      at: { network: 'ana', x: -1, y: 0 },
      targets: [],
      from: 'opponent-network',
      bonded: [first, second],
    };
    const s: GameState = {
      ...probe.state,
      stack: [item],
      players: probe.state.players.map((p) => ({ ...p, hand: [] })),
    };
    const bondedTaken = run(s, (tx) => {
      expect(takeCard(tx, first)).toEqual({ zone: 'stack', index: 0 });
    }).state;
    expect(bondedTaken.stack).toEqual([{ ...item, bonded: [second] }]);
    const topTaken = run(s, (tx) => void takeCard(tx, top)).state;
    expect(topTaken.stack).toEqual([]);
    // A card not in any zone is not taken.
    expect(run(bondedTaken, (tx) => expect(takeCard(tx, first)).toBeNull()).state).toBe(bondedTaken);
  });

  it('5.2.6 taking the revealed resource ends its reveal; taking another card of the resource deck does not', () => {
    const g = given({
      players: [
        {
          id: 'ana',
          network: ANA_NETWORK,
          resourceDeck: ['Affluent Customers', 'Grunt'],
          revealedResource: true,
        },
        { id: 'nick', network: NICK_NETWORK },
      ],
    });
    const revealed = g.id('Affluent Customers');
    expect(g.state.players[0]?.revealedResource).toBe(revealed);
    const other = run(g.state, (tx) => void takeCard(tx, g.id('Grunt'))).state;
    expect(other.players[0]?.revealedResource).toBe(revealed);
    expect(other.players[0]?.resourceDeck).toEqual([revealed]);
    const taken = run(g.state, (tx) => void takeCard(tx, revealed)).state;
    expect(taken.players[0]?.revealedResource).toBeNull();
  });

  it('a pile whose last card is taken leaves the network', () => {
    const g = given({
      players: [
        { id: 'ana', network: ANA_NETWORK },
        { id: 'nick', network: NICK_NETWORK },
      ],
    });
    const s = run(g.state, (tx) => void takeCard(tx, g.id('Raamaa'))).state;
    expect(s.players[0]?.network.map((p) => p.cards)).toEqual([[g.id('Ana Corp')]]);
  });

  it('a zone of a player not in the game is refused by name', () => {
    const g = given({
      players: [
        { id: 'ana', network: ANA_NETWORK },
        { id: 'nick', network: NICK_NETWORK },
      ],
    });
    expect(() => run(g.state, (tx) => putOnTop(tx, 'zoe', 'hand', g.id('Raamaa')))).toThrow(
      'unknown player zoe',
    );
  });
});
