import type { Diagnostic, Range } from '@arbiter/scenario';
import { counts, exitCode, type ReporterOptions, type RunReport, type RunResult } from '../report.js';

/** Positions are 1-based (as in `file:line:col`); `end` is exclusive. */
interface JsonRange {
  readonly line: number;
  readonly column: number;
  readonly endLine: number;
  readonly endColumn: number;
}

const range = (r: Range): JsonRange => ({
  line: r.start.line + 1,
  column: r.start.character + 1,
  endLine: r.end.line + 1,
  endColumn: r.end.character + 1,
});

const diagnostic = (d: Diagnostic) => ({
  severity: d.severity,
  code: d.code,
  message: d.message,
  ...(d.hint ? { hint: d.hint } : {}),
  ...range(d.range),
});

/** A scenario run without the game states (initial, final, per step) and the event log. */
function scenario(r: RunResult, board: boolean) {
  return {
    title: r.title,
    revision: r.revision,
    status: r.status,
    ...range(r.range),
    covers: r.covers,
    durationMs: Math.round(r.durationMs * 1000) / 1000,
    events: r.eventCount,
    ...(r.fingerprint ? { fingerprint: r.fingerprint } : {}),
    ...(r.inputs ? { inputs: r.inputs } : {}),
    ...(r.clauses ? { clauses: r.clauses } : {}),
    failures: r.failures.map((f) => ({
      ...range(f.range),
      message: f.message,
      ...(f.hint ? { hint: f.hint } : {}),
      ...(f.clause ? { clause: f.clause } : {}),
      ...(f.expected !== undefined ? { expected: f.expected } : {}),
      ...(f.actual !== undefined ? { actual: f.actual } : {}),
      ...(board && f.board ? { board: f.board } : {}),
    })),
    steps: r.steps.map((s) => ({
      line: s.range.start.line + 1,
      kind: s.kind,
      status: s.status,
      actions: s.actions,
    })),
  };
}

/** The run as JSON: one entry per file with its diagnostics and scenario runs, then the totals. */
export function jsonReport(report: RunReport, opts: ReporterOptions): string {
  const c = counts(report);
  return JSON.stringify(
    {
      version: 1,
      exitCode: exitCode(report),
      summary: {
        ...c,
        durationMs: Math.round(report.durationMs),
        notRun: report.notRun,
        ...(report.shard ? { shard: `${report.shard.index}/${report.shard.count}` } : {}),
        ...(report.only ? { only: report.only } : {}),
      },
      files: report.files.map((f) => ({
        uri: f.uri,
        durationMs: Math.round(f.durationMs * 1000) / 1000,
        diagnostics: f.diagnostics.map(diagnostic),
        scenarios: f.scenarios.map((r) => scenario(r, opts.board)),
      })),
      // Each revision's rule parameters: a baseline needs them to name the parameter behind a drift.
      ...(report.parameters ? { parameters: report.parameters } : {}),
      ...(report.golden ? { golden: report.golden } : {}),
    },
    null,
    2,
  );
}
