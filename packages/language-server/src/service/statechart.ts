import type { StatechartNode } from '../protocol.js';
import type { WorkspaceIndex } from '../workspace.js';

/** The part of xstate's StateNode this walk reads. */
interface ChartNode {
  readonly key: string;
  readonly path: readonly string[];
  readonly type: StatechartNode['type'];
  readonly states: Readonly<Record<string, ChartNode>>;
  readonly config: { readonly initial?: unknown };
}

/** A Megacorp priority window's inner states (the same shape everywhere): the webview folds them. */
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

const cached = new WeakMap<object, StatechartNode>();

/**
 * `arbiter/statechart`: the machine of a document's game as a tree, root first (the default game's
 * without a document, or for a document of an unknown game).
 */
export function getStatechart(index: WorkspaceIndex, uri?: string): StatechartNode {
  const f = uri === undefined ? undefined : index.parsed(uri);
  const dialect =
    (f && index.dialectOf(f)) ??
    (index.games.dialect(index.games.fallback) as NonNullable<ReturnType<typeof index.dialectOf>>);
  const machine = dialect.module.flow.machine as { readonly root: ChartNode };
  let tree = cached.get(machine);
  if (!tree) {
    tree = walk(machine.root);
    cached.set(machine, tree);
  }
  return tree;
}
