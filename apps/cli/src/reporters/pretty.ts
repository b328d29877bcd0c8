import { styleText } from 'node:util';
import type { FileResult, ScenarioResult } from '@arbiter/scenario';
import { formatDiagnostic } from '@arbiter/scenario';

const where = (r: ScenarioResult, line: number, col: number) => `${r.uri}:${line + 1}:${col + 1}`;

/** One line per failing scenario with the failure at its file:line:col, then the summary table. */
export function prettyFailure(r: ScenarioResult, showBoard: boolean): string[] {
  const lines: string[] = [];
  const mark = r.status === 'error' ? styleText('red', 'ERROR') : styleText('red', 'FAIL');
  lines.push(`${mark} ${r.title} ${styleText('dim', `[${r.revision}]`)}`);
  for (const f of r.failures) {
    lines.push(`  ${where(r, f.range.start.line, f.range.start.character)}: ${f.message}${f.clause ? ` (${f.clause})` : ''}`);
    if (f.expected !== undefined) lines.push(`    expected: ${styleText('green', f.expected)}`);
    if (f.actual !== undefined) lines.push(`    actual:   ${styleText('red', f.actual)}`);
    if (f.hint) lines.push(`    hint: ${f.hint}`);
    if (showBoard && f.board) lines.push(...f.board.split('\n').map((l) => `    | ${l}`));
  }
  return lines;
}

export function summaryTable(results: readonly ScenarioResult[]): string[] {
  const revisions = [...new Set(results.map((r) => r.revision))].sort();
  const rows = revisions.map((rev) => {
    const rs = results.filter((r) => r.revision === rev);
    const count = (s: string) => rs.filter((r) => r.status === s).length;
    return [rev, String(rs.length), String(count('passed')), String(count('failed')), String(count('error'))];
  });
  const head = ['revision', 'scenarios', 'passed', 'failed', 'errors'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const fmt = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  return [fmt(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(fmt)];
}

export function prettyReport(files: readonly FileResult[], durationMs: number, showBoard = true): string {
  const lines: string[] = [];
  for (const f of files) {
    for (const d of f.diagnostics) if (d.severity !== 'info') lines.push(formatDiagnostic(d, f.uri));
  }
  const all = files.flatMap((f) => f.scenarios);
  for (const r of all) if (r.status === 'failed' || r.status === 'error') lines.push(...prettyFailure(r, showBoard));
  if (lines.length) lines.push('');
  lines.push(...summaryTable(all));
  const failed = all.filter((r) => r.status === 'failed' || r.status === 'error').length;
  const verdict = failed === 0 ? styleText('green', 'all scenarios pass') : styleText('red', `${failed} scenario run(s) failed`);
  lines.push('', `${files.length} files, ${all.length} scenario runs in ${(durationMs / 1000).toFixed(2)} s: ${verdict}`);
  return lines.join('\n');
}
