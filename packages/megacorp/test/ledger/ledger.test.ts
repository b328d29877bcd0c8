import { describe, expect, it } from 'vitest';
import { buildLedger, ledgerCounts } from '../../src/ledger/ledger.js';
import { V1_7_UNKEYED, v17Ledger } from '../../src/ledger/v1.7.js';
import { V1_7_CLAUSE_IDS } from '../../src/revisions/v1.7-clause-ids.js';
import { v17Clauses } from '../../src/rules/registry.js';

describe('the V1.7 clause ledger', () => {
  const ledger = v17Ledger();

  it('classifies every one of the 347 numbered clauses exactly once', () => {
    expect(ledger.problems).toEqual([]);
    expect(ledger.entries.map((e) => e.clause)).toEqual([...V1_7_CLAUSE_IDS]);
    expect(V1_7_CLAUSE_IDS).toHaveLength(347);
    expect(new Set(V1_7_CLAUSE_IDS).size).toBe(347);
    const counts = ledgerCounts(ledger);
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(347);
  });

  it('lists as implemented exactly the clauses rule keys cite, each with the keys citing it', () => {
    const cites = v17Clauses();
    for (const e of ledger.entries) {
      const citing = Object.keys(cites).filter((k) => cites[k] === e.clause);
      if (e.status === 'implemented') {
        expect(e.keys.length, e.clause).toBeGreaterThan(0);
        expect([...e.keys].sort(), e.clause).toEqual(citing.sort());
      } else {
        expect(citing, `${e.clause} is ${e.status} but cited`).toEqual([]);
      }
    }
  });

  it('gives every clause without a key a one-line reason of its own', () => {
    for (const [clause, { reason }] of Object.entries(V1_7_UNKEYED)) {
      expect(reason.trim().length, clause).toBeGreaterThan(10);
      expect(reason, clause).not.toContain('\n');
    }
  });

  it('says why no scenario can fire the keys of an unobservable clause, only of an implemented one', () => {
    const l = buildLedger(
      'toy',
      ['1', '2'],
      { 'a.b': '1' },
      { '2': { status: 'definitional', reason: 'a term' } },
      {
        '1': 'the language cannot write it',
        '2': 'no key here',
      },
    );
    expect(l.entries[0]).toEqual({
      clause: '1',
      status: 'implemented',
      keys: ['a.b'],
      unobservable: 'the language cannot write it',
    });
    expect(l.problems.map((p) => p.clause)).toEqual(['2']);
  });

  it('has 3.6.3 and 3.6.3.1 implemented by the search keys', () => {
    const byClause = new Map(ledger.entries.map((e) => [e.clause, e]));
    expect(byClause.get('3.6.3')).toMatchObject({
      status: 'implemented',
      keys: ['search.own-cards-only-in-hand'],
    });
    expect(byClause.get('3.6.3.1')).toMatchObject({
      status: 'implemented',
      keys: ['search.to-owners-open-market'],
    });
  });
});

describe('a ledger', () => {
  it('reports a clause both cited and declared, one neither, and a declaration outside the index', () => {
    const ledger = buildLedger(
      'test',
      ['1', '2', '3'],
      { 'a.key': '1' },
      { '1': { status: 'definitional', reason: 'a heading' }, '9': { status: 'missing', reason: 'x' } },
    );
    expect(ledger.problems.map((p) => p.clause)).toEqual(['1', '2', '3', '9']);
  });
});
