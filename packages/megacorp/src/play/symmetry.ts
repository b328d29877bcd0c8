import { digestWithout } from '@arbiter/core';
import type { GameState, NetworkSpace, Pile, PlayerState, StackItem } from '../model/state.js';

/**
 * Symmetry reduction for exploration: states that differ only by turning or mirroring a network about
 * its business are one state.
 *
 * Every network is a grid of spaces relative to its business at (0,0) (3.7), and the rules the small
 * game uses only ask which spaces are next to which (docking, moving, tokens) or how far apart they are
 * (Manhattan distances): none tells left from right or up from down. Turning or mirroring one network
 * (one of the square's eight symmetries, each network on its own) then maps a game onto a game with
 * the same legal actions, turned alike, the same invariants broken or kept, and mapped successors. So
 * the explorer may expand one state of each such class and still reach, up to those symmetries,
 * every state. Not so where a rule does tell directions apart: AREA ATTACK's area hangs off the
 * corner it names (width × height from the lower left), so a game with AREA ATTACK cards must not use
 * this reduction. The test compares, on the small game, the classes found with and without it.
 *
 * Coordinates live in these fields of a state only (model/state.ts): the piles of each network, the
 * docking space of a deployment on the stack (of the last resolved one, and of those whose 6.2.2.6
 * window waits for its triggers), and a challenge's target.
 * A new field holding a network space must be turned here too.
 */

type Transform = (x: number, y: number) => readonly [number, number];

/** The eight symmetries of the square, the identity first. */
const TRANSFORMS: readonly Transform[] = [
  (x, y) => [x, y],
  (x, y) => [-y, x],
  (x, y) => [-x, -y],
  (x, y) => [y, -x],
  (x, y) => [-x, y],
  (x, y) => [x, -y],
  (x, y) => [y, x],
  (x, y) => [-y, -x],
];

const SHARED = new Set(['library', 'profile']);
const NETWORK_ONLY = { lo: 0, hi: 0 };
const FULL = { lo: 0, hi: 0 };

const below = (a: { lo: number; hi: number }, b: { lo: number; hi: number }) =>
  a.hi >>> 0 !== b.hi >>> 0 ? a.hi >>> 0 < b.hi >>> 0 : a.lo >>> 0 < b.lo >>> 0;

function turnPiles(piles: readonly Pile[], t: Transform): Pile[] {
  return piles.map((p) => {
    const [x, y] = t(p.x, p.y);
    return { ...p, x, y };
  });
}

function turnSpace<S extends NetworkSpace>(space: S, turns: ReadonlyMap<string, Transform>): S {
  const t = turns.get(space.network);
  if (!t) return space;
  const [x, y] = t(space.x, space.y);
  return { ...space, x, y };
}

function turnItem(item: StackItem, turns: ReadonlyMap<string, Transform>): StackItem {
  return item.kind === 'deployment' && item.at ? { ...item, at: turnSpace(item.at, turns) } : item;
}

/** The state with some networks turned (a player id to the transform of his network). */
function turned(s: GameState, turns: ReadonlyMap<string, Transform>): GameState {
  return {
    ...s,
    players: s.players.map((p): PlayerState => {
      const t = turns.get(p.id);
      return t ? { ...p, network: turnPiles(p.network, t) } : p;
    }),
    stack: s.stack.map((i) => turnItem(i, turns)),
    lastResolved: s.lastResolved ? turnItem(s.lastResolved, turns) : null,
    ...(s.deploymentsAwaitingTriggers
      ? {
          deploymentsAwaitingTriggers: s.deploymentsAwaitingTriggers.map((w) => ({
            ...w,
            item: turnItem(w.item, turns) as typeof w.item,
          })),
        }
      : {}),
    challenge: s.challenge ? { ...s.challenge, target: turnSpace(s.challenge.target, turns) } : null,
  };
}

/** The transforms that give a network's piles alone their least digest, remembered per frozen network. */
const leastCache = new WeakMap<readonly Pile[], Transform[]>();

function leastTurns(network: readonly Pile[]): Transform[] {
  const known = leastCache.get(network);
  if (known) return known;
  let best: Transform[] = [];
  const least = { lo: 0, hi: 0 };
  for (const t of TRANSFORMS) {
    const piles = t === TRANSFORMS[0] ? network : turnPiles(network, t);
    digestWithout({ piles }, SHARED, NETWORK_ONLY);
    if (best.length === 0 || below(NETWORK_ONLY, least)) {
      best = [t];
      least.lo = NETWORK_ONLY.lo;
      least.hi = NETWORK_ONLY.hi;
    } else if (NETWORK_ONLY.lo === least.lo && NETWORK_ONLY.hi === least.hi) best.push(t);
  }
  // A network changes only when a card docks, moves or leaves: most states share their parent's.
  if (Object.isFrozen(network)) leastCache.set(network, best);
  return best;
}

/**
 * The digest of a state's class under the networks' symmetries (written into `out`), and the state
 * of the class it is the digest of (`s` itself when no network needs turning).
 *
 * Each network is first turned the way that gives its piles alone the least digest; where several
 * ways tie (a network symmetric in itself, such as a business and a founder in a line), every tied
 * combination is tried on the whole state and the least whole digest wins. Any state of a class
 * gives the same answer: its networks' least images are the same, and so are the tied combinations.
 */
export function classDigest(s: GameState, out: { lo: number; hi: number }): GameState {
  const choices: { player: string; transforms: Transform[] }[] = [];
  let combinations = 1;
  // Tied transforms give the network the same piles: they can differ only where a space of that
  // network is named elsewhere in the state, and where none is, one of them will do.
  const named = new Set<string>();
  for (const i of s.stack) if (i.kind === 'deployment' && i.at) named.add(i.at.network);
  if (s.lastResolved?.kind === 'deployment' && s.lastResolved.at) named.add(s.lastResolved.at.network);
  for (const w of s.deploymentsAwaitingTriggers ?? []) if (w.item.at) named.add(w.item.at.network);
  if (s.challenge) named.add(s.challenge.target.network);
  for (const p of s.players) {
    const least = leastTurns(p.network);
    const best = named.has(p.id) ? least : least.slice(0, 1);
    choices.push({ player: p.id, transforms: best });
    combinations *= best.length;
  }
  let chosen: GameState | null = null;
  for (let k = 0; k < combinations; k++) {
    const turns = new Map<string, Transform>();
    let rest = k;
    for (const c of choices) {
      const t = c.transforms[rest % c.transforms.length] as Transform;
      rest = Math.floor(rest / c.transforms.length);
      if (t !== TRANSFORMS[0]) turns.set(c.player, t);
    }
    const image = turns.size === 0 ? s : turned(s, turns);
    digestWithout(image, SHARED, FULL);
    if (chosen === null || below(FULL, out)) {
      chosen = image;
      out.lo = FULL.lo;
      out.hi = FULL.hi;
    }
  }
  return chosen as GameState;
}

/** The state with one player's network turned by one of the eight symmetries (0 is the identity). */
export function turnNetwork(s: GameState, player: string, symmetry: number): GameState {
  const t = TRANSFORMS[symmetry];
  if (!t) throw new RangeError(`no symmetry ${symmetry} (0 to 7)`);
  return turned(s, new Map([[player, t]]));
}
