import { MessageChannel } from 'node:worker_threads';
import { megacorpModule } from '@arbiter/megacorp';
import { generic, megacorpSearch } from '@arbiter/harness';
const search = megacorpSearch({ maxDepth: 7 });
const ports = []; const kinds = {};
for (let i = 0; i < 2; i++) { const { port1, port2 } = new MessageChannel(); const post = port2.postMessage.bind(port2); port2.postMessage = (m) => { kinds[m.kind] = (kinds[m.kind] ?? 0) + 1; if (m.kind === 'shipped') kinds.states = (kinds.states ?? 0) + m.states.length; return post(m); }; generic.serveExpansions(megacorpModule, search, port2); ports.push(port1, port2); }
const two = await generic.exploreAcross(megacorpModule, search, ports.filter((_, i) => i % 2 === 0));
console.log(two.states, kinds);
for (const p of ports) p.close();
