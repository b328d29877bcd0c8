import { describe, expect, it } from 'vitest';
import { decodeScenarioBytes, format, parse } from '../../src/index.js';
import { EVERY_FORM } from './fixtures.js';

const TEN_MB = 10 * 1024 * 1024;

/** Big inputs must complete; no timing is asserted, only a generous test timeout. */
describe('large inputs', () => {
  it('parses and formats a 10 MB scenario file', () => {
    const text = EVERY_FORM.repeat(Math.ceil(TEN_MB / EVERY_FORM.length));
    const { file, diagnostics } = parse(text);
    expect(file.scenarios.length).toBeGreaterThan(1000);
    expect(diagnostics.length).toBeLessThanOrEqual(1001);
    expect(format(file).length).toBeGreaterThan(TEN_MB / 2);
  }, 120_000);

  it('decodes and parses 10 MB of random bytes', () => {
    const bytes = new Uint8Array(TEN_MB);
    let x = 12345;
    for (let i = 0; i < bytes.length; i++) {
      x = (Math.imul(x, 1103515245) + 12345) >>> 0;
      bytes[i] = x >>> 24;
    }
    const { text } = decodeScenarioBytes(bytes);
    const { diagnostics } = parse(text);
    expect(diagnostics.length).toBeLessThanOrEqual(1001);
  }, 120_000);

  it('parses a 10 MB file that is one line', () => {
    const { file } = parse('Ana '.repeat(TEN_MB / 4));
    expect(file.prelude).toHaveLength(1);
  }, 120_000);
});
