import { describe, expect, it } from 'vitest';
import type { ActionOf } from '../../src/model/action.js';
import type { GameState, NetworkSpace, PendingDecision } from '../../src/model/state.js';
import {
  applyMove,
  describeMove,
  legalMove,
  moveAbility,
  moveDestinations,
  offerMove,
  validateMove,
} from '../../src/rules/keywords/move.js';
import { ANA_NETWORK, given, keys, NICK_NETWORK, run } from './support.js';

/*
 * MOVE and INDEPENDENT (9.21, 9.16): a card moves to a free space where it would be legally docked,
 * its bonded cards with it (3.10.6). Ana: business at 0,0, Raamaa at 1,0, Hierarch over Lineage at
 * 2,0 (docked only through Raamaa); Nick: business at 0,0, Illithis at 1,0.
 */
const board = (nick: object = {}) =>
  given({
    players: [
      {
        id: 'ana',
        network: [...ANA_NETWORK, { x: 2, y: 0, cards: ['Hierarch', 'Lineage'] }],
        hand: ['Grunt'],
      },
      { id: 'nick', network: NICK_NETWORK, ...nick },
    ],
  });

type MoveDecision = Extract<PendingDecision, { kind: 'move' }>;
const decision = (card: string, over: Partial<MoveDecision> = {}): MoveDecision => ({
  kind: 'move',
  player: 'ana',
  card,
  optional: true,
  scope: 'any-network',
  reason: 'MOVE',
  ...over,
});
const asking = (s: GameState, d: MoveDecision): GameState => ({ ...s, pending: [d] });
const key = (sp: NetworkSpace) => `${sp.network} ${sp.x},${sp.y}`;
const move = (card: string, to?: NetworkSpace): ActionOf<'move'> => ({
  type: 'move',
  player: 'ana',
  card,
  ...(to ? { to } : {}),
});

describe('9.21 where a card may move', () => {
  it('to a free docked space of any network, never its own, and not one it alone made docked', () => {
    const g = board();
    const spaces = moveDestinations(g.state, decision(g.id('Raamaa'))).map(key);
    expect(spaces).not.toContain('ana 1,0');
    // 3,0 touches only the Hierarch, which docks through Raamaa: once Raamaa has left, it docks nothing.
    expect(spaces).not.toContain('ana 3,0');
    expect(spaces).toContain('ana 0,1');
    expect(spaces).toContain('nick 2,0');
    expect(spaces.some((sp) => sp.startsWith('nick'))).toBe(true);
  });

  it('within its network only where the decision says so; never to a network of a player who lost', () => {
    const g = board();
    const own = moveDestinations(g.state, decision(g.id('Raamaa'), { scope: 'same-network' })).map(key);
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((sp) => sp.startsWith('ana '))).toBe(true);
    const lost = board({ lost: true });
    expect(
      moveDestinations(lost.state, decision(lost.id('Raamaa'))).some((sp) => sp.network === 'nick'),
    ).toBe(false);
    expect(moveDestinations(g.state, decision(g.id('Grunt')))).toEqual([]);
  });
});

describe('9.21 answering a move decision', () => {
  it('only the player asked, about the card asked about; the refusal names the card', () => {
    const g = board();
    const raamaa = g.id('Raamaa');
    const s = asking(g.state, decision(raamaa));
    expect(validateMove(g.state, move(raamaa))?.message).toBe('nothing asks ana to move Raamaa now');
    expect(validateMove(s, move(g.id('Hierarch')))?.key).toBe('keyword.move.moved');
    expect(validateMove(s, { ...move(raamaa), player: 'nick' })?.key).toBe('keyword.move.moved');
    expect(validateMove(s, move('ghost'))?.message).toBe('nothing asks ana to move ghost now');
  });

  it('staying is an answer when the move is optional, or when no space is left', () => {
    const g = board();
    const raamaa = g.id('Raamaa');
    expect(validateMove(asking(g.state, decision(raamaa)), move(raamaa))).toBeNull();
    const must = asking(g.state, decision(raamaa, { optional: false }));
    expect(validateMove(must, move(raamaa))?.hint).toBe('name a space');
    expect(legalMove(must, 'ana').every((a) => a.type === 'move' && a.to !== undefined)).toBe(true);
    expect(legalMove(asking(g.state, decision(raamaa)), 'ana')).toContainEqual(move(raamaa));
  });

  it('the space named must be one of the destinations, in every coordinate', () => {
    const g = board();
    const raamaa = g.id('Raamaa');
    const s = asking(g.state, decision(raamaa));
    expect(validateMove(s, move(raamaa, { network: 'ana', x: 0, y: 1 }))).toBeNull();
    // 1,1 is a destination in Nick's network (beside Illithis), not in Ana's.
    expect(validateMove(s, move(raamaa, { network: 'nick', x: 1, y: 1 }))).toBeNull();
    expect(validateMove(s, move(raamaa, { network: 'ana', x: 5, y: 1 }))?.key).toBe(
      'keyword.move.must-be-docked',
    );
    expect(validateMove(s, move(raamaa, { network: 'ana', x: 0, y: 5 }))?.key).toBe(
      'keyword.move.must-be-docked',
    );
    expect(validateMove(s, move(raamaa, { network: 'ana', x: 1, y: 1 }))?.key).toBe(
      'keyword.move.must-be-docked',
    );
    const own = asking(g.state, decision(raamaa, { scope: 'same-network' }));
    expect(validateMove(own, move(raamaa, { network: 'nick', x: 2, y: 0 }))?.key).toBe('keyword.move.scope');
  });

  it('legal moves: each destination, and staying when allowed; nothing for another player', () => {
    const g = board();
    const raamaa = g.id('Raamaa');
    const s = asking(g.state, decision(raamaa));
    const offered = legalMove(s, 'ana');
    expect(offered).toHaveLength(moveDestinations(s, decision(raamaa)).length + 1);
    expect(legalMove(s, 'nick')).toEqual([]);
    expect(legalMove(g.state, 'ana')).toEqual([]);
  });
});

describe('9.21 moving', () => {
  it('the pile moves whole, the bonded card named as moving with it (3.10.6)', () => {
    const g = board();
    const hierarch = g.id('Hierarch');
    const s = asking(g.state, decision(hierarch));
    const to = { network: 'ana', x: 0, y: 1 };
    const { state, events } = run(s, (tx) => applyMove(tx, move(hierarch, to)));
    expect(state.players[0]?.network.find((p) => p.x === 0 && p.y === 1)?.cards).toEqual([
      hierarch,
      g.id('Lineage'),
    ]);
    expect(state.pending).toEqual([]);
    expect(events.map((e) => [e.type, e.card])).toEqual([
      ['keyword.move.moved', hierarch],
      ['keyword.move.bonded-move-along', hierarch],
    ]);
    expect(events[1]?.text).toBe('Lineage moves with Hierarch');
  });

  it('staying leaves the card and says so; with no decision pending nothing happens', () => {
    const g = board();
    const raamaa = g.id('Raamaa');
    const { state, events } = run(asking(g.state, decision(raamaa)), (tx) => applyMove(tx, move(raamaa)));
    expect(state.players).toBe(g.state.players);
    expect(events.map((e) => [e.type, e.player, e.card])).toEqual([['keyword.move.stays', 'ana', raamaa]]);
    expect(run(g.state, (tx) => applyMove(tx, move(raamaa))).events).toEqual([]);
  });

  it('offering a move asks the player, naming the keyword; a card out of play is not offered one', () => {
    const g = board();
    const raamaa = g.id('Raamaa');
    const moved = run(g.state, (tx) => offerMove(tx, raamaa, 'ana', 'MOVE', true, 'same-network'));
    expect(moved.state.pending).toEqual([decision(raamaa, { scope: 'same-network' })]);
    expect(moved.events[0]).toMatchObject({ type: 'keyword.move.activated', player: 'ana', card: raamaa });
    expect(moved.events[0]?.text).toBe('ana may move Raamaa within its network');
    const independent = run(g.state, (tx) =>
      offerMove(tx, raamaa, 'ana', 'INDEPENDENT', false, 'any-network'),
    );
    expect(keys(independent.events)).toEqual(['keyword.move.moved']);
    expect(independent.events[0]?.text).toBe('ana may move Raamaa to any network');
    expect(run(g.state, (tx) => offerMove(tx, g.id('Grunt'), 'ana', 'MOVE')).events).toEqual([]);
  });

  it('the question in words', () => {
    const g = board();
    const raamaa = g.id('Raamaa');
    expect(describeMove(g.state, decision(raamaa))).toBe('where Raamaa moves (MOVE, or not at all)');
    expect(describeMove(g.state, decision(raamaa, { optional: false, reason: 'INDEPENDENT' }))).toBe(
      'where Raamaa moves (INDEPENDENT)',
    );
  });

  it('the MOVE ability costs what the keyword prints, engaging the card when it says so', () => {
    expect(moveAbility({ name: 'MOVE', args: ['1M', 'engage'] })).toMatchObject({
      engage: true,
      cost: { money: 1 },
    });
    expect(moveAbility({ name: 'MOVE', args: ['annihilate a card'] })).toMatchObject({
      extraCosts: [{ kind: 'annihilate' }],
    });
    expect(moveAbility({ name: 'MOVE', args: ['1M'] })).not.toHaveProperty('engage');
  });
});
