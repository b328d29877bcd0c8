import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CARDS, cli, fixture, REJECT_SCENARIO, read, SELL_LINES, sellScenario } from './helpers.js';

describe('arbiter run: exit codes', () => {
  it('exits 0 when every scenario passes, with the summary table', async () => {
    const root = fixture({ 'lib.cards': CARDS, 'a.scenario': sellScenario(), 'b.scenario': REJECT_SCENARIO });
    const r = await cli(root, 'run', '.');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/revision\s+scenarios\s+passed\s+failed\s+errors/);
    expect(r.out).toMatch(/v1\.7\s+2\s+2\s+0\s+0/);
    expect(r.out).toContain('2 files, 2 scenario runs');
    expect(r.out).toContain('all scenarios pass');
  });

  it('runs the scenarios folder by default', async () => {
    const root = fixture({ 'scenarios/lib.cards': CARDS, 'scenarios/a.scenario': sellScenario() });
    const r = await cli(root, 'run');
    expect(r.code).toBe(0);
    expect(r.out).toContain('1 file, 1 scenario run');
  });

  it('exits 1 on a wrong expectation and points at its line, with expected, actual and the board', async () => {
    const root = fixture({
      'lib.cards': CARDS,
      'a.scenario': sellScenario(),
      'bad.scenario': sellScenario(15, 'Wrong money'),
    });
    const r = await cli(root, 'run', '.');
    expect(r.code).toBe(1);
    expect(r.out).toContain(`FAIL Wrong money [v1.7]`);
    expect(r.out).toContain(`bad.scenario:${SELL_LINES.money}:3: `);
    expect(r.out).toMatch(/expected: .*15/);
    expect(r.out).toMatch(/actual: .*14/);
    expect(r.out).toContain('| turn 5, Ana active');
    expect(r.out).toContain('1 scenario run failed');
  });

  it('--no-board leaves the board out', async () => {
    const root = fixture({ 'lib.cards': CARDS, 'bad.scenario': sellScenario(15) });
    const r = await cli(root, 'run', '--no-board', '.');
    expect(r.code).toBe(1);
    expect(r.out).toContain(`bad.scenario:${SELL_LINES.money}:3`);
    expect(r.out).not.toContain('| turn 5');
  });

  it('exits 1 when a step the rules accept was expected to be rejected', async () => {
    const root = fixture({
      'lib.cards': CARDS,
      'a.scenario': sellScenario().replace('Ana sells "Hierarch"', 'Ana sells "Hierarch"  -> rejected 5.5.4'),
    });
    const r = await cli(root, 'run', 'a.scenario');
    expect(r.code).toBe(1);
    expect(r.out).toContain(`a.scenario:${SELL_LINES.sells}:`);
    expect(r.out).toContain('but it was accepted');
  });

  it('exits 2 on a parse error, reported at file:line:col, and still runs the other files', async () => {
    const broken = sellScenario().replace('  Ana sells "Hierarch"', '  Ana sels "Hierarch"');
    const root = fixture({ 'lib.cards': CARDS, 'a.scenario': sellScenario(), 'broken.scenario': broken });
    const r = await cli(root, 'run', '.');
    expect(r.code).toBe(2);
    expect(r.out).toMatch(new RegExp(`broken\\.scenario:${SELL_LINES.sells}:\\d+: error: `));
    expect(r.out).toMatch(/v1\.7\s+2\s+1\s+0\s+1/);
    expect(r.out).toContain('1 file with errors');
  });

  it('exits 2 on bytes that are not UTF-8, with line and column, and runs the file anyway', async () => {
    const text = sellScenario().replace('covers 5.5.3', 'covers 5.5.3  # caf\u00e9');
    const bytes = Buffer.from(text, 'latin1');
    const root = fixture({ 'lib.cards': CARDS, 'latin1.scenario': bytes });
    const r = await cli(root, 'run', '.');
    expect(r.code).toBe(2);
    expect(r.out).toMatch(/latin1\.scenario:5:\d+: error: invalid UTF-8 bytes e9/);
    expect(r.out).toMatch(/v1\.7\s+1\s+1/);
  });

  it('reads UTF-16 files, with a warning', async () => {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(sellScenario(), 'utf16le')]);
    const root = fixture({ 'lib.cards': CARDS, 'wide.scenario': utf16 });
    const r = await cli(root, 'run', '.');
    expect(r.code).toBe(0);
    expect(r.out).toContain('wide.scenario:1:1: warning: the file is UTF-16LE');
  });

  it('exits 2 for an unknown option, an unknown command, a bad reporter and a missing path', async () => {
    const root = fixture({ 'lib.cards': CARDS, 'a.scenario': sellScenario() });
    const unknown = await cli(root, 'run', '--frobnicate', '.');
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain("unknown option '--frobnicate'");
    expect((await cli(root, 'rum')).code).toBe(2);
    expect((await cli(root)).code).toBe(2);
    const reporter = await cli(root, 'run', '--reporter', 'xml', '.');
    expect(reporter.code).toBe(2);
    expect(reporter.err).toContain('pretty, junit, github, json');
    const missing = await cli(root, 'run', 'nowhere');
    expect(missing.code).toBe(2);
    expect(missing.err).toContain('no such file or folder: nowhere');
    const empty = fixture({ 'notes.txt': 'nothing here' });
    expect((await cli(empty, 'run', '.')).code).toBe(2);
  });

  it('--help exits 0', async () => {
    const r = await cli(fixture({}), 'run', '--help');
    expect(r.code).toBe(0);
    expect(r.out).toContain('--shard <i/n>');
  });

  it('exits 2 with a clear message for a bad shard', async () => {
    const root = fixture({ 'lib.cards': CARDS, 'a.scenario': sellScenario() });
    for (const bad of ['0/3', '4/3', '1/0', 'x', '1-3']) {
      const r = await cli(root, 'run', '--shard', bad, '.');
      expect(r.code, bad).toBe(2);
      expect(r.err, bad).toMatch(/--shard/);
    }
  });
});

describe('arbiter run: options', () => {
  it('--bail stops at the first failing file', async () => {
    const root = fixture({
      'lib.cards': CARDS,
      'a.scenario': sellScenario(),
      'b.scenario': sellScenario(15, 'First failure'),
      'c.scenario': sellScenario(15, 'Never run'),
      'd.scenario': sellScenario(),
    });
    const r = await cli(root, 'run', '--bail', '.');
    expect(r.code).toBe(1);
    expect(r.out).toContain('First failure');
    expect(r.out).not.toContain('Never run');
    expect(r.out).toContain('2 files, 2 scenario runs');
    expect(r.out).toContain('2 files not run');
  });

  it('--shard runs only its part and says so', async () => {
    const files: Record<string, string> = { 'lib.cards': CARDS };
    for (let i = 0; i < 5; i++) files[`s${i}.scenario`] = sellScenario(14, `scenario ${i}`);
    const root = fixture(files);
    const one = await cli(root, 'run', '--shard', '1/2', '.');
    const two = await cli(root, 'run', '--shard', '2/2', '.');
    expect(one.out).toContain('3 files, 3 scenario runs (shard 1/2)');
    expect(two.out).toContain('2 files, 2 scenario runs (shard 2/2)');
    // A shard with no files fails, since a CI gate must not pass on nothing; --allow-empty accepts it
    // (more shards than files, on purpose).
    const empty = await cli(root, 'run', '--shard', '9/9', '.');
    expect(empty.code).toBe(2);
    expect(empty.err).toContain('no scenario ran (shard 9/9)');
    expect(empty.err).toContain('--allow-empty');
    const allowed = await cli(root, 'run', '--shard', '9/9', '--allow-empty', '.');
    expect(allowed.code).toBe(0);
    expect(allowed.out).toContain('nothing to run');
  });

  it('--revision takes a draft revision file, and a scenario may name the draft by its id', async () => {
    const draft = 'revision "Whole piles"\n  extends v1.7\nset\n  sellPile whole-pile\n';
    const root = fixture({
      'lib.cards': CARDS,
      'a.scenario': sellScenario(),
      'drafts/whole.revision': draft,
    });
    const r = await cli(root, 'run', '--revision', 'drafts/whole.revision', 'a.scenario');
    // Under the draft the whole pile is paid for, so the V1.7 expectation of 14 M fails there.
    expect(r.code).toBe(1);
    expect(r.out).toContain('[whole]');
    const bad = fixture({
      'lib.cards': CARDS,
      'a.scenario': sellScenario(),
      'd.revision': 'revision "x"\n  extends v1.7\nset\n  selPile whole-pile\n',
    });
    const typo = await cli(bad, 'run', '--revision', 'd.revision', 'a.scenario');
    expect(typo.code).toBe(2);
    expect(typo.err).toContain('d.revision:4:3');
    expect(typo.err).toContain('did you mean sellPile?');
  });

  it('--revision filters the runs and warns when nothing ran under a revision', async () => {
    const root = fixture({ 'lib.cards': CARDS, 'a.scenario': sellScenario() });
    const v17 = await cli(root, 'run', '--revision', 'v1.7', '.');
    expect(v17.code).toBe(0);
    expect(v17.out).toContain('1 scenario run');
    // A draft revision file that does not exist is a usage error.
    const missing = await cli(root, 'run', '--revision', 'drafts/x.revision', '.');
    expect(missing.code).toBe(2);
    expect(missing.err).toContain('no such revision file: drafts/x.revision');
    const typo = await cli(root, 'run', '--revision', 'v1.8', '.');
    expect(typo.err).toContain('did you mean v1.7?');
  });

  it('--output writes the report to a file and still prints the summary', async () => {
    const root = fixture({ 'lib.cards': CARDS, 'bad.scenario': sellScenario(15) });
    const r = await cli(root, 'run', '--reporter', 'junit', '--output', 'reports/junit.xml', '.');
    expect(r.code).toBe(1);
    expect(existsSync(join(root, 'reports/junit.xml'))).toBe(true);
    expect(read(root, 'reports/junit.xml')).toContain('<testsuites');
    expect(r.out).not.toContain('<testsuites');
    expect(r.out).toContain('1 scenario run failed');
  });

  it('the json reporter gives results without the game states', async () => {
    const root = fixture({
      'lib.cards': CARDS,
      'a.scenario': sellScenario(),
      'bad.scenario': sellScenario(15),
    });
    const r = await cli(root, 'run', '--reporter', 'json', '.');
    expect(r.code).toBe(1);
    const json = JSON.parse(r.out);
    expect(json.exitCode).toBe(1);
    expect(json.summary).toMatchObject({ files: 2, runs: 2, passed: 1, failed: 1 });
    const bad = json.files.find((f: { uri: string }) => f.uri === 'bad.scenario');
    expect(bad.scenarios[0].failures[0]).toMatchObject({ line: SELL_LINES.money, column: 3 });
    expect(bad.scenarios[0].steps[0]).toMatchObject({
      line: SELL_LINES.sells,
      kind: 'step',
      status: 'passed',
    });
    expect(r.out).not.toContain('"state"');
    expect(r.out).not.toContain('"final"');
    expect(r.out).not.toContain('"initial"');
  });
});

describe('arbiter run: progress', () => {
  it('shows a progress bar (when the Io offers one) that counts every file, and stops it', async () => {
    const { captureIo } = await import('../src/io.js');
    const { runCommand } = await import('../src/commands/run.js');
    const files: Record<string, string> = { 'lib.cards': CARDS };
    for (let i = 0; i < 4; i++) files[`s${i}.scenario`] = sellScenario();
    const root = fixture(files);
    const events: string[] = [];
    const io = {
      ...captureIo(root),
      progress: (total: number) => {
        events.push(`start ${total}`);
        return { tick: (label: string) => events.push(`tick ${label}`), stop: () => events.push('stop') };
      },
    };
    expect(runCommand(['.'], { progressAfterMs: 0 }, io)).toBe(0);
    expect(events).toEqual([
      'start 4',
      'tick s0.scenario',
      'tick s1.scenario',
      'tick s2.scenario',
      'tick s3.scenario',
      'stop',
    ]);
  });

  it('CI means any value of CI but empty, 0 and false', async () => {
    const { isCi } = await import('../src/io.js');
    expect(isCi({ CI: 'true' })).toBe(true);
    expect(isCi({ CI: '1' })).toBe(true);
    expect(isCi({ CI: 'woodpecker' })).toBe(true);
    expect(isCi({})).toBe(false);
    expect(isCi({ CI: '' })).toBe(false);
    expect(isCi({ CI: 'false' })).toBe(false);
    expect(isCi({ CI: '0' })).toBe(false);
  });
});
