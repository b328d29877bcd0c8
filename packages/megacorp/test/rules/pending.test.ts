import { describe, expect, it } from 'vitest';
import type { ActionOf } from '../../src/model/action.js';
import { destroy } from '../../src/rules/destruction.js';
import {
  applyOrder,
  describePending,
  legalDock,
  legalOrder,
  legalPending,
  orderings,
  validateDock,
  validateOrder,
} from '../../src/rules/pending.js';
import { ANA_NETWORK, clauses, given, NICK_NETWORK, run } from './support.js';

const twoDestroyed = () => {
  const g = given({
    players: [
      { id: 'ana', network: [...ANA_NETWORK, { x: -1, y: 0, cards: ['Grunt'] }], openMarket: ['Filler'] },
      { id: 'nick', network: NICK_NETWORK },
    ],
  });
  const s = run(g.state, (tx) => destroy(tx, [g.id('Raamaa'), g.id('Grunt')])).state;
  return { g, s };
};

describe('ordering simultaneous discards (8.3.1)', () => {
  it('8.3.1 cards destroyed at once wait for their controller to order them; the first named goes on top', () => {
    const { g, s } = twoDestroyed();
    expect(s.pending).toHaveLength(1);
    const a: ActionOf<'order'> = { type: 'order', player: 'ana', cards: [g.id('Raamaa'), g.id('Grunt')] };
    expect(validateOrder(s, a)).toBeNull();
    const { state, events } = run(s, (tx) => applyOrder(tx, a));
    expect(state.pending).toEqual([]);
    expect(state.players[0]?.openMarket).toEqual([g.id('Raamaa'), g.id('Grunt'), g.id('Filler')]);
    expect(clauses(events)).toEqual(['8.3.1']);
  });

  it('8.3.1 the order must name each of those cards exactly once, and only their controller answers', () => {
    const { g, s } = twoDestroyed();
    const raamaa = g.id('Raamaa');
    expect(validateOrder(s, { type: 'order', player: 'ana', cards: [raamaa] })?.key).toBe(
      'pending.not-a-permutation',
    );
    expect(validateOrder(s, { type: 'order', player: 'ana', cards: [raamaa, raamaa] })?.clause).toBe('8.3.1');
    expect(validateOrder(s, { type: 'order', player: 'ana', cards: [raamaa, g.id('Filler')] })?.clause).toBe(
      '8.3.1',
    );
    // Only the player whose cards reached his open market orders them (8.3.1), and only then.
    expect(validateOrder(s, { type: 'order', player: 'nick', cards: [raamaa, g.id('Grunt')] })?.key).toBe(
      'pending.order-not-asked',
    );
    expect(validateOrder(g.state, { type: 'order', player: 'ana', cards: [] })?.clause).toBe('8.3.1');
  });

  it('legal orders: every permutation of up to four cards, else as given and reversed', () => {
    const { g, s } = twoDestroyed();
    const legal = legalOrder(s, 'ana');
    expect(legal).toHaveLength(2);
    for (const a of legal) expect(validateOrder(s, a as ActionOf<'order'>)).toBeNull();
    expect(legalOrder(s, 'nick')).toEqual([]);
    expect(legalPending(s)).toEqual(legal);
    expect(orderings(['a', 'b', 'c', 'd'])).toHaveLength(24);
    expect(orderings(['a', 'b', 'c', 'd', 'e'])).toEqual([
      ['a', 'b', 'c', 'd', 'e'],
      ['e', 'd', 'c', 'b', 'a'],
    ]);
    expect(describePending(s, s.pending[0] as never)).toContain(g.state.cards[g.id('Grunt')]?.name);
  });
});

describe('docking elsewhere (6.2.2.5)', () => {
  it('6.2.2.5 every legal space of every network is offered, and nothing while no dock is pending', () => {
    const g = given({
      players: [
        { id: 'ana', network: ANA_NETWORK },
        { id: 'nick', network: NICK_NETWORK },
      ],
    });
    const s = { ...g.state, pending: [{ kind: 'dock' as const, player: 'ana', card: g.id('Raamaa') }] };
    const legal = legalDock(s, 'ana');
    expect(legal).toHaveLength(12);
    for (const a of legal) expect(validateDock(s, a as ActionOf<'dock'>)).toBeNull();
    expect(legalDock(g.state, 'ana')).toEqual([]);
    expect(
      validateDock(s, {
        type: 'dock',
        player: 'ana',
        card: g.id('Illithis'),
        at: { network: 'ana', x: -1, y: 0 },
      })?.clause,
    ).toBe('6.2.2.5');
  });
});
