import type { Draft } from '@arbiter/core';
import type { AttributeTree } from './attributes.js';
import { type CardDefinition, type CardType, typeOf } from './card.js';
import type { CardId, GameState, PlayerId, PlayerState, ZoneName } from './state.js';
import { ZONES } from './state.js';

type Readable = GameState | Draft<GameState>;

export function player(s: Readable, id: PlayerId): PlayerState {
  const p = (s.players as readonly PlayerState[]).find((x) => x.id === id);
  if (!p) throw new Error(`no player ${id}`);
  return p;
}

export function definition(s: Readable, card: CardId): CardDefinition {
  const c = s.cards[card];
  const def = c && s.library[c.def];
  if (!def) throw new Error(`no card ${card}`);
  return def as CardDefinition;
}

export const attributesOf = (s: Readable, card: CardId): AttributeTree => definition(s, card).attributes;
export const cardType = (s: Readable, card: CardId): CardType => typeOf(definition(s, card));
export const ownerOf = (s: Readable, card: CardId): PlayerId => (s.cards[card] as { owner: PlayerId }).owner;

/** The zone of its owner a card is in. */
export function zoneOf(s: Readable, card: CardId): ZoneName | null {
  const p = player(s, ownerOf(s, card));
  for (const z of ZONES) if ((p[z] as readonly CardId[]).includes(card)) return z;
  return null;
}

/** The players after `from` in the turn sequence, `from` last. */
export function seatsAfter(s: Readable, from: PlayerId): PlayerId[] {
  const seats = s.seating as readonly PlayerId[];
  const i = seats.indexOf(from);
  return [...seats.slice(i + 1), ...seats.slice(0, i + 1)];
}

export const nextSeat = (s: Readable, from: PlayerId): PlayerId => seatsAfter(s, from)[0] as PlayerId;

/** The players of a team (teams mode), or the player alone. */
export function teamMates(s: Readable, id: PlayerId): PlayerId[] {
  const team = player(s, id).team;
  if (team === null) return [id];
  return (s.players as readonly PlayerState[]).filter((p) => p.team === team).map((p) => p.id);
}

/**
 * Whether a player is the hero (Definitions ► Hero): the hero himself in individual mode, any member
 * of the hero team in teams mode.
 */
export function isHero(s: Readable, id: PlayerId): boolean {
  const a = s.adventure;
  if (s.mode === 'teams') return a.heroTeam !== null && player(s, id).team === a.heroTeam;
  return a.hero === id;
}

export const heroes = (s: Readable): PlayerId[] =>
  (s.players as readonly PlayerState[]).filter((p) => isHero(s, p.id)).map((p) => p.id);
export const competitors = (s: Readable): PlayerId[] =>
  (s.players as readonly PlayerState[]).filter((p) => !isHero(s, p.id)).map((p) => p.id);

/** Competitor sides: each competitor alone, or each competitor team's members together. */
export function competitorSides(s: Readable): PlayerId[][] {
  const sides = new Map<string, PlayerId[]>();
  for (const id of competitors(s)) {
    const key = player(s, id).team ?? id;
    sides.set(key, [...(sides.get(key) ?? []), id]);
  }
  return [...sides.values()];
}

/** The cards of a zone across players. */
export function cardsIn(s: Readable, players: readonly PlayerId[], zone: ZoneName): CardId[] {
  return players.flatMap((id) => [...(player(s, id)[zone] as readonly CardId[])]);
}

/** The teams in seating order of their first member, or each player alone in individual mode. */
export function sides(s: Readable): PlayerId[][] {
  const out = new Map<string, PlayerId[]>();
  for (const id of s.seating as readonly PlayerId[]) {
    const key = player(s, id).team ?? id;
    out.set(key, [...(out.get(key) ?? []), id]);
  }
  return [...out.values()];
}
