// Memory per scenario of the command line: `run`, `check` and `fmt --check` on one generated file of
// many copies of a small scenario, each command in a fresh process (the built `arbiter`), its peak
// resident set read when it exits (bench/peak-rss.mjs). The slope between two sizes is what one more
// scenario costs; a file taken whole cost about 57 KB a scenario before huge files were streamed
// (issue 14). With BENCH_LARGE=1, a file of 170,000 scenarios too (the count of the issue's 50 MB file;
// 79 MB with this scenario), under a 512 MB heap limit
// (`--max-old-space-size=512`): it completes or this script fails.
//
//   node bench/memory.mjs              two sizes (4,000 and 16,000 scenarios, both above
//                                      the 1 MiB from which files are streamed), three commands
//   BENCH_LARGE=1 node bench/memory.mjs   ...and the 170,000-scenario file (minutes of CPU)
//
// Environment: BENCH_MEMORY_SIZES (comma-separated scenario counts, default 4000,16000).
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tempProject } from '@arbiter/scenario/testing/temp-project';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(HERE, '..');
const CLI = join(ROOT, 'apps/cli/dist/main.js');
const SIZES = (process.env.BENCH_MEMORY_SIZES ?? '4000,16000').split(',').map(Number);
const LARGE = process.env.BENCH_LARGE === '1';
/** As many scenarios as the issue's 50 MB file held. */
const LARGE_SCENARIOS = 170_000;
const HEAP_LIMIT_MB = 512;

const COMMANDS = [['run', '--no-board'], ['check'], ['fmt', '--check']];

/** A small scenario of the corpus's kind (a sale under V1.7: one refusal, two facts), titled apart. */
const scenario = (i) => `scenario "Selling a pile sells only its top card ${i}"
  revisions v1.7
  covers 5.5.3, 5.5.6.3
given
  turn 5, Ana active, phase divest
  Ana money 10
  Ana network
    0,0  business "Ana Corp"
    1,0  founder "Raamaa"
    0,1  "Hierarch" over "Lineage"
  Nick network
    0,0  business "Nick Corp"
    1,0  founder "Illithis"
when
  Ana sells "Ana Corp"  -> rejected 5.5.4
  Ana sells "Hierarch"
then
  Ana money 14
  Ana open market top "Lineage", "Hierarch"

`;

/** A project folder (so `use` resolves inside it) holding one file of `n` scenarios. */
function project(n) {
  const parts = ['use "cards/basic.cards"\n\n'];
  for (let i = 0; i < n; i++) parts.push(scenario(i));
  const p = tempProject(
    {
      'package.json': '{}',
      'cards/basic.cards': readFileSync(join(ROOT, 'scenarios/cards/basic.cards')),
      'many.scenario': parts.join(''),
    },
    'arbiter-bench-memory-',
  );
  return {
    dir: p.root,
    file: join(p.root, 'many.scenario'),
    bytes: parts.reduce((s, q) => s + Buffer.byteLength(q), 0),
    dispose: p.dispose,
  };
}

/** One command in a fresh process: exit code, peak RSS and wall time. */
function measure(args, file, cwd, nodeArgs = []) {
  const rssFile = join(cwd, 'rss.json');
  rmSync(rssFile, { force: true });
  const t0 = performance.now();
  const r = spawnSync(
    process.execPath,
    [...nodeArgs, '--import', join(HERE, 'peak-rss.mjs'), CLI, ...args, file],
    { cwd, env: { ...process.env, BENCH_RSS_FILE: rssFile }, encoding: 'utf8', maxBuffer: 1 << 30 },
  );
  const seconds = (performance.now() - t0) / 1000;
  let peak;
  try {
    peak = JSON.parse(readFileSync(rssFile, 'utf8'));
  } catch {
    peak = undefined;
  }
  return {
    status: r.status,
    signal: r.signal,
    seconds,
    maxRSSKiB: peak?.maxRSSKiB,
    tail: r.stderr.slice(-600),
  };
}

const mib = (kib) => (kib / 1024).toFixed(0);
const log = (m) => process.stderr.write(`${m}\n`);
let failed = false;

// Rows are printed as they are measured: the large file takes many minutes.
console.log('| area | measure | value |');
console.log('|---|---|---|');
const row = (text) => console.log(text);
const bySize = new Map();
for (const n of SIZES) {
  const p = project(n);
  log(`memory: ${n} scenarios (${(p.bytes / 1e6).toFixed(1)} MB)…`);
  const results = COMMANDS.map((c) => ({ command: c.join(' '), ...measure(c, p.file, p.dir) }));
  bySize.set(n, results);
  p.dispose();
}
const [small, big] = [Math.min(...SIZES), Math.max(...SIZES)];
for (const [i, c] of COMMANDS.entries()) {
  const a = bySize.get(small)[i];
  const b = bySize.get(big)[i];
  // Exit 1 is a command's verdict (`fmt --check`: the generated file is not in canonical form); 2 or
  // 3, a signal or no figure is a failed measurement.
  const ok = (r) => (r.status === 0 || r.status === 1) && r.maxRSSKiB !== undefined;
  if (!ok(a) || !ok(b)) {
    failed = true;
    log(
      `memory: ${c.join(' ')} failed: ${a.status ?? a.signal} / ${b.status ?? b.signal}\n${a.tail}${b.tail}`,
    );
    continue;
  }
  const perScenarioKB = ((b.maxRSSKiB - a.maxRSSKiB) * 1.024) / (big - small);
  row(
    `| memory | \`${c.join(' ')}\`, peak RSS per scenario (${small.toLocaleString('en-US')} → ${big.toLocaleString('en-US')} scenarios in one file) | ${perScenarioKB.toFixed(1)} KB a scenario (${mib(a.maxRSSKiB)} → ${mib(b.maxRSSKiB)} MiB; ${a.seconds.toFixed(1)} → ${b.seconds.toFixed(1)} s) |`,
  );
}

if (LARGE) {
  const p = project(LARGE_SCENARIOS);
  log(
    `memory: ${LARGE_SCENARIOS} scenarios (${(p.bytes / 1e6).toFixed(1)} MB), heap limit ${HEAP_LIMIT_MB} MB…`,
  );
  for (const c of COMMANDS) {
    const r = measure(c, p.file, p.dir, [`--max-old-space-size=${HEAP_LIMIT_MB}`]);
    const ok = (r.status === 0 || r.status === 1) && r.maxRSSKiB !== undefined;
    if (!ok) {
      failed = true;
      log(`memory: ${c.join(' ')} on the large file failed: ${r.status ?? r.signal}\n${r.tail}`);
    }
    row(
      `| memory | \`${c.join(' ')}\` on a ${(p.bytes / 1e6).toFixed(0)} MB file of ${LARGE_SCENARIOS.toLocaleString('en-US')} scenarios, heap limit ${HEAP_LIMIT_MB} MB | ${ok ? `completes: peak RSS ${mib(r.maxRSSKiB)} MiB, ${r.seconds.toFixed(0)} s (exit ${r.status})` : `failed (${r.status ?? r.signal})`} |`,
    );
  }
  p.dispose();
}

process.exit(failed ? 1 : 0);
