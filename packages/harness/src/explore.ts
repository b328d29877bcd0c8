import {
  type ClauseMap,
  canonicalJson,
  digestHex,
  digestInto,
  digestWithout,
  type GameAction,
  type GameModule,
  type LoggedEvent,
} from '@arbiter/core';
import {
  type Counterexample,
  type CounterexampleWriter,
  failureNames,
  plainCounterexample,
} from './counterexample.js';
import { Coverage } from './coverage.js';
import { checkStep, type Engine, type EngineSeams, engineFor } from './engine-seam.js';
import { type Failure, startFrom } from './play.js';
import { Visited } from './visited.js';

export interface ExploreOptions<S, A extends GameAction, E extends LoggedEvent, Cfg, R extends ClauseMap>
  extends EngineSeams<S, A, E> {
  /** The game to explore (default: the module's `smallConfig`). */
  readonly config?: Cfg;
  /** The config's seed, named in counterexamples (default 1). */
  readonly gameSeed?: number;
  /**
   * `first-choice` (default): while the module says the game is being set up (`settingUp`), take the
   * first legal answer, so exploration starts at the first decision of play; `explore`: explore the
   * setup too.
   */
  readonly setup?: 'first-choice' | 'explore';
  /** Do not expand states more than this many actions from the start (default 40). */
  readonly maxDepth?: number;
  /** Do not expand states past this turn (default 2). */
  readonly maxTurns?: number;
  /** Stop after this many distinct states (default 50,000). */
  readonly maxStates?: number;
  readonly timeSeconds?: number;
  /** Stop after this many distinct counterexamples (default 1). */
  readonly maxViolations?: number;
  readonly coverage?: Coverage<S, A, E>;
  readonly onProgress?: (p: ExploreProgress) => void;
  readonly progressEveryMs?: number;
  /**
   * Keep the canonical JSON of every distinct state and compare it whenever a digest is met again,
   * throwing on a collision (two different states with one digest). Slow and memory-hungry: for
   * tests and for doubting a result, not for long runs.
   */
  readonly verifyDigests?: boolean;
  /**
   * A reduction: which legal actions a state is expanded by (default all). The invariants still see
   * every legal action. Megacorp's `production` option is one.
   */
  readonly expand?: (s: S, a: A) => boolean;
  /**
   * Explore one position of each class of the module's `symmetry` (positions the rules cannot tell
   * apart), default false. Sound only where the game's rules really cannot tell them apart.
   */
  readonly symmetry?: boolean;
  /**
   * `breadth-first` (default): by actions from the start, so a counterexample's path is a shortest
   * one. `turns`: every state of a turn before any of the next (by depth within a turn), so that a
   * budget completes as many turns as it can; bound it with `maxTurns`. A state is then expanded at
   * the depth of the path that found it first, which after a turn change need not be the shortest
   * (one path may reach the next turn early, another late), so `maxDepth` is only a safety net there
   * and a counterexample's path may be longer than needed.
   */
  readonly order?: 'breadth-first' | 'turns';
  /**
   * Explores only this shard's first actions: of the legal actions of the first state of play, those at
   * positions `index`, `index + count`, … Every state the unsharded search reaches is reached by the
   * shard of the first action on a shortest path to it, at the same depth; `records` lets a merge find
   * it (see `ExploreSummary.records`).
   */
  readonly shard?: { readonly index: number; readonly count: number };
  /** Return every distinct state's record (`ExploreSummary.records`), for merging shards. */
  readonly records?: boolean;
  /** Called once for every distinct state, when it is first reached (tests compare state sets with it). */
  readonly onState?: (state: S) => void;
  /** Writes a failure as a file (default: the plain account, `plainCounterexample`). */
  readonly writeCounterexample?: CounterexampleWriter<S, A, E, Cfg, R>;
  /**
   * Partial-order reduction by sleep sets over the actions that commute (see `Commuting`): an action
   * is not taken again from a state when another order of the same independent actions already
   * takes it. Every state is still reached (and checked) at the same depth; only transitions whose
   * end is reached by another order are skipped, so invariants about a step (previous state, action,
   * next state) are checked on one order of commuting actions only. Default none.
   */
  readonly sleepSets?: Commuting<S, A>;
  /** Count states by turn and by the type of the action that first reached them (`ExploreSummary.stats`). */
  readonly stats?: boolean;
  /** List the digests of the states past the turn bound (`ExploreSummary.endPositions`). */
  readonly endPositions?: boolean;
}

/**
 * Which actions commute, for the sleep-set reduction (Godefroid, "Partial-Order Methods for the
 * Verification of Concurrent Systems", LNCS 1032, 1996, ch. 5: sleep sets with state caching).
 * Independence must be conservative: two actions called independent in `s` must both stay enabled
 * after the other and lead, in either order, to the same state.
 */
export interface Commuting<S, A> {
  /** A name for an action that may commute with others (the same action in every state), or null. */
  key(a: A): string | null;
  /** Whether two keyed actions, both legal in `s`, are independent there. */
  independent(s: S, a: A, b: A): boolean;
}

/** What `stats` counts: where the states of a search come from. */
export interface ExploreStats {
  /** Distinct states by their turn number, ascending. */
  readonly byTurn: readonly { readonly turn: number; readonly states: number }[];
  /**
   * By action type: actions applied, and distinct states first reached by such an action (the rest
   * led to a state reached before). Most states first, ties by type.
   */
  readonly byAction: readonly { readonly type: string; readonly applied: number; readonly states: number }[];
  /** Actions a sleep set spared (their end is reached by another order); 0 without `sleepSets`. */
  readonly slept: number;
}

export interface ExploreProgress {
  readonly states: number;
  readonly edges: number;
  readonly depth: number;
  readonly queued: number;
  readonly elapsedMs: number;
  readonly statesPerSecond: number;
}

export interface ExploreSummary<S, A extends GameAction, E extends LoggedEvent> {
  /** Distinct states reached (deduplicated by their digest), all checked against every invariant. */
  readonly states: number;
  /**
   * Edges of the state graph: the legal actions of every expanded state. Each is applied and checked
   * against every invariant, except those a sleep set spares (`applied` counts the others).
   */
  readonly edges: number;
  /** Actions applied: `edges` less those the sleep sets spared. */
  readonly applied: number;
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
  readonly violations: readonly Counterexample<S, A>[];
  readonly coverage: Coverage<S, A, E>;
  /** With `records`: every distinct state reached, in the order reached. */
  readonly records?: readonly StateRecord[];
  /** With `stats`. */
  readonly stats?: ExploreStats;
  /**
   * With `endPositions`: the digests of the states past the turn bound (the positions at the end of
   * the last turn explored), sorted: what a reduction must leave unchanged.
   */
  readonly endPositions?: readonly string[];
}

/**
 * A distinct state as the search met it: enough to count the union of shards as one search would
 * (a state's depth in the union is its least depth in any shard; a state is expanded there when that
 * depth is below the bound, its turn within the bound and its game not over).
 */
export interface StateRecord {
  /** The digest the search deduplicates by (`exploreHash`, or the symmetry class's). */
  readonly key: string;
  readonly depth: number;
  readonly turn: number;
  readonly over: boolean;
  /** How many actions expand it (all of them, also at a shard's first state); null if not expanded. */
  readonly degree: number | null;
}

/**
 * The digest the explorer deduplicates by, as 16 hex digits: the module's `stateKey` of the state
 * (without what every state shares), digested (`digest` of `@arbiter/core`).
 */
export function exploreHash<S, A extends GameAction, E extends LoggedEvent, Cfg, R extends ClauseMap>(
  module: GameModule<S, A, E, Cfg, R>,
  s: S,
): string {
  const d = { lo: 0, hi: 0 };
  digestKeyOf(module.play)(s, d);
  return digestHex(d);
}

/** How the explorer digests a state's key: skipping the shared fields when the game names them. */
function digestKeyOf<S>(play: {
  stateKey(s: S): unknown;
  readonly shared?: readonly string[];
}): (s: S, out: { lo: number; hi: number }) => void {
  if (!play.shared) return (s, out) => digestInto(play.stateKey(s), out);
  const skip = new Set(play.shared);
  return (s, out) => digestWithout(s as object, skip, out);
}

/**
 * Breadth-first (or turn by turn) over every legal action of a small game, up to a depth and a turn,
 * deduplicating states by a 64-bit digest and checking every invariant after every action. A broken
 * invariant comes out as a scenario (the breadth-first path is already a shortest one).
 *
 * Each distinct state is applied to once per legal action and enumerated once: a state met again is
 * recognised by its digest right after the `apply` that reached it, and only the invariants about the
 * step (previous state, action, next state) run for it again.
 */
export function explore<S, A extends GameAction, E extends LoggedEvent, Cfg, R extends ClauseMap>(
  module: GameModule<S, A, E, Cfg, R>,
  options: ExploreOptions<S, A, E, Cfg, R> = {},
): ExploreSummary<S, A, E> {
  const config = options.config ?? module.play.smallConfig?.();
  if (config === undefined)
    throw new RangeError(`explore: ${module.title} has no small config; pass one as \`config\``);
  const engine = engineFor(module, options);
  const write = options.writeCounterexample ?? plainCounterexample;
  const { play } = module;
  const over = (s: S) => module.result(s) !== null;
  const coverage = options.coverage ?? new Coverage(module);
  const maxDepth = options.maxDepth ?? 40;
  const maxTurns = options.maxTurns ?? 2;
  const maxStates = options.maxStates ?? 50_000;
  const timeLimit = options.timeSeconds === undefined ? Number.POSITIVE_INFINITY : options.timeSeconds * 1000;
  const maxViolations = options.maxViolations ?? 1;
  const shard = options.shard ?? { index: 0, count: 1 };
  if (!(shard.count >= 1 && shard.index >= 0 && shard.index < shard.count))
    throw new RangeError(`explore: shard ${shard.index}/${shard.count}: the index must be below the count`);
  const records: { key: string; depth: number; turn: number; over: boolean; degree: number | null }[] | null =
    options.records ? [] : null;
  const t0 = performance.now();
  const elapsed = () => performance.now() - t0;
  const game = startFrom(module, config).state;
  const profile = module.profile(game);
  // The scripted setup: its states and actions lead every counterexample's path.
  const prefixStates: S[] = [game];
  const prefixActions: A[] = [];
  if (options.setup !== 'explore' && play.settingUp) {
    for (let s = game; play.settingUp(s) && !over(s); ) {
      const first = engine.legal(s)[0];
      if (!first) break;
      const r = engine.apply(s, first);
      if (!r.ok) break;
      prefixActions.push(first);
      prefixStates.push(r.state);
      s = r.state;
    }
  }
  const initial = prefixStates[prefixStates.length - 1] as S;
  /**
   * The actions a state is expanded by; a path stores indices into this list. A reduction leaves some
   * out here, and only here: the invariant that someone can act still sees every legal action.
   */
  const expand = options.expand;
  const actionsOf = (s: S): readonly A[] => {
    const legal = engine.legal(s);
    return expand ? legal.filter((a) => expand(s, a)) : legal;
  };
  const visited = new Visited();
  const digest = { lo: 0, hi: 0 };
  const symmetry = options.symmetry ? play.symmetry : undefined;
  if (options.symmetry && !symmetry) throw new RangeError(`explore: ${module.title} declares no symmetry`);
  /** Digests a state into `digest`; returns the state whose full key `verifyDigests` compares. */
  const digestKey = digestKeyOf(play);
  const digestOf = symmetry
    ? (s: S): S => symmetry(s, digest)
    : (s: S): S => {
        digestKey(s, digest);
        return s;
      };
  /** What `verifyDigests` compares: the canonical JSON of the state without what it shares. */
  const fullKey = (s: S) => canonicalJson(play.stateKey(s));
  const fullKeys = options.verifyDigests ? new Map<number, string>() : null;
  const byTurns = options.order === 'turns';
  const queue = new Frontier<S>();
  /** Breadth-first: one first-in first-out queue; turn by turn: the lowest (turn, depth) first. */
  const priorityOf = (s: S, depth: number) => (byTurns ? play.turn(s) * 1_000_000 + depth : 0);
  const violations: Counterexample<S, A>[] = [];
  const seenFailures = new Set<string>();
  let edges = 0;
  let applied = 0;
  let depthReached = 0;
  let turnsReached = play.turn(initial);
  /** The lowest turn of a state left unexpanded by the depth bound or a budget. */
  let lowestOpenTurn = Number.POSITIVE_INFINITY;
  let cut = false;
  const leaves = { depth: 0, turn: 0, over: 0 };
  let lastProgress = -Infinity;
  const commuting = options.sleepSets;
  /** The sleep sets of the states that have one (Godefroid's state caching keeps one per state). */
  const sleeping = new Map<number, A[]>();
  /** With sleep sets, the states expanded already, and what woke up in one met again since. */
  const expanded = commuting ? new Set<number>() : null;
  const wake = new Map<number, A[]>();
  let slept = 0;
  /**
   * A state met again by an order whose sleep set lacks some of its own: those are no longer known
   * to be taken from elsewhere. The state keeps the intersection; if it was expanded already, it is
   * queued again for the difference.
   */
  const meetAgain = (seen: number, state: S, met: readonly A[]) => {
    const own = sleeping.get(seen);
    if (!own || !commuting) return;
    const still = new Set(met.map((b) => commuting.key(b)));
    const kept = own.filter((b) => still.has(commuting.key(b)));
    if (kept.length === own.length) return;
    if (kept.length > 0) sleeping.set(seen, kept);
    else sleeping.delete(seen);
    if (!expanded?.has(seen)) return;
    const lost = own.filter((b) => !still.has(commuting.key(b)));
    const queued = wake.get(seen);
    wake.set(seen, queued ? [...queued, ...lost] : lost);
    if (!queued) queue.push(priorityOf(state, visited.depth(seen)), state, seen);
  };
  const stats = options.stats;
  const byTurn = new Map<number, number>();
  const byAction = new Map<string, { applied: number; states: number }>();
  const countAction = (a: A) => {
    let c = byAction.get(a.type);
    if (!c) {
      c = { applied: 0, states: 0 };
      byAction.set(a.type, c);
    }
    c.applied++;
    return c;
  };
  const countState = (s: S, by: { states: number } | null) => {
    if (!stats) return;
    byTurn.set(play.turn(s), (byTurn.get(play.turn(s)) ?? 0) + 1);
    if (by) by.states++;
  };
  const endPositions: string[] | null = options.endPositions ? [] : null;

  /** The actions from `initial` to a visited state, replayed from the action indices it stores. */
  const pathTo = (index: number): A[] => {
    const out: A[] = [];
    let s = initial;
    for (const c of visited.choicesTo(index)) {
      const a = actionsOf(s)[c] as A;
      const r = engine.apply(s, a);
      if (!r.ok) throw new Error(`explore: replaying the path to a state failed at ${a.type}`);
      out.push(a);
      s = r.state;
    }
    return out;
  };
  /** Writes the failure after `actions` (from the game's start) as a scenario. */
  const reportPath = (actions: readonly A[], failure: Failure<A>) => {
    const key = failureNames(failure).join('|');
    if (seenFailures.has(key)) return;
    seenFailures.add(key);
    const states: S[] = [game];
    for (const a of actions.slice(0, -1)) {
      const r = engine.apply(states[states.length - 1] as S, a);
      if (!r.ok) return;
      states.push(r.state);
    }
    const lastAction = actions[actions.length - 1];
    let last: ReturnType<Engine<S, A, E, Cfg, R>['apply']> | null = null;
    try {
      last = lastAction ? engine.apply(states[states.length - 1] as S, lastAction) : null;
    } catch {
      // The failure is this crash: the run ends in the state before it.
    }
    if (last?.ok) states.push(last.state);
    else if (lastAction) states.push(states[states.length - 1] as S);
    violations.push(
      write(
        { states, actions, failure },
        {
          kind: 'explore',
          revision: profile.id,
          gameSeed: options.gameSeed ?? 1,
          depth: actions.length - prefixActions.length,
        },
        engine,
      ),
    );
  };
  const report = (from: number, action: A | null, failure: Failure<A>) => {
    // A failure already written needs no path: rebuilding it replays the whole path.
    if (seenFailures.has(failureNames(failure).join('|'))) return;
    reportPath([...prefixActions, ...pathTo(from), ...(action ? [action] : [])], failure);
  };
  prefixActions.forEach((a, i) => {
    const next = prefixStates[i + 1] as S;
    const failures = checkStep(engine.invariants, next, prefixStates[i], a, engine.legal(next));
    if (failures.length > 0)
      reportPath(prefixActions.slice(0, i + 1), { kind: 'invariant', step: i, action: a, failures });
  });

  const initialImage = digestOf(initial);
  const start = visited.add(digest.lo, digest.hi, -1, -1, 0);
  records?.push({
    key: digestHex(digest),
    depth: 0,
    turn: play.turn(initial),
    over: over(initial),
    degree: null,
  });
  fullKeys?.set(start, fullKey(initialImage));
  options.onState?.(initial);
  coverage.visit(initial);
  countState(initial, null);
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
    const s = queue.state as S;
    const index = queue.index;
    const depth = visited.depth(index);
    // Met again with a smaller sleep set after it was expanded: expanded again by what woke up only.
    const again = expanded?.has(index) === true;
    const woken = again ? wake.get(index) : undefined;
    if (again) {
      if (!woken) continue;
      wake.delete(index);
    } else {
      if (over(s)) {
        leaves.over++;
        continue;
      }
      if (depth >= maxDepth) {
        leaves.depth++;
        if (play.turn(s) <= maxTurns) lowestOpenTurn = Math.min(lowestOpenTurn, play.turn(s));
        continue;
      }
      if (play.turn(s) > maxTurns) {
        leaves.turn++;
        continue;
      }
    }
    depthReached = Math.max(depthReached, depth);
    let legal: readonly A[];
    try {
      legal = actionsOf(s);
    } catch (e) {
      report(index, null, { kind: 'crash', step: depth, message: String(e) });
      // What lies beyond a crash or a refusal is unknown: its turn is not complete.
      lowestOpenTurn = Math.min(lowestOpenTurn, play.turn(s));
      continue;
    }
    expanded?.add(index);
    const record = records?.[index];
    if (record && !again) record.degree = legal.length;
    /** The actions asleep here (taken from another order already), and those taken so far. */
    const sleep = commuting ? (sleeping.get(index) ?? []) : [];
    const asleep = new Set(sleep.map((b) => commuting?.key(b)));
    const only = woken ? new Set(woken.map((b) => commuting?.key(b))) : null;
    const done: A[] = [];
    // A shard expands the first state of play by its own share of the actions only.
    const step = index === start ? shard.count : 1;
    for (let choice = index === start ? shard.index : 0; choice < legal.length; choice += step) {
      const action = legal[choice] as A;
      const key = commuting?.key(action) ?? null;
      if (only) {
        if (key === null || !only.has(key)) continue;
      } else {
        edges++;
        if (key !== null && asleep.has(key)) {
          slept++;
          continue;
        }
      }
      applied++;
      const kind = stats ? countAction(action) : null;
      let next: S;
      try {
        const r = engine.apply(s, action);
        if (!r.ok) {
          lowestOpenTurn = Math.min(lowestOpenTurn, play.turn(s));
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
        lowestOpenTurn = Math.min(lowestOpenTurn, play.turn(s));
        report(index, action, { kind: 'crash', step: depth, action, message: String(e) });
        continue;
      }
      // Godefroid's sleep set of the next state: what sleeps here, or was taken here before this
      // action, and is independent of it. Expanded again, only what still sleeps here.
      const nextSleep =
        commuting && key !== null
          ? (only ? sleep : [...sleep, ...done]).filter((b) => commuting.independent(s, action, b))
          : [];
      if (key !== null && !only) done.push(action);
      const image = digestOf(next);
      const seen = visited.find(digest.lo, digest.hi);
      if (seen >= 0 && fullKeys && fullKeys.get(seen) !== fullKey(image))
        throw new Error(
          `explore: digest collision between two different states (${exploreHash(module, next)})`,
        );
      const failures = checkStep(
        engine.invariants,
        next,
        s,
        action,
        seen < 0 ? (over(next) ? [] : engine.legal(next)) : 'already checked',
      );
      if (failures.length > 0) report(index, action, { kind: 'invariant', step: depth, action, failures });
      if (seen >= 0) {
        if (commuting) meetAgain(seen, next, nextSleep);
        continue;
      }
      const added = visited.add(digest.lo, digest.hi, index, choice, depth + 1);
      if (nextSleep.length > 0) sleeping.set(added, nextSleep);
      records?.push({
        key: digestHex(digest),
        depth: depth + 1,
        turn: play.turn(next),
        over: over(next),
        degree: null,
      });
      if (endPositions && play.turn(next) > maxTurns) endPositions.push(digestHex(digest));
      fullKeys?.set(added, fullKey(image));
      options.onState?.(next);
      countState(next, kind);
      turnsReached = Math.max(turnsReached, play.turn(next));
      queue.push(priorityOf(next, depth + 1), next, added);
    }
    if (options.onProgress && elapsed() - lastProgress >= (options.progressEveryMs ?? 200)) {
      lastProgress = elapsed();
      options.onProgress(progressOf(visited.size, edges, depth, queue.size, lastProgress));
    }
  }
  // States a budget left in the queue are unexpanded too.
  for (const s of queue.remaining()) {
    if (!over(s) && play.turn(s) <= maxTurns) lowestOpenTurn = Math.min(lowestOpenTurn, play.turn(s));
  }
  const ms = elapsed();
  options.onProgress?.(progressOf(visited.size, edges, depthReached, 0, ms));
  return {
    states: visited.size,
    edges,
    applied,
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
    ...(records ? { records } : {}),
    ...(stats
      ? {
          stats: {
            byTurn: [...byTurn].sort(([a], [b]) => a - b).map(([turn, states]) => ({ turn, states })),
            byAction: [...byAction]
              .map(([type, c]) => ({ type, ...c }))
              .sort((a, b) => b.states - a.states || (a.type < b.type ? -1 : 1)),
            slept,
          },
        }
      : {}),
    ...(endPositions ? { endPositions: endPositions.sort() } : {}),
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
class Frontier<S> {
  readonly #buckets = new Map<number, { states: (S | undefined)[]; indices: number[]; head: number }>();
  /** The priorities that have a bucket, ascending. */
  readonly #priorities: number[] = [];
  #size = 0;
  /** The state `pop` took out, and its index in the visited set. */
  state: S | undefined;
  index = -1;

  get size(): number {
    return this.#size;
  }

  push(priority: number, state: S, index: number): void {
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
      states: (S | undefined)[];
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

  *remaining(): Generator<S> {
    for (const p of this.#priorities) {
      const b = this.#buckets.get(p);
      if (b) for (let i = b.head; i < b.states.length; i++) yield b.states[i] as S;
    }
  }
}
