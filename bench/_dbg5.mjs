import { MessageChannel } from 'node:worker_threads';
import { megacorpModule } from '@arbiter/megacorp';
import { generic, megacorpSearch } from '@arbiter/harness';
const search = megacorpSearch({ maxDepth: 20, maxStates: 60000 });
generic.explore(megacorpModule, search);
const ports = []; let shippedStates = 0;
for (let i = 0; i < 2; i++) { const { port1, port2 } = new MessageChannel(); const post = port2.postMessage.bind(port2); port2.postMessage = (m) => { if (m.kind === 'shipped') shippedStates += m.states.length; return post(m); }; generic.serveExpansions(megacorpModule, search, port2); ports.push(port1, port2); }
const two = await generic.exploreAcross(megacorpModule, search, ports.filter((_, i) => i % 2 === 0));
console.log('shipped states', shippedStates);
for (const p of ports) p.close();
