import { MessageChannel } from 'node:worker_threads';
import { megacorpModule } from '@arbiter/megacorp';
import { generic, megacorpSearch } from '@arbiter/harness';
process.on('uncaughtException', (e) => { console.error('UNCAUGHT', e); process.exit(1); });
const opts = JSON.parse(process.argv[2]);
const workers = Number(process.argv[3] ?? 2);
const search = megacorpSearch(opts);
const one = generic.explore(megacorpModule, search);
const ports = [];
for (let i = 0; i < workers; i++) { const { port1, port2 } = new MessageChannel(); generic.serveExpansions(megacorpModule, search, port2); ports.push(port1, port2); }
const t = setTimeout(() => { console.error('TIMEOUT', JSON.stringify(globalThis.__dbg())); process.exit(1); }, 60000);
const two = await generic.exploreAcross(megacorpModule, search, ports.filter((_, i) => i % 2 === 0));
clearTimeout(t);
const pick = (s) => ({ states: s.states, edges: s.edges, leaves: s.leaves, complete: s.complete, tc: s.turnsComplete, v: s.violations.length });
console.log(JSON.stringify(pick(one)), one.elapsedMs.toFixed(0)); console.log(JSON.stringify(pick(two)), two.elapsedMs.toFixed(0));
for (const p of ports) p.close();
