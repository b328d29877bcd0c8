import type { ScenarioResult } from '@arbiter/scenario';
import type { RunFileResult, RunScenario, RunStep } from '../protocol.js';
import type { ParsedFile, WorkspaceIndex } from '../workspace.js';
import { STEP_KINDS, toRange, whenStatements } from './document.js';
import { evaluate, type ScenarioRun } from './evaluation.js';

export interface RunFileOptions {
  /** Only these revisions. */
  readonly only?: readonly string[];
  /** The revisions for scenarios that name none (default: the built-in defaults). */
  readonly revisions?: readonly string[];
  /** Only the scenario starting on (or holding) this line. */
  readonly line?: number;
}

function steps(run: ScenarioRun, result: ScenarioResult): RunStep[] {
  const done = new Map(result.steps.map((s) => [s.range.start.line, s]));
  const failedLines = new Set(result.failures.map((f) => f.range.start.line));
  return whenStatements(run.scenario).flatMap((st) => {
    const kind =
      st.kind === 'checkpoint'
        ? 'checkpoint'
        : st.kind === 'anchor'
          ? 'anchor'
          : STEP_KINDS.has(st.kind) || st.kind === 'unknown'
            ? 'step'
            : undefined;
    if (!kind) return [];
    const line = st.range.start.line;
    const r = done.get(line);
    const failed = [...failedLines].some(
      (l) => l >= line && l <= (st.kind === 'anchor' ? line : st.range.end.line),
    );
    return [
      {
        range: toRange(st.range),
        kind,
        status: failed ? 'failed' : r ? r.status : 'skipped',
        actions: r?.actions ?? [],
      } satisfies RunStep,
    ];
  });
}

function scenarioEntry(run: ScenarioRun, result: ScenarioResult): RunScenario {
  return {
    title: result.title,
    range: toRange(run.scenario.header?.range ?? run.scenario.range),
    fullRange: toRange(run.scenario.range),
    revision: result.revision,
    status: result.status,
    durationMs: Math.round(result.durationMs * 100) / 100,
    failures: result.failures.map((f) => ({
      range: toRange(f.range),
      message: f.message,
      ...(f.clause ? { clause: f.clause } : {}),
      ...(f.hint ? { hint: f.hint } : {}),
      ...(f.expected !== undefined ? { expected: f.expected } : {}),
      ...(f.actual !== undefined ? { actual: f.actual } : {}),
      ...(f.board ? { board: f.board } : {}),
    })),
    steps: steps(run, result),
    log: result.events.map((e) => `[${e.citation.clause}] ${e.text}`),
    covers: result.covers,
  };
}

/** `arbiter/runFile`: every scenario × revision of a file with per-step status, for the Testing API. */
export function runFile(f: ParsedFile, index: WorkspaceIndex, options: RunFileOptions = {}): RunFileResult {
  const base = { uri: f.uri, version: f.version };
  if (f.kind !== 'scenario') return { ...base, scenarios: [], error: `a .${f.kind} file holds no scenarios` };
  const evaluation = evaluate(index, f.uri, {
    ...(options.revisions?.length ? { revisions: options.revisions } : {}),
    ...(options.only?.length ? { only: options.only } : {}),
    ...(options.line !== undefined ? { scenarioLine: options.line } : {}),
  });
  const scenarios: RunScenario[] = [];
  for (const run of evaluation?.runs ?? []) {
    if (run.problem) {
      const range = toRange(run.problem.range);
      scenarios.push({
        title: run.scenario.header?.title?.value ?? '(untitled)',
        range: toRange(run.scenario.header?.range ?? run.scenario.range),
        fullRange: toRange(run.scenario.range),
        revision: '?',
        status: 'error',
        durationMs: 0,
        failures: [
          { range, message: run.problem.message, ...(run.problem.hint ? { hint: run.problem.hint } : {}) },
        ],
        steps: [],
        log: [],
        covers: [],
      });
      continue;
    }
    for (const result of run.results) scenarios.push(scenarioEntry(run, result));
  }
  return { ...base, scenarios };
}
