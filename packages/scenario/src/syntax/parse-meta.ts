import { didYouMean } from '@arbiter/core';
import type { Name, Token } from './ast.js';
import type { LineResult } from './line-result.js';
import { parseFactLine } from './parse-facts.js';
import { clauseRef, commaList, integer, name, nameOf, str } from './references.js';
import { describe, type TokenStream } from './token-stream.js';
import { HEADER_PROPERTIES } from './vocabulary.js';

/** Lines of a scenario header, of a `setup` and of a `given` that are not facts. */

function lineRange(ts: TokenStream) {
  return ts.from(ts.tokens[0]?.range ?? ts.endRange);
}

/** `revisions v1.7, ed3.0-fr`, `covers 5.5.3`, `tags selling`, `seed 7`. */
export function parseHeaderLine(ts: TokenStream): LineResult {
  const t = ts.peek() as Token;
  const word = t.kind === 'word' ? t.text.toLowerCase() : '';
  ts.pos++;
  const base = { blankBefore: false };
  switch (word) {
    case 'revisions': {
      const revisions = commaList(ts, (ts) => name(ts, 'a revision', 'e.g. revisions v1.7, ed3.0-fr'));
      ts.expectEnd();
      return { node: { kind: 'revisions', revisions, ...base, range: lineRange(ts) } };
    }
    case 'covers': {
      const clauses = commaList(ts, clauseRef);
      ts.expectEnd();
      return { node: { kind: 'covers', clauses, ...base, range: lineRange(ts) } };
    }
    case 'tags': {
      const tags = commaList(ts, (ts) => name(ts, 'a tag', 'one word per tag, e.g. tags selling, piles'));
      ts.expectEnd();
      return { node: { kind: 'tags', tags, ...base, range: lineRange(ts) } };
    }
    case 'seed':
      return { node: seed(ts) };
    default: {
      const guess = word ? didYouMean(word, HEADER_PROPERTIES) : undefined;
      return ts.fail(
        `${describe(t)} is not a scenario property`,
        t.range,
        guess
          ? `did you mean \`${guess}\`?`
          : `a scenario lists ${HEADER_PROPERTIES.join(', ')}; is a \`given\` or \`when\` line missing above?`,
        'unknown-statement',
      );
    }
  }
}

function seed(ts: TokenStream) {
  const value = integer(ts, 'a seed number', { hint: 'e.g. seed 42' });
  ts.expectEnd();
  return { kind: 'seed' as const, seed: value, blankBefore: false, range: lineRange(ts) };
}

/** `players`, `seed` and `first player` lines, shared by setup and given; undefined if not one. */
function parseGameLine(ts: TokenStream, allowRandom: boolean): LineResult | undefined {
  if (ts.acceptWord('players')) {
    const players = commaList(ts, (ts) => name(ts, 'a player', 'e.g. players Ana, Nick'));
    ts.expectEnd();
    return { node: { kind: 'players', players, blankBefore: false, range: lineRange(ts) } };
  }
  if (ts.acceptWord('seed')) return { node: seed(ts) };
  if (ts.isWords('first', 'player') || ts.isWords('random', 'first', 'player')) {
    const random = ts.acceptWord('random') !== undefined;
    if (random && !allowRandom) {
      ts.fail('a random pick belongs to a setup', ts.tokens[0]?.range, 'in a given, write first player Ana');
    }
    ts.pos += 2;
    ts.acceptSymbol(':');
    const player: Name = name(ts, 'a player');
    ts.expectEnd();
    return { node: { kind: 'first-player', player, random, blankBefore: false, range: lineRange(ts) } };
  }
  return undefined;
}

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
  const game = parseGameLine(ts, true);
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
  const game = parseGameLine(ts, false);
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
