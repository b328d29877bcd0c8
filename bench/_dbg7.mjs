import { MessageChannel } from 'node:worker_threads';
import { megacorpModule } from '@arbiter/megacorp';
import { generic, megacorpSearch } from '@arbiter/harness';
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1e6; };
const search = megacorpSearch({ maxDepth: 20, maxStates: 60000 });
const mode = process.argv[2];
let t = cpu();
if (mode === 'one') generic.explore(megacorpModule, search);
else {
  const ports = [];
  for (let i = 0; i < Number(mode); i++) { const { port1, port2 } = new MessageChannel(); generic.serveExpansions(megacorpModule, search, port2); ports.push(port1, port2); }
  await generic.exploreAcross(megacorpModule, search, ports.filter((_, i) => i % 2 === 0));
  for (const p of ports) p.close();
}
console.log(mode, (cpu() - t).toFixed(2), 's');
