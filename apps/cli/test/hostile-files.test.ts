import { execFileSync } from 'node:child_process';
import { readFileSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_USED_FILE_BYTES } from '../src/files.js';
import { CARDS, cli, fixture, sellScenario } from './helpers.js';

const mkfifo = (path: string) => execFileSync('mkfifo', [path]);

describe('folder walks read regular files only and stay inside the folders given', () => {
  it('fmt does not follow a linked folder into a sibling folder, and says it skipped it', async () => {
    const messy = sellScenario().replace('  Ana money 10', '  Ana    money   10');
    const root = fixture({
      'project/lib.cards': CARDS,
      'sibling/lib.cards': CARDS,
      'sibling/a.scenario': messy,
    });
    symlinkSync(join(root, 'sibling'), join(root, 'project/linked'));
    const r = await cli(join(root, 'project'), 'fmt', '.');
    expect(r.code).toBe(0);
    expect(r.err).toContain('skipped linked: a symbolic link: not followed');
    expect(readFileSync(join(root, 'sibling/a.scenario'), 'utf8')).toBe(messy);
  });

  it('check, fmt and run survive a dangling link, a loop of links and a named pipe without hanging', async () => {
    const root = fixture({ 'lib.cards': CARDS, 'a.scenario': sellScenario() });
    symlinkSync(join(root, 'nowhere.scenario'), join(root, 'dangling.scenario'));
    symlinkSync(join(root, 'loop2'), join(root, 'loop1'));
    symlinkSync(join(root, 'loop1'), join(root, 'loop2'));
    mkfifo(join(root, 'pipe.scenario'));
    for (const args of [
      ['check', '.'],
      ['fmt', '--check', '.'],
      ['run', '.'],
    ]) {
      const r = await cli(root, ...args);
      expect(r.code, `${args.join(' ')}\n${r.all}`).toBe(0);
      expect(r.err).toContain('skipped dangling.scenario: a symbolic link');
      expect(r.err).toContain('skipped loop1: a symbolic link');
      expect(r.err).toContain('skipped pipe.scenario: a named pipe: not read');
      expect(r.all).not.toContain('internal error');
    }
  });

  it('a named pipe or a dangling link named on the command line is a usage error, not a wait', async () => {
    const root = fixture({ 'a.scenario': sellScenario() });
    mkfifo(join(root, 'pipe.scenario'));
    symlinkSync(join(root, 'gone.scenario'), join(root, 'dangling.scenario'));
    const pipe = await cli(root, 'check', 'pipe.scenario');
    expect(pipe.code).toBe(2);
    expect(pipe.err).toContain('pipe.scenario is a named pipe, not a file or a folder');
    const dangling = await cli(root, 'run', 'dangling.scenario');
    expect(dangling.code).toBe(2);
    expect(dangling.err).toContain('dangling.scenario is a symbolic link to nothing');
  });
});

/** The canary's shape: a scenario that passes when `use` silently reads nothing useful. */
const using = (path: string) => `use "${path}"\n${CARDS}\n${sellScenario().replace('use "lib.cards"\n', '')}`;

describe('use reads card libraries only inside the project', () => {
  it('refuses absolute paths and paths that climb out, at the use line with a hint', async () => {
    const root = fixture({
      'project/package.json': '{}',
      'project/specs/a.scenario': using('/etc/passwd'),
      'project/specs/b.scenario': using('../../../../../../../../etc/shadow'),
      'outside.cards': CARDS,
      'project/specs/c.scenario': using('../../outside.cards'),
    });
    const r = await cli(join(root, 'project'), 'check', 'specs');
    expect(r.code).toBe(2);
    expect(r.out).toMatch(
      /specs\/a\.scenario:1:5: error: cannot use "\/etc\/passwd": it is outside the project \(\.\)/,
    );
    expect(r.out).toContain(
      'specs/b.scenario:1:5: error: cannot use "../../../../../../../../etc/shadow": it is outside',
    );
    expect(r.out).toContain('specs/c.scenario:1:5: error: cannot use "../../outside.cards": it is outside');
    expect(r.out).toContain('the folder of the nearest package.json, or the one given with --root');
    // `run` refuses the same scenarios instead of passing them.
    const run = await cli(join(root, 'project'), 'run', 'specs');
    expect(run.code).toBe(1);
    expect(run.out).toContain('3 scenario runs failed');
  });

  it('refuses a link inside the project that leads out of it', async () => {
    const root = fixture({
      'project/package.json': '{}',
      'project/a.scenario': using('lib.cards'),
      'secret.cards': CARDS,
    });
    symlinkSync(join(root, 'secret.cards'), join(root, 'project/lib.cards'));
    const r = await cli(join(root, 'project'), 'check', 'a.scenario');
    expect(r.code).toBe(2);
    expect(r.out).toContain(
      'a.scenario:1:5: error: cannot use "lib.cards": a symbolic link leads outside the project',
    );
  });

  it('never reads a named pipe or a device, and refuses a library over the size limit', async () => {
    const big = `${CARDS}${'# padding\n'.repeat(MAX_USED_FILE_BYTES / 10 + 1)}`;
    const root = fixture({
      'package.json': '{}',
      'pipe.scenario': using('pipe.cards'),
      'zero.scenario': using('/dev/zero'),
      'big.scenario': using('big.cards'),
      'big.cards': big,
    });
    mkfifo(join(root, 'pipe.cards'));
    // --root / puts /dev/zero inside the project, so what is refused is the device itself.
    const r = await cli(root, 'check', '--root', '/', '.');
    expect(r.code).toBe(2);
    expect(r.out).toContain(
      'pipe.scenario:1:5: error: cannot use "pipe.cards": it is a named pipe, not a regular file',
    );
    expect(r.out).toContain(
      'zero.scenario:1:5: error: cannot use "/dev/zero": it is a character device, not a regular file',
    );
    expect(r.out).toContain('big.scenario:1:5: error: cannot use "big.cards": it is larger than 1 MiB');
  }, 20_000);

  it('reports an error inside a used library at its own file:line:col', async () => {
    const root = fixture({
      'package.json': '{}',
      'lib.cards': `${CARDS}  character "Broken" cost 2M traits IQ 1 EQ\n`,
      'a.scenario': sellScenario(),
    });
    const check = await cli(root, 'check', 'a.scenario');
    expect(check.code).toBe(2);
    expect(check.out).toMatch(/^lib\.cards:7:\d+: error: /m);
    // Checking the library too reports its error once, not once per file that reads it.
    const both = await cli(root, 'check', '.');
    expect(both.out.match(/^lib\.cards:7:\d+: error: /gm)).toHaveLength(1);
    const run = await cli(root, 'run', 'a.scenario');
    expect(run.code).toBe(1);
    expect(run.out).toMatch(/a\.scenario:\d+:\d+: .*\(in lib\.cards\)|lib\.cards:7:\d+/);
  });

  it('still reads libraries of the project from a sibling folder, and --root widens the project', async () => {
    const root = fixture({
      'project/package.json': '{}',
      'project/cards/lib.cards': CARDS,
      'project/specs/a.scenario': sellScenario().replace('use "lib.cards"', 'use "../cards/lib.cards"'),
      'shared/lib.cards': CARDS,
      'project/specs/b.scenario': sellScenario().replace('use "lib.cards"', 'use "../../shared/lib.cards"'),
    });
    const inside = await cli(join(root, 'project'), 'run', 'specs/a.scenario');
    expect(inside.code).toBe(0);
    const refused = await cli(join(root, 'project'), 'run', 'specs/b.scenario');
    expect(refused.code).toBe(1);
    const widened = await cli(join(root, 'project'), 'run', '--root', '..', 'specs/b.scenario');
    expect(widened.code, widened.all).toBe(0);
  });
});

describe('a gate never passes on nothing', () => {
  it('an unknown --revision is an error with a did-you-mean, before anything runs', async () => {
    const root = fixture({ 'lib.cards': CARDS, 'a.scenario': sellScenario() });
    const r = await cli(root, 'run', '--revision', 'v17', '.');
    expect(r.code).toBe(2);
    expect(r.err).toContain('unknown revision v17; did you mean v1.7?');
    expect(r.out).toBe('');
  });

  it('a filter that selects no scenario run fails unless --allow-empty', async () => {
    const root = fixture({ 'lib.cards': CARDS, 'a.scenario': sellScenario() });
    const r = await cli(root, 'run', '--revision', 'ed3.0-fr', '.');
    expect(r.code).toBe(2);
    expect(r.err).toContain('no scenario ran (revision ed3.0-fr)');
    expect((await cli(root, 'run', '--revision', 'ed3.0-fr', '--allow-empty', '.')).code).toBe(0);
    const none = fixture({ 'notes.txt': 'nothing here' });
    expect((await cli(none, 'run', '.')).code).toBe(2);
    expect((await cli(none, 'run', '--allow-empty', '.')).code).toBe(0);
  });

  it('check refuses a folder whose draft revision run refuses, at the draft line', async () => {
    const root = fixture({
      'lib.cards': CARDS,
      'a.scenario': sellScenario(),
      'd.revision': 'revision "x"\n  extends v1.7\nset\n  selPile whole-pile\n',
    });
    const run = await cli(root, 'run', '.');
    expect(run.code).toBe(2);
    const check = await cli(root, 'check', '.');
    expect(check.code).toBe(2);
    expect(check.out).toContain('d.revision:4:3');
    expect(check.out).toMatch(/checked 2 files: 1 error/);
  });

  it('check binds scenarios that name a draft revision of the folder', async () => {
    const root = fixture({
      'lib.cards': CARDS,
      'a.scenario': sellScenario().replace('revisions v1.7', 'revisions v1.7, whole'),
      'whole.revision': 'revision "Whole piles"\n  extends v1.7\nset\n  sellPile whole-pile\n',
    });
    const check = await cli(root, 'check', '.');
    expect(check.code, check.all).toBe(0);
  });

  it('refuses zero, negative and non-numeric budgets and bounds', async () => {
    const root = fixture({});
    for (const args of [
      ['fuzz', '--max-actions-per-game', '0'],
      ['fuzz', '--max-actions-per-game', '-3'],
      ['fuzz', '--actions', 'NaN'],
      ['fuzz', '--games', '1e3'],
      ['fuzz', '--max-violations', '-1'],
      ['fuzz', '--seed', 'x'],
      ['fuzz', '--time', '0'],
      ['fuzz', '--shard', '3/2'],
      ['explore', '--max-depth', '0'],
      ['explore', '--max-states', ''],
      ['demo', '--max-actions', '-1'],
    ]) {
      const r = await cli(root, ...args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.err, args.join(' ')).toMatch(/argument .* is invalid/);
    }
  });

  it('checks output paths before the work starts', async () => {
    const root = fixture({ 'lib.cards': CARDS, 'a.scenario': sellScenario(), 'file.txt': 'x' });
    const cases: [string[], string][] = [
      [['run', '--output', 'file.txt/report.xml', '.'], '--output file.txt/report.xml'],
      [['run', '--output', '.', '.'], '--output .: is a folder'],
      [['coverage', '--revision', 'v1.7', '--html', 'file.txt/c.html', '.'], '--html file.txt/c.html'],
      [['fuzz', '--actions', '100000000', '--out', 'file.txt'], '--out file.txt: is a file, not a folder'],
      [['fuzz', '--actions', '100000000', '--coverage', 'file.txt/cov'], '--coverage file.txt/cov.json'],
      [['explore', '--max-states', '100000000', '--out', 'file.txt/x'], '--out file.txt/x'],
    ];
    for (const [args, message] of cases) {
      const started = performance.now();
      const r = await cli(root, ...args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.err).toContain(message);
      expect(r.out).toBe('');
      expect(performance.now() - started).toBeLessThan(2000);
    }
  });
});

describe('run prints scenario text with terminal escapes shown, not obeyed', () => {
  it('a failing scenario titled with escape sequences prints them escaped', async () => {
    const title = 'Clears \u001b[2J the screen \u001b]0;pwned\u0007 and rings';
    const root = fixture({ 'lib.cards': CARDS, 'a.scenario': sellScenario(15, title) });
    const r = await cli(root, 'run', '.');
    expect(r.code).toBe(1);
    const raw = r.io.stdout.join('\n');
    expect(raw).toContain('Clears \\x1b[2J the screen \\x1b]0;pwned\\x07 and rings');
    expect(raw).not.toContain('\u001b[2J');
    expect(raw).not.toContain('\u0007');
  });
});
