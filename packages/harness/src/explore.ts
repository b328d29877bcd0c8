import { canonicalJson } from '@arbiter/core';
import {
  type Action,
  type CardDefinition,
  cost,
  DEMO_LIBRARY,
  defineCard,
  type GameConfig,
  type GameState,
  type RevisionProfile,
  type RuleParameters,
} from '@arbiter/megacorp';
import { type Counterexample, failureNames, writeCounterexample } from './counterexample.js';
import { Coverage } from './coverage.js';
import { checkStep, type Engine, type EngineSeams, engineOf } from './engine-seam.js';
import { type Failure, startGame } from './play.js';
import { resolveRevisions } from './revisions.js';
import { digestHex, digestWithout } from './state-digest.js';
import { classDigest } from './symmetry.js';
import { Visited } from './visited.js';

/** A small game to explore: tiny decks and rule parameters that allow them. */
export interface ExploreConfig {
  /** The revision the profile derives from (default v1.7). */
  readonly revision?: string;
  /** Parameters that differ from the revision's, e.g. small deck minimums. */
  readonly parameters?: Partial<RuleParameters>;
  readonly seed?: number;
  readonly firstPlayer?: 'bid' | 'random';
  /**
   * `first-choice` (default): the setup decisions (who starts, mulligans, founders) take the first
   * legal answer and exploration starts at the first turn; `explore`: they are explored too.
   */
  readonly setup?: 'first-choice' | 'explore';
  /** Cards added to (or replacing those of) the engine's demo library. */
  readonly cards?: Readonly<Record<string, CardDefinition>>;
  /** Seating order; decks by card names of the demo library and `cards`. */
  readonly players: readonly {
    readonly id: string;
    readonly business: string;
    readonly founder: string;
    readonly mainDeck: readonly string[];
    readonly resourceDeck: readonly string[];
  }[];
}

/**
 * Invented cards for exhaustive exploration: each has one trait at most, so producing offers one
 * choice per card, and no event, so nothing can be played out of turn. Small branching keeps two turns
 * enumerable.
 */
export const SMALL_CARDS: Readonly<Record<string, CardDefinition>> = Object.fromEntries(
  [
    defineCard('Small Corp', 'business', cost(10), { BQ: 3 }),
    defineCard('Small Founder', 'character', cost(2), { BQ: 2 }, { founder: true }),
    defineCard('Small Worker', 'character', cost(1), { BQ: 1 }),
    defineCard('Small Shop', 'location', cost(1), {}, { cashflow: 1 }),
    defineCard('Small Coin', 'resource', cost(1), {}, { cashflow: 1 }),
  ].map((c) => [c.name, c]),
);

const smallPlayer = (id: string) => ({
  id,
  business: 'Small Corp',
  founder: 'Small Founder',
  mainDeck: ['Small Worker', 'Small Shop', 'Small Worker', 'Small Shop'],
  resourceDeck: ['Small Coin', 'Small Coin'],
});

/**
 * Two players with four-card main decks and two resources, two-card opening hands and at most one
 * mulligan: small enough that every game of the first turns can be enumerated. The profile allows
 * decks that small.
 */
export const SMALL_GAME: ExploreConfig = {
  revision: 'v1.7',
  parameters: { minMainDeck: 4, minResourceDeck: 2, openingHand: 2, mulligans: 'once' },
  seed: 1,
  cards: SMALL_CARDS,
  players: [smallPlayer('Ana'), smallPlayer('Nick')],
};

/** The profile of a small game: the revision with the config's parameters. */
export function exploreProfile(config: ExploreConfig): RevisionProfile {
  const [base] = resolveRevisions([config.revision ?? 'v1.7']) as [RevisionProfile];
  return { ...base, parameters: { ...base.parameters, ...config.parameters } };
}

export function exploreGameConfig(config: ExploreConfig): GameConfig {
  return {
    library: { ...DEMO_LIBRARY, ...config.cards },
    profile: exploreProfile(config),
    seed: config.seed ?? 1,
    players: config.players,
    ...(config.firstPlayer ? { firstPlayer: config.firstPlayer } : {}),
  };
}

export interface ExploreOptions extends EngineSeams {
  readonly config?: ExploreConfig;
  /** Do not expand states more than this many actions from the start (default 40). */
  readonly maxDepth?: number;
  /** Do not expand states past this turn (default 2). */
  readonly maxTurns?: number;
  /** Stop after this many distinct states (default 50,000). */
  readonly maxStates?: number;
  readonly timeSeconds?: number;
  /** Stop after this many distinct counterexamples (default 1). */
  readonly maxViolations?: number;
  readonly coverage?: Coverage;
  readonly onProgress?: (p: ExploreProgress) => void;
  readonly progressEveryMs?: number;
  /**
   * Keep the canonical JSON of every distinct state and compare it whenever a digest is met again,
   * throwing on a collision (two different states with one digest). Slow and memory-hungry: for
   * tests and for doubting a result, not for long runs.
   */
  readonly verifyDigests?: boolean;
  /**
   * Which trait productions (6.1) to explore, a reduction that trades states for depth (default
   * `all`, no reduction). Every card that may produce doubles the states that follow (produced or
   * not, in any window), so a turn of the small game is about 15 times larger with production than
   * without. `active-player`: only the player whose turn it is produces. `none`: nobody does. What a
   * reduction may miss is in the package README (Exploration: reductions).
   */
  readonly production?: ExploreProduction;
  /**
   * `networks`: states that differ only by turning or mirroring networks about their businesses are
   * explored as one (`symmetry.ts`). Sound for games whose rules tell no direction from another, which
   * AREA ATTACK does; see the package README (Exploration: reductions). Default `none`.
   */
  readonly symmetry?: 'none' | 'networks';
  /**
   * `breadth-first` (default): by actions from the start, so a counterexample's path is a shortest
   * one. `turns`: every state of a turn before any of the next (by depth within a turn), so that a
   * budget completes as many turns as it can; bound it with `maxTurns`. A state is then expanded at
   * the depth of the path that found it first, which after a turn change need not be the shortest
   * (one path may reach the next turn early, another late), so `maxDepth` is only a safety net there
   * and a counterexample's path may be longer than needed.
   */
  readonly order?: 'breadth-first' | 'turns';
  /** Called once for every distinct state, when it is first reached (tests compare state sets with it). */
  readonly onState?: (state: GameState) => void;
}

export type ExploreProduction = 'all' | 'active-player' | 'none';

export interface ExploreProgress {
  readonly states: number;
  readonly edges: number;
  readonly depth: number;
  readonly queued: number;
  readonly elapsedMs: number;
  readonly statesPerSecond: number;
}

export interface ExploreSummary {
  /** Distinct states reached (deduplicated by their digest), all checked against every invariant. */
  readonly states: number;
  /** Actions applied (edges of the state graph), each checked against every invariant. */
  readonly edges: number;
  /** The deepest level of the breadth-first search that was expanded. */
  readonly depthReached: number;
  /** The highest turn number of any state reached. */
  readonly turnsReached: number;
  /**
   * Every reachable state whose turn number is at most this one was reached and expanded: the turns
   * explored exhaustively (0 when not even the first turn was). A state left unexpanded by the depth
   * bound or by a budget (states, time, violations) lowers it; one past `maxTurns` does not. Under a
   * reduction (`production`, `symmetry`) it speaks of the reduced search.
   */
  readonly turnsComplete: number;
  /** True when every state within the bounds was expanded (no state, time or violation limit hit). */
  readonly complete: boolean;
  /** States not expanded because they lie on a bound (depth or turn), or games that ended. */
  readonly leaves: { readonly depth: number; readonly turn: number; readonly over: number };
  readonly elapsedMs: number;
  readonly statesPerSecond: number;
  readonly violations: readonly Counterexample[];
  readonly coverage: Coverage;
}

/** Top-level keys every explored state shares by reference with every other: left out of its digest. */
const SHARED = new Set(['library', 'profile']);

/**
 * The digest the explorer deduplicates by, as 16 hex digits: the state without the library and
 * profile it shares (`state-digest.ts`).
 */
export function exploreHash(s: GameState): string {
  const d = { lo: 0, hi: 0 };
  digestWithout(s, SHARED, d);
  return digestHex(d);
}

/** What `verifyDigests` compares: the canonical JSON of the state without what it shares. */
const fullKey = (s: GameState) => canonicalJson({ ...s, library: undefined, profile: undefined });

/**
 * Breadth-first (or turn by turn) over every legal action of a small game, up to a depth and a turn,
 * deduplicating states by a 64-bit digest and checking every invariant after every action. A broken
 * invariant comes out as a scenario (the breadth-first path is already a shortest one).
 *
 * Each distinct state is applied to once per legal action and enumerated once: a state met again is
 * recognised by its digest right after the `apply` that reached it, and only the invariants about the
 * step (previous state, action, next state) run for it again.
 */
export function explore(options: ExploreOptions = {}): ExploreSummary {
  const config = options.config ?? SMALL_GAME;
  const profile = exploreProfile(config);
  const engine = engineOf(options);
  const coverage = options.coverage ?? new Coverage();
  const maxDepth = options.maxDepth ?? 40;
  const maxTurns = options.maxTurns ?? 2;
  const maxStates = options.maxStates ?? 50_000;
  const timeLimit = options.timeSeconds === undefined ? Number.POSITIVE_INFINITY : options.timeSeconds * 1000;
  const maxViolations = options.maxViolations ?? 1;
  const t0 = performance.now();
  const elapsed = () => performance.now() - t0;
  const game = startGame(profile, config.seed ?? 1, () => exploreGameConfig(config)).state;
  // The scripted setup: its states and actions lead every counterexample's path.
  const prefixStates: GameState[] = [game];
  const prefixActions: Action[] = [];
  if (config.setup !== 'explore') {
    for (let s = game; s.setup !== null && s.result === null; ) {
      const first = engine.legal(s)[0];
      if (!first) break;
      const r = engine.apply(s, first);
      if (!r.ok) break;
      prefixActions.push(first);
      prefixStates.push(r.state);
      s = r.state;
    }
  }
  const initial = prefixStates[prefixStates.length - 1] as GameState;
  /**
   * The actions a state is expanded by; a path stores indices into this list. The production
   * reduction leaves some out here, and only here: the invariant that someone can act still sees
   * every legal action.
   */
  const production = options.production ?? 'all';
  const actionsOf = (s: GameState): readonly Action[] => {
    const legal = engine.legal(s);
    if (production === 'all') return legal;
    return legal.filter(
      (a) => a.type !== 'produce' || (production === 'active-player' && a.player === s.turn.active),
    );
  };
  const visited = new Visited();
  const digest = { lo: 0, hi: 0 };
  /** Digests a state into `digest`; returns the state whose full key `verifyDigests` compares. */
  const digestOf =
    options.symmetry === 'networks'
      ? (s: GameState): GameState => classDigest(s, digest)
      : (s: GameState): GameState => {
          digestWithout(s, SHARED, digest);
          return s;
        };
  const fullKeys = options.verifyDigests ? new Map<number, string>() : null;
  const byTurns = options.order === 'turns';
  const queue = new Frontier();
  /** Breadth-first: one first-in first-out queue; turn by turn: the lowest (turn, depth) first. */
  const priorityOf = (s: GameState, depth: number) => (byTurns ? s.turn.number * 1_000_000 + depth : 0);
  const violations: Counterexample[] = [];
  const seenFailures = new Set<string>();
  let edges = 0;
  let depthReached = 0;
  let turnsReached = initial.turn.number;
  /** The lowest turn of a state left unexpanded by the depth bound or a budget. */
  let lowestOpenTurn = Number.POSITIVE_INFINITY;
  let cut = false;
  const leaves = { depth: 0, turn: 0, over: 0 };
  let lastProgress = -Infinity;

  /** The actions from `initial` to a visited state, replayed from the action indices it stores. */
  const pathTo = (index: number): Action[] => {
    const out: Action[] = [];
    let s = initial;
    for (const c of visited.choicesTo(index)) {
      const a = actionsOf(s)[c] as Action;
      const r = engine.apply(s, a);
      if (!r.ok) throw new Error(`explore: replaying the path to a state failed at ${a.type}`);
      out.push(a);
      s = r.state;
    }
    return out;
  };
  /** Writes the failure after `actions` (from the game's start) as a scenario. */
  const reportPath = (actions: readonly Action[], failure: Failure) => {
    const key = failureNames(failure).join('|');
    if (seenFailures.has(key)) return;
    seenFailures.add(key);
    const states: GameState[] = [game];
    for (const a of actions.slice(0, -1)) {
      const r = engine.apply(states[states.length - 1] as GameState, a);
      if (!r.ok) return;
      states.push(r.state);
    }
    const lastAction = actions[actions.length - 1];
    let last: ReturnType<Engine['apply']> | null = null;
    try {
      last = lastAction ? engine.apply(states[states.length - 1] as GameState, lastAction) : null;
    } catch {
      // The failure is this crash: the run ends in the state before it.
    }
    if (last?.ok) states.push(last.state);
    else if (lastAction) states.push(states[states.length - 1] as GameState);
    violations.push(
      writeCounterexample(
        { states, actions, failure },
        {
          kind: 'explore',
          revision: profile.id,
          gameSeed: config.seed ?? 1,
          depth: actions.length - prefixActions.length,
        },
        engine,
      ),
    );
  };
  const report = (from: number, action: Action | null, failure: Failure) => {
    // A failure already written needs no path: rebuilding it replays the whole path.
    if (seenFailures.has(failureNames(failure).join('|'))) return;
    reportPath([...prefixActions, ...pathTo(from), ...(action ? [action] : [])], failure);
  };
  prefixActions.forEach((a, i) => {
    const next = prefixStates[i + 1] as GameState;
    const failures = checkStep(engine.invariants, next, prefixStates[i], a, engine.legal(next));
    if (failures.length > 0)
      reportPath(prefixActions.slice(0, i + 1), { kind: 'invariant', step: i, action: a, failures });
  });

  const initialImage = digestOf(initial);
  const start = visited.add(digest.lo, digest.hi, -1, -1, 0);
  fullKeys?.set(start, fullKey(initialImage));
  options.onState?.(initial);
  coverage.visit(initial);
  const legal0 = engine.legal(initial);
  const f0 = checkStep(engine.invariants, initial, undefined, undefined, legal0);
  if (f0.length > 0) report(start, null, { kind: 'invariant', step: -1, failures: f0 });
  queue.push(priorityOf(initial, 0), initial, start);

  while (queue.size > 0) {
    if (violations.length >= maxViolations || visited.size >= maxStates || elapsed() >= timeLimit) {
      cut = true;
      break;
    }
    queue.pop();
    const s = queue.state as GameState;
    const index = queue.index;
    const depth = visited.depth(index);
    if (s.result !== null) {
      leaves.over++;
      continue;
    }
    if (depth >= maxDepth) {
      leaves.depth++;
      if (s.turn.number <= maxTurns) lowestOpenTurn = Math.min(lowestOpenTurn, s.turn.number);
      continue;
    }
    if (s.turn.number > maxTurns) {
      leaves.turn++;
      continue;
    }
    depthReached = Math.max(depthReached, depth);
    let legal: readonly Action[];
    try {
      legal = actionsOf(s);
    } catch (e) {
      report(index, null, { kind: 'crash', step: depth, message: String(e) });
      // What lies beyond a crash or a refusal is unknown: its turn is not complete.
      lowestOpenTurn = Math.min(lowestOpenTurn, s.turn.number);
      continue;
    }
    for (let choice = 0; choice < legal.length; choice++) {
      const action = legal[choice] as Action;
      edges++;
      let next: GameState;
      try {
        const r = engine.apply(s, action);
        if (!r.ok) {
          lowestOpenTurn = Math.min(lowestOpenTurn, s.turn.number);
          report(index, action, {
            kind: 'refused',
            step: depth,
            action,
            message: r.violation.message,
            key: r.violation.key,
          });
          continue;
        }
        next = r.state;
        coverage.step(s, action, next, r.events);
      } catch (e) {
        lowestOpenTurn = Math.min(lowestOpenTurn, s.turn.number);
        report(index, action, { kind: 'crash', step: depth, action, message: String(e) });
        continue;
      }
      const image = digestOf(next);
      const seen = visited.find(digest.lo, digest.hi);
      if (seen >= 0 && fullKeys && fullKeys.get(seen) !== fullKey(image))
        throw new Error(`explore: digest collision between two different states (${exploreHash(next)})`);
      const failures = checkStep(
        engine.invariants,
        next,
        s,
        action,
        seen < 0 ? (next.result === null ? engine.legal(next) : []) : 'already checked',
      );
      if (failures.length > 0) report(index, action, { kind: 'invariant', step: depth, action, failures });
      if (seen >= 0) continue;
      const added = visited.add(digest.lo, digest.hi, index, choice, depth + 1);
      fullKeys?.set(added, fullKey(image));
      options.onState?.(next);
      turnsReached = Math.max(turnsReached, next.turn.number);
      queue.push(priorityOf(next, depth + 1), next, added);
    }
    if (options.onProgress && elapsed() - lastProgress >= (options.progressEveryMs ?? 200)) {
      lastProgress = elapsed();
      options.onProgress(progressOf(visited.size, edges, depth, queue.size, lastProgress));
    }
  }
  // States a budget left in the queue are unexpanded too.
  for (const s of queue.remaining()) {
    if (s.result === null && s.turn.number <= maxTurns)
      lowestOpenTurn = Math.min(lowestOpenTurn, s.turn.number);
  }
  const ms = elapsed();
  options.onProgress?.(progressOf(visited.size, edges, depthReached, 0, ms));
  return {
    states: visited.size,
    edges,
    depthReached,
    turnsReached,
    turnsComplete:
      lowestOpenTurn === Number.POSITIVE_INFINITY ? Math.min(turnsReached, maxTurns) : lowestOpenTurn - 1,
    complete: !cut,
    leaves,
    elapsedMs: ms,
    statesPerSecond: ms > 0 ? (visited.size * 1000) / ms : 0,
    violations,
    coverage,
  };
}

function progressOf(
  states: number,
  edges: number,
  depth: number,
  queued: number,
  ms: number,
): ExploreProgress {
  return { states, edges, depth, queued, elapsedMs: ms, statesPerSecond: ms > 0 ? (states * 1000) / ms : 0 };
}

/**
 * The states waiting to be expanded, in buckets by priority (first in, first out within one), the
 * lowest priority first; the breadth-first search uses a single bucket.
 */
class Frontier {
  readonly #buckets = new Map<
    number,
    { states: (GameState | undefined)[]; indices: number[]; head: number }
  >();
  /** The priorities that have a bucket, ascending. */
  readonly #priorities: number[] = [];
  #size = 0;
  /** The state `pop` took out, and its index in the visited set. */
  state: GameState | undefined;
  index = -1;

  get size(): number {
    return this.#size;
  }

  push(priority: number, state: GameState, index: number): void {
    let bucket = this.#buckets.get(priority);
    if (!bucket) {
      bucket = { states: [], indices: [], head: 0 };
      this.#buckets.set(priority, bucket);
      let i = this.#priorities.length;
      while (i > 0 && (this.#priorities[i - 1] as number) > priority) i--;
      this.#priorities.splice(i, 0, priority);
    }
    bucket.states.push(state);
    bucket.indices.push(index);
    this.#size++;
  }

  /** Takes the next state out into `state` and `index`; the frontier must not be empty. */
  pop(): void {
    const priority = this.#priorities[0] as number;
    const bucket = this.#buckets.get(priority) as {
      states: (GameState | undefined)[];
      indices: number[];
      head: number;
    };
    this.state = bucket.states[bucket.head];
    this.index = bucket.indices[bucket.head] as number;
    bucket.states[bucket.head] = undefined; // let expanded states be collected
    bucket.head++;
    this.#size--;
    if (bucket.head === bucket.states.length) {
      this.#buckets.delete(priority);
      this.#priorities.shift();
    }
  }

  *remaining(): Generator<GameState> {
    for (const p of this.#priorities) {
      const b = this.#buckets.get(p);
      if (b) for (let i = b.head; i < b.states.length; i++) yield b.states[i] as GameState;
    }
  }
}
