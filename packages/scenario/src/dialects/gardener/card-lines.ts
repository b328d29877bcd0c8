import type { Operator } from '@arbiter/gardener';
import type { DialectLine, Range, Statement, Token } from '../../syntax/ast.js';
import { dialectLine } from '../../syntax/generic-lines.js';
import type { LineResult } from '../../syntax/line-result.js';
import type { TokenStream } from '../../syntax/token-stream.js';

/**
 * The lines of a Gardener `cards` section: a card's attribute box written as its tree (Cards ►
 * Attributes; ► Attribute categories), one attribute a line, categories as indented blocks:
 *
 *     adventure "Kinesis Station"
 *       Cost 1
 *       Reputation 2
 *       PlayIfReputation >= 4
 *       Requirements
 *         Ply.FluonResearch > 2
 *         Ply.StarshipWeapon = "Ion cannon" / "Laser"
 *       Feats
 *         StarshipDrive "Fluon"
 *
 * The parser only reads the shape; which names are categories, which lines must be conditions and
 * which values fit is the library binder's judgement (`library.ts`), with the card model at hand.
 */

/** What one line of a card says, kept on its `DialectLine`. */
export type CardLine =
  | {
      readonly kind: 'card';
      readonly type: 'adventure' | 'support';
      readonly name: string;
      readonly at: Range;
    }
  | { readonly kind: 'attribute'; readonly name: string; readonly at: Range; readonly value: number | string }
  | {
      readonly kind: 'condition';
      readonly name: string;
      readonly at: Range;
      readonly op: Operator;
      readonly value: number | readonly string[];
    }
  /** A name alone: a category, whose attributes are the lines under it. */
  | { readonly kind: 'category'; readonly name: string; readonly at: Range };

const CARD_HINT = 'e.g. adventure "Kinesis Station", or support "Magellan"';
const LINE_HINT = 'e.g. Cost 1, Ply.StarshipCapacity > 1, Subtype = "Starship" / "Combat", or Requirements';

/** The block a card or category opens: its lines are read by `cardBodyLine`. */
export const CARD_BLOCK = 'gardener-card';

function opened(node: DialectLine): LineResult {
  const body: Statement[] = [];
  return {
    node: Object.assign(node, { body }),
    opens: { context: { kind: 'dialect-block', block: CARD_BLOCK }, children: body },
  };
}

/** `adventure "X"` / `support "X"`, under `cards`. */
export function cardHeaderLine(ts: TokenStream): LineResult {
  const node = dialectLine(ts, false, (words): CardLine => {
    const t = words.next('a card type', CARD_HINT);
    if (t.text !== 'adventure' && t.text !== 'support')
      words.fail(`a card starts with its type, adventure or support, not ${t.text}`, t.range, CARD_HINT);
    const name = words.next('the card’s name in quotes', CARD_HINT);
    if (name.kind !== 'string') words.fail('the card’s name goes in quotes', name.range, CARD_HINT);
    words.expectEnd('write the attributes on the lines below, indented');
    return { kind: 'card', type: t.text as 'adventure' | 'support', name: name.value, at: name.range };
  });
  return opened(node);
}

/** A value: a number, a text in quotes, or bare words (`Last round`). */
function value(ts: TokenStream): number | string {
  const first = ts.next('a value', LINE_HINT);
  if (first.kind === 'number') return Number(first.text);
  if (first.kind === 'string') return first.value;
  if (first.kind !== 'word') ts.fail(`expected a value, not ${first.text}`, first.range, LINE_HINT);
  const words = [first.text];
  while (ts.peek()?.kind === 'word') words.push((ts.next('a word') as Token).text);
  return words.join(' ');
}

function operator(ts: TokenStream): Operator | undefined {
  if (ts.acceptWord('unstated')) return 'unstated';
  const t = ts.peek();
  if (t?.kind !== 'symbol' || !['>', '<', '='].includes(t.text)) return undefined;
  ts.pos++;
  const eq = ts.peek();
  if (
    (t.text === '>' || t.text === '<') &&
    eq?.kind === 'symbol' &&
    eq.text === '=' &&
    eq.range.start.offset === t.range.end.offset
  ) {
    ts.pos++;
    return `${t.text}=` as Operator;
  }
  return t.text as Operator;
}

/** An attribute, a condition or a category, under a card or a category. */
export function cardBodyLine(ts: TokenStream): LineResult {
  let isCategory = false;
  const node = dialectLine(ts, false, (words): CardLine => {
    const name = words.next('an attribute name', LINE_HINT);
    if (name.kind !== 'word')
      words.fail(`expected an attribute name, not ${name.text}`, name.range, LINE_HINT);
    if (words.atEnd) {
      isCategory = true;
      return { kind: 'category', name: name.text, at: name.range };
    }
    const op = operator(words);
    if (!op) {
      const v = value(words);
      words.expectEnd(LINE_HINT);
      return { kind: 'attribute', name: name.text, at: name.range, value: v };
    }
    const first = value(words);
    if (typeof first === 'number') {
      words.expectEnd(LINE_HINT);
      return { kind: 'condition', name: name.text, at: name.range, op, value: first };
    }
    const alternatives = [first];
    while (words.acceptSymbol('/')) {
      const v = value(words);
      if (typeof v === 'number')
        return words.fail('alternatives are texts', words.here(), 'e.g. "Ion" / "Antimatter"');
      alternatives.push(v);
    }
    words.expectEnd(`textual alternatives are separated by /: ${LINE_HINT}`);
    return { kind: 'condition', name: name.text, at: name.range, op, value: alternatives };
  });
  return isCategory ? opened(node) : { node };
}

/** The card line a statement carries, if it is one. */
export function cardLineOf(st: Statement): CardLine | undefined {
  return st.kind === 'dialect-line' ? (st.data as CardLine | undefined) : undefined;
}
