import { diffMarkdown, diffRevisions, diffText, parse } from '@arbiter/scenario';
import { diskLoader, findFiles, readSource, UsageError } from '../files.js';
import type { Io } from '../io.js';
import { loadRevisions } from '../revisions.js';

export interface DiffOptions {
  readonly format?: 'text' | 'json' | 'markdown';
}

/**
 * `arbiter diff A B [paths]`: runs the corpus under revisions A and B (ids or draft files), lists
 * every scenario whose outcome differs, and names the parameters that cause each difference.
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
    const parsed = files.map((f) => parse(readSource(f.path).text, f.uri).file);
    const d = diffRevisions(parsed, pa as NonNullable<typeof pa>, pb as NonNullable<typeof pb>, {
      // One loader for every file: the project around the first of them.
      loader: diskLoader(io.cwd, files[0] ? { file: files[0].uri } : {}),
    });
    io.out(
      opts.format === 'json'
        ? JSON.stringify(d, null, 2)
        : opts.format === 'markdown'
          ? diffMarkdown(d)
          : diffText(d),
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
