import {
  type ClauseMap,
  canonicalJson,
  type GameAction,
  type GameModule,
  type LoggedEvent,
} from '@arbiter/core';
import type { Counterexample, CounterexampleWriter } from './counterexample.js';
import { Coverage } from './coverage.js';
import { checkStep, type EngineSeams } from './engine-seam.js';
import { exploreHash, Frontier, prepareSearch, searchLedger } from './explore-search.js';

export { exploreHash };

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
   * and a counterexample's path may be longer than needed. `depth-first`: turn by turn too, and
   * within a turn the state met last is expanded first, so the queue holds the siblings of one path
   * rather than a whole level (half the memory of `turns` over V1.7's first turn). It visits the same
   * states, actions, leaves and end-of-turn positions as `turns` whenever the search ends on its bounds;
   * a budget cuts it elsewhere, and a counterexample's path is the one it went down. It takes no depth
   * bound: a state first met deep would not be expanded again from a shallower path, so states behind
   * it could be missed (`maxDepth` must be left out, or at least `Number.MAX_SAFE_INTEGER`).
   */
  readonly order?: 'breadth-first' | 'turns' | 'depth-first';
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
  const search = prepareSearch(module, options);
  const { engine, over, digest, shard } = search;
  const { play } = module;
  const coverage = options.coverage ?? new Coverage(module);
  const ledger = searchLedger(search, options, coverage);
  const { visited, counts } = ledger;
  /** What `verifyDigests` compares: the canonical JSON of the state without what it shares. */
  const fullKey = (s: S) => canonicalJson(play.stateKey(s));
  const fullKeys = options.verifyDigests ? new Map<number, string>() : null;
  const queue = new Frontier<S>(search.lastInFirst);
  let cut = false;
  let lastProgress = -Infinity;
  const commuting = options.sleepSets;
  /** The sleep sets of the states that have one (Godefroid's state caching keeps one per state). */
  const sleeping = new Map<number, A[]>();
  /** With sleep sets, the states expanded already, and what woke up in one met again since. */
  const expanded = commuting ? new Set<number>() : null;
  const wake = new Map<number, A[]>();
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
    if (!queued) queue.push(search.priorityOf(play.turn(state), visited.depth(seen)), state, seen);
  };

  const { initial } = search;
  const start = ledger.start();
  fullKeys?.set(start, fullKey(search.digestOf(initial)));
  options.onState?.(initial);
  queue.push(search.priorityOf(play.turn(initial), 0), initial, start);

  while (queue.size > 0) {
    if (ledger.spent()) {
      cut = true;
      break;
    }
    queue.pop();
    const s = queue.item as S;
    const index = queue.index;
    const depth = visited.depth(index);
    // Met again with a smaller sleep set after it was expanded: expanded again by what woke up only.
    const again = expanded?.has(index) === true;
    const woken = again ? wake.get(index) : undefined;
    if (again) {
      if (!woken) continue;
      wake.delete(index);
    } else if (ledger.leaf({ turn: play.turn(s), over: over(s) }, depth)) continue;
    let legal: readonly A[];
    try {
      legal = search.actionsOf(s);
    } catch (e) {
      counts.depthReached = Math.max(counts.depthReached, depth);
      ledger.report(index, null, { kind: 'crash', step: depth, message: String(e) });
      ledger.open(play.turn(s));
      continue;
    }
    expanded?.add(index);
    if (again) counts.depthReached = Math.max(counts.depthReached, depth);
    else ledger.expanded(index, depth, legal.length);
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
        counts.edges++;
        if (key !== null && asleep.has(key)) {
          counts.slept++;
          continue;
        }
      }
      counts.applied++;
      const kind = ledger.countAction(action.type);
      let next: S;
      try {
        const r = engine.apply(s, action);
        if (!r.ok) {
          ledger.open(play.turn(s));
          ledger.report(index, action, {
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
        ledger.open(play.turn(s));
        ledger.report(index, action, { kind: 'crash', step: depth, action, message: String(e) });
        continue;
      }
      // Godefroid's sleep set of the next state: what sleeps here, or was taken here before this
      // action, and is independent of it. Expanded again, only what still sleeps here.
      const nextSleep =
        commuting && key !== null
          ? (only ? sleep : [...sleep, ...done]).filter((b) => commuting.independent(s, action, b))
          : [];
      if (key !== null && !only) done.push(action);
      const image = search.digestOf(next);
      const seen = visited.find(digest.lo, digest.hi);
      if (seen >= 0 && fullKeys && fullKeys.get(seen) !== fullKey(image))
        throw new Error(
          `explore: digest collision between two different states (${exploreHash(module, next)})`,
        );
      const nextOver = over(next);
      const failures = checkStep(
        engine.invariants,
        next,
        s,
        action,
        seen < 0 ? (nextOver ? [] : engine.legal(next)) : 'already checked',
      );
      if (failures.length > 0)
        ledger.report(index, action, { kind: 'invariant', step: depth, action, failures });
      if (seen >= 0) {
        if (commuting) meetAgain(seen, next, nextSleep);
        continue;
      }
      const turn = play.turn(next);
      const added = ledger.add(
        digest.lo,
        digest.hi,
        index,
        choice,
        depth + 1,
        { turn, over: nextOver },
        kind,
      );
      if (nextSleep.length > 0) sleeping.set(added, nextSleep);
      fullKeys?.set(added, fullKey(image));
      options.onState?.(next);
      queue.push(search.priorityOf(turn, depth + 1), next, added);
    }
    if (options.onProgress && ledger.elapsed() - lastProgress >= (options.progressEveryMs ?? 200)) {
      lastProgress = ledger.elapsed();
      options.onProgress(ledger.progress(depth, queue.size));
    }
  }
  const remaining = [...queue.remaining()].map((s) => ({ turn: play.turn(s), over: over(s) }));
  return { ...ledger.summary(cut, remaining), coverage };
}
