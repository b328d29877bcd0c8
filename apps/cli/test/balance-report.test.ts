import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, fixture, read } from './helpers.js';

/** Few and short games: enough to see each measure, fast on a loaded machine. */
const SMALL = ['--games', '6', '--max-actions-per-game', '400', '--seed', '3'];

const DRAFT = `revision "Much richer start"
  extends v1.7
set
  startingMoney 40
  uniqueRevealsHand true
notes
  Every player starts with 40 M; unique cards reveal their controller's hand.
`;

describe('arbiter report', () => {
  it('prints each measure with its 95% interval, and the money each turn begins with', async () => {
    const root = fixture({});
    const r = await cli(root, 'report', '--revision', 'v1.7', ...SMALL);
    expect(r.code).toBe(0);
    expect(r.out).toContain('report: v1.7, demo decks, 2 players, 6 games from seed 3');
    expect(r.out).toMatch(/first player wins \(of games with a winner\)\s+\d+\.\d% \[\d+\.\d%, \d+\.\d%\]/);
    expect(r.out).toMatch(/ends by \S+ \(1\.2\.10(\.\d+)*\)/);
    expect(r.out).toContain('turn   1: 10.0 [10.0, 10.0] M over 6 games');
  });

  it('is the same report for the same seed, and the merge of three shards is exactly the one run', async () => {
    const root = fixture({});
    await cli(root, 'report', ...SMALL, '--json', 'whole.json');
    const again = await cli(root, 'report', ...SMALL, '--json', 'again.json');
    expect(again.code).toBe(0);
    expect(read(root, 'again.json')).toBe(read(root, 'whole.json'));
    for (const i of [1, 2, 3]) {
      const s = await cli(root, 'report', ...SMALL, '--shard', `${i}/3`, '--json', `shard-${i}.json`);
      expect(s.out).toContain(`(shard ${i}/3 of 6)`);
    }
    const m = await cli(
      root,
      'merge-reports',
      'shard-3.json',
      'shard-1.json',
      'shard-2.json',
      '--output',
      'merged.json',
    );
    expect(m.code).toBe(0);
    expect(m.out).toContain('3 balance reports merged: 6 games of v1.7');
    expect(read(root, 'merged.json')).toBe(read(root, 'whole.json'));
  });

  it('is the same report across two worker threads (the built CLI: workers load the built harness)', async () => {
    const root = fixture({});
    await cli(root, 'report', ...SMALL, '--json', 'one.json');
    const main = resolve(import.meta.dirname, '../dist/main.js');
    execFileSync(process.execPath, [main, 'report', ...SMALL, '--workers', '2', '--json', 'two.json'], {
      cwd: root,
    });
    expect(read(root, 'two.json')).toBe(read(root, 'one.json'));
  });

  it('refuses to merge a balance run with a shard missing', async () => {
    const root = fixture({});
    for (const i of [1, 2])
      await cli(root, 'report', ...SMALL, '--shard', `${i}/3`, '--json', `shard-${i}.json`);
    const m = await cli(root, 'merge-reports', 'shard-1.json', 'shard-2.json');
    expect(m.code).toBe(2);
    expect(m.all).toContain('shard 3 of 3 missing');
  });

  it('writes an HTML page with the money plot inline (an SVG, no external asset)', async () => {
    const root = fixture({});
    const r = await cli(root, 'report', ...SMALL, '--html', 'out/balance.html');
    expect(r.code).toBe(0);
    const html = read(root, 'out/balance.html');
    expect(html).toContain('<svg');
    expect(html).toContain('<polyline');
    expect(html).not.toMatch(/<script|<link|src=/);
  });

  it('takes a draft revision by file, and says which decks seat more than two players', async () => {
    const root = fixture({ 'rich.revision': DRAFT });
    const r = await cli(root, 'report', '--revision', 'rich.revision', ...SMALL);
    expect(r.code).toBe(0);
    expect(r.out).toContain('turn   1: 40.0 [40.0, 40.0] M');
    const bad = await cli(root, 'report', '--decks', 'plain', '--players', '3', ...SMALL);
    expect(bad.code).toBe(2);
    expect(bad.all).toContain('the plain decks seat two players; use --decks demo for 3');
  });
});

describe('arbiter report --diff', () => {
  it('marks the shift a draft causes and names the parameter behind it', async () => {
    const root = fixture({ 'rich.revision': DRAFT });
    const r = await cli(
      root,
      'report',
      '--diff',
      'v1.7',
      'rich.revision',
      '--games',
      '12',
      '--max-actions-per-game',
      '400',
    );
    expect(r.code).toBe(0);
    expect(r.out).toContain(
      "McNemar's test on the paired games for a share, the paired t-test for a mean, Holm's correction",
    );
    expect(r.out).toMatch(/\* money per player, mean over the turns of a game, M .*paired t/);
    // startingMoney alone moves the money as far as the draft does; uniqueRevealsHand is not named.
    expect(r.out).toMatch(
      /money per player, mean over the turns of a game, M \(up, \+\d+\.\d\d on \d+ pairs of the design\): caused by startingMoney \+\d+\.\d\d \[\+\d+\.\d\d, \+\d+\.\d\d\] \((9\d|10\d)%\): (9\d|10\d)% of the shift$/m,
    );
    expect(r.out).toContain('attributed by a screening design over the 2 differing parameters: 4 runs');
  });

  it('marks nothing between a revision and itself', async () => {
    const root = fixture({});
    const r = await cli(root, 'report', '--diff', 'v1.7', 'v1.7', ...SMALL);
    expect(r.out).toContain('no measure moved significantly');
    expect(r.out).not.toMatch(/^ {2}\* /m);
  });

  it('wants exactly two revisions', async () => {
    const r = await cli(fixture({}), 'report', '--diff', 'v1.7', ...SMALL);
    expect(r.code).toBe(2);
    expect(r.all).toContain('--diff takes two revisions, A and B (got 1)');
  });
});
