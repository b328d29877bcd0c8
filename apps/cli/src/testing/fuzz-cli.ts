#!/usr/bin/env node
/**
 * The long CLI fuzz (issue 14): `check`, `fmt --check` and `run` on mutated corpus files and random
 * bytes, for the weekly schedule (docs/ci.md).
 *
 *   node apps/cli/dist/testing/fuzz-cli.js --inputs 100000 [--seed 1] [--timeout-ms 30000] [--corpus scenarios]
 *
 * Inputs run in a worker thread, in-process through `runCli` as in apps/cli/test/fuzz.test.ts; the
 * main thread is a watchdog: an input whose commands have not all answered within the timeout is a
 * hang, the worker is ended and a new one goes on with the next input. Exit 0 when every input was
 * answered with no crash and no hang, 1 otherwise (each problem with the seed that reproduces it), 2
 * for a bad option.
 */
import { resolve } from 'node:path';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import {
  corpusFiles,
  describeProblem,
  FUZZ_COMMANDS,
  feedInput,
  fuzzInput,
  fuzzProject,
} from './cli-fuzz.js';
import { type FuzzReport, runWatched, type WatchedRun } from './fuzz-watchdog.js';

interface Job {
  readonly corpus: string;
  readonly root: string;
  /** Seeds `from` (inclusive) to `to` (exclusive). */
  readonly from: number;
  readonly to: number;
}

async function work(job: Job): Promise<void> {
  const files = corpusFiles(job.corpus);
  for (let seed = job.from; seed < job.to; seed++) {
    parentPort?.postMessage({ kind: 'start', seed } satisfies FuzzReport);
    const t0 = performance.now();
    const problems = await feedInput(job.root, fuzzInput(seed, job.corpus, files));
    parentPort?.postMessage({
      kind: 'done',
      seed,
      ms: performance.now() - t0,
      problems,
    } satisfies FuzzReport);
  }
}

interface Options {
  readonly inputs: number;
  readonly seed: number;
  readonly timeoutMs: number;
  readonly corpus: string;
}

function options(argv: readonly string[]): Options | string {
  const values: Record<string, string> = {};
  for (let i = 0; i < argv.length; i += 2) {
    const name = argv[i] as string;
    if (!['--inputs', '--seed', '--timeout-ms', '--corpus'].includes(name) || argv[i + 1] === undefined)
      return `unknown option or missing value: ${name} (options: --inputs N, --seed S, --timeout-ms MS, --corpus DIR)`;
    values[name] = argv[i + 1] as string;
  }
  const count = (name: string, fallback: number, min: number): number | string => {
    const raw = values[name];
    if (raw === undefined) return fallback;
    const n = Number(raw);
    return Number.isSafeInteger(n) && n >= min ? n : `${name} takes a whole number ≥ ${min}, not ${raw}`;
  };
  const inputs = count('--inputs', 1000, 1);
  const seed = count('--seed', 1, 0);
  const timeoutMs = count('--timeout-ms', 30_000, 100);
  if (typeof inputs === 'string') return inputs;
  if (typeof seed === 'string') return seed;
  if (typeof timeoutMs === 'string') return timeoutMs;
  return { inputs, seed, timeoutMs, corpus: resolve(values['--corpus'] ?? 'scenarios') };
}

async function main(): Promise<number> {
  const o = options(process.argv.slice(2));
  if (typeof o === 'string') {
    process.stderr.write(`fuzz-cli: ${o}\n`);
    return 2;
  }
  const project = fuzzProject(o.corpus);
  const end = o.seed + o.inputs;
  const t0 = performance.now();
  const progress = Math.max(1, Math.round(o.inputs / 20));
  let run: WatchedRun;
  try {
    run = await runWatched(
      new URL(import.meta.url),
      { corpus: o.corpus, root: project.root },
      { from: o.seed, to: end },
      o.timeoutMs,
      (r) => {
        if (r.answered % progress === 0)
          process.stderr.write(
            `fuzz-cli: ${r.answered}/${o.inputs} inputs, ${r.problems.length} problem(s), ${r.hangs.length} hang(s)\n`,
          );
      },
    );
  } finally {
    project.dispose();
  }
  const { answered, problems, hangs, slowest } = run;
  const seconds = (performance.now() - t0) / 1000;
  for (const p of problems) process.stdout.write(`${describeProblem(p)}\n\n`);
  for (const seed of hangs)
    process.stdout.write(`seed ${seed}: no answer within ${o.timeoutMs} ms (a hang)\n`);
  process.stdout.write(
    `fuzz-cli: ${o.inputs} inputs (seeds ${o.seed}–${end - 1}), ${answered} answered by all of ${FUZZ_COMMANDS.map((c) => c.join(' ')).join(', ')}; ` +
      `${problems.length} crash(es), ${hangs.length} hang(s); ${seconds.toFixed(0)} s, ${((1000 * seconds) / o.inputs).toFixed(1)} ms an input, slowest seed ${slowest.seed} (${Math.round(slowest.ms)} ms)\n`,
  );
  return problems.length === 0 && hangs.length === 0 && answered === o.inputs ? 0 : 1;
}

if (isMainThread) main().then((code) => process.exit(code));
else await work(workerData as Job);
