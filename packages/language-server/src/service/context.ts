import { lexLine, type Token, vocabulary } from '@arbiter/scenario';
import { lineAt, lineStarts } from './document.js';

/**
 * Where the cursor stands on its line, read from the text alone (the line being typed rarely
 * parses): the section above it, the words before it and the word being typed.
 */
export interface LineContext {
  readonly line: number;
  readonly character: number;
  readonly text: string;
  /** Columns of indentation (0: at the left margin). */
  readonly indent: number;
  /** The text from the end of the indentation to the cursor. */
  readonly prefix: string;
  /** Whole tokens before the word being typed. */
  readonly words: readonly Token[];
  /** The word being typed and where it starts, when the cursor is right after a word character. */
  readonly partial?: { readonly text: string; readonly start: number };
  /** The cursor is inside a quoted string that starts here. */
  readonly inString?: { readonly start: number; readonly closed: boolean };
  /** The nearest section keyword at the left margin above (or on) the line: `scenario`, `cards`, ..., `set`. */
  readonly section?: string;
  /** Indentation of the nearest statement line above, in this section. */
  readonly parentIndent: number;
}

const SECTION_WORDS = new Set<string>([...vocabulary.SECTION_KEYWORDS, 'use', 'revision', 'set', 'notes']);

export function lineContext(text: string, line: number, character: number): LineContext {
  const starts = lineStarts(text);
  const full = lineAt(text, line, starts);
  const ch = Math.max(0, Math.min(character, full.length));
  const before = full.slice(0, ch);
  const indentText = before.match(/^[ \t]*/)?.[0] ?? '';
  const indent = [...indentText].reduce((col, c) => (c === '\t' ? col + 4 - (col % 4) : col + 1), 0);
  const prefix = before.slice(indentText.length);
  let section: string | undefined;
  let parentIndent = -1;
  for (let l = line - 1; l >= 0; l--) {
    const t = lineAt(text, l, starts);
    const trimmed = t.trimStart();
    if (trimmed === '' || trimmed.startsWith('#')) continue;
    if (parentIndent < 0) parentIndent = t.length - trimmed.length;
    if (trimmed.length === t.length) {
      const word = t.match(/^[^\s"#]+/)?.[0]?.toLowerCase();
      if (word && SECTION_WORDS.has(word)) {
        section = word;
        break;
      }
    }
  }
  const lexed = lexLine(before, line, 0);
  let tokens = [...lexed.tokens];
  let inString: LineContext['inString'];
  const last = tokens[tokens.length - 1];
  if (last?.kind === 'string' && last.unterminated) {
    inString = { start: last.range.start.character, closed: full.slice(ch).startsWith('"') };
    tokens.pop();
  }
  let partial: LineContext['partial'];
  if (!inString) {
    // The word being typed: everything since the last space, comma or quote.
    const typed = before.match(/[^\s,"]*$/)?.[0] ?? '';
    if (typed && !typed.startsWith('#')) {
      const start = ch - typed.length;
      partial = { text: typed, start };
      tokens = tokens.filter((t) => t.range.end.character <= start);
    }
  }
  return {
    line,
    character: ch,
    text: full,
    indent,
    prefix,
    words: tokens,
    ...(partial ? { partial } : {}),
    ...(inString ? { inString } : {}),
    ...(section ? { section } : {}),
    parentIndent,
  };
}

/** The lower-case words before the cursor. */
export function wordsOf(ctx: LineContext): string[] {
  return ctx.words.map((t) => (t.kind === 'string' ? '"' : t.value.toLowerCase()));
}
