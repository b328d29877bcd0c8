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

describe('each question in words (8.3)', () => {
  it('names the cards and players each kind of decision asks about', () => {
    const g = given({
      players: [
        { id: 'ana', network: [...ANA_NETWORK, { x: -1, y: 0, cards: ['Grunt'] }], hand: ['Filler', 'Icon'] },
        { id: 'nick', network: NICK_NETWORK },
      ],
    });
    const [raamaa, grunt, filler, icon] = [g.id('Raamaa'), g.id('Grunt'), g.id('Filler'), g.id('Icon')];
    const ask = (p: Parameters<typeof describePending>[1]) => describePending(g.state, p);
    const item = (source: string, ability: number) =>
      ({ id: -1, kind: 'ability', source, ability, controller: 'ana', targets: [] }) as const;
    expect(ask({ kind: 'order-open-market', player: 'ana', market: 'nick', cards: [raamaa, grunt] })).toBe(
      "in what order Raamaa, Grunt go on top of nick's open market",
    );
    expect(ask({ kind: 'keep-unique', player: 'ana', cards: [raamaa, grunt] })).toBe(
      `which copy of Raamaa stays (${raamaa}, ${grunt})`,
    );
    expect(
      ask({
        kind: 'search',
        player: 'ana',
        source: null,
        search: { who: 'controller', zones: 'main-deck', filter: {}, count: 1, into: 'hand' },
      }),
    ).toMatch(/^what ana finds in the main deck: up to 1 card\(s\)/);
    expect(ask({ kind: 'discard', player: 'ana', count: 1 })).toBe(
      `which card of his hand to discard: ${filler} (Filler), ${icon} (Icon)`,
    );
    expect(
      ask({ kind: 'move', player: 'ana', card: grunt, optional: true, scope: 'any-network', reason: 'MOVE' }),
    ).toBe('where Grunt moves (MOVE, or not at all)');
    expect(
      ask({
        kind: 'regenerate',
        player: 'ana',
        card: grunt,
        key: 'damage.destroys',
        why: 'destroyed by damage',
      }),
    ).toBe('whether Grunt regenerates (destroyed by damage otherwise)');
    expect(ask({ kind: 'trigger', player: 'ana', item: item(grunt, 0) })).toBe(
      "whether Grunt's triggered ability resolves (choose it) or is missed (choose nothing)",
    );
    expect(ask({ kind: 'order-triggers', player: 'ana', items: [item(grunt, 0), item(raamaa, 1)] })).toBe(
      'in what order Grunt ability 1, Raamaa ability 2 go on the stack (the first named on top, resolving first)',
    );
    expect(ask({ kind: 'dock', player: 'ana', card: filler })).toBe('where Filler docks');
    expect(ask({ kind: 'dock', player: 'ana', card: filler, near: grunt })).toBe(
      'where Filler docks, next to Grunt',
    );
    const declared = {
      ...g.state,
      stack: [
        {
          id: 1,
          kind: 'deployment' as const,
          card: filler,
          controller: 'ana',
          at: { network: 'ana', x: 5, y: 5 },
          targets: [],
          from: 'hand' as const,
        },
      ],
    };
    expect(describePending(declared, { kind: 'dock', player: 'ana', card: filler })).toBe(
      'where Filler docks, its declared space being no longer legal',
    );
  });
});
