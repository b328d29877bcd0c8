import { diffMarkdown, diffRevisions, diffText, parse, type RevisionSource } from '@arbiter/scenario';
import { diskLoader, findFiles, readSource } from '../files.js';

export interface DiffOptions {
  readonly format: 'text' | 'json' | 'markdown';
  readonly source: RevisionSource;
}

/** `arbiter diff A B [paths]`: which scenarios change outcome between two revisions, and why. */
export function diffCommand(a: string, b: string, paths: readonly string[], opts: DiffOptions, out: (s: string) => void = console.log): number {
  const pa = opts.source.profile(a);
  const pb = opts.source.profile(b);
  for (const [id, p] of [[a, pa], [b, pb]] as const) {
    if (!p) {
      out(`unknown revision ${id} (known: ${opts.source.ids().join(', ')}, or a path to a .revision file)`);
      return 2;
    }
  }
  const cwd = process.cwd();
  let files: { uri: string; path: string }[];
  try {
    files = findFiles(paths.length ? paths : ['scenarios'], cwd);
  } catch (e) {
    out((e as Error).message);
    return 2;
  }
  const parsed = files.map((f) => parse(readSource(f.path).text, f.uri).file);
  const d = diffRevisions(parsed, pa as NonNullable<typeof pa>, pb as NonNullable<typeof pb>, { loader: diskLoader(cwd) });
  out(opts.format === 'json' ? JSON.stringify(d, null, 2) : opts.format === 'markdown' ? diffMarkdown(d) : diffText(d));
  return 0;
}
