import type {
  CardItem,
  CardRef,
  Coord,
  Name,
  Num,
  Range,
  SpaceRef,
  TargetRef,
  Token,
  ZoneName,
  ZoneRef,
} from '../../../syntax/ast.js';
import type { TokenStream } from '../../../syntax/token-stream.js';
import { integer, nameOf, numberOf, possessive, str } from '../../../syntax/words.js';
import { CONNECTOR_WORDS, REF_ZONE_NAMES, ZONE_NAMES } from './vocabulary.js';

export {
  clauseRef,
  commaList,
  integer,
  name,
  nameOf,
  numberOf,
  possessive,
  splitUnder,
  str,
  words,
} from '../../../syntax/words.js';

/** Megacorp's places and card references; the readers every game shares are in `syntax/words.ts`. */

const CONNECTORS = new Set<string>(CONNECTOR_WORDS);

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

/** Zone words at the cursor (`main deck`, `open market`, ...), longest match, or undefined. */
const zoneWords = (names: readonly ZoneName[]) => names.map((zone) => ({ zone, words: zone.split(' ') }));
const ZONE_WORDS = zoneWords(ZONE_NAMES);
/** The zones a card reference may name. */
const REF_ZONE_WORDS = zoneWords(REF_ZONE_NAMES);

export function zoneName(
  ts: TokenStream,
  k = 0,
  zones = ZONE_WORDS,
): { zone: ZoneName; length: number } | undefined {
  const t = ts.peek(k);
  if (t?.kind !== 'word') return undefined;
  for (const { zone, words } of zones) {
    if (words.every((w, j) => ts.isWord(w, k + j))) return { zone, length: words.length };
  }
  return undefined;
}

export function acceptZoneName(ts: TokenStream): { zone: ZoneName; range: Range } | undefined {
  const z = zoneName(ts, 0, REF_ZONE_WORDS);
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
      `one of ${REF_ZONE_NAMES.join(', ')}, e.g. Nick's open market`,
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
    if (
      ts.isWord('in') &&
      (possessive(ts.peek(1)) ? zoneName(ts, 2, REF_ZONE_WORDS) : zoneName(ts, 1, REF_ZONE_WORDS))
    ) {
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
