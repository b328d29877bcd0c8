/**
 * `fuzz` across worker threads with the one-thread run's result, for any game module: workers play
 * whole chunks of the run ahead of it (`playChunk`), the run counts them in chunk order and plays on
 * its own thread only the chunk where its budget runs out (`fuzzWith`), so the same seed and budget
 * give the same games, counts, coverage and counterexamples whatever the number of workers. Shrinking
 * stays on the calling thread.
 *
 * A worker cannot be handed the module or the run's functions (decks, counterexample writer), so each
 * game names a worker script of its own that rebuilds them from plain data and calls `serveChunks`.
 */
import { parentPort, Worker, workerData } from 'node:worker_threads';
import type { ClauseMap, GameAction, GameModule, LoggedEvent } from '@arbiter/core';
import { type ChunkPlay, type FuzzOptions, type FuzzSummary, fuzzWith, playChunk } from './random-play.js';

/** What every worker script of a run receives: the game's own plain data, and the time budget's end. */
export interface WorkerSetup<D> {
  /** What the game's worker script rebuilds its module and options from (plain data only). */
  readonly game: D;
  /** Wall-clock time (`Date.now()`) after which a worker stops playing. */
  readonly deadline?: number;
}

export interface WorkerPool<D> {
  /** The worker script: it calls `serveChunks` with the module and options `game` stands for. */
  readonly script: URL;
  readonly game: D;
  /** Worker threads, at least 1. */
  readonly workers: number;
}

/**
 * Plays a fuzz run across `pool.workers` threads; the summary is `fuzz`'s with the same options (the
 * worker script must rebuild the same module and chunk options from `pool.game`).
 */
export async function fuzzAcrossWorkers<
  S,
  A extends GameAction,
  E extends LoggedEvent,
  Cfg,
  R extends ClauseMap,
  D,
>(
  module: GameModule<S, A, E, Cfg, R>,
  options: FuzzOptions<S, A, E, Cfg, R>,
  pool: WorkerPool<D>,
): Promise<FuzzSummary<S, A, E>> {
  const count = Math.max(1, pool.workers);
  const shard = options.shard ?? { index: 0, count: 1 };
  const setup: WorkerSetup<D> = {
    game: pool.game,
    ...(options.timeSeconds !== undefined ? { deadline: Date.now() + options.timeSeconds * 1000 } : {}),
  };
  const workers = Array.from({ length: count }, () => new Worker(pool.script, { workerData: setup }));
  const idle = [...workers];
  const queue: number[] = [];
  const results = new Map<number, Promise<ChunkPlay>>();
  const resolvers = new Map<number, (c: ChunkPlay) => void>();
  const waiting = new Map<Worker, (c: ChunkPlay) => void>();
  // A worker that fails (the engine threw where a game cannot catch it) fails the run.
  const failed = new Promise<never>((_, reject) => {
    for (const w of workers) w.on('error', reject);
  });
  failed.catch(() => {});
  const dispatch = () => {
    while (idle.length > 0 && queue.length > 0) {
      const w = idle.pop() as Worker;
      const chunk = queue.shift() as number;
      waiting.set(w, resolvers.get(chunk) as (c: ChunkPlay) => void);
      w.postMessage(chunk);
    }
  };
  for (const w of workers) {
    w.on('message', (c: ChunkPlay) => {
      const done = waiting.get(w);
      waiting.delete(w);
      idle.push(w);
      done?.(c);
      dispatch();
    });
  }
  // Chunks of this shard, in order; the workers stay this many chunks ahead of the run.
  let next = shard.index;
  const request = (upTo: number) => {
    for (; next <= upTo; next += shard.count) {
      const chunk = next;
      results.set(chunk, new Promise((resolve) => resolvers.set(chunk, resolve)));
      queue.push(chunk);
    }
    dispatch();
  };
  try {
    return await fuzzWith(module, options, async (chunk) => {
      request(chunk + count * shard.count);
      const played = await Promise.race([results.get(chunk) as Promise<ChunkPlay>, failed]);
      results.delete(chunk);
      resolvers.delete(chunk);
      return played;
    });
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
}

/** The game's data a worker script was started with (`WorkerPool.game`). */
export function workerGame<D>(): D {
  return (workerData as WorkerSetup<D>).game;
}

/**
 * The body of a worker script: plays each chunk it is sent whole, with the module and options the
 * run has, and posts what it played.
 */
export function serveChunks<S, A extends GameAction, E extends LoggedEvent, Cfg, R extends ClauseMap>(
  module: GameModule<S, A, E, Cfg, R>,
  options: FuzzOptions<S, A, E, Cfg, R>,
): void {
  const { deadline } = workerData as WorkerSetup<unknown>;
  const timeUp = () => deadline !== undefined && Date.now() >= deadline;
  parentPort?.on('message', (chunk: number) => {
    parentPort?.postMessage(playChunk(module, options, chunk, timeUp));
  });
}
