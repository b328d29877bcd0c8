import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ExploreReport, FuzzReport, HarnessReport } from '../src/harness-report.js';
import { cli, fixture } from './helpers.js';

const readReport = <R extends HarnessReport>(root: string, name: string): R =>
  JSON.parse(readFileSync(join(root, name), 'utf8'));

/**
 * What is reached, and (fuzz) how often each rule key fired: the coverage a merge must reproduce.
 * Explore shards overlap where two first actions lead to one state, which each expands: their
 * counts add up to more than the one search's, their sets do not.
 */
function reached(r: HarnessReport) {
  const hit = (h: Record<string, number>) =>
    Object.keys(h)
      .filter((k) => (h[k] ?? 0) > 0)
      .sort();
  return {
    states: hit(r.coverage.states.hits),
    transitions: hit(r.coverage.transitions.hits),
    ruleKeys: r.kind === 'fuzz' ? r.coverage.ruleKeys.fired : hit(r.coverage.ruleKeys.fired),
  };
}

/**
 * A report without what differs between one run and merged shards by design: the shard fields,
 * the time spent, where counterexamples were written, and the coverage's per-state hit counts (a
 * transition's microsteps are explained once per flow key, by the first step a recorder meets).
 */
function comparable(r: HarnessReport) {
  const {
    shard: _s,
    shards: _n,
    elapsedMs: _t,
    coverage: _c,
    ...rest
  } = r as HarnessReport & { records?: unknown };
  const { records: _r, ...kept } = rest as typeof rest & { records?: unknown };
  const entries = 'counterexamples' in kept ? kept.counterexamples : (kept as ExploreReport).violations;
  return { ...kept, entries: entries.map(({ file: _f, ...e }) => e), reached: reached(r) };
}

async function shardsAgainstOne(command: string, args: readonly string[]) {
  const root = fixture({});
  const one = await cli(
    root,
    command,
    ...args,
    '--reporter',
    'json',
    '--output',
    'one.json',
    '--out',
    join(root, 'ce-one'),
  );
  const shards = [];
  for (const i of [1, 2, 3, 4]) {
    const r = await cli(
      root,
      command,
      ...args,
      '--shard',
      `${i}/4`,
      '--reporter',
      'json',
      '--output',
      `shard-${i}.json`,
      '--out',
      join(root, `ce-${i}`),
    );
    shards.push(readReport(root, `shard-${i}.json`));
    expect(r.code, r.all).toBe(one.code);
  }
  const merged = await cli(
    root,
    'merge-reports',
    'shard-4.json',
    'shard-2.json',
    'shard-1.json',
    'shard-3.json',
    '--output',
    'merged.json',
  );
  return {
    root,
    one: readReport(root, 'one.json'),
    shards,
    merged: readReport(root, 'merged.json'),
    mergeCode: merged.code,
    mergeOut: merged.out,
    oneCode: one.code,
  };
}

describe('fuzz shards merged', () => {
  it('Megacorp: 4 shards of a games budget merge into the unsharded run (games, actions, outcomes, coverage)', async () => {
    const r = await shardsAgainstOne('fuzz', [
      '--games',
      '35',
      '--seed',
      '5',
      '--max-actions-per-game',
      '60',
      '--quiet',
    ]);
    const one = r.one as FuzzReport;
    // Chunks of 10 games: shards 1–3 play one chunk each, shard 4 the last 5 games.
    expect(r.shards.map((s) => (s as FuzzReport).games)).toEqual([10, 10, 10, 5]);
    expect(one.games).toBe(35);
    expect(new Set(r.shards.map((s) => (s as FuzzReport).actions)).size).toBeGreaterThan(1);
    expect(comparable(r.merged)).toEqual(comparable(one));
    expect(r.merged.shards).toBe(4);
    expect(r.mergeCode).toBe(r.oneCode);
    expect(r.mergeOut).toContain(`4 fuzz reports merged: 35 games, ${one.actions} actions`);
  });

  it('Gardener: games by mode and the games that did not end add up to the unsharded run', async () => {
    const r = await shardsAgainstOne('fuzz', [
      '--game',
      'gardener',
      '--games',
      '32',
      '--seed',
      '3',
      '--max-actions-per-game',
      '30',
      '--quiet',
    ]);
    const one = r.one as FuzzReport;
    const merged = r.merged as FuzzReport;
    expect(Object.values(one.tally ?? {}).reduce((a, b) => a + b, 0)).toBe(32);
    expect(comparable(merged)).toEqual(comparable(one));
    // Games cut at 30 actions are liveness findings: the merge fails as the one run does.
    expect(merged.unended).toBe(one.unended);
    expect(r.mergeCode).toBe(r.oneCode);
  });
});

describe('explore shards merged', () => {
  it('4 shards of the first actions merge into the unsharded search (states, actions, leaves, coverage)', async () => {
    const r = await shardsAgainstOne('explore', ['--max-depth', '7', '--quiet']);
    const one = r.one as ExploreReport;
    // The shards overlap (one state reached by two first actions), so adding them would over-count.
    expect(r.shards.reduce((n, s) => n + (s as ExploreReport).states, 0)).toBeGreaterThan(one.states);
    expect(comparable(r.merged)).toEqual(comparable(one));
    expect((r.merged as ExploreReport).complete).toBe(true);
    expect(r.mergeCode).toBe(0);
  });

  it('refuses --shard with turn-by-turn order, where a state has no least depth to agree on', async () => {
    const root = fixture({});
    const r = await cli(root, 'explore', '--shard', '1/2', '--order', 'turns', '--max-depth', '2', '--quiet');
    expect(r.code).toBe(2);
    expect(r.all).toContain('--shard needs --order breadth-first');
  });
});

describe('merge-reports refuses shards of different runs', () => {
  it('names the reports that cannot be merged', async () => {
    const root = fixture({});
    const args = [
      'fuzz',
      '--games',
      '2',
      '--max-actions-per-game',
      '5',
      '--quiet',
      '--reporter',
      'json',
      '--out',
      join(root, 'ce'),
    ];
    await cli(root, ...args, '--shard', '1/2', '--seed', '1', '--output', 'a.json');
    await cli(root, ...args, '--shard', '2/2', '--seed', '2', '--output', 'b.json');
    await cli(root, ...args, '--shard', '1/2', '--seed', '1', '--output', 'c.json');
    await cli(
      root,
      'explore',
      '--max-depth',
      '1',
      '--quiet',
      '--reporter',
      'json',
      '--output',
      'e.json',
      '--out',
      join(root, 'ce'),
    );
    const seeds = await cli(root, 'merge-reports', 'a.json', 'b.json');
    expect(seeds.code).toBe(2);
    expect(seeds.err).toContain('b.json and a.json are not shards of one run');
    const twice = await cli(root, 'merge-reports', 'a.json', 'c.json');
    expect(twice.err).toContain('c.json and a.json are both shard 1');
    const noFile = await cli(root, 'fuzz', '--games', '1', '--quiet', '--reporter', 'json');
    expect(noFile.code).toBe(2);
    expect(noFile.err).toContain('--reporter json writes the report to --output FILE');
    const kinds = await cli(root, 'merge-reports', 'a.json', 'e.json');
    expect(kinds.err).toContain('e.json is a report of `explore` and a.json of `fuzz`');
  });
});
