import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkFileText, checkText } from '../src/commands/check.js';
import { formatFile } from '../src/commands/fmt.js';
import { runFiles } from '../src/commands/run.js';
import { findFiles } from '../src/files.js';
import { captureIo } from '../src/io.js';
import { scenarioSegments } from '../src/segments.js';
import { CARDS, fixture, sellScenario } from './helpers.js';

const repo = join(dirname(fileURLToPath(import.meta.url)), '../../..');

/** The corpus folders compared (`ARBITER_SEGMENTS_PATHS=scenarios` compares all of it: identical too). */
const CHAPTERS = (process.env.ARBITER_SEGMENTS_PATHS ?? 'scenarios/examples,scenarios/keywords').split(',');

/** A report without its timings, which differ run to run. */
const untimed = (report: ReturnType<typeof runFiles>) =>
  report.files.map((f) => ({
    ...f,
    durationMs: 0,
    scenarios: f.scenarios.map((s) => ({ ...s, durationMs: 0 })),
  }));

describe('a huge file runs one scenario at a time', () => {
  it('gives the same report, positions included, as the file run whole (corpus chapters, json detail)', () => {
    const io = captureIo(repo);
    const paths = CHAPTERS;
    const whole = runFiles(paths, { reporter: 'json' }, io);
    const streamed = runFiles(paths, { reporter: 'json', streamAbove: 0 }, io);
    expect(whole.files.length).toBeGreaterThan(10);
    expect(untimed(streamed)).toEqual(untimed(whole));
  }, 120_000);

  it('gives the same diagnostics and failures when scenarios between good ones are broken', async () => {
    const body = sellScenario(15).replace('use "lib.cards"\n', '');
    const root = fixture({
      'lib.cards': CARDS,
      'a.scenario': `use "lib.cards"\n# first\n${body}\n${body.replace('Ana sells', 'Ana sells "')}\n\n# third\n${body.replace('v1.7', 'v1.7, v9')}\n${body}`,
    });
    const io = captureIo(root);
    const whole = runFiles(['.'], { reporter: 'json' }, io);
    const streamed = runFiles(['.'], { reporter: 'json', streamAbove: 0 }, io);
    expect(whole.files[0]?.diagnostics.length).toBeGreaterThan(0);
    expect(whole.files[0]?.scenarios.map((s) => s.status)).toEqual(['failed', 'error', 'error', 'failed']);
    expect(untimed(streamed)).toEqual(untimed(whole));
  });

  it('check finds the same problems scenario by scenario as on the whole file', () => {
    const io = captureIo(repo);
    const body = sellScenario(15).replace('use "lib.cards"\n', '').replace('lib.cards', 'basic.cards');
    const broken = `use "../cards/basic.cards"\n${body}\n${body.replace('Ana sells', 'Ana sells "')}\n${body.replace('"Hierarch"', '"Hierarh"')}\n${body.replace('"Hierarch"', '"Hierarh"')}`;
    const texts: [string, string][] = [
      ...findFiles(CHAPTERS, repo, ['.scenario']).map((f): [string, string] => [
        f.uri,
        readFileSync(f.path, 'utf8'),
      ]),
      ['scenarios/examples/broken.scenario', broken],
    ];
    const shown = (xs: readonly { uri: string; diagnostic: { range: unknown; message: string } }[]) =>
      xs.map((x) => JSON.stringify([x.uri, x.diagnostic.range, x.diagnostic.message])).sort();
    let problems = 0;
    for (const [uri, text] of texts) {
      const whole = checkText(text, uri, io, undefined, new Set());
      problems += whole.length;
      expect(shown(checkFileText(text, uri, io, undefined, new Set(), {}, 0)), uri).toEqual(shown(whole));
    }
    expect(problems).toBeGreaterThan(2);
  }, 120_000);

  it('fmt gives the same text scenario by scenario as on the whole file, untidy files included', () => {
    const files = findFiles([...CHAPTERS, 'scenarios/cards'], repo, ['.scenario', '.cards']);
    const root = fixture({});
    let changed = 0;
    for (const f of files) {
      const untidy = readFileSync(f.path, 'utf8')
        .replace(/\n\n/g, '\n\n\n')
        .replace(/(\S) (\S)/g, '$1  $2')
        .replace(/\n/g, '  \n');
      for (const text of [readFileSync(f.path, 'utf8'), untidy]) {
        const path = join(root, 'x.scenario');
        writeFileSync(path, text);
        const whole = formatFile({ uri: f.uri, path }, Number.POSITIVE_INFINITY);
        const streamed = formatFile({ uri: f.uri, path }, 0);
        expect(streamed, f.uri).toEqual(whole);
        if (whole.kind === 'changed') changed++;
      }
    }
    expect(changed).toBeGreaterThan(files.length / 2);
  }, 120_000);

  it('cuts before each scenario, with the comments right above it, after the prelude', () => {
    const text =
      'use "x.cards"\n\n# about the first\nscenario "a"\ngiven\n\n# loose\n\n# about b\r\nscenario "b"\n';
    const s = scenarioSegments(text);
    expect(s?.prelude).toBe('use "x.cards"\n\n');
    expect(s?.preludeLines).toBe(2);
    expect(s?.scenarios.map((x) => [x.line, x.text])).toEqual([
      [2, '# about the first\nscenario "a"\ngiven\n\n# loose\n\n'],
      [8, '# about b\r\nscenario "b"\n'],
    ]);
    // An indented `scenario` keyword is left to the whole-file parser.
    expect(scenarioSegments('scenario "a"\n  scenario "b"\n')).toBeUndefined();
  });
});
