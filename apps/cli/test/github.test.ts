import { describe, expect, it } from 'vitest';
import { annotation, escapeData, escapeProperty } from '../src/reporters/github.js';
import { CARDS, cli, fixture, SELL_LINES, sellScenario } from './helpers.js';

describe('GitHub annotations', () => {
  it('escape %, CR and LF in messages, and also : and , in properties', () => {
    expect(escapeData('50% done\r\nnext: a, b')).toBe('50%25 done%0D%0Anext: a, b');
    expect(escapeProperty('50% a:b,c\n')).toBe('50%25 a%3Ab%2Cc%0A');
    expect(
      annotation({
        level: 'error',
        file: 'a,b:c.scenario',
        line: 3,
        col: 7,
        title: 'T: x, y',
        message: 'line 1\nline 2 100%',
      }),
    ).toBe('::error file=a%2Cb%3Ac.scenario,line=3,col=7,title=T%3A x%2C y::line 1%0Aline 2 100%25');
  });

  it('point at the failing line, then print the summary', async () => {
    const root = fixture({
      'lib.cards': CARDS,
      'a.scenario': sellScenario(),
      'bad.scenario': sellScenario(15, 'Wrong, money: 15'),
    });
    const r = await cli(root, 'run', '--reporter', 'github', '.');
    expect(r.code).toBe(1);
    const lines = r.out.split('\n').filter((l) => l.startsWith('::'));
    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line).toMatch(
      new RegExp(
        `^::error file=bad\\.scenario,line=${SELL_LINES.money},col=3,title=Scenario failed%3A Wrong%2C money%3A 15 \\[v1\\.7\\]::`,
      ),
    );
    expect(line).toContain('%0Aexpected: ');
    expect(line).not.toContain('\n');
    expect(r.out).toContain('1 scenario run failed');
  });

  it('report parse errors as errors and encoding problems as warnings, with paths relative to GITHUB_WORKSPACE', async () => {
    const broken = sellScenario().replace('  Ana sells "Hierarch"', '  Ana sels "Hierarch"');
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(sellScenario(), 'utf16le')]);
    const root = fixture({
      'sub/lib.cards': CARDS,
      'sub/broken.scenario': broken,
      'sub/wide.scenario': utf16,
    });
    const { captureIo } = await import('../src/io.js');
    const { runCli } = await import('../src/main.js');
    const io = captureIo(`${root}/sub`, { GITHUB_WORKSPACE: root });
    const code = await runCli(['run', '--reporter', 'github', '.'], io);
    expect(code).toBe(2);
    const lines = io.stdout
      .join('\n')
      .split('\n')
      .filter((l) => l.startsWith('::'));
    expect(
      lines.some((l) => l.startsWith(`::error file=sub/broken.scenario,line=${SELL_LINES.sells},col=`)),
    ).toBe(true);
    expect(lines.some((l) => l.startsWith('::warning file=sub/wide.scenario,line=1,col=1,'))).toBe(true);
  });

  it('annotate a parse error once, not again for every scenario run it errs', async () => {
    // The scenario runs under all four built-in revisions; each run errs with the file's parse error.
    const root = fixture({
      'a.scenario': 'scenario "broken"\n  covers 5.5.3\ngiven nothing\n',
    });
    const r = await cli(root, 'run', '--reporter', 'github', '.');
    expect(r.code).toBe(2);
    const lines = r.out.split('\n').filter((l) => l.startsWith('::'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^::error file=a\.scenario,line=3,col=7,title=scenario file%3A syntax::/);
    // The pretty output lists the error once, naming the four revisions whose runs it ended.
    expect(r.out.match(/^ERROR broken/gm)).toHaveLength(1);
    expect(r.out).toContain('ERROR broken [v1.5.5, v1.7, ed3.0-en, ed3.0-fr]');
  });

  it('annotate an error met alike under several revisions once, naming them; apart where they differ', async () => {
    const twoRevisions = (money: number) =>
      sellScenario(money, 'Wrong').replace('revisions v1.7', 'revisions v1.5.5, v1.7');
    const root = fixture({
      'lib.cards': CARDS,
      // A card no library has: the same error, at the same place, under both revisions.
      'unknown.scenario': twoRevisions(14).replace('Ana sells "Hierarch"', 'Ana sells "Nobody"'),
      // Ana's money after the sale differs between the revisions: two different failures.
      'money.scenario': twoRevisions(15),
    });
    const r = await cli(root, 'run', '--reporter', 'github', '.');
    expect(r.code).toBe(1);
    const lines = r.out.split('\n').filter((l) => l.startsWith('::'));
    const unknown = lines.filter((l) => l.includes('file=unknown.scenario'));
    expect(unknown, lines.join('\n')).toHaveLength(1);
    expect(unknown[0]).toContain(`line=${SELL_LINES.sells},col=`);
    expect(unknown[0]).toContain('%3A Wrong [v1.5.5%2C v1.7]::'); // a title's comma is escaped
    const money = lines.filter((l) => l.includes('file=money.scenario'));
    expect(money.map((l) => /\[([^\]]+)\]::/.exec(l)?.[1])).toEqual(['v1.5.5', 'v1.7']);
  });
});
