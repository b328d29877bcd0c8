import type { Violation } from '@arbiter/core';
import type { ActionOf } from '../model/action.js';
import { parametersOf, player } from '../model/query.js';
import type { GameState, PlayerId } from '../model/state.js';
import { ruleSet } from './rule-set.js';
import { violation } from './tx.js';

/**
 * Bids (1.2.9): the one procedure the rules use to settle who starts (4.2.3), who buys a contested
 * open-market card (3.5.3) and conflicts of priority (8.7). Only the first arises here: buying takes
 * priority (1.2.8), which one player holds at a time and passes on in turn (1.2.8.2), so no two players
 * ever attempt the same purchase at once. There is thus no bid for a card: no card minimum (1.2.9.1.2)
 * and no tie that locks a card (3.5.3.2) — the ledger classes them not checkable with 8.7.1's reason
 * (catalog D-CONFLICT-PRIORITY). This module holds the procedure itself; the modules that open a bid
 * keep its round in their own state and call `checkBid` and `resolveBidRound`.
 */
export const BID = ruleSet('bid', {
  secret: { clause: '1.2.9.1', summary: 'Every bidder notes an amount of money in secret.' },
  wholeAmount: { clause: '1.2.9.1', summary: 'A bid is a whole number of M, zero or more.' },
  oncePerRound: { clause: '1.2.9.1', summary: 'Each bidder notes exactly one amount per round.' },
  notAboveMoney: { clause: '1.2.9.1.3', summary: 'Nobody may bid more money than he has.' },
  concede: { clause: '1.2.9.1.4', summary: 'A bid of 0 concedes.' },
  reveal: { clause: '1.2.9.2', summary: 'Once all have noted a bid, the amounts are shown together.' },
  leave: { clause: '1.2.9.3', summary: 'Conceding players and everyone below the top bid drop out.' },
  win: { clause: '1.2.9.4', summary: 'A single remaining top bidder wins the bid.' },
  rebid: { clause: '1.2.9.5', summary: 'Tied top bidders bid again, up to three rounds in all.' },
  tie: { clause: '1.2.9.5', summary: 'A tie after the last round ends the bid with no winner.' },
  keepOrRaise: {
    clause: '1.2.9.5.1',
    summary: 'In a second or third round a bidder concedes with 0 or bids at least his previous amount.',
  },
});

export type BidOutcome =
  | { readonly kind: 'winner'; readonly player: PlayerId; readonly amount: number }
  | { readonly kind: 'tie-again'; readonly bidders: readonly PlayerId[] }
  | { readonly kind: 'tie' };

/**
 * Settles one revealed round (1.2.9.3–1.2.9.5). Zero bids concede; everyone below the top amount
 * drops out; a single top bidder wins with the amount he bid; several top bidders bid again while
 * `round < maxRounds`, else the bid is a tie. When everyone concedes nobody wins: a tie.
 * `bidders` of a `tie-again` are listed in the order of `bids`' keys.
 */
export function resolveBidRound(
  bids: Readonly<Record<PlayerId, number>>,
  round: number,
  maxRounds: number,
): BidOutcome {
  const standing = Object.entries(bids).filter(([, amount]) => amount > 0);
  if (standing.length === 0) return { kind: 'tie' };
  const top = Math.max(...standing.map(([, amount]) => amount));
  const leaders = standing.filter(([, amount]) => amount === top).map(([id]) => id);
  if (leaders.length === 1) return { kind: 'winner', player: leaders[0] as PlayerId, amount: top };
  if (round < maxRounds) return { kind: 'tie-again', bidders: leaders };
  return { kind: 'tie' };
}

/** One round of an open bid, as the module that opened it keeps it. */
export interface BidRound {
  /** Players still in the bid (1.2.9.3). */
  readonly bidders: readonly PlayerId[];
  /** Amounts already noted this round. */
  readonly bids: Readonly<Record<PlayerId, number>>;
  /** 1, 2 or 3 (1.2.9.5). */
  readonly round: number;
  /** Each bidder's amount in the previous round (1.2.9.5.1); empty in the first round. */
  readonly previous: Readonly<Record<PlayerId, number>>;
}

/**
 * Whether `a` is a bid the player may note in this round: a current bidder who has not bid yet,
 * a whole amount of 0 or more, within his money, and in later rounds 0 or at least his last bid.
 */
export function checkBid(s: GameState, round: BidRound, a: ActionOf<'bid'>): Violation | null {
  if (!round.bidders.includes(a.player)) {
    return violation(
      s,
      BID.leave,
      `${a.player} is not in this bid`,
      'only the players still in the bid note an amount',
    );
  }
  if (a.player in round.bids) {
    return violation(
      s,
      BID.oncePerRound,
      `${a.player} has already noted a bid this round`,
      'wait for the reveal',
    );
  }
  if (typeof a.amount !== 'number' || !Number.isInteger(a.amount) || a.amount < 0) {
    return violation(
      s,
      BID.wholeAmount,
      `a bid must be a whole number of M, not ${String(a.amount)}`,
      'bid 0 to concede',
    );
  }
  if (a.amount === 0) return null; // conceding is always allowed (1.2.9.1.4)
  const money = player(s, a.player).money;
  if (a.amount > money) {
    return violation(
      s,
      BID.notAboveMoney,
      `${a.player} bids ${a.amount} M but has only ${money} M`,
      `bid at most ${money} M`,
    );
  }
  // The previous round's bids are kept only when a tie is bid again (1.2.9.5): none in round 1.
  const before = round.previous[a.player];
  if (parametersOf(s).rebidFloor && before !== undefined && a.amount < before) {
    return violation(
      s,
      BID.keepOrRaise,
      `${a.player} bid ${before} M last round and may not lower it to ${a.amount} M`,
      `bid ${before} M or more, or 0 to concede`,
    );
  }
  return null;
}

/**
 * Every amount the player may bid this round: 0 and each whole amount from the floor to his money.
 * Above 64 choices the list is a representative set (0, the floor, the maximum and evenly spaced
 * amounts between), so that enumeration stays bounded for rich players.
 */
export function legalBidAmounts(s: GameState, round: BidRound, who: PlayerId): number[] {
  if (!round.bidders.includes(who) || who in round.bids) return [];
  const money = player(s, who).money;
  const rebid = parametersOf(s).rebidFloor ? (round.previous[who] ?? 1) : 1;
  const floor = Math.max(1, rebid);
  const out = [0];
  if (floor > money) return out;
  const span = money - floor + 1;
  if (span <= 64) {
    for (let m = floor; m <= money; m++) out.push(m);
    return out;
  }
  const picks = new Set<number>([floor, money]);
  for (let k = 1; k < 16; k++) picks.add(floor + Math.floor((k * (money - floor)) / 16));
  return [...out, ...[...picks].sort((x, y) => x - y)];
}
