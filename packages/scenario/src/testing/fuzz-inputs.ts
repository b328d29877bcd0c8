/** Deterministic hostile inputs for the fuzz tests of the CLI and the language server: mutations of corpus files and random bytes. */

/** mulberry32: a tiny seeded PRNG, so every failing input is reproducible from its seed. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Pieces of the language and of what is not the language. */
const PIECES = [
  'scenario "x"\n',
  'given\n',
  'when\n',
  'then\n',
  'setup\n',
  'cards\n',
  'use "/etc/passwd"\n',
  'use "/dev/zero"\n',
  'use "../../../../x.cards"\n',
  'use "basic.cards"\n',
  '  revisions v1.7, ed3.0-fr, v17\n',
  '  seed 99999999999999999999\n',
  '  turn 999999, Ana active, phase buy\n',
  '  Ana money -1\n',
  '  Ana sells "Hierarch"\n',
  '  Ana passes\n',
  '  -> rejected 5.5.4\n',
  '    2147483647,-2147483648  business "Ana Corp"\n',
  '"',
  '\t',
  '\r',
  '\u0000',
  '\ufeff',
  '\u001b[2J',
  '\u202e',
  '😀',
  '#'.repeat(300),
  ' '.repeat(200),
  '\n'.repeat(50),
];

const pick = <T>(r: () => number, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;

/** A corpus file changed by a few random edits, as bytes (some edits break the UTF-8). */
export function mutate(text: string, r: () => number): Uint8Array {
  let s = text;
  const edits = 1 + Math.floor(r() * 4);
  for (let k = 0; k < edits; k++) {
    const at = Math.floor(r() * (s.length + 1));
    const lines = s.split('\n');
    switch (Math.floor(r() * 8)) {
      case 0: // delete a span
        s = s.slice(0, at) + s.slice(at + Math.floor(r() * 200));
        break;
      case 1: // insert a piece
        s = s.slice(0, at) + pick(r, PIECES) + s.slice(at);
        break;
      case 2: {
        // duplicate a line
        const i = Math.floor(r() * lines.length);
        lines.splice(i, 0, lines[i] ?? '');
        s = lines.join('\n');
        break;
      }
      case 3: {
        // swap two lines
        const i = Math.floor(r() * lines.length);
        const j = Math.floor(r() * lines.length);
        [lines[i], lines[j]] = [lines[j] ?? '', lines[i] ?? ''];
        s = lines.join('\n');
        break;
      }
      case 4: // truncate
        s = s.slice(0, at);
        break;
      case 5: // a number made huge, negative or not a number
        s = s.replace(/\d+/, () => pick(r, ['0', '-7', '99999999999999999999', '1e9', 'NaN', '']));
        break;
      case 6: // re-indent a line
        s = lines.map((l, i) => (i === Math.floor(r() * lines.length) ? ` ${l}` : l)).join('\n');
        break;
      default: // a character changed
        s = s.slice(0, at) + String.fromCharCode(Math.floor(r() * 0x3000)) + s.slice(at + 1);
    }
  }
  const bytes = Buffer.from(s, 'utf8');
  if (r() < 0.1 && bytes.length > 0) bytes[Math.floor(r() * bytes.length)] = 0x80 + Math.floor(r() * 0x80);
  return bytes;
}

/** Random bytes, sometimes shaped like text. */
export function randomBytes(r: () => number): Uint8Array {
  const n = Math.floor(r() * 2000);
  const text = r() < 0.5;
  const out = new Uint8Array(n);
  for (let i = 0; i < n; i++) out[i] = text ? 0x20 + Math.floor(r() * 0x5f) : Math.floor(r() * 256);
  if (text) for (let i = 0; i < n; i += 1 + Math.floor(r() * 80)) out[i] = 0x0a;
  return out;
}

/** How many inputs a fuzz test feeds: `ARBITER_FUZZ_INPUTS`, else the quick default. */
export function fuzzBudget(quick: number): number {
  const v = Number(process.env.ARBITER_FUZZ_INPUTS);
  return Number.isSafeInteger(v) && v > 0 ? v : quick;
}

/** The first seed: `ARBITER_FUZZ_SEED`, else 1 (so CI runs the same inputs every time). */
export function fuzzSeed(): number {
  const v = Number(process.env.ARBITER_FUZZ_SEED);
  return Number.isSafeInteger(v) ? v : 1;
}
