import type { Diagnostic, ScenarioResult, Status, StepResult } from '@arbiter/scenario';
import type { GoldenFingerprint } from './drift/golden.js';
import type { Shard } from './shard.js';

/**
 * A scenario run as the reporters see it: without the game states (after each step, initial,
 * final) and the event log, which a long run would otherwise keep alive for every scenario.
 */
export type RunResult = Omit<ScenarioResult, 'steps' | 'initial' | 'final' | 'events'> & {
  readonly steps: readonly Omit<StepResult, 'state'>[];
  readonly eventCount: number;
  /** `stateHash` of the run's outcome (`outcome()`: steps taken or refused, final observable state). */
  readonly fingerprint?: string;
  /** Hash of what the run read: the scenario's text, the file's prelude, the card libraries it used. */
  readonly inputs?: string;
  /** The clauses the run exercised: cited by the events it caused and the refusals it met, sorted. */
  readonly clauses?: readonly string[];
};

export function slim(r: ScenarioResult): RunResult {
  const { steps, initial: _initial, final: _final, events, ...rest } = r;
  return {
    ...rest,
    steps: steps.map(({ state: _state, ...step }) => step),
    eventCount: events.length,
    clauses: clausesOf(r),
  };
}

/** The clauses a run exercised (a rule citing them fired or refused), as `coverage` counts them. */
export function clausesOf(r: ScenarioResult): string[] {
  const cited = new Set<string>();
  for (const e of r.events as readonly { readonly citation?: { readonly clause?: string } }[])
    if (e.citation?.clause) cited.add(e.citation.clause);
  for (const x of r.refusals) cited.add(x.clause);
  cited.delete('?');
  return [...cited].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
}

/** One file of a run: its encoding and parse diagnostics, and one result per scenario and revision. */
export interface FileRun {
  readonly uri: string;
  readonly diagnostics: readonly Diagnostic[];
  readonly scenarios: readonly RunResult[];
  readonly durationMs: number;
}

/** Everything a reporter needs to know about a run. */
export interface RunReport {
  readonly files: readonly FileRun[];
  readonly durationMs: number;
  /** Files left out because `--bail` stopped the run. */
  readonly notRun: number;
  readonly shard?: Shard;
  /** The `--revision` filter, when given. */
  readonly only?: readonly string[];
  /** Revisions listed in the summary even when nothing ran under them (the built-in ones). */
  readonly revisions: readonly string[];
  /** The rule parameters of each revision a scenario ran under, for drift attribution. */
  readonly parameters?: Readonly<Record<string, unknown>>;
  /** The golden games as the engine plays them now (`run --golden`), compared by a drift. */
  readonly golden?: readonly GoldenFingerprint[];
}

export interface ReporterOptions {
  /** Include the board of each failure. */
  readonly board: boolean;
}

export interface Counts {
  readonly files: number;
  readonly runs: number;
  readonly passed: number;
  readonly failed: number;
  readonly errors: number;
  readonly skipped: number;
  /** Files with an error diagnostic (unreadable lines or bytes). */
  readonly unreadable: number;
}

export const isFailure = (r: { readonly status: Status }) => r.status === 'failed' || r.status === 'error';
export const hasErrors = (f: FileRun) => f.diagnostics.some((d) => d.severity === 'error');
/** A file `--bail` stops at: a scenario failed, or the file could not be read cleanly. */
export const fileFailed = (f: FileRun) => hasErrors(f) || f.scenarios.some(isFailure);

export function counts(report: RunReport): Counts {
  const all = report.files.flatMap((f) => f.scenarios);
  const n = (s: Status) => all.filter((r) => r.status === s).length;
  return {
    files: report.files.length,
    runs: all.length,
    passed: n('passed'),
    failed: n('failed'),
    errors: n('error'),
    skipped: n('skipped'),
    unreadable: report.files.filter(hasErrors).length,
  };
}

/** 2 when a file could not be read (parse or encoding errors), 1 when a scenario failed, else 0. */
export function exitCode(report: RunReport): 0 | 1 | 2 {
  const c = counts(report);
  if (c.unreadable > 0) return 2;
  return c.failed + c.errors > 0 ? 1 : 0;
}
