/**
 * What one search is made of, whichever thread expands its states: the start (`prepareSearch`: the
 * game, its scripted setup, the actions a state is expanded by, the digest) and the bookkeeping of the
 * states reached (`searchLedger`: the visited set, the counts, the leaves, the records and the
 * counterexamples), written once for `explore` on one thread and `exploreAcross` on several.
 */
import {
  type ClauseMap,
  digestHex,
  digestInto,
  digestWithout,
  type GameAction,
  type GameModule,
  type LoggedEvent,
} from '@arbiter/core';
import { failureNames, plainCounterexample } from './counterexample.js';
import type { Coverage } from './coverage.js';
import { checkStep, type Engine, engineFor } from './engine-seam.js';
import type { ExploreOptions, ExploreProgress, ExploreSummary, StateRecord } from './explore.js';
import { type Failure, startFrom } from './play.js';
import { Visited } from './visited.js';

/** The search's start and bounds, the same on every thread that expands its states. */
export interface Search<S, A extends GameAction, E extends LoggedEvent, Cfg, R extends ClauseMap> {
  readonly module: GameModule<S, A, E, Cfg, R>;
  readonly engine: Engine<S, A, E, Cfg, R>;
  over(s: S): boolean;
  readonly game: S;
  readonly profile: R;
  /** The scripted setup's states (from `game`) and actions: they lead every counterexample's path. */
  readonly prefixStates: readonly S[];
  readonly prefixActions: readonly A[];
  /** The first state the search expands. */
  readonly initial: S;
  /**
   * The actions a state is expanded by; a path stores indices into this list. A reduction leaves some
   * out here, and only here: the invariant that someone can act still sees every legal action.
   */
  actionsOf(s: S): readonly A[];
  /** The digest `digestOf` last wrote. */
  readonly digest: { lo: number; hi: number };
  /** Digests a state into `digest`; returns the state whose full key `verifyDigests` compares. */
  digestOf(s: S): S;
  readonly maxDepth: number;
  readonly maxTurns: number;
  readonly maxStates: number;
  readonly maxViolations: number;
  /** Milliseconds, or infinity. */
  readonly timeLimit: number;
  readonly shard: { readonly index: number; readonly count: number };
  /**
   * Breadth-first: one queue (priority 0); turn by turn: the lowest (turn, depth) first; depth-first:
   * the lowest turn first.
   */
  priorityOf(turn: number, depth: number): number;
  /** Among states of one priority, the last queued goes first (depth-first), else the first. */
  readonly lastInFirst: boolean;
  /** The lowest priority a child of a state of this priority can have (its depth is one more). */
  childFloor(priority: number): number;
  /**
   * Why the bounds leave a state unexpanded: its game is over, or it lies on the depth or the turn
   * bound (in that order); null when it is expanded.
   */
  beyond(at: Placed, depth: number): keyof Leaves | null;
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

export function prepareSearch<S, A extends GameAction, E extends LoggedEvent, Cfg, R extends ClauseMap>(
  module: GameModule<S, A, E, Cfg, R>,
  options: ExploreOptions<S, A, E, Cfg, R>,
): Search<S, A, E, Cfg, R> {
  const config = options.config ?? module.play.smallConfig?.();
  if (config === undefined)
    throw new RangeError(`explore: ${module.title} has no small config; pass one as \`config\``);
  const engine = engineFor(module, options);
  const { play } = module;
  const over = (s: S) => module.result(s) !== null;
  const shard = options.shard ?? { index: 0, count: 1 };
  if (!(shard.count >= 1 && shard.index >= 0 && shard.index < shard.count))
    throw new RangeError(`explore: shard ${shard.index}/${shard.count}: the index must be below the count`);
  const game = startFrom(module, config).state;
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
  const expand = options.expand;
  const digest = { lo: 0, hi: 0 };
  const symmetry = options.symmetry ? play.symmetry : undefined;
  if (options.symmetry && !symmetry) throw new RangeError(`explore: ${module.title} declares no symmetry`);
  const digestKey = digestKeyOf(play);
  const byTurns = options.order === 'turns';
  const depthFirst = options.order === 'depth-first';
  const maxDepth = options.maxDepth ?? (depthFirst ? Number.MAX_SAFE_INTEGER : 40);
  // Unbounded is any depth no path reaches: the CLI writes it as the largest safe integer (JSON has no infinity).
  if (depthFirst && maxDepth < Number.MAX_SAFE_INTEGER)
    throw new RangeError(
      'explore: depth-first takes no depth bound (a state first met deep would not be expanded again from a shallower path); bound it by turns',
    );
  const maxTurns = options.maxTurns ?? 2;
  return {
    module,
    engine,
    over,
    game,
    profile: module.profile(game),
    prefixStates,
    prefixActions,
    initial: prefixStates[prefixStates.length - 1] as S,
    actionsOf: (s) => {
      const legal = engine.legal(s);
      return expand ? legal.filter((a) => expand(s, a)) : legal;
    },
    digest,
    digestOf: symmetry
      ? (s) => symmetry(s, digest)
      : (s) => {
          digestKey(s, digest);
          return s;
        },
    maxDepth,
    maxTurns,
    maxStates: options.maxStates ?? 50_000,
    maxViolations: options.maxViolations ?? 1,
    timeLimit: options.timeSeconds === undefined ? Number.POSITIVE_INFINITY : options.timeSeconds * 1000,
    shard,
    priorityOf: (turn, depth) => (byTurns ? turn * 1_000_000 + depth : depthFirst ? turn : 0),
    lastInFirst: depthFirst,
    childFloor: (priority) => (byTurns ? priority + 1 : priority),
    beyond: (at, depth) =>
      at.over ? 'over' : depth >= maxDepth ? 'depth' : at.turn > maxTurns ? 'turn' : null,
  };
}

/** Where a state stands for the bounds: what the ledger needs of a state it does not hold. */
export interface Placed {
  readonly turn: number;
  readonly over: boolean;
}

/** States left unexpanded, by why: a game over, the depth bound, the turn bound. */
export interface Leaves {
  over: number;
  depth: number;
  turn: number;
}

/** The counts of one kind of action, for `stats`. */
export interface ActionCount {
  applied: number;
  states: number;
}

/**
 * The bookkeeping of a search: every distinct state reached, the counts the summary gives, and the
 * counterexamples, written as the loop meets them. The loop decides what to expand; the ledger
 * remembers what it found, so that one thread and several count alike.
 */
export function searchLedger<S, A extends GameAction, E extends LoggedEvent, Cfg, R extends ClauseMap>(
  search: Search<S, A, E, Cfg, R>,
  options: ExploreOptions<S, A, E, Cfg, R>,
  coverage: Coverage<S, A, E>,
) {
  const { engine, module, initial, prefixActions, prefixStates, game, over } = search;
  const { play } = module;
  const write = options.writeCounterexample ?? plainCounterexample;
  const t0 = performance.now();
  const elapsed = () => performance.now() - t0;
  const visited = new Visited();
  const records: { -readonly [K in keyof StateRecord]: StateRecord[K] }[] | null = options.records
    ? []
    : null;
  const violations: ExploreSummary<S, A, E>['violations'][number][] = [];
  const seenFailures = new Set<string>();
  const leaves: Leaves = { depth: 0, turn: 0, over: 0 };
  const counts = { edges: 0, applied: 0, slept: 0, depthReached: 0, turnsReached: play.turn(initial) };
  /** The lowest turn of a state left unexpanded by the depth bound or a budget. */
  let lowestOpenTurn = Number.POSITIVE_INFINITY;
  const stats = options.stats;
  const byTurn = new Map<number, number>();
  const byAction = new Map<string, ActionCount>();
  const endPositions: string[] | null = options.endPositions ? [] : null;

  /** The actions from `initial` to a visited state and the state, replayed from the action indices it stores. */
  const replayTo = (index: number): { actions: A[]; state: S } => {
    const actions: A[] = [];
    let s = initial;
    for (const c of visited.choicesTo(index)) {
      const a = search.actionsOf(s)[c] as A;
      const r = engine.apply(s, a);
      if (!r.ok) throw new Error(`explore: replaying the path to a state failed at ${a.type}`);
      actions.push(a);
      s = r.state;
    }
    return { actions, state: s };
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
          revision: search.profile.id,
          gameSeed: options.gameSeed ?? 1,
          depth: actions.length - prefixActions.length,
        },
        engine,
      ),
    );
  };
  const countState = (turn: number, by: ActionCount | null) => {
    if (!stats) return;
    byTurn.set(turn, (byTurn.get(turn) ?? 0) + 1);
    if (by) by.states++;
  };

  return {
    visited,
    counts,
    leaves,
    elapsed,
    violations,
    /** Writes a failure met on the way from visited state `from` (by `action`, if any). */
    report(from: number, action: A | null, failure: Failure<A>): void {
      // A failure already written needs no path: rebuilding it replays the whole path.
      if (seenFailures.has(failureNames(failure).join('|'))) return;
      reportPath([...prefixActions, ...replayTo(from).actions, ...(action ? [action] : [])], failure);
    },
    /**
     * Writes a failure met by the action `choice` of visited state `from`, where only its index is
     * known (a worker met it): the action is found again by replaying the path to `from`.
     */
    reportChoice(from: number, choice: number, failure: (action: A) => Failure<A>): void {
      const action = search.actionsOf(replayTo(from).state)[choice] as A;
      this.report(from, action, failure(action));
    },
    /**
     * Checks the scripted setup's steps and adds the first state the search expands, checked too;
     * returns its index.
     */
    start(): number {
      prefixActions.forEach((a, i) => {
        const next = prefixStates[i + 1] as S;
        const failures = checkStep(engine.invariants, next, prefixStates[i], a, engine.legal(next));
        if (failures.length > 0)
          reportPath(prefixActions.slice(0, i + 1), { kind: 'invariant', step: i, action: a, failures });
      });
      search.digestOf(initial);
      const index = visited.add(search.digest.lo, search.digest.hi, -1, -1, 0);
      records?.push({
        key: digestHex(search.digest),
        depth: 0,
        turn: play.turn(initial),
        over: over(initial),
        degree: null,
      });
      coverage.visit(initial);
      countState(play.turn(initial), null);
      const f0 = checkStep(engine.invariants, initial, undefined, undefined, engine.legal(initial));
      if (f0.length > 0) this.report(index, null, { kind: 'invariant', step: -1, failures: f0 });
      return index;
    },
    /** Whether a budget (violations, states, time) is spent: the search stops before the next state. */
    spent(): boolean {
      return (
        violations.length >= search.maxViolations ||
        visited.size >= search.maxStates ||
        elapsed() >= search.timeLimit
      );
    },
    /** Counts a state the bounds leave unexpanded (a game over, the depth or the turn bound): true if so. */
    leaf(at: Placed, depth: number): boolean {
      const why = search.beyond(at, depth);
      if (why === null) return false;
      leaves[why]++;
      // A state on the depth bound within the turn bound leaves its turn unfinished.
      if (why === 'depth' && at.turn <= search.maxTurns) lowestOpenTurn = Math.min(lowestOpenTurn, at.turn);
      return true;
    },
    /** What lies beyond a crash or a refusal is unknown: its turn is not complete. */
    open(turn: number): void {
      lowestOpenTurn = Math.min(lowestOpenTurn, turn);
    },
    /** Counts an action applied, by its type (with `stats`); what a new state it reaches is counted by. */
    countAction(type: string): ActionCount | null {
      if (!stats) return null;
      let c = byAction.get(type);
      if (!c) {
        c = { applied: 0, states: 0 };
        byAction.set(type, c);
      }
      c.applied++;
      return c;
    },
    /** The degree of a state as the records give it (how many actions expand it). */
    expanded(index: number, depth: number, degree: number): void {
      counts.depthReached = Math.max(counts.depthReached, depth);
      const record = records?.[index];
      if (record) record.degree = degree;
    },
    /** Adds a new state, digested as `lo`/`hi`, reached from `parent` by its action `choice`. */
    add(
      lo: number,
      hi: number,
      parent: number,
      choice: number,
      depth: number,
      at: Placed,
      by: ActionCount | null,
    ): number {
      const added = visited.add(lo, hi, parent, choice, depth);
      if (records || (endPositions && at.turn > search.maxTurns)) {
        const key = digestHex({ lo, hi });
        records?.push({ key, depth, turn: at.turn, over: at.over, degree: null });
        if (endPositions && at.turn > search.maxTurns) endPositions.push(key);
      }
      countState(at.turn, by);
      counts.turnsReached = Math.max(counts.turnsReached, at.turn);
      return added;
    },
    progress(depth: number, queued: number): ExploreProgress {
      return progressOf(visited.size, counts.edges, depth, queued, elapsed());
    },
    /** The summary, given whether a budget cut the search short and the states left unexpanded. */
    summary(cut: boolean, remaining: Iterable<Placed>): Omit<ExploreSummary<S, A, E>, 'coverage'> {
      // States a budget left in the queue are unexpanded too.
      for (const at of remaining)
        if (!at.over && at.turn <= search.maxTurns) lowestOpenTurn = Math.min(lowestOpenTurn, at.turn);
      const ms = elapsed();
      options.onProgress?.(progressOf(visited.size, counts.edges, counts.depthReached, 0, ms));
      return {
        states: visited.size,
        edges: counts.edges,
        applied: counts.applied,
        depthReached: counts.depthReached,
        turnsReached: counts.turnsReached,
        turnsComplete:
          lowestOpenTurn === Number.POSITIVE_INFINITY
            ? Math.min(counts.turnsReached, search.maxTurns)
            : lowestOpenTurn - 1,
        complete: !cut,
        leaves,
        elapsedMs: ms,
        statesPerSecond: ms > 0 ? (visited.size * 1000) / ms : 0,
        violations,
        ...(records ? { records } : {}),
        ...(stats
          ? {
              stats: {
                byTurn: [...byTurn].sort(([a], [b]) => a - b).map(([turn, states]) => ({ turn, states })),
                byAction: [...byAction]
                  .map(([type, c]) => ({ type, ...c }))
                  .sort((a, b) => b.states - a.states || (a.type < b.type ? -1 : 1)),
                slept: counts.slept,
              },
            }
          : {}),
        ...(endPositions ? { endPositions: endPositions.sort() } : {}),
      };
    },
  };
}

export type SearchLedger = ReturnType<typeof searchLedger>;

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
 * The states waiting to be expanded (or where they are held), in buckets by priority (first in, first
 * out within one), the lowest priority first; the breadth-first search uses a single bucket.
 */
export class Frontier<T> {
  /** Among items of one priority, the last pushed is popped first (a stack), else the first (a queue). */
  constructor(readonly lastInFirst = false) {}

  readonly #buckets = new Map<number, { items: (T | undefined)[]; indices: number[]; head: number }>();
  /** The priorities that have a bucket, ascending. */
  readonly #priorities: number[] = [];
  #size = 0;
  /** The item `pop` took out, and its index in the visited set. */
  item: T | undefined;
  index = -1;
  /** The priority of the item `pop` took out. */
  priority = 0;

  get size(): number {
    return this.#size;
  }

  /** The priority the next `pop` takes out (the frontier must not be empty). */
  get next(): number {
    return this.#priorities[0] as number;
  }

  /** The item the next `pop` takes out (the frontier must not be empty). */
  get head(): T {
    const bucket = this.#buckets.get(this.#priorities[0] as number) as { items: T[]; head: number };
    return bucket.items[this.lastInFirst ? bucket.items.length - 1 : bucket.head] as T;
  }

  push(priority: number, item: T, index: number): void {
    let bucket = this.#buckets.get(priority);
    if (!bucket) {
      bucket = { items: [], indices: [], head: 0 };
      this.#buckets.set(priority, bucket);
      let i = this.#priorities.length;
      while (i > 0 && (this.#priorities[i - 1] as number) > priority) i--;
      this.#priorities.splice(i, 0, priority);
    }
    bucket.items.push(item);
    bucket.indices.push(index);
    this.#size++;
  }

  /** Takes the next item out into `item`, `index` and `priority`; the frontier must not be empty. */
  pop(): void {
    const priority = this.#priorities[0] as number;
    const bucket = this.#buckets.get(priority) as {
      items: (T | undefined)[];
      indices: number[];
      head: number;
    };
    this.priority = priority;
    this.#size--;
    if (this.lastInFirst) {
      this.item = bucket.items.pop();
      this.index = bucket.indices.pop() as number;
    } else {
      this.item = bucket.items[bucket.head];
      this.index = bucket.indices[bucket.head] as number;
      bucket.items[bucket.head] = undefined; // let expanded states be collected
      bucket.head++;
    }
    if (bucket.head === bucket.items.length) {
      this.#buckets.delete(priority);
      this.#priorities.shift();
    }
  }

  *remaining(): Generator<T> {
    for (const p of this.#priorities) {
      const b = this.#buckets.get(p);
      if (b) for (let i = b.head; i < b.items.length; i++) yield b.items[i] as T;
    }
  }
}
