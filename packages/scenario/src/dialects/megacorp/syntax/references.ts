import type {
  CardItem,
  CardRef,
  ClauseRef,
  Coord,
  Name,
  Num,
  Range,
  SpaceRef,
  Str,
  TargetRef,
  Token,
  Words,
  ZoneName,
  ZoneRef,
} from './ast.js';
import { describe, type TokenStream } from './token-stream.js';
import { CONNECTOR_WORDS, ZONE_NAMES } from './vocabulary.js';

/** The small building blocks every statement is made of: names, numbers, places, card references. */

const CONNECTORS = new Set<string>(CONNECTOR_WORDS);

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

/** Splits `4M` / `3BQ` into its number and unit. */
export function splitAmount(ts: TokenStream, t: Token, allowSign = false): { amount: Num; unit: string } {
  const m = /^([+-]?\d+)(.*)$/su.exec(t.text) as RegExpExecArray;
  const digits = m[1] as string;
  const numberToken: Token = {
    kind: 'number',
    text: digits,
    value: digits,
    range: {
      start: t.range.start,
      end: {
        line: t.range.start.line,
        character: t.range.start.character + digits.length,
        offset: t.range.start.offset + digits.length,
      },
    },
  };
  return { amount: numberOf(ts, numberToken, allowSign), unit: m[2] as string };
}

export function coord(ts: TokenStream, what = 'a space like 1,0'): Coord {
  const t = ts.peek();
  if (t?.kind !== 'coord')
    ts.fail(`expected ${what}${ts.describeNext()}`, undefined, 'x,y with no spaces, e.g. 1,0');
  ts.pos++;
  const [xs, ys] = t.text.split(',') as [string, string];
  const x = Number(xs);
  const y = Number(ys);
  if (!Number.isSafeInteger(x) || !Number.isSafeInteger(y)) ts.fail('this coordinate is too large', t.range);
  return { kind: 'coord', x: x === 0 ? 0 : x, y: y === 0 ? 0 : y, range: t.range };
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

/** Zone words at the cursor (`main deck`, `open market`, ...), longest match, or undefined. */
const ZONE_WORDS = ZONE_NAMES.map((zone) => ({ zone, words: zone.split(' ') }));

export function zoneName(ts: TokenStream, k = 0): { zone: ZoneName; length: number } | undefined {
  const t = ts.peek(k);
  if (t?.kind !== 'word') return undefined;
  for (const { zone, words } of ZONE_WORDS) {
    if (words.every((w, j) => ts.isWord(w, k + j))) return { zone, length: words.length };
  }
  return undefined;
}

export function acceptZoneName(ts: TokenStream): { zone: ZoneName; range: Range } | undefined {
  const z = zoneName(ts);
  if (!z) return undefined;
  const first = ts.peek() as Token;
  ts.pos += z.length;
  return { zone: z.zone, range: ts.from(first.range) };
}

/** `Nick's open market`, `hand`. */
export function zoneRef(ts: TokenStream): ZoneRef {
  const first = ts.here();
  const owner = possessive(ts.peek());
  if (owner) ts.pos++;
  const z = acceptZoneName(ts);
  if (!z) {
    ts.fail(
      `expected a zone${ts.describeNext()}`,
      undefined,
      `one of ${ZONE_NAMES.join(', ')}, e.g. Nick's open market`,
    );
  }
  return { kind: 'zone-ref', zone: z.zone, range: ts.from(first), ...(owner ? { owner } : {}) };
}

/** `in Nick's network` → Nick. */
export function acceptNetworkOwner(ts: TokenStream): Name | undefined {
  if (!ts.isWord('in') || !possessive(ts.peek(1)) || !ts.isWord('network', 2)) return undefined;
  ts.pos++;
  const owner = possessive(ts.next('a network')) as Name;
  ts.pos++;
  return owner;
}

function isAliasWord(t: Token | undefined): boolean {
  return t !== undefined && t.kind === 'word' && !CONNECTORS.has(t.text.toLowerCase());
}

/**
 * A card: `"Name"`, an alias word, or `Nick's business`. With `place`, an optional `at x,y` and
 * `in <zone>` narrow it down; steps where `at` means a destination read it themselves.
 */
export function cardRef(
  ts: TokenStream,
  what: string,
  options: { place: boolean } = { place: true },
): CardRef {
  const t = ts.peek();
  const start = ts.here();
  let base: Pick<CardRef, 'name' | 'alias' | 'role'>;
  const owner = possessive(t);
  if (t?.kind === 'string') {
    ts.pos++;
    base = { name: { kind: 'string', value: t.value, range: t.range } };
  } else if (owner && (ts.isWord('business', 1) || ts.isWord('founder', 1))) {
    ts.pos += 2;
    const role = (ts.peek(-1) as Token).text.toLowerCase() as 'business' | 'founder';
    base = { role: { owner, role, range: ts.from(start) } };
  } else if (isAliasWord(t) && !owner) {
    ts.pos++;
    base = { alias: nameOf(t as Token) };
  } else {
    ts.fail(`expected ${what}${ts.describeNext()}`, undefined, 'a card name in double quotes, e.g. "Raamaa"');
  }
  let at: Coord | undefined;
  let zone: ZoneRef | undefined;
  if (options.place) {
    if (ts.isWord('at') && ts.peek(1)?.kind === 'coord') {
      ts.pos++;
      at = coord(ts);
    }
    if (ts.isWord('in') && (possessive(ts.peek(1)) ? zoneName(ts, 2) : zoneName(ts, 1))) {
      ts.pos++;
      zone = zoneRef(ts);
    }
  }
  return {
    kind: 'card-ref',
    ...base,
    ...(at ? { at } : {}),
    ...(zone ? { in: zone } : {}),
    range: ts.from(start),
  };
}

/** A card, or a space: `2,0 in Nick's network`. */
export function targetRef(ts: TokenStream, what: string): TargetRef {
  if (ts.peek()?.kind === 'coord') {
    const start = ts.here();
    const at = coord(ts);
    const owner = acceptNetworkOwner(ts);
    const space: SpaceRef = { kind: 'space-ref', at, range: ts.from(start), ...(owner ? { owner } : {}) };
    return space;
  }
  return cardRef(ts, what);
}

/** `"Filler"`, `40 x "Filler"`, `"Gnost Cleric" as cleric2`. */
export function cardItem(ts: TokenStream): CardItem {
  const start = ts.here();
  let copies: Num | undefined;
  const t = ts.peek();
  if (t?.kind === 'number' && ts.isWord('x', 1)) {
    copies = integer(ts, 'a number of copies');
    ts.pos++;
  } else if (t?.kind === 'amount' && /^\d+[xX]$/.test(t.text)) {
    copies = splitAmount(ts, t).amount;
    ts.pos++;
  }
  const cardName = str(ts, 'a card name');
  const alias = acceptAlias(ts);
  return {
    kind: 'card-item',
    name: cardName,
    range: ts.from(start),
    ...(copies ? { copies } : {}),
    ...(alias ? { alias } : {}),
  };
}

export function acceptAlias(ts: TokenStream): Name | undefined {
  if (!ts.acceptWord('as')) return undefined;
  const t = ts.peek();
  if (!isAliasWord(t) || possessive(t)) ts.fail(`expected a one-word alias after \`as\`${ts.describeNext()}`);
  ts.pos++;
  return nameOf(t as Token);
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
