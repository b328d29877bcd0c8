import type { ClauseRef, Name, Num, Str, Token, Words } from './ast.js';
import { describe, type TokenStream } from './token-stream.js';

/** The small building blocks every game's lines are made of: names, numbers, clauses, lists. */

const WORD_LIKE = /^[\p{L}][\p{L}\p{N}\p{M}_'’.-]*$/u;

export function nameOf(t: Token): Name {
  return { kind: 'name', text: t.text, range: t.range };
}

export function name(ts: TokenStream, what: string, hint?: string): Name {
  const t = ts.peek();
  if (t?.kind !== 'word') ts.fail(`expected ${what}${ts.describeNext()}`, undefined, hint);
  ts.pos++;
  return nameOf(t);
}

export function str(ts: TokenStream, what: string, hint?: string): Str {
  const t = ts.peek();
  if (t?.kind !== 'string') {
    ts.fail(
      `expected ${what} in double quotes${ts.describeNext()}`,
      undefined,
      hint ?? 'e.g. "Gnost Cleric"',
    );
  }
  ts.pos++;
  return { kind: 'string', value: t.value, range: t.range };
}

/** A whole number; `signed` allows a written `+`/`-`. */
export function integer(
  ts: TokenStream,
  what: string,
  options: { signed?: boolean; hint?: string } = {},
): Num {
  const t = ts.peek();
  if (t?.kind !== 'number') ts.fail(`expected ${what}${ts.describeNext()}`, undefined, options.hint);
  ts.pos++;
  return numberOf(ts, t, options.signed ?? false);
}

export function numberOf(ts: TokenStream, t: Token, allowSign: boolean): Num {
  const signed = t.text.startsWith('+') || t.text.startsWith('-');
  if (signed && !allowSign) ts.fail(`a sign is not allowed here: write ${t.text.slice(1)}`, t.range);
  const value = Number(t.text);
  if (!Number.isSafeInteger(value)) ts.fail(`the number ${describe(t)} is too large`, t.range);
  return { kind: 'number', value: value === 0 ? 0 : value, signed, range: t.range };
}

/** `5.5.4`, `5`, `divest.cannot-sell-business`, `"Divest Phase"`. */
export function clauseRef(ts: TokenStream): ClauseRef {
  const t = ts.peek();
  if (!t || !(t.kind === 'clause' || t.kind === 'number' || t.kind === 'word' || t.kind === 'string')) {
    ts.fail(
      `expected a clause or rule key${ts.describeNext()}`,
      undefined,
      'e.g. 5.5.4 or divest.cannot-sell-business',
    );
  }
  if (t.kind === 'number' && /^[+-]/.test(t.text)) ts.fail('a clause number has no sign', t.range);
  ts.pos++;
  return { kind: 'clause-ref', text: t.value, quoted: t.kind === 'string', range: t.range };
}

/** Reads `item (, item)*`. */
export function commaList<T>(ts: TokenStream, item: (ts: TokenStream) => T): T[] {
  const items = [item(ts)];
  while (ts.acceptSymbol(',')) items.push(item(ts));
  return items;
}

/** `Nick's` / `Nick’s` as the player `Nick`, or undefined. */
export function possessive(t: Token | undefined): Name | undefined {
  if (t?.kind !== 'word') return undefined;
  const m = /^(.+)['’][sS]$/su.exec(t.text);
  if (!m) return undefined;
  const text = m[1] as string;
  if (!WORD_LIKE.test(text)) return undefined;
  const end = {
    line: t.range.start.line,
    character: t.range.start.character + text.length,
    offset: t.range.start.offset + text.length,
  };
  return { kind: 'name', text, range: { start: t.range.start, end } };
}

/** Free words up to a comma or the end: a priority window, a step. */
export function words(ts: TokenStream, what: string): Words {
  const start = ts.here();
  const parts: string[] = [];
  while (!ts.atEnd && !ts.isSymbol(',') && !ts.isSymbol(':')) {
    const t = ts.peek() as Token;
    if (t.kind !== 'word' && t.kind !== 'number' && t.kind !== 'clause' && t.kind !== 'amount') {
      ts.fail(`${describe(t)} cannot be part of ${what}`, t.range, 'use plain words, e.g. after blockers');
    }
    parts.push(t.text);
    ts.pos++;
  }
  if (parts.length === 0) ts.fail(`expected ${what}${ts.describeNext()}`);
  return { kind: 'words', text: parts.join(' '), range: ts.from(start) };
}

/**
 * Splits a trailing `under v1.7, ed3.0-fr` off a line. Returns the revisions (empty when there is
 * no such suffix) and how many tokens come before it.
 */
export function splitUnder(ts: TokenStream, from: number, to: number): { under: Name[]; end: number } {
  for (let i = to - 1; i >= from; i--) {
    const t = ts.tokens[i] as Token;
    if (t.kind !== 'word' || t.text.toLowerCase() !== 'under') continue;
    const revisions: Name[] = [];
    let j = i + 1;
    for (;;) {
      const r = ts.tokens[j];
      if (!r || j >= to || r.kind !== 'word') {
        ts.fail(
          'expected a revision after `under`',
          r && j < to ? r.range : t.range,
          'e.g. under v1.7, ed3.0-fr',
        );
      }
      revisions.push(nameOf(r));
      j++;
      if (j >= to) return { under: revisions, end: i };
      const comma = ts.tokens[j] as Token;
      if (comma.kind !== 'symbol' || comma.text !== ',') {
        ts.fail(
          `unexpected ${describe(comma)} in the revision list`,
          comma.range,
          'e.g. under v1.7, ed3.0-fr',
        );
      }
      j++;
    }
  }
  return { under: [], end: to };
}
