import { mkdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { findWitness, PredicateError, parsePredicate, witnessPasses, writeWitness } from '@arbiter/harness';
import { writeFileAtomic } from '../atomic-write.js';
import type { Io } from '../io.js';

export interface FindOptions {
  /** Folder the witness scenario is written to. */
  readonly out: string;
  readonly maxStates?: number;
  readonly maxDepth?: number;
}

/** A file name from the predicate's words: `stack not empty` → `witness-stack-not-empty.scenario`. */
function fileName(source: string): string {
  const slug = source
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  return `witness-${slug || 'predicate'}.scenario`;
}

/**
 * `arbiter find "<predicate>"`: the shortest game of the small game (breadth-first from its first
 * turn) reaching a position where the predicate holds, written as a scenario and run to prove it.
 * Exit 0 with a witness that passes; 1 when none was found within the bounds (or the written file
 * does not pass); 2 when the predicate cannot be read.
 */
export function findCommand(source: string, opts: FindOptions, io: Io): number {
  let predicate: ReturnType<typeof parsePredicate>;
  try {
    predicate = parsePredicate(source);
  } catch (e) {
    if (!(e instanceof PredicateError)) throw e;
    io.err(e.format());
    return 2;
  }
  let search: ReturnType<typeof findWitness>;
  try {
    search = findWitness(predicate, {
      ...(opts.maxStates !== undefined ? { maxStates: opts.maxStates } : {}),
      ...(opts.maxDepth !== undefined ? { maxDepth: opts.maxDepth } : {}),
    });
  } catch (e) {
    if (!(e instanceof PredicateError)) throw e;
    io.err(e.format());
    return 2;
  }
  const positions = `${search.visited.toLocaleString('en-US')} position${search.visited === 1 ? '' : 's'}`;
  if (!search.witness) {
    io.out(
      search.bounded
        ? `find: no witness within the bounds (${positions} visited); raise --max-states or --max-depth`
        : `find: no position of the small game satisfies it (${positions}, every one reachable)`,
    );
    return 1;
  }
  const written = writeWitness(search.witness, predicate, JSON.stringify(source));
  const dir = resolve(io.cwd, opts.out);
  mkdirSync(dir, { recursive: true });
  const path = join(dir, fileName(source));
  writeFileAtomic(path, written.text);
  const shown = relative(io.cwd, path);
  const run = witnessPasses(written.text, shown);
  io.out(
    `find: a shortest witness is ${search.witness.actions.length} action(s) from the small game's first turn (${positions} visited)`,
  );
  io.out(
    `wrote ${shown} (${written.steps} step(s)); ${run.ok ? 'it passes' : `it does not pass: ${run.message}`}`,
  );
  return run.ok ? 0 : 1;
}
