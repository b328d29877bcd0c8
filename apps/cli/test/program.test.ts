import { describe, expect, it } from 'vitest';
import { cli, fixture } from './helpers.js';

describe('the arbiter program', () => {
  it('lists every command in its help; no command is a usage error', async () => {
    const root = fixture({});
    const help = await cli(root, '--help');
    expect(help.code).toBe(0);
    for (const c of ['run', 'check', 'fmt', 'show', 'fuzz', 'explore', 'demo'])
      expect(help.out).toMatch(new RegExp(`^  ${c} `, 'm'));
    const none = await cli(root);
    expect(none.code).toBe(2);
    expect(none.err).toContain('Usage: arbiter');
  });

  it('usage errors of every command exit 2', async () => {
    const root = fixture({});
    expect((await cli(root, 'fmt', '--chekc')).code).toBe(2);
    expect((await cli(root, 'check', '--bogus')).code).toBe(2);
    expect((await cli(root, 'show', 'a', 'b')).code).toBe(2);
    expect((await cli(root, 'demo', '--seed', 'x')).code).toBe(2);
    expect((await cli(root, 'fuzz', '--time', '-1')).code).toBe(2);
    expect((await cli(root, 'fuzz', '--shard', '0/3', '--quiet')).code).toBe(2);
    expect((await cli(root, 'explore', '--config', 'missing.json', '--quiet')).code).toBe(2);
  });

  it('suggests the command meant', async () => {
    const r = await cli(fixture({}), 'rnu');
    expect(r.code).toBe(2);
    expect(r.err).toContain('(Did you mean run?)');
  });

  it('runs the demo through the same Io', async () => {
    const r = await cli(fixture({}), 'demo', '--seed', '3', '--max-actions', '30', '--quiet');
    expect([0, 1]).toContain(r.code);
    expect(r.out.length).toBeGreaterThan(0);
  });
});
