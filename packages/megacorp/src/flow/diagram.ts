import type { AnyStateNode } from 'xstate';
import { megacorpMachine } from './machine.js';

const WINDOW_CHILDREN = ['route', 'resolving', 'closed'];

/** Priority windows share one inner shape; the chart shows each as one node and the shape once. */
function isWindow(node: AnyStateNode): boolean {
  return WINDOW_CHILDREN.every((k) => k in node.states);
}

// Transitions of the root apply from any state (a lost game, a player dropping out).
const safe = (node: AnyStateNode) => (node.path.length ? node.path.join('_') : 'anyState');

function label(node: AnyStateNode): string {
  return isWindow(node) ? `${node.key} (priority window)` : node.key;
}

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

function render(node: AnyStateNode, indent: string, lines: string[], collapseWindows: boolean): void {
  const children = Object.values(node.states) as AnyStateNode[];
  if (children.length > 0 && !(collapseWindows && isWindow(node))) {
    const first = node.config.initial;
    lines.push(`${indent}state "${label(node)}" as ${safe(node)} {`);
    if (typeof first === 'string')
      lines.push(`${indent}  [*] --> ${safe(node.states[first] as AnyStateNode)}`);
    for (const c of children) render(c, `${indent}  `, lines, collapseWindows);
    lines.push(`${indent}}`);
  } else {
    lines.push(`${indent}state "${label(node)}" as ${safe(node)}`);
    if (node.type === 'final') lines.push(`${indent}${safe(node)} --> [*]`);
  }
}

function edges(node: AnyStateNode, lines: string[], collapseWindows: boolean): void {
  const inside = collapseWindows && isWindow(node);
  for (const t of transitionsOf(node)) {
    for (const target of t.targets) {
      // Inside a collapsed window only transitions leaving it are drawn.
      if (inside && target.path.join('.').startsWith(`${node.path.join('.')}.`)) continue;
      lines.push(`  ${safe(node)} --> ${safe(target)}: ${t.event}${t.guard}`);
    }
  }
  if (inside) return;
  for (const c of Object.values(node.states) as AnyStateNode[]) edges(c, lines, collapseWindows);
}

/** The turn chart in Mermaid, generated from the machine itself so it can never drift from it. */
export function machineDiagram(): string {
  const root = megacorpMachine.root as AnyStateNode;
  const lines = ['stateDiagram-v2', '  state "any state" as anyState'];
  for (const c of Object.values(root.states) as AnyStateNode[]) render(c, '  ', lines, true);
  lines.push(`  [*] --> ${safe(root.states.setup as AnyStateNode)}`);
  edges(root, lines, true);
  return lines.join('\n');
}

/** The inner shape every priority window shares. */
export function windowDiagram(): string {
  const root = megacorpMachine.root as AnyStateNode;
  const window = (root.states.turn as AnyStateNode).states.end?.states.window as AnyStateNode;
  const lines = ['stateDiagram-v2'];
  render(window, '  ', lines, false);
  for (const c of Object.values(window.states) as AnyStateNode[]) edges(c, lines, false);
  edges(window, lines, false);
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
