import { realpathSync } from 'node:fs';
import {
  type AcceptedChange,
  acceptActual,
  type KeptExpectation,
  runScenarioText,
  type ScenarioSelection,
} from '@arbiter/scenario';
import { nodeWriteOps, type WriteOps, writeFileAtomic } from '../atomic-write.js';
import { visible } from '../escape.js';
import { diskLoader, readSource, type SourceFile } from '../files.js';
import type { Io } from '../io.js';
import type { LoadedRevisions } from '../revisions.js';

/**
 * How many times a file is run and rewritten: a failing `expect` checkpoint stops its scenario, so
 * the facts after it are judged only once it is accepted. Each pass fixes at least one line; a file
 * has rarely more than a few checkpoints in a row.
 */
const MAX_PASSES = 8;

export interface FileUpdate {
  readonly uri: string;
  readonly changes: readonly AcceptedChange[];
  readonly kept: readonly KeptExpectation[];
  /** The new text, when it changed. */
  readonly text?: string;
}

export interface UpdateOptions {
  readonly only?: readonly string[];
  readonly revisions: LoadedRevisions;
  readonly root?: string;
  readonly game?: string;
  readonly select?: ScenarioSelection;
}

/**
 * Accept actual as expected in one file: runs it, rewrites every failing fact that has a one-value
 * form (`acceptActual`, through the printer), and runs the new text again until nothing more
 * changes. Nothing is written here.
 */
export function acceptFile(file: SourceFile, opts: UpdateOptions, io: Io): FileUpdate {
  const src = readSource(file.path);
  const loader = diskLoader(io.cwd, { file: file.uri, ...(opts.root ? { root: opts.root } : {}) });
  const runOptions = {
    loader,
    revisionSource: opts.revisions.source,
    ...(opts.only ? { only: opts.only } : {}),
    ...(opts.game ? { game: opts.game } : {}),
    ...(opts.select ? { select: opts.select } : {}),
  };
  let text = src.text;
  const changes = new Map<number, AcceptedChange>();
  let kept: readonly KeptExpectation[] = [];
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const run = runScenarioText(text, file.uri, runOptions);
    const accepted = acceptActual(text, run.scenarios, {
      uri: file.uri,
      ...(opts.game ? { game: opts.game } : {}),
    });
    kept = accepted.kept;
    if (accepted.changes.length === 0) break;
    // A line rewritten twice (a checkpoint, then a fact its new value unmasked) keeps its first text.
    for (const c of accepted.changes) {
      const before = changes.get(c.line);
      changes.set(c.line, before ? { ...c, old: before.old } : c);
    }
    text = accepted.text;
  }
  const list = [...changes.values()].sort((a, b) => a.line - b.line);
  return { uri: file.uri, changes: list, kept, ...(list.length ? { text } : {}) };
}

/** The review list: `file:line: old → new`, then the failing facts left as they were. */
export function reviewLines(updates: readonly FileUpdate[]): string[] {
  const out: string[] = [];
  for (const u of updates)
    for (const c of u.changes)
      out.push(`${u.uri}:${c.line}: ${visible(c.old)} → ${visible(c.new)}  (${c.revisions.join(', ')})`);
  for (const u of updates)
    for (const k of u.kept) out.push(`${u.uri}:${k.line}: kept ${visible(k.text)}: ${k.reason}`);
  return out;
}

/**
 * `run --update`: every failing fact of the files accepted as expected and written back atomically
 * (`--dry-run`: only listed). Returns the files written and the review list's counts.
 */
export function updateFiles(
  files: readonly SourceFile[],
  opts: UpdateOptions & { readonly dryRun?: boolean; readonly writeOps?: WriteOps },
  io: Io,
): { readonly changed: number; readonly lines: number; readonly unwritten: number } {
  const updates: FileUpdate[] = [];
  let unwritten = 0;
  for (const f of files) {
    let u: FileUpdate;
    try {
      u = acceptFile(f, opts, io);
    } catch (e) {
      io.err(`${f.uri}: cannot update: ${(e as Error).message}`);
      unwritten++;
      continue;
    }
    if (u.changes.length === 0 && u.kept.length === 0) continue;
    updates.push(u);
    if (u.text === undefined || opts.dryRun) continue;
    try {
      // The decoded text keeps a byte order mark as written, so it is written back as it was.
      writeFileAtomic(realpathSync(f.path), u.text, opts.writeOps ?? nodeWriteOps);
    } catch (e) {
      unwritten++;
      io.err(`${f.uri}: cannot write: ${(e as Error).message}; the file is left as it was`);
    }
  }
  const lines = reviewLines(updates);
  if (lines.length) io.out(lines.join('\n'));
  const changed = updates.filter((u) => u.text !== undefined);
  const n = changed.reduce((k, u) => k + u.changes.length, 0);
  const plural = (k: number, w: string) => `${k} ${w}${k === 1 ? '' : 's'}`;
  io.err(
    `${plural(n, 'expectation')} ${opts.dryRun ? 'would be accepted' : 'accepted'} as actual in ${plural(changed.length, 'file')}${opts.dryRun ? ' (dry run: nothing written)' : ''}`,
  );
  return { changed: changed.length, lines: n, unwritten };
}
