import type { Range, Token } from './ast.js';
import type { DiagnosticCode } from './diagnostics.js';

/**
 * Why a line could not be read. Thrown inside the line parsers and caught once per line by the
 * parser, which keeps the line as an `unknown` statement. Not an `Error`: no stack is captured,
 * so a file of ten thousand bad lines stays fast.
 */
export class LineFailure {
  constructor(
    readonly message: string,
    readonly range: Range,
    readonly hint?: string,
    readonly code: DiagnosticCode = 'syntax',
  ) {}
}

export function spanOf(first: Range, last: Range): Range {
  return { start: first.start, end: last.end };
}

/** A cursor over one line's tokens. */
export class TokenStream {
  pos = 0;

  constructor(
    readonly tokens: readonly Token[],
    /** Where to point when the line ends too early: just after its last token. */
    readonly endRange: Range,
  ) {}

  get atEnd(): boolean {
    return this.pos >= this.tokens.length;
  }

  peek(k = 0): Token | undefined {
    return this.tokens[this.pos + k];
  }

  /** The range of the next token, or the end of the line. */
  here(): Range {
    return this.peek()?.range ?? this.endRange;
  }

  /** The range from `start` to the last consumed token. */
  from(start: Range): Range {
    const last = this.tokens[this.pos - 1];
    return last && last.range.end.offset >= start.start.offset ? spanOf(start, last.range) : start;
  }

  next(what: string, hint?: string): Token {
    const t = this.peek();
    if (!t) this.fail(`expected ${what}, but the line ends here`, undefined, hint);
    this.pos++;
    return t;
  }

  isWord(word: string, k = 0): boolean {
    const t = this.peek(k);
    return t !== undefined && t.kind === 'word' && t.text.toLowerCase() === word;
  }

  isWords(...words: string[]): boolean {
    return words.every((w, k) => this.isWord(w, k));
  }

  acceptWord(word: string): Token | undefined {
    if (!this.isWord(word)) return undefined;
    this.pos++;
    return this.tokens[this.pos - 1];
  }

  acceptWords(...words: string[]): Range | undefined {
    if (!this.isWords(...words)) return undefined;
    const first = this.peek() as Token;
    this.pos += words.length;
    return this.from(first.range);
  }

  expectWord(word: string, hint?: string): Token {
    const t = this.acceptWord(word);
    if (!t) this.fail(`expected \`${word}\`${this.describeNext()}`, undefined, hint);
    return t;
  }

  isSymbol(symbol: string, k = 0): boolean {
    const t = this.peek(k);
    return t !== undefined && t.kind === 'symbol' && t.text === symbol;
  }

  acceptSymbol(symbol: string): Token | undefined {
    if (!this.isSymbol(symbol)) return undefined;
    this.pos++;
    return this.tokens[this.pos - 1];
  }

  /** Fails unless every token was used. */
  expectEnd(hint?: string): void {
    const t = this.peek();
    if (t) this.fail(`unexpected ${describe(t)} here`, t.range, hint);
  }

  /** `, but found "x"` / `, but the line ends here` for error messages. */
  describeNext(): string {
    const t = this.peek();
    return t ? `, but found ${describe(t)}` : ', but the line ends here';
  }

  fail(message: string, range?: Range, hint?: string, code?: DiagnosticCode): never {
    throw new LineFailure(message, range ?? this.here(), hint, code);
  }
}

export function describe(t: Token): string {
  const text = t.text.length > 40 ? `${t.text.slice(0, 37)}...` : t.text;
  return t.kind === 'string' ? text : `\`${text}\``;
}
