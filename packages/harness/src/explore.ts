import { stateHash } from '@arbiter/core';
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
import { checkStep, type EngineSeams, engineOf } from './engine-seam.js';
import { type Failure, startGame } from './play.js';
import { resolveRevisions } from './revisions.js';

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
}

export interface ExploreProgress {
  readonly states: number;
  readonly edges: number;
  readonly depth: number;
  readonly queued: number;
  readonly elapsedMs: number;
  readonly statesPerSecond: number;
}

export interface ExploreSummary {
  /** Distinct states reached (deduplicated by their hash), all checked against every invariant. */
  readonly states: number;
  /** Actions applied (edges of the state graph), each checked against every invariant. */
  readonly edges: number;
  /** The deepest level of the breadth-first search that was expanded. */
  readonly depthReached: number;
  readonly turnsReached: number;
  /** True when every state within the bounds was expanded (no state, time or violation limit hit). */
  readonly complete: boolean;
  /** States not expanded because they lie on a bound (depth or turn), or games that ended. */
  readonly leaves: { readonly depth: number; readonly turn: number; readonly over: number };
  readonly elapsedMs: number;
  readonly statesPerSecond: number;
  readonly violations: readonly Counterexample[];
  readonly coverage: Coverage;
}

interface Node {
  readonly state: GameState;
  readonly hash: string;
  readonly depth: number;
}

/** The hash the explorer deduplicates by: the state without the library and profile it shares. */
export function exploreHash(s: GameState): string {
  return stateHash({ ...s, library: undefined, profile: undefined });
}

/**
 * Breadth-first over every legal action of a small game, up to a depth and a turn, deduplicating
 * states by their canonical hash and checking every invariant after every action. A broken invariant
 * comes out as a scenario (the breadth-first path is already a shortest one).
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
  const parents = new Map<string, { parent: string; action: Action } | null>();
  const queue: Node[] = [];
  const violations: Counterexample[] = [];
  const seenFailures = new Set<string>();
  let edges = 0;
  let depthReached = 0;
  let turnsReached = initial.turn.number;
  let cut = false;
  const leaves = { depth: 0, turn: 0, over: 0 };
  let lastProgress = -Infinity;

  const pathTo = (hash: string): Action[] => {
    const out: Action[] = [];
    for (let h: string | undefined = hash; h !== undefined; ) {
      const p = parents.get(h);
      if (!p) break;
      out.push(p.action);
      h = p.parent;
    }
    return out.reverse();
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
    const last = lastAction ? engine.apply(states[states.length - 1] as GameState, lastAction) : null;
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
  const report = (from: Node, action: Action | null, failure: Failure) =>
    reportPath([...prefixActions, ...pathTo(from.hash), ...(action ? [action] : [])], failure);
  prefixActions.forEach((a, i) => {
    const next = prefixStates[i + 1] as GameState;
    const failures = checkStep(engine.invariants, next, prefixStates[i], a, engine.legal(next));
    if (failures.length > 0)
      reportPath(prefixActions.slice(0, i + 1), { kind: 'invariant', step: i, action: a, failures });
  });

  const startHash = exploreHash(initial);
  parents.set(startHash, null);
  coverage.visit(initial);
  const legal0 = engine.legal(initial);
  const f0 = checkStep(engine.invariants, initial, undefined, undefined, legal0);
  if (f0.length > 0)
    report({ state: initial, hash: startHash, depth: 0 }, null, {
      kind: 'invariant',
      step: -1,
      failures: f0,
    });
  queue.push({ state: initial, hash: startHash, depth: 0 });

  for (let head = 0; head < queue.length; head++) {
    if (violations.length >= maxViolations || parents.size >= maxStates || elapsed() >= timeLimit) {
      cut = true;
      break;
    }
    const node = queue[head] as Node;
    queue[head] = undefined as unknown as Node; // let expanded states be collected
    const s = node.state;
    if (s.result !== null) {
      leaves.over++;
      continue;
    }
    if (node.depth >= maxDepth) {
      leaves.depth++;
      continue;
    }
    if (s.turn.number > maxTurns) {
      leaves.turn++;
      continue;
    }
    depthReached = Math.max(depthReached, node.depth);
    let legal: Action[];
    try {
      legal = engine.legal(s);
    } catch (e) {
      report(node, null, { kind: 'crash', step: node.depth, message: String(e) });
      continue;
    }
    for (const action of legal) {
      edges++;
      let next: GameState;
      try {
        const r = engine.apply(s, action);
        if (!r.ok) {
          report(node, action, {
            kind: 'refused',
            step: node.depth,
            action,
            message: r.violation.message,
            key: r.violation.key,
          });
          continue;
        }
        next = r.state;
        coverage.step(s, action, next, r.events);
      } catch (e) {
        report(node, action, { kind: 'crash', step: node.depth, action, message: String(e) });
        continue;
      }
      const hash = exploreHash(next);
      const isNew = !parents.has(hash);
      const failures = checkStep(
        engine.invariants,
        next,
        s,
        action,
        isNew ? (next.result === null ? engine.legal(next) : []) : 'already checked',
      );
      if (failures.length > 0)
        report(node, action, { kind: 'invariant', step: node.depth, action, failures });
      if (!isNew) continue;
      parents.set(hash, { parent: node.hash, action });
      turnsReached = Math.max(turnsReached, next.turn.number);
      queue.push({ state: next, hash, depth: node.depth + 1 });
    }
    if (options.onProgress && elapsed() - lastProgress >= (options.progressEveryMs ?? 200)) {
      lastProgress = elapsed();
      options.onProgress(progressOf(parents.size, edges, node.depth, queue.length - head - 1, lastProgress));
    }
  }
  const ms = elapsed();
  options.onProgress?.(progressOf(parents.size, edges, depthReached, 0, ms));
  return {
    states: parents.size,
    edges,
    depthReached,
    turnsReached,
    complete: !cut,
    leaves,
    elapsedMs: ms,
    statesPerSecond: ms > 0 ? (parents.size * 1000) / ms : 0,
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
