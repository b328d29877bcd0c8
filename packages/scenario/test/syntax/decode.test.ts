import { describe, expect, it } from 'vitest';
import { decodeScenarioBytes } from '../../src/index.js';

const utf8 = (s: string) => new TextEncoder().encode(s);
function utf16(s: string, littleEndian: boolean, bom: boolean): Uint8Array {
  const out = new Uint8Array((s.length + (bom ? 1 : 0)) * 2);
  const view = new DataView(out.buffer);
  let at = 0;
  if (bom) {
    view.setUint16(0, 0xfeff, littleEndian);
    at = 2;
  }
  for (let i = 0; i < s.length; i++) view.setUint16(at + i * 2, s.charCodeAt(i), littleEndian);
  return out;
}

describe('decodeScenarioBytes', () => {
  it('decodes clean UTF-8 silently', () => {
    expect(decodeScenarioBytes(utf8('scenario "Zoë"\n'))).toEqual({
      text: 'scenario "Zoë"\n',
      encoding: 'utf-8',
      diagnostics: [],
    });
  });

  it('drops a UTF-8 byte order mark and notes it', () => {
    const r = decodeScenarioBytes(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8('given\n')]));
    expect(r.text).toBe('given\n');
    expect(r.diagnostics).toMatchObject([
      { severity: 'info', code: 'encoding', range: { start: { line: 0, character: 0 } } },
    ]);
  });

  it.each([
    ['UTF-16LE with a mark', true, true, 'utf-16le'],
    ['UTF-16BE with a mark', false, true, 'utf-16be'],
    ['UTF-16LE without a mark', true, false, 'utf-16le'],
    ['UTF-16BE without a mark', false, false, 'utf-16be'],
  ])('decodes %s and warns', (_, littleEndian, bom, encoding) => {
    const r = decodeScenarioBytes(utf16('scenario "x"\nwhen\n  Ana passes\n', littleEndian, bom));
    expect(r.text).toBe('scenario "x"\nwhen\n  Ana passes\n');
    expect(r.encoding).toBe(encoding);
    expect(r.diagnostics).toHaveLength(1);
    expect(r.diagnostics[0]).toMatchObject({ severity: 'warning', hint: 'save the file as UTF-8' });
  });

  it('decodes UTF-32 with a mark', () => {
    const bytes = new Uint8Array([0xff, 0xfe, 0, 0, 0x41, 0, 0, 0, 0x00, 0xf4, 0x01, 0]);
    const r = decodeScenarioBytes(bytes);
    expect(r).toMatchObject({ text: 'A\u{1f400}', encoding: 'utf-32le' });
  });

  it('replaces invalid UTF-8 and says where, in lines and columns of the text', () => {
    const bytes = new Uint8Array([
      ...utf8('scenario "x"\ngiven\n  Ana hand "Caf'),
      0xe9,
      ...utf8('"\n'),
      0xc3,
      0x28,
    ]);
    const r = decodeScenarioBytes(bytes);
    expect(r.text).toBe('scenario "x"\ngiven\n  Ana hand "Caf\ufffd"\n\ufffd(');
    expect(r.diagnostics).toMatchObject([
      {
        severity: 'error',
        message: 'invalid UTF-8 bytes e9 (replaced by �)',
        range: { start: { line: 2, character: 15 } },
      },
      {
        severity: 'error',
        message: 'invalid UTF-8 bytes c3 (replaced by �)',
        range: { start: { line: 3, character: 0 } },
      },
    ]);
  });

  it('decodes like TextDecoder does, whatever the bytes', () => {
    const bytes = new Uint8Array(4096);
    let x = 7;
    for (let i = 0; i < bytes.length; i++) {
      x = (x * 1103515245 + 12345) >>> 0;
      bytes[i] = x >>> 24;
    }
    const r = decodeScenarioBytes(bytes);
    if (r.encoding === 'utf-8') expect(r.text).toBe(new TextDecoder().decode(bytes));
    expect(r.diagnostics.filter((d) => d.code === 'encoding').length).toBeLessThanOrEqual(13);
  });

  it('warns about NUL characters', () => {
    expect(decodeScenarioBytes(new Uint8Array([0x61, 0, 0x62])).diagnostics).toMatchObject([
      {
        severity: 'warning',
        message: 'the file contains NUL characters: is it a binary file?',
        range: { start: { character: 1 } },
      },
    ]);
  });

  it('handles an empty file', () => {
    expect(decodeScenarioBytes(new Uint8Array())).toEqual({ text: '', encoding: 'utf-8', diagnostics: [] });
  });
});
