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

/**
 * Whether card `id` is engaged (3.2.1.3). Read through `peek`: a boolean, so inside a transaction no
 * draft of the record of engaged cards is needed to answer.
 */
export function isEngaged(s: GameState, id: CardId): boolean {
  const root = peek(s);
  return (root === s ? s.engaged : peek(root.engaged))[id] === true;
}

/** Whether the game has a card `id` (read through `peek`: no draft of the card records inside a transaction). */
export function hasCard(s: GameState, id: CardId): boolean {
  const root = peek(s);
  return Object.hasOwn(root === s ? s.cards : peek(root.cards), id);
}

export function def(s: GameState, id: CardId): CardDefinition {
  // Read through `peek` inside a transaction: definitions are never written there, so neither the card
  // records nor the library need a draft. Outside one (`peek` gives the state itself back), nothing
  // under the state is a draft: plain reads, as `def` is asked for nearly every card a rule looks at.
  const root = peek(s);
  const plain = root === s;
  const c = plain ? s.cards[id] : peek(peek(root.cards)[id]);
  if (!c) throw new Error(`unknown card ${id}`);
  const name = c.name;
  const d = (plain ? s.library : peek(root.library))[name];
  if (!d) throw new Error(`no definition for card ${name}`);
  return d;
}

/**
 * Where every card is, for frozen zones: `null` marks a card found in two places (left to the scan).
 * A place is kept as a number (`encode`) until `locate` is first asked about the card: most of a
 * state's cards are never looked up, and the index is built again whenever a zone changes.
 */
type LocationIndex = {
  readonly stack: GameState['stack'];
  /**
   * What it was built from besides the stack, player by player: the id, then the network and each
   * listed zone. A players array holding the same (a player's money or pool changed, not a zone)
   * shares the index.
   */
  readonly zones: readonly unknown[];
  readonly at: Map<CardId, Location | number | null>;
};
const locationIndex = new WeakMap<GameState['players'], LocationIndex>();
/** The index `locate` used last: the next state's players array, a copy, usually has the same zones. */
let lastIndex: LocationIndex | undefined;

function zonesOf(players: GameState['players']): unknown[] {
  const out: unknown[] = [];
  for (const p of players) {
    out.push(p.id, p.network);
    for (const zone of LIST_ZONES) out.push(p[zone]);
  }
  return out;
}

function sameZones(index: LocationIndex, players: GameState['players']): boolean {
  const z = index.zones;
  // Stryker disable next-line ConditionalExpression,EqualityOperator,ArithmeticOperator: zones of another game are other arrays anyway
  if (z.length !== players.length * (LIST_ZONES.length + 2)) return false;
  let k = 0;
  for (const p of players) {
    // Stryker disable next-line ConditionalExpression,EqualityOperator: the same zone arrays are the same player's
    if (z[k++] !== p.id) return false;
    if (z[k++] !== p.network) return false;
    for (const zone of LIST_ZONES) if (z[k++] !== p[zone]) return false;
  }
  return true;
}

// A place as one small integer: zone (LIST_ZONES, then network, then stack), player, pile or index, depth.
const NETWORK = LIST_ZONES.length;
const STACK = NETWORK + 1;
const encode = (zone: number, player: number, at: number, depth: number): number | null =>
  player < 16 && at < 4096 && depth < 256 ? ((zone * 16 + player) * 4096 + at) * 256 + depth : null;

function decode(players: GameState['players'], code: number): Location {
  const depth = code % 256;
  const at = Math.floor(code / 256) % 4096;
  const player = Math.floor(code / (256 * 4096)) % 16;
  const zone = Math.floor(code / (256 * 4096 * 16));
  if (zone === STACK) return Object.freeze({ zone: 'stack', index: at });
  const id = (players[player] as PlayerState).id;
  if (zone === NETWORK) return Object.freeze({ zone: 'network', player: id, pile: at, depth });
  return Object.freeze({ zone: LIST_ZONES[zone] as (typeof LIST_ZONES)[number], player: id, index: at });
}

function indexLocations(
  players: GameState['players'],
  stack: GameState['stack'],
): Map<CardId, Location | number | null> {
  const at = new Map<CardId, Location | number | null>();
  const put = (id: CardId, place: Location | number) => at.set(id, at.has(id) ? null : place);
  for (let pi = 0; pi < players.length; pi++) {
    const p = players[pi] as PlayerState;
    for (let pile = 0; pile < p.network.length; pile++) {
      const cards = (p.network[pile] as Pile).cards;
      for (let depth = 0; depth < cards.length; depth++)
        put(
          cards[depth] as CardId,
          encode(NETWORK, pi, pile, depth) ?? Object.freeze({ zone: 'network', player: p.id, pile, depth }),
        );
    }
    for (let z = 0; z < LIST_ZONES.length; z++) {
      const zone = LIST_ZONES[z] as (typeof LIST_ZONES)[number];
      const ids = p[zone];
      for (let index = 0; index < ids.length; index++)
        put(ids[index] as CardId, encode(z, pi, index, 0) ?? Object.freeze({ zone, player: p.id, index }));
    }
  }
  for (let index = 0; index < stack.length; index++) {
    const it = stack[index];
    if (it?.kind !== 'deployment') continue;
    for (const id of new Set([it.card, ...(it.bonded ?? [])]))
      put(id, encode(STACK, 0, index, 0) ?? Object.freeze({ zone: 'stack' as const, index }));
  }
  return at;
}

/**
 * Where a card is. States are immutable (the transaction layer freezes them), so the locations of
 * frozen zones are indexed once and looked up after — inside a transaction too, as long as it has not
 * changed a zone (the players and the stack it reads are then still the frozen ones); zones being
 * changed, and any card found twice, are searched.
 */
export function locate(s: GameState, id: CardId): Location | null {
  const root = peek(s);
  const c = peek(root === s ? s.cards : peek(root.cards))[id];
  if (!c) return null;
  const players = root === s ? s.players : peek(root.players);
  const stack = root === s ? s.stack : peek(root.stack);
  if (Object.isFrozen(players) && Object.isFrozen(stack)) {
    let index = locationIndex.get(players);
    if (index?.stack !== stack) {
      index =
        // Stryker disable next-line ConditionalExpression,LogicalOperator: building the index again gives the same index
        lastIndex?.stack === stack && sameZones(lastIndex, players)
          ? lastIndex
          : { stack, zones: zonesOf(players), at: indexLocations(players, stack) };
      locationIndex.set(players, index);
    }
    lastIndex = index;
    const loc = index.at.get(id);
    if (typeof loc === 'number') {
      const found = decode(players, loc);
      index.at.set(id, found);
      return found;
    }
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

/** Players who have not lost: the players array itself while nobody has (no copy for every enumeration). */
export function activePlayers(s: GameState): readonly PlayerState[] {
  const players = s.players;
  for (const p of players) if (p.lost) return players.filter((q) => !q.lost);
  return players;
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
  const root = peek(s);
  return (root === s ? s.profile : peek(root.profile)).parameters;
}
