import {
  BindError,
  type Diagnostic,
  dialectOfFile,
  formatDiagnostic,
  parse,
  type Range,
  resolveRevisions,
  sectionOf,
  sortDiagnostics,
} from '@arbiter/scenario';
import { CARDS_EXT, diskLoader, findFiles, readSource, SCENARIO_EXT, UsageError } from '../files.js';
import type { Io } from '../io.js';
import { knownGame, revisionList } from './run.js';

export interface CheckOptions {
  /** Check the revisions named in scenarios against this filter too. */
  readonly revision?: readonly string[];
  /** Read every file as this game's, whatever its `game` line says. */
  readonly game?: string;
}

/** A problem found while binding (outside the parser), in the shape of a diagnostic. */
interface Found {
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
  game?: string,
): Found[] {
  const { file, diagnostics } = parse(text, uri, game ? { game } : {});
  const found: Found[] = diagnostics.map((d) => ({ uri, diagnostic: d }));
  const add = (u: string, d: Diagnostic) => {
    const key = `${u}:${d.range.start.offset}:${d.message}`;
    if (seen.has(key)) return;
    seen.add(key);
    found.push({ uri: u, diagnostic: d });
  };
  const loader = diskLoader(io.cwd);
  // The file's game binds it; a file of an unknown game has its diagnostic from the parser already.
  const dialect = dialectOfFile(file, game);
  if (!dialect) return found;
  const errors = diagnostics.filter((d) => d.severity === 'error');
  // The names each scenario uses (and a card library's own subtypes): the binding the runner and the
  // language server run too.
  const names = (i: number, lib: ReturnType<typeof dialect.bind.library>) => {
    for (const d of dialect.bind.names?.(file, i, lib, undefined) ?? []) add(uri, d as Diagnostic);
  };
  if (file.scenarios.length === 0) {
    const lib = dialect.bind.library(file, undefined, loader);
    for (const p of lib.problems) add(p.uri ?? uri, bindProblem(p.range, p.message, p.hint));
    names(-1, lib);
  }
  for (const [i, sc] of file.scenarios.entries()) {
    const lib = dialect.bind.library(file, sc, loader);
    for (const p of lib.problems) add(p.uri ?? uri, bindProblem(p.range, p.message, p.hint));
    names(i, lib);
    const revs = resolveRevisions(sc, only ? { only } : {});
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
        if (given) dialect.bind.given(given, lib.library, profile, seed);
        else if (setup) dialect.bind.setup(setup, lib.library, profile, seed);
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

/** `arbiter check`: parse and bind every scenario file and card library, without running; exit 0 or 2. */
export function checkCommand(paths: readonly string[], opts: CheckOptions, io: Io): number {
  let files: ReturnType<typeof findFiles>;
  try {
    files = findFiles(paths.length ? paths : ['scenarios'], io.cwd, [SCENARIO_EXT, CARDS_EXT]);
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    io.err(`error: ${e.message}`);
    return 2;
  }
  const only = revisionList(opts.revision);
  let game: string | undefined;
  try {
    game = opts.game === undefined ? undefined : knownGame(opts.game);
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    io.err(`error: ${e.message}`);
    return 2;
  }
  const seen = new Set<string>();
  let errorCount = 0;
  let warningCount = 0;
  for (const f of files) {
    let found: Found[];
    try {
      const src = readSource(f.path);
      found = [
        ...src.diagnostics.map((d) => ({ uri: f.uri, diagnostic: d })),
        ...checkText(src.text, f.uri, io, only, seen, game),
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
        io.out(formatDiagnostic(d, uri));
      }
    }
  }
  const plural = (n: number, w: string) => `${n} ${w}${n === 1 ? '' : 's'}`;
  io.out(
    `checked ${plural(files.length, 'file')}: ${plural(errorCount, 'error')}, ${plural(warningCount, 'warning')}`,
  );
  return errorCount > 0 ? 2 : 0;
}
