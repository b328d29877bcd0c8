import { Worker } from 'node:worker_threads';
import type { FuzzProblem } from './cli-fuzz.js';

/** What a fuzz worker tells the watchdog: an input started, an input answered. */
export type FuzzReport =
  | { readonly kind: 'start'; readonly seed: number }
  | { readonly kind: 'done'; readonly seed: number; readonly ms: number; readonly problems: FuzzProblem[] };

export interface WatchedRun {
  /** Inputs whose commands all answered. */
  readonly answered: number;
  readonly problems: readonly FuzzProblem[];
  /** Seeds whose input was not answered within the timeout. */
  readonly hangs: readonly number[];
  readonly slowest: { readonly seed: number; readonly ms: number };
}

/**
 * Runs seeds `from` to `to` (exclusive) in a worker thread (`worker`, given `{ ...data, from, to }`
 * as its workerData, reporting each input's start and end) and watches it: an input not answered
 * within `timeoutMs` is a hang; that worker is ended and a new one goes on with the next seed. A
 * worker that dies on an input is a problem of that seed, and the run goes on too.
 */
export async function runWatched(
  worker: URL,
  data: Record<string, unknown>,
  range: { readonly from: number; readonly to: number },
  timeoutMs: number,
  onAnswered: (run: WatchedRun) => void = () => {},
): Promise<WatchedRun> {
  const problems: FuzzProblem[] = [];
  const hangs: number[] = [];
  let answered = 0;
  let slowest = { seed: range.from, ms: 0 };
  const run = (): WatchedRun => ({ answered, problems, hangs, slowest });
  let next = range.from;
  while (next < range.to) {
    next = await new Promise<number>((resume) => {
      const w = new Worker(worker, { workerData: { ...data, from: next, to: range.to } });
      let current = next;
      let stopped = false;
      let died: Error | undefined;
      let timer: ReturnType<typeof setTimeout> | undefined;
      w.on('message', (r: FuzzReport) => {
        if (timer) clearTimeout(timer);
        if (r.kind === 'start') {
          current = r.seed;
          timer = setTimeout(() => {
            hangs.push(r.seed);
            stopped = true;
            void w.terminate();
          }, timeoutMs);
          return;
        }
        answered++;
        problems.push(...r.problems);
        if (r.ms > slowest.ms) slowest = { seed: r.seed, ms: r.ms };
        onAnswered(run());
      });
      w.on('error', (e) => {
        stopped = true;
        died = e;
      });
      // A worker ends when its range is done, or when it was stopped on an input: go on after it.
      w.on('exit', () => {
        if (timer) clearTimeout(timer);
        // Named here, not on 'error': the error comes on Node's internal port, the worker's last
        // messages (the start of the input it died on) on its public one, and only 'exit' follows both.
        if (died)
          problems.push({
            seed: current,
            source: '?',
            command: 'worker',
            code: -1,
            ms: 0,
            output: died.stack ?? String(died),
          });
        resume(stopped ? current + 1 : range.to);
      });
    });
  }
  return run();
}
