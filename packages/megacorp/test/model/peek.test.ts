/**
 * `peek` reads the drafts' bookkeeping (the kernel's `draft.ts`: the copy once written, else the
 * base): if it read the wrong one, reads inside transactions would silently see stale data. These pin
 * it down.
 */
import { edit } from '@arbiter/core';
import { describe, expect, it } from 'vitest';
import { peek } from '../../src/model/peek.js';

interface Small {
  readonly players: readonly {
    readonly id: string;
    readonly money: number;
    readonly hand: readonly string[];
  }[];
  readonly turn: { readonly number: number };
}

const base: Small = Object.freeze({
  players: Object.freeze([Object.freeze({ id: 'Ana', money: 10, hand: Object.freeze(['a', 'b']) })]),
  turn: Object.freeze({ number: 3 }),
});

describe('peek reads what a draft stands for, without drafting it', () => {
  it('gives plain values back as they are', () => {
    expect(peek(base)).toBe(base);
    expect(peek(7)).toBe(7);
    expect(peek(null)).toBe(null);
  });

  it('sees writes made earlier in the same transaction', () => {
    edit(base, (g) => {
      g.players[0]!.money = 4;
      g.players[0]!.hand.push('c');
      const players = peek(peek(g).players);
      const ana = peek(players[0]!);
      expect(ana.money).toBe(4);
      expect(peek(ana.hand)).toEqual(['a', 'b', 'c']);
    });
  });

  it('returns the untouched part itself, creating no draft that the transaction would then finalise', () => {
    const next = edit(base, (g) => {
      expect(peek(peek(g).turn)).toBe(base.turn);
      g.players[0]!.money = 4;
    });
    expect(next.turn).toBe(base.turn);
  });
});
