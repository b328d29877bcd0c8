import { peek } from '../model/peek.js';
import { def, parametersOf, player } from '../model/query.js';
import type { CardId, GameState, Pile, PlayerId, Space } from '../model/state.js';
import type { RuleParameters } from '../revisions/profile.js';
import { ruleSet } from './rule-set.js';

export const NETWORK = ruleSet('network', {
  mustDock: { clause: '3.7.1', summary: 'A card entering a network must touch a card of that network.' },
  dockedDefinition: {
    clause: '3.7.1.2',
    summary: 'Docked means orthogonally next to a card and linked through occupied spaces to the business.',
  },
  spaceOccupied: { clause: '3.7.1', summary: 'A space holds a single pile; a new card needs a free space.' },
});

export const key = (x: number, y: number) => `${x},${y}`;

/** The four orthogonal neighbours used for docking and surrounding (3.7.1.2, 5.4.1.1.7). */
export function orthogonal(s: Space): Space[] {
  return [
    { x: s.x + 1, y: s.y },
    { x: s.x - 1, y: s.y },
    { x: s.x, y: s.y + 1 },
    { x: s.x, y: s.y - 1 },
  ];
}

/** The (2r+1)² square around a space, diagonals included, the centre excluded (9.8, 9.20). */
export function radius(s: Space, r: number): Space[] {
  const out: Space[] = [];
  for (let dx = -r; dx <= r; dx++)
    // Stryker disable next-line ArithmeticOperator: the square is symmetric, so `s.x - dx` lists the same spaces
    for (let dy = -r; dy <= r; dy++) if (dx || dy) out.push({ x: s.x + dx, y: s.y + dy });
  return out;
}

export function occupied(piles: readonly Pile[]): Set<string> {
  const set = new Set<string>();
  for (const p of piles) set.add(key(p.x, p.y));
  return set;
}

/**
 * What a network's piles say about docking (3.7.1.2): its occupied spaces, its business's space and the
 * spaces linked to it. Remembered per piles array while it is frozen (a state's never changes): the
 * INDEPENDENT guard asks for every network after every step of the chart, and a network changes only
 * when a card enters, leaves or moves. Inside a transaction the array may be a draft being written,
 * so it is worked out again.
 */
interface Links {
  readonly library: GameState['library'];
  readonly occupied: ReadonlySet<string>;
  readonly business: Space | null;
  readonly connected: ReadonlySet<string>;
  /** The orphaned piles under each reading of orphans (`orphan`), once asked. */
  readonly orphaned: { [reading in RuleParameters['orphan']]?: readonly Pile[] };
}

const linksCache = new WeakMap<readonly Pile[], Links>();

function links(s: GameState, network: PlayerId): Links {
  const piles = player(s, network).network;
  // Read through `peek`: inside a transaction a draft of the library is a new object each time.
  const library = peek(peek(s).library);
  const hit = linksCache.get(piles);
  // Stryker disable next-line ConditionalExpression: not using what is remembered changes no answer
  if (hit !== undefined && hit.library === library) return hit;
  const occ = occupied(piles);
  let business: Space | null = null;
  for (const pile of piles) {
    // A pile always holds its top card (3.10.1). The business is normally at (0,0) but may have moved.
    if (def(s, pile.cards[0] as CardId).type === 'business') {
      business = { x: pile.x, y: pile.y };
      break;
    }
  }
  const found: Links = {
    library,
    occupied: occ,
    business,
    connected: linkedSpaces(occ, business),
    orphaned: {},
  };
  if (Object.isFrozen(piles)) linksCache.set(piles, found);
  return found;
}

/** The business's space in a network; the business is normally at (0,0) but may have been moved. */
export function businessSpace(s: GameState, network: PlayerId): Space | null {
  const b = links(s, network).business;
  return b && { x: b.x, y: b.y };
}

/**
 * Spaces connected to the business through occupied spaces (3.7.1.2): one breadth-first search
 * answers "docked or orphaned" for every pile of the network at once.
 */
export function connectedSpaces(s: GameState, network: PlayerId): ReadonlySet<string> {
  return links(s, network).connected;
}

/** The occupied spaces linked to `start` (the business's space) through occupied spaces (3.7.1.2). */
export function linkedSpaces(occ: ReadonlySet<string>, start: Space | null): Set<string> {
  const seen = new Set<string>();
  if (!start) return seen;
  const queue: Space[] = [start];
  seen.add(key(start.x, start.y));
  while (queue.length > 0) {
    const cur = queue.shift() as Space;
    for (const n of orthogonal(cur)) {
      const k = key(n.x, n.y);
      if (occ.has(k) && !seen.has(k)) {
        seen.add(k);
        queue.push(n);
      }
    }
  }
  return seen;
}

/** Is the pile at this space legally docked? The business itself counts as docked. */
export function isDocked(s: GameState, network: PlayerId, at: Space): boolean {
  if (parametersOf(s).orphan === 'no-neighbour') {
    const { occupied: occ, business: b } = links(s, network);
    if (b && b.x === at.x && b.y === at.y) return true;
    return orthogonal(at).some((n) => occ.has(key(n.x, n.y)));
  }
  return connectedSpaces(s, network).has(key(at.x, at.y));
}

/** Piles of a network that are not legally docked (the business excepted). */
export function orphanedPiles(s: GameState, network: PlayerId): readonly Pile[] {
  const found = links(s, network);
  const reading = parametersOf(s).orphan;
  const known = found.orphaned[reading];
  // Stryker disable next-line ConditionalExpression: not using what is remembered changes no answer
  if (known !== undefined) return known;
  const piles = player(s, network).network;
  const { business: b, connected } = found;
  const orphaned = Object.freeze(
    reading === 'no-neighbour'
      ? piles.filter((p) => !(b && p.x === b.x && p.y === b.y) && !isDocked(s, network, p))
      : piles.filter((p) => !connected.has(key(p.x, p.y))),
  );
  found.orphaned[reading] = orphaned;
  return orphaned;
}

/** Is the business itself orphaned, i.e. has no card docked to it (1.2.10.5, 5.6.1)? */
export function businessOrphaned(s: GameState, network: PlayerId): boolean {
  const { business: b, occupied: occ } = links(s, network);
  if (!b) return true;
  return !orthogonal(b).some((n) => occ.has(key(n.x, n.y)));
}

interface Docking {
  readonly orphan: unknown;
  readonly library: GameState['library'];
  readonly spaces: readonly Space[];
  readonly keys: ReadonlySet<string>;
}

/**
 * Docking spaces of a network, remembered per piles array: states are immutable (immer freezes them),
 * so a frozen array always has the same answer (legal moves ask for every card and every space).
 */
const dockingCache = new WeakMap<readonly Pile[], Docking>();

function docking(s: GameState, network: PlayerId): Docking {
  const piles = player(s, network).network;
  const orphan = parametersOf(s).orphan;
  const hit = dockingCache.get(piles);
  if (hit && hit.orphan === orphan && hit.library === s.library) return hit;
  const spaces = computeDockingSpaces(s, network);
  const d = { orphan, library: s.library, spaces, keys: new Set(spaces.map((sp) => key(sp.x, sp.y))) };
  // Stryker disable next-line ConditionalExpression: not remembering an answer changes no answer
  if (Object.isFrozen(piles)) dockingCache.set(piles, d);
  return d;
}

/** Free spaces where a new pile would be legally docked (3.7.1): empty and next to a connected space. */
export function dockingSpaces(s: GameState, network: PlayerId): Space[] {
  return docking(s, network).spaces.map((sp) => ({ x: sp.x, y: sp.y }));
}

function computeDockingSpaces(s: GameState, network: PlayerId): Space[] {
  const piles = player(s, network).network;
  const { occupied: occ, connected: linked } = links(s, network);
  const connected = parametersOf(s).orphan === 'no-neighbour' ? occ : linked;
  const out: Space[] = [];
  const seen = new Set<string>();
  for (const p of piles) {
    if (!connected.has(key(p.x, p.y))) continue;
    for (const n of orthogonal(p)) {
      const k = key(n.x, n.y);
      if (!occ.has(k) && !seen.has(k)) {
        seen.add(k);
        out.push(n);
      }
    }
  }
  return out.sort((a, b) => a.y - b.y || a.x - b.x);
}

export function isDockingSpace(s: GameState, network: PlayerId, at: Space): boolean {
  return docking(s, network).keys.has(key(at.x, at.y));
}

/**
 * A free space that touches cards of the network none of which is linked to the business: not a
 * docking space under 3.7.1.2 (docked means linked, not merely next to a card), though 3.7.1's
 * adjacency holds.
 */
export function touchesOnlyOrphans(s: GameState, network: PlayerId, at: Space): boolean {
  const occ = occupied(player(s, network).network);
  const touches = orthogonal(at).some((n) => occ.has(key(n.x, n.y)));
  return !occ.has(key(at.x, at.y)) && touches && !isDockingSpace(s, network, at);
}

/** A space whose four orthogonal neighbours are all occupied cannot be attacked (5.4.1.1.7). */
export function isSurrounded(s: GameState, network: PlayerId, at: Space): boolean {
  const occ = occupied(player(s, network).network);
  return orthogonal(at).every((n) => occ.has(key(n.x, n.y)));
}
