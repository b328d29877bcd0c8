import { describe, expect, it } from 'vitest';
import {
  checkNoMoney,
  checkOrphanedBusiness,
  discardEvents,
  discardOrphans,
  emptyPools,
  heal,
  nextTurn,
} from '../../src/rules/end-phase.js';
import { ANA_NETWORK, clauses, given, NICK_NETWORK, patch, run } from './support.js';

const END = { turn: { end: 'orphanedBusiness' } };

describe('End Phase (5.6)', () => {
  it('5.6.1 an active player whose business is orphaned loses the game (1.2.10.5)', () => {
    const g = given({
      flow: END,
      players: [
        {
          id: 'ana',
          network: [
            { x: 0, y: 0, cards: ['Ana Corp'] },
            { x: 2, y: 0, cards: ['Raamaa'] },
          ],
        },
        { id: 'nick', network: NICK_NETWORK },
      ],
    });
    const { state, events } = run(g.state, checkOrphanedBusiness);
    expect(state.players[0]?.lost).toBe(true);
    expect(state.result).toEqual({ winners: ['nick'], tie: false });
    expect(clauses(events)).toEqual(['1.2.10.5', '1.2.10.7']);
  });

  it('5.6.1 only the active player’s business is checked', () => {
    const g = given({
      flow: END,
      players: [
        { id: 'ana', network: ANA_NETWORK },
        { id: 'nick', network: [{ x: 0, y: 0, cards: ['Nick Corp'] }] },
      ],
    });
    expect(run(g.state, checkOrphanedBusiness).events).toEqual([]);
  });

  it('5.6.2 every player with no money loses, at the same time: with nobody left it is a tie (1.2.10.8)', () => {
    const g = given({
      flow: END,
      players: [
        { id: 'ana', money: 0, network: ANA_NETWORK },
        { id: 'nick', money: 0, network: NICK_NETWORK },
        { id: 'zoe', money: 3, network: [{ x: 0, y: 0, cards: ['Nick Corp'] }] },
      ],
    });
    const one = run(g.state, checkNoMoney);
    expect(one.state.players.map((p) => p.lost)).toEqual([true, true, false]);
    expect(one.state.result).toEqual({ winners: ['zoe'], tie: false });
    const all = patch(g.state, (d) => {
      (d.players[2] as { money: number }).money = 0;
    });
    const tie = run(all, checkNoMoney);
    expect(tie.state.result).toEqual({ winners: [], tie: true });
    expect(clauses(tie.events)).toEqual(['1.2.10.1', '1.2.10.1', '1.2.10.1', '1.2.10.8']);
  });

  it('5.6.3 orphaned cards of every network are discarded to their controllers’ open markets', () => {
    const g = given({
      flow: END,
      players: [
        { id: 'ana', network: [...ANA_NETWORK, { x: 3, y: 0, cards: ['Grunt'] }] },
        { id: 'nick', network: [...NICK_NETWORK, { x: 0, y: 3, cards: ['Filler'] }] },
      ],
    });
    const { state, events } = run(g.state, discardOrphans);
    expect(state.players[0]?.openMarket).toEqual([g.id('Grunt')]);
    expect(state.players[1]?.openMarket).toEqual([g.id('Filler')]);
    expect(state.players[0]?.network).toHaveLength(2);
    expect(clauses(events)).toEqual(['5.6.3', '5.6.3']);
  });

  it('3.10.9 cards bonded under a discarded orphan are destroyed, and 8.3.1 their controller orders them', () => {
    const g = given({
      flow: END,
      players: [
        { id: 'ana', network: [...ANA_NETWORK, { x: 3, y: 0, cards: ['Grunt', 'Lineage'] }] },
        { id: 'nick', network: NICK_NETWORK },
      ],
    });
    const { state, events } = run(g.state, discardOrphans);
    expect(state.players[0]?.openMarket).toEqual([g.id('Lineage'), g.id('Grunt')]);
    expect(state.pending).toEqual([
      { kind: 'order-open-market', player: 'ana', market: 'ana', cards: [g.id('Grunt'), g.id('Lineage')] },
    ]);
    expect(clauses(events)).toEqual(['5.6.3', '3.10.9']);
  });

  it('5.6.3 a business is never discarded as an orphan', () => {
    const g = given({
      flow: END,
      players: [
        { id: 'ana', network: [{ x: 0, y: 0, cards: ['Ana Corp'] }] },
        { id: 'nick', network: NICK_NETWORK },
      ],
    });
    expect(run(g.state, discardOrphans).events).toEqual([]);
  });

  it('5.6.4 resolved non-permanent events go to their controllers’ open markets', () => {
    const g = given({
      flow: END,
      players: [
        { id: 'ana', network: ANA_NETWORK, resolvedEvents: ['Windfall'] },
        { id: 'nick', network: NICK_NETWORK, resolvedEvents: ['Zap', 'Windfall'] },
      ],
    });
    const { state, events } = run(g.state, discardEvents);
    expect(state.players[0]?.openMarket).toEqual([g.id('Windfall', 0)]);
    expect(state.players[1]?.openMarket).toEqual([g.id('Zap'), g.id('Windfall', 1)]);
    expect(state.players.every((p) => p.resolvedEvents.length === 0)).toBe(true);
    expect(state.pending).toEqual([
      {
        kind: 'order-open-market',
        player: 'nick',
        market: 'nick',
        cards: [g.id('Zap'), g.id('Windfall', 1)],
      },
    ]);
    expect(clauses(events)).toEqual(['5.6.4', '5.6.4', '5.6.4']);
  });

  it('5.6.6 trait damage heals, permanent damage stays', () => {
    const g = given({
      flow: END,
      players: [
        {
          id: 'ana',
          network: [
            ANA_NETWORK[0],
            {
              x: 1,
              y: 0,
              cards: [
                {
                  name: 'Raamaa',
                  damage: { BQ: { amount: 2, permanent: 1 }, IQ: { amount: 1, permanent: 0 } },
                },
              ],
            },
          ],
        },
        { id: 'nick', network: NICK_NETWORK },
      ],
    });
    const { state, events } = run(g.state, heal);
    expect(state.cards[g.id('Raamaa')]?.damage).toEqual({ BQ: { amount: 1, permanent: 1 } });
    expect(clauses(events)).toEqual(['5.6.6']);
  });

  it('5.6.7 every trait pool is emptied', () => {
    const g = given({
      flow: END,
      players: [
        { id: 'ana', network: ANA_NETWORK, pools: { BQ: 1 } },
        { id: 'nick', network: NICK_NETWORK, pools: { IQ: 2 } },
      ],
    });
    const { state, events } = run(g.state, emptyPools);
    expect(state.players.map((p) => p.pools.IQ + p.pools.BQ)).toEqual([0, 0]);
    expect(clauses(events)).toEqual(['5.6.7', '5.6.7']);
  });
});

describe('the next turn (5.7)', () => {
  it('5.7 the next player becomes active; per-turn facts start again', () => {
    const g = given({
      turn: 4,
      soldThisTurn: true,
      players: [
        { id: 'ana', network: ANA_NETWORK, turnsTaken: 2 },
        { id: 'nick', network: NICK_NETWORK, turnsTaken: 2, openMarket: ['Grunt'] },
      ],
    });
    const due = patch(g.state, (d) => {
      d.upkeepDue = [g.id('Raamaa')];
    });
    const { state, events } = run(due, nextTurn);
    expect(state.turn).toMatchObject({ number: 5, active: 'nick' });
    expect(state.players[1]?.turnsTaken).toBe(3);
    expect(state.soldThisTurn).toBe(false);
    expect(state.upkeepDue).toEqual([]);
    expect(clauses(events)).toEqual(['5.7']);
  });

  it('5.7.1 in a multiplayer game the turn passes to the left, skipping players who lost', () => {
    const g = given({
      turn: 4,
      players: [
        { id: 'ana', network: ANA_NETWORK },
        { id: 'nick', network: NICK_NETWORK, lost: true },
        { id: 'zoe', network: [{ x: 0, y: 0, cards: ['Nick Corp'] }] },
      ],
    });
    const { state, events } = run(g.state, nextTurn);
    expect(state.turn.active).toBe('zoe');
    expect(clauses(events)).toEqual(['5.7.1']);
  });
});
