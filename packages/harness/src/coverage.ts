import type { ChartArrow, GameAction, LoggedEvent, RuleDefinition, StateValue } from '@arbiter/core';
import { type AnyMachineSnapshot, type AnyStateMachine, type AnyStateNode, getMicrosteps } from 'xstate';
import { type DirectedGraphNode, toDirectedGraph } from 'xstate/graph';

/** One state of the statechart, by its dotted path (`turn.buy.main.open`). */
export interface ChartState {
  readonly id: string;
  readonly parent: string | null;
  readonly type: string;
}

/** One arrow of the statechart. Guarded alternatives with the same source, event and targets are one arrow. */
export interface ChartTransition {
  readonly id: string;
  readonly source: string;
  /** The event type, `auto` for an eventless transition, `done` for a state's completion. */
  readonly event: string;
  /** Empty for a transition that stays (it only runs actions). */
  readonly targets: readonly string[];
}

export interface Chart {
  readonly states: readonly ChartState[];
  readonly transitions: readonly ChartTransition[];
}

const ROOT = '(root)';

function pathOf(node: AnyStateNode): string {
  return node.path.length ? node.path.join('.') : ROOT;
}

function eventName(type: string): string {
  if (type === '') return 'auto';
  if (type.startsWith('xstate.done.state.')) return 'done';
  return type;
}

function transitionId(source: string, event: string, targets: readonly string[]): string {
  return `${source} --${event}--> ${targets.length ? targets.join(' + ') : '(stays)'}`;
}

const chartCache = new WeakMap<object, Chart>();

/**
 * Every state and transition of a statechart. States come from `xstate/graph`'s directed graph; its
 * edges hold the transitions taken on events, and the eventless (`always`) ones are added from each
 * state node, since the graph leaves them out.
 */
export function chartOf(machine: AnyStateMachine): Chart {
  const known = chartCache.get(machine);
  if (known) return known;
  const states: ChartState[] = [];
  const transitions = new Map<string, ChartTransition>();
  const add = (source: string, event: string, targets: readonly AnyStateNode[]) => {
    const t = targets.map(pathOf);
    const id = transitionId(source, event, t);
    if (!transitions.has(id)) transitions.set(id, { id, source, event, targets: t });
  };
  const walk = (g: DirectedGraphNode, parent: string | null) => {
    const node = g.stateNode as AnyStateNode;
    const id = pathOf(node);
    if (node.path.length) states.push({ id, parent, type: node.type });
    for (const e of g.edges) add(id, eventName(e.transition.eventType), e.transition.target ?? []);
    for (const d of node.always ?? []) add(id, 'auto', d.target ?? []);
    for (const c of g.children) walk(c, node.path.length ? id : null);
  };
  walk(toDirectedGraph(machine), null);
  const chart = { states, transitions: [...transitions.values()] };
  chartCache.set(machine, chart);
  return chart;
}

/**
 * What coverage needs of a flow value, remembered per frozen value: every state of a run (every edge
 * of an exploration) asks it, and engine states share their flow value with the states around them.
 */
const flowFacts = new WeakMap<object, { readonly active: readonly string[]; readonly key: string }>();

function factsOf(flow: StateValue): { readonly active: readonly string[]; readonly key: string } {
  const known = typeof flow === 'object' ? flowFacts.get(flow) : undefined;
  if (known) return known;
  const facts = { active: activeStates(flow), key: leafPaths(flow).join('|') };
  if (typeof flow === 'object' && Object.isFrozen(flow)) flowFacts.set(flow, facts);
  return facts;
}

/** The dotted paths of a state value's leaves (`turn.buy.main.open`), in the value's key order. */
export function leafPaths(value: StateValue, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix ? `${prefix}.${value}` : value];
  const out: string[] = [];
  for (const [k, v] of Object.entries(value)) out.push(...leafPaths(v, prefix ? `${prefix}.${k}` : k));
  return out;
}

/** The active states of a flow value: every leaf and all its ancestors. */
export function activeStates(flow: StateValue): string[] {
  const out = new Set<string>();
  for (const leaf of leafPaths(flow)) {
    const parts = leaf.split('.');
    for (let i = 1; i <= parts.length; i++) out.add(parts.slice(0, i).join('.'));
  }
  return [...out];
}

const indexCache = new WeakMap<Chart, Map<string, ChartTransition[]>>();

/** A chart's transitions by their source state. */
function transitionIndex(chart: Chart): Map<string, ChartTransition[]> {
  const known = indexCache.get(chart);
  if (known) return known;
  const bySource = new Map<string, ChartTransition[]>();
  for (const t of chart.transitions) {
    const list = bySource.get(t.source) ?? [];
    list.push(t);
    bySource.set(t.source, list);
  }
  indexCache.set(chart, bySource);
  return bySource;
}

/** The transitions that explain one microstep from `before` to `after`. */
function transitionsOfMicrostep(
  bySource: Map<string, ChartTransition[]>,
  before: StateValue,
  after: StateValue,
  first: boolean,
  eventType: string,
): string[] {
  const from = activeStates(before);
  const to = new Set(activeStates(after));
  const same = leafPaths(before).join('|') === leafPaths(after).join('|');
  const out: string[] = [];
  for (const source of [ROOT, ...from]) {
    for (const t of bySource.get(source) ?? []) {
      const eventOk = first ? t.event === eventType : t.event === 'auto' || t.event === 'done';
      if (!eventOk) continue;
      if (t.targets.length === 0 ? same : t.targets.every((x) => to.has(x))) out.push(t.id);
    }
  }
  return out;
}

export interface CoverageReport {
  readonly states: {
    readonly total: number;
    readonly reached: number;
    readonly hits: Record<string, number>;
  };
  readonly transitions: {
    readonly total: number;
    readonly reached: number;
    readonly hits: Record<string, number>;
  };
  /** Rule keys of the events the engine emitted, with how often; and the declared keys never emitted. */
  readonly ruleKeys: {
    readonly fired: Record<string, number>;
    readonly neverFired: readonly string[];
  };
  readonly steps: number;
}

/** What coverage needs of a game: its chart, where a state stands in it, and its rule keys. */
export interface Charted<S> {
  readonly flow: {
    readonly machine: unknown;
    value(s: S): StateValue;
    resume?(s: S): unknown;
    /** The arrows the compiled chart took to make a state (`GameModule.flow.arrows`), once recording. */
    readonly arrows?: { record(): void; taken(s: S): readonly TakenArrow[] | undefined };
  };
  readonly rules: readonly RuleDefinition[];
}

/** What coverage reads of an arrow the compiled chart took. */
export type TakenArrow = Pick<ChartArrow, 'source' | 'event' | 'eventless' | 'targets' | 'entered'>;

/** The chart transition (`chartOf`'s id) an arrow of the compiled chart is one branch of. */
const transitionOfArrow = (a: TakenArrow): string =>
  transitionId(a.source, a.eventless ? 'auto' : a.event, a.targets);

/**
 * Records which statechart states and transitions a run reaches and which rule keys fire. States come
 * from every visited state's flow; transitions from the arrows the compiled chart took for the action
 * when the game records them (`flow.arrows`), else from the microsteps xstate reports, asked once for
 * each (flow before, action type, flow after) and counted for every later step alike. The second is a
 * guess where two routes start and end in the same states (a pass that resolves the stack and one that
 * does not, in a window that opens again): Megacorp and Gardener record theirs.
 */
/** Counts recorded by a `Coverage`, as `drain` hands them over. */
export interface CoverageDelta {
  readonly states: readonly (readonly [string, number])[];
  readonly transitions: readonly (readonly [string, number])[];
  readonly ruleKeys: readonly (readonly [string, number])[];
  readonly steps: number;
}

const isDelta = (o: object): o is CoverageDelta => Array.isArray((o as CoverageDelta).states);

export class Coverage<S = unknown, A extends GameAction = GameAction, E extends LoggedEvent = LoggedEvent> {
  readonly states = new Map<string, number>();
  readonly transitions = new Map<string, number>();
  readonly ruleKeys = new Map<string, number>();
  steps = 0;
  readonly #explained = new Map<string, { states: string[]; transitions: string[] }>();
  readonly #game: Charted<S>;
  readonly #chart: Chart;

  constructor(game: Charted<S>) {
    this.#game = game;
    this.#chart = chartOf(game.flow.machine as AnyStateMachine);
    game.flow.arrows?.record();
  }

  /** Every state and transition of the game's chart. */
  get chart(): Chart {
    return this.#chart;
  }

  /** Marks a state of the game as visited (its leaf statechart states and their ancestors). */
  visit(s: S): void {
    for (const id of factsOf(this.#game.flow.value(s)).active)
      this.states.set(id, (this.states.get(id) ?? 0) + 1);
  }

  /** Records one accepted action. */
  step(previous: S, action: A, next: S, events: readonly E[]): void {
    this.steps++;
    for (const e of events) this.ruleKeys.set(e.type, (this.ruleKeys.get(e.type) ?? 0) + 1);
    this.visit(next);
    const { flow } = this.#game;
    const taken = flow.arrows?.taken(next);
    if (taken) {
      for (const a of taken) {
        const id = transitionOfArrow(a);
        this.transitions.set(id, (this.transitions.get(id) ?? 0) + 1);
        for (const st of a.entered) this.states.set(st, (this.states.get(st) ?? 0) + 1);
      }
      return;
    }
    const key = `${factsOf(flow.value(previous)).key} ${action.type} ${factsOf(flow.value(next)).key}`;
    let explained = this.#explained.get(key);
    if (!explained) {
      explained = this.#explain(previous, action);
      this.#explained.set(key, explained);
    }
    for (const id of explained.states) this.states.set(id, (this.states.get(id) ?? 0) + 1);
    for (const id of explained.transitions) this.transitions.set(id, (this.transitions.get(id) ?? 0) + 1);
  }

  /**
   * Records a run known only by its states and events, such as a scenario's result (`initial`, the
   * state after each line, the events): the states it stood in and the rule keys it fired. Arrows
   * are recorded only between states one action apart, where xstate's microsteps can name them.
   */
  recordRun(run: {
    readonly initial?: S;
    readonly steps: readonly { readonly state: S }[];
    readonly events: readonly E[];
  }): void {
    if (run.initial) this.visit(run.initial);
    for (const st of run.steps) this.visit(st.state);
    for (const e of run.events) this.ruleKeys.set(e.type, (this.ruleKeys.get(e.type) ?? 0) + 1);
  }

  /**
   * What was recorded since the last drain, as plain data a worker thread can post, and forgets it:
   * `merge` adds it where the search is counted.
   */
  drain(): CoverageDelta {
    // Counts go back to 0 and keys stay: a worker drains after every state, and setting a key it
    // holds is cheaper than adding it to a map emptied the step before. Reports count only hits.
    const take = (counts: Map<string, number>) => {
      const out: [string, number][] = [];
      for (const [k, n] of counts)
        if (n > 0) {
          out.push([k, n]);
          counts.set(k, 0);
        }
      return out;
    };
    const delta: CoverageDelta = {
      states: take(this.states),
      transitions: take(this.transitions),
      ruleKeys: take(this.ruleKeys),
      steps: this.steps,
    };
    this.steps = 0;
    return delta;
  }

  /** Adds the counts of another recorder (another shard, the corpus, a worker's drained share). */
  merge(other: Coverage<S, A, E> | CoverageReport | CoverageDelta): void {
    const add = (into: Map<string, number>, from: Iterable<readonly [string, number]>) => {
      // A report lists what was never reached with 0 hits: that is not reaching it.
      for (const [k, n] of from) if (n > 0) into.set(k, (into.get(k) ?? 0) + n);
    };
    if (other instanceof Coverage || isDelta(other)) {
      add(this.states, other.states);
      add(this.transitions, other.transitions);
      add(this.ruleKeys, other.ruleKeys);
      this.steps += other.steps;
    } else {
      add(this.states, Object.entries(other.states.hits));
      add(this.transitions, Object.entries(other.transitions.hits));
      add(this.ruleKeys, Object.entries(other.ruleKeys.fired));
      this.steps += other.steps;
    }
  }

  /** The states and transitions xstate's microsteps pass through for an action (none without `resume`). */
  #explain(previous: S, action: A): { states: string[]; transitions: string[] } {
    const states = new Set<string>();
    const transitions = new Set<string>();
    const { flow } = this.#game;
    if (!flow.resume) return { states: [], transitions: [] };
    let steps: readonly (readonly [{ readonly value: unknown }, ...unknown[]])[];
    try {
      steps = getMicrosteps(
        flow.machine as AnyStateMachine,
        flow.resume(previous) as AnyMachineSnapshot,
        action,
      );
    } catch {
      return { states: [], transitions: [] };
    }
    const bySource = transitionIndex(this.#chart);
    let before = flow.value(previous);
    steps.forEach(([snap], i) => {
      const after = snap.value as StateValue;
      for (const id of activeStates(after)) states.add(id);
      for (const id of transitionsOfMicrostep(bySource, before, after, i === 0, action.type))
        transitions.add(id);
      before = after;
    });
    return { states: [...states], transitions: [...transitions] };
  }

  report(): CoverageReport {
    const chart = this.#chart;
    const stateHits = Object.fromEntries(chart.states.map((s) => [s.id, this.states.get(s.id) ?? 0]));
    const transitionHits = Object.fromEntries(
      chart.transitions.map((t) => [t.id, this.transitions.get(t.id) ?? 0]),
    );
    const hit = (counts: Map<string, number>, k: string) => (counts.get(k) ?? 0) > 0;
    const fired = Object.fromEntries(
      [...this.ruleKeys].filter(([, n]) => n > 0).sort(([a], [b]) => a.localeCompare(b)),
    );
    return {
      states: {
        total: chart.states.length,
        reached: chart.states.filter((s) => hit(this.states, s.id)).length,
        hits: stateHits,
      },
      transitions: {
        total: chart.transitions.length,
        reached: chart.transitions.filter((t) => hit(this.transitions, t.id)).length,
        hits: transitionHits,
      },
      ruleKeys: {
        fired,
        neverFired: this.#game.rules
          .map((r) => r.key)
          .filter((k) => !hit(this.ruleKeys, k))
          .sort(),
      },
      steps: this.steps,
    };
  }
}

const pct = (n: number, total: number) => (total === 0 ? '100%' : `${((100 * n) / total).toFixed(1)}%`);

/** A plain-text summary: totals, then what was never reached. */
export function coverageText(r: CoverageReport, options: { readonly list?: boolean } = {}): string {
  const missedStates = Object.entries(r.states.hits)
    .filter(([, n]) => n === 0)
    .map(([id]) => id);
  const missedTransitions = Object.entries(r.transitions.hits)
    .filter(([, n]) => n === 0)
    .map(([id]) => id);
  const lines = [
    `statechart states reached: ${r.states.reached}/${r.states.total} (${pct(r.states.reached, r.states.total)})`,
    `statechart transitions reached: ${r.transitions.reached}/${r.transitions.total} (${pct(r.transitions.reached, r.transitions.total)})`,
    `rule keys fired: ${Object.keys(r.ruleKeys.fired).length} (${r.ruleKeys.neverFired.length} declared keys never fired; many only refuse actions)`,
  ];
  if (options.list) {
    lines.push('', 'states never reached:', ...missedStates.map((s) => `  ${s}`));
    lines.push('', 'transitions never taken:', ...missedTransitions.map((t) => `  ${t}`));
    lines.push('', 'rule keys never fired:', ...r.ruleKeys.neverFired.map((k) => `  ${k}`));
  }
  return lines.join('\n');
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/** A self-contained HTML page: the state tree with hit counts, the arrows, the rule keys. */
export function coverageHtml(r: CoverageReport, title = 'Arbiter statechart coverage'): string {
  // The report lists the chart's states and transitions in the chart's order.
  const chart = {
    states: Object.keys(r.states.hits).map((id) => ({ id })),
    transitions: Object.keys(r.transitions.hits).map((id) => ({ id })),
  };
  const depth = (id: string) => id.split('.').length - 1;
  const row = (label: string, n: number, indent = 0) =>
    `<tr class="${n ? 'hit' : 'miss'}"><td style="padding-left:${0.5 + indent * 1.2}em">${escapeHtml(label)}</td><td>${n}</td></tr>`;
  const stateRows = chart.states.map((s) =>
    row(s.id.split('.').pop() ?? s.id, r.states.hits[s.id] ?? 0, depth(s.id)),
  );
  const transitionRows = chart.transitions.map((t) => row(t.id, r.transitions.hits[t.id] ?? 0));
  const keyRows = [
    ...Object.entries(r.ruleKeys.fired).map(([k, n]) => row(k, n)),
    ...r.ruleKeys.neverFired.map((k) => row(k, 0)),
  ];
  const bar = (n: number, total: number) =>
    `<div class="bar"><div style="width:${total ? (100 * n) / total : 100}%"></div></div> ${n}/${total} (${pct(n, total)})`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>
body{font:14px/1.4 system-ui,sans-serif;margin:2em;color:#222}
table{border-collapse:collapse;margin-bottom:2em}td{padding:1px .6em;border-bottom:1px solid #eee}
td:last-child{text-align:right;font-variant-numeric:tabular-nums}
tr.miss td:first-child{color:#b00020}tr.hit td:first-child{color:#1b5e20}
.bar{display:inline-block;width:16em;height:.8em;background:#f3c6cb;vertical-align:middle}
.bar div{height:100%;background:#66bb6a}
details{margin:.5em 0}summary{cursor:pointer;font-weight:600}
</style></head><body>
<h1>${escapeHtml(title)}</h1>
<p>${r.steps} actions recorded.</p>
<p>States ${bar(r.states.reached, r.states.total)}</p>
<p>Transitions ${bar(r.transitions.reached, r.transitions.total)}</p>
<p>Rule keys fired: ${Object.keys(r.ruleKeys.fired).length}; declared but never fired: ${r.ruleKeys.neverFired.length} (many only refuse actions)</p>
<details open><summary>States</summary><table><tr><th>state</th><th>visits</th></tr>${stateRows.join('')}</table></details>
<details><summary>Transitions</summary><table><tr><th>transition</th><th>taken</th></tr>${transitionRows.join('')}</table></details>
<details><summary>Rule keys</summary><table><tr><th>rule key</th><th>events</th></tr>${keyRows.join('')}</table></details>
</body></html>
`;
}
