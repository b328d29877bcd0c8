import { describe, expect, it } from 'vitest';
import { clauseText, coverageText, rulebookClauses } from '../../src/index.js';

/** An invented rulebook (never the real text): numbered headings, wrapped lines, a sub-clause. */
const BOOK = `The Invented Game: Rules of Play

5 Turn Sequence
5.4 Challenge Phase
  The active player may start challenges,
  one after another.
5.4.1 Declaring a challenge
5.4.1.1 Pick an attacker that is disengaged.
5.4.10 A tenth step, to tell 5.4.1 from 5.4.10.
6. Actions
`;

describe('the rule in its own words, from a rulebook text the user gives', () => {
  it('finds a clause by the line that opens with its number, up to the next numbered line', () => {
    expect(clauseText(BOOK, '5.4')).toBe(
      '5.4 Challenge Phase\n  The active player may start challenges,\n  one after another.',
    );
    expect(clauseText(BOOK, '5.4.1')).toBe('5.4.1 Declaring a challenge');
    expect(clauseText(BOOK, '5.4.1.1')).toBe('5.4.1.1 Pick an attacker that is disengaged.');
  });

  it('tells a clause from a longer number that starts the same (5.4.1 is not 5.4.10)', () => {
    expect(clauseText(BOOK, '5.4.10')).toBe('5.4.10 A tenth step, to tell 5.4.1 from 5.4.10.');
    expect(clauseText(BOOK, '6')).toBe('6. Actions');
  });

  it('reads Windows line endings and says nothing for a clause the text lacks', () => {
    expect(clauseText(BOOK.replaceAll('\n', '\r\n'), '5.4.1')).toBe('5.4.1 Declaring a challenge');
    expect(clauseText(BOOK, '9.9')).toBeUndefined();
    expect([...rulebookClauses(BOOK).keys()]).toEqual(['5', '5.4', '5.4.1', '5.4.1.1', '5.4.10', '6']);
  });

  it('quotes each uncovered clause under our paraphrase in the coverage summary; without a text, the paraphrase alone', () => {
    const report = {
      revision: 'v1.7',
      covered: 1,
      total: 3,
      ruleKeysFired: ['challenge.declare'],
      clauses: [
        { clause: '5.4', status: 'via' as const, keys: [], scenarios: [] },
        { clause: '5.4.1', status: 'direct' as const, keys: ['challenge.declare'], scenarios: ['a'] },
        { clause: '5.4.1.1', status: 'none' as const, keys: [], scenarios: [] },
      ],
    };
    const paraphrase = (c: string) => (c === '5.4.1.1' ? ['the attacker must be disengaged (ours)'] : []);
    const plain = coverageText(report, { paraphrase });
    expect(plain).toContain('1 of 3 clauses exercised by the corpus (1 directly, 1 through sub-clauses)');
    expect(plain).toContain('not covered (1):\n  5.4.1.1  the attacker must be disengaged (ours)');
    expect(plain).not.toContain('>');
    const quoted = coverageText(report, { paraphrase, rulebookText: BOOK });
    expect(quoted).toContain(
      '  5.4.1.1  the attacker must be disengaged (ours)\n    > 5.4.1.1 Pick an attacker that is disengaged.',
    );
    // The full table, one row per clause, is behind `all`.
    expect(coverageText(report, { all: true })).toMatch(/covered\s+5\.4\.1\s+\(challenge\.declare\)/);
    expect(plain).not.toMatch(/covered\s+5\.4\.1/);
  });
});
