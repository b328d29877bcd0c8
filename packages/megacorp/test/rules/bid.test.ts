import { describe, expect, it } from 'vitest';
import { buildState } from '../../src/build/state.js';
import { V1_7 } from '../../src/revisions/v1.7.js';
import { BID, type BidRound, checkBid, legalBidAmounts, resolveBidRound } from '../../src/rules/bid.js';
import { TEST_LIBRARY } from '../../src/testing/index.js';

const { state } = buildState({
  library: TEST_LIBRARY,
  players: [
    { id: 'ana', money: 10 },
    { id: 'nick', money: 4 },
    { id: 'olga', money: 10 },
  ],
});

const round = (over: Partial<BidRound> = {}): BidRound => ({
  bidders: ['ana', 'nick', 'olga'],
  bids: {},
  round: 1,
  previous: {},
  ...over,
});

describe('resolving a bid round (1.2.9.3–1.2.9.5)', () => {
  it('1.2.9.4 a single highest bidder wins with the amount he bid', () => {
    expect(resolveBidRound({ ana: 3, nick: 2, olga: 0 }, 1, 3)).toEqual({
      kind: 'winner',
      player: 'ana',
      amount: 3,
    });
  });

  it('1.2.9.1.4 a zero bid concedes: one non-zero bid wins alone', () => {
    expect(resolveBidRound({ ana: 0, nick: 1 }, 1, 3)).toEqual({ kind: 'winner', player: 'nick', amount: 1 });
  });

  it('1.2.9.3 / 1.2.9.5 only the tied top bidders bid again', () => {
    expect(resolveBidRound({ ana: 4, nick: 2, olga: 4 }, 1, 3)).toEqual({
      kind: 'tie-again',
      bidders: ['ana', 'olga'],
    });
    expect(resolveBidRound({ ana: 5, olga: 5 }, 2, 3)).toEqual({
      kind: 'tie-again',
      bidders: ['ana', 'olga'],
    });
  });

  it('1.2.9.5 a tie in the third round ends the bid without a winner', () => {
    expect(resolveBidRound({ ana: 5, olga: 5 }, 3, 3)).toEqual({ kind: 'tie' });
  });

  it('1.2.9.5 the number of rounds comes from the caller (the profile)', () => {
    expect(resolveBidRound({ ana: 5, olga: 5 }, 1, 1)).toEqual({ kind: 'tie' });
  });

  it('1.2.9.1.4 when everyone concedes nobody wins', () => {
    expect(resolveBidRound({ ana: 0, nick: 0 }, 1, 3)).toEqual({ kind: 'tie' });
  });

  it('1.2.9.5.1 a bidder who concedes in a later round hands the win to the other', () => {
    expect(resolveBidRound({ ana: 0, olga: 6 }, 2, 3)).toEqual({ kind: 'winner', player: 'olga', amount: 6 });
  });
});

describe('noting a bid (1.2.9.1)', () => {
  it('1.2.9.1.3 nobody bids more money than he has', () => {
    const v = checkBid(state, round(), { type: 'bid', player: 'nick', amount: 5 });
    expect(v?.key).toBe(BID.notAboveMoney);
    expect(v?.clause).toBe('1.2.9.1.3');
    expect(checkBid(state, round(), { type: 'bid', player: 'nick', amount: 4 })).toBeNull();
  });

  it('1.2.9.1 a bid is a whole amount of zero or more', () => {
    expect(checkBid(state, round(), { type: 'bid', player: 'ana', amount: -1 })?.key).toBe(BID.wholeAmount);
    expect(checkBid(state, round(), { type: 'bid', player: 'ana', amount: 1.5 })?.key).toBe(BID.wholeAmount);
  });

  it('1.2.9.1.4 a bid of 0 is always allowed', () => {
    expect(
      checkBid(state, round({ round: 2, previous: { ana: 3 }, bidders: ['ana'] }), {
        type: 'bid',
        player: 'ana',
        amount: 0,
      }),
    ).toBeNull();
  });

  it('1.2.9.1 each bidder notes one amount per round', () => {
    const v = checkBid(state, round({ bids: { ana: 2 } }), { type: 'bid', player: 'ana', amount: 3 });
    expect(v?.key).toBe(BID.oncePerRound);
  });

  it('1.2.9.3 a player who left the bid does not bid again', () => {
    const v = checkBid(state, round({ bidders: ['ana', 'olga'], round: 2 }), {
      type: 'bid',
      player: 'nick',
      amount: 1,
    });
    expect(v?.key).toBe(BID.leave);
    expect(v?.clause).toBe('1.2.9.3');
  });

  it('1.2.9.5.1 a later round keeps or raises the previous bid', () => {
    const r = round({ bidders: ['ana', 'olga'], round: 2, previous: { ana: 3, olga: 3 } });
    expect(checkBid(state, r, { type: 'bid', player: 'ana', amount: 2 })?.clause).toBe('1.2.9.5.1');
    expect(checkBid(state, r, { type: 'bid', player: 'ana', amount: 3 })).toBeNull();
    expect(checkBid(state, r, { type: 'bid', player: 'ana', amount: 7 })).toBeNull();
  });

  it('every enumerated amount passes the check, from 0 to the money', () => {
    expect(legalBidAmounts(state, round(), 'nick')).toEqual([0, 1, 2, 3, 4]);
    const r = round({ bidders: ['ana', 'olga'], round: 2, previous: { ana: 7, olga: 7 } });
    expect(legalBidAmounts(state, r, 'ana')).toEqual([0, 7, 8, 9, 10]);
    for (const amount of legalBidAmounts(state, r, 'ana')) {
      expect(checkBid(state, r, { type: 'bid', player: 'ana', amount })).toBeNull();
    }
    expect(legalBidAmounts(state, r, 'nick')).toEqual([]);
  });

  it('large money pools enumerate a bounded representative set', () => {
    const rich = (money: number) =>
      buildState({ library: TEST_LIBRARY, players: [{ id: 'ana', money }, { id: 'nick' }] }).state;
    const amounts = (money: number) =>
      legalBidAmounts(rich(money), round({ bidders: ['ana', 'nick'] }), 'ana');
    // Up to 64 amounts above 0 every one is offered; past that, 0, the floor, the money and 15 evenly
    // spaced amounts between: 18 choices however rich the bidder.
    expect(amounts(64)).toEqual(Array.from({ length: 65 }, (_, m) => m));
    const sampled = amounts(1000);
    expect(amounts(65)).toHaveLength(18);
    expect(sampled).toHaveLength(18);
    expect(sampled.slice(0, 2)).toEqual([0, 1]);
    expect(sampled.at(-1)).toBe(1000);
    for (let i = 2; i < sampled.length; i++) {
      const gap = (sampled[i] as number) - (sampled[i - 1] as number);
      expect(gap).toBeGreaterThan(0);
      // Evenly spaced: each step is a sixteenth of the 999 M between the floor and the money.
      expect(gap).toBeLessThanOrEqual(Math.ceil(999 / 16));
      expect(gap).toBeGreaterThanOrEqual(Math.floor(999 / 16));
    }
    for (const amount of sampled)
      expect(
        checkBid(rich(1000), round({ bidders: ['ana', 'nick'] }), { type: 'bid', player: 'ana', amount }),
      ).toBeNull();
  });

  it('a bidder with 1 M may bid it; with nothing he can only concede (1.2.9.1.3, 1.2.9.1.4)', () => {
    const poor = (money: number) =>
      buildState({ library: TEST_LIBRARY, players: [{ id: 'ana', money }, { id: 'nick' }] }).state;
    expect(legalBidAmounts(poor(1), round({ bidders: ['ana', 'nick'] }), 'ana')).toEqual([0, 1]);
    expect(legalBidAmounts(poor(0), round({ bidders: ['ana', 'nick'] }), 'ana')).toEqual([0]);
  });

  it('a later round offers the previous bid and above under the rebid floor (1.2.9.5.1), and whatever the money allows without it', () => {
    const r = round({ bidders: ['ana', 'olga'], round: 2, previous: { ana: 7, olga: 7 } });
    const free = buildState({
      library: TEST_LIBRARY,
      players: [
        { id: 'ana', money: 10 },
        { id: 'olga', money: 10 },
      ],
      profile: { ...V1_7, parameters: { ...V1_7.parameters, rebidFloor: false } },
    }).state;
    expect(legalBidAmounts(free, r, 'ana')).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(checkBid(free, r, { type: 'bid', player: 'ana', amount: 2 })).toBeNull();
  });
});
