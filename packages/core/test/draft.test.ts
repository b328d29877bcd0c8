/**
 * The kernel's copy-on-write drafts (`src/rules/draft.ts`), behind every rule transaction: the state
 * before is never changed, the state after is frozen whole and shares every object the rule did not
 * write, and a rule reads its own writes. The property compares random edits with mutative, the draft
 * library the transactions used before.
 */
import fc from 'fast-check';
import { create } from 'mutative';
import { describe, expect, it } from 'vitest';
import { changedKeys, produce } from '../src/rules/draft.js';
import { peek } from '../src/rules/peek.js';

interface Card {
  id: string;
  engaged: boolean;
  counters: Record<string, number>;
}
interface Player {
  id: string;
  money: number;
  hand: string[];
  network: { x: number; cards: string[] }[];
}
interface State {
  players: Player[];
  cards: Record<string, Card>;
  turn: { number: number };
  stack: { card: string; targets: string[] }[];
}

function deepFreeze<T>(v: T): T {
  if (typeof v === 'object' && v !== null && !Object.isFrozen(v)) {
    Object.freeze(v);
    for (const k of Object.keys(v)) deepFreeze((v as Record<string, unknown>)[k]);
  }
  return v;
}

const frozenWhole = (v: unknown): boolean =>
  typeof v !== 'object' ||
  v === null ||
  (Object.isFrozen(v) && Object.values(v as object).every((x) => frozenWhole(x)));

const start = (): State =>
  deepFreeze({
    players: [
      { id: 'Ana', money: 10, hand: ['c1', 'c2'], network: [{ x: 0, cards: ['c3'] }] },
      { id: 'Nick', money: 7, hand: ['c4'], network: [{ x: 0, cards: ['c5', 'c6'] }] },
    ],
    cards: Object.fromEntries(
      ['c1', 'c2', 'c3', 'c4', 'c5', 'c6'].map((id) => [id, { id, engaged: false, counters: {} }]),
    ),
    turn: { number: 1 },
    stack: [],
  });

describe('copy-on-write drafts', () => {
  it('returns the state itself when a rule only reads', () => {
    const s = start();
    const next = produce(s, (g) => {
      expect(g.cards.c3?.engaged).toBe(false);
      expect(g.players[1]?.network[0]?.cards).toEqual(['c5', 'c6']);
      expect(Object.keys(g.cards)).toHaveLength(6);
    });
    expect(next).toBe(s);
  });

  it('copies only the path to what is written and shares the rest, frozen, the state before untouched', () => {
    const s = start();
    const before = JSON.stringify(s);
    const next = produce(s, (g) => {
      // Reading siblings along the way must not copy them.
      expect(g.cards.c1?.engaged).toBe(false);
      (g.cards.c3 as Card).engaged = true;
    });
    expect(JSON.stringify(s)).toBe(before);
    expect(next.cards.c3?.engaged).toBe(true);
    expect(next.cards).not.toBe(s.cards);
    expect(next.cards.c1).toBe(s.cards.c1);
    expect(next.players).toBe(s.players);
    expect(next.turn).toBe(s.turn);
    expect(frozenWhole(next)).toBe(true);
  });

  it('writing back the value already there changes nothing', () => {
    const s = start();
    const next = produce(s, (g) => {
      (g.players[0] as Player).money = 10;
      (g.cards.c1 as Card).engaged = false;
      const turn = g.turn;
      g.turn = turn;
    });
    expect(next).toBe(s);
  });

  it('moves cards between zones with array methods, and a rule reads its own writes', () => {
    const s = start();
    const next = produce(s, (g) => {
      const ana = g.players[0] as Player;
      const id = ana.hand.shift() as string;
      ana.network.push({ x: 1, cards: [id] });
      expect(peek(peek(g).players[0])?.hand).toEqual(['c2']);
      const nick = g.players[1] as Player;
      const [moved] = (nick.network[0] as { cards: string[] }).cards.splice(1, 1);
      nick.hand.push(moved as string);
      nick.hand.sort();
      delete g.cards.c2;
      g.stack.push({ card: 'c1', targets: [...nick.hand] });
    });
    expect(next.players[0]?.hand).toEqual(['c2']);
    expect(next.players[0]?.network.map((p) => p.cards)).toEqual([['c3'], ['c1']]);
    expect(next.players[0]?.network[0]).toBe(s.players[0]?.network[0]);
    expect(next.players[1]?.hand).toEqual(['c4', 'c6']);
    expect(next.players[1]?.network[0]?.cards).toEqual(['c5']);
    expect('c2' in next.cards).toBe(false);
    expect(next.stack).toEqual([{ card: 'c1', targets: ['c4', 'c6'] }]);
    expect(frozenWhole(next)).toBe(true);
    expect(JSON.stringify(s)).toBe(JSON.stringify(start()));
  });

  it('a part read as a draft and put elsewhere ends as the same finished object in both places', () => {
    const s = start();
    const next = produce(s, (g) => {
      const pile = (g.players[1] as Player).network[0] as { x: number; cards: string[] };
      (g.players[0] as Player).network.push(pile);
      pile.x = 4;
    });
    expect(next.players[0]?.network[1]).toBe(next.players[1]?.network[0]);
    expect(next.players[0]?.network[1]?.x).toBe(4);
    expect(s.players[1]?.network[0]?.x).toBe(0);
    expect(frozenWhole(next)).toBe(true);
  });

  it('freezes a root put together from frozen parts', () => {
    const s = start();
    const next = produce({ ...s, turn: { number: 2 } }, (g) => {
      g.turn.number = 3;
    });
    expect(next.turn.number).toBe(3);
    expect(frozenWhole(next)).toBe(true);
  });

  // Random edits, each written once against the draft interface and run through both implementations.
  type Op =
    | { kind: 'money'; p: number; amount: number }
    | { kind: 'engage'; card: number; to: boolean }
    | { kind: 'counter'; card: number; n: number }
    | { kind: 'draw'; p: number }
    | { kind: 'deploy'; p: number }
    | { kind: 'bond'; p: number; pile: number }
    | { kind: 'remove'; card: number }
    | { kind: 'stack'; p: number }
    | { kind: 'swapPiles'; p: number }
    | { kind: 'turn' }
    | { kind: 'read'; p: number; card: number }
    | { kind: 'splice'; p: number; args: number[]; insert: boolean }
    | { kind: 'unshift'; p: number; pile: number }
    | { kind: 'popStack' };
  const op: fc.Arbitrary<Op> = fc.oneof(
    fc.record({ kind: fc.constant('money' as const), p: fc.nat(1), amount: fc.integer({ min: -3, max: 3 }) }),
    // The array methods a draft runs on its copy, with arguments out of range, negative or left out.
    fc.record({
      kind: fc.constant('splice' as const),
      p: fc.nat(1),
      args: fc.array(fc.integer({ min: -4, max: 4 }), { maxLength: 2 }),
      insert: fc.boolean(),
    }),
    fc.record({ kind: fc.constant('unshift' as const), p: fc.nat(1), pile: fc.nat(2) }),
    fc.record({ kind: fc.constant('popStack' as const) }),
    fc.record({ kind: fc.constant('engage' as const), card: fc.nat(5), to: fc.boolean() }),
    fc.record({ kind: fc.constant('counter' as const), card: fc.nat(5), n: fc.integer({ min: 0, max: 2 }) }),
    fc.record({ kind: fc.constant('draw' as const), p: fc.nat(1) }),
    fc.record({ kind: fc.constant('deploy' as const), p: fc.nat(1) }),
    fc.record({ kind: fc.constant('bond' as const), p: fc.nat(1), pile: fc.nat(2) }),
    fc.record({ kind: fc.constant('remove' as const), card: fc.nat(5) }),
    fc.record({ kind: fc.constant('stack' as const), p: fc.nat(1) }),
    fc.record({ kind: fc.constant('swapPiles' as const), p: fc.nat(1) }),
    fc.record({ kind: fc.constant('turn' as const) }),
    fc.record({ kind: fc.constant('read' as const), p: fc.nat(1), card: fc.nat(5) }),
  );

  function run(g: State, ops: readonly Op[]): void {
    for (const o of ops) {
      const p = g.players[(o as { p?: number }).p ?? 0] as Player;
      const cardOf = (i: number) => g.cards[`c${i + 1}`];
      switch (o.kind) {
        case 'money':
          p.money += o.amount;
          break;
        case 'engage': {
          const c = cardOf(o.card);
          if (c) c.engaged = o.to;
          break;
        }
        case 'counter': {
          const c = cardOf(o.card);
          if (c) c.counters.x = o.n;
          break;
        }
        case 'draw': {
          const id = p.hand.shift();
          if (id !== undefined) p.hand.push(id);
          break;
        }
        case 'deploy': {
          const id = p.hand.pop();
          if (id !== undefined) p.network.push({ x: p.network.length, cards: [id] });
          break;
        }
        case 'bond': {
          const pile = p.network[o.pile % Math.max(1, p.network.length)];
          const id = p.hand.shift();
          if (pile && id !== undefined) pile.cards.push(id);
          break;
        }
        case 'remove': {
          const id = `c${o.card + 1}`;
          // `in` reads no record: the deletion alone must mark the key changed.
          if (id in g.cards) delete g.cards[id];
          break;
        }
        case 'stack':
          g.stack.push({ card: p.hand[0] ?? 'none', targets: p.network.map((q) => q.cards[0] ?? '') });
          break;
        case 'swapPiles':
          p.network.reverse();
          break;
        case 'turn':
          g.turn = { number: g.turn.number + 1 };
          break;
        case 'splice': {
          const removed = o.insert
            ? p.hand.splice(...(o.args as [number, number]), 'c9')
            : p.hand.splice(...(o.args as [number, number]));
          for (const id of removed) p.network.push({ x: 9, cards: [id] });
          break;
        }
        case 'unshift': {
          const pile = p.network[o.pile % Math.max(1, p.network.length)];
          const id = p.hand.pop();
          if (pile && id !== undefined) pile.cards.unshift(id);
          break;
        }
        case 'popStack': {
          const item = g.stack.pop();
          if (item) g.stack.unshift(item);
          break;
        }
        case 'read':
          void p.network.filter((q) => q.cards.length > 0).length;
          void Object.values(g.cards).filter((c) => c.engaged).length;
          void cardOf(o.card)?.counters;
          break;
      }
    }
  }

  it('gives what mutative gave for random edits, the state before untouched, frozen whole', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 12 }), (ops) => {
        const s = start();
        const ours = produce(s, (g) => run(g, ops));
        const theirs = create(s, (g) => run(g as State, ops));
        expect(ours).toEqual(theirs);
        expect(s).toEqual(start());
        expect(frozenWhole(ours)).toBe(true);
        // Nothing written below a top-level part: the part is shared.
        for (const key of Object.keys(s) as (keyof State)[])
          if (JSON.stringify(ours[key]) === JSON.stringify(s[key]) && theirs[key] === s[key])
            expect(ours[key]).toBe(s[key]);
      }),
      { numRuns: 500 },
    );
  });

  // `changedKeys` lets invariants check only what an action changed: it must name every key that differs.
  const TRACK: ReadonlySet<PropertyKey> = new Set(['cards']);
  const differing = (a: Record<string, unknown>, b: Record<string, unknown>) =>
    [...new Set([...Object.keys(a), ...Object.keys(b)])].filter(
      (k) => a[k] !== b[k] || Object.hasOwn(a, k) !== Object.hasOwn(b, k),
    );

  it('names every card record a chain of transactions changed, and every one it leaves out is shared', () => {
    fc.assert(
      fc.property(fc.array(fc.array(op, { maxLength: 6 }), { minLength: 1, maxLength: 4 }), (steps) => {
        const s = start();
        let now = s;
        for (const ops of steps) now = produce(now, (g) => run(g, ops), TRACK);
        const keys = changedKeys(now.cards, s.cards);
        // The card records are never replaced whole here: the chain of copies is known.
        expect(keys).not.toBeNull();
        for (const k of differing(now.cards, s.cards)) expect(keys?.has(k)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('knows nothing of objects not made from the other by transactions', () => {
    const s = start();
    const next = produce(
      s,
      (g) => {
        (g.cards.c1 as Card).engaged = true;
        (g.players[0] as Player).hand.pop();
      },
      TRACK,
    );
    expect(changedKeys(next.cards, s.cards)).toEqual(new Set(['c1']));
    // Parts not tracked, and the root, are not known.
    expect(changedKeys(next.players, s.players)).toBeNull();
    expect(changedKeys(next, s)).toBeNull();
    expect(changedKeys(s.cards, next.cards)).toBeNull();
    expect(changedKeys({ ...next.cards }, s.cards)).toBeNull();
    expect(changedKeys(next.cards, next.cards)?.size).toBe(0);
  });
});
