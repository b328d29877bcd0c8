import { mkdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import {
  findWitness,
  findWitnessRandom,
  PredicateError,
  parsePredicate,
  type Witness,
  witnessPasses,
  writeWitness,
} from '@arbiter/harness';
import { writeFileAtomic } from '../atomic-write.js';
import type { Io } from '../io.js';

export interface FindOptions {
  /** Folder the witness scenario is written to. */
  readonly out: string;
  readonly maxStates?: number;
  readonly maxDepth?: number;
  /** Search by seeded random play (then shrink) instead of breadth-first. */
  readonly random?: boolean;
  /** `--random`: games tried at most, the run seed, actions per game at most. */
  readonly games?: number;
  readonly seed?: number;
  readonly maxActionsPerGame?: number;
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
 * turn) reaching a position where the predicate holds, written as a scenario and run to prove it;
 * with `random`, seeded random games instead, the first to get there shrunk to a 1-minimal witness.
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
  let witness: Witness | null;
  let how: 'breadth-first' | 'random';
  let found: string;
  try {
    if (opts.random) {
      const search = findWitnessRandom(predicate, {
        ...(opts.games !== undefined ? { games: opts.games } : {}),
        ...(opts.seed !== undefined ? { seed: opts.seed } : {}),
        ...(opts.maxActionsPerGame !== undefined ? { maxActionsPerGame: opts.maxActionsPerGame } : {}),
      });
      witness = search.witness;
      how = 'random';
      if (!witness) {
        io.out(
          `find: none of ${search.games.toLocaleString('en-US')} random game(s) reached it; raise --games or --max-actions-per-game, or try another --seed`,
        );
        return 1;
      }
      found = `find: random game ${search.games} reached it after ${search.found} action(s); shrunk to ${witness.actions.length} (no single action can be dropped)`;
    } else {
      const search = findWitness(predicate, {
        ...(opts.maxStates !== undefined ? { maxStates: opts.maxStates } : {}),
        ...(opts.maxDepth !== undefined ? { maxDepth: opts.maxDepth } : {}),
      });
      const positions = `${search.visited.toLocaleString('en-US')} position${search.visited === 1 ? '' : 's'}`;
      witness = search.witness;
      how = 'breadth-first';
      if (!witness) {
        io.out(
          search.bounded
            ? `find: no witness within the bounds (${positions} visited); raise --max-states or --max-depth, or search with --random`
            : `find: no position of the small game satisfies it (${positions}, every one reachable)`,
        );
        return 1;
      }
      found = `find: a shortest witness is ${witness.actions.length} action(s) from the small game's first turn (${positions} visited)`;
    }
  } catch (e) {
    if (!(e instanceof PredicateError)) throw e;
    io.err(e.format());
    return 2;
  }
  const written = writeWitness(witness, predicate, JSON.stringify(source), how);
  const dir = resolve(io.cwd, opts.out);
  mkdirSync(dir, { recursive: true });
  const path = join(dir, fileName(source));
  writeFileAtomic(path, written.text);
  const shown = relative(io.cwd, path);
  const run = witnessPasses(written.text, shown);
  io.out(found);
  io.out(
    `wrote ${shown} (${written.steps} step(s)); ${run.ok ? 'it passes' : `it does not pass: ${run.message}`}`,
  );
  return run.ok ? 0 : 1;
}
