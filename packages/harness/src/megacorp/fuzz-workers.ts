/**
 * Megacorp's `fuzz` across worker threads (the generic `fuzzAcrossWorkers`): the same seed and budget
 * give the same summary as one thread, whatever the number of workers.
 */
import { availableParallelism } from 'node:os';
import { megacorpModule } from '@arbiter/megacorp';
import * as workers from '../fuzz-workers.js';
import { writeCounterexample } from './counterexample.js';
import { demoDecks, plainDecks } from './decks.js';
import type { DeckSource } from './engine.js';
import { mechanicsDecks } from './mechanics-decks.js';
import type { FuzzOptions, FuzzSummary } from './play.js';
import { referenceDecks } from './reference-decks.js';

export { writeCounterexample };

/** Decks by name: a worker cannot be handed a function. */
export type DeckName = 'demo' | 'plain' | 'reference' | 'mechanics';

export const DECKS: Readonly<Record<DeckName, DeckSource>> = {
  demo: demoDecks,
  plain: plainDecks,
  reference: referenceDecks,
  mechanics: mechanicsDecks,
};

/** What a worker needs to play a chunk as the run would: plain data only. */
export interface ChunkOptions {
  readonly revisions?: readonly string[];
  readonly seed?: number;
  readonly maxActionsPerGame?: number;
  readonly policy?: FuzzOptions['policy'];
  readonly gamesPerChunk?: number;
  readonly decks?: DeckName;
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
  const game: ChunkOptions = {
    ...(options.revisions ? { revisions: options.revisions } : {}),
    ...(options.seed !== undefined ? { seed: options.seed } : {}),
    ...(options.maxActionsPerGame !== undefined ? { maxActionsPerGame: options.maxActionsPerGame } : {}),
    ...(options.policy ? { policy: options.policy } : {}),
    ...(options.gamesPerChunk !== undefined ? { gamesPerChunk: options.gamesPerChunk } : {}),
    ...(options.decks ? { decks: options.decks } : {}),
  };
  const { workers: count, decks: _, ...rest } = options;
  return workers.fuzzAcrossWorkers(
    megacorpModule,
    { ...rest, ...chunkOptions(game), writeCounterexample },
    {
      script: new URL('./fuzz-worker.js', import.meta.url),
      game,
      workers: count ?? availableParallelism(),
    },
  );
}
