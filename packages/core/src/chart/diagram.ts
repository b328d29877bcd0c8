/**
 * A chart in Mermaid (`stateDiagram-v2`), written from the machine itself so a document generated from
 * it can never drift from the chart. A game chooses which states to draw as one node (a shape repeated
 * across the chart, drawn once elsewhere) and how to label them.
 */
import type { AnyStateMachine, AnyStateNode } from 'xstate';

export type { AnyStateNode };

export interface DiagramOptions {
  /** States drawn as one node: only the transitions leaving them are drawn, not their inside. */
  readonly collapse?: (node: AnyStateNode) => boolean;
  /** A state's label; its key when absent. */
  readonly label?: (node: AnyStateNode) => string;
}

// Transitions of the root apply from any state.
const safe = (node: AnyStateNode) => (node.path.length ? node.path.join('_') : 'anyState');

function eventLabel(eventType: string): string {
  if (eventType === '') return 'auto';
  if (eventType.startsWith('xstate.done.state.')) return 'done';
  return eventType;
}

function guardLabel(guard: unknown): string {
  if (typeof guard === 'string') return ` [${guard}]`;
  if (guard && typeof guard === 'object' && 'type' in guard)
    return ` [${String((guard as { type: unknown }).type)}]`;
  return guard ? ' [guarded]' : '';
}

function transitionsOf(node: AnyStateNode) {
  const out: { event: string; guard: string; targets: AnyStateNode[] }[] = [];
  for (const [event, defs] of node.transitions) {
    for (const d of defs)
      out.push({ event: eventLabel(event), guard: guardLabel(d.guard), targets: [...(d.target ?? [])] });
  }
  for (const d of node.always ?? [])
    out.push({ event: 'auto', guard: guardLabel(d.guard), targets: [...(d.target ?? [])] });
  return out;
}

/** Appends `node` and, unless collapsed, its children, as nested Mermaid states. */
export function renderStates(
  node: AnyStateNode,
  indent: string,
  lines: string[],
  options: DiagramOptions = {},
): void {
  const label = options.label?.(node) ?? node.key;
  const children = Object.values(node.states) as AnyStateNode[];
  if (children.length > 0 && !options.collapse?.(node)) {
    const first = node.config.initial;
    lines.push(`${indent}state "${label}" as ${safe(node)} {`);
    if (typeof first === 'string')
      lines.push(`${indent}  [*] --> ${safe(node.states[first] as AnyStateNode)}`);
    for (const c of children) renderStates(c, `${indent}  `, lines, options);
    lines.push(`${indent}}`);
  } else {
    lines.push(`${indent}state "${label}" as ${safe(node)}`);
    if (node.type === 'final') lines.push(`${indent}${safe(node)} --> [*]`);
  }
}

/** Appends the transitions of `node` and its descendants; a collapsed state shows only those leaving it. */
export function renderEdges(node: AnyStateNode, lines: string[], options: DiagramOptions = {}): void {
  const inside = options.collapse?.(node) ?? false;
  for (const t of transitionsOf(node)) {
    for (const target of t.targets) {
      if (inside && target.path.join('.').startsWith(`${node.path.join('.')}.`)) continue;
      lines.push(`  ${safe(node)} --> ${safe(target)}: ${t.event}${t.guard}`);
    }
  }
  if (inside) return;
  for (const c of Object.values(node.states) as AnyStateNode[]) renderEdges(c, lines, options);
}

/** The whole chart: its states, the root's initial state, then every transition. */
export function chartDiagram(machine: AnyStateMachine, options: DiagramOptions = {}): string {
  const root = machine.root as AnyStateNode;
  const lines = ['stateDiagram-v2', '  state "any state" as anyState'];
  for (const c of Object.values(root.states) as AnyStateNode[]) renderStates(c, '  ', lines, options);
  const first = root.config.initial;
  if (typeof first === 'string') lines.push(`  [*] --> ${safe(root.states[first] as AnyStateNode)}`);
  renderEdges(root, lines, options);
  return lines.join('\n');
}
