import { describe, expect, it } from 'vitest';
import type { ChallengeState, GameState } from '../../src/model/state.js';
import { V1_7 } from '../../src/revisions/v1.7.js';
import { swapCards, swapProblem } from '../../src/rules/keywords/swap.js';
import { variant } from '../revisions/support.js';
import { ANA_NETWORK, given, keys, NICK_NETWORK, patch, run } from './support.js';

/** Ana: Hierarch over Lineage at 0,1 and a Grunt at -1,0; Nick: his Gnost Cleric at -1,0. */
const board = (profile = V1_7) =>
  given({
    profile,
    players: [
      {
        id: 'ana',
        network: [
          ...ANA_NETWORK,
          { x: 0, y: 1, cards: ['Hierarch', 'Lineage'] },
          { x: -1, y: 0, cards: ['Grunt'] },
        ],
      },
      { id: 'nick', network: [...NICK_NETWORK, { x: -1, y: 0, cards: ['Gnost Cleric'] }] },
    ],
  });

/** The cards of the pile at x,y of a network, top first. */
const pileAt = (s: GameState, network: string, x: number, y: number) =>
  s.players.find((p) => p.id === network)?.network.find((p) => p.x === x && p.y === y)?.cards;

describe('SWAP (9.27)', () => {
  it('9.27 the Hierarch and the Grunt exchange spaces, the Lineage bonded under the Hierarch with it', () => {
    const g = board();
    const { state, events } = run(g.state, (tx) => swapCards(tx, g.id('Hierarch'), g.id('Grunt'), 'SWAP'));
    expect(pileAt(state, 'ana', -1, 0)).toEqual([g.id('Hierarch'), g.id('Lineage')]);
    expect(pileAt(state, 'ana', 0, 1)).toEqual([g.id('Grunt')]);
    expect(keys(events)).toEqual(['keyword.swap.swapped', 'keyword.move.bonded-move-along']);
    expect(events[0]?.card).toBe(g.id('Hierarch'));
  });

  it('9.27 in V1.7 a card of Nick’s network swaps with Ana’s: each takes the other’s space', () => {
    const g = board();
    const { state } = run(g.state, (tx) => swapCards(tx, g.id('Grunt'), g.id('Gnost Cleric'), 'SWAP'));
    expect(pileAt(state, 'nick', -1, 0)).toEqual([g.id('Grunt')]);
    expect(pileAt(state, 'ana', -1, 0)).toEqual([g.id('Gnost Cleric')]);
  });

  it('9.27 where swaps stay within a network, one that became impossible by resolution does nothing', () => {
    const g = board(variant(V1_7, { swapScope: 'same-network' }));
    const { state, events } = run(g.state, (tx) =>
      swapCards(tx, g.id('Grunt'), g.id('Gnost Cleric'), 'SWAP'),
    );
    expect(state.players).toEqual(g.state.players);
    expect(keys(events)).toEqual(['keyword.swap.same-network']);
  });

  it('9.27 a card that left play before the swap resolved is swapped with nothing', () => {
    const g = given({
      profile: V1_7,
      players: [
        { id: 'ana', hand: ['Gnost Cleric'], network: [...ANA_NETWORK, { x: -1, y: 0, cards: ['Grunt'] }] },
        { id: 'nick', network: NICK_NETWORK },
      ],
    });
    const { state, events } = run(g.state, (tx) =>
      swapCards(tx, g.id('Grunt'), g.id('Gnost Cleric'), 'SWAP'),
    );
    expect(state).toEqual(g.state);
    expect(events).toEqual([]);
  });

  it('9.27 a challenge aimed at the Grunt’s space goes on against the Hierarch swapped onto it', () => {
    const g = board();
    const challenge: ChallengeState = {
      attacker: g.id('Illithis'),
      attackerController: 'nick',
      target: { network: 'ana', x: -1, y: 0 },
      defending: g.id('Grunt'),
      trait: 'BQ',
      blockers: [],
      defenders: [g.id('Grunt')],
      defendingLeft: false,
      assignment: null,
      retaliation: {},
      destroyed: [],
    };
    const attacked = patch(g.state, (s) => {
      s.challenge = challenge as typeof s.challenge;
    });
    const { state, events } = run(attacked, (tx) => swapCards(tx, g.id('Grunt'), g.id('Hierarch'), 'SWAP'));
    expect(state.challenge?.defending).toBe(g.id('Hierarch'));
    expect(state.challenge?.defenders).toEqual([g.id('Hierarch')]);
    expect(events.find((e) => e.type === 'keyword.swap.challenge-follows')?.card).toBe(g.id('Hierarch'));
  });

  it('9.27 a challenge aimed elsewhere is left alone', () => {
    const g = board();
    const challenge = { target: { network: 'nick', x: -1, y: 0 }, defending: g.id('Gnost Cleric') };
    const attacked = patch(g.state, (s) => {
      s.challenge = {
        ...(s.challenge ?? {}),
        ...challenge,
        defenders: [g.id('Gnost Cleric')],
      } as typeof s.challenge;
    });
    const { state, events } = run(attacked, (tx) => swapCards(tx, g.id('Grunt'), g.id('Hierarch'), 'SWAP'));
    expect(state.challenge).toEqual(attacked.challenge);
    expect(keys(events)).not.toContain('keyword.swap.challenge-follows');
  });

  it('9.27 only the space the challenge aims at follows the swap: not one sharing its row or column', () => {
    const g = board();
    const at = (x: number, y: number, defending: string) =>
      patch(g.state, (s) => {
        s.challenge = {
          attacker: g.id('Illithis'),
          attackerController: 'nick',
          target: { network: 'ana', x, y },
          defending,
          trait: 'BQ',
          blockers: [],
          defenders: [defending],
          defendingLeft: false,
          assignment: null,
          retaliation: {},
          destroyed: [],
        } as typeof s.challenge;
      });
    // Raamaa at 1,0 shares the Grunt's row (-1,0); Ana Corp at 0,0 shares the Hierarch's column (0,1).
    for (const [x, y, name] of [
      [1, 0, 'Raamaa'],
      [0, 0, 'Ana Corp'],
    ] as const) {
      const attacked = at(x, y, g.id(name));
      const { state } = run(attacked, (tx) => swapCards(tx, g.id('Grunt'), g.id('Hierarch'), 'SWAP'));
      expect(state.challenge?.defending).toBe(g.id(name));
    }
  });

  it('9.27 the swapped-in card takes the defending card’s place among the defenders, the blockers stay', () => {
    const g = board();
    const attacked = patch(g.state, (s) => {
      s.challenge = {
        attacker: g.id('Illithis'),
        attackerController: 'nick',
        target: { network: 'ana', x: -1, y: 0 },
        defending: g.id('Grunt'),
        trait: 'BQ',
        blockers: [g.id('Raamaa')],
        defenders: [g.id('Grunt'), g.id('Raamaa')],
        defendingLeft: false,
        assignment: null,
        retaliation: {},
        destroyed: [],
      } as typeof s.challenge;
    });
    const { state } = run(attacked, (tx) => swapCards(tx, g.id('Grunt'), g.id('Hierarch'), 'SWAP'));
    expect(state.challenge?.defenders).toEqual([g.id('Hierarch'), g.id('Raamaa')]);
  });

  it('9.27 within one network a card may swap with its business while other cards touch the business', () => {
    const g = board(variant(V1_7, { swapScope: 'same-network' }));
    expect(swapProblem(g.state, g.id('Grunt'), g.id('Hierarch'))).toBeNull();
    expect(swapProblem(g.state, g.id('Raamaa'), g.id('Ana Corp'))).toBeNull();
  });
});
