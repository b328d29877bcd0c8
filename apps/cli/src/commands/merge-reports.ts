import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { BalanceMergeError, type BalanceReport, mergeBalanceReports } from '../balance-report.js';
import { UsageError } from '../files.js';
import {
  type HarnessReport,
  harnessSummaryLine,
  MergeError,
  mergeHarnessReports,
} from '../harness-report.js';
import type { Io } from '../io.js';
import { mergeJUnit } from '../reporters/junit.js';

interface JsonFile {
  readonly uri: string;
  readonly diagnostics: readonly { readonly severity: string }[];
  readonly scenarios: readonly { readonly status: string }[];
}

interface JsonReport {
  readonly version: 1;
  readonly exitCode: number;
  readonly summary: {
    readonly durationMs: number;
    readonly notRun: number;
    readonly only?: readonly string[];
  };
  readonly files: readonly JsonFile[];
  readonly parameters?: Readonly<Record<string, unknown>>;
}

function readReport(path: string, io: Io): JsonReport | HarnessReport | BalanceReport {
  let json: JsonReport | HarnessReport | BalanceReport;
  try {
    json = JSON.parse(readFileSync(resolve(io.cwd, path), 'utf8'));
  } catch (e) {
    throw new UsageError(`${path}: cannot read it as JSON (${(e as Error).message})`);
  }
  const kind = (json as { kind?: unknown })?.kind;
  if (json?.version === 1 && (kind === 'fuzz' || kind === 'explore' || kind === 'balance')) return json;
  if (json?.version !== 1 || !Array.isArray((json as JsonReport).files))
    throw new UsageError(
      `${path}: not a report of \`arbiter run|fuzz|explore --reporter json\` or \`arbiter report --json\` (version 1 with a files list, or a fuzz, explore or balance kind)`,
    );
  return json;
}

/**
 * Shards' `run --reporter json` reports as the one report an unsharded run would have written: the
 * files in path order (a run visits them sorted), the totals and the exit code counted again.
 * Durations add up (the time spent, not the wall time of parallel shards).
 */
export function mergeReports(reports: readonly { readonly name: string; readonly report: JsonReport }[]) {
  const owner = new Map<string, string>();
  const files: JsonFile[] = [];
  for (const { name, report } of reports)
    for (const f of report.files) {
      const earlier = owner.get(f.uri);
      if (earlier)
        throw new UsageError(
          `${f.uri} is in both ${earlier} and ${name}: merge the reports of disjoint shards`,
        );
      owner.set(f.uri, name);
      files.push(f);
    }
  files.sort((a, b) => (a.uri < b.uri ? -1 : a.uri > b.uri ? 1 : 0));
  const only = reports.map((r) => JSON.stringify(r.report.summary.only ?? null));
  if (new Set(only).size > 1)
    throw new UsageError('the reports ran under different --revision filters; merge runs of one command');
  const all = files.flatMap((f) => f.scenarios);
  const n = (s: string) => all.filter((r) => r.status === s).length;
  const unreadable = files.filter((f) => f.diagnostics.some((d) => d.severity === 'error')).length;
  const counts = {
    files: files.length,
    runs: all.length,
    passed: n('passed'),
    failed: n('failed'),
    errors: n('error'),
    skipped: n('skipped'),
    unreadable,
  };
  const parameters = Object.assign({}, ...reports.map((r) => r.report.parameters ?? {}));
  const sortedParameters = Object.fromEntries(
    Object.keys(parameters)
      .sort()
      .map((k) => [k, parameters[k]]),
  );
  const first = reports[0]?.report.summary.only;
  return {
    version: 1 as const,
    exitCode: unreadable > 0 ? 2 : counts.failed + counts.errors > 0 ? 1 : 0,
    summary: {
      ...counts,
      durationMs: reports.reduce((t, r) => t + r.report.summary.durationMs, 0),
      notRun: reports.reduce((t, r) => t + r.report.summary.notRun, 0),
      ...(first ? { only: first } : {}),
    },
    files,
    ...(reports.some((r) => r.report.parameters) ? { parameters: sortedParameters } : {}),
  };
}

function readText(path: string, io: Io): string {
  try {
    return readFileSync(resolve(io.cwd, path), 'utf8');
  } catch (e) {
    throw new UsageError(`${path}: cannot read it (${(e as Error).message})`);
  }
}

function writeMerged(merged: object, output: string | undefined, io: Io): void {
  writeText(JSON.stringify(merged, null, 2), output, io);
}

function writeText(text: string, output: string | undefined, io: Io): void {
  if (!output) {
    io.out(text);
    return;
  }
  const target = resolve(io.cwd, output);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, `${text}\n`);
}

/** `arbiter merge-reports`: exits with the merged run's code, so the merging job gates like one run. */
export function mergeReportsCommand(
  paths: readonly string[],
  opts: { readonly output?: string },
  io: Io,
): number {
  const xml = paths.filter((p) => p.endsWith('.xml'));
  if (xml.length > 0) {
    if (xml.length < paths.length)
      throw new UsageError('merge the JUnit (.xml) reports and the JSON reports separately');
    let merged: ReturnType<typeof mergeJUnit>;
    try {
      merged = mergeJUnit(paths.map((name) => ({ name, text: readText(name, io) })));
    } catch (e) {
      throw new UsageError((e as Error).message);
    }
    writeText(merged.xml.replace(/\n$/, ''), opts.output, io);
    if (opts.output) io.out(`${paths.length} JUnit reports merged into ${opts.output}`);
    return merged.failed ? 1 : 0;
  }
  const read = paths.map((name) => ({ name, report: readReport(name, io) }));
  const balance = read.filter(
    (r): r is { name: string; report: BalanceReport } => (r.report as { kind?: string }).kind === 'balance',
  );
  if (balance.length > 0) {
    if (balance.length < read.length)
      throw new UsageError('merge the balance (`report`) reports apart from the other reports');
    let merged: BalanceReport;
    try {
      merged = mergeBalanceReports(balance);
    } catch (e) {
      if (e instanceof BalanceMergeError) throw new UsageError(e.message);
      throw e;
    }
    writeMerged(merged, opts.output, io);
    if (opts.output)
      io.out(`${paths.length} balance reports merged: ${merged.records.length} games of ${merged.revision}`);
    return 0;
  }
  const harness = read.filter((r): r is { name: string; report: HarnessReport } => 'kind' in r.report);
  if (harness.length > 0) {
    if (harness.length < read.length)
      throw new UsageError('merge the corpus (`run`) reports and the fuzz or explore reports separately');
    let merged: HarnessReport;
    try {
      merged = mergeHarnessReports(harness);
    } catch (e) {
      if (e instanceof MergeError) throw new UsageError(e.message);
      throw e;
    }
    writeMerged(merged, opts.output, io);
    if (opts.output) io.out(harnessSummaryLine(merged, paths.length));
    return merged.exitCode;
  }
  const merged = mergeReports(read as { name: string; report: JsonReport }[]);
  writeMerged(merged, opts.output, io);
  if (opts.output) {
    const s = merged.summary;
    io.out(
      `${paths.length} reports merged: ${s.files} files, ${s.runs} scenario runs, ${s.passed} passed, ${s.failed} failed, ${s.errors} errors, ${s.skipped} skipped`,
    );
  }
  return merged.exitCode;
}
