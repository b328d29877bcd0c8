import { describe, expect, it } from 'vitest';
import { lex, lexLine } from '../../src/index.js';

const tokens = (line: string) => lexLine(line, 0, 0).tokens.map((t) => [t.kind, t.value]);

describe('the lexer', () => {
  it('reads words, strings, numbers, amounts, clauses, coordinates and subtypes', () => {
    expect(tokens('Ana buys "Raamaa" at -1,0 for 4M + 3BQ 5.5.6.3 #mutation v1.7 ed3.0-fr')).toEqual([
      ['word', 'Ana'],
      ['word', 'buys'],
      ['string', 'Raamaa'],
      ['word', 'at'],
      ['coord', '-1,0'],
      ['word', 'for'],
      ['amount', '4M'],
      ['symbol', '+'],
      ['amount', '3BQ'],
      ['clause', '5.5.6.3'],
      ['subtype', '#mutation'],
      ['word', 'v1.7'],
      ['word', 'ed3.0-fr'],
    ]);
  });

  it('keeps possessives and rule keys as one word, but not a full stop or a dash at the end', () => {
    expect(tokens("Nick's divest.cannot-sell-business divest. x-")).toEqual([
      ['word', "Nick's"],
      ['word', 'divest.cannot-sell-business'],
      ['word', 'divest'],
      ['symbol', '.'],
      ['word', 'x'],
      ['symbol', '-'],
    ]);
  });

  it('tells a comment (# and a space) from a subtype (#word)', () => {
    const line = lexLine('Ana money 3  # she sold #mutation', 0, 0);
    expect(line.tokens.map((t) => t.text)).toEqual(['Ana', 'money', '3']);
    expect(line.comment?.text).toBe(' she sold #mutation');
    expect(lexLine('#', 0, 0).comment?.text).toBe('');
    expect(lexLine('#mutation', 0, 0).tokens[0]?.kind).toBe('subtype');
  });

  it('keeps a # inside quotes', () => {
    expect(tokens('"Card # 5"')).toEqual([['string', 'Card # 5']]);
  });

  it('resolves escapes, accepts curly quotes, and runs an unterminated string to the end of the line', () => {
    expect(tokens('"say \\"hi\\" \\\\ \\n"')).toEqual([['string', 'say "hi" \\ \\n']]);
    expect(tokens('“Gnost Cleric”')).toEqual([['string', 'Gnost Cleric']]);
    const open = lexLine('"Raamaa  # not a comment', 0, 0).tokens[0];
    expect(open).toMatchObject({ kind: 'string', value: 'Raamaa  # not a comment', unterminated: true });
  });

  it('reads signs, arrows and the null trait', () => {
    expect(tokens('+1 BQ, -2 -> MQ -')).toEqual([
      ['number', '+1'],
      ['word', 'BQ'],
      ['symbol', ','],
      ['number', '-2'],
      ['symbol', '->'],
      ['word', 'MQ'],
      ['symbol', '-'],
    ]);
  });

  it('gives exact ranges in UTF-16 code units, 0-based, with offsets', () => {
    const [line] = lex('x\n  𝐀 "é"');
    expect(line?.tokens[0]?.range).toEqual({
      start: { line: 0, character: 0, offset: 0 },
      end: { line: 0, character: 1, offset: 1 },
    });
    const second = lex('x\n  𝐀 "é"')[1];
    expect(second?.tokens.map((t) => [t.text, t.range.start.character, t.range.end.offset])).toEqual([
      ['𝐀', 2, 6],
      ['"é"', 5, 10],
    ]);
  });

  it('splits lines on \\n, \\r\\n and \\r', () => {
    const lines = lex('a\r\nb\rc\nd');
    expect(lines.map((l) => [l.line, l.start, l.tokens[0]?.text])).toEqual([
      [0, 0, 'a'],
      [1, 3, 'b'],
      [2, 5, 'c'],
      [3, 7, 'd'],
    ]);
  });

  it('measures indentation with tabs to the next multiple of 4', () => {
    expect(lexLine('\tAna', 0, 0).indent).toBe(4);
    expect(lexLine('  \tAna', 0, 0)).toMatchObject({ indent: 4, indentHasTab: true, indentHasSpace: true });
    expect(lexLine('      Ana', 0, 0).indent).toBe(6);
  });
});
