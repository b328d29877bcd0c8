/**
 * Transition coverage read from the compiled chart's own trace: which arrows of a game's chart the
 * runs took (eventless ones included), read as the chart took them, never reconstructed from states.
 * Generic over a game module's `flow.chart`; the game's table of unreachable arrows says why each arrow
 * no run reaches cannot be reached, and a reason given for an arrow a run does reach is a problem.
 */
import type { ObservedChart, StateValue } from '@arbiter/core';
import { activeStates } from './coverage.js';

/** An arrow no run took, and the game's reason why none can (null: no reason is written). */
export interface UnreachedArrow {
  readonly id: string;
  readonly eventless: boolean;
  readonly reason: string | null;
}

export interface TransitionCoverageReport {
  readonly states: {
    readonly total: number;
    readonly reached: number;
    readonly unreached: readonly string[];
  };
  readonly transitions: {
    readonly total: number;
    readonly reached: number;
    readonly eventless: { readonly total: number; readonly reached: number };
    /** Every arrow with how often the runs took it. */
    readonly hits: Readonly<Record<string, number>>;
  };
  readonly unreached: readonly UnreachedArrow[];
  /** Reasons written for arrows a run reached, or for arrows the chart does not have. */
  readonly problems: readonly string[];
}

/** Records the arrows a game's compiled chart takes while runs go on, and the states they enter. */
export class ArrowRecorder {
  readonly hits = new Map<string, number>();
  readonly states = new Set<string>();
  readonly #chart: ObservedChart;

  constructor(chart: ObservedChart) {
    this.#chart = chart;
  }

  /** Runs `fn`, recording every arrow the chart takes meanwhile (only events it accepts count). */
  during<T>(fn: () => T): T {
    const stop = this.#chart.observe((fired) => {
      for (const a of fired) {
        this.hits.set(a.id, (this.hits.get(a.id) ?? 0) + 1);
        for (const s of a.entered) this.states.add(s);
      }
    });
    try {
      return fn();
    } finally {
      stop();
    }
  }

  /** A position a run started from (a scenario's `given`): its active states are reached. */
  visit(value: StateValue): void {
    for (const s of activeStates(value)) this.states.add(s);
  }

  report(): TransitionCoverageReport {
    return transitionCoverage(this.#chart, this.hits, this.states);
  }
}

/** The report of the arrows taken (`hits`) and states reached, with the chart's reasons for the rest. */
export function transitionCoverage(
  chart: ObservedChart,
  hits: ReadonlyMap<string, number>,
  states: ReadonlySet<string>,
): TransitionCoverageReport {
  const reasons = chart.unreachable ?? {};
  const taken = (id: string) => (hits.get(id) ?? 0) > 0;
  const known = new Set(chart.arrows.map((a) => a.id));
  const problems = Object.keys(reasons).flatMap((id) =>
    !known.has(id)
      ? [`a reason is written for ${id}, which the chart does not have`]
      : taken(id)
        ? [`a reason is written for ${id}, but the runs took it ${hits.get(id)} times: drop the reason`]
        : [],
  );
  const eventless = chart.arrows.filter((a) => a.eventless);
  return {
    states: {
      total: chart.paths.length,
      reached: chart.paths.filter((p) => states.has(p)).length,
      unreached: chart.paths.filter((p) => !states.has(p)),
    },
    transitions: {
      total: chart.arrows.length,
      reached: chart.arrows.filter((a) => taken(a.id)).length,
      eventless: { total: eventless.length, reached: eventless.filter((a) => taken(a.id)).length },
      hits: Object.fromEntries(chart.arrows.map((a) => [a.id, hits.get(a.id) ?? 0])),
    },
    unreached: chart.arrows
      .filter((a) => !taken(a.id))
      .map((a) => ({ id: a.id, eventless: a.eventless, reason: reasons[a.id] ?? null })),
    problems,
  };
}

const pct = (n: number, total: number) => (total === 0 ? '100%' : `${((100 * n) / total).toFixed(1)}%`);

/** The report as text: totals, then each arrow never taken with why, then the table's problems. */
export function transitionCoverageText(r: TransitionCoverageReport): string {
  const t = r.transitions;
  const lines = [
    `statechart states reached: ${r.states.reached}/${r.states.total} (${pct(r.states.reached, r.states.total)})`,
    `statechart transitions taken: ${t.reached}/${t.total} (${pct(t.reached, t.total)}; eventless ${t.eventless.reached}/${t.eventless.total})`,
  ];
  if (r.states.unreached.length)
    lines.push('states never reached:', ...r.states.unreached.map((s) => `  ${s}`));
  if (r.unreached.length) {
    lines.push(`transitions never taken (${r.unreached.length}):`);
    for (const u of r.unreached) {
      lines.push(`  ${u.id}${u.eventless ? '  (eventless)' : ''}`);
      lines.push(`    why: ${u.reason ?? 'no reason written: add a scenario that takes it, or a reason'}`);
    }
  }
  if (r.problems.length) lines.push('problems of the reason table:', ...r.problems.map((p) => `  ${p}`));
  return lines.join('\n');
}
