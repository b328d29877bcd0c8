import { MessageChannel } from 'node:worker_threads';
import { megacorpModule } from '@arbiter/megacorp';
import { generic, megacorpSearch } from '@arbiter/harness';
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1e6; };
const search = megacorpSearch({ maxDepth: 20, maxStates: 60000 });
for (let r = 0; r < 4; r++) {
  const ports = [];
  for (let i = 0; i < 2; i++) { const { port1, port2 } = new MessageChannel(); generic.serveExpansions(megacorpModule, search, port2); ports.push(port1, port2); }
  let t = cpu(); await generic.exploreAcross(megacorpModule, search, ports.filter((_, i) => i % 2 === 0)); const b = cpu() - t;
  for (const p of ports) p.close();
  t = cpu(); generic.explore(megacorpModule, search); const a = cpu() - t;
  console.log(`one ${a.toFixed(2)} s, across in-thread ${b.toFixed(2)} s`);
}
