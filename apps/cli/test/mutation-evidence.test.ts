import { describe, expect, it } from 'vitest';
import { type ClauseMutants, strykerEvidence } from '../src/mutation-evidence.js';
import { fixture } from './helpers.js';

/** A rule module as Stryker reports it: two functions, one citing a rule key, one citing none. */
const SOURCE = [
  "export const DIVEST = ruleSet('divest', { cannotSellBusiness: { clause: '5.5.4', summary: 's' } });",
  'export function validateSell(s) {',
  '  if (s.business) return violation(DIVEST.cannotSellBusiness);',
  '  return null;',
  '}',
  'export function helper(x) {',
  '  return x + 1;',
  '}',
].join('\n');

const report = (status: string, line: number) =>
  JSON.stringify({
    schemaVersion: '1',
    files: {
      'packages/megacorp/src/rules/divest.ts': {
        language: 'typescript',
        source: SOURCE,
        mutants: [
          { id: '1', mutatorName: 'ConditionalExpression', status, location: { start: { line, column: 7 } } },
        ],
      },
    },
  });

const SETS = [{ prefix: 'divest', specs: [{ key: 'divest.cannot-sell-business', clause: '5.5.4' }] }];

describe('Stryker mutants as clause evidence', () => {
  it('names the clauses of the rule keys the mutated function cites, killed or survived', () => {
    for (const [status, killed] of [
      ['Killed', true],
      ['Survived', false],
    ] as const) {
      const root = fixture({ 'm.json': report(status, 3) });
      const into: ClauseMutants = new Map();
      strykerEvidence(into, 'm.json', root, SETS, true);
      expect(into.get('5.5.4')).toEqual([
        { mutant: 'packages/megacorp/src/rules/divest.ts:3 ConditionalExpression', killed },
      ]);
    }
  });

  it('names no clause for a mutant in a function that cites no rule key', () => {
    const root = fixture({ 'm.json': report('Survived', 7) });
    const into: ClauseMutants = new Map();
    strykerEvidence(into, 'm.json', root, SETS, true);
    expect(into.size).toBe(0);
  });

  it('treats an absent report as none unless it is required, and refuses one that is not a report', () => {
    const root = fixture({ 'bad.json': '{"files": null}' });
    const into: ClauseMutants = new Map();
    strykerEvidence(into, 'missing.json', root, SETS, false);
    expect(into.size).toBe(0);
    expect(() => strykerEvidence(into, 'missing.json', root, SETS, true)).toThrow('--stryker: no such file');
    expect(() => strykerEvidence(into, 'bad.json', root, SETS, false)).toThrow(
      'is not a Stryker JSON report',
    );
  });
});
