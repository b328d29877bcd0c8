import type { Position, Range } from './ast.js';
import type { Diagnostic } from './diagnostics.js';

export type Encoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'utf-32le' | 'utf-32be';

export interface DecodeResult {
  readonly text: string;
  readonly encoding: Encoding;
  readonly diagnostics: Diagnostic[];
}

/** Invalid sequences reported one by one before they are summed up in one line. */
const MAX_REPORTED = 10;
const SAVE_AS_UTF8 = 'save the file as UTF-8';

/**
 * Turns a file's bytes into text. Scenario files are UTF-8; a byte order mark, UTF-16/UTF-32
 * (with or without a mark), invalid UTF-8 and NUL bytes are reported with where they are, and
 * the text is decoded anyway (invalid bytes become U+FFFD) so the parser still sees every line.
 */
export function decodeScenarioBytes(bytes: Uint8Array): DecodeResult {
  const b = bytes;
  const notes: { offset: number; severity: Diagnostic['severity']; message: string; hint?: string }[] = [];
  let encoding: Encoding = 'utf-8';
  let text: string;

  if (b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf) {
    notes.push({
      offset: 0,
      severity: 'info',
      message: 'the file starts with a UTF-8 byte order mark (ignored)',
      hint: 'save it without the mark',
    });
    text = decodeUtf8(b.subarray(3), notes);
  } else if (b[0] === 0xff && b[1] === 0xfe && b[2] === 0 && b[3] === 0) {
    encoding = 'utf-32le';
    text = decodeUtf32(b.subarray(4), true, notes);
  } else if (b[0] === 0 && b[1] === 0 && b[2] === 0xfe && b[3] === 0xff) {
    encoding = 'utf-32be';
    text = decodeUtf32(b.subarray(4), false, notes);
  } else if (b[0] === 0xff && b[1] === 0xfe) {
    encoding = 'utf-16le';
    text = decodeUtf16(b.subarray(2), true, notes);
  } else if (b[0] === 0xfe && b[1] === 0xff) {
    encoding = 'utf-16be';
    text = decodeUtf16(b.subarray(2), false, notes);
  } else {
    const guess = guessUtf16(b);
    if (guess) {
      encoding = guess;
      notes.push({
        offset: 0,
        severity: 'warning',
        message: `the file looks like ${guess.toUpperCase()} without a byte order mark`,
        hint: SAVE_AS_UTF8,
      });
      text = decodeUtf16(b, guess === 'utf-16le', notes);
    } else {
      text = decodeUtf8(b, notes);
    }
  }
  if (encoding !== 'utf-8' && notes.every((n) => n.offset !== 0 || n.severity !== 'warning')) {
    notes.unshift({
      offset: 0,
      severity: 'warning',
      message: `the file is ${encoding.toUpperCase()}`,
      hint: SAVE_AS_UTF8,
    });
  }
  const nul = text.indexOf('\u0000');
  if (nul >= 0) {
    notes.push({
      offset: nul,
      severity: 'warning',
      message: 'the file contains NUL characters: is it a binary file?',
    });
  }
  return { text, encoding, diagnostics: toDiagnostics(text, notes) };
}

type Notes = { offset: number; severity: Diagnostic['severity']; message: string; hint?: string }[];

/** Two thirds of the sampled pairs with a zero in one half and hardly any in the other. */
function guessUtf16(b: Uint8Array): 'utf-16le' | 'utf-16be' | undefined {
  const n = Math.min(b.length - (b.length % 2), 4096);
  if (n < 4) return undefined;
  let zeroEven = 0;
  let zeroOdd = 0;
  for (let i = 0; i < n; i += 2) {
    if (b[i] === 0) zeroEven++;
    if (b[i + 1] === 0) zeroOdd++;
  }
  const pairs = n / 2;
  if (zeroOdd > pairs * 0.66 && zeroEven < pairs * 0.05) return 'utf-16le';
  if (zeroEven > pairs * 0.66 && zeroOdd < pairs * 0.05) return 'utf-16be';
  return undefined;
}

function decodeUtf16(b: Uint8Array, littleEndian: boolean, notes: Notes): string {
  let bytes = b;
  if (!littleEndian) {
    bytes = new Uint8Array(b.length);
    for (let i = 0; i + 1 < b.length; i += 2) {
      bytes[i] = b[i + 1] as number;
      bytes[i + 1] = b[i] as number;
    }
  }
  const even = bytes.subarray(0, bytes.length - (bytes.length % 2));
  const text = new TextDecoder('utf-16le', { fatal: false, ignoreBOM: true }).decode(even);
  if (b.length % 2 === 1) {
    notes.push({
      offset: text.length,
      severity: 'warning',
      message: 'the file ends in the middle of a UTF-16 character',
    });
  }
  return text;
}

function decodeUtf32(b: Uint8Array, littleEndian: boolean, notes: Notes): string {
  const parts: string[] = [];
  let chunk: number[] = [];
  let length = 0;
  let bad = 0;
  for (let i = 0; i + 3 < b.length; i += 4) {
    const cp = littleEndian
      ? ((b[i] as number) |
          ((b[i + 1] as number) << 8) |
          ((b[i + 2] as number) << 16) |
          ((b[i + 3] as number) << 24)) >>>
        0
      : (((b[i] as number) << 24) |
          ((b[i + 1] as number) << 16) |
          ((b[i + 2] as number) << 8) |
          (b[i + 3] as number)) >>>
        0;
    const valid = cp <= 0x10ffff && !(cp >= 0xd800 && cp <= 0xdfff);
    if (!valid && bad++ === 0) {
      notes.push({
        offset: length,
        severity: 'error',
        message: 'invalid UTF-32 character (replaced by �)',
        hint: SAVE_AS_UTF8,
      });
    }
    const c = valid ? cp : 0xfffd;
    chunk.push(c);
    length += c > 0xffff ? 2 : 1;
    if (chunk.length >= 8192) {
      parts.push(String.fromCodePoint(...chunk));
      chunk = [];
    }
  }
  parts.push(String.fromCodePoint(...chunk));
  if (b.length % 4 !== 0) {
    notes.push({
      offset: length,
      severity: 'warning',
      message: 'the file ends in the middle of a UTF-32 character',
    });
  }
  return parts.join('');
}

/** Length of the UTF-8 sequence led by `lead`, and the allowed range of its second byte. */
function sequence(lead: number): [number, number, number] | undefined {
  if (lead >= 0xc2 && lead <= 0xdf) return [2, 0x80, 0xbf];
  if (lead === 0xe0) return [3, 0xa0, 0xbf];
  if (lead === 0xed) return [3, 0x80, 0x9f];
  if (lead >= 0xe1 && lead <= 0xef) return [3, 0x80, 0xbf];
  if (lead === 0xf0) return [4, 0x90, 0xbf];
  if (lead >= 0xf1 && lead <= 0xf3) return [4, 0x80, 0xbf];
  if (lead === 0xf4) return [4, 0x80, 0x8f];
  return undefined;
}

/** Decodes UTF-8, replacing each maximal invalid subpart by U+FFFD (as TextDecoder does). */
function decodeUtf8(b: Uint8Array, notes: Notes): string {
  const decoder = new TextDecoder('utf-8', { fatal: false, ignoreBOM: true });
  const parts: string[] = [];
  let length = 0;
  let validFrom = 0;
  let bad = 0;
  let firstBad = 0;
  let i = 0;
  const flush = (to: number) => {
    if (to > validFrom) {
      const s = decoder.decode(b.subarray(validFrom, to));
      parts.push(s);
      length += s.length;
    }
  };
  while (i < b.length) {
    const lead = b[i] as number;
    if (lead < 0x80) {
      i++;
      continue;
    }
    const seq = sequence(lead);
    let used = 1;
    let ok = false;
    if (seq) {
      const [n, lo, hi] = seq;
      const second = b[i + 1];
      if (second !== undefined && second >= lo && second <= hi) {
        used = 2;
        while (used < n && (b[i + used] ?? 0) >= 0x80 && (b[i + used] ?? 0) <= 0xbf) used++;
        ok = used === n;
      }
    }
    if (ok) {
      i += used;
      continue;
    }
    flush(i);
    if (bad < MAX_REPORTED) {
      const hex = Array.from(b.subarray(i, i + used), (x) => x.toString(16).padStart(2, '0')).join(' ');
      notes.push({
        offset: length,
        severity: 'error',
        message: `invalid UTF-8 bytes ${hex} (replaced by �)`,
        hint: `${SAVE_AS_UTF8}; was it written as Latin-1 or Windows-1252?`,
      });
    }
    if (bad === 0) firstBad = length;
    bad++;
    parts.push('\ufffd');
    length++;
    i += used;
    validFrom = i;
  }
  flush(b.length);
  if (bad > MAX_REPORTED) {
    notes.push({
      offset: firstBad,
      severity: 'error',
      message: `${bad} invalid UTF-8 sequences in all (the first ${MAX_REPORTED} are shown)`,
      hint: SAVE_AS_UTF8,
    });
  }
  return parts.join('');
}

/** Places each note at its line and column; notes come in any order. */
function toDiagnostics(text: string, notes: Notes): Diagnostic[] {
  const sorted = [...notes].sort((a, b) => a.offset - b.offset);
  const out: Diagnostic[] = [];
  let line = 0;
  let lineStart = 0;
  let scanned = 0;
  for (const note of sorted) {
    const target = Math.min(note.offset, text.length);
    for (; scanned < target; scanned++) {
      const c = text.charCodeAt(scanned);
      if (c === 10 || (c === 13 && text.charCodeAt(scanned + 1) !== 10)) {
        line++;
        lineStart = scanned + 1;
      }
    }
    const pos: Position = { line, character: target - lineStart, offset: target };
    const range: Range = { start: pos, end: pos };
    out.push({
      severity: note.severity,
      code: 'encoding',
      message: note.message,
      range,
      ...(note.hint ? { hint: note.hint } : {}),
    });
  }
  return out;
}
