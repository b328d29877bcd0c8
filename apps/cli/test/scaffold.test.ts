import { describe, expect, it } from 'vitest';
import { cli, fixture, read } from './helpers.js';

describe('arbiter scaffold', () => {
  it('writes a pending stub for a clause with our paraphrase, which runs and covers nothing', async () => {
    const root = fixture({ 'package.json': '{}' });
    const r = await cli(root, 'scaffold', '--clause', '5.4.3');
    expect(r.code).toBe(0);
    expect(r.out).toContain('wrote scenarios/pending/clause-5.4.3.scenario.pending');
    const stub = read(root, 'scenarios/pending/clause-5.4.3.scenario.pending');
    expect(stub).toContain('# A character attacks at most once per turn. (challenge.once-per-turn)');
    expect(stub.split('\n').filter((l) => l !== '' && !l.startsWith('#'))).toEqual([]);
    const run = await cli(root, 'run', 'scenarios');
    expect(run.all).not.toContain('5.4.3');
  });

  it('gives an unkeyed clause its ledger reason', async () => {
    const root = fixture({ 'package.json': '{}' });
    // No V1.7 clause is missing any more; a not-checkable one carries its ledger reason the same way.
    await cli(root, 'scaffold', '--clause', '8.7.1');
    expect(read(root, 'scenarios/pending/clause-8.7.1.scenario.pending')).toContain(
      'No rule key cites 8.7.1 (not-checkable): one player holds priority at a time (1.2.8)',
    );
  });

  it('refuses an unknown clause with nearby ids, and an existing stub without --force', async () => {
    const root = fixture({ 'package.json': '{}' });
    const bad = await cli(root, 'scaffold', '--clause', '5.4.33');
    expect(bad.code).not.toBe(0);
    expect(bad.err).toContain('5.4.33 is not a numbered V1.7 clause; did you mean 5.4.3');
    await cli(root, 'scaffold', '--clause', '5.4.3');
    const again = await cli(root, 'scaffold', '--clause', '5.4.3');
    expect(again.code).not.toBe(0);
    expect(again.err).toContain('pass --force');
    expect((await cli(root, 'scaffold', '--clause', '5.4.3', '--force')).code).toBe(0);
  });
});
