import { MessageChannel } from 'node:worker_threads';
import { megacorpModule, apply } from '@arbiter/megacorp';
import { generic, megacorpSearch } from '@arbiter/harness';
process.on('uncaughtException', (e) => { console.error('UNCAUGHT', e); process.exit(1); });
const crashOnAttack = (s, a) => { if (a.type === 'attack') throw new Error('planted crash'); return apply(s, a); };
const opts = { maxDepth: 1000, maxTurns: 1, order: 'turns', production: 'none', applyFn: crashOnAttack, maxViolations: 5, maxStates: Number(process.argv[2] ?? 8000), records: true };
const search = megacorpSearch(opts);
const one = generic.explore(megacorpModule, search);
const ports = [];
for (let i = 0; i < 2; i++) { const { port1, port2 } = new MessageChannel(); generic.serveExpansions(megacorpModule, search, port2); ports.push(port1, port2); }
const two = await generic.exploreAcross(megacorpModule, search, ports.filter((_, i) => i % 2 === 0));
const pick = (s) => ({ states: s.states, edges: s.edges, leaves: s.leaves, complete: s.complete, tc: s.turnsComplete, v: s.violations.length });
console.log(JSON.stringify(pick(one))); console.log(JSON.stringify(pick(two)));
const a = one.records, b = two.records;
for (let i = 0; i < a.length; i++) if (JSON.stringify(a[i]) !== JSON.stringify(b[i])) { console.log('first record diff at', i, a[i], b[i]); break; }
for (const p of ports) p.close();
console.log(one.violations.map((v) => v.title), one.violations[0]?.failure.kind);
