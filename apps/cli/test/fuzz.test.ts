import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fuzzBudget, fuzzSeed, mutate, prng, randomBytes } from '@arbiter/scenario/testing';
import { describe, expect, it } from 'vitest';
import { captureIo } from '../src/io.js';
import { runCli } from '../src/main.js';

const here = dirname(fileURLToPath(import.meta.url));
const CORPUS = join(here, '../../../scenarios');

function corpusFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory()
      ? corpusFiles(join(dir, d.name))
      : /\.(scenario|cards)$/.test(d.name)
        ? [join(dir, d.name)]
        : [],
  );
}

/** An input counts as a hang when one command spends this long on it. */
const HANG_MS = 20_000;
/** What a command prints when it crashed rather than reported a problem. */
const CRASH = /internal error|cannot check this file|cannot format:|at .*\.(ts|js):\d+:\d+/;

/**
 * `check`, `fmt --check` and `run` on mutated corpus files and random bytes, in-process through
 * the command line's own entry point (exit code 3 is a crash). Each input is written where a corpus
 * file lies in a copy of the corpus, so its `use` lines still find their card libraries.
 * `ARBITER_FUZZ_INPUTS=100000` runs the long schedule (apps/cli/README.md).
 */
describe('the command line under hostile files', () => {
  const budget = fuzzBudget(40);
  it(`neither crashes nor hangs on ${budget} mutated or random files`, async () => {
    const root = mkdtempSync(join(tmpdir(), 'arbiter-fuzz-'));
    try {
      writeFileSync(join(root, 'package.json'), '{}');
      cpSync(join(CORPUS, 'cards'), join(root, 'scenarios/cards'), { recursive: true });
      const files = corpusFiles(CORPUS);
      const seed = fuzzSeed();
      const problems: string[] = [];
      for (let n = 0; n < budget && problems.length < 5; n++) {
        const r = prng(seed + n);
        const source = files[Math.floor(r() * files.length)] as string;
        const rel = relative(CORPUS, source);
        const bytes = r() < 0.15 ? randomBytes(r) : mutate(readFileSync(source, 'utf8'), r);
        const target = join(root, 'scenarios', rel.startsWith('cards') ? rel.replace('cards', 'fuzz') : rel);
        mkdirSync(dirname(target), { recursive: true });
        writeFileSync(target, bytes);
        for (const args of [['check'], ['fmt', '--check'], ['run', '--no-board', '--allow-empty']]) {
          const io = captureIo(root);
          const started = performance.now();
          let code: number;
          try {
            code = await runCli([...args, target], io);
          } catch (e) {
            code = -1;
            io.err(`thrown: ${(e as Error).stack}`);
          }
          const ms = performance.now() - started;
          const text = io.text();
          if (code === 3 || code === -1 || CRASH.test(text) || ms > HANG_MS)
            problems.push(
              `seed ${seed + n} (${rel}), ${args.join(' ')}: exit ${code} in ${Math.round(ms)} ms\n${text.slice(0, 2000)}`,
            );
        }
        rmSync(target);
      }
      expect(problems).toEqual([]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }, 600_000);
});
