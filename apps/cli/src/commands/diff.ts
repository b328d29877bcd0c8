import {
  DEFAULT_GAME,
  dialectObserver,
  dialectOfFile,
  diffMarkdown,
  diffRevisions,
  diffText,
  GAMES,
  parse,
} from '@arbiter/scenario';
import { diskLoader, findFiles, readSource, UsageError } from '../files.js';
import type { Io } from '../io.js';
import { loadRevisions } from '../revisions.js';
import { perftDiff, perftDiffMarkdown, perftDiffText } from './perft-diff.js';

export interface DiffOptions {
  readonly format?: 'text' | 'json' | 'markdown';
  /** Compare the perft counts of the committed table's positions too (default true; Megacorp only). */
  readonly perft?: boolean;
}

/**
 * `arbiter diff A B [paths]`: runs the corpus of A's and B's game under revisions A and B (ids or
 * draft files of one game), lists every scenario whose outcome differs, and names the parameters that
 * cause each difference; then, for Megacorp, the same for the perft counts of the committed positions
 * (`scenarios/golden/perft.json`).
 * Exit 0 whatever the differences (they are the answer, not a failure); 2 on usage errors.
 */
export function diffCommand(
  a: string,
  b: string,
  paths: readonly string[],
  opts: DiffOptions,
  io: Io,
): number {
  try {
    const roots = paths.length ? paths : ['scenarios'];
    const revisions = loadRevisions([a, b], roots, io.cwd);
    const [ida, idb] = revisions.only ?? [a, b];
    const pa = revisions.source.profile(ida as string);
    const pb = revisions.source.profile(idb as string);
    for (const [id, p] of [
      [a, pa],
      [b, pb],
    ] as const) {
      if (!p)
        throw new UsageError(
          `unknown revision ${id} (known: ${revisions.source.ids().join(', ')}, or a path to a .revision file)`,
        );
    }
    const game = revisions.gameOf(ida as string) ?? DEFAULT_GAME;
    const other = revisions.gameOf(idb as string) ?? DEFAULT_GAME;
    if (game !== other)
      throw new UsageError(
        `${ida} is a revision of ${game} and ${idb} one of ${other}: compare two of one game`,
      );
    const files = findFiles(roots, io.cwd);
    // Only the files of the revisions' game run under them.
    const parsed = files
      .map((f) => parse(readSource(f.path).text, f.uri).file)
      .filter((file) => dialectOfFile(file)?.game === game);
    const dialect = GAMES[game]?.dialect;
    const ra = pa as NonNullable<typeof pa>;
    const rb = pb as NonNullable<typeof pb>;
    const d = diffRevisions(parsed, ra, rb, {
      // One loader for every file: the project around the first of them.
      loader: diskLoader(io.cwd, files[0] ? { file: files[0].uri } : {}),
      ...(game !== DEFAULT_GAME && dialect ? { observer: dialectObserver(dialect) as never } : {}),
    });
    // The committed perft table holds Megacorp positions.
    const perft = opts.perft === false || game !== DEFAULT_GAME ? undefined : perftDiff(ra, rb, io.cwd);
    io.out(
      opts.format === 'json'
        ? JSON.stringify(perft ? { ...d, perft } : d, null, 2)
        : opts.format === 'markdown'
          ? diffMarkdown(d) + (perft ? perftDiffMarkdown(perft, d.a, d.b) : '')
          : diffText(d) + (perft ? perftDiffText(perft, d.a, d.b) : ''),
    );
    return 0;
  } catch (e) {
    if (e instanceof UsageError) {
      io.err(`error: ${e.message}`);
      return 2;
    }
    throw e;
  }
}
