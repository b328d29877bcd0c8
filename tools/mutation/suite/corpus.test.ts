import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { failureText, fileLoader, runScenarioText, scenarioFiles } from '@arbiter/scenario';
import { expect, it } from 'vitest';

/*
 * The scenario corpus as Stryker's test suite: one test per file, the file run INSIDE the test.
 * packages/scenario/test/corpus.test.ts runs each file while vitest collects it, which is right for
 * its reporters but invisible to Stryker: Stryker activates a mutant and records which tests reach
 * which code only while a test runs. The outcome lock (scenarios/outcomes.json) is left out on
 * purpose: it hashes every position, so it would kill any mutant that changes anything, whether or
 * not a scenario's expectations notice; a surviving mutant must mean "no expectation pins this down".
 */
const root = resolve(__dirname, '../../..');

for (const file of scenarioFiles(resolve(root, 'scenarios'))) {
  const uri = relative(root, file);
  it(uri, () => {
    const result = runScenarioText(readFileSync(file, 'utf8'), uri, { loader: fileLoader(root) });
    const errors = result.diagnostics.filter((d) => d.severity === 'error').map((d) => d.message);
    expect(errors).toEqual([]);
    const failed = result.scenarios.filter((r) => r.status !== 'passed' && r.status !== 'skipped');
    expect(failed.map(failureText).join('\n')).toBe('');
  });
}
