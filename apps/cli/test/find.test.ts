import { describe, expect, it } from 'vitest';
import { cli, fixture, read } from './helpers.js';

describe('arbiter find: witnesses of a predicate', () => {
  it('writes the shortest game reaching it as a scenario that arbiter run passes', async () => {
    const root = fixture({});
    const r = await cli(root, 'find', 'stack not empty', '--out', 'found');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/find: a shortest witness is 5 action\(s\) from the small game's first turn/);
    expect(r.out).toContain('wrote found/witness-stack-not-empty.scenario (5 step(s)); it passes');
    const text = read(root, 'found/witness-stack-not-empty.scenario');
    expect(text).toMatch(/then\n {2}stack "[^"]+" by \w+\n$/);
    const run = await cli(root, 'run', 'found/witness-stack-not-empty.scenario');
    expect(run.code).toBe(0);
    expect(run.out).toContain('all scenarios pass');
  });

  it('reports a predicate it cannot read at its column, exit 2', async () => {
    const r = await cli(fixture({}), 'find', 'phase divset');
    expect(r.code).toBe(2);
    expect(r.err).toContain('predicate:1:7: error: unknown phase `divset` (did you mean `divest`?)');
  });

  it('says when the bounds stop the search, exit 1', async () => {
    const r = await cli(fixture({}), 'find', 'game over', '--max-states', '50');
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/no witness within the bounds \(50 positions visited\)/);
  });
});

describe('arbiter fuzz --witness', () => {
  it('counts the games that reached a position where the predicate holds', async () => {
    const root = fixture({});
    const all = await cli(
      root,
      'fuzz',
      '--games',
      '4',
      '--revision',
      'v1.7',
      '--quiet',
      '--witness',
      'turn >= 1',
    );
    expect(all.out).toMatch(
      /witness: 4 of 4 games reached turn >= 1 \(the first: revision v1\.7, deck seed \d+\)/,
    );
    const none = await cli(
      root,
      'fuzz',
      '--games',
      '4',
      '--revision',
      'v1.7',
      '--quiet',
      '--witness',
      'turn > 1000',
    );
    expect(none.out).toContain('witness: 0 of 4 games reached turn > 1000');
  });

  it('refuses a predicate it cannot read, exit 2', async () => {
    const r = await cli(fixture({}), 'fuzz', '--games', '1', '--quiet', '--witness', 'phase biy');
    expect(r.code).toBe(2);
    expect(r.out).toContain('--witness:1:7: error: unknown phase `biy` (did you mean `buy`?)');
  });
});
