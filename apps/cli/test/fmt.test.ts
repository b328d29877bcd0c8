import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, parse } from '@arbiter/scenario';
import { describe, expect, it } from 'vitest';
import { CARDS, cli, fixture, REJECT_SCENARIO, read, sellScenario } from './helpers.js';

/** The same scenario with untidy spacing and Windows line endings. */
const untidy = (text: string) =>
  text
    .replace('  Ana money 10', '  Ana    money   10')
    .replace('0,0  business "Nick Corp"', '0,0 business    "Nick Corp"')
    .replace(/\n/g, '\r\n');

describe('arbiter fmt', () => {
  it('--check lists the files that would change and exits 1, without writing', async () => {
    const tidy = format(parse(sellScenario()).file);
    const root = fixture({
      'lib.cards': format(parse(CARDS).file),
      'tidy.scenario': tidy,
      'untidy.scenario': untidy(sellScenario()),
    });
    const r = await cli(root, 'fmt', '--check', '.');
    expect(r.code).toBe(1);
    expect(r.out.split('\n')).toEqual(['untidy.scenario']);
    expect(r.err).toContain('1 file would be reformatted, 2 files already formatted');
    expect(read(root, 'untidy.scenario')).toBe(untidy(sellScenario()));
  });

  it('rewrites files canonically, and formatting twice changes nothing', async () => {
    const root = fixture({
      'lib.cards': CARDS,
      'a.scenario': untidy(sellScenario()),
      'b.scenario': untidy(REJECT_SCENARIO),
    });
    const first = await cli(root, 'fmt', '.');
    expect(first.code).toBe(0);
    expect(first.out).toContain('formatted a.scenario');
    const once = { a: read(root, 'a.scenario'), b: read(root, 'b.scenario'), lib: read(root, 'lib.cards') };
    expect(once.a).not.toContain('\r');
    expect(once.a).toContain('  Ana money 10\n');
    const check = await cli(root, 'fmt', '--check', '.');
    expect(check.code).toBe(0);
    expect(check.out).toBe('');
    const second = await cli(root, 'fmt', '.');
    expect(second.code).toBe(0);
    expect({
      a: read(root, 'a.scenario'),
      b: read(root, 'b.scenario'),
      lib: read(root, 'lib.cards'),
    }).toEqual(once);
    // The formatted files still run and pass.
    expect((await cli(root, 'run', '.')).code).toBe(0);
  });

  it('leaves a file with syntax errors untouched, reports where, and exits 2', async () => {
    const broken = untidy(sellScenario()).replace('Ana sells "Hierarch"', 'Ana sels "Hierarch"');
    const root = fixture({
      'lib.cards': CARDS,
      'broken.scenario': broken,
      'a.scenario': untidy(sellScenario()),
    });
    const r = await cli(root, 'fmt', '.');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/broken\.scenario:16:\d+: error: /);
    expect(r.err).toContain('broken.scenario: not formatted');
    expect(readFileSync(join(root, 'broken.scenario'), 'utf8')).toBe(broken);
    expect(read(root, 'a.scenario')).not.toContain('\r');
  });

  it('leaves a file with invalid UTF-8 untouched', async () => {
    const bytes = Buffer.from(sellScenario().replace('covers 5.5.3', 'covers 5.5.3  # caf\u00e9'), 'latin1');
    const root = fixture({ 'lib.cards': CARDS, 'latin1.scenario': bytes });
    const r = await cli(root, 'fmt', 'latin1.scenario');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/latin1\.scenario:5:\d+: error: invalid UTF-8/);
    expect(Buffer.compare(readFileSync(join(root, 'latin1.scenario')), bytes)).toBe(0);
  });
});
