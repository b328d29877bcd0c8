import {
  BindError,
  bindGiven,
  bindLibrary,
  bindNames,
  bindSetup,
  type Diagnostic,
  dialectOfFile,
  formatDiagnostic,
  parse,
  type Range,
  type RevisionSource,
  resolveRevisions,
  type ScenarioDialect,
  type ScenarioFile,
  type SourceLoader,
  sectionOf,
  sortDiagnostics,
  sourceFor,
} from '@arbiter/scenario';
import { visible } from '../escape.js';
import {
  CARDS_EXT,
  diskLoader,
  findFiles,
  readSource,
  reportSkipped,
  SCENARIO_EXT,
  UsageError,
} from '../files.js';
import type { Io } from '../io.js';
import { type LoadedRevisions, loadRevisions } from '../revisions.js';
import { scenarioSegments, shiftPositions } from '../segments.js';
import { checkDraft } from './check-draft.js';
import { knownGame, revisionList, STREAM_ABOVE } from './run.js';

export interface CheckOptions {
  /** Check the revisions named in scenarios against this filter too. */
  readonly revision?: readonly string[];
  /** The project `use` may read from (default: the folder of the nearest package.json). */
  readonly root?: string;
  /** Read every file as this game's, whatever its `game` line says. */
  readonly game?: string;
}

/** What every file of a check shares: the project root and the draft revisions bound like `run` binds them. */
export interface CheckContext {
  readonly root?: string;
  readonly revisionSource?: RevisionSource;
  /** The `--game` override. */
  readonly game?: string;
}

/** A problem found while binding (outside the parser), in the shape of a diagnostic. */
export interface Found {
  readonly uri: string;
  readonly diagnostic: Diagnostic;
}

const bindProblem = (range: Range, message: string, hint?: string): Diagnostic => ({
  severity: 'error',
  code: 'syntax',
  message,
  range,
  ...(hint ? { hint } : {}),
});

/**
 * Everything that can be known about one file without running the engine: encoding and syntax
 * diagnostics, card-library problems (unknown card types, traits and keywords, missing `use`d files),
 * every name the scenarios use (cards, players, aliases, clauses, revisions, subtypes), and the `given` / `setup` position under each revision (unknown players,
 * cards and positions).
 */
export function checkText(
  text: string,
  uri: string,
  io: Io,
  only?: readonly string[],
  /** Problems already reported (a library used by many files is reported once). */
  seen = new Set<string>(),
  context: CheckContext = {},
): Found[] {
  const { file, diagnostics } = parse(text, uri, context.game ? { game: context.game } : {});
  const found: Found[] = [];
  const add = (u: string, d: Diagnostic) => {
    const key = `${u}:${d.range.start.offset}:${d.message}`;
    if (seen.has(key)) return;
    seen.add(key);
    found.push({ uri: u, diagnostic: d });
  };
  // Through `seen` too: a library's errors already reported from a file that uses it are not repeated.
  for (const d of diagnostics) add(uri, d);
  const loader = diskLoader(io.cwd, { file: uri, ...(context.root ? { root: context.root } : {}) });
  // Not the cached parser: a check reads each library once anyway, and its diagnostics are reported.
  const reparse = (t: string, u: string) => parse(t, u);
  const errors = diagnostics.filter((d) => d.severity === 'error');
  // A file of an unknown game binds nothing: its `game` line has the diagnostic.
  if (!dialectOfFile(file, context.game)) return found;
  const dialect = dialectOfFile(file, context.game);
  if (dialect && dialect.game !== 'megacorp') {
    for (const x of checkDialect(dialect, file, errors, loader, only, context)) add(x.uri, x.diagnostic);
    return found;
  }
  // The names each scenario uses (and a card library's own subtypes): the binding the runner and the
  // language server run too.
  const names = (i: number, lib: ReturnType<typeof bindLibrary>) => {
    const { library: cards, origins, unbound, complete } = lib;
    const bound = {
      cards,
      origins,
      unbound,
      complete,
      ...(context.revisionSource ? { revisions: context.revisionSource } : {}),
    };
    for (const d of bindNames(file, i, bound)) add(uri, d);
  };
  if (file.scenarios.length === 0) {
    const lib = bindLibrary(file, undefined, loader, reparse);
    for (const p of lib.problems) add(p.uri, bindProblem(p.range, p.message, p.hint));
    names(-1, lib);
  }
  for (const [i, sc] of file.scenarios.entries()) {
    const lib = bindLibrary(file, sc, loader, reparse);
    for (const p of lib.problems) add(p.uri, bindProblem(p.range, p.message, p.hint));
    names(i, lib);
    const revs = resolveRevisions(sc, {
      ...(only ? { only } : {}),
      ...(context.revisionSource ? { revisionSource: context.revisionSource } : {}),
    });
    if (!revs.ok) {
      add(uri, bindProblem(revs.range, revs.message, revs.hint));
      continue;
    }
    const broken = errors.some(
      (d) => d.range.start.offset >= sc.range.start.offset && d.range.start.offset <= sc.range.end.offset,
    );
    if (broken || lib.problems.length > 0) continue;
    const given = sectionOf(sc, 'given');
    const setup = sectionOf(sc, 'setup');
    const seedLine = sc.header?.body.find((b) => b.kind === 'seed');
    const seed = seedLine?.kind === 'seed' ? seedLine.seed.value : undefined;
    if (!given && !setup) {
      add(
        uri,
        bindProblem(
          sc.header?.range ?? sc.range,
          'a scenario needs a `given` or a `setup` section',
          'start from a position (`given`) or from the beginning (`setup`)',
        ),
      );
      continue;
    }
    for (const profile of revs.profiles) {
      try {
        if (given) bindGiven(given, lib.library, profile, seed);
        else if (setup) bindSetup(setup, lib.library, profile, seed);
      } catch (e) {
        if (!(e instanceof BindError)) throw e;
        add(
          uri,
          bindProblem(
            e.range,
            `${e.message}${revs.profiles.length > 1 ? ` (under ${profile.id})` : ''}`,
            e.hint,
          ),
        );
      }
    }
  }
  return found;
}

/**
 * A file of a game other than Megacorp, through its dialect alone: its library problems, every name
 * its scenarios use (`bind.names`), its revisions, and its `given` / `setup` under each revision.
 */
function checkDialect(
  dialect: ScenarioDialect,
  file: ScenarioFile,
  errors: readonly Diagnostic[],
  loader: SourceLoader,
  only: readonly string[] | undefined,
  context: CheckContext,
): Found[] {
  const found: Found[] = [];
  const add = (uri: string, d: Diagnostic) => found.push({ uri, diagnostic: d });
  // This game's revisions and drafts, out of every game's that the run loaded (as the runner takes them).
  const source = sourceFor(dialect, context.revisionSource);
  const bindNamesOf = (i: number, lib: ReturnType<ScenarioDialect['bind']['library']>) => {
    for (const d of dialect.bind.names?.(file, i, lib, source) ?? [])
      add(file.uri, { code: 'syntax', ...d, ...(d.hint ? { hint: d.hint } : {}) });
  };
  if (file.scenarios.length === 0) {
    const lib = dialect.bind.library(file, undefined, loader);
    for (const p of lib.problems) add(p.uri ?? file.uri, bindProblem(p.range, p.message, p.hint));
    return found;
  }
  for (const [i, sc] of file.scenarios.entries()) {
    const lib = dialect.bind.library(file, sc, loader);
    for (const p of lib.problems) add(p.uri ?? file.uri, bindProblem(p.range, p.message, p.hint));
    bindNamesOf(i, lib);
    const revs = resolveRevisions(sc, {
      ...(only ? { only } : {}),
      revisionSource: source as RevisionSource,
    });
    if (!revs.ok) {
      add(file.uri, bindProblem(revs.range, revs.message, revs.hint));
      continue;
    }
    const broken = errors.some(
      (d) => d.range.start.offset >= sc.range.start.offset && d.range.start.offset <= sc.range.end.offset,
    );
    if (broken || lib.problems.length > 0) continue;
    const given = sectionOf(sc, 'given');
    const setup = sectionOf(sc, 'setup');
    const seedLine = sc.header?.body.find((b) => b.kind === 'seed');
    const seed = seedLine?.kind === 'seed' ? seedLine.seed.value : undefined;
    if (!given && !setup) {
      add(
        file.uri,
        bindProblem(
          sc.header?.range ?? sc.range,
          'a scenario needs a `given` or a `setup` section',
          'start from a position (`given`) or from the beginning (`setup`)',
        ),
      );
      continue;
    }
    for (const profile of revs.profiles) {
      try {
        if (given) dialect.bind.given(given, lib.library, profile, seed);
        else if (setup) dialect.bind.setup(setup, lib.library, profile, seed);
      } catch (e) {
        if (!(e instanceof BindError)) throw e;
        const under = revs.profiles.length > 1 ? ` (under ${profile.id})` : '';
        add(file.uri, bindProblem(e.range, `${e.message}${under}`, e.hint));
      }
    }
  }
  return found;
}

/**
 * {@link checkText} for a file of any size: above `streamAbove` characters (default 1 MiB) one
 * scenario at a time behind the file's prelude, so memory does not grow with the file's syntax tree.
 */
export function checkFileText(
  text: string,
  uri: string,
  io: Io,
  only: readonly string[] | undefined,
  seen: Set<string>,
  context: CheckContext = {},
  streamAbove = STREAM_ABOVE,
): Found[] {
  const parts = text.length > streamAbove ? scenarioSegments(text) : undefined;
  if (!parts) return checkText(text, uri, io, only, seen, context);
  const found = checkText(parts.prelude, uri, io, only, seen, context);
  for (const part of parts.scenarios) {
    const lines = part.line - parts.preludeLines;
    const offset = part.offset - parts.prelude.length;
    // A set of its own: problems of this file are keyed by offsets local to the scenario.
    for (const x of checkText(parts.prelude + part.text, uri, io, only, new Set(), context)) {
      const key = `${x.uri}:${x.diagnostic.range.start.offset}:${x.diagnostic.message}`;
      if (x.uri !== uri) {
        if (!seen.has(key)) found.push(x);
        seen.add(key);
      }
      // The prelude's own problems were reported by the first check above.
      else if (x.diagnostic.range.start.offset >= parts.prelude.length)
        found.push({ uri, diagnostic: shiftPositions(x.diagnostic, lines, offset) });
    }
  }
  return found;
}

/** `arbiter check`: parse and bind every scenario file and card library, without running; exit 0 or 2. */
export function checkCommand(paths: readonly string[], opts: CheckOptions, io: Io): number {
  let files: ReturnType<typeof findFiles>;
  // A draft named on the command line is checked by running it too (check-draft.ts).
  const drafts = paths.filter((p) => p.endsWith('.revision'));
  const others = paths.filter((p) => !p.endsWith('.revision'));
  const roots = others.length ? others : drafts.length ? [] : ['scenarios'];
  try {
    files = roots.length ? findFiles(roots, io.cwd, [SCENARIO_EXT, CARDS_EXT], reportSkipped(io.err)) : [];
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    io.err(`error: ${e.message}`);
    return 2;
  }
  let errorCount = 0;
  let warningCount = 0;
  for (const d of drafts) {
    try {
      errorCount += checkDraft(d, io).errors;
    } catch (e) {
      if (!(e instanceof UsageError)) throw e;
      io.err(`error: ${e.message}`);
      return 2;
    }
  }
  // The draft `.revision` files of the folders bind exactly as `run` binds them: a draft `run`
  // refuses is an error here too, and scenarios naming a draft are checked under it.
  let revisions: LoadedRevisions | undefined;
  try {
    revisions = loadRevisions(revisionList(opts.revision), roots, io.cwd);
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    const lines = e.message.split('\n');
    for (const l of lines) io.out(visible(l));
    errorCount += lines.filter((l) => / error: /.test(l)).length || 1;
  }
  const only = revisions?.only ? [...revisions.only] : revisionList(opts.revision);
  let game: string | undefined;
  try {
    game = opts.game === undefined ? undefined : knownGame(opts.game);
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    io.err(`error: ${e.message}`);
    return 2;
  }
  const context: CheckContext = {
    ...(opts.root ? { root: opts.root } : {}),
    ...(game ? { game } : {}),
    ...(revisions ? { revisionSource: revisions.source } : {}),
  };
  const seen = new Set<string>();
  for (const f of files) {
    let found: Found[];
    try {
      const src = readSource(f.path);
      found = [
        ...src.diagnostics.map((d) => ({ uri: f.uri, diagnostic: d })),
        ...checkFileText(src.text, f.uri, io, only, seen, context),
      ];
    } catch (e) {
      const p = { line: 0, character: 0, offset: 0 };
      found = [
        {
          uri: f.uri,
          diagnostic: bindProblem({ start: p, end: p }, `cannot check this file: ${(e as Error).message}`),
        },
      ];
    }
    const byUri = new Map<string, Diagnostic[]>();
    for (const x of found) byUri.set(x.uri, [...(byUri.get(x.uri) ?? []), x.diagnostic]);
    for (const [uri, ds] of byUri) {
      for (const d of sortDiagnostics(ds)) {
        if (d.severity === 'info') continue;
        if (d.severity === 'error') errorCount++;
        else warningCount++;
        io.out(visible(formatDiagnostic(d, uri)));
      }
    }
  }
  const plural = (n: number, w: string) => `${n} ${w}${n === 1 ? '' : 's'}`;
  io.out(
    `checked ${plural(files.length + drafts.length, 'file')}: ${plural(errorCount, 'error')}, ${plural(warningCount, 'warning')}`,
  );
  return errorCount > 0 ? 2 : 0;
}
