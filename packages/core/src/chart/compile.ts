/**
 * The statechart compiled to a table, run by a small interpreter: the fast path of `apply`.
 *
 * `megacorpMachine` stays the single source of truth for the flow. At module load this file walks
 * `megacorpMachine.root` (states, `on` transitions, `always`, `onDone`, entry and exit actions,
 * guards by name, `and`/`or`/`not`/`stateIn`) and keeps, for each state node, the very guard and action
 * implementations the machine holds. The interpreter below follows xstate 5's macrostep (the SCXML
 * algorithm as `xstate` implements it) for the subset the chart uses — compound and final states, no
 * parallel or history states, no delays, invocations or raised events — and refuses to compile anything
 * else, so a chart that outgrows the subset fails loudly instead of drifting.
 *
 * What it saves: the pure `transition()` builds a throwaway actor (which computes the machine's initial
 * state) on every call, and every microstep recomputes state-node sets and state values. Here the active
 * configuration is one leaf, exit sets are a walk up its parents, entry sets and state values are
 * precomputed.
 *
 * `test/engine/compiled-flow.test.ts` checks with fast-check that this interpreter and the xstate
 * interpreter agree — same acceptance, next state value, context and events — over random event
 * sequences from random games under every built-in revision.
 */
import type { Violation } from '@arbiter/core';
import { and, not, or, stateIn } from 'xstate';
import type { GameEvent } from '../model/event.js';
import type { FlowValue, GameState } from '../model/state.js';
import { EFFECT_OF, type FlowContext, megacorpMachine, runEffect, VALIDATOR_OF } from './machine.js';

/** The event an action of the chart receives: a player's action, or xstate's init and done events. */
export interface FlowEvent {
  readonly type: string;
}

type Reducer = (context: FlowContext, event: FlowEvent) => FlowContext;
type Guard = (context: FlowContext, event: FlowEvent, leaf: CompiledNode) => boolean;
type Validator = (s: GameState, a: never) => Violation | null;

interface CompiledGuard {
  readonly test: Guard;
  /** Set when the guard is exactly "this validator accepts the event" (`valid(...)` in the machine). */
  readonly validator: Validator | undefined;
}

export interface CompiledNode {
  readonly id: string;
  readonly key: string;
  readonly order: number;
  readonly type: 'atomic' | 'compound' | 'final';
  readonly parent: CompiledNode | null;
  readonly children: Map<string, CompiledNode>;
  entry: readonly Reducer[];
  exit: readonly Reducer[];
  always: readonly CompiledTransition[] | null;
  on: Map<string, readonly CompiledTransition[]>;
  initial: CompiledNode | null;
  /** This node and its ancestors, for `stateIn`. */
  readonly lineage: ReadonlySet<CompiledNode>;
  /** The state value when this node is the active leaf (shared, frozen). */
  value: FlowValue;
  /** Event types some transition of this node or an ancestor takes (done events excluded). */
  accepts: ReadonlySet<string>;
}

interface CompiledTransition {
  readonly source: CompiledNode;
  readonly hasTarget: boolean;
  readonly reenter: boolean;
  readonly guard: CompiledGuard | null;
  /** The guard's name as xstate reports it when a guard throws (`undefined` for inline guards). */
  readonly guardName: string | undefined;
  readonly actions: readonly Reducer[];
  /** The transition domain (xstate `getTransitionDomain`); `null` only for a root reentering transition. */
  readonly domain: CompiledNode | null;
  /** States entered, in document order (xstate `computeEntrySet`). */
  readonly entries: readonly CompiledNode[];
}

// ---- reading the machine ------------------------------------------------------------------------

/** The parts of xstate's StateNode and TransitionDefinition the compiler reads. */
interface XNode {
  readonly id: string;
  readonly key: string;
  readonly type: string;
  readonly order: number;
  readonly parent?: XNode;
  readonly states: Record<string, XNode>;
  readonly entry: readonly unknown[];
  readonly exit: readonly unknown[];
  readonly always?: readonly XTransition[];
  readonly transitions: Map<string, readonly XTransition[]>;
  readonly initial: { readonly target: readonly XNode[]; readonly actions: readonly unknown[] };
  readonly invoke: readonly unknown[];
  readonly output?: unknown;
  readonly config: { readonly after?: unknown; readonly history?: unknown };
}

interface XTransition {
  readonly source: XNode;
  readonly target?: readonly XNode[];
  readonly reenter?: boolean;
  readonly guard?: unknown;
  readonly actions: readonly unknown[];
}

interface BuiltinGuard {
  readonly check: unknown;
  readonly guards?: readonly unknown[];
  readonly stateValue?: unknown;
}

const builtinCheck = (g: unknown) => (g as BuiltinGuard).check;
const CHECK_AND = builtinCheck(and([]));
const CHECK_OR = builtinCheck(or([]));
const CHECK_NOT = builtinCheck(not('x'));
const CHECK_STATE_IN = builtinCheck(stateIn('#x'));

class ChartNotCompilable extends Error {}

function fail(message: string): never {
  throw new ChartNotCompilable(`flow/compiled: ${message}`);
}

function compile(machine: typeof megacorpMachine) {
  const impl = machine.implementations as unknown as {
    guards: Record<string, unknown>;
    actions: Record<string, unknown>;
  };
  const xroot = machine.root as unknown as XNode;
  const byX = new Map<XNode, CompiledNode>();
  const all: CompiledNode[] = [];

  const makeNode = (x: XNode, parent: CompiledNode | null): CompiledNode => {
    if (x.type !== 'atomic' && x.type !== 'compound' && x.type !== 'final')
      fail(`state ${x.id} is ${x.type}; only compound, atomic and final states are supported`);
    if (x.invoke.length > 0) fail(`state ${x.id} invokes actors`);
    if (x.config.after !== undefined) fail(`state ${x.id} has delayed transitions`);
    if (x.type === 'final' && x.output !== undefined) fail(`final state ${x.id} has an output`);
    const lineage = new Set<CompiledNode>(parent ? parent.lineage : []);
    const node: CompiledNode = {
      id: x.id,
      key: x.key,
      order: x.order,
      type: x.type,
      parent,
      children: new Map(),
      entry: [],
      exit: [],
      always: null,
      on: new Map(),
      initial: null,
      lineage,
      value: '',
      accepts: new Set(),
    };
    lineage.add(node);
    byX.set(x, node);
    all.push(node);
    for (const [k, child] of Object.entries(x.states)) node.children.set(k, makeNode(child, node));
    return node;
  };
  const root = makeNode(xroot, null);
  const nodeOf = (x: XNode): CompiledNode => byX.get(x) ?? fail(`unknown state node ${x.id}`);

  const action = (ref: unknown): Reducer => {
    if (typeof ref !== 'string') fail(`only named actions are supported, found ${typeof ref}`);
    const a = impl.actions[ref];
    const effect = a === undefined ? undefined : EFFECT_OF.get(a as object);
    if (!effect) fail(`action ${ref} is not a rule effect wrapped by run()`);
    return (context, event) => runEffect(effect, context, event);
  };

  const guard = (ref: unknown): CompiledGuard => {
    if (typeof ref === 'string') {
      const g = impl.guards[ref] ?? fail(`guard ${ref} is not implemented`);
      if (typeof g === 'function' && !('check' in g)) {
        const fn = g as (args: { context: FlowContext; event: FlowEvent }, params: undefined) => boolean;
        return {
          test: (context, event) => fn({ context, event }, undefined),
          validator: VALIDATOR_OF.get(g),
        };
      }
      return guard(g);
    }
    if (typeof ref === 'function' && 'check' in ref) {
      const b = ref as BuiltinGuard;
      if (b.check === CHECK_AND || b.check === CHECK_OR || b.check === CHECK_NOT) {
        const parts = (b.guards ?? []).map((p) => guard(p).test);
        if (b.check === CHECK_NOT) {
          const [only] = parts;
          if (!only || parts.length !== 1) fail('not() takes one guard');
          return { test: (c, e, l) => !only(c, e, l), validator: undefined };
        }
        if (b.check === CHECK_AND)
          return { test: (c, e, l) => parts.every((p) => p(c, e, l)), validator: undefined };
        return { test: (c, e, l) => parts.some((p) => p(c, e, l)), validator: undefined };
      }
      if (b.check === CHECK_STATE_IN) {
        const v = b.stateValue;
        if (typeof v !== 'string' || !v.startsWith('#')) fail('stateIn() is supported with a #state-id only');
        const target = nodeOf(machine.getStateNodeById(v) as unknown as XNode);
        return { test: (_c, _e, leaf) => leaf.lineage.has(target), validator: undefined };
      }
      fail('unknown built-in guard');
    }
    if (typeof ref === 'function') {
      const fn = ref as (args: { context: FlowContext; event: FlowEvent }, params: undefined) => boolean;
      return { test: (context, event) => fn({ context, event }, undefined), validator: undefined };
    }
    return fail(`unsupported guard ${JSON.stringify(ref)}`);
  };

  const isDescendant = (child: CompiledNode, parent: CompiledNode) =>
    child !== parent && child.lineage.has(parent);

  const transition = (t: XTransition): CompiledTransition => {
    const source = nodeOf(t.source);
    const targets = (t.target ?? []).map(nodeOf);
    const reenter = t.reenter === true;
    // getTransitionDomain
    let domain: CompiledNode | null;
    if (!reenter && targets.every((x) => x === source || isDescendant(x, source))) domain = source;
    else {
      const [head, ...tail] = [...targets, source] as unknown as [CompiledNode, ...CompiledNode[]];
      let lca: CompiledNode | null = null;
      for (let a = head.parent; a; a = a.parent) {
        if (tail.every((x) => isDescendant(x, a as CompiledNode))) {
          lca = a;
          break;
        }
      }
      domain = lca ?? (reenter ? null : root);
    }
    // computeEntrySet
    const enter = new Set<CompiledNode>();
    const descend = (s: CompiledNode) => {
      if (s.type !== 'compound') return;
      const init = s.initial ?? fail(`${s.id} has no initial state`);
      enter.add(init);
      descend(init);
    };
    for (const s of targets) {
      if (source !== s || source !== domain || reenter) enter.add(s);
      descend(s);
    }
    const reentrancyDomain = !source.parent && reenter ? null : domain;
    for (const s of targets) {
      for (let a = s.parent; a && a !== domain; a = a.parent) {
        if (!reentrancyDomain || isDescendant(a, reentrancyDomain)) enter.add(a);
      }
    }
    const entries = [...enter].sort((a, b) => a.order - b.order);
    for (let i = 1; i < entries.length; i++) {
      if ((entries[i] as CompiledNode).parent !== entries[i - 1])
        fail(`transition from ${source.id} enters states that are not one chain`);
    }
    return {
      source,
      hasTarget: targets.length > 0,
      reenter,
      guard: t.guard === undefined ? null : guard(t.guard),
      guardName:
        typeof t.guard === 'string'
          ? t.guard
          : typeof t.guard === 'object' && t.guard !== null
            ? String((t.guard as { type?: unknown }).type)
            : undefined,
      actions: t.actions.map(action),
      domain,
      entries,
    };
  };

  const stateValueOf = (leaf: CompiledNode): FlowValue => {
    const chain: CompiledNode[] = [];
    for (let n: CompiledNode | null = leaf; n && n !== root; n = n.parent) chain.unshift(n);
    let value: FlowValue = leaf.key;
    for (let i = chain.length - 2; i >= 0; i--)
      value = Object.freeze({ [(chain[i] as CompiledNode).key]: value });
    return value;
  };

  for (const [x, node] of byX) {
    if (x.type === 'compound') {
      if (x.initial.actions.length > 0) fail(`${x.id} has initial actions`);
      const [init] = x.initial.target;
      if (!init || x.initial.target.length !== 1) fail(`${x.id} needs one initial state`);
      node.initial = nodeOf(init);
    }
    for (const child of Object.values(x.states))
      if (child.config.history) fail(`${child.id} is a history state`);
  }
  for (const [x, node] of byX) {
    node.entry = x.entry.map(action);
    node.exit = x.exit.map(action);
    node.always = x.always?.length ? x.always.map(transition) : null;
    for (const [type, ts] of x.transitions) {
      if (type.includes('*')) fail(`wildcard event ${type} in ${x.id}`);
      node.on.set(type, ts.map(transition));
    }
    if (node.type !== 'compound') node.value = stateValueOf(node);
  }
  for (const node of all) {
    const accepts = new Set<string>();
    for (const n of node.lineage)
      for (const type of n.on.keys()) if (!type.startsWith('xstate.')) accepts.add(type);
    node.accepts = accepts;
  }
  return { root, all };
}

const CHART = compile(megacorpMachine);

// ---- running it ---------------------------------------------------------------------------------

/** The interpreter's registers during one macrostep. */
interface Step {
  leaf: CompiledNode;
  context: FlowContext;
  status: 'active' | 'done';
  /** Bumped whenever xstate would hand out a new snapshot (an assign ran, the configuration changed). */
  version: number;
  /** Actions run: xstate's context object changes with every assign. */
  assigned: number;
  readonly queue: FlowEvent[];
  /** When set, every action run is recorded here (see `FlowTrace`). */
  readonly trace: [Reducer, FlowEvent][] | undefined;
}

function run(step: Step, actions: readonly Reducer[], event: FlowEvent): void {
  for (const a of actions) {
    step.trace?.push([a, event]);
    step.context = a(step.context, event);
    step.version++;
    step.assigned++;
  }
}

/** xstate `selectTransitions`: the first enabled transition from the leaf up to the root. */
function select(step: Step, event: FlowEvent, known?: Validator): CompiledTransition | null {
  for (let n: CompiledNode | null = step.leaf; n; n = n.parent) {
    const candidates = n.on.get(event.type);
    if (!candidates) continue;
    for (const t of candidates) {
      const g = t.guard;
      if (!g || (known !== undefined && g.validator === known) || passes(g, t, n, step, event)) return t;
    }
  }
  return null;
}

/** A guard of an event transition; a guard that throws is reported as xstate's `StateNode.next` does. */
function passes(g: CompiledGuard, t: CompiledTransition, n: CompiledNode, step: Step, event: FlowEvent) {
  try {
    return g.test(step.context, event, step.leaf);
  } catch (err) {
    const name = t.guardName ? `'${t.guardName}' ` : '';
    throw new Error(
      `Unable to evaluate guard ${name}in transition for event '${event.type}' in state node '${n.id}':\n${(err as Error).message}`,
    );
  }
}

/** xstate `selectEventlessTransitions` for a configuration with a single leaf. */
function selectEventless(step: Step, event: FlowEvent): CompiledTransition | null {
  for (let n: CompiledNode | null = step.leaf; n; n = n.parent) {
    if (!n.always) continue;
    for (const t of n.always) if (!t.guard || t.guard.test(step.context, event, step.leaf)) return t;
  }
  return null;
}

/** xstate `microstep` for one transition (exit, transition actions, entry, done events). */
function microstep(step: Step, t: CompiledTransition, event: FlowEvent): void {
  const before = step.leaf;
  if (t.hasTarget) {
    for (let n: CompiledNode | null = step.leaf; n && n !== t.domain; n = n.parent) run(step, n.exit, event);
    if (t.reenter && t.source === t.domain && t.domain) run(step, t.domain.exit, event);
  }
  run(step, t.actions, event);
  if (t.hasTarget) {
    for (const n of t.entries) {
      run(step, n.entry, event);
      if (n.type === 'final') {
        const parent = n.parent;
        if (parent)
          step.queue.push({ type: `xstate.done.state.${parent.id}`, output: undefined } as FlowEvent);
        if (!parent?.parent) step.status = 'done';
      }
    }
    const last = t.entries[t.entries.length - 1];
    if (last) step.leaf = last;
    else if (t.domain !== step.leaf)
      throw new Error(`flow/compiled: transition from ${t.source.id} left no active state`);
  }
  if (step.leaf !== before) step.version++;
  if (step.status === 'done') {
    step.version++;
    for (let n: CompiledNode | null = step.leaf; n; n = n.parent) run(step, n.exit, event);
  }
}

/** xstate `macrostep`: the event's transition, then eventless transitions and done events until stable. */
function macrostep(step: Step, event: FlowEvent, known?: Validator): void {
  if (event.type !== 'xstate.init') {
    const t = select(step, event, known);
    if (t) microstep(step, t, event);
  }
  let current = event;
  let selectEventless_ = true;
  while (step.status === 'active') {
    let t: CompiledTransition | null = selectEventless_ ? selectEventless(step, current) : null;
    const previous: number = t ? step.version : -1;
    if (!t) {
      const next = step.queue.shift();
      if (!next) break;
      current = next;
      t = select(step, current);
    }
    if (t) microstep(step, t, current);
    selectEventless_ = previous === -1 || step.version !== previous;
  }
}

const leafCache = new WeakMap<object, CompiledNode>();

/** The active leaf of a state value, as `machine.resolveState` completes it (initial children). */
function leafOf(value: FlowValue): CompiledNode {
  const cached = typeof value === 'object' ? leafCache.get(value) : undefined;
  if (cached) return cached;
  let node = CHART.root;
  let v: FlowValue | undefined = value;
  while (v !== undefined) {
    if (typeof v === 'string') {
      node = node.children.get(v) ?? fail(`State '${v}' does not exist on '${node.id}'`);
      break;
    }
    const keys = Object.keys(v);
    if (keys.length === 0) break;
    if (keys.length > 1) fail('parallel state values are not supported');
    const k = keys[0] as string;
    node = node.children.get(k) ?? fail(`State '${k}' does not exist on '${node.id}'`);
    v = (v as Record<string, FlowValue>)[k];
  }
  while (node.type === 'compound') node = node.initial as CompiledNode;
  if (typeof value === 'object') leafCache.set(value, node);
  return node;
}

/** Whether the resolved configuration is final (xstate sets such a snapshot's status to `done`). */
function isDone(leaf: CompiledNode): boolean {
  return leaf.type === 'final' && leaf.parent === CHART.root;
}

export interface FlowResult {
  readonly game: GameState;
  readonly flow: FlowValue;
  readonly events: readonly GameEvent[];
}

/**
 * One event through the compiled chart from `s.flow`, as `transition(machine, resume(s), event)`
 * would take it. Returns `null` when the machine would leave the context untouched (no action ran),
 * which `apply` reports as "not now". `known` is a validator that has already accepted this event in
 * this state: a guard that is exactly that validator is not asked again.
 */
export function compiledTransition(
  s: GameState,
  event: FlowEvent,
  known?: Validator,
  trace?: [Reducer, FlowEvent][],
): FlowResult | null {
  const leaf = leafOf(s.flow);
  const step: Step = {
    leaf,
    context: { game: s, events: [] },
    status: isDone(leaf) ? 'done' : 'active',
    version: 0,
    assigned: 0,
    queue: [],
    trace,
  };
  macrostep(step, event, known);
  if (step.assigned === 0) return null;
  return { game: step.context.game, flow: step.leaf.value, events: step.context.events };
}

/**
 * What the chart did for one event, as a flat list: the rule effects it ran, in order, with the event
 * each received, and where it stopped. Replaying it (`replayFlow`) is the same game driven by a plain
 * reducer with the flow decided in advance — no transition selection, no guards — which the benchmark
 * uses to measure what the statechart itself costs.
 */
export interface FlowTrace {
  readonly effects: readonly (readonly [Reducer, FlowEvent])[];
  readonly flow: FlowValue;
}

/** `compiledTransition`, also returning its trace. */
export function traceTransition(
  s: GameState,
  event: FlowEvent,
): { result: FlowResult; trace: FlowTrace } | null {
  const effects: [Reducer, FlowEvent][] = [];
  const result = compiledTransition(s, event, undefined, effects);
  return result && { result, trace: { effects, flow: result.flow } };
}

/** Runs a recorded trace's effects on `s`: a plain reducer over the same state. */
export function replayFlow(s: GameState, trace: FlowTrace): FlowResult {
  let context: FlowContext = { game: s, events: [] };
  for (const [effect, event] of trace.effects) context = effect(context, event);
  return { game: context.game, flow: trace.flow, events: context.events };
}

/** The machine's initial state for a created game, as `initialTransition(machine, game)` computes it. */
export function compiledInitial(game: GameState): FlowResult {
  const init: FlowEvent = { type: 'xstate.init', input: game } as FlowEvent;
  const step: Step = {
    leaf: CHART.root,
    context: { game, events: [] },
    status: 'active',
    version: 0,
    assigned: 0,
    queue: [],
    trace: undefined,
  };
  for (let n: CompiledNode | null = CHART.root; n; n = n.initial) {
    run(step, n.entry, init);
    step.leaf = n;
    if (n.type === 'final') fail('a final initial state is not supported');
  }
  macrostep(step, init);
  return { game: step.context.game, flow: step.leaf.value, events: step.context.events };
}

/** The action types the chart takes in this state, from the active leaf up to the root. */
export function acceptedEvents(flow: FlowValue): ReadonlySet<string> {
  return leafOf(flow).accepts;
}

/** The compiled chart, for tests and the diagram of what was compiled. */
export function compiledChart(): { readonly states: number; readonly transitions: number } {
  let transitions = 0;
  for (const n of CHART.all) {
    transitions += n.always?.length ?? 0;
    for (const ts of n.on.values()) transitions += ts.length;
  }
  return { states: CHART.all.length, transitions };
}
