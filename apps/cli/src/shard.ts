import { UsageError } from './files.js';

/** One part of a split run: `index` of `count`, both 1-based as written on the command line. */
export interface Shard {
  readonly index: number;
  readonly count: number;
}

/** Reads `i/n` (1 ≤ i ≤ n); anything else is a usage error that says what to write. */
export function parseShard(text: string): Shard {
  const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  if (!m) throw new UsageError(`--shard expects i/n, e.g. --shard 2/4 (got "${text}")`);
  const index = Number(m[1]);
  const count = Number(m[2]);
  if (count < 1) throw new UsageError(`--shard ${text}: the number of shards must be at least 1`);
  if (index < 1 || index > count) {
    throw new UsageError(
      `--shard ${text}: the shard index must be between 1 and ${count} (shards are numbered from 1)`,
    );
  }
  if (!Number.isSafeInteger(count)) throw new UsageError(`--shard ${text}: too many shards`);
  return { index, count };
}

/**
 * The files of one shard: the sorted list dealt round-robin, so shard i gets the files at
 * positions i-1, i-1+n, i-1+2n, ... Every file lands in exactly one shard, and neighbouring files
 * (one chapter, usually of similar cost) are spread over the shards.
 */
export function shardFiles<T>(sorted: readonly T[], shard: Shard | undefined): T[] {
  if (!shard) return [...sorted];
  return sorted.filter((_, i) => i % shard.count === shard.index - 1);
}
