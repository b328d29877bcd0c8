import {
  type AnyStateNode,
  chartDiagram,
  type DiagramOptions,
  renderEdges,
  renderStates,
} from '@arbiter/core';
import { megacorpMachine } from './machine.js';

const WINDOW_CHILDREN = ['route', 'resolving', 'closed'];

/** Priority windows share one inner shape; the chart shows each as one node and the shape once. */
function isWindow(node: AnyStateNode): boolean {
  return WINDOW_CHILDREN.every((k) => k in node.states);
}

const label = (node: AnyStateNode) => (isWindow(node) ? `${node.key} (priority window)` : node.key);

/** The turn chart in Mermaid, generated from the machine itself so it can never drift from it. */
export function machineDiagram(): string {
  return chartDiagram(megacorpMachine, { collapse: isWindow, label });
}

/** The inner shape every priority window shares. */
export function windowDiagram(): string {
  const root = megacorpMachine.root as AnyStateNode;
  const window = (root.states.turn as AnyStateNode).states.end?.states.window as AnyStateNode;
  const whole: DiagramOptions = { label };
  const lines = ['stateDiagram-v2'];
  renderStates(window, '  ', lines, whole);
  // The children's transitions come twice (once here, once under the window): kept so the committed
  // document stays byte-identical; dropping this loop removes the repetition.
  for (const c of Object.values(window.states) as AnyStateNode[]) renderEdges(c, lines, whole);
  renderEdges(window, lines, whole);
  return lines.join('\n');
}

export function diagramDocument(): string {
  return [
    '# The Megacorp statechart',
    '',
    '<!-- Generated from packages/megacorp/src/flow/machine.ts by `npm run docs:chart`; CI fails when stale. -->',
    '',
    'The turn of V1.7 chapter 5 as the engine runs it. Every priority window is drawn as one node; their',
    'shared inner shape (stack, passes, resolution) follows below.',
    '',
    '```mermaid',
    machineDiagram(),
    '```',
    '',
    '## Inside every priority window',
    '',
    '```mermaid',
    windowDiagram(),
    '```',
    '',
  ].join('\n');
}
