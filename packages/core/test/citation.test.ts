import { describe, expect, it } from 'vitest';
import { auditClauseMap, type ClauseMap, cite, RuleRegistry } from '../src/index.js';

const rules = [
  { key: 'divest.cannot-sell-business', summary: 'A player may not sell his business.' },
  { key: 'winning.concede', summary: 'A player may concede and then loses.' },
];

describe('rule registry', () => {
  it('holds rule definitions by key, in the order they were defined', () => {
    const r = new RuleRegistry(rules);
    expect(r.keys()).toEqual(['divest.cannot-sell-business', 'winning.concede']);
    expect(r.get('winning.concede')?.summary).toBe('A player may concede and then loses.');
    expect(r.get('no.such-rule')).toBeUndefined();
    expect(r.all()).toEqual(rules);
  });

  it('refuses a key defined twice, naming the key', () => {
    const r = new RuleRegistry(rules);
    expect(() => r.define({ key: 'winning.concede', summary: 'again' })).toThrow(/winning\.concede/);
    expect(() => new RuleRegistry([...rules, rules[0] as (typeof rules)[number]])).toThrow(
      /defined twice: divest\.cannot-sell-business/,
    );
  });

  it('returns a defined rule from define()', () => {
    const r = new RuleRegistry();
    const rule = { key: 'a.b', summary: 's' };
    expect(r.define(rule)).toBe(rule);
  });
});

describe('citations', () => {
  const v17: ClauseMap = { id: 'v1.7', clauses: { 'divest.cannot-sell-business': '5.5.4' } };

  it('cites a rule key under a revision with its clause', () => {
    expect(cite(v17, 'divest.cannot-sell-business')).toEqual({
      key: 'divest.cannot-sell-business',
      clause: '5.5.4',
      revision: 'v1.7',
    });
  });

  it('an uncited key is cited with clause "?" rather than failing', () => {
    expect(cite(v17, 'winning.concede').clause).toBe('?');
  });

  it('auditClauseMap lists registry keys without a clause and clause entries without a rule', () => {
    const r = new RuleRegistry(rules);
    const map: ClauseMap = {
      id: 'draft',
      clauses: { 'divest.cannot-sell-business': '5.5.4', 'old.removed-rule': '9.9' },
    };
    expect(auditClauseMap(r, map)).toEqual({ uncited: ['winning.concede'], unknown: ['old.removed-rule'] });
  });

  it('a complete clause map audits clean', () => {
    const r = new RuleRegistry(rules);
    const map: ClauseMap = {
      id: 'v1.7',
      clauses: { 'divest.cannot-sell-business': '5.5.4', 'winning.concede': '1.2.10.3' },
    };
    expect(auditClauseMap(r, map)).toEqual({ uncited: [], unknown: [] });
  });
});
