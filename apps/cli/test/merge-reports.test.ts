import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CARDS, cli, fixture, REJECT_SCENARIO, sellScenario } from './helpers.js';

/** A report without its timings, which differ from run to run. */
function timeless(path: string): unknown {
  return JSON.parse(readFileSync(path, 'utf8'), (k, v) => (k === 'durationMs' ? undefined : v));
}

describe('merge-reports', () => {
  it('merges the reports of 3 shards into the report of one unsharded run', async () => {
    const files: Record<string, string> = { 'lib.cards': CARDS };
    for (let i = 1; i <= 7; i++)
      files[`s${i}.scenario`] = i % 3 ? sellScenario(14, `Sale ${i}`) : REJECT_SCENARIO;
    files['s5.scenario'] = sellScenario(15, 'A sale that fails');
    const root = fixture(files);
    const whole = await cli(root, 'run', '.', '--reporter', 'json', '--output', 'whole.json');
    expect(whole.code).toBe(1);
    for (const i of [1, 2, 3])
      await cli(root, 'run', '.', '--shard', `${i}/3`, '--reporter', 'json', '--output', `shard-${i}.json`);
    const merged = await cli(
      root,
      'merge-reports',
      'shard-3.json',
      'shard-1.json',
      'shard-2.json',
      '--output',
      'merged.json',
    );
    expect(merged.out).toContain('3 reports merged: 7 files, 7 scenario runs, 6 passed, 1 failed');
    // The merge gates like the one run: a failure in any shard fails it.
    expect(merged.code).toBe(1);
    expect(timeless(join(root, 'merged.json'))).toEqual(timeless(join(root, 'whole.json')));
  });

  it('merges the JUnit reports of 3 shards into the JUnit of one unsharded run', async () => {
    const files: Record<string, string> = { 'lib.cards': CARDS };
    for (let i = 1; i <= 7; i++)
      files[`s${i}.scenario`] = i % 3 ? sellScenario(14, `Sale ${i}`) : REJECT_SCENARIO;
    files['s5.scenario'] = sellScenario(15, 'A sale that fails');
    const root = fixture(files);
    await cli(root, 'run', '.', '--reporter', 'junit', '--output', 'whole.xml');
    for (const i of [1, 2, 3])
      await cli(root, 'run', '.', '--shard', `${i}/3`, '--reporter', 'junit', '--output', `shard-${i}.xml`);
    const merged = await cli(
      root,
      'merge-reports',
      'shard-2.xml',
      'shard-3.xml',
      'shard-1.xml',
      '--output',
      'all.xml',
    );
    expect(merged.code).toBe(1);
    const untimed = (name: string) => readFileSync(join(root, name), 'utf8').replace(/ time="[^"]*"/g, '');
    expect(untimed('all.xml')).toContain('tests="7" failures="1" errors="0" skipped="0"');
    expect(untimed('all.xml')).toEqual(untimed('whole.xml'));
    const mixed = await cli(root, 'merge-reports', 'shard-1.xml', 'whole.json');
    expect(mixed.code).toBe(2);
    expect(mixed.err).toContain('merge the JUnit (.xml) reports and the JSON reports separately');
  });

  it('refuses overlapping shards', async () => {
    const root = fixture({ 'lib.cards': CARDS, 'a.scenario': sellScenario() });
    await cli(root, 'run', '.', '--reporter', 'json', '--output', 'a.json');
    const r = await cli(root, 'merge-reports', 'a.json', 'a.json');
    expect(r.code).toBe(2);
    expect(r.err).toContain('a.scenario is in both a.json and a.json');
  });
});
