// A CPU profile of live diagnostics after an edit of the `given` at 300 steps (the language server's
// slowest edit): `node --cpu-prof --cpu-prof-dir=DIR bench/lsp-profile.mjs`, then
// `node bench/profile-summary.mjs DIR/*.cpuprofile`. Build first.
import { performance } from 'node:perf_hooks';
import { evaluate, generateScenario, getDiagnostics, WorkspaceIndex } from '@arbiter/language-server';

const STEPS = Number(process.env.BENCH_STEPS ?? 300);
const EDITS = Number(process.env.BENCH_EDITS ?? 60);
const URI = 'inmemory://bench/generated.scenario';
const text = generateScenario(STEPS);
const index = new WorkspaceIndex();
index.open(URI, text, 1);
evaluate(index, URI);
const times = [];
for (let i = 0; i < EDITS; i++) {
  const edited = text.replace(/(\n {2}Ana money )(\d+)/, (_, head, n) => `${head}${Number(n) + (i % 2)}`);
  const t0 = performance.now();
  index.change(URI, edited, i + 2);
  getDiagnostics(index.parsed(URI), index, evaluate(index, URI));
  times.push(performance.now() - t0);
}
times.sort((a, b) => a - b);
console.log(
  `${STEPS} steps, ${EDITS} edits of the given: p50 ${times[Math.floor(EDITS / 2)].toFixed(1)} ms, p95 ${times[Math.floor(EDITS * 0.95)].toFixed(1)} ms`,
);
