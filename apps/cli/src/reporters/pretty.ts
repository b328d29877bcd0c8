import { styleText } from 'node:util';
import type { Failure } from '@arbiter/scenario';
import { formatDiagnostic } from '@arbiter/scenario';
import { visible } from '../escape.js';
import { at } from '../files.js';
import { counts, isFailure, type ReporterOptions, type RunReport, type RunResult } from '../report.js';

/** A failure at its file:line:col, then expected/actual, the hint and (optionally) the board. */
export function prettyFailureLines(
  r: { readonly uri: string },
  f: Failure,
  showBoard: boolean,
  indent = '  ',
): string[] {
  const lines = [
    `${indent}${visible(at(r.uri, f.range))}: ${visible(f.message)}${f.clause ? ` (${visible(f.clause)})` : ''}`,
  ];
  if (f.expected !== undefined) lines.push(`${indent}  expected: ${styleText('green', visible(f.expected))}`);
  if (f.actual !== undefined) lines.push(`${indent}  actual:   ${styleText('red', visible(f.actual))}`);
  if (f.hint) lines.push(`${indent}  hint: ${visible(f.hint)}`);
  if (showBoard && f.board) lines.push(...f.board.split('\n').map((l) => `${indent}  | ${visible(l)}`));
  return lines;
}

/**
 * Failing runs, each failure printed once: the same scenario failing the same way under several
 * revisions (an unknown card, a wrong expectation every revision agrees on) is one entry naming
 * them all, `[v1.7, ed3.0-fr]`, not one copy per revision.
 */
export function groupedFailures(runs: readonly RunResult[], showBoard: boolean): string[] {
  const groups = new Map<string, { run: RunResult; revisions: string[]; body: string[] }>();
  for (const r of runs) {
    const body = r.failures.flatMap((f) => prettyFailureLines(r, f, showBoard));
    const key = [r.uri, r.range.start.offset, r.status, r.title, ...body].join('\u0000');
    const g = groups.get(key);
    if (g) g.revisions.push(r.revision);
    else groups.set(key, { run: r, revisions: [r.revision], body });
  }
  return [...groups.values()].flatMap(({ run, revisions, body }) => {
    const mark = run.status === 'error' ? styleText('red', 'ERROR') : styleText('red', 'FAIL');
    const revs = revisions.map(visible).join(', ');
    return [`${mark} ${visible(run.title)} ${styleText('dim', `[${revs}]`)}`, ...body];
  });
}

/**
 * One row per revision a scenario ran under, then a total. A revision or draft nothing ran under has
 * no row: a table of zeros hid the rows that mattered (`run` warns when a `--revision` ran nothing).
 */
export function summaryTable(results: readonly RunResult[]): string[] {
  const revs = [...new Set(results.map((r) => visible(r.revision)))].sort();
  const row = (label: string, rs: readonly RunResult[]) => {
    const n = (s: string) => String(rs.filter((r) => r.status === s).length);
    const time = rs.reduce((t, r) => t + r.durationMs, 0) / 1000;
    return [
      label,
      String(rs.length),
      n('passed'),
      n('failed'),
      n('error'),
      n('skipped'),
      `${time.toFixed(2)} s`,
    ];
  };
  const rows = revs.map((rev) =>
    row(
      rev,
      results.filter((r) => visible(r.revision) === rev),
    ),
  );
  if (revs.length !== 1) rows.push(row('total', results));
  const head = ['revision', 'scenarios', 'passed', 'failed', 'errors', 'skipped', 'time'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const fmt = (cells: readonly string[]) =>
    cells
      .map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  const body = rows.map(fmt);
  if (revs.length > 1) body.splice(body.length - 1, 0, rule);
  return [fmt(head), rule, ...body];
}

/** Diagnostics and failures first (each at file:line:col), then the summary table and the verdict. */
export function prettyReport(report: RunReport, opts: ReporterOptions): string {
  const lines: string[] = [];
  for (const f of report.files) {
    for (const d of f.diagnostics) if (d.severity !== 'info') lines.push(visible(formatDiagnostic(d, f.uri)));
  }
  const all = report.files.flatMap((f) => f.scenarios);
  lines.push(...groupedFailures(all.filter(isFailure), opts.board));
  for (const r of all) {
    if (!r.warnings?.length) continue;
    lines.push(`${styleText('yellow', 'WARN')} ${r.title} ${styleText('dim', `[${r.revision}]`)}`);
    lines.push(...r.warnings.flatMap((w) => prettyFailureLines(r, w, false)));
  }
  if (lines.length) lines.push('');
  lines.push(...summaryTable(all));
  lines.push('', verdict(report));
  return lines.join('\n');
}

export function verdict(report: RunReport): string {
  const c = counts(report);
  const parts = [
    `${c.files} file${c.files === 1 ? '' : 's'}`,
    `${c.runs} scenario run${c.runs === 1 ? '' : 's'}`,
  ];
  const scope = report.shard ? ` (shard ${report.shard.index}/${report.shard.count})` : '';
  const head = `${parts.join(', ')}${scope} in ${(report.durationMs / 1000).toFixed(2)} s: `;
  const bad = c.failed + c.errors;
  const problems: string[] = [];
  if (c.unreadable) problems.push(`${c.unreadable} file${c.unreadable === 1 ? '' : 's'} with errors`);
  if (bad) problems.push(`${bad} scenario run${bad === 1 ? '' : 's'} failed`);
  let text = problems.length
    ? styleText('red', problems.join(', '))
    : styleText('green', c.runs ? 'all scenarios pass' : 'nothing to run');
  if (report.notRun)
    text += styleText(
      'yellow',
      `; stopped at the first failing file (--bail), ${report.notRun} file${report.notRun === 1 ? '' : 's'} not run`,
    );
  return head + text;
}
