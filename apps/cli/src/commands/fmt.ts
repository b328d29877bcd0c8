import { realpathSync } from 'node:fs';
import { format, formatDiagnostic, parse } from '@arbiter/scenario';
import { nodeWriteOps, type WriteOps, writeFileAtomic } from '../atomic-write.js';
import {
  CARDS_EXT,
  findFiles,
  readSource,
  reportSkipped,
  SCENARIO_EXT,
  type SourceFile,
  UsageError,
} from '../files.js';
import type { Io } from '../io.js';

export interface FmtOptions {
  /** List the files that would change and exit 1 instead of rewriting them. */
  readonly check?: boolean;
  /** How files are written (tests fail writes on purpose); always through a temporary file. */
  readonly writeOps?: WriteOps;
}

export type FmtOutcome =
  | { readonly kind: 'unchanged' }
  | { readonly kind: 'changed'; readonly text: string }
  /** Not formatted: errors in the file (listed), or a printer that is not stable on it. */
  | { readonly kind: 'skipped'; readonly problems: readonly string[] };

/**
 * The canonical text of a file, or why it is left alone: files with encoding or syntax errors
 * are never rewritten. The result is read back and printed again before it is accepted, so a
 * printer bug can never damage a file.
 */
export function formatFile(file: SourceFile): FmtOutcome {
  const src = readSource(file.path);
  const { file: tree, diagnostics } = parse(src.text, file.uri);
  const errors = [...src.diagnostics, ...diagnostics].filter((d) => d.severity === 'error');
  if (errors.length) return { kind: 'skipped', problems: errors.map((d) => formatDiagnostic(d, file.uri)) };
  const text = format(tree);
  const again = parse(text, file.uri);
  if (again.diagnostics.some((d) => d.severity === 'error') || format(again.file) !== text) {
    return {
      kind: 'skipped',
      problems: [
        `${file.uri}: internal error: the formatted text does not read back the same; file left as it is`,
      ],
    };
  }
  const bytes = Buffer.from(text, 'utf8');
  return Buffer.compare(bytes, Buffer.from(src.bytes)) === 0
    ? { kind: 'unchanged' }
    : { kind: 'changed', text };
}

/**
 * `arbiter fmt`: rewrites scenario files and card libraries in the canonical layout. With
 * `--check`, lists the files that would change instead (exit 1 if any). Files with errors are
 * reported and left untouched (exit 2).
 */
export function fmtCommand(paths: readonly string[], opts: FmtOptions, io: Io): number {
  let files: SourceFile[];
  try {
    files = findFiles(
      paths.length ? paths : ['scenarios'],
      io.cwd,
      [SCENARIO_EXT, CARDS_EXT],
      reportSkipped(io.err),
    );
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    io.err(`error: ${e.message}`);
    return 2;
  }
  let changed = 0;
  let skipped = 0;
  let unwritten = 0;
  for (const f of files) {
    let outcome: FmtOutcome;
    try {
      outcome = formatFile(f);
    } catch (e) {
      outcome = { kind: 'skipped', problems: [`${f.uri}: cannot format: ${(e as Error).message}`] };
    }
    if (outcome.kind === 'skipped') {
      skipped++;
      for (const p of outcome.problems) io.err(p);
      io.err(`${f.uri}: not formatted (fix the errors above first)`);
    } else if (outcome.kind === 'changed') {
      changed++;
      if (opts.check) io.out(f.uri);
      else {
        try {
          // Through a link named on the command line, the file it points to is rewritten, not the link.
          writeFileAtomic(realpathSync(f.path), outcome.text, opts.writeOps ?? nodeWriteOps);
          io.out(`formatted ${f.uri}`);
        } catch (e) {
          unwritten++;
          io.err(`${f.uri}: cannot write: ${(e as Error).message}; the file is left as it was`);
        }
      }
    }
  }
  const n = (k: number) => `${k} file${k === 1 ? '' : 's'}`;
  const verb = opts.check ? 'would be reformatted' : 'reformatted';
  const tail =
    (skipped ? `, ${n(skipped)} with errors left as they are` : '') +
    (unwritten ? `, ${n(unwritten)} could not be written` : '');
  io.err(
    `${n(changed - unwritten)} ${verb}, ${n(files.length - changed - skipped)} already formatted${tail}`,
  );
  if (skipped || unwritten) return 2;
  return opts.check && changed ? 1 : 0;
}
