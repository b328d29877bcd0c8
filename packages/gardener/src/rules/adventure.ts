import { castDraft, ruleSet, type Violation } from '@arbiter/core';
import type { ActionOf } from '../model/action.js';
import { cardType, nextSeat, player, seatsAfter } from '../model/query.js';
import type { CardId, GameState, PlayerId } from '../model/state.js';
import { H } from './headings.js';
import { adventureRefusal, declarePlay, PLAY } from './play.js';
import { emptyAdventure } from './setup.js';
import { startTurn, TURN } from './turn.js';
import { emit, type Tx, violation } from './tx.js';

/** Playing ► Adventure and ► Play adventure card: who is hero, and the opening play. */
export const ADVENTURE = ruleSet('adventure', {
  begins: {
    clause: H.adventure,
    summary: 'The first hero is the player with the first turn; then the player after the last hero.',
  },
  biddingBegins: {
    clause: H.adventure,
    summary: 'In teams mode a bidding settles the hero team of each adventure.',
  },
  notHero: {
    clause: H.playAdventure,
    summary: 'Only the hero (a member of the hero team) opens the adventure.',
  },
  proposedOnly: {
    clause: H.bidding,
    summary: 'The hero team plays one of the adventure cards its members proposed in the bidding.',
  },
  decline: {
    clause: H.playAdventure,
    summary: 'The hero may play no adventure card; the adventure is skipped (GA-15).',
  },
  mustPlay: {
    clause: H.playAdventure,
    summary: 'Where the hero may not decline, he plays an adventure card whenever he can (GA-15).',
  },
});

/** A new adventure: its hero (individual) or a bidding (teams). */
export function beginAdventure(tx: Tx): void {
  const g = tx.g;
  g.adventure = castDraft(emptyAdventure(g.adventure.number + 1));
  const first = g.lastHero === null ? g.firstPlayer : nextSeat(g, g.lastHero);
  if (g.mode === 'individual') {
    g.adventure.hero = first;
    emit(tx, ADVENTURE.begins, `adventure ${g.adventure.number}: ${first} is the hero`, { player: first });
  } else {
    g.bidding = { proposals: [], supports: [], opener: first, bidder: first, passes: 0 };
    emit(tx, ADVENTURE.biddingBegins, `adventure ${g.adventure.number}: bidding opens with ${first}`, {
      player: first,
    });
  }
}

/** The adventure cards this player may open with now. */
export function openingCards(s: GameState, who: PlayerId): CardId[] {
  if (!mayOpen(s, who)) return [];
  const proposed = s.bidding?.proposals.filter((p) => p.by === who).map((p) => p.card);
  return player(s, who).ops.filter(
    (c) =>
      cardType(s, c) === 'adventure' &&
      (s.mode === 'individual' || (proposed ?? []).includes(c)) &&
      adventureRefusal(s, who, c) === null,
  );
}

/** The hero, or a member of the hero team. */
function mayOpen(s: GameState, who: PlayerId): boolean {
  if (s.mode === 'individual') return s.adventure.hero === who;
  return s.adventure.heroTeam !== null && player(s, who).team === s.adventure.heroTeam;
}

/** Who opens: the hero, or (teams) the team's members from the bid winner on. */
export function openers(s: GameState): PlayerId[] {
  if (s.mode === 'individual') return s.adventure.hero ? [s.adventure.hero] : [];
  const last = s.bidding?.supports[s.bidding.supports.length - 1]?.by;
  if (!last) return [];
  return [last, ...seatsAfter(s, last)].filter((p, i, all) => all.indexOf(p) === i && mayOpen(s, p));
}

export function validateOpening(s: GameState, a: ActionOf<'play'>): Violation | null {
  if (!mayOpen(s, a.player))
    return violation(s, ADVENTURE.notHero, `${a.player} is not the hero`, 'the hero opens the adventure');
  if (!player(s, a.player).ops.includes(a.card))
    return violation(s, PLAY.notInOps, `${a.card} is not in ${a.player}'s ops`);
  if (cardType(s, a.card) !== 'adventure')
    return violation(
      s,
      PLAY.supportAfterAdventure,
      'the adventure opens with an adventure card',
      'play an adventure card',
    );
  if (s.mode === 'teams' && !s.bidding?.proposals.some((p) => p.card === a.card && p.by === a.player))
    return violation(s, ADVENTURE.proposedOnly, `${a.card} was not proposed in the bidding`);
  return adventureRefusal(s, a.player, a.card);
}

export function open(tx: Tx, a: ActionOf<'play'>): void {
  tx.g.bidding = null;
  // Teams mode: the member who plays the adventure card is the hero of the resolution.
  tx.g.adventure.hero = a.player;
  declarePlay(tx, a.player, a.card, null);
}

/**
 * Turns begin once the adventure card is in play: the hero turns first. GA-33: the adventure card
 * precedes the turns, or is the play of the hero's first turn.
 */
export function beginTurns(tx: Tx): void {
  const hero = tx.g.adventure.hero;
  if (hero === null) return;
  emit(tx, TURN.begins, `turns begin: ${hero} turns first`, { player: hero });
  startTurn(tx, hero);
  tx.g.adventure.turnSerial = 1;
  if (tx.g.profile.parameters.openingInFirstTurn) {
    tx.g.adventure.playsThisTurn = 1;
    tx.g.adventure.actedThisTurn = true;
  }
}

export function validateDecline(s: GameState, a: ActionOf<'decline'>): Violation | null {
  if (!mayOpen(s, a.player)) return violation(s, ADVENTURE.notHero, `${a.player} is not the hero`);
  const can = openers(s).some((p) => openingCards(s, p).length > 0);
  if (can && (s.mode === 'teams' || !s.profile.parameters.heroMayDecline))
    return violation(s, ADVENTURE.mustPlay, `${a.player} can play an adventure card`, 'play one');
  return null;
}

/** No adventure card: the adventure is skipped and the hero passes on (teams: no hero team was made). */
export function decline(tx: Tx, a: ActionOf<'decline'>): void {
  const g = tx.g;
  emit(tx, ADVENTURE.decline, `${a.player} plays no adventure card`, { player: a.player });
  if (g.mode === 'individual') {
    g.idleHeroes += 1;
    g.lastHero = a.player;
  } else {
    g.failedBiddings += 1;
    g.lastHero = g.bidding?.opener ?? a.player;
    g.bidding = null;
  }
}
