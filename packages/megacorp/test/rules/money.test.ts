import { describe, expect, it } from 'vitest';
import { gainMoney, loseMoney, payCost } from '../../src/rules/money.js';
import { given, run } from './support.js';

const board = () =>
  given({
    players: [
      { id: 'ana', money: 3, pools: { BQ: 2 }, network: [{ x: 0, y: 0, cards: ['Ana Corp'] }] },
      { id: 'nick', network: [{ x: 0, y: 0, cards: ['Nick Corp'] }] },
    ],
  });
const money = (s: ReturnType<typeof board>['state']) => s.players[0]?.money;

describe('money (1.2.6, 8.1)', () => {
  it('gaining and losing: the log names the player and the amount; nothing to gain or lose says nothing', () => {
    const g = board();
    const gain = run(g.state, (tx) => gainMoney(tx, 'ana', 2));
    expect(money(gain.state)).toBe(5);
    expect(gain.events).toEqual([expect.objectContaining({ player: 'ana', amount: 2 })]);
    const lose = run(g.state, (tx) => loseMoney(tx, 'ana', 2));
    expect(money(lose.state)).toBe(1);
    expect(lose.events).toEqual([expect.objectContaining({ player: 'ana', amount: 2 })]);
    for (const fn of [gainMoney, loseMoney]) {
      const none = run(g.state, (tx) => fn(tx, 'ana', 0));
      expect(none.state).toEqual(g.state);
      expect(none.events).toEqual([]);
    }
  });

  it('1.2.6.1 a loss beyond the pool takes only what there is', () => {
    const lose = run(board().state, (tx) => loseMoney(tx, 'ana', 5));
    expect(money(lose.state)).toBe(0);
    expect(lose.events).toEqual([expect.objectContaining({ player: 'ana', amount: 3 })]);
  });

  it('8.1 paying a cost: money from the pool, traits from the trait pool; a free cost pays nothing', () => {
    const g = board();
    const paid = run(g.state, (tx) => payCost(tx, 'ana', { money: 2, traits: { BQ: 1 } }, 'a test'));
    expect(money(paid.state)).toBe(1);
    expect(paid.state.players[0]?.pools.BQ).toBe(1);
    expect(paid.events).toEqual([
      expect.objectContaining({
        type: 'money.pay-cost',
        player: 'ana',
        amount: 2,
        text: 'ana pays 2 M + 1 BQ for a test',
      }),
    ]);
    const free = run(g.state, (tx) => payCost(tx, 'ana', { money: 0, traits: {} }, 'a test'));
    expect(free.events[0]?.text).toBe('ana pays nothing for a test');
  });
});
