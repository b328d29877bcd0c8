import { didYouMean } from '@arbiter/core';
import type { Name, Token } from './ast.js';
import { HEADER_PROPERTIES } from './keywords.js';
import type { LineResult } from './line-result.js';
import { describe, type TokenStream } from './token-stream.js';
import { clauseRef, commaList, integer, name } from './words.js';

/** The lines of a scenario header, and the lines every game's `setup` and `given` share. */

export function lineRange(ts: TokenStream) {
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

export function seed(ts: TokenStream) {
  const value = integer(ts, 'a seed number', { hint: 'e.g. seed 42' });
  ts.expectEnd();
  return { kind: 'seed' as const, seed: value, blankBefore: false, range: lineRange(ts) };
}

/** `players`, `seed` and `first player` lines, shared by setup and given; undefined if not one. */
export function parsePlayersLine(ts: TokenStream, allowRandom: boolean): LineResult | undefined {
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
