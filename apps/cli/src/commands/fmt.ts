import { realpathSync } from 'node:fs';
import { type Diagnostic, format, formatDiagnostic, parse } from '@arbiter/scenario';
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
import { type Segments, scenarioSegments, shiftPositions } from '../segments.js';
import { STREAM_ABOVE } from './run.js';

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

/** A text formatted, or why not: its errors, or a printer that does not read back the same. */
type Formatted =
  | { readonly text: string }
  | { readonly errors: readonly Diagnostic[] }
  | { readonly unstable: true };

function formatText(text: string, uri: string): Formatted {
  const { file: tree, diagnostics } = parse(text, uri);
  const errors = diagnostics.filter((d) => d.severity === 'error');
  if (errors.length) return { errors };
  const out = format(tree);
  const again = parse(out, uri);
  if (again.diagnostics.some((d) => d.severity === 'error') || format(again.file) !== out)
    return { unstable: true };
  return { text: out };
}

/**
 * A huge file formatted one scenario at a time behind its prelude (see segments.ts), so memory does
 * not grow with its syntax tree. Each scenario is printed after the prelude, as in the whole file,
 * and its text taken after the printed prelude; undefined when that does not hold (then the file is
 * formatted whole).
 */
function formatSegments(parts: Segments, uri: string): Formatted | undefined {
  const head = formatText(parts.prelude, uri);
  if (!('text' in head)) return head;
  const pieces: string[] = [head.text];
  const errors: Diagnostic[] = [];
  for (const part of parts.scenarios) {
    const f = formatText(parts.prelude + part.text, uri);
    if ('unstable' in f) return f;
    if ('errors' in f) {
      const lines = part.line - parts.preludeLines;
      const offset = part.offset - parts.prelude.length;
      for (const d of f.errors)
        if (d.range.start.offset >= parts.prelude.length) errors.push(shiftPositions(d, lines, offset));
      continue;
    }
    if (!f.text.startsWith(head.text)) return undefined;
    if (errors.length === 0) pieces.push(f.text.slice(head.text.length));
  }
  return errors.length ? { errors } : { text: pieces.join('') };
}

/**
 * The canonical text of a file, or why it is left alone: files with encoding or syntax errors
 * are never rewritten. The result is read back and printed again before it is accepted, so a
 * printer bug can never damage a file. Files over `streamAbove` characters are formatted one
 * scenario at a time.
 */
export function formatFile(file: SourceFile, streamAbove = STREAM_ABOVE): FmtOutcome {
  const src = readSource(file.path);
  const parts = src.text.length > streamAbove ? scenarioSegments(src.text) : undefined;
  const result = (parts && formatSegments(parts, file.uri)) ?? formatText(src.text, file.uri);
  const errors = [
    ...src.diagnostics.filter((d) => d.severity === 'error'),
    ...('errors' in result ? result.errors : []),
  ];
  if (errors.length) return { kind: 'skipped', problems: errors.map((d) => formatDiagnostic(d, file.uri)) };
  if (!('text' in result))
    return {
      kind: 'skipped',
      problems: [
        `${file.uri}: internal error: the formatted text does not read back the same; file left as it is`,
      ],
    };
  const bytes = Buffer.from(result.text, 'utf8');
  return Buffer.compare(bytes, Buffer.from(src.bytes)) === 0
    ? { kind: 'unchanged' }
    : { kind: 'changed', text: result.text };
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
