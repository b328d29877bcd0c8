import type {
  Checkpoint,
  ClauseRef,
  DialectLine,
  DialectStep,
  Expectation,
  Fact,
  Name,
  Outcome,
  Str,
  Token,
} from './ast.js';
import type { LineResult } from './line-result.js';
import { describe, spanOf, TokenStream } from './token-stream.js';
import { clauseRef, commaList, name, nameOf, splitUnder } from './words.js';

/**
 * The lines every game's scenarios share, whatever the game: the outcome of a step (`-> rejected
 * 5.5.4 under v1.7`), a checkpoint (`expect …`), the facts about how a game ended (`winner Ana`,
 * `game over`, `tie`), the question it waits on (`waiting for Nick`) and its log (`log contains "sold" citing 5.5.6.2`). A dialect reads its own
 * lines and hands these to the readers below.
 */

type Base = { under: Name[]; blankBefore: boolean };

function lineRange(ts: TokenStream) {
  return ts.from(ts.tokens[0]?.range ?? ts.endRange);
}

/** The facts about the end of a game and its log, when the line is one; undefined otherwise. */
export function genericFact(ts: TokenStream, base: Base): Fact | undefined {
  const t = ts.peek();
  const lead = t?.kind === 'word' ? t.text.toLowerCase() : '';
  switch (lead) {
    case 'winner':
    case 'loser': {
      ts.pos++;
      const player = name(ts, 'a player');
      ts.expectEnd();
      return { kind: 'result', outcome: lead, player, ...base, range: lineRange(ts) };
    }
    case 'tie':
      ts.pos++;
      ts.expectEnd();
      return { kind: 'game', result: 'tie', ...base, range: lineRange(ts) };
    case 'game': {
      ts.pos++;
      const result = ts.acceptWords('not', 'over') ? 'not over' : ts.acceptWord('over') ? 'over' : undefined;
      if (!result) ts.fail(`expected \`over\` or \`not over\`${ts.describeNext()}`);
      ts.expectEnd();
      return { kind: 'game', result, ...base, range: lineRange(ts) };
    }
    case 'log':
      return logFact(ts, base);
    case 'waiting': {
      if (!ts.isWord('for', 1)) return undefined;
      ts.pos += 2;
      const player = name(ts, 'the player who must answer', 'e.g. waiting for Nick');
      ts.expectEnd();
      return { kind: 'waiting', player, ...base, range: lineRange(ts) };
    }
    default:
      return undefined;
  }
}

function logFact(ts: TokenStream, base: Base): Fact {
  ts.expectWord('log');
  let negated = false;
  if (ts.acceptWords('does', 'not', 'contain')) negated = true;
  else ts.expectWord('contains', 'e.g. log contains "sold" citing 5.5.6.2');
  const t = ts.peek();
  if (!t || (t.kind !== 'string' && t.kind !== 'word')) {
    ts.fail(`expected an event${ts.describeNext()}`, undefined, 'a word or text in quotes, e.g. "sold"');
  }
  ts.pos++;
  const event: Str | Name =
    t.kind === 'string' ? { kind: 'string', value: t.value, range: t.range } : nameOf(t);
  const citing = ts.acceptWord('citing') ? clauseRef(ts) : undefined;
  ts.expectEnd();
  return { kind: 'log', negated, event, ...(citing ? { citing } : {}), ...base, range: lineRange(ts) };
}

/** `-> rejected 5.5.4 under v1.7 -> accepted under ed3.0-fr` after a step: what the rules must answer. */
export function parseOutcomes(ts: TokenStream): Outcome[] {
  const outcomes: Outcome[] = [];
  const hint = 'e.g. -> rejected 5.5.4, or -> rejected 5.5.4 under v1.7';
  while (!ts.atEnd) {
    const arrow = ts.next('`->`');
    if (arrow.kind !== 'symbol' || arrow.text !== '->')
      ts.fail(`unexpected ${describe(arrow)}`, arrow.range, hint);
    let result: Outcome['result'];
    if (ts.acceptWord('rejected')) result = 'rejected';
    else if (ts.acceptWord('accepted')) result = 'accepted';
    else
      return ts.fail(
        `expected \`rejected\` or \`accepted\` after \`->\`${ts.describeNext()}`,
        undefined,
        hint,
      );
    let clause: ClauseRef | undefined;
    if (result === 'rejected' && !ts.atEnd && !ts.isWord('under') && !ts.isSymbol('->'))
      clause = clauseRef(ts);
    const under: Name[] = [];
    if (ts.acceptWord('under')) {
      under.push(...commaList(ts, (ts) => name(ts, 'a revision', 'e.g. under v1.7, ed3.0-fr')));
    }
    if (!ts.atEnd && !ts.isSymbol('->')) ts.expectEnd(hint);
    outcomes.push({
      kind: 'outcome',
      result,
      ...(clause ? { clause } : {}),
      under,
      range: ts.from(arrow.range),
    });
  }
  return outcomes;
}

/** `expect <then line>` between steps, the expectation read by `fact`. */
export function parseCheckpoint(ts: TokenStream, fact: (ts: TokenStream) => LineResult): LineResult {
  const keyword = ts.expectWord('expect');
  if (ts.atEnd) ts.fail('expected an expectation after `expect`', undefined, 'e.g. expect Ana money 12');
  const inner = new TokenStream(ts.tokens.slice(1), ts.endRange);
  const result = fact(inner);
  ts.pos = ts.tokens.length;
  const expectation = result.node as Expectation;
  const node: Checkpoint = {
    kind: 'checkpoint',
    expectation,
    blankBefore: false,
    range: spanOf(keyword.range, expectation.range),
  };
  return result.opens ? { node, opens: result.opens } : { node };
}

/**
 * A step of a dialect that keeps its steps as words: `<player> <words> -> …`; `read` checks the words
 * (failing with a hint) and returns what the binder will need, kept in `data`.
 */
export function dialectStep(ts: TokenStream, read?: (words: TokenStream) => unknown): DialectStep {
  const arrow = ts.tokens.findIndex((t) => t.kind === 'symbol' && t.text === '->');
  const end = arrow < 0 ? ts.tokens.length : arrow;
  const first = ts.peek() as Token;
  if (first.kind !== 'word')
    ts.fail(
      `a step starts with the player who acts, not ${describe(first)}`,
      first.range,
      undefined,
      'unknown-statement',
    );
  const tokens = ts.tokens.slice(1, end);
  if (tokens.length === 0)
    ts.fail(`what does ${first.text} do?`, first.range, undefined, 'unknown-statement');
  const last = tokens[tokens.length - 1] as Token;
  const data = read?.(new TokenStream(tokens, { start: last.range.end, end: last.range.end }));
  ts.pos = end;
  const outcomes = parseOutcomes(ts);
  return {
    kind: 'dialect-step',
    player: nameOf(first),
    tokens,
    outcomes,
    ...(data === undefined ? {} : { data }),
    blankBefore: false,
    range: spanOf(first.range, (ts.tokens[ts.tokens.length - 1] as Token).range),
  };
}

/** A line of a dialect that keeps its lines as words, with `under v1, v2` split off on expectations. */
export function dialectLine(
  ts: TokenStream,
  expectation: boolean,
  read?: (words: TokenStream) => unknown,
): DialectLine {
  const { under, end } = expectation
    ? splitUnder(ts, 0, ts.tokens.length)
    : { under: [], end: ts.tokens.length };
  const tokens = ts.tokens.slice(0, end);
  const last = tokens[tokens.length - 1];
  if (!last) return ts.fail('expected an expectation before `under`');
  const data = read?.(new TokenStream(tokens, { start: last.range.end, end: last.range.end }));
  ts.pos = ts.tokens.length;
  return {
    kind: 'dialect-line',
    tokens,
    under,
    ...(data === undefined ? {} : { data }),
    blankBefore: false,
    range: lineRange(ts),
  };
}
