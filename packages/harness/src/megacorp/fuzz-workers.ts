/**
 * `fuzz` across worker threads with the one-thread run's result: workers play whole chunks of the
 * run ahead of it (`playChunk`), the run counts them in chunk order and plays here only the chunk
 * where its budget runs out (`fuzzWith`), so the same seed and budget give the same games, counts,
 * coverage and counterexamples whatever the number of workers. Shrinking stays on this thread.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { megacorpModule } from '@arbiter/megacorp';
import * as random from '../random-play.js';
import { writeCounterexample } from './counterexample.js';
import { demoDecks, plainDecks } from './decks.js';
import type { DeckSource } from './engine.js';
import type { FuzzOptions, FuzzSummary } from './play.js';
import { referenceDecks } from './reference-decks.js';

/** Decks by name: a worker cannot be handed a function. */
export type DeckName = 'demo' | 'plain' | 'reference';

export const DECKS: Readonly<Record<DeckName, DeckSource>> = {
  demo: demoDecks,
  plain: plainDecks,
  reference: referenceDecks,
};

/** What a worker needs to play a chunk as the run would: plain data only. */
export interface ChunkOptions {
  readonly revisions?: readonly string[];
  readonly seed?: number;
  readonly maxActionsPerGame?: number;
  readonly policy?: FuzzOptions['policy'];
  readonly gamesPerChunk?: number;
  readonly decks?: DeckName;
  /** Wall-clock time (`Date.now()`) after which a worker stops playing. */
  readonly deadline?: number;
}

export interface WorkersOptions
  extends Omit<
    FuzzOptions,
    'decks' | 'coverage' | 'writeCounterexample' | 'applyFn' | 'legalFn' | 'invariants'
  > {
  /** Worker threads (default: the machine's cores); 1 still plays in one worker. */
  readonly workers?: number;
  readonly decks?: DeckName;
}

/** The chunk options of a run, as `fuzz` reads them. */
export function chunkOptions(o: ChunkOptions): FuzzOptions {
  return {
    ...(o.revisions ? { revisions: o.revisions } : {}),
    ...(o.seed !== undefined ? { seed: o.seed } : {}),
    ...(o.maxActionsPerGame !== undefined ? { maxActionsPerGame: o.maxActionsPerGame } : {}),
    ...(o.policy ? { policy: o.policy } : {}),
    ...(o.gamesPerChunk !== undefined ? { gamesPerChunk: o.gamesPerChunk } : {}),
    ...(o.decks ? { decks: DECKS[o.decks] } : {}),
  };
}

/** Plays a Megacorp fuzz run across `workers` threads; the summary is `fuzz`'s with the same options. */
export async function fuzzAcrossWorkers(options: WorkersOptions = {}): Promise<FuzzSummary> {
  const count = Math.max(1, options.workers ?? availableParallelism());
  const shard = options.shard ?? { index: 0, count: 1 };
  const chunkOpts: ChunkOptions = {
    ...(options.revisions ? { revisions: options.revisions } : {}),
    ...(options.seed !== undefined ? { seed: options.seed } : {}),
    ...(options.maxActionsPerGame !== undefined ? { maxActionsPerGame: options.maxActionsPerGame } : {}),
    ...(options.policy ? { policy: options.policy } : {}),
    ...(options.gamesPerChunk !== undefined ? { gamesPerChunk: options.gamesPerChunk } : {}),
    ...(options.decks ? { decks: options.decks } : {}),
    ...(options.timeSeconds !== undefined ? { deadline: Date.now() + options.timeSeconds * 1000 } : {}),
  };
  const url = new URL('./fuzz-worker.js', import.meta.url);
  const workers = Array.from({ length: count }, () => new Worker(url, { workerData: chunkOpts }));
  const idle = [...workers];
  const queue: number[] = [];
  const results = new Map<number, Promise<random.ChunkPlay>>();
  const waiting = new Map<Worker, (c: random.ChunkPlay) => void>();
  // A worker that fails (the engine threw where a game cannot catch it) fails the run.
  const failed = new Promise<never>((_, reject) => {
    for (const w of workers) w.on('error', reject);
  });
  failed.catch(() => {});
  for (const w of workers) {
    w.on('message', (c: random.ChunkPlay) => {
      const done = waiting.get(w);
      waiting.delete(w);
      idle.push(w);
      done?.(c);
      dispatch();
    });
  }
  const resolvers = new Map<number, (c: random.ChunkPlay) => void>();
  function dispatch() {
    while (idle.length > 0 && queue.length > 0) {
      const w = idle.pop() as Worker;
      const chunk = queue.shift() as number;
      waiting.set(w, resolvers.get(chunk) as (c: random.ChunkPlay) => void);
      w.postMessage(chunk);
    }
  }
  // Chunks of this shard, in order; the workers stay this many chunks ahead of the run.
  let next = shard.index;
  const ahead = count;
  const request = (upTo: number) => {
    while (next <= upTo) {
      const chunk = next;
      results.set(chunk, new Promise((resolve) => resolvers.set(chunk, resolve)));
      queue.push(chunk);
      next += shard.count;
    }
    dispatch();
  };
  const { workers: _, decks: __, ...rest } = options;
  try {
    return await random.fuzzWith(
      megacorpModule,
      { ...rest, ...chunkOptions(chunkOpts), writeCounterexample },
      async (chunk) => {
        request(chunk + ahead * shard.count);
        const played = await Promise.race([results.get(chunk) as Promise<random.ChunkPlay>, failed]);
        results.delete(chunk);
        return played;
      },
    );
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
}
