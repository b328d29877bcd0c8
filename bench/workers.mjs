// Scale across cores (issue 16): `arbiter fuzz` and `arbiter explore` with one thread against
// `--workers N` (default 2), alternated, wall clock of the whole command (worker start-up included),
// with the load average before and after (a second thread gains nothing while other work takes every
// core). Each pair must print the same summary (timings aside): that is the target; the speed-up is
// reported. Prints `| workers | measure | value | same |` rows for bench/suite.mjs. Build first.
//   BENCH_FUZZ_ACTIONS=200000 BENCH_EXPLORE_STATES=100000 BENCH_REPEAT=3 BENCH_WORKERS=2 node bench/workers.mjs
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const MAIN = resolve(dirname(fileURLToPath(import.meta.url)), '../apps/cli/dist/main.js');
// Large enough that each worker's start and JIT warm-up (about 3 s of CPU on this machine) is a small part.
const ACTIONS = process.env.BENCH_FUZZ_ACTIONS ?? '200000';
// Exploration cut by a state budget: the workers count it as one thread does, cut included.
const STATES = process.env.BENCH_EXPLORE_STATES ?? '100000';
const REPEAT = Number(process.env.BENCH_REPEAT ?? 3);
const WORKERS = process.env.BENCH_WORKERS ?? '2';
const out = mkdtempSync(join(tmpdir(), 'bench-workers-'));

/** One command's wall time and summary (without its timings). */
function run(args, workers) {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, [MAIN, ...args, '--quiet', '--out', out, '--workers', workers], {
    encoding: 'utf8',
  });
  const ms = performance.now() - t0;
  if (r.status !== 0)
    throw new Error(`${args.join(' ')} --workers ${workers}: exit ${r.status}\n${r.stdout}${r.stderr}`);
  return { ms, summary: r.stdout.replace(/ in [\d.]+ s \(.*\)$/m, '') };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const load = () => loadavg()[0].toFixed(1);
const jobs = [
  {
    what: `fuzz --actions ${ACTIONS} --seed 1 (Megacorp, every revision)`,
    args: ['fuzz', '--actions', ACTIONS, '--seed', '1'],
  },
  {
    what: `explore --max-depth 20 --max-states ${STATES} (small game)`,
    args: ['explore', '--max-depth', '20', '--max-states', STATES],
  },
];
const before = load();
const rows = [];
for (const job of jobs) {
  const one = [];
  const many = [];
  let same = true;
  for (let i = 0; i < REPEAT; i++) {
    // Alternate which goes first.
    const pair =
      i % 2 === 0
        ? [run(job.args, '1'), run(job.args, WORKERS)]
        : [run(job.args, WORKERS), run(job.args, '1')].reverse();
    one.push(pair[0].ms);
    many.push(pair[1].ms);
    same &&= pair[0].summary === pair[1].summary;
  }
  const speedUp = median(one.map((t, i) => t / many[i]));
  rows.push(
    `| workers | ${job.what}: one thread → ${WORKERS} workers (wall clock, median of ${REPEAT} pairs) | ${(median(one) / 1000).toFixed(1)} s → ${(median(many) / 1000).toFixed(1)} s, ${speedUp.toFixed(2)}× | ${same ? 'same summary' : 'SUMMARIES DIFFER'} |`,
  );
}
console.log(`load average (1 min) before ${before}, after ${load()}`);
for (const r of rows) console.log(r);
