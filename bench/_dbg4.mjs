import { MessageChannel } from 'node:worker_threads';
import { megacorpModule } from '@arbiter/megacorp';
import { generic, megacorpSearch } from '@arbiter/harness';
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1e6; };
const search = megacorpSearch({ maxDepth: 20, maxStates: 60000 });
for (let r = 0; r < 2; r++) {
  let t = cpu(); const one = generic.explore(megacorpModule, search); const a = cpu() - t;
  const ports = []; const kinds = { checked: 0, edges: 0 };
  for (let i = 0; i < 2; i++) { const { port1, port2 } = new MessageChannel(); const post = port2.postMessage.bind(port2); port2.postMessage = (m) => { kinds[m.kind] = (kinds[m.kind] ?? 0) + 1; if (m.kind === 'expanded') for (const x of m.results) for (const e of x.edges) { kinds.edges++; if (e.checked) kinds.checked++; } return post(m); }; generic.serveExpansions(megacorpModule, search, port2); ports.push(port1, port2); }
  t = cpu(); const two = await generic.exploreAcross(megacorpModule, search, ports.filter((_, i) => i % 2 === 0)); const b = cpu() - t;
  console.log(`one ${a.toFixed(1)} s, across in-thread ${b.toFixed(1)} s; states ${one.states}/${two.states}`, kinds);
  for (const p of ports) p.close();
}
