/**
 * Balance games across worker threads: a run's games are dealt to the workers as shares (game i to
 * share i mod n), and the shares joined in game order, so a run played across any number of workers
 * is the run played in one thread.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { RevisionProfile } from '@arbiter/megacorp';
import { type BalanceDecks, type BalanceGame, type BalanceRun, sortedRecord } from './balance.js';

/** A share of a run, as plain data (a worker cannot be handed the deck function). */
export interface BalanceJob {
  readonly profile: RevisionProfile;
  readonly decks: BalanceDecks;
  readonly players: number;
  readonly seed: number;
  readonly games: number;
  readonly maxActionsPerGame: number;
  readonly shard: { readonly index: number; readonly count: number };
  /** Plays only games from this index on. */
  readonly from?: number;
}

export type BalanceRunRequest = Omit<BalanceJob, 'shard'> & {
  /** Plays only this share of the run's games (0-based), itself split across the workers. */
  readonly shard?: { readonly index: number; readonly count: number };
};

export class BalancePool {
  private readonly workers: Worker[];
  private readonly idle: Worker[];
  private readonly queue: { job: BalanceJob; done: (r: BalanceRun) => void; fail: (e: unknown) => void }[] =
    [];

  /** `size` workers (default: the machine's cores). */
  constructor(size = availableParallelism()) {
    const url = new URL('./balance-worker.js', import.meta.url);
    this.workers = Array.from({ length: Math.max(1, size) }, () => new Worker(url));
    this.idle = [...this.workers];
  }

  get size(): number {
    return this.workers.length;
  }

  /** Plays a run (or a share of it) across the workers; the games are those of one thread. */
  async play(r: BalanceRunRequest): Promise<BalanceRun> {
    const outer = r.shard ?? { index: 0, count: 1 };
    const n = this.workers.length;
    // Share k of n of the outer share: games i with i mod (outer.count * n) = outer.index + k * outer.count.
    const parts = await Promise.all(
      Array.from({ length: n }, (_, k) =>
        this.run({ ...r, shard: { index: outer.index + k * outer.count, count: outer.count * n } }),
      ),
    );
    const games: BalanceGame[] = parts.flatMap((p) => p.games).sort((a, b) => a.index - b.index);
    const clauses = new Map<string, string>();
    for (const p of parts) for (const [k, v] of Object.entries(p.clauses)) clauses.set(k, v);
    return { games, clauses: sortedRecord(clauses) };
  }

  private run(job: BalanceJob): Promise<BalanceRun> {
    return new Promise((done, fail) => {
      this.queue.push({ job, done, fail });
      this.dispatch();
    });
  }

  private dispatch(): void {
    while (this.idle.length > 0 && this.queue.length > 0) {
      const w = this.idle.pop() as Worker;
      const { job, done, fail } = this.queue.shift() as (typeof this.queue)[number];
      const onMessage = (r: BalanceRun) => {
        w.off('error', onError);
        this.idle.push(w);
        done(r);
        this.dispatch();
      };
      const onError = (e: unknown) => {
        w.off('message', onMessage);
        fail(e);
      };
      w.once('message', onMessage);
      w.once('error', onError);
      w.postMessage(job);
    }
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}
