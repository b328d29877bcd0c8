import type { FileResult, MutantResult, MutantStatus } from 'mutation-testing-report-schema';
import { describe, expect, it } from 'vitest';
import { declaredRuleSets, ruleKeysAt } from '../src/attribute.js';
import { mutationDocument } from '../src/doc.js';
import {
  compareClauses,
  moduleScores,
  type Survivor,
  staleModules,
  survivors,
  survivorsByClause,
} from '../src/report.js';

// A rule module in miniature: a rule set, a validator citing two of its rules, a helper citing none.
const SELL = `import { ruleSet } from './rule-set.js';
export const SALE = ruleSet('sale', {
  oncePerTurn: { clause: '5.5.2', summary: 'one sale' },
  notBusiness: { clause: '5.5.4', summary: 'no business' },
});
export function validate(s, a) {
  if (s.sold) return violation(s, SALE.oncePerTurn, 'sold already');
  if (isBusiness(a)) return violation(s, SALE.notBusiness, 'business');
  return null;
}
function isBusiness(a) {
  return a.card === 'business';
}
export function explain(s) {
  return 'sale.once-per-turn' === s.key ? 'once' : 'other';
}
`;
const SALE = {
  prefix: 'sale',
  keys: { oncePerTurn: 'sale.once-per-turn', notBusiness: 'sale.not-business' },
};
const KNOWN = new Set(Object.values(SALE.keys));
const CLAUSES: Record<string, string> = { 'sale.once-per-turn': '5.5.2', 'sale.not-business': '5.5.4' };

const lineOf = (text: string): number => SELL.split('\n').findIndex((l) => l.includes(text)) + 1;

function mutant(id: string, status: MutantStatus, line: number, column = 3): MutantResult {
  return {
    id,
    mutatorName: 'ConditionalExpression',
    replacement: 'false',
    status,
    location: { start: { line, column }, end: { line, column: column + 5 } },
  };
}

function file(mutants: MutantResult[], source = SELL): FileResult {
  return { language: 'typescript', source, mutants };
}

describe('attributing a mutant to the clause its code enforces', () => {
  it('finds the rule sets a module declares by the constant that holds them', () => {
    expect([...declaredRuleSets('sale.ts', SELL)]).toEqual([['SALE', 'sale']]);
  });

  it('a condition guarding a refusal enforces the rule that refusal cites, not its neighbours', () => {
    const keysAt = ruleKeysAt('sale.ts', SELL, new Map([['SALE', SALE]]), KNOWN);
    expect(keysAt({ line: lineOf('if (s.sold)'), column: 7 })).toEqual(['sale.once-per-turn']);
    expect(keysAt({ line: lineOf('if (isBusiness(a))'), column: 7 })).toEqual(['sale.not-business']);
  });

  it('code citing nothing itself inside a validator enforces every rule the validator cites', () => {
    const keysAt = ruleKeysAt('sale.ts', SELL, new Map([['SALE', SALE]]), KNOWN);
    expect(keysAt({ line: lineOf('return null;'), column: 10 })).toEqual([
      'sale.not-business',
      'sale.once-per-turn',
    ]);
  });

  it('a rule key written as a string counts as a citation', () => {
    const keysAt = ruleKeysAt('sale.ts', SELL, new Map([['SALE', SALE]]), KNOWN);
    expect(keysAt({ line: lineOf("'sale.once-per-turn' ==="), column: 10 })).toEqual(['sale.once-per-turn']);
  });

  it('a helper citing nothing has no key of its own (its callers are other functions)', () => {
    const keysAt = ruleKeysAt('sale.ts', SELL, new Map([['SALE', SALE]]), KNOWN);
    expect(keysAt({ line: lineOf("a.card === 'business'"), column: 10 })).toEqual([]);
  });

  it('a helper nested in a citing function takes that function’s keys', () => {
    const nested = `export function f(s) {\n  const g = () => s.x > 1;\n  return g() ? violation(s, SALE.notBusiness, '') : null;\n}\n`;
    const keysAt = ruleKeysAt('n.ts', nested, new Map([['SALE', SALE]]), KNOWN);
    expect(keysAt({ line: 2, column: 19 })).toEqual(['sale.not-business']);
  });
});

describe('the report per module and per clause', () => {
  const files = {
    'rules/sale.ts': file([
      mutant('1', 'Killed', lineOf('if (s.sold)')),
      mutant('2', 'Survived', lineOf('if (isBusiness(a))')),
      mutant('3', 'NoCoverage', lineOf("a.card === 'business'")),
      mutant('4', 'Timeout', lineOf('if (s.sold)')),
      mutant('5', 'Ignored', lineOf('oncePerTurn:')),
    ]),
    'rules/other.ts': file([mutant('6', 'Killed', 1)], 'x'),
  };

  it('scores each module as Stryker does: detected over valid mutants, ignored ones left out', () => {
    const scores = moduleScores(files);
    expect(scores.map((s) => [s.module, s.metrics.mutationScore])).toEqual([
      ['rules/other.ts', 100],
      ['rules/sale.ts', 50],
      ['(all)', 60],
    ]);
  });

  it('lists each undetected mutant under the clause of each rule its code enforces', () => {
    const keysAt = ruleKeysAt('sale.ts', SELL, new Map([['SALE', SALE]]), KNOWN);
    const list = survivors(files, (_, at) => keysAt(at));
    expect(list.map((s) => [s.status, s.keys])).toEqual([
      ['Survived', ['sale.not-business']],
      ['NoCoverage', []],
    ]);
    const byClause = survivorsByClause(list, (k) => CLAUSES[k]);
    expect(byClause.map((c) => [c.clause, c.keys, c.survivors.length])).toEqual([
      ['5.5.4', ['sale.not-business'], 1],
      [null, [], 1],
    ]);
    const both = survivorsByClause(
      [{ ...(list[0] as Survivor), keys: Object.keys(CLAUSES) }],
      (k) => CLAUSES[k],
    );
    expect(both.map((c) => [c.clause, c.survivors.length])).toEqual([
      ['5.5.2', 1],
      ['5.5.4', 1],
    ]);
  });

  it('orders clauses as the rulebook does', () => {
    expect(['5.4.10', '5.4.9', '1.2', null, '5.4.9.1'].sort(compareClauses)).toEqual([
      '1.2',
      '5.4.9',
      '5.4.9.1',
      '5.4.10',
      null,
    ]);
  });

  it('a recorded module is stale when its source changed or it is gone; a new module is unmeasured', () => {
    const current = new Map([
      ['rules/sale.ts', `${SELL}// edited\n`],
      ['rules/new.ts', 'y'],
    ]);
    expect([...staleModules(files, current)]).toEqual([
      ['rules/new.ts', 'unmeasured'],
      ['rules/other.ts', 'removed'],
      ['rules/sale.ts', 'changed'],
    ]);
    expect(
      staleModules({ 'rules/sale.ts': files['rules/sale.ts'] }, new Map([['rules/sale.ts', SELL]])).size,
    ).toBe(0);
  });

  it('the page shows each module’s score, the unmeasured modules and the survivors by clause', () => {
    const keysAt = ruleKeysAt('sale.ts', SELL, new Map([['SALE', SALE]]), KNOWN);
    const page = mutationDocument({
      scores: moduleScores(files),
      clauses: survivorsByClause(
        survivors(files, (_, at) => keysAt(at)),
        (k) => CLAUSES[k],
      ),
      floor: 50,
      target: 85,
      ruleModules: ['rules/other.ts', 'rules/sale.ts', 'rules/unrun.ts'],
    });
    expect(page).toContain('| `rules/sale.ts` | 50.0 % | 1 | 1 | 1 | 1 | 1 |');
    expect(page).toContain('Not measured yet: `rules/unrun.ts`.');
    expect(page).toContain('### 5.5.4 — `sale.not-business`');
    expect(page).toContain(
      `| \`rules/sale.ts:${lineOf("a.card === 'business'")}:3\` | ConditionalExpression | \`false\` | NoCoverage |`,
    );
  });
});
