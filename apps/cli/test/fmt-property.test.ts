import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, parse, runScenarioText } from '@arbiter/scenario';
import { fuzzBudget, fuzzSeed, mutate, prng } from '@arbiter/scenario/testing';
import { describe, expect, it } from 'vitest';
import { nodeWriteOps, type WriteOps } from '../src/atomic-write.js';
import { fmtCommand } from '../src/commands/fmt.js';
import { diskLoader } from '../src/files.js';
import { captureIo } from '../src/io.js';
import { fixture } from './helpers.js';

const repo = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const CORPUS = join(repo, 'scenarios');

const corpusFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory()
      ? corpusFiles(join(dir, d.name))
      : d.name.endsWith('.scenario')
        ? [join(dir, d.name)]
        : [],
  );

/** A line cut at its comment: a `#` outside quotes. */
function split(line: string): [string, string | undefined] {
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    if (line[i] === '"') quoted = !quoted;
    else if (line[i] === '#' && !quoted) return [line.slice(0, i), line.slice(i).trimEnd()];
  }
  return [line, undefined];
}
const lines = (text: string) => text.split(/\r\n|\r|\n/).map(split);

/**
 * Comments in order, and the words of the text in order: what formatting may move but never drop
 * (quotes it closes, the colon it adds after an anchor and the plural it fixes aside).
 */
const comments = (text: string) => lines(text).flatMap(([, c]) => (c === undefined ? [] : [c]));
const words = (text: string) =>
  lines(text)
    .map(([code]) => code)
    .join('\n')
    .replace(/"/g, ' ')
    .split(/[\s,]+/)
    .map((w) => w.replace(/:$/, '').replace(/^(card|turn|action)s$/, '$1'))
    .filter(Boolean);

/** What a run says about each scenario, without positions (formatting moves lines). */
const outcomes = (text: string, uri: string) =>
  runScenarioText(text, uri, { loader: diskLoader(repo, { file: uri }) }).scenarios.map((s) => [
    s.title,
    s.revision,
    s.status,
    s.failures.map((f) => f.message),
  ]);

/** Fails the n-th file-system call of an atomic write. */
function failingAt(n: number): WriteOps {
  let calls = 0;
  const fail = () => {
    if (++calls === n) throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
  };
  const then =
    <A extends unknown[], R>(f: (...a: A) => R) =>
    (...a: A): R => {
      fail();
      return f(...a);
    };
  return {
    openSync: then(nodeWriteOps.openSync),
    writeSync: then(nodeWriteOps.writeSync),
    fsyncSync: then(nodeWriteOps.fsyncSync),
    closeSync: then(nodeWriteOps.closeSync),
    renameSync: then(nodeWriteOps.renameSync),
    unlinkSync: nodeWriteOps.unlinkSync,
  };
}

describe('fmt on random edits of corpus files', () => {
  const budget = fuzzBudget(40);
  it(`is idempotent, keeps every comment and word, runs the same, and survives failed writes (${budget} edits)`, () => {
    const files = corpusFiles(CORPUS);
    const seed = fuzzSeed();
    let formatted = 0;
    for (let n = 0; n < budget; n++) {
      const r = prng(seed + n);
      const source = files[Math.floor(r() * files.length)] as string;
      const uri = relative(repo, source);
      const text = Buffer.from(mutate(readFileSync(source, 'utf8'), r)).toString('utf8');
      const parsed = parse(text, uri);
      if (parsed.diagnostics.some((d) => d.severity === 'error')) continue;
      formatted++;
      const once = format(parsed.file);
      const what = `seed ${seed + n} (${uri})`;
      expect(format(parse(once, uri).file), what).toBe(once);
      expect(comments(once), what).toEqual(comments(text));
      expect(words(once), what).toEqual(words(text));
      expect(outcomes(once, uri), what).toEqual(outcomes(text, uri));
      // The same text rewritten by `fmt` with a write failing at a random step: the bytes stay.
      const root = fixture({ 'package.json': '{}' });
      const path = join(root, 'x.scenario');
      writeFileSync(path, text);
      const code = fmtCommand(
        ['x.scenario'],
        { writeOps: failingAt(1 + Math.floor(r() * 5)) },
        captureIo(root),
      );
      const after = readFileSync(path, 'utf8');
      if (code === 2) expect(after, what).toBe(text);
      else expect([text, once], what).toContain(after);
      expect(readdirSync(root).sort(), what).toEqual(['package.json', 'x.scenario']);
    }
    expect(formatted).toBeGreaterThan(0);
  }, 600_000);
});
