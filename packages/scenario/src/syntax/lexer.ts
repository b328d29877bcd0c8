import type { Comment, Position, Range, Token, TokenKind } from './ast.js';

/**
 * One source line, split into tokens. The language is line-oriented: a statement is its
 * indentation plus words, quoted strings, numbers, coordinates and punctuation, so lexing never
 * needs to look past the end of a line.
 */
export interface LexedLine {
  /** 0-based line number. */
  readonly line: number;
  /** Offset of the line's first character in the text. */
  readonly start: number;
  /** Columns of leading whitespace; a tab advances to the next multiple of {@link TAB_WIDTH}. */
  readonly indent: number;
  /** The indentation holds a tab / a space (to warn about mixing them). */
  readonly indentHasTab: boolean;
  readonly indentHasSpace: boolean;
  readonly tokens: readonly Token[];
  /** A `# ...` comment: the whole line when there are no tokens, else trailing. */
  readonly comment?: Comment;
}

export const TAB_WIDTH = 4;

const SPACE_RE = /\s/;
const LETTER_RE = /\p{L}/u;
const WORD_PART_RE = /[\p{L}\p{N}\p{M}_'’.-]/u;

function isSpace(c: number, ch: string): boolean {
  if (c === 32 || c === 9) return true;
  if (c < 128) return c >= 10 && c <= 13;
  return SPACE_RE.test(ch);
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

function isAsciiLetter(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

/** The code point starting at `i` as a string (one or two UTF-16 units). */
function charAt(s: string, i: number): string {
  const c = s.charCodeAt(i);
  if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
    const d = s.charCodeAt(i + 1);
    if (d >= 0xdc00 && d <= 0xdfff) return s.slice(i, i + 2);
  }
  return s[i] as string;
}

function isLetterAt(s: string, i: number): boolean {
  const c = s.charCodeAt(i);
  if (c < 128) return isAsciiLetter(c);
  return LETTER_RE.test(charAt(s, i));
}

function isWordPartAt(s: string, i: number): boolean {
  const c = s.charCodeAt(i);
  if (c < 128) return isAsciiLetter(c) || isDigit(c) || c === 95 || c === 39 || c === 46 || c === 45;
  return WORD_PART_RE.test(charAt(s, i));
}

/** Start and end offsets of each line, split on `\r\n`, `\r` and `\n` (the LSP's line endings). */
export function lineSpans(text: string): Array<readonly [number, number]> {
  const spans: Array<readonly [number, number]> = [];
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 13 || c === 10) {
      spans.push([start, i]);
      if (c === 13 && text.charCodeAt(i + 1) === 10) i++;
      start = i + 1;
    }
  }
  spans.push([start, text.length]);
  return spans;
}

export function lex(text: string): LexedLine[] {
  return lineSpans(text).map(([start, end], n) => lexLine(text.slice(start, end), n, start));
}

/** One object shape for every token keeps property access monomorphic on large inputs. */
function makeToken(
  kind: TokenKind,
  text: string,
  value: string | undefined,
  line: number,
  a: number,
  b: number,
  start: number,
  unterminated: boolean,
): Token {
  const range = {
    start: { line, character: a, offset: start + a },
    end: { line, character: b, offset: start + b },
  };
  return unterminated
    ? { kind, text, value: value ?? text, range, unterminated }
    : { kind, text, value: value ?? text, range };
}

export function lexLine(s: string, line: number, start: number): LexedLine {
  const pos = (i: number): Position => ({ line, character: i, offset: start + i });
  const range = (a: number, b: number): Range => ({ start: pos(a), end: pos(b) });

  let i = 0;
  let indent = 0;
  let indentHasTab = false;
  let indentHasSpace = false;
  while (i < s.length) {
    const c = s.charCodeAt(i);
    if (!isSpace(c, s[i] as string)) break;
    if (c === 9) {
      indent = (Math.floor(indent / TAB_WIDTH) + 1) * TAB_WIDTH;
      indentHasTab = true;
    } else {
      indent++;
      indentHasSpace = true;
    }
    i++;
  }

  const tokens: Token[] = [];
  let comment: Comment | undefined;
  const push = (kind: TokenKind, a: number, b: number, value?: string, unterminated?: boolean) => {
    tokens.push(makeToken(kind, s.slice(a, b), value, line, a, b, start, unterminated === true));
  };

  while (i < s.length) {
    const c = s.charCodeAt(i);
    if (isSpace(c, s[i] as string)) {
      i++;
      continue;
    }
    const a = i;
    // `#` then a space (or nothing) opens a comment; `#mutation` is a subtype.
    if (c === 35) {
      const n = s.charCodeAt(i + 1);
      if (i + 1 >= s.length || isSpace(n, s[i + 1] as string)) {
        const body = s.slice(i + 1).trimEnd();
        comment = {
          kind: 'comment',
          text: body,
          range: range(a, i + 1 + body.length),
          blankBefore: false,
        };
        break;
      }
      i++;
      while (i < s.length) {
        const d = s.charCodeAt(i);
        if (d === 44 || d === 41 || isSpace(d, s[i] as string)) break;
        i++;
      }
      push('subtype', a, i);
      continue;
    }
    // Straight quotes, or the curly quotes word processors put in.
    if (c === 34 || c === 0x201c) {
      i++;
      const parts: string[] = [];
      let from = i;
      let closed = false;
      while (i < s.length) {
        const d = s.charCodeAt(i);
        if (d === 34 || (c === 0x201c && d === 0x201d)) {
          closed = true;
          break;
        }
        if (d === 92 && i + 1 < s.length) {
          const e = s.charCodeAt(i + 1);
          if (e === 34 || e === 92) {
            parts.push(s.slice(from, i));
            from = i + 1;
          }
          i += 2;
          continue;
        }
        i++;
      }
      parts.push(s.slice(from, i));
      if (closed) i++;
      push('string', a, i, parts.join(''), !closed);
      continue;
    }
    const signed = (c === 43 || c === 45) && isDigit(s.charCodeAt(i + 1));
    if (isDigit(c) || signed) {
      i += signed ? 2 : 1;
      while (isDigit(s.charCodeAt(i))) i++;
      const d = s.charCodeAt(i);
      const e = s.charCodeAt(i + 1);
      if (d === 44 && (isDigit(e) || ((e === 43 || e === 45) && isDigit(s.charCodeAt(i + 2))))) {
        i += isDigit(e) ? 1 : 2;
        while (isDigit(s.charCodeAt(i))) i++;
        push('coord', a, i);
      } else if (d === 46 && isDigit(e)) {
        while (s.charCodeAt(i) === 46 && isDigit(s.charCodeAt(i + 1))) {
          i += 2;
          while (isDigit(s.charCodeAt(i))) i++;
        }
        push('clause', a, i);
      } else if (i < s.length && isLetterAt(s, i)) {
        while (i < s.length && isLetterAt(s, i)) i += charAt(s, i).length;
        push('amount', a, i);
      } else {
        push('number', a, i);
      }
      continue;
    }
    if (c === 45 && s.charCodeAt(i + 1) === 62) {
      i += 2;
      push('symbol', a, i);
      continue;
    }
    if (isLetterAt(s, i)) {
      i += charAt(s, i).length;
      while (i < s.length && isWordPartAt(s, i)) i += charAt(s, i).length;
      // A word never ends in punctuation: `divest.` is the word `divest` and a full stop.
      while (i > a + 1) {
        const last = s.charCodeAt(i - 1);
        if (last === 46 || last === 45 || last === 39 || last === 0x2019) i--;
        else break;
      }
      push('word', a, i);
      continue;
    }
    i += charAt(s, i).length;
    push('symbol', a, i);
  }

  return {
    line,
    start,
    indent,
    indentHasTab,
    indentHasSpace,
    tokens,
    ...(comment ? { comment } : {}),
  };
}
