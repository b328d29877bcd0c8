import { ruleSet, type Violation } from '@arbiter/core';
import type { ActionOf } from '../model/action.js';
import { cardType, nextSeat, player } from '../model/query.js';
import type { GameState, PlayerId } from '../model/state.js';
import { H } from './headings.js';
import { adventureRefusal } from './play.js';
import { emit, type Tx, violation } from './tx.js';

/**
 * Playing ► Adventure ► Bidding (teams mode). The kinds of bid were lost (GA-34); our reading: on his
 * bid a player proposes an adventure card of his ops (shown to all, and counting as his support for
 * it where `proposalSupports` says so), supports a card his team proposed, or passes. Each card is proposed once and each player
 * supports a card once, so a bidding always ends; it ends after a full round of passes. The last
 * player to express support wins it for his team.
 */
export const BIDDING = ruleSet('bidding', {
  notYourBid: { clause: H.bidding, summary: 'Players bid in turn, one after the other.' },
  propose: {
    clause: H.bidding,
    summary: 'A player may propose an adventure card of his ops, shown to everyone.',
  },
  proposeAdventure: {
    clause: H.bidding,
    summary: 'Only an adventure card his team could play may be proposed.',
  },
  proposedOnce: { clause: H.bidding, summary: 'A card is proposed once per bidding.' },
  support: {
    clause: H.bidding,
    summary: 'A player may support an adventure card a team-mate proposed, once.',
  },
  pass: { clause: H.bidding, summary: 'A player may pass his bid to the next player.' },
  won: {
    clause: H.bidding,
    summary: 'When nobody bids any more, the last player to support a card wins; his team is the hero team.',
  },
  failed: {
    clause: H.bidding,
    summary: 'A bidding with no bid settles no hero team; a new bidding follows.',
  },
});

export function checkBidder(s: GameState, who: PlayerId): Violation | null {
  if (!s.bidding) return violation(s, BIDDING.notYourBid, 'no bidding is under way');
  if (s.bidding.bidder !== who)
    return violation(s, BIDDING.notYourBid, `it is ${s.bidding.bidder}'s bid`, `wait for ${who}'s bid`);
  return null;
}

export function validatePropose(s: GameState, a: ActionOf<'propose'>): Violation | null {
  const bidder = checkBidder(s, a.player);
  if (bidder) return bidder;
  if (!player(s, a.player).ops.includes(a.card) || cardType(s, a.card) !== 'adventure')
    return violation(s, BIDDING.proposeAdventure, `${a.card} is not an adventure card of ${a.player}'s ops`);
  if (s.bidding?.proposals.some((p) => p.card === a.card))
    return violation(s, BIDDING.proposedOnce, `${a.card} is already proposed`);
  // Playable by his team as the hero team: the hero team must play a proposed card.
  const asHero: GameState = { ...s, adventure: { ...s.adventure, heroTeam: player(s, a.player).team } };
  return adventureRefusal(asHero, a.player, a.card);
}

export function validateSupport(s: GameState, a: ActionOf<'support'>): Violation | null {
  const bidder = checkBidder(s, a.player);
  if (bidder) return bidder;
  const proposal = s.bidding?.proposals.find((p) => p.card === a.card);
  // GA-34: where a proposal is its proposer's support, he has no other to give it.
  const own = proposal?.by === a.player && s.profile.parameters.proposalSupports;
  if (!proposal || own || player(s, proposal.by).team !== player(s, a.player).team)
    return violation(s, BIDDING.support, `${a.card} is not a card a team-mate of ${a.player} proposed`);
  if (s.bidding?.supports.some((x) => x.card === a.card && x.by === a.player))
    return violation(s, BIDDING.support, `${a.player} already supported ${a.card}`);
  return null;
}

export function propose(tx: Tx, a: ActionOf<'propose'>): void {
  const b = tx.g.bidding;
  if (!b) return;
  b.proposals.push({ card: a.card, by: a.player });
  if (tx.g.profile.parameters.proposalSupports) b.supports.push({ card: a.card, by: a.player });
  b.passes = 0;
  b.bidder = nextSeat(tx.g, a.player);
  emit(tx, BIDDING.propose, `${a.player} proposes ${a.card}`, { player: a.player, card: a.card });
}

export function support(tx: Tx, a: ActionOf<'support'>): void {
  const b = tx.g.bidding;
  if (!b) return;
  b.supports.push({ card: a.card, by: a.player });
  b.passes = 0;
  b.bidder = nextSeat(tx.g, a.player);
  emit(tx, BIDDING.support, `${a.player} supports ${a.card}`, { player: a.player, card: a.card });
}

export function passBid(tx: Tx, a: ActionOf<'pass'>): void {
  const b = tx.g.bidding;
  if (!b) return;
  b.passes += 1;
  b.bidder = nextSeat(tx.g, a.player);
  emit(tx, BIDDING.pass, `${a.player} passes his bid`, { player: a.player });
}

export const biddingOver = (s: GameState): boolean =>
  s.bidding !== null && s.bidding.passes >= s.seating.length;
export const biddingFailed = (s: GameState): boolean => biddingOver(s) && s.bidding?.supports.length === 0;

/** The last supporter's team becomes the hero team. */
export function settleBidding(tx: Tx): void {
  const b = tx.g.bidding;
  const last = b?.supports[b.supports.length - 1];
  if (!b || !last) return;
  const team = player(tx.g, last.by).team;
  tx.g.adventure.heroTeam = team;
  tx.g.failedBiddings = 0;
  emit(tx, BIDDING.won, `${last.by} wins the bidding with ${last.card}: team ${team} is the hero team`, {
    player: last.by,
    card: last.card,
  });
}

export function failBidding(tx: Tx): void {
  const b = tx.g.bidding;
  if (!b) return;
  tx.g.failedBiddings += 1;
  tx.g.lastHero = b.opener;
  tx.g.bidding = null;
  emit(tx, BIDDING.failed, `nobody bids: no hero team (${tx.g.failedBiddings} in a row)`);
}
