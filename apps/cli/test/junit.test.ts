import { describe, expect, it } from 'vitest';
import type { RunReport, RunResult } from '../src/report.js';
import { classnameOf, junitReport, xmlAttr, xmlText } from '../src/reporters/junit.js';
import { CARDS, cli, fixture, SELL_LINES, sellScenario } from './helpers.js';
import { findAll, parseXml } from './xml.js';

const pos = (line: number, character: number) => ({ line, character, offset: 0 });

/** A report with one failing run whose texts hold everything XML needs escaped. */
function nastyReport(text: string): RunReport {
  // Cast: only the fields a reporter reads (the result type grows as the runner does).
  const run = {
    uri: 'dir/x&y.scenario',
    title: `title ${text}`,
    range: { start: pos(2, 0), end: pos(2, 10) },
    revision: 'v1.7',
    status: 'failed',
    failures: [
      {
        range: { start: pos(9, 4), end: pos(9, 9) },
        message: `message ${text}`,
        expected: `expected ${text}`,
        actual: `actual ${text}`,
        hint: `hint ${text}`,
        board: `board ${text}`,
      },
    ],
    steps: [],
    eventCount: 0,
    covers: [],
    durationMs: 1.5,
  } satisfies Partial<RunResult> as unknown as RunResult;
  return {
    files: [{ uri: run.uri, diagnostics: [], scenarios: [run], durationMs: 2 }],
    durationMs: 3,
    notRun: 0,
    revisions: ['v1.7'],
  };
}

describe('JUnit reporter', () => {
  it('a real run gives well-formed JUnit XML: a suite per file, a case per scenario and revision', async () => {
    const root = fixture({
      'lib.cards': CARDS,
      'a.scenario': sellScenario(),
      'sub/lib.cards': CARDS,
      'sub/bad.scenario': sellScenario(15, 'Wrong money'),
    });
    const r = await cli(root, 'run', '--reporter', 'junit', '.');
    expect(r.code).toBe(1);
    const doc = parseXml(r.out);
    expect(doc.name).toBe('testsuites');
    expect(doc.attrs).toMatchObject({ tests: '2', failures: '1', errors: '0', skipped: '0' });
    const suites = findAll(doc, 'testsuite');
    expect(suites.map((s) => s.attrs.name)).toEqual(['a.scenario', 'sub/bad.scenario']);
    const cases = findAll(doc, 'testcase');
    expect(cases.map((c) => c.attrs.classname)).toEqual(['a', 'sub.bad']);
    for (const c of cases) expect(Number(c.attrs.time)).toBeGreaterThanOrEqual(0);
    expect(cases[0]?.children).toEqual([]);
  });

  it('a failure names file:line:col in its message and body, with expected, actual and the board', async () => {
    const root = fixture({
      'lib.cards': CARDS,
      'bad.scenario': sellScenario(15, 'Wrong <money> & \\"more\\"'),
    });
    const r = await cli(root, 'run', '--reporter', 'junit', 'bad.scenario');
    const doc = parseXml(r.out);
    const [testcase] = findAll(doc, 'testcase');
    expect(testcase?.attrs.name).toBe('Wrong <money> & "more" [v1.7]');
    expect(testcase?.attrs.line).toBe(String(SELL_LINES.scenario));
    const [failure] = findAll(doc, 'failure');
    expect(failure?.attrs.message).toMatch(new RegExp(`^bad\\.scenario:${SELL_LINES.money}:3: `));
    expect(failure?.text).toContain(`bad.scenario:${SELL_LINES.money}:3:`);
    expect(failure?.text).toMatch(/expected: .*15/);
    expect(failure?.text).toMatch(/actual: {3}.*14/);
    expect(failure?.text).toContain('| turn 5, Ana active');
  });

  it('a file that cannot be read is an error case of its suite', async () => {
    const broken = sellScenario().replace('  Ana sells "Hierarch"', '  Ana sels "Hierarch"');
    const root = fixture({ 'lib.cards': CARDS, 'broken.scenario': broken });
    const r = await cli(root, 'run', '--reporter', 'junit', '.');
    expect(r.code).toBe(2);
    const doc = parseXml(r.out);
    const errors = findAll(doc, 'error');
    expect(errors.length).toBeGreaterThanOrEqual(1);
    expect(errors[0]?.attrs.type).toBe('parse');
    expect(errors[0]?.attrs.message).toContain(`broken.scenario:${SELL_LINES.sells}:`);
  });

  it('escapes markup, quotes, newlines and characters XML cannot hold', () => {
    const nasty = `<a href="x">&amp; 'q' ]]> \u0000\u0001\u0008\u000b\u000c\u001b\u001f \ud800 lone \udc00 \ufffe\uffff ok \ud83c\udccf\r\nline2\ttab`;
    const xml = junitReport(nastyReport(nasty), { board: true });
    const doc = parseXml(xml);
    const [testcase] = findAll(doc, 'testcase');
    const [failure] = findAll(doc, 'failure');
    const name = testcase?.attrs.name ?? '';
    expect(name).toContain(`<a href="x">&amp; 'q' ]]>`);
    expect(name).toContain('\\u0000\\u0001\\u0008\\u000b\\u000c\\u001b\\u001f');
    expect(name).toContain('\\ud800 lone \\udc00 \\ufffe\\uffff ok \ud83c\udccf');
    // Newlines and tabs in attributes survive as references.
    expect(name).toContain('\r\nline2\ttab');
    expect(testcase?.attrs.file).toBe('dir/x&y.scenario');
    expect(testcase?.attrs.classname).toBe('dir.x&y');
    expect(failure?.text).toContain('dir/x&y.scenario:10:5: message <a href');
    expect(failure?.text).toContain('board <a href');
    expect(xml).not.toContain('\u0001');
  });

  it('escaping helpers', () => {
    expect(xmlText('a<b>&c')).toBe('a&lt;b&gt;&amp;c');
    expect(xmlAttr(`"'\n`)).toBe('&quot;&apos;&#10;');
    expect(xmlText('\u0007')).toBe('\\u0007');
    expect(classnameOf('../up/a.b/c.scenario')).toBe('up.a.b.c');
  });

  it('--no-board leaves the board out of the body', () => {
    const xml = junitReport(nastyReport('plain'), { board: false });
    expect(xml).not.toContain('board plain');
  });
});

describe('the test XML checker', () => {
  it('accepts well-formed documents and rejects broken ones', () => {
    expect(parseXml('<?xml version="1.0"?>\n<a x="1"><b/>t&amp;&#65;&#x42;<!-- c --></a>\n').text).toBe(
      't&AB',
    );
    for (const bad of [
      '<a>',
      '<a></b>',
      '<a x=1/>',
      '<a x="1" x="2"/>',
      '<a>&nbsp;</a>',
      '<a>&#1;</a>',
      '<a>\u0001</a>',
      '<a>x < y</a>',
      '<a>x & y</a>',
      '<a x="<"/>',
      '<a/><b/>',
      'text<a/>',
      '<a>]]></a>',
      '<a x="1"y="2"/>',
      '<a>\ud800</a>',
    ]) {
      expect(() => parseXml(bad), bad).toThrow();
    }
  });
});
