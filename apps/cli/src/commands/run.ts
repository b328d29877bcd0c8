import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { didYouMean, stateHash } from '@arbiter/core';
import {
  type Diagnostic,
  games,
  outcome,
  type RevisionSource,
  runScenarioText,
  type ScenarioResult,
  type ScenarioSelection,
  sortDiagnostics,
} from '@arbiter/scenario';
import { goldenFingerprints } from '../drift/golden.js';
import { visible } from '../escape.js';
import {
  diskLoader,
  findFiles,
  readSource,
  reportSkipped,
  type SourceFile,
  UsageError,
  uriOf,
} from '../files.js';
import type { Io, Progress } from '../io.js';
import { checkWritable } from '../outputs.js';
import {
  counts,
  exitCode,
  type FileRun,
  fileFailed,
  type RunReport,
  type RunResult,
  slim,
} from '../report.js';
import { githubReport } from '../reporters/github.js';
import { jsonReport } from '../reporters/json.js';
import { junitReport } from '../reporters/junit.js';
import { prettyReport } from '../reporters/pretty.js';
import { sarifReport } from '../reporters/sarif.js';
import { type LoadedRevisions, loadRevisions } from '../revisions.js';
import { scenarioSegments, shiftPositions } from '../segments.js';
import { parseShard, type Shard, shardFiles } from '../shard.js';
import { updateFiles } from './update.js';

export const REPORTERS = ['pretty', 'junit', 'github', 'json', 'sarif'] as const;
export type ReporterName = (typeof REPORTERS)[number];

export interface RunCommandOptions {
  /** Run only under these revisions (ids; comma-separated lists are split). */
  readonly revision?: readonly string[];
  /** Read every file as this game's, whatever its `game` line says. */
  readonly game?: string;
  readonly reporter?: ReporterName;
  /** Write the reporter's output to this file; the pretty summary still goes to stdout. */
  readonly output?: string;
  /** Judges the finished report further (drift against a baseline); its exit code joins the run's. */
  readonly onReport?: (report: RunReport) => number;
  readonly shard?: Shard | string;
  /** Stop after the first file with a failure. */
  readonly bail?: boolean;
  /** Print the board with each failure (default true). */
  readonly board?: boolean;
  /** Show the progress bar once the run has taken this long (ms) and files are left. */
  readonly progressAfterMs?: number;
  /** Succeed even when the paths, shard and revisions select no scenario run (a gate fails on nothing otherwise). */
  readonly allowEmpty?: boolean;
  /** The project `use` may read from (default: the folder of the nearest package.json above each file). */
  readonly root?: string;
  /** Files larger than this (characters) are parsed and run one scenario at a time (default 1 MiB). */
  readonly streamAbove?: number;
  /** Accept actual as expected: rewrite every failing fact that states one value, then run. */
  readonly update?: boolean;
  /** With `update`: list the rewrites and write nothing (exit 1 when there are some). */
  readonly dryRun?: boolean;
  /** Also play the golden games and put them in the report (for a baseline, and compared by a drift). */
  readonly golden?: boolean;
  /** Run only the scenarios whose title contains this text (any case). */
  readonly grep?: string;
  /** Run only the scenarios tagged with one of these (`tags` line). */
  readonly tag?: readonly string[];
}

/** The `--grep`/`--tag` selection, when there is one. */
export function selectionOf(opts: RunCommandOptions): ScenarioSelection | undefined {
  const tags = revisionList(opts.tag);
  if (opts.grep === undefined && !tags) return undefined;
  return { ...(opts.grep !== undefined ? { grep: opts.grep } : {}), ...(tags ? { tags } : {}) };
}

/**
 * Above this size a file is run one scenario at a time (see segments.ts): memory then grows with
 * the results kept, not with the file. The corpus's largest file is some 20 KB.
 */
export const STREAM_ABOVE = 1024 * 1024;

/** Show a progress bar once a run has taken this long and files are left. */
const PROGRESS_AFTER_MS = 300;

const fail = (message: string, code: Diagnostic['code'] = 'internal'): Diagnostic => {
  const p = { line: 0, character: 0, offset: 0 };
  return { severity: 'error', code, message, range: { start: p, end: p } };
};

/** Runs one file: decodes its bytes, parses, runs each scenario under each revision. */
export function runFile(
  file: SourceFile,
  io: Io,
  only: readonly string[] | undefined,
  revisionSource?: RevisionSource,
  root?: string,
  options: {
    readonly streamAbove?: number;
    readonly keepSteps?: boolean;
    readonly keepRefusals?: boolean;
    readonly game?: string;
    readonly select?: ScenarioSelection;
  } = {},
): FileRun {
  const started = performance.now();
  const disk = diskLoader(io.cwd, { file: file.uri, ...(root ? { root } : {}) });
  // What the file's scenarios read besides their own text: part of their inputs for drift.
  const reads = new Map<string, string>();
  const loader = {
    resolve: disk.resolve,
    read: (path: string) => {
      const got = disk.read(path);
      reads.set(
        relative(io.cwd, resolve(io.cwd, path)),
        typeof got === 'string' ? stateHash(got) : 'missing',
      );
      return got;
    },
  };
  const runOptions = {
    loader,
    ...(only ? { only } : {}),
    ...(revisionSource ? { revisionSource } : {}),
    ...(options.game ? { game: options.game } : {}),
    ...(options.select ? { select: options.select } : {}),
  };
  // Only the json reporter prints steps; the others keep a run to its outcome and failures.
  const keep = (r: ScenarioResult, game: string | undefined): RunResult => {
    const s = { ...slim(r), fingerprint: stateHash(outcome(r, game)) };
    if (options.keepSteps !== false) return s;
    // SARIF names the rule key of a refusal: it keeps the refusals (key and clause, small).
    return { ...s, steps: [], refusals: options.keepRefusals ? s.refusals : [] };
  };
  // A scenario's inputs: its own segment (header, steps, the comments above it), the prelude, and
  // the libraries the file read; a change there explains a change of outcome.
  const withInputs = (text: string, scenarios: readonly RunResult[]): RunResult[] => {
    const segs = scenarioSegments(text);
    const used = [...reads.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return scenarios.map((r) => {
      const own = segs?.scenarios.findLast((g) => g.offset <= r.range.start.offset);
      return { ...r, inputs: stateHash([segs?.prelude ?? text, own?.text ?? '', used]) };
    });
  };
  try {
    const src = readSource(file.path);
    const parts =
      src.text.length > (options.streamAbove ?? STREAM_ABOVE) ? scenarioSegments(src.text) : undefined;
    if (!parts) {
      const result = runScenarioText(src.text, file.uri, runOptions);
      return {
        uri: file.uri,
        diagnostics: sortDiagnostics([...src.diagnostics, ...result.diagnostics]),
        scenarios: withInputs(
          src.text,
          result.scenarios.map((r) => keep(r, result.dialect?.game)),
        ),
        durationMs: performance.now() - started,
      };
    }
    // One scenario at a time, behind the file's prelude; its tree and game states go as it ends.
    const diagnostics: Diagnostic[] = [...src.diagnostics];
    diagnostics.push(...runScenarioText(parts.prelude, file.uri, runOptions).diagnostics);
    const scenarios: RunResult[] = [];
    for (const part of parts.scenarios) {
      const r = runScenarioText(parts.prelude + part.text, file.uri, runOptions);
      const lines = part.line - parts.preludeLines;
      const offset = part.offset - parts.prelude.length;
      for (const d of r.diagnostics)
        if (d.range.start.offset >= parts.prelude.length) diagnostics.push(shiftPositions(d, lines, offset));
      for (const sc of r.scenarios) scenarios.push(shiftPositions(keep(sc, r.dialect?.game), lines, offset));
    }
    return {
      uri: file.uri,
      diagnostics: sortDiagnostics(diagnostics),
      scenarios: withInputs(src.text, scenarios),
      durationMs: performance.now() - started,
    };
  } catch (e) {
    const message = (e as Error).message;
    const what = (e as NodeJS.ErrnoException).code
      ? `cannot read the file: ${message}`
      : `internal error while running this file: ${message}`;
    return {
      uri: file.uri,
      diagnostics: [fail(what)],
      scenarios: [],
      durationMs: performance.now() - started,
    };
  }
}

/** The game `--game` names, or a usage error naming the games there are. */
export function knownGame(id: string): string {
  if (games.dialect(id)) return id;
  const guess = didYouMean(id, games.ids());
  throw new UsageError(
    `unknown game ${id}${guess ? ` (did you mean ${guess}?)` : ''}; known games: ${games.ids().join(', ')}`,
  );
}

/** Splits `--revision a,b --revision c` into ids. */
export function revisionList(values: readonly string[] | undefined): string[] | undefined {
  const ids = (values ?? [])
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
  return ids.length ? [...new Set(ids)] : undefined;
}

/** What a run selects: its files (after the shard), revisions and game; usage problems throw. */
export interface Selection {
  readonly files: readonly SourceFile[];
  readonly shard?: Shard;
  readonly revisions: LoadedRevisions;
  readonly only?: string[];
  readonly game?: string;
}

export function selectRun(paths: readonly string[], opts: RunCommandOptions, io: Io): Selection {
  const shard = typeof opts.shard === 'string' ? parseShard(opts.shard) : opts.shard;
  const roots = paths.length ? paths : ['scenarios'];
  const all = findFiles(roots, io.cwd, undefined, reportSkipped(io.err));
  if (all.length === 0 && !opts.allowEmpty)
    throw new UsageError(`no .scenario files in ${roots.join(', ')} (pass --allow-empty to accept that)`);
  const files = shardFiles(all, shard);
  const game = opts.game === undefined ? undefined : knownGame(opts.game);
  const revisions = loadRevisions(revisionList(opts.revision), roots, io.cwd);
  const only = revisions.only ? [...revisions.only] : undefined;
  // A typo in --revision would otherwise run nothing under it and pass.
  const known = revisions.source.ids();
  for (const id of only ?? []) {
    if (revisions.source.profile(id)) continue;
    const guess = didYouMean(id, known);
    throw new UsageError(
      `unknown revision ${id}${guess ? `; did you mean ${guess}?` : ''} (known: ${known.join(', ')}, or a path to a .revision file)`,
    );
  }
  return {
    files,
    revisions,
    ...(shard ? { shard } : {}),
    ...(only ? { only } : {}),
    ...(game ? { game } : {}),
  };
}

/** Runs files and returns the report; usage problems throw `UsageError`. */
export function runFiles(
  paths: readonly string[],
  opts: RunCommandOptions,
  io: Io,
  chosen?: Selection,
): RunReport {
  const started = performance.now();
  const { files, shard, revisions, only, game } = chosen ?? selectRun(paths, opts, io);
  const select = selectionOf(opts);
  const runs: FileRun[] = [];
  let progress: Progress | undefined;
  let notRun = 0;
  try {
    for (const [i, file] of files.entries()) {
      const run = runFile(file, io, only, revisions.source, opts.root, {
        keepSteps: (opts.reporter ?? 'pretty') === 'json',
        keepRefusals: opts.reporter === 'sarif',
        ...(game ? { game } : {}),
        ...(select ? { select } : {}),
        ...(opts.streamAbove !== undefined ? { streamAbove: opts.streamAbove } : {}),
      });
      runs.push(run);
      if (
        !progress &&
        i + 1 < files.length &&
        performance.now() - started >= (opts.progressAfterMs ?? PROGRESS_AFTER_MS)
      ) {
        progress = io.progress?.(files.length);
        for (let k = 0; k < i; k++) progress?.tick('');
      }
      progress?.tick(file.uri);
      if (opts.bail && fileFailed(run)) {
        notRun = files.length - i - 1;
        break;
      }
    }
  } finally {
    progress?.stop();
  }
  const ran = [...new Set(runs.flatMap((f) => f.scenarios.map((r) => r.revision)))].sort();
  const parameters = Object.fromEntries(
    ran.flatMap((id) => {
      const p = revisions.source.profile(id);
      return p ? [[id, p.parameters]] : [];
    }),
  );
  return {
    files: runs,
    durationMs: performance.now() - started,
    notRun,
    parameters,
    ...(shard ? { shard } : {}),
    ...(only ? { only } : {}),
    revisions: revisions.source.ids(),
  };
}

/** The text a reporter prints for a report. */
export function render(report: RunReport, reporter: ReporterName, board: boolean, io: Io): string {
  switch (reporter) {
    case 'junit':
      return junitReport(report, { board });
    case 'json':
      return jsonReport(report, { board });
    case 'github': {
      const workspace = io.env.GITHUB_WORKSPACE;
      const pathOf = workspace ? (uri: string) => uriOf(resolve(io.cwd, uri), workspace) : undefined;
      return githubReport(report, { board, ...(pathOf ? { pathOf } : {}) });
    }
    case 'sarif': {
      const workspace = io.env.GITHUB_WORKSPACE;
      const pathOf = workspace ? (uri: string) => uriOf(resolve(io.cwd, uri), workspace) : undefined;
      return sarifReport(report, { board, ...(pathOf ? { pathOf } : {}) });
    }
    case 'pretty':
      return prettyReport(report, { board });
  }
}

/**
 * `arbiter run`: exit 0 when every scenario passes, 1 when one fails, 2 on usage errors and on
 * files that cannot be read (syntax or encoding errors).
 */
export function runCommand(paths: readonly string[], opts: RunCommandOptions, io: Io): number {
  let report: RunReport;
  try {
    if (opts.output) checkWritable('--output', opts.output, io.cwd, 'file');
    if (opts.dryRun && !opts.update) throw new UsageError('--dry-run goes with --update: give both');
    const chosen = selectRun(paths, opts, io);
    if (opts.update) {
      const done = updateFiles(
        chosen.files,
        {
          revisions: chosen.revisions,
          ...(chosen.only ? { only: chosen.only } : {}),
          ...(chosen.game ? { game: chosen.game } : {}),
          ...(opts.root ? { root: opts.root } : {}),
          ...(opts.dryRun ? { dryRun: true } : {}),
          ...(selectionOf(opts) ? { select: selectionOf(opts) } : {}),
        },
        io,
      );
      if (done.unwritten) return 2;
      if (opts.dryRun) return done.lines > 0 ? 1 : 0;
    }
    report = runFiles(paths, opts, io, chosen);
    if (opts.golden) report = { ...report, golden: goldenFingerprints() };
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    io.err(`error: ${e.message}`);
    return 2;
  }
  const reporter = opts.reporter ?? 'pretty';
  const board = opts.board ?? true;
  const text = render(report, reporter, board, io);
  if (opts.output) {
    const target = resolve(io.cwd, opts.output);
    try {
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, `${stripVTControlCharacters(text).replace(/\n$/, '')}\n`);
    } catch (e) {
      io.err(`error: cannot write ${opts.output}: ${(e as Error).message}`);
      return 2;
    }
    io.out(prettyReport(report, { board }));
  } else {
    if (text) io.out(text);
    if (reporter === 'github') io.out(prettyReport(report, { board }));
  }
  for (const id of report.only ?? []) {
    if (report.files.some((f) => f.scenarios.some((r) => r.revision === id))) continue;
    const known = report.revisions;
    const guess = known.includes(id) ? undefined : didYouMean(id, known);
    const why = known.includes(id)
      ? ''
      : ` (not a known revision${guess ? `; did you mean ${guess}?` : `: ${known.join(', ')}`})`;
    io.err(`warning: no scenario ran under revision ${visible(id)}${why}`);
  }
  if (counts(report).runs === 0 && !opts.allowEmpty && report.notRun === 0) {
    const scope = [
      report.shard ? `shard ${report.shard.index}/${report.shard.count}` : '',
      report.only ? `revision ${report.only.join(', ')}` : '',
      opts.grep !== undefined ? `--grep ${visible(JSON.stringify(opts.grep))}` : '',
      opts.tag?.length ? `--tag ${visible(opts.tag.join(', '))}` : '',
    ].filter(Boolean);
    io.err(
      `error: no scenario ran${scope.length ? ` (${scope.join('; ')})` : ''}: a gate that runs nothing passes nothing (pass --allow-empty to accept that)`,
    );
    return Math.max(exitCode(report), 2);
  }
  return Math.max(exitCode(report), opts.onReport?.(report) ?? 0);
}
