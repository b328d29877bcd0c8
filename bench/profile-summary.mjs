// Summarises a V8 CPU profile (`node --cpu-prof`): the top functions by self time, and the share of
// time under given functions (inclusive, counted once per sample however deep the recursion).
//   node bench/profile-summary.mjs <file.cpuprofile> [top=25] [function names to total, comma-separated]
import { readFileSync } from 'node:fs';

const [file, topArg, namesArg] = process.argv.slice(2);
const prof = JSON.parse(readFileSync(file, 'utf8'));
const top = Number(topArg ?? 25);
const byId = new Map(prof.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of prof.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const hits = new Map();
for (const id of prof.samples) hits.set(id, (hits.get(id) ?? 0) + 1);
const total = prof.samples.length;
const where = (n) => {
  const f = n.callFrame;
  const url = f.url.replace(/^.*\/(packages|node_modules)\//, '$1/');
  return `${f.functionName || '(anonymous)'} ${url}:${f.lineNumber + 1}`;
};
const self = new Map();
for (const [id, k] of hits) {
  const key = where(byId.get(id));
  self.set(key, (self.get(key) ?? 0) + k);
}
const pct = (k) => `${((100 * k) / total).toFixed(1)}%`;
console.log(`${total} samples`);
console.log('self time:');
for (const [key, k] of [...self].sort((a, b) => b[1] - a[1]).slice(0, top))
  console.log(`  ${pct(k).padStart(6)}  ${key}`);
const names = (namesArg ?? '').split(',').filter(Boolean);
if (names.length) {
  console.log('inclusive time:');
  for (const name of names) {
    let k = 0;
    for (const [id, n] of hits) {
      for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
        const f = byId.get(cur).callFrame;
        if (f.functionName === name || `${f.functionName}@${f.url.split('/').pop()}` === name) {
          k += n;
          break;
        }
      }
    }
    console.log(`  ${pct(k).padStart(6)}  ${name}`);
  }
}
