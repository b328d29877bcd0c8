import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fuzzBudget, fuzzSeed } from '@arbiter/scenario/testing';
import { describe, expect, it } from 'vitest';
import {
  corpusFiles,
  describeProblem,
  type FuzzProblem,
  feedInput,
  fuzzInput,
  fuzzProject,
} from '../src/testing/cli-fuzz.js';

const here = dirname(fileURLToPath(import.meta.url));
const CORPUS = join(here, '../../../scenarios');

/** An input counts as a hang when one command spends this long on it. */
const HANG_MS = 20_000;

/**
 * `check`, `fmt --check` and `run` on mutated corpus files and random bytes, in-process through
 * the command line's own entry point (exit code 3 is a crash). The long schedule (100,000 inputs,
 * a watchdog per input) is `npm run fuzz:cli` (src/testing/fuzz-cli.ts, docs/ci.md);
 * `ARBITER_FUZZ_INPUTS=N` sets this test's number of inputs.
 */
describe('the command line under hostile files', () => {
  const budget = fuzzBudget(40);
  it(`neither crashes nor hangs on ${budget} mutated or random files`, async () => {
    const project = fuzzProject(CORPUS);
    try {
      const files = corpusFiles(CORPUS);
      const seed = fuzzSeed();
      const problems: FuzzProblem[] = [];
      for (let n = 0; n < budget && problems.length < 5; n++)
        problems.push(...(await feedInput(project.root, fuzzInput(seed + n, CORPUS, files), HANG_MS)));
      expect(problems.map(describeProblem)).toEqual([]);
    } finally {
      project.dispose();
    }
  }, 600_000);
});
