/**
 * A statechart compiled to a table, run by a small interpreter: the fast path of a game's `apply`.
 *
 * The xstate machine stays the single source of truth for the flow. `compileChart` walks `machine.root`
 * (states, `on` transitions, `always`, `onDone`, entry and exit actions, guards by name,
 * `and`/`or`/`not`/`stateIn`) and keeps, for each state node, the very guard and action implementations
 * the machine holds. The interpreter below follows xstate 5's macrostep (the SCXML algorithm as `xstate`
 * implements it) for the subset a turn chart needs — compound and final states, no parallel or history
 * states, no delays, invocations or raised events — and refuses to compile anything else, so a chart
 * that outgrows the subset fails loudly instead of drifting.
 *
 * What it saves: the pure `transition()` builds a throwaway actor (which computes the machine's initial
 * state) on every call, and every microstep recomputes state-node sets and state values. Here the active
 * configuration is one leaf, exit sets are a walk up its parents, entry sets and state values are
 * precomputed.
 *
 * The game supplies what is its own through `ChartHooks`: the effect behind each named action, the
 * validator behind each guard that is one, and how an effect runs over the context.
 * `test/chart/compile.test.ts` checks a toy chart against xstate with fast-check; each game checks its
 * own chart the same way (Megacorp: `test/engine/compiled-flow.test.ts`).
 */
import { type AnyStateMachine, and, not, or, stateIn } from 'xstate';
import { didYouMean } from '../suggest.js';
import type { ChartValue } from './paths.js';

/** The event an action of the chart receives: a player's action, or xstate's init and done events. */
export interface ChartEvent {
  readonly type: string;
}

/** One named action of the chart as the interpreter runs it: the next context. */
export type Reducer<C> = (context: C, event: ChartEvent) => C;

/** Something keyed by the implementation objects the machine holds (a `WeakMap` is one). */
export interface ImplementationMap<T> {
  get(implementation: object): T | undefined;
}

/**
 * What the game supplies: the effect behind each named action (every action of the chart must have
 * one), the validator behind each guard that is "this validator accepts the event", and how an effect
 * runs over the context. `C` is the machine's context, `E` an effect, `K` a validator.
 */
export interface ChartHooks<C, E, K> {
  readonly effects: ImplementationMap<E>;
  readonly validators?: ImplementationMap<K>;
  readonly runEffect: (effect: E, context: C, event: ChartEvent) => C;
}

/** The context after one event and the state value the chart stopped in. */
export interface ChartResult<C, V> {
  readonly context: C;
  readonly value: V;
  /** The arrows the event took, in order, eventless ones included: what coverage counts. */
  readonly taken?: readonly ChartArrow[];
}

/**
 * What the chart did for one event, as a flat list: the effects it ran, in order, with the event each
 * received, and where it stopped. Replaying it is the same game driven by a plain reducer with the
 * flow decided in advance — no transition selection, no guards — which a benchmark uses to measure what
 * the statechart itself costs.
 */
export interface ChartTrace<C, V> {
  readonly effects: readonly (readonly [Reducer<C>, ChartEvent])[];
  readonly value: V;
  /** The arrows taken (`ChartResult.taken`), so that a replay reports them as the transition did. */
  readonly taken?: readonly ChartArrow[];
}

/**
 * One transition of the chart as written in the machine: where it starts (the state's dotted path,
 * `(root)` for the machine's own), the event it takes (`always` for an eventless one, `done` for a
 * state's completion), its guard as written and where it goes. Guarded alternatives are arrows of their
 * own, so coverage can say which branch of a choice was never taken.
 */
export interface ChartArrow {
  /** `source --event [guard]--> target`, unique in the chart (a repeated one gets ` #2`, ` #3`...). */
  readonly id: string;
  readonly source: string;
  readonly event: string;
  readonly eventless: boolean;
  /** The guard as written (`mayPass`, `a & !b`), or null. */
  readonly guard: string | null;
  /** The target states' paths; empty for a transition that stays (it only runs actions). */
  readonly targets: readonly string[];
  /** Every state it enters, outermost first, initial children included. */
  readonly entered: readonly string[];
}

/** Told which arrows an accepted event took, in order (an event the chart refuses reports nothing). */
export type ArrowListener = (arrows: readonly ChartArrow[]) => void;

/**
 * How the chart gates one event type at one state: the validator its guard requires (the guard is the
 * validator, or an `and` with exactly one validator among its parts) and the rest of the guard. A game
 * derives from these what it would otherwise list again beside the chart: each event's validator, and
 * which events are taken wherever the chart is.
 */
export interface Gate<C, K> {
  /** The id of the state whose transition this is. */
  readonly state: string;
  /** The transition belongs to the chart's root: the event is taken wherever the chart is. */
  readonly anywhere: boolean;
  readonly validator: K | undefined;
  /** The guard's other parts; `null` when there are none. */
  readonly condition: ((context: C, event: ChartEvent, value: ChartValue) => boolean) | null;
}

export interface CompiledChart<C, V extends ChartValue, K> {
  /** The machine's id. */
  readonly id: string;
  /**
   * One event through the chart from `value`, as `transition(machine, resolveState(value, context),
   * event)` would take it. Returns `null` when the machine would leave the context untouched (no action
   * ran), which a game reports as "not now". `known` is a validator that has already accepted this event
   * in this state: a guard that is exactly that validator (alone or within an `and`) is not asked again.
   * When `trace` is given, every action run is recorded there.
   */
  transition(
    value: V,
    context: C,
    event: ChartEvent,
    known?: K,
    trace?: [Reducer<C>, ChartEvent][],
  ): ChartResult<C, V> | null;
  /** `transition`, also returning what it did as a trace. */
  traced(
    value: V,
    context: C,
    event: ChartEvent,
  ): { result: ChartResult<C, V>; trace: ChartTrace<C, V> } | null;
  /** Runs a recorded trace's effects over `context`: a plain reducer. */
  replay(context: C, trace: ChartTrace<C, V>): ChartResult<C, V>;
  /** The machine's initial state, as `initialTransition(machine, input)` computes it from that context. */
  initial(context: C, input: unknown): ChartResult<C, V>;
  /** The event types the chart takes in this state, from the active leaf up to the root. */
  acceptedEvents(value: V): ReadonlySet<string>;
  /** Every state's dotted path (`turn.buy.main`), in document order. */
  readonly paths: readonly string[];
  hasPath(path: string): boolean;
  /** Throws, with the closest path as a hint, when the chart has no state at `path`. */
  assertPath(path: string): void;
  /** Each event type's gates, in document order (the root's first). */
  readonly gates: ReadonlyMap<string, readonly Gate<C, K>[]>;
  readonly stats: { readonly states: number; readonly transitions: number };
  /** Every transition of the chart: the machine's start (`init`), then each state's `on` and `always`. */
  readonly arrows: readonly ChartArrow[];
  /**
   * Calls `listener` with the arrows each accepted event (and each `initial`) takes, until the
   * returned function is called: the chart's own trace, for transition coverage. Costs nothing while
   * no one listens.
   */
  observe(listener: ArrowListener): () => void;
}

// ---- the compiled form --------------------------------------------------------------------------

type Guard<C> = (context: C, event: ChartEvent, leaf: CompiledNode<C>, known: unknown) => boolean;

interface CompiledGuard<C> {
  readonly test: Guard<C>;
  /** Set when the guard is exactly "this validator accepts the event". */
  readonly validator: unknown;
  /** The parts of an `and` guard. */
  readonly all: readonly CompiledGuard<C>[] | null;
}

interface CompiledNode<C> {
  readonly id: string;
  /** The dotted path from the root (`turn.buy.main`); `(root)` for the root. */
  readonly path: string;
  readonly key: string;
  readonly order: number;
  readonly type: 'atomic' | 'compound' | 'final';
  readonly parent: CompiledNode<C> | null;
  readonly children: Map<string, CompiledNode<C>>;
  entry: readonly Reducer<C>[];
  exit: readonly Reducer<C>[];
  always: readonly CompiledTransition<C>[] | null;
  on: Map<string, readonly CompiledTransition<C>[]>;
  initial: CompiledNode<C> | null;
  /** This node and its ancestors, for `stateIn`. */
  readonly lineage: ReadonlySet<CompiledNode<C>>;
  /** The state value when this node is the active leaf (shared, frozen). */
  value: ChartValue;
  /** Event types some transition of this node or an ancestor takes (done events excluded). */
  accepts: ReadonlySet<string>;
}

interface CompiledTransition<C> {
  readonly source: CompiledNode<C>;
  /** This transition as coverage names it; set once every transition is compiled (ids are deduplicated). */
  arrow: ChartArrow;
  readonly hasTarget: boolean;
  readonly reenter: boolean;
  readonly guard: CompiledGuard<C> | null;
  /** The guard's name as xstate reports it when a guard throws (`undefined` for inline guards). */
  readonly guardName: string | undefined;
  readonly actions: readonly Reducer<C>[];
  /** The transition domain (xstate `getTransitionDomain`); `null` only for a root reentering transition. */
  readonly domain: CompiledNode<C> | null;
  /** States entered, in document order (xstate `computeEntrySet`). */
  readonly entries: readonly CompiledNode<C>[];
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

/** A machine that uses what the interpreter does not support; the message names the state and the fix. */
export class ChartNotCompilable extends Error {
  override readonly name = 'ChartNotCompilable';
}

/** Compiles `machine` once; the result runs any number of games. */
export function compileChart<C, V extends ChartValue = ChartValue, E = unknown, K = unknown>(
  machine: AnyStateMachine,
  hooks: ChartHooks<C, E, K>,
): CompiledChart<C, V, K> {
  function fail(message: string): never {
    throw new ChartNotCompilable(`chart '${machine.id}': ${message}`);
  }
  const impl = machine.implementations as unknown as {
    guards: Record<string, unknown>;
    actions: Record<string, unknown>;
  };
  const xroot = machine.root as unknown as XNode;
  const byX = new Map<XNode, CompiledNode<C>>();
  const all: CompiledNode<C>[] = [];
  const paths: string[] = [];
  const unsupported = 'the compiled chart supports compound, atomic and final states only';

  const makeNode = (x: XNode, parent: CompiledNode<C> | null, path: string): CompiledNode<C> => {
    if (x.type !== 'atomic' && x.type !== 'compound' && x.type !== 'final')
      fail(`state '${x.id}' is ${x.type}; ${unsupported} (split it into separate charts or nest it)`);
    if (x.invoke.length > 0) fail(`state '${x.id}' invokes actors; run them outside the chart`);
    if (x.config.after !== undefined)
      fail(`state '${x.id}' has delayed transitions (after); a game's time is its events, not a clock`);
    if (x.type === 'final' && x.output !== undefined) fail(`final state '${x.id}' has an output`);
    const lineage = new Set<CompiledNode<C>>(parent ? parent.lineage : []);
    const node: CompiledNode<C> = {
      id: x.id,
      path: path || ROOT_PATH,
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
    if (path) paths.push(path);
    for (const [k, child] of Object.entries(x.states))
      node.children.set(k, makeNode(child, node, path ? `${path}.${k}` : k));
    return node;
  };
  const root = makeNode(xroot, null, '');
  const nodeOf = (x: XNode): CompiledNode<C> => byX.get(x) ?? fail(`unknown state node '${x.id}'`);

  const action = (ref: unknown): Reducer<C> => {
    if (typeof ref !== 'string') fail(`only named actions are supported, found ${typeof ref}`);
    const a = impl.actions[ref];
    const effect = a === undefined ? undefined : hooks.effects.get(a as object);
    if (effect === undefined) fail(`action '${ref}' has no effect registered in the chart's hooks`);
    const runEffect = hooks.runEffect;
    return (context, event) => runEffect(effect, context, event);
  };

  type GuardFn = (args: { context: C; event: ChartEvent }, params: undefined) => boolean;

  const guard = (ref: unknown): CompiledGuard<C> => {
    if (typeof ref === 'string') {
      const g = impl.guards[ref] ?? fail(`guard '${ref}' is not implemented`);
      if (typeof g === 'function' && !('check' in g)) {
        const fn = g as GuardFn;
        return {
          test: (context, event) => fn({ context, event }, undefined),
          validator: hooks.validators?.get(g),
          all: null,
        };
      }
      return guard(g);
    }
    if (typeof ref === 'function' && 'check' in ref) {
      const b = ref as BuiltinGuard;
      if (b.check === CHECK_AND || b.check === CHECK_OR || b.check === CHECK_NOT) {
        const parts = (b.guards ?? []).map(guard);
        const tests = parts.map((p) => p.test);
        if (b.check === CHECK_NOT) {
          const [only] = tests;
          if (!only || tests.length !== 1) fail('not() takes one guard');
          return { test: (c, e, l, k) => !only(c, e, l, k), validator: undefined, all: null };
        }
        if (b.check === CHECK_AND) {
          // A part that is the validator the caller has already asked is not asked again.
          const test: Guard<C> = (c, e, l, k) => {
            for (const p of parts)
              if (!((k !== undefined && p.validator === k) || p.test(c, e, l, k))) return false;
            return true;
          };
          return { test, validator: undefined, all: parts };
        }
        return { test: (c, e, l, k) => tests.some((p) => p(c, e, l, k)), validator: undefined, all: null };
      }
      if (b.check === CHECK_STATE_IN) {
        const v = b.stateValue;
        if (typeof v !== 'string' || !v.startsWith('#')) fail('stateIn() is supported with a #state-id only');
        const target = nodeOf(machine.getStateNodeById(v) as unknown as XNode);
        return { test: (_c, _e, leaf) => leaf.lineage.has(target), validator: undefined, all: null };
      }
      fail('unknown built-in guard');
    }
    if (typeof ref === 'function') {
      const fn = ref as GuardFn;
      return { test: (context, event) => fn({ context, event }, undefined), validator: undefined, all: null };
    }
    return fail(`unsupported guard ${JSON.stringify(ref)}`);
  };

  const isDescendant = (child: CompiledNode<C>, parent: CompiledNode<C>) =>
    child !== parent && child.lineage.has(parent);

  const transition = (t: XTransition, eventType: string | null): CompiledTransition<C> => {
    const source = nodeOf(t.source);
    const targets = (t.target ?? []).map(nodeOf);
    const event =
      eventType === null ? 'always' : eventType.startsWith('xstate.done.state.') ? 'done' : eventType;
    const reenter = t.reenter === true;
    // getTransitionDomain
    let domain: CompiledNode<C> | null;
    if (!reenter && targets.every((x) => x === source || isDescendant(x, source))) domain = source;
    else {
      const [head, ...tail] = [...targets, source] as unknown as [CompiledNode<C>, ...CompiledNode<C>[]];
      let lca: CompiledNode<C> | null = null;
      for (let a = head.parent; a; a = a.parent) {
        if (tail.every((x) => isDescendant(x, a as CompiledNode<C>))) {
          lca = a;
          break;
        }
      }
      domain = lca ?? (reenter ? null : root);
    }
    // computeEntrySet
    const enter = new Set<CompiledNode<C>>();
    const descend = (s: CompiledNode<C>) => {
      if (s.type !== 'compound') return;
      const init = s.initial ?? fail(`'${s.id}' has no initial state`);
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
      if ((entries[i] as CompiledNode<C>).parent !== entries[i - 1])
        fail(`the transition from '${source.id}' enters states that are not one chain`);
    }
    const guardText = t.guard === undefined ? null : guardLabel(t.guard);
    const arrow: ChartArrow = {
      id: `${source.path} --${event}${guardText ? ` [${guardText}]` : ''}--> ${targets.length ? targets.map((n) => n.path).join(' + ') : '(stays)'}`,
      source: source.path,
      event,
      eventless: eventType === null,
      guard: guardText,
      targets: targets.map((n) => n.path),
      entered: entries.map((n) => n.path),
    };
    return {
      source,
      arrow,
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

  const stateValueOf = (leaf: CompiledNode<C>): ChartValue => {
    const chain: CompiledNode<C>[] = [];
    for (let n: CompiledNode<C> | null = leaf; n && n !== root; n = n.parent) chain.unshift(n);
    let value: ChartValue = leaf.key;
    for (let i = chain.length - 2; i >= 0; i--)
      value = Object.freeze({ [(chain[i] as CompiledNode<C>).key]: value });
    return value;
  };

  for (const [x, node] of byX) {
    if (x.type === 'compound') {
      if (x.initial.actions.length > 0) fail(`'${x.id}' has initial actions`);
      const [init] = x.initial.target;
      if (!init || x.initial.target.length !== 1) fail(`'${x.id}' needs one initial state`);
      node.initial = nodeOf(init);
    }
    for (const child of Object.values(x.states))
      if (child.config.history) fail(`'${child.id}' is a history state; ${unsupported}`);
  }
  for (const [x, node] of byX) {
    node.entry = x.entry.map(action);
    node.exit = x.exit.map(action);
    for (const [type, ts] of x.transitions) {
      if (type.includes('*')) fail(`wildcard event '${type}' in '${x.id}'`);
      node.on.set(
        type,
        ts.map((t) => transition(t, type)),
      );
    }
    node.always = x.always?.length ? x.always.map((t) => transition(t, null)) : null;
    if (node.type !== 'compound') node.value = stateValueOf(node);
  }
  for (const node of all) {
    const accepts = new Set<string>();
    for (const n of node.lineage)
      for (const type of n.on.keys()) if (!type.startsWith('xstate.')) accepts.add(type);
    node.accepts = accepts;
  }

  // ---- where the chart is ----

  const leafCache = new WeakMap<object, CompiledNode<C>>();

  /** The active leaf of a state value, as `machine.resolveState` completes it (initial children). */
  const leafOf = (value: ChartValue): CompiledNode<C> => {
    const cached = typeof value === 'object' ? leafCache.get(value) : undefined;
    if (cached) return cached;
    let node = root;
    let v: ChartValue | undefined = value;
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
      v = (v as Record<string, ChartValue>)[k];
    }
    while (node.type === 'compound') node = node.initial as CompiledNode<C>;
    if (typeof value === 'object') leafCache.set(value, node);
    return node;
  };

  /** Whether the resolved configuration is final (xstate sets such a snapshot's status to `done`). */
  const isDone = (leaf: CompiledNode<C>): boolean => leaf.type === 'final' && leaf.parent === root;

  // ---- what a game derives from it ----

  const pathSet = new Set(paths);
  const gates = new Map<string, Gate<C, K>[]>();
  let transitions = 0;
  for (const node of all) {
    transitions += node.always?.length ?? 0;
    for (const [type, ts] of node.on) {
      transitions += ts.length;
      if (type.startsWith('xstate.')) continue;
      for (const t of ts) {
        const list = gates.get(type) ?? [];
        gates.set(type, list);
        list.push(gateOf(node.id, node === root, t.guard, leafOf));
      }
    }
  }

  // Every arrow, named uniquely: a second arrow written the same way in the same state gets ` #2`.
  const arrows: ChartArrow[] = [];
  const seen = new Map<string, number>();
  for (const node of all) {
    for (const t of [...[...node.on.values()].flat(), ...(node.always ?? [])]) {
      const n = (seen.get(t.arrow.id) ?? 0) + 1;
      seen.set(t.arrow.id, n);
      if (n > 1) t.arrow = { ...t.arrow, id: `${t.arrow.id} #${n}` };
      arrows.push(t.arrow);
    }
  }
  // The machine's start is an arrow too: from nowhere into the initial states, all of them entered.
  const start: CompiledNode<C>[] = [];
  for (let n = root.initial; n; n = n.initial) start.push(n);
  const initialArrow: ChartArrow = {
    id: `${ROOT_PATH} --init--> ${start.length ? (start[start.length - 1] as CompiledNode<C>).path : ROOT_PATH}`,
    source: ROOT_PATH,
    event: 'init',
    eventless: false,
    guard: null,
    targets: start.slice(-1).map((n) => n.path),
    entered: start.map((n) => n.path),
  };
  arrows.unshift(initialArrow);
  const listeners = new Set<ArrowListener>();
  const report = (fired: ChartArrow[] | undefined) => {
    if (fired?.length) for (const l of listeners) l(fired);
  };

  const transitionFrom: CompiledChart<C, V, K>['transition'] = (value, context, event, known, trace) => {
    const leaf = leafOf(value);
    const step: Step<C> = {
      leaf,
      context,
      status: isDone(leaf) ? 'done' : 'active',
      version: 0,
      assigned: 0,
      queue: [],
      trace,
      fired: [],
    };
    macrostep(step, event, known);
    if (step.assigned === 0) return null;
    report(step.fired);
    return { context: step.context, value: step.leaf.value as V, taken: step.fired as ChartArrow[] };
  };

  return {
    id: machine.id,
    transition: transitionFrom,
    traced(value, context, event) {
      const effects: [Reducer<C>, ChartEvent][] = [];
      const result = transitionFrom(value, context, event, undefined, effects);
      return result && { result, trace: { effects, value: result.value, taken: result.taken } };
    },
    replay(context, trace) {
      let c = context;
      for (const [effect, event] of trace.effects) c = effect(c, event);
      return { context: c, value: trace.value, ...(trace.taken ? { taken: trace.taken } : {}) };
    },
    initial(context, input) {
      const init = { type: 'xstate.init', input } as ChartEvent;
      const step: Step<C> = {
        leaf: root,
        context,
        status: 'active',
        version: 0,
        assigned: 0,
        queue: [],
        trace: undefined,
        fired: listeners.size ? [initialArrow] : undefined,
      };
      for (let n: CompiledNode<C> | null = root; n; n = n.initial) {
        run(step, n.entry, init);
        step.leaf = n;
        if (n.type === 'final') fail('a final initial state is not supported');
      }
      macrostep(step, init);
      report(step.fired);
      return { context: step.context, value: step.leaf.value as V };
    },
    acceptedEvents: (value) => leafOf(value).accepts,
    paths,
    hasPath: (path) => pathSet.has(path),
    assertPath(path) {
      if (pathSet.has(path)) return;
      const near = didYouMean(path, paths);
      throw new RangeError(
        `chart '${machine.id}' has no state '${path}'${near ? `; did you mean '${near}'?` : ''}`,
      );
    },
    gates,
    stats: { states: all.length, transitions },
    arrows,
    observe(listener) {
      const own: ArrowListener = (fired) => listener(fired);
      listeners.add(own);
      return () => {
        listeners.delete(own);
      };
    },
  };
}

const ROOT_PATH = '(root)';

/** A guard as the machine writes it: a name, or `and`/`or`/`not`/`stateIn` over names. */
function guardLabel(g: unknown): string {
  if (typeof g === 'string') return g;
  if (typeof g === 'function' && 'check' in g) {
    const b = g as BuiltinGuard;
    const parts = (b.guards ?? []).map(guardLabel);
    if (b.check === CHECK_AND) return parts.join(' & ');
    if (b.check === CHECK_OR) return `(${parts.join(' | ')})`;
    if (b.check === CHECK_NOT)
      return `!${parts.length === 1 && !/[ &|]/.test(parts[0] as string) ? parts[0] : `(${parts.join('')})`}`;
    if (b.check === CHECK_STATE_IN) return `in(${String(b.stateValue)})`;
  }
  return 'inline';
}

/** A transition's gate: its guard split into the validator it requires and the rest. */
function gateOf<C, K>(
  state: string,
  anywhere: boolean,
  g: CompiledGuard<C> | null,
  leafOf: (value: ChartValue) => CompiledNode<C>,
): Gate<C, K> {
  const parts = g === null ? [] : (g.all ?? [g]);
  const validators = parts.filter((p) => p.validator !== undefined);
  const only = validators.length === 1 ? validators[0] : undefined;
  const rest = only ? parts.filter((p) => p !== only) : parts;
  const condition =
    rest.length === 0
      ? null
      : (context: C, event: ChartEvent, value: ChartValue) => {
          const leaf = leafOf(value);
          return rest.every((p) => p.test(context, event, leaf, undefined));
        };
  return { state, anywhere, validator: only?.validator as K | undefined, condition };
}

// ---- running it ---------------------------------------------------------------------------------

/** The interpreter's registers during one macrostep. */
interface Step<C> {
  leaf: CompiledNode<C>;
  context: C;
  status: 'active' | 'done';
  /** Bumped whenever xstate would hand out a new snapshot (an assign ran, the configuration changed). */
  version: number;
  /** Actions run: xstate's context object changes with every assign. */
  assigned: number;
  readonly queue: ChartEvent[];
  /** When set, every action run is recorded here (see `ChartTrace`). */
  readonly trace: [Reducer<C>, ChartEvent][] | undefined;
  /** When someone observes the chart, every transition taken, in order. */
  readonly fired: ChartArrow[] | undefined;
}

function run<C>(step: Step<C>, actions: readonly Reducer<C>[], event: ChartEvent): void {
  for (const a of actions) {
    step.trace?.push([a, event]);
    step.context = a(step.context, event);
    step.version++;
    step.assigned++;
  }
}

/** xstate `selectTransitions`: the first enabled transition from the leaf up to the root. */
function select<C>(step: Step<C>, event: ChartEvent, known?: unknown): CompiledTransition<C> | null {
  for (let n: CompiledNode<C> | null = step.leaf; n; n = n.parent) {
    const candidates = n.on.get(event.type);
    if (!candidates) continue;
    for (const t of candidates) {
      const g = t.guard;
      if (!g || (known !== undefined && g.validator === known) || passes(g, t, n, step, event, known))
        return t;
    }
  }
  return null;
}

/** A guard of an event transition; a guard that throws is reported as xstate's `StateNode.next` does. */
function passes<C>(
  g: CompiledGuard<C>,
  t: CompiledTransition<C>,
  n: CompiledNode<C>,
  step: Step<C>,
  event: ChartEvent,
  known: unknown,
) {
  try {
    return g.test(step.context, event, step.leaf, known);
  } catch (err) {
    const name = t.guardName ? `'${t.guardName}' ` : '';
    throw new Error(
      `Unable to evaluate guard ${name}in transition for event '${event.type}' in state node '${n.id}':\n${(err as Error).message}`,
    );
  }
}

/** xstate `selectEventlessTransitions` for a configuration with a single leaf. */
function selectEventless<C>(step: Step<C>, event: ChartEvent): CompiledTransition<C> | null {
  for (let n: CompiledNode<C> | null = step.leaf; n; n = n.parent) {
    if (!n.always) continue;
    for (const t of n.always)
      if (!t.guard || t.guard.test(step.context, event, step.leaf, undefined)) return t;
  }
  return null;
}

/** xstate `microstep` for one transition (exit, transition actions, entry, done events). */
function microstep<C>(step: Step<C>, t: CompiledTransition<C>, event: ChartEvent): void {
  step.fired?.push(t.arrow);
  const before = step.leaf;
  if (t.hasTarget) {
    for (let n: CompiledNode<C> | null = step.leaf; n && n !== t.domain; n = n.parent)
      run(step, n.exit, event);
    if (t.reenter && t.source === t.domain && t.domain) run(step, t.domain.exit, event);
  }
  run(step, t.actions, event);
  if (t.hasTarget) {
    for (const n of t.entries) {
      run(step, n.entry, event);
      if (n.type === 'final') {
        const parent = n.parent;
        if (parent)
          step.queue.push({ type: `xstate.done.state.${parent.id}`, output: undefined } as ChartEvent);
        if (!parent?.parent) step.status = 'done';
      }
    }
    const last = t.entries[t.entries.length - 1];
    if (last) step.leaf = last;
    else if (t.domain !== step.leaf)
      throw new Error(`chart: the transition from '${t.source.id}' left no active state`);
  }
  if (step.leaf !== before) step.version++;
  if (step.status === 'done') {
    step.version++;
    for (let n: CompiledNode<C> | null = step.leaf; n; n = n.parent) run(step, n.exit, event);
  }
}

/** xstate `macrostep`: the event's transition, then eventless transitions and done events until stable. */
function macrostep<C>(step: Step<C>, event: ChartEvent, known?: unknown): void {
  if (event.type !== 'xstate.init') {
    const t = select(step, event, known);
    if (t) microstep(step, t, event);
  }
  let current = event;
  let selectEventless_ = true;
  while (step.status === 'active') {
    let t: CompiledTransition<C> | null = selectEventless_ ? selectEventless(step, current) : null;
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
