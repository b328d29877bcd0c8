import { didYouMean } from '@arbiter/core';
import type {
  CardBodyStatement,
  CardDef,
  Cost,
  CostTerm,
  Keyword,
  Name,
  Num,
  Statement,
  Subtype,
  Token,
  TraitEntry,
  UseStatement,
} from '../../../syntax/ast.js';
import type { LineResult, Mutable } from '../../../syntax/line-result.js';
import { describe, type TokenStream } from '../../../syntax/token-stream.js';
import { parseAbility, startsAbility } from './parse-abilities.js';
import { commaList, integer, name, nameOf, numberOf, splitAmount, str } from './references.js';
import { CARD_CLAUSES, CARD_FLAGS } from './vocabulary.js';

const CARD_LINE_HINT =
  'a card line looks like: character "Hierarch"  cost 4M + 3BQ  traits IQ 1, EQ 2, MQ -, BQ 4';
const CLAUSE_WORDS: readonly string[] = [...CARD_CLAUSES, ...CARD_FLAGS];
const UNIT_RE = /^\p{L}+$/u;
const SUBTYPE_RE = /^#[\p{L}\p{N}][\p{L}\p{N}\p{M}_'’.-]*$/u;

function lineNode(ts: TokenStream) {
  return { range: ts.from(ts.tokens[0]?.range ?? ts.endRange), blankBefore: false };
}

/** A line of a `cards` section: `use "file.cards"` or a card definition. */
export function parseCardsLine(ts: TokenStream): LineResult {
  if (ts.isWord('use')) return { node: parseUse(ts) };
  const cardType = name(ts, 'a card type', CARD_LINE_HINT);
  const cardName = str(ts, 'the card name', CARD_LINE_HINT);
  const body: CardBodyStatement[] = [];
  const card: Mutable<CardDef> = {
    kind: 'card',
    cardType,
    name: cardName,
    flags: [],
    subtypes: [],
    keywords: [],
    body,
    range: cardType.range,
    blankBefore: false,
  };
  parseCardClauses(ts, card);
  card.range = lineNode(ts).range;
  return { node: card, opens: { context: { kind: 'card-body', card }, children: body as Statement[] } };
}

export function parseUse(ts: TokenStream): UseStatement {
  ts.expectWord('use');
  const path = str(ts, 'a file name', 'e.g. use "common.cards"');
  ts.expectEnd();
  return { kind: 'use', path, ...lineNode(ts) };
}

/**
 * A line under a card: an ability (`activated: 1M -> draw 1`, see parse-abilities.ts), more clauses
 * for the card line (merged into it), or one keyword with its arguments written freely (`MUTATION 4`,
 * `CAMOUFLAGE: Water`).
 */
export function parseCardBodyLine(ts: TokenStream, card: Mutable<CardDef>): LineResult {
  const first = ts.peek() as Token;
  if (startsAbility(ts)) {
    const ability = parseAbility(ts);
    return { node: { kind: 'ability', tokens: ts.tokens, ability, ...lineNode(ts) } };
  }
  const startsClause =
    first.kind === 'subtype' || (first.kind === 'word' && CLAUSE_WORDS.includes(first.text.toLowerCase()));
  if (!startsClause) {
    const keyword: Keyword = { kind: 'keyword', tokens: ts.tokens, form: 'line', ...lineNode(ts) };
    ts.pos = ts.tokens.length;
    return { node: keyword };
  }
  // Work on a copy so that a bad line leaves the card as it was.
  const copy: Mutable<CardDef> = {
    ...card,
    flags: [...card.flags],
    subtypes: [...card.subtypes],
    keywords: [...card.keywords],
  };
  parseCardClauses(ts, copy);
  Object.assign(card, { ...copy, range: card.range, body: card.body });
  return {};
}

function parseCardClauses(ts: TokenStream, card: Mutable<CardDef>): void {
  const once = (present: unknown, t: Token) => {
    if (present !== undefined) ts.fail(`\`${t.text}\` is given twice for this card`, t.range, 'keep one');
  };
  while (!ts.atEnd) {
    const t = ts.peek() as Token;
    if (t.kind === 'subtype') {
      if (!SUBTYPE_RE.test(t.text)) ts.fail(`${describe(t)} is not a subtype`, t.range, 'e.g. #mutation');
      const sub = t.text.slice(1);
      if (card.subtypes.some((s) => s.name.toLowerCase() === sub.toLowerCase())) {
        ts.fail(`subtype ${t.text} is given twice`, t.range, 'keep one');
      }
      (card.subtypes as Subtype[]).push({ kind: 'subtype', name: sub, range: t.range });
      ts.pos++;
      continue;
    }
    const word = t.kind === 'word' ? t.text.toLowerCase() : '';
    ts.pos++;
    switch (word) {
      case 'cost':
        once(card.cost, t);
        card.cost = cost(ts);
        break;
      case 'traits':
        once(card.traits, t);
        card.traits = traitList(ts);
        break;
      case 'cashflow':
        once(card.cashflow, t);
        card.cashflow = cashflowAmount(ts);
        break;
      case 'upkeep':
        once(card.upkeep, t);
        card.upkeep = cost(ts);
        break;
      case 'text':
        once(card.text, t);
        card.text = str(ts, 'the card text');
        break;
      case 'keywords':
        (card.keywords as Keyword[]).push(...keywordList(ts));
        break;
      case 'unique':
      case 'founder':
      case 'permanent':
      case 'token':
        if (card.flags.some((f) => f.text.toLowerCase() === word))
          ts.fail(`\`${t.text}\` is given twice`, t.range);
        (card.flags as Name[]).push(nameOf(t));
        break;
      default: {
        const guess = t.kind === 'word' ? didYouMean(t.text, CLAUSE_WORDS) : undefined;
        const upper = t.kind === 'word' && t.text === t.text.toUpperCase() && /\p{L}{2}/u.test(t.text);
        ts.fail(
          `${describe(t)} is not a card property`,
          t.range,
          guess
            ? `did you mean \`${guess}\`?`
            : upper
              ? `write keywords as \`keywords ${t.text}\` or on their own line under the card`
              : `card properties are ${CLAUSE_WORDS.join(', ')} and #subtypes`,
        );
      }
    }
  }
}

/** `4M + 3BQ`, `2M`, `0`. */
export function cost(ts: TokenStream): Cost {
  const start = ts.here();
  const terms: CostTerm[] = [costTerm(ts, false)];
  for (;;) {
    if (ts.acceptSymbol('+')) {
      terms.push(costTerm(ts, false));
      continue;
    }
    // `4M+3BQ` lexes its second term with a sign.
    const t = ts.peek();
    if (t && (t.kind === 'amount' || t.kind === 'number') && t.text.startsWith('+')) {
      terms.push(costTerm(ts, true));
      continue;
    }
    break;
  }
  return { kind: 'cost', terms, range: ts.from(start) };
}

function costTerm(ts: TokenStream, plusSigned: boolean): CostTerm {
  const t = ts.peek();
  const hint = 'e.g. 4M + 3BQ';
  if (t?.kind === 'amount') {
    ts.pos++;
    const { amount, unit } = splitAmount(ts, t, plusSigned);
    return { kind: 'cost-term', amount: amount.value, unit, range: t.range };
  }
  if (t?.kind === 'number') {
    ts.pos++;
    const amount = numberOf(ts, t, plusSigned);
    const u = ts.peek();
    if (u?.kind === 'word' && !CLAUSE_WORDS.includes(u.text.toLowerCase())) {
      if (!UNIT_RE.test(u.text)) ts.fail(`${describe(u)} is not a cost unit`, u.range, hint);
      ts.pos++;
      return { kind: 'cost-term', amount: amount.value, unit: u.text, range: ts.from(t.range) };
    }
    return { kind: 'cost-term', amount: amount.value, range: t.range };
  }
  return ts.fail(`expected a cost${ts.describeNext()}`, undefined, hint);
}

/**
 * `IQ 1, EQ 2, MQ -, BQ 4` (a `-` is a null trait). `signed` allows `BQ -2`: a printed trait is never
 * negative, but a damaged one can be, and an expectation may say so.
 */
export function traitList(ts: TokenStream, signed = false): TraitEntry[] {
  return commaList(ts, (ts) => {
    const start = ts.here();
    const t = ts.peek();
    if (t?.kind !== 'word' || CLAUSE_WORDS.includes(t.text.toLowerCase())) {
      ts.fail(`expected a trait${ts.describeNext()}`, undefined, 'e.g. traits IQ 1, EQ 2, MQ -, BQ 4');
    }
    const trait = name(ts, 'a trait');
    let value: Num | null;
    if (ts.acceptSymbol('-')) value = null;
    else
      value = integer(ts, `a value for ${trait.text}`, { signed, hint: 'a number, or - for a null trait' });
    return { kind: 'trait-entry', trait, value, range: ts.from(start) };
  });
}

/** `3` or `3M`. */
export function money(ts: TokenStream, what: string): Num {
  const t = ts.peek();
  if (t?.kind === 'amount') {
    const { amount, unit } = splitAmount(ts, t);
    if (unit.toUpperCase() !== 'M') ts.fail(`expected ${what} in M`, t.range, `write ${amount.value}M`);
    ts.pos++;
    return { ...amount, range: t.range };
  }
  const n = integer(ts, what);
  if (ts.isWord('m')) ts.pos++;
  return { ...n, range: ts.from(n.range) };
}

const CASHFLOW_HINT = 'write a whole or decimal amount of M, e.g. cashflow 2M or cashflow 0.5M';

/**
 * A cashflow amount: whole M like every other amount, or a decimal fraction such as `0.5M`, which the
 * Accounting Phase rounds up card by card (1.2.7.1).
 */
function cashflowAmount(ts: TokenStream): Num {
  const t = ts.peek();
  // The lexer reads `0.5` as a clause-like token (digits joined by dots).
  if (t?.kind !== 'clause') {
    if (t?.kind === 'symbol') ts.fail(`${describe(t)} is not read as an amount`, t.range, CASHFLOW_HINT);
    return money(ts, 'a cashflow amount');
  }
  if (!/^\d+\.\d+$/u.test(t.text))
    ts.fail(`${describe(t)} is not an amount of money`, t.range, CASHFLOW_HINT);
  ts.pos++;
  const unit = ts.peek();
  if (unit?.kind === 'word' && unit.range.start.offset === t.range.end.offset && !ts.isWord('m'))
    ts.fail(`cashflow is counted in M, not ${unit.text}`, unit.range, CASHFLOW_HINT);
  if (ts.isWord('m')) ts.pos++;
  return { kind: 'number', value: Number(t.text), signed: false, range: ts.from(t.range) };
}

/** The rest of the line, split on commas outside parentheses. */
function keywordList(ts: TokenStream): Keyword[] {
  const keywords: Keyword[] = [];
  let item: Token[] = [];
  let depth = 0;
  const flush = (at: Token | undefined) => {
    if (item.length === 0)
      ts.fail('expected a keyword', at?.range ?? ts.endRange, 'e.g. keywords MUTATION 4, INITIATIVE');
    const first = item[0] as Token;
    const last = item[item.length - 1] as Token;
    keywords.push({
      kind: 'keyword',
      tokens: item,
      form: 'inline',
      range: { start: first.range.start, end: last.range.end },
      blankBefore: false,
    });
    item = [];
  };
  while (!ts.atEnd) {
    const t = ts.peek() as Token;
    ts.pos++;
    if (t.kind === 'symbol' && t.text === ',' && depth === 0) {
      flush(t);
      continue;
    }
    if (t.kind === 'symbol' && t.text === '(') depth++;
    if (t.kind === 'symbol' && t.text === ')') depth = Math.max(0, depth - 1);
    item.push(t);
  }
  flush(undefined);
  return keywords;
}
