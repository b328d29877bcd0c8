import { describe, expect, it } from 'vitest';
import { keywordCost } from '../../src/rules/keywords/keyword-cost.js';
import { namedCounter } from '../../src/rules/named-counters.js';
import { given, run } from './support.js';

const money = (args: string[]) => keywordCost(args).cost.money;
const traits = (args: string[]) => keywordCost(args).cost.traits;
const annihilate = (subtypes?: string[]) => ({
  kind: 'annihilate',
  filter: { controller: 'you', other: true, ...(subtypes ? { subtypes } : {}) },
});

describe('a keyword’s printed cost (MOVE 1M, SWAP: 1M + 1BQ, engage, REGENERATION: annihilate a card)', () => {
  it('no words: no cost', () => {
    expect(keywordCost([])).toEqual({ cost: { money: 0, traits: {} }, engage: false, extraCosts: [] });
    expect(keywordCost(['', ' , '])).toEqual({
      cost: { money: 0, traits: {} },
      engage: false,
      extraCosts: [],
    });
  });

  it('money: a bare number, M or €, glued to the number or the next word', () => {
    expect(money(['2'])).toBe(2);
    expect(money(['1M'])).toBe(1);
    expect(money(['3€'])).toBe(3);
    expect(money(['2', 'M'])).toBe(2);
    expect(money(['2 m'])).toBe(2);
    expect(money(['1M', '+', '2M'])).toBe(3);
  });

  it('trait amounts, glued or apart, in any case, adding up', () => {
    expect(traits(['1BQ'])).toEqual({ BQ: 1 });
    expect(traits(['2', 'iq'])).toEqual({ IQ: 2 });
    expect(traits(['1BQ', '+', '2', 'BQ', '1MQ'])).toEqual({ BQ: 3, MQ: 1 });
    expect(keywordCost(['1', 'BQ']).cost.money).toBe(0);
  });

  it('a word after a number that is no unit is its own word; an unknown unit costs nothing', () => {
    expect(keywordCost(['1', 'engage'])).toEqual({
      cost: { money: 1, traits: {} },
      engage: true,
      extraCosts: [],
    });
    expect(keywordCost(['1X'])).toEqual({ cost: { money: 0, traits: {} }, engage: false, extraCosts: [] });
  });

  it('a number is a whole word: 12M is twelve, 1M2 and x1 are nothing; a word it does not know costs nothing', () => {
    expect(money(['12M'])).toBe(12);
    expect(money(['1M2', 'x1'])).toBe(0);
    expect(keywordCost(['tap', 'this'])).toEqual({
      cost: { money: 0, traits: {} },
      engage: false,
      extraCosts: [],
    });
  });

  it('engaging this card', () => {
    expect(keywordCost(['engage']).engage).toBe(true);
    expect(keywordCost(['Engaging']).engage).toBe(true);
    expect(keywordCost(['1M']).engage).toBe(false);
  });

  it('annihilating another card of one’s own, of the listed subtypes, then the rest of the cost', () => {
    expect(keywordCost(['annihilate']).extraCosts).toEqual([annihilate()]);
    expect(keywordCost(['annihilate', '#water']).extraCosts).toEqual([annihilate(['water'])]);
    expect(keywordCost(['Annihilate a card']).extraCosts).toEqual([annihilate()]);
    expect(keywordCost(['annihilating', 'one', '#water', '#Building', 'cards', '1M'])).toEqual({
      cost: { money: 1, traits: {} },
      engage: false,
      extraCosts: [annihilate(['water', 'Building'])],
    });
    expect(keywordCost(['annihilate', 'an', '#mutation', 'engage'])).toEqual({
      cost: { money: 0, traits: {} },
      engage: true,
      extraCosts: [annihilate(['mutation'])],
    });
  });
});

describe('7.10 named counters', () => {
  const g = given({
    players: [
      {
        id: 'ana',
        network: [
          { x: 0, y: 0, cards: ['Ana Corp'] },
          { x: 1, y: 0, cards: ['Raamaa'] },
        ],
      },
      { id: 'nick', network: [{ x: 0, y: 0, cards: ['Nick Corp'] }] },
    ],
  });
  const raamaa = g.id('Raamaa');
  const key = 'effects.named-counter';

  it('are put on and taken off, never below none; the log says how many are left', () => {
    const on = run(g.state, (tx) => namedCounter(tx, raamaa, 'development', 2, key));
    expect(on.state.cards[raamaa]?.counters).toEqual({ development: 2 });
    expect(on.events).toContainEqual(expect.objectContaining({ type: key, card: raamaa, amount: 2 }));
    expect(on.events[0]?.text).toContain('(2 now)');
    const off = run(on.state, (tx) => namedCounter(tx, raamaa, 'development', -1, key));
    expect(off.state.cards[raamaa]?.counters).toEqual({ development: 1 });
    expect(off.events[0]?.text).toContain('loses 1');
    const gone = run(off.state, (tx) => namedCounter(tx, raamaa, 'development', -3, key));
    expect(gone.state.cards[raamaa]?.counters).toEqual({});
    expect(gone.events[0]?.text).toContain('(0 now)');
  });

  it('putting none on changes nothing and says nothing', () => {
    const none = run(g.state, (tx) => namedCounter(tx, raamaa, 'development', 0, key));
    expect(none.state).toEqual(g.state);
    expect(none.events).toEqual([]);
  });
});
