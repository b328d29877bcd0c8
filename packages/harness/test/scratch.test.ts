import { demoConfig, legalActions, apply, newGame, megacorpMachine, resume, flowPaths } from '@arbiter/megacorp';
import { getMicrosteps } from 'xstate';
import { toDirectedGraph } from 'xstate/graph';
import { it } from 'vitest';

it('graph', () => {
  const g = toDirectedGraph(megacorpMachine);
  let nodes = 0, edges = 0;
  const walk = (n: any) => { nodes++; edges += n.edges.length; n.children.forEach(walk); };
  walk(g);
  console.log('nodes', nodes, 'edges', edges, g.children[0].id, JSON.stringify(g.children[1].edges.slice(0,3).map((e: any) => ({id: e.id, s: e.source.id, t: e.target.id, l: e.label.text}))));
  const s = newGame(demoConfig(3)); if (!s.ok) throw 0;
  let st = s.state;
  let t0 = performance.now(); let n = 0;
  for (let i = 0; i < 60 && !st.result; i++) {
    const l = legalActions(st); const a = l[(i * 31) % l.length]!;
    const ms = getMicrosteps(megacorpMachine, resume(st) as any, a as any);
    if (i > 50) console.log(a.type, flowPaths(st.flow).join(), '=>', ms.map(([snap]) => flowPaths(snap.value as any).join('|')).join(' -> '));
    const r = apply(st, a); if (!r.ok) throw 0; st = r.state; n++;
  }
  console.log('us/step', ((performance.now() - t0) * 1000 / n).toFixed(0));
});
