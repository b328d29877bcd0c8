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
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const times = [];
const cpu = [];
for (let i = 0; i < EDITS; i++) {
  const edited = text.replace(/(\n {2}Ana money )(\d+)/, (_, head, n) => `${head}${Number(n) + (i % 2)}`);
  const t0 = performance.now();
  const c0 = cpuMs();
  index.change(URI, edited, i + 2);
  getDiagnostics(index.parsed(URI), index, evaluate(index, URI));
  times.push(performance.now() - t0);
  cpu.push(cpuMs() - c0);
}
const q = (xs, f) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(f * xs.length))].toFixed(1);
console.log(
  `${STEPS} steps, ${EDITS} edits of the given: wall p50 ${q(times, 0.5)} ms, p95 ${q(times, 0.95)} ms; CPU p50 ${q(cpu, 0.5)} ms, p95 ${q(cpu, 0.95)} ms`,
);
if (process.env.BENCH_TRACE) console.log(times.map((t) => t.toFixed(0)).join(' '));
