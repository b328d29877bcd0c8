// Scenario throughput over the corpus: files parsed per second (parse only) and files run per
// second (parse, bind and run every scenario under each of its revisions), medians over repeated
// passes, and the share of a full run that parsing takes, measured in the same process. Files are
// read and decoded once before timing, so disk speed is not measured. No number here is a test gate.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, posix, relative, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { decodeScenarioBytes, parse, runScenarioText } from '@arbiter/scenario';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const CORPUS = resolve(ROOT, process.env.BENCH_CORPUS ?? 'scenarios');
const REPEAT = Number(process.env.BENCH_REPEAT ?? 5);

function walk(dir, out = []) {
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p, out);
    else if (name.endsWith('.scenario') || name.endsWith('.cards')) out.push(p);
  }
  return out;
}

const toUri = (p) => relative(ROOT, p).split('\\').join('/');
const sources = new Map(walk(CORPUS).map((p) => [toUri(p), decodeScenarioBytes(readFileSync(p)).text]));
const files = [...sources.keys()].filter((u) => u.endsWith('.scenario'));
if (files.length === 0) throw new Error(`no .scenario files in ${CORPUS}`);
const bytes = files.reduce((n, u) => n + Buffer.byteLength(sources.get(u)), 0);

/** `use`d libraries come from memory too. */
const loader = {
  read: (uri) => sources.get(uri),
  resolve: (from, rel) => posix.normalize(posix.join(posix.dirname(from), rel)),
};

function parseAll() {
  const t0 = performance.now();
  let lines = 0;
  for (const uri of files) lines += parse(sources.get(uri), uri).file.range.end.line + 1;
  return { s: (performance.now() - t0) / 1000, lines };
}

function runAll() {
  const t0 = performance.now();
  const status = { passed: 0, failed: 0, error: 0, skipped: 0 };
  for (const uri of files) {
    for (const r of runScenarioText(sources.get(uri), uri, { loader }).scenarios) status[r.status]++;
  }
  return { s: (performance.now() - t0) / 1000, status };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
parseAll(); // warm-up
runAll();
const parses = [];
const runs = [];
for (let i = 0; i < REPEAT; i++) {
  parses.push(parseAll());
  runs.push(runAll());
}
const parseS = median(parses.map((x) => x.s));
const runS = median(runs.map((x) => x.s));
const { status } = runs[0];
const scenarioRuns = Object.values(status).reduce((a, b) => a + b, 0);
const fmt = (n) => n.toFixed(n < 10 ? 2 : 0);

console.log(
  `scenario corpus ${relative(ROOT, CORPUS) || '.'}: ${files.length} files, ${parses[0].lines} lines, ` +
    `${(bytes / 1024).toFixed(0)} KiB, ${scenarioRuns} scenario runs ` +
    `(${status.passed} passed, ${status.failed} failed, ${status.error} errors); ${REPEAT} passes (median)`,
);
console.log('| mode | files/s | scenario runs/s | KiB/s | ms per pass |');
console.log('|---|---|---|---|---|');
console.log(
  `| parse only | ${fmt(files.length / parseS)} | - | ${fmt(bytes / 1024 / parseS)} | ${fmt(parseS * 1000)} |`,
);
console.log(
  `| parse + run | ${fmt(files.length / runS)} | ${fmt(scenarioRuns / runS)} | ${fmt(bytes / 1024 / runS)} | ${fmt(runS * 1000)} |`,
);
console.log(
  `parsing is ${((parseS / runS) * 100).toFixed(1)}% of a full run (parse-only is ${fmt(runS / parseS)}x faster)`,
);
