import { dialectOfFile, diffMarkdown, diffRevisions, diffText, parse } from '@arbiter/scenario';
import { diskLoader, findFiles, readSource, UsageError } from '../files.js';
import type { Io } from '../io.js';
import { loadRevisions } from '../revisions.js';
import { perftDiff, perftDiffMarkdown, perftDiffText } from './perft-diff.js';

export interface DiffOptions {
  readonly format?: 'text' | 'json' | 'markdown';
  /** Compare the perft counts of the committed table's positions too (default true). */
  readonly perft?: boolean;
}

/**
 * `arbiter diff A B [paths]`: runs the corpus under revisions A and B (ids or draft files), lists
 * every scenario whose outcome differs, and names the parameters that cause each difference; then the
 * same for the perft counts of the committed positions (`scenarios/golden/perft.json`).
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
    const files = findFiles(roots, io.cwd);
    // Revisions are Megacorp's: another game's files (Gardener's corpus) have nothing to compare.
    const parsed = files
      .map((f) => parse(readSource(f.path).text, f.uri).file)
      .filter((file) => dialectOfFile(file)?.game === 'megacorp');
    const ra = pa as NonNullable<typeof pa>;
    const rb = pb as NonNullable<typeof pb>;
    const d = diffRevisions(parsed, ra, rb, {
      // One loader for every file: the project around the first of them.
      loader: diskLoader(io.cwd, files[0] ? { file: files[0].uri } : {}),
    });
    const perft = opts.perft === false ? undefined : perftDiff(ra, rb, io.cwd);
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
