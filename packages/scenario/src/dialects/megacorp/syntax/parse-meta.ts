import type { Token } from '../../../syntax/ast.js';
import type { LineResult } from '../../../syntax/line-result.js';
import { lineRange, parsePlayersLine } from '../../../syntax/parse-header.js';
import type { TokenStream } from '../../../syntax/token-stream.js';
import { parseFactLine } from './parse-facts.js';
import { clauseRef, name, nameOf, str } from './references.js';

/** The Megacorp lines of a `setup`, a `given` and a `then`. */

/** A `setup` line: players, seed, who starts, each player's business, founder, decks and money. */
export function parseSetupLine(ts: TokenStream): LineResult {
  if (ts.isWords('first', 'player') && ts.isWord('by', 2)) {
    ts.pos += 3;
    if (!ts.acceptWord('bid')) ts.fail('expected `bid`', undefined, 'write first player by bid');
    ts.expectEnd();
    return { node: { kind: 'bid-for-first', blankBefore: false, range: lineRange(ts) } };
  }
  if (ts.acceptWord('format')) {
    const f = name(ts, 'a format', 'format casual or format competitive');
    if (!['casual', 'competitive'].includes(f.text.toLowerCase()))
      ts.fail(`\`${f.text}\` is not a format`, f.range, 'format casual or format competitive');
    ts.expectEnd();
    return { node: { kind: 'format', format: f, blankBefore: false, range: lineRange(ts) } };
  }
  if (ts.isWord('refused')) {
    ts.pos += 1;
    const clause = ts.peek() ? clauseRef(ts) : undefined;
    ts.expectEnd();
    return {
      node: {
        kind: 'setup-refused',
        ...(clause ? { clause } : {}),
        blankBefore: false,
        range: lineRange(ts),
      },
    };
  }
  const game = parsePlayersLine(ts, true);
  if (game) return game;
  const t = ts.peek() as Token;
  if (t.kind === 'word' && (ts.isWord('business', 1) || ts.isWord('founder', 1))) {
    const player = nameOf(t);
    const role = (ts.peek(1) as Token).text.toLowerCase() as 'business' | 'founder';
    ts.pos += 2;
    const card = str(ts, `the ${role} card's name`);
    ts.expectEnd();
    return { node: { kind: 'setup-card', player, role, card, blankBefore: false, range: lineRange(ts) } };
  }
  const result = parseFactLine(ts, 'setup');
  const kind = result.node?.kind;
  if (kind !== 'money' && kind !== 'zone') {
    ts.fail(
      'a setup starts the game from the beginning and does not say this',
      lineRange(ts),
      'use `given` for a game already under way',
    );
  }
  return result;
}

/** A `given` line: a fact, or players, seed, first player. */
export function parseGivenLine(ts: TokenStream): LineResult {
  const game = parsePlayersLine(ts, false);
  if (game) return game;
  const result = parseFactLine(ts, 'given');
  const kind = result.node?.kind;
  if (kind === 'game' || kind === 'result' || kind === 'log' || kind === 'waiting') {
    ts.fail('this can only be expected, not given', lineRange(ts), 'move it to `then`');
  }
  return result;
}

export function parseThenLine(ts: TokenStream): LineResult {
  return parseFactLine(ts, 'then');
}
