import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, it } from 'vitest';
import { cli } from './helpers.js';
import { findAll, parseXml } from './xml.js';

/**
 * The corpus's JUnit report, committed beside the outcome lock (`scenarios/outcomes.json`): the same
 * run CI uploads, with its timings zeroed, so a refactor proves itself by leaving both unchanged — the
 * lock says every outcome is identical, this report that every scenario × revision still runs, under
 * the same name, with the same verdict. `UPDATE_OUTCOMES=1` rewrites it after an intended change.
 */
const root = resolve(__dirname, '../../..');
const committed = resolve(root, 'scenarios/corpus.junit.xml');

const untimed = (xml: string) =>
  xml.replace(/ time="[^"]*"/g, ' time="0"').replace(/ timestamp="[^"]*"/g, '');

it('the whole corpus run gives the JUnit report committed in scenarios/corpus.junit.xml', async () => {
  const r = await cli(root, 'run', '--reporter', 'junit', 'scenarios');
  expect(r.err).toBe('');
  expect(r.code).toBe(0);
  const actual = untimed(r.out);
  if (process.env.UPDATE_OUTCOMES === '1' || !existsSync(committed)) writeFileSync(committed, actual);
  const doc = parseXml(actual);
  expect(findAll(doc, 'testcase').length).toBeGreaterThan(900);
  expect(doc.attrs).toMatchObject({ failures: '0', errors: '0' });
  // Compared line by line, so a change names the scenarios it moved rather than one huge string.
  const expected = readFileSync(committed, 'utf8').split('\n');
  const got = actual.split('\n');
  const moved = [...new Set([...expected, ...got])].filter((l) => expected.includes(l) !== got.includes(l));
  expect(
    moved,
    'JUnit lines that differ (UPDATE_OUTCOMES=1 rewrites the report after an intended change)',
  ).toEqual([]);
});
