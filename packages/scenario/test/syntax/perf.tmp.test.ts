import { readFileSync } from 'node:fs';
import { test } from 'vitest';
import { decodeScenarioBytes } from '../../src/syntax/decode.js';
import { parse } from '../../src/syntax/parser.js';
import { format } from '../../src/syntax/printer.js';

const sample = readFileSync(new URL('./fuzz.tmp.test.ts', import.meta.url), 'utf8').split('`')[1] as string;
function time(label: string, f: () => unknown) {
  const t = performance.now();
  const r = f();
  console.log(label, Math.round(performance.now() - t), 'ms');
  return r;
}
test('10MB', () => {
  let big = '';
  while (big.length < 10_000_000) big += sample;
  const r = time('parse repeated', () => parse(big)) as ReturnType<typeof parse>;
  console.log(r.file.scenarios.length, r.diagnostics.length);
  time('format', () => format(r.file));
  const line = 'Ana '.repeat(2_500_000);
  time('one line', () => parse(line));
  const bytes = new Uint8Array(10_000_000);
  let x = 1;
  for (let i = 0; i < bytes.length; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    bytes[i] = x >>> 24;
  }
  const d = time('decode random', () => decodeScenarioBytes(bytes)) as ReturnType<typeof decodeScenarioBytes>;
  console.log(d.diagnostics.length, d.encoding);
  const p = time('parse random', () => parse(d.text)) as ReturnType<typeof parse>;
  console.log(p.diagnostics.length);
  time('format random', () => format(p.file));
  const deep = Array.from({ length: 100000 }, (_, i) => ' '.repeat(i % 5000) + 'Ana money 1').join('\n');
  time('deep', () => format(parse('given\n' + deep).file));
  const quotes = '"'.repeat(5_000_000);
  time('quotes', () => parse(quotes));
  const hashes = '#a'.repeat(5_000_000);
  time('hashes', () => parse(hashes));
}, 120000);
