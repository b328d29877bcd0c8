import { describe, expect, it } from 'vitest';
import type { CoverageReport } from '../../src/analysis/coverage.js';
import {
  type ClauseMutant,
  type LedgerView,
  livingRulebook,
  livingRulebookHtml,
  livingRulebookText,
} from '../../src/analysis/living-rulebook.js';

/** Six clauses, one of each situation a designer meets. */
const coverage: CoverageReport = {
  revision: 'toy',
  total: 6,
  covered: 3,
  ruleKeysFired: ['sell.whole', 'sell.top', 'turn.end'],
  clauses: [
    { clause: '5.5.1', status: 'direct', keys: ['sell.whole'], scenarios: ['a.scenario: sells'] },
    { clause: '5.5.2', status: 'direct', keys: ['sell.top'], scenarios: ['a.scenario: sells'] },
    { clause: '5.6', status: 'via', keys: [], scenarios: [] },
    { clause: '5.4.3', status: 'none', keys: [], scenarios: [] },
    { clause: '2.6', status: 'none', keys: [], scenarios: [] },
    { clause: '3.9.4', status: 'none', keys: [], scenarios: [] },
  ],
};
const ledger: Record<string, LedgerView> = {
  '5.5.1': { status: 'implemented' },
  '5.5.2': { status: 'implemented' },
  '5.6': { status: 'definitional', reason: 'a heading' },
  '5.4.3': { status: 'implemented' },
  '2.6': { status: 'not-checkable', reason: 'the faction symbol has no rules effect' },
  '3.9.4': { status: 'missing', reason: 'simultaneous effects are not ordered by their controller' },
};
const killed: ClauseMutant = { mutant: 'sellPile: top -> whole', killed: true, killedBy: 'a.scenario:3' };
const survived: ClauseMutant = { mutant: 'rules/divest.ts:40 ConditionalExpression', killed: false };

const book = livingRulebook({
  coverage,
  ledger: (c) => ledger[c],
  paraphrase: (c) => [`our words for ${c}`],
  sites: new Map([
    ['5.5.1', [{ uri: 'a.scenario', line: 3, title: 'sells' }]],
    ['5.5.2', [{ uri: 'a.scenario', line: 3, title: 'sells' }]],
  ]),
  pending: new Map([['5.4.3', ['scenarios/pending/clause-5.4.3.scenario.pending']]]),
  mutants: new Map([
    ['5.5.1', [killed, survived]],
    ['5.5.2', [survived]],
  ]),
});
const statusOf = (clause: string) => book.clauses.find((c) => c.clause === clause)?.status;

describe('the living rulebook', () => {
  it('calls a clause verified only when it is exercised and a mutant of its behaviour was noticed', () => {
    expect(statusOf('5.5.1')).toBe('verified');
    // Exercised, but the only mutant naming it survived: no expectation would notice a change.
    expect(statusOf('5.5.2')).toBe('exercised');
    expect(statusOf('5.6')).toBe('exercised');
  });

  it('keeps pending stubs apart from covered clauses, and what cannot be checked apart from what is missing', () => {
    expect(statusOf('5.4.3')).toBe('pending');
    expect(statusOf('2.6')).toBe('not-checkable');
    expect(statusOf('3.9.4')).toBe('missing');
    expect(book.clauses.find((c) => c.clause === '3.9.4')?.detail).toContain('no rule implements it');
    expect(book.counts).toEqual({ verified: 1, exercised: 2, pending: 1, 'not-checkable': 1, missing: 1 });
  });

  it('prints every clause with its first scenario and surviving mutants, then the summary', () => {
    const text = livingRulebookText(book);
    expect(text).toContain('verified by mutation  5.5.1  a.scenario:3  (1 surviving mutant(s))');
    expect(text).toMatch(/^ {2}pending +1$/m);
  });

  it('writes one self-contained page: paraphrase, status, scenario links relative to the page, survivors', () => {
    const html = livingRulebookHtml(book, { linkBase: '../' });
    expect(html).toContain('<a href="../a.scenario#L3">a.scenario:3</a>');
    expect(html).toContain('our words for 2.6');
    expect(html).toContain('rules/divest.ts:40 ConditionalExpression');
    expect(html).toContain('<i>pending: scenarios/pending/clause-5.4.3.scenario.pending</i>');
    expect(html).not.toMatch(/<script|<link|src=|https?:/);
  });
});
