import type { RuleParameters } from '../revisions/profile.js';
import type { CardDefinition } from './card.js';
import { peek } from './peek.js';
import type { CardId, CardState, GameState, Pile, PlayerId, PlayerState, Space } from './state.js';

export type Zone =
  | 'mainDeck'
  | 'resourceDeck'
  | 'hand'
  | 'openMarket'
  | 'annihilated'
  | 'resolvedEvents'
  | 'network'
  | 'stack';

/** Where a card is. For `network`, `pile` is the index in the network and `depth` 0 is the top card. */
export type Location =
  | { readonly zone: Exclude<Zone, 'network' | 'stack'>; readonly player: PlayerId; readonly index: number }
  | { readonly zone: 'network'; readonly player: PlayerId; readonly pile: number; readonly depth: number }
  | { readonly zone: 'stack'; readonly index: number };

export const LIST_ZONES = [
  'mainDeck',
  'resourceDeck',
  'hand',
  'openMarket',
  'annihilated',
  'resolvedEvents',
] as const;

// `player` and `playerIndex` are asked for nearly everything a rule reads: plain loops, no closure each time.
// `playerIndex` reads through `peek`: inside a transaction a plain read drafts the players array and
// each player it passes, copying the array (it returns an index, never the draft).
export function playerIndex(s: GameState, id: PlayerId): number {
  const players = peek(peek(s).players);
  for (let i = 0; i < players.length; i++) if (peek(players[i] as PlayerState).id === id) return i;
  return -1;
}

export function player(s: GameState, id: PlayerId): PlayerState {
  const players = s.players;
  for (let i = 0; i < players.length; i++) {
    const p = players[i] as PlayerState;
    if (p.id === id) return p;
  }
  throw new Error(`unknown player ${id}`);
}

export function card(s: GameState, id: CardId): CardState {
  const c = s.cards[id];
  if (!c) throw new Error(`unknown card ${id}`);
  return c;
}

export function def(s: GameState, id: CardId): CardDefinition {
  // Read through `peek`: inside a transaction a plain read of the card drafts the card records, copying
  // them all; definitions are never written in a transaction, so the library is not drafted either.
  const c = peek(peek(peek(s).cards)[id]);
  if (!c) throw new Error(`unknown card ${id}`);
  const name = c.name;
  const d = peek(peek(s).library)[name];
  if (!d) throw new Error(`no definition for card ${name}`);
  return d;
}

/** Where every card is, for a frozen state: `null` marks a card found in two places (left to the scan). */
type LocationIndex = { readonly stack: GameState['stack']; readonly at: Map<CardId, Location | null> };
const locationIndex = new WeakMap<GameState['players'], LocationIndex>();

function indexLocations(s: GameState): Map<CardId, Location | null> {
  const at = new Map<CardId, Location | null>();
  const put = (id: CardId, loc: Location) => at.set(id, at.has(id) ? null : loc);
  for (const p of s.players) {
    for (let pile = 0; pile < p.network.length; pile++) {
      const cards = (p.network[pile] as Pile).cards;
      for (let depth = 0; depth < cards.length; depth++)
        put(cards[depth] as CardId, Object.freeze({ zone: 'network', player: p.id, pile, depth }));
    }
    for (const zone of LIST_ZONES) {
      const ids = p[zone];
      for (let index = 0; index < ids.length; index++)
        put(ids[index] as CardId, Object.freeze({ zone, player: p.id, index }));
    }
  }
  for (let index = 0; index < s.stack.length; index++) {
    const it = s.stack[index];
    if (it?.kind !== 'deployment') continue;
    const loc = Object.freeze({ zone: 'stack' as const, index });
    for (const id of new Set([it.card, ...(it.bonded ?? [])])) put(id, loc);
  }
  return at;
}

/**
 * Where a card is. States are immutable (the transaction layer freezes them), so a frozen state's
 * locations are indexed once and looked up after; drafts inside a transaction, and any card found
 * twice, are searched.
 */
export function locate(s: GameState, id: CardId): Location | null {
  const c = peek(peek(s).cards)[id];
  if (!c) return null;
  if (Object.isFrozen(s.players) && Object.isFrozen(s.stack)) {
    let index = locationIndex.get(s.players);
    if (index?.stack !== s.stack) {
      index = { stack: s.stack, at: indexLocations(s) };
      locationIndex.set(s.players, index);
    }
    const loc = index.at.get(id);
    if (loc !== null) return loc ?? null;
  }
  return scanLocation(s, id, c);
}

function scanLocation(draftOrState: GameState, id: CardId, c: CardState): Location | null {
  // Read through `peek`: inside a transaction a plain read would draft every pile it passes.
  const s = peek(draftOrState);
  const players = peek(s.players);
  // Most lookups concern the network; search the controller's and owner's first.
  const owner = peek(c).owner;
  const controller = peek(c).controller;
  const order = [controller, owner, ...players.map((p) => peek(p).id)];
  const seen = new Set<PlayerId>();
  for (const pid of order) {
    if (seen.has(pid)) continue;
    seen.add(pid);
    const draft = players.find((q) => peek(q).id === pid);
    if (!draft) continue;
    const p = peek(draft);
    const network = peek(p.network);
    for (let i = 0; i < network.length; i++) {
      const depth = peek(peek(network[i] as Pile).cards).indexOf(id);
      if (depth >= 0) return { zone: 'network', player: pid, pile: i, depth };
    }
    for (const zone of LIST_ZONES) {
      const index = peek(p[zone]).indexOf(id);
      if (index >= 0) return { zone, player: pid, index };
    }
  }
  const stack = peek(s.stack);
  for (let si = 0; si < stack.length; si++) {
    const it = peek(stack[si]);
    if (it?.kind !== 'deployment') continue;
    if (it.card === id || peek(it.bonded)?.includes(id)) return { zone: 'stack', index: si };
  }
  return null;
}

export function pileAt(s: GameState, network: PlayerId, at: Space): Pile | undefined {
  return player(s, network).network.find((p) => p.x === at.x && p.y === at.y);
}

/** The pile a card is in, with its network, if the card is in play. */
export function pileOf(s: GameState, id: CardId): { network: PlayerId; pile: Pile; depth: number } | null {
  const loc = locate(s, id);
  if (loc?.zone !== 'network') return null;
  const pile = player(s, loc.player).network[loc.pile] as Pile;
  return { network: loc.player, pile, depth: loc.depth };
}

export function isInPlay(s: GameState, id: CardId): boolean {
  return pileOf(s, id) !== null;
}

/**
 * A non-permanent event in play: deployed, taking no space (2.1.2), until the End Phase discards it
 * (5.6.4). Effects may target it and deal it damage like any card in play.
 */
export function eventInPlay(s: GameState, id: CardId): boolean {
  return locate(s, id)?.zone === 'resolvedEvents';
}

/** A card in play that an effect can name: the top card of a pile, or an event in play. */
export function isNameableInPlay(s: GameState, id: CardId): boolean {
  const p = pileOf(s, id);
  return p ? p.depth === 0 : eventInPlay(s, id);
}

/** A card that lies under another card of its pile (3.10). */
export function isBonded(s: GameState, id: CardId): boolean {
  const p = pileOf(s, id);
  return p !== null && p.depth > 0;
}

export function isTopCard(s: GameState, id: CardId): boolean {
  const p = pileOf(s, id);
  return p !== null && p.depth === 0;
}

/** Players who have not lost. */
export function activePlayers(s: GameState): PlayerState[] {
  return s.players.filter((p) => !p.lost);
}

/** The next player to the left (clockwise) who is still in the game (1.2.8.2, 5.7.1). */
export function nextPlayer(s: GameState, id: PlayerId): PlayerId {
  // Through `peek`, as `playerIndex`: it returns an id, never a draft.
  const players = peek(peek(s).players);
  const n = players.length;
  const start = playerIndex(s, id);
  for (let k = 1; k <= n; k++) {
    const p = peek(players[(start + k) % n] as PlayerState);
    if (!p.lost) return p.id;
  }
  return id;
}

export function opponents(s: GameState, id: PlayerId): PlayerState[] {
  return s.players.filter((p) => p.id !== id && !p.lost);
}

export function businessOf(s: GameState, id: PlayerId): CardId | null {
  for (const pile of player(s, id).network) {
    for (const c of pile.cards) if (def(s, c).type === 'business') return c;
  }
  return null;
}

/**
 * The active revision's rule parameters. Read through `peek`: inside a transaction `s.profile` would
 * otherwise be drafted — a copy of every parameter — by the first rule that asks about one.
 */
export function parametersOf(s: GameState): RuleParameters {
  return peek(peek(s).profile).parameters;
}
