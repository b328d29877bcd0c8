import { megacorpMachine } from '@arbiter/megacorp';
import type { StatechartNode } from '../protocol.js';

/** The part of xstate's StateNode this walk reads. */
interface ChartNode {
  readonly key: string;
  readonly path: readonly string[];
  readonly type: StatechartNode['type'];
  readonly states: Readonly<Record<string, ChartNode>>;
  readonly config: { readonly initial?: unknown };
}

const WINDOW_CHILDREN = ['route', 'resolving', 'closed'];

function walk(node: ChartNode): StatechartNode {
  const children = Object.values(node.states);
  return {
    key: node.key,
    path: node.path.join('.'),
    type: node.type,
    initial: typeof node.config.initial === 'string' ? node.config.initial : null,
    window: WINDOW_CHILDREN.every((k) => k in node.states),
    children: children.map(walk),
  };
}

let cached: StatechartNode | undefined;

/** `arbiter/statechart`: the machine's states as a tree, root first. */
export function getStatechart(): StatechartNode {
  cached ??= walk(megacorpMachine.root as unknown as ChartNode);
  return cached;
}
