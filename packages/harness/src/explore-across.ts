/**
 * `explore` across worker threads with the one-thread search's result. Workers hold the states and do
 * what costs: enumerate a state's actions, apply each, digest and check what it reaches
 * (`serveExpansions`). This thread keeps the one visited set and the queue, and counts each state's
 * expansion in the order one thread would have met it (`exploreAcross`), so the same options give
 * the same states, actions, leaves, statistics, coverage and counterexamples whatever the number of
 * workers, a budget's cut included. Only the digests and a few numbers of each action cross threads;
 * a state moves to another worker (as JSON, its digest checked on arrival) only to even out the work.
 *
 * Why the order is one thread's: that search pops its queue in (priority, first in) order and pushes
 * every child at a priority no lower than its parent's floor (`Search.childFloor`). So a state can be
 * taken out and sent to a worker before the states ahead of it are counted, as long as none of those
 * could still push a child ahead of it; counting then follows the order states were taken out.
 */
import { MessageChannel, type MessagePort, parentPort, Worker } from 'node:worker_threads';
import {
  type ClauseMap,
  deepFreeze,
  type GameAction,
  type GameModule,
  type InvariantFailure,
  type LoggedEvent,
} from '@arbiter/core';
import { Coverage, type CoverageDelta } from './coverage.js';
import { checkStep } from './engine-seam.js';
import type { ExploreOptions, ExploreSummary } from './explore.js';
import { Frontier, type Placed, prepareSearch, searchLedger } from './explore-search.js';
import type { WorkerPool, WorkerSetup } from './fuzz-workers.js';
import { Visited } from './visited.js';

/** A queued state: where it stands for the bounds, and where it is held if it will be expanded. */
interface Queued extends Placed {
  readonly held?: {
    readonly worker: number;
    readonly handle: number;
    /** False while the state is on its way to `worker` from the worker that reached it. */
    ready: boolean;
  };
}

/** A state taken out of the queue, to be counted in this order. */
interface Job extends Queued {
  readonly index: number;
  readonly depth: number;
  readonly priority: number;
  result?: Expansion;
}

/** One action of an expanded state, as a worker found it. */
interface EdgeResult {
  readonly choice: number;
  readonly type: string;
  /** `apply` refused the action, or threw: the state it reached is unknown. */
  readonly refused?: { readonly message: string; readonly key: string };
  readonly crash?: string;
  readonly lo: number;
  readonly hi: number;
  readonly turn: number;
  readonly over: boolean;
  /** Where the worker holds the state reached, or -1 (it knew it already, or it will not be expanded). */
  readonly handle: number;
  /** Whether the state-only invariants ran: the worker did not know the state reached. */
  readonly checked: boolean;
  readonly failures?: readonly InvariantFailure[];
}

/** What a worker found expanding one state. */
interface Expansion {
  readonly seq: number;
  /** Enumerating the state's actions threw. */
  readonly crash?: string;
  /** How many actions expand it. */
  readonly degree: number;
  readonly edges: readonly EdgeResult[];
  readonly coverage: CoverageDelta;
}

interface JobOrder {
  readonly seq: number;
  readonly handle: number;
  readonly depth: number;
}

/** A state on its way between workers, as JSON without the fields every state shares. */
interface Shipped {
  readonly as: number;
  readonly text: string;
  readonly lo: number;
  readonly hi: number;
}

type ToWorker =
  | { readonly kind: 'expand'; readonly jobs: readonly JobOrder[] }
  /** Digests (lo, hi pairs) of states the search has counted: a worker skips their state-only checks. */
  | { readonly kind: 'known'; readonly digests: Int32Array }
  | { readonly kind: 'drop'; readonly handles: readonly number[] }
  /** Send these states to worker `to`, which holds them under the handles `as`. */
  | {
      readonly kind: 'ship';
      readonly to: number;
      readonly handles: readonly number[];
      readonly as: readonly number[];
    }
  | { readonly kind: 'take'; readonly states: readonly Shipped[] };

type FromWorker =
  | { readonly kind: 'expanded'; readonly results: readonly Expansion[] }
  | { readonly kind: 'shipped'; readonly to: number; readonly states: readonly Shipped[] };

/** A thread's end of the channel to a worker: a `Worker`, or a `MessagePort` (tests serve on one thread). */
export type ExpansionPort = Worker | MessagePort;

/** Jobs sent to a worker at once, and batches in flight per worker. */
const BATCH = 32;
const IN_FLIGHT = 2;
/** States taken out of the queue and not yet counted, at most. */
const WINDOW = 4096;
/** A new state moves to another worker when its own has this many more states waiting. */
const SLACK = 256;

function unsupported<S, A extends GameAction, E extends LoggedEvent, Cfg, R extends ClauseMap>(
  options: ExploreOptions<S, A, E, Cfg, R>,
): string | null {
  if (options.sleepSets) return 'sleep sets (their bookkeeping follows one order of expansion)';
  // The workers keep the count in (priority, first in) order; a stack's next state is the one last found.
  if (options.order === 'depth-first') return 'depth-first order (its next state is the one last found)';
  if (options.verifyDigests) return 'verifyDigests (it keeps every state)';
  if (options.onState) return 'onState (the states stay in the workers)';
  if (options.shard && options.shard.count > 1) return 'a shard (the workers already share the search)';
  return null;
}

/**
 * Explores as `explore` does, the states expanded by the workers behind `ports` (each serving
 * `serveExpansions` with the same module and options). Sleep sets, `verifyDigests`, `onState` and
 * shards need one thread.
 */
export async function exploreAcross<S, A extends GameAction, E extends LoggedEvent, Cfg, R extends ClauseMap>(
  module: GameModule<S, A, E, Cfg, R>,
  options: ExploreOptions<S, A, E, Cfg, R>,
  ports: readonly ExpansionPort[],
): Promise<ExploreSummary<S, A, E>> {
  const refused = unsupported(options);
  if (refused) throw new RangeError(`explore across workers: not with ${refused}; explore on one thread`);
  if (ports.length === 0) throw new RangeError('explore across workers: no worker');
  const search = prepareSearch(module, options);
  const { engine, initial } = search;
  const { play } = module;
  const coverage = options.coverage ?? new Coverage(module);
  const ledger = searchLedger(search, options, coverage);
  const { visited, counts } = ledger;
  const stateOnly = new Set(engine.invariants.filter((i) => i.stateOnly).map((i) => i.name));
  const queue = new Frontier<Queued>();
  /** The jobs not yet counted, `jobs[i]` numbered `base + i`; the next to count is `jobs[head]`. */
  let jobs: Job[] = [];
  let base = 0;
  let head = 0;
  let cut = false;
  let lastProgress = -Infinity;
  const post = (w: number, m: ToWorker) => ports[w]?.postMessage(m);
  /** States each worker holds that wait in the queue or in a job: where new states go. */
  const load = ports.map(() => 0);
  const orders = ports.map((): JobOrder[] => []);
  const inFlight = ports.map(() => 0);
  const drops = ports.map((): number[] => []);
  const ships = new Map<string, { from: number; to: number; handles: number[]; as: number[] }>();
  const arriving = new Map<number, NonNullable<Queued['held']>>();
  let nextShipped = -1;
  let known: number[] = [];

  const start = ledger.start();
  const initialAt: Placed = { turn: play.turn(initial), over: search.over(initial) };
  const expandable = search.beyond(initialAt, 0) === null;
  if (expandable) load[0] = 1;
  queue.push(
    search.priorityOf(initialAt.turn, 0),
    expandable ? { ...initialAt, held: { worker: 0, handle: 0, ready: true } } : initialAt,
    start,
  );

  /** Takes out of the queue what one thread would take out next, while nothing counted before can precede it. */
  const takeOut = () => {
    while (queue.size > 0 && jobs.length - head < WINDOW) {
      const oldest = jobs[head];
      if (oldest && search.childFloor(oldest.priority) < queue.next) break;
      if (queue.head.held?.ready === false) break;
      queue.pop();
      const item = queue.item as Queued;
      const job: Job = {
        ...item,
        index: queue.index,
        depth: visited.depth(queue.index),
        priority: queue.priority,
      };
      if (item.held)
        orders[item.held.worker]?.push({
          seq: base + jobs.length,
          handle: item.held.handle,
          depth: job.depth,
        });
      jobs.push(job);
    }
    orders.forEach((list, w) => {
      while (
        list.length > 0 &&
        (inFlight[w] as number) < IN_FLIGHT &&
        (list.length >= BATCH || inFlight[w] === 0)
      ) {
        inFlight[w] = (inFlight[w] as number) + 1;
        post(w, { kind: 'expand', jobs: list.splice(0, BATCH) });
      }
    });
  };

  /** Where a new state will be expanded: where it was reached, unless that worker has much more waiting. */
  const place = (from: number, handle: number): NonNullable<Queued['held']> => {
    let to = from;
    for (const [w, n] of load.entries()) if (n < (load[to] as number)) to = w;
    if ((load[from] as number) <= (load[to] as number) + SLACK) to = from;
    load[to] = (load[to] as number) + 1;
    if (to === from) return { worker: from, handle, ready: true };
    const as = nextShipped--;
    const key = `${from}>${to}`;
    const ship = ships.get(key) ?? { from, to, handles: [], as: [] };
    ship.handles.push(handle);
    ship.as.push(as);
    ships.set(key, ship);
    const held = { worker: to, handle: as, ready: false };
    arriving.set(as, held);
    return held;
  };

  const countExpansion = (job: Job, r: Expansion) => {
    const { index, depth } = job;
    if (r.crash !== undefined) {
      counts.depthReached = Math.max(counts.depthReached, depth);
      ledger.report(index, null, { kind: 'crash', step: depth, message: r.crash });
      ledger.open(job.turn);
      return;
    }
    ledger.expanded(index, depth, r.degree);
    coverage.merge(r.coverage);
    const from = job.held?.worker ?? 0;
    for (const e of r.edges) {
      counts.edges++;
      counts.applied++;
      const kind = ledger.countAction(e.type);
      const { refused, crash } = e;
      if (refused || crash !== undefined) {
        ledger.open(job.turn);
        ledger.reportChoice(index, e.choice, (action) =>
          refused
            ? { kind: 'refused', step: depth, action, message: refused.message, key: refused.key }
            : { kind: 'crash', step: depth, action, message: crash as string },
        );
        continue;
      }
      const seen = visited.find(e.lo, e.hi);
      if (seen < 0 && !e.checked) throw new Error('explore across workers: a new state was not checked');
      // Met before: one thread checks only the invariants about the step again.
      const failures =
        seen >= 0 && e.checked
          ? (e.failures ?? []).filter((f) => !stateOnly.has(f.invariant))
          : (e.failures ?? []);
      if (failures.length > 0)
        ledger.reportChoice(index, e.choice, (action) => ({
          kind: 'invariant',
          step: depth,
          action,
          failures,
        }));
      if (seen >= 0) {
        if (e.handle >= 0) drops[from]?.push(e.handle);
        continue;
      }
      const at: Placed = { turn: e.turn, over: e.over };
      const added = ledger.add(e.lo, e.hi, index, e.choice, depth + 1, at, kind);
      known.push(e.lo, e.hi);
      const priority = search.priorityOf(e.turn, depth + 1);
      if (search.beyond(at, depth + 1) !== null) queue.push(priority, at, added);
      else if (e.handle < 0) throw new Error('explore across workers: a state to expand was not kept');
      else queue.push(priority, { ...at, held: place(from, e.handle) }, added);
    }
  };

  /** Counts the jobs whose turn has come, in order, as one thread would; then tells the workers. */
  const commit = () => {
    while (head < jobs.length) {
      if (ledger.spent()) {
        cut = true;
        break;
      }
      const job = jobs[head] as Job;
      if (job.held) {
        if (!job.result) break;
        load[job.held.worker] = (load[job.held.worker] as number) - 1;
        countExpansion(job, job.result);
        job.result = undefined;
      } else if (!ledger.leaf(job, job.depth))
        throw new Error('explore across workers: a leaf that is not one');
      head++;
      if (options.onProgress && ledger.elapsed() - lastProgress >= (options.progressEveryMs ?? 200)) {
        lastProgress = ledger.elapsed();
        options.onProgress(ledger.progress(job.depth, queue.size + jobs.length - head));
      }
    }
    if (head >= 4096) {
      jobs = jobs.slice(head);
      base += head;
      head = 0;
    }
    drops.forEach((handles, w) => {
      if (handles.length > 0) post(w, { kind: 'drop', handles: handles.splice(0) });
    });
    for (const s of ships.values()) post(s.from, { kind: 'ship', to: s.to, handles: s.handles, as: s.as });
    ships.clear();
    if (known.length > 0) {
      const digests = Int32Array.from(known);
      known = [];
      for (const w of ports.keys()) post(w, { kind: 'known', digests });
    }
  };

  await new Promise<void>((resolve, reject) => {
    const step = () => {
      try {
        // Leaves taken out need no worker: count them, and take out what they let through.
        for (let taken = -1; taken !== base + jobs.length && !cut; ) {
          taken = base + jobs.length;
          commit();
          if (!cut) takeOut();
        }
        if (cut || (queue.size === 0 && head === jobs.length)) resolve();
      } catch (e) {
        reject(e);
      }
    };
    ports.forEach((port, w) => {
      port.on('message', (m: FromWorker) => {
        if (m.kind === 'expanded') {
          inFlight[w] = (inFlight[w] as number) - 1;
          for (const r of m.results) {
            const job = jobs[r.seq - base];
            if (job) job.result = r;
          }
        } else {
          post(m.to, { kind: 'take', states: m.states });
          for (const s of m.states) {
            const held = arriving.get(s.as);
            arriving.delete(s.as);
            if (held) held.ready = true;
          }
        }
        step();
      });
    });
    step();
  });
  const remaining: Placed[] = [...jobs.slice(head), ...queue.remaining()];
  return { ...ledger.summary(cut, remaining), coverage };
}

/**
 * Explores across `pool.workers` worker threads (`exploreAcross`); the worker script calls
 * `serveExpansions` with the module and options `pool.game` stands for.
 */
export async function exploreAcrossWorkers<
  S,
  A extends GameAction,
  E extends LoggedEvent,
  Cfg,
  R extends ClauseMap,
  D,
>(
  module: GameModule<S, A, E, Cfg, R>,
  options: ExploreOptions<S, A, E, Cfg, R>,
  pool: WorkerPool<D>,
): Promise<ExploreSummary<S, A, E>> {
  const setup: WorkerSetup<D> = { game: pool.game };
  // This thread expands states too, between its counting: counting is light, and one more thread than
  // cores would only take turns with the workers.
  const here = pool.workers > 1 ? new MessageChannel() : null;
  if (here) serveExpansions(module, options, here.port2);
  const workers = Array.from(
    { length: Math.max(1, pool.workers - (here ? 1 : 0)) },
    () => new Worker(pool.script, { workerData: setup }),
  );
  // A worker that fails (the engine threw where a search cannot catch it) fails the search.
  const failed = new Promise<never>((_, reject) => {
    for (const w of workers) w.on('error', reject);
  });
  failed.catch(() => {});
  try {
    return await Promise.race([
      exploreAcross(module, options, here ? [here.port1, ...workers] : workers),
      failed,
    ]);
  } finally {
    here?.port1.close();
    here?.port2.close();
    await Promise.all(workers.map((w) => w.terminate()));
  }
}

/**
 * A worker of `exploreAcross`: holds the states it reached (or was sent), expands those it is asked
 * to, and answers with digests and what the invariants found. `port` defaults to the worker thread's
 * parent; the module and options must be the search's own.
 */
export function serveExpansions<S, A extends GameAction, E extends LoggedEvent, Cfg, R extends ClauseMap>(
  module: GameModule<S, A, E, Cfg, R>,
  options: ExploreOptions<S, A, E, Cfg, R>,
  port: MessagePort | null = parentPort,
): void {
  if (!port) throw new Error('serveExpansions: not in a worker thread, and no port given');
  const search = prepareSearch(module, options);
  const { engine, digest, initial } = search;
  const { play } = module;
  const coverage = new Coverage(module);
  coverage.drain();
  const shared = play.shared ?? [];
  /** The states this worker holds by handle: the start under 0. */
  const held = new Map<number, S>([[0, initial]]);
  let nextHandle = 1;
  /** States this worker reached or was told of: their state-only invariants ran somewhere already. */
  const known = new Visited();
  search.digestOf(initial);
  known.add(digest.lo, digest.hi, -1, -1, 0);
  const learn = (lo: number, hi: number) => {
    if (known.find(lo, hi) < 0) known.add(lo, hi, -1, -1, 0);
  };

  const expand = (order: JobOrder): Expansion => {
    const s = held.get(order.handle);
    if (s === undefined) throw new Error(`explore worker: no state under handle ${order.handle}`);
    held.delete(order.handle);
    let legal: readonly A[];
    try {
      legal = search.actionsOf(s);
    } catch (e) {
      return { seq: order.seq, crash: String(e), degree: 0, edges: [], coverage: coverage.drain() };
    }
    const edges: EdgeResult[] = [];
    for (let choice = 0; choice < legal.length; choice++) {
      const action = legal[choice] as A;
      const unknown = { lo: 0, hi: 0, turn: 0, over: false, handle: -1, checked: false };
      let next: S;
      try {
        const r = engine.apply(s, action);
        if (!r.ok) {
          edges.push({
            choice,
            type: action.type,
            refused: { message: r.violation.message, key: r.violation.key },
            ...unknown,
          });
          continue;
        }
        next = r.state;
        coverage.step(s, action, next, r.events);
      } catch (e) {
        edges.push({ choice, type: action.type, crash: String(e), ...unknown });
        continue;
      }
      search.digestOf(next);
      const { lo, hi } = digest;
      const over = search.over(next);
      const turn = play.turn(next);
      const checked = known.find(lo, hi) < 0;
      const failures = checkStep(
        engine.invariants,
        next,
        s,
        action,
        checked ? (over ? [] : engine.legal(next)) : 'already checked',
      );
      let handle = -1;
      if (checked) {
        known.add(lo, hi, -1, -1, 0);
        if (search.beyond({ turn, over }, order.depth + 1) === null) {
          handle = nextHandle++;
          held.set(handle, next);
        }
      }
      edges.push({
        choice,
        type: action.type,
        lo,
        hi,
        turn,
        over,
        handle,
        checked,
        ...(failures.length > 0 ? { failures } : {}),
      });
    }
    return { seq: order.seq, degree: legal.length, edges, coverage: coverage.drain() };
  };

  /** A state as JSON without its shared fields (the card library, the profile: every state holds the same). */
  const ship = (s: S): string => {
    const own: Record<string, unknown> = { ...(s as object) };
    for (const k of shared) delete own[k];
    return JSON.stringify(own);
  };
  const unship = (p: Shipped): S => {
    const s = JSON.parse(p.text) as Record<string, unknown>;
    for (const k of shared) s[k] = (initial as Record<string, unknown>)[k];
    // Frozen as the engine's states are (its caches and the digest trust only frozen objects).
    const state = deepFreeze(s, shared) as S;
    search.digestOf(state);
    if (digest.lo !== p.lo || digest.hi !== p.hi)
      throw new Error('explore worker: a state sent as JSON came back different (is it plain data?)');
    return state;
  };

  port.on('message', (m: ToWorker) => {
    switch (m.kind) {
      case 'expand':
        port.postMessage({ kind: 'expanded', results: m.jobs.map(expand) } satisfies FromWorker);
        return;
      case 'known':
        for (let i = 0; i < m.digests.length; i += 2)
          learn(m.digests[i] as number, m.digests[i + 1] as number);
        return;
      case 'drop':
        for (const h of m.handles) held.delete(h);
        return;
      case 'ship': {
        const states = m.handles.map((h, i): Shipped => {
          const s = held.get(h) as S;
          held.delete(h);
          search.digestOf(s);
          return { as: m.as[i] as number, text: ship(s), lo: digest.lo, hi: digest.hi };
        });
        port.postMessage({ kind: 'shipped', to: m.to, states } satisfies FromWorker);
        return;
      }
      case 'take':
        for (const p of m.states) held.set(p.as, unship(p));
        return;
    }
  });
}
