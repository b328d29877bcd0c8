import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { tempProject } from '@arbiter/scenario/testing/temp-project';
import { afterAll, describe, expect, it } from 'vitest';
import { runWatched } from '../src/testing/fuzz-watchdog.js';

/** A stand-in for the fuzz worker: answers every seed at once, except one it never answers and one it dies on. */
const WORKER = `
import { parentPort, workerData } from 'node:worker_threads';
const { from, to, hangAt, dieAt } = workerData;
for (let seed = from; seed < to; seed++) {
  parentPort.postMessage({ kind: 'start', seed });
  if (seed === hangAt) for (;;) {}
  if (seed === dieAt) throw new Error('died on seed ' + seed);
  parentPort.postMessage({ kind: 'done', seed, ms: 1, problems: [] });
}
`;

const project = tempProject({ 'worker.mjs': WORKER }, 'arbiter-watchdog-');
const worker = pathToFileURL(join(project.root, 'worker.mjs'));
afterAll(() => project.dispose());

describe('the long CLI fuzz`s watchdog', () => {
  it('reports an input that never answers as a hang and goes on with the next one', async () => {
    const run = await runWatched(worker, { hangAt: 4, dieAt: -1 }, { from: 1, to: 9 }, 5_000);
    expect(run.hangs).toEqual([4]);
    expect(run.answered).toBe(7);
    expect(run.problems).toEqual([]);
  });

  // Generous limits: a loaded machine may take seconds to start a worker, which must not read as a hang.
  it('reports a worker that dies on an input as a problem of that seed and goes on', async () => {
    const run = await runWatched(worker, { hangAt: -1, dieAt: 2 }, { from: 1, to: 6 }, 30_000);
    expect(run.problems.map((p) => [p.seed, p.command])).toEqual([[2, 'worker']]);
    expect(run.problems[0]?.output).toContain('died on seed 2');
    expect(run.hangs).toEqual([]);
    expect(run.answered).toBe(4);
  });
});
