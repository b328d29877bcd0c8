import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { stateHash } from '@arbiter/core';
import { expect, it } from 'vitest';
import { outcome, runScenarioText } from '../src/index.js';
import { fileLoader, scenarioFiles } from '../src/vitest/corpus.js';

/**
 * The corpus's outcome lock: for every scenario under every revision it runs under, a hash of what a
 * designer observes (the steps taken or refused, the final position). A refactor proves itself by
 * leaving this file unchanged; a rule change shows here as the list of scenarios whose outcome moved.
 * `UPDATE_OUTCOMES=1 npx vitest run test/outcomes.test.ts` rewrites it after an intended change.
 */
const root = resolve(__dirname, '../../..');
const lockFile = resolve(root, 'scenarios/outcomes.json');

function corpusOutcomes(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const file of scenarioFiles(resolve(root, 'scenarios'))) {
    const uri = relative(root, file);
    const result = runScenarioText(readFileSync(file, 'utf8'), uri, { loader: fileLoader(root) });
    for (const r of result.scenarios) {
      out[`${uri}:${r.range.start.line + 1} [${r.revision}]`] = `${r.status} ${stateHash(outcome(r))}`;
    }
  }
  return out;
}

it('every scenario under every revision has the outcome recorded in scenarios/outcomes.json', () => {
  const actual = corpusOutcomes();
  if (process.env.UPDATE_OUTCOMES === '1' || !existsSync(lockFile)) {
    writeFileSync(lockFile, `${JSON.stringify(actual, null, 2)}\n`);
  }
  const locked = JSON.parse(readFileSync(lockFile, 'utf8')) as Record<string, string>;
  const moved = Object.keys({ ...locked, ...actual })
    .filter((k) => locked[k] !== actual[k])
    .map((k) => `${k}: ${locked[k] ?? '(new)'} -> ${actual[k] ?? '(gone)'}`);
  expect(moved, 'outcomes that moved (UPDATE_OUTCOMES=1 rewrites the lock after an intended change)').toEqual(
    [],
  );
  expect(Object.keys(actual).length).toBeGreaterThan(900);
});
