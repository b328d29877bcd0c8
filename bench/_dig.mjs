import { digestWithout } from '@arbiter/core';
import { explore } from '@arbiter/harness';
import { megacorpModule as m } from '@arbiter/megacorp';
const states = [];
explore({ maxDepth: 8, onState: (s) => states.push(s) });
const skip = new Set(m.play.shared);
const out = { lo: 0, hi: 0 };
// children of sample states: fresh states, digested once (as the explorer does)
const sample = states.filter((_, i) => i % 5 === 0);
const kids = [];
for (const s of sample) for (const a of m.legalActions(s)) { const r = m.apply(s, a); if (r.ok) kids.push(r.state); }
for (let rep = 0; rep < 3; rep++) {
  const fresh = [];
  for (const s of sample) for (const a of m.legalActions(s)) { const r = m.apply(s, a); if (r.ok) fresh.push(r.state); }
  let t = performance.now();
  for (const k of fresh) digestWithout(k, skip, out);
  const first = (performance.now() - t) * 1000 / fresh.length;
  t = performance.now();
  for (const k of fresh) digestWithout(k, skip, out);
  const again = (performance.now() - t) * 1000 / fresh.length;
  console.log(`${fresh.length} fresh states: first digest ${first.toFixed(1)} µs, again ${again.toFixed(1)} µs`);
}
// what's new in a child vs parent: count objects not shared
const s0 = sample[50]; const a0 = m.legalActions(s0)[0]; const c0 = m.apply(s0, a0).state;
const shared = new Set(); const walk = (v, set) => { if (v && typeof v === 'object' && !set.has(v)) { set.add(v); for (const k in v) if (!(v === s0 || v === c0) || !skip.has(k)) walk(v[k], set); } };
walk(s0, shared); const newOnes = []; const walk2 = (v, path, seen) => { if (v && typeof v === 'object' && !seen.has(v)) { seen.add(v); if (!shared.has(v)) newOnes.push(path); for (const k in v) if (!(v === c0 && skip.has(k))) walk2(v[k], path + '.' + k, seen); } };
walk2(c0, '', new Set()); console.log(a0.type, newOnes);
