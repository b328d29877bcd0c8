import { explore } from '@arbiter/harness';
const states = [];
explore({ maxDepth: 9, onState: (s) => states.push(s) });
const unfrozen = new Map();
const walk = (v, path, seen) => {
  if (v === null || typeof v !== 'object') return;
  if (seen.has(v)) return; seen.add(v);
  if (!Object.isFrozen(v)) unfrozen.set(path, (unfrozen.get(path) ?? 0) + 1);
  for (const k of Object.keys(v)) walk(v[k], Array.isArray(v) ? `${path}[]` : `${path}.${/^p\d\.\d+$/.test(k) ? '<id>' : k}`, seen);
};
for (const s of states) { const { library, profile, ...rest } = s; walk(rest, '', new Set()); }
console.log(states.length, 'states; root frozen:', Object.isFrozen(states[5]));
console.log([...unfrozen].sort((a, b) => b[1] - a[1]).slice(0, 20));
