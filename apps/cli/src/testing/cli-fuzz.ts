import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { mutate, prng, randomBytes } from '@arbiter/scenario/testing';
import { type TempProject, tempProject } from '@arbiter/scenario/testing/temp-project';
import { captureIo } from '../io.js';
import { runCli } from '../main.js';

/** The commands every input goes through, as a CI gate runs them. */
export const FUZZ_COMMANDS: readonly (readonly string[])[] = [
  ['check'],
  ['fmt', '--check'],
  ['run', '--no-board', '--allow-empty'],
];

/** What a command prints when it crashed rather than reported a problem. */
const CRASH = /internal error|cannot check this file|cannot format:|at .*\.(ts|js):\d+:\d+/;

/** Every scenario file and card library below `dir`. */
export function corpusFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory()
      ? corpusFiles(join(dir, d.name))
      : /\.(scenario|cards)$/.test(d.name)
        ? [join(dir, d.name)]
        : [],
  );
}

/**
 * A throwaway project (a `package.json`, the corpus's card libraries) where inputs are written where
 * corpus files lie, so their `use` lines still find their libraries.
 */
export function fuzzProject(corpus: string): TempProject {
  const project = tempProject({ 'package.json': '{}' }, 'arbiter-fuzz-');
  cpSync(join(corpus, 'cards'), join(project.root, 'scenarios/cards'), { recursive: true });
  return project;
}

export interface FuzzInput {
  readonly seed: number;
  /** The corpus file it was made from, relative to the corpus. */
  readonly source: string;
  /** Where it is written in the project (a library's mutant beside the libraries, never over one). */
  readonly target: string;
  readonly bytes: Uint8Array;
}

/** The input of one seed: a mutated corpus file, or (one time in seven) random bytes. */
export function fuzzInput(seed: number, corpus: string, files: readonly string[]): FuzzInput {
  const r = prng(seed);
  const from = files[Math.floor(r() * files.length)] as string;
  const source = relative(corpus, from);
  const bytes = r() < 0.15 ? randomBytes(r) : mutate(readFileSync(from, 'utf8'), r);
  const target = join('scenarios', source.startsWith('cards') ? source.replace('cards', 'fuzz') : source);
  return { seed, source, target, bytes };
}

export interface FuzzProblem {
  readonly seed: number;
  readonly source: string;
  readonly command: string;
  readonly code: number;
  readonly ms: number;
  readonly output: string;
}

/**
 * Writes one input into the project and runs each command on it in this process through the command
 * line's own entry point. A problem is exit code 3 (an internal error), a throw, a stack trace in the
 * output, or a command slower than `slowMs` (a hang, when the caller cannot interrupt it).
 */
export async function feedInput(
  root: string,
  input: FuzzInput,
  slowMs = Number.POSITIVE_INFINITY,
): Promise<FuzzProblem[]> {
  const path = join(root, input.target);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, input.bytes);
  const problems: FuzzProblem[] = [];
  try {
    for (const args of FUZZ_COMMANDS) {
      const io = captureIo(root);
      const started = performance.now();
      let code: number;
      try {
        code = await runCli([...args, path], io);
      } catch (e) {
        code = -1;
        io.err(`thrown: ${(e as Error).stack}`);
      }
      const ms = performance.now() - started;
      const output = io.text();
      if (code === 3 || code === -1 || CRASH.test(output) || ms > slowMs)
        problems.push({
          seed: input.seed,
          source: input.source,
          command: args.join(' '),
          code,
          ms,
          output: output.slice(0, 2000),
        });
    }
  } finally {
    rmSync(path, { force: true });
  }
  return problems;
}

/** One problem as the fuzz reports it: the seed reproduces it (`ARBITER_FUZZ_SEED`, `--seed`). */
export function describeProblem(p: FuzzProblem): string {
  return `seed ${p.seed} (${p.source}), ${p.command}: exit ${p.code} in ${Math.round(p.ms)} ms\n${p.output}`;
}
