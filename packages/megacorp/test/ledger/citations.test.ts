import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_PROFILES } from '../../src/revisions/index.js';
import { V1_7_CLAUSE_IDS } from '../../src/revisions/v1.7-clause-ids.js';
import { ANSWER_FIRST } from '../../src/rules/pending.js';
import { ALL_RULE_SETS, v17Clauses } from '../../src/rules/registry.js';

/** The citation gate: every rule key names a clause (or heading) its revision's rulebook has. */
const RULEBOOKS = resolve(__dirname, '../../../../../shared/rulebooks');
const TEXT: Record<string, string> = {
  'v1.5.5': 'megacorp-comprehensive-rules-v1.5.5.txt',
  'ed3.0-en': 'megacorp-rulebook-edition-3.0-en.txt',
  'ed3.0-fr': 'megacorp-rulebook-edition-3.0-fr.txt',
};

/** Case, apostrophes, dashes and spacing as the text copies vary them. */
const normal = (s: string): string =>
  s.toLowerCase().replace(/[’']/g, "'").replace(/[–—-]/g, '-').replace(/\s+/g, ' ');

describe('the citation gate', () => {
  it('every rule key cites a numbered V1.7 clause of the index', () => {
    const ids = new Set(V1_7_CLAUSE_IDS);
    const unknown = Object.entries(v17Clauses()).filter(([, clause]) => !ids.has(clause));
    expect(unknown).toEqual([]);
  });

  for (const profile of BUILT_IN_PROFILES.filter((p) => p.id !== 'v1.7')) {
    // The rulebook texts live in the shared folder beside the repository, not in it.
    it.skipIf(!existsSync(RULEBOOKS))(`every ${profile.id} citation names headings its rulebook has`, () => {
      const file = TEXT[profile.id];
      if (!file) throw new Error(`no rulebook text for ${profile.id}`);
      const text = normal(readFileSync(resolve(RULEBOOKS, file), 'utf8'));
      const missing = new Set<string>();
      for (const [key, citation] of Object.entries(profile.clauses)) {
        for (const heading of citation.replace(/^§/, '').split(' › ')) {
          if (!text.includes(normal(heading.trim()))) missing.add(`${key}: ${heading}`);
        }
      }
      expect([...missing]).toEqual([]);
    });
  }

  it('keys cite 8.3.1 only for ordering one’s open market', () => {
    const about831 = ALL_RULE_SETS.flatMap((set) => set.specs).filter((spec) => spec.clause === '8.3.1');
    expect(about831.length).toBeGreaterThan(0);
    for (const spec of about831) expect(spec.summary, spec.key).toMatch(/order/i);
  });

  it('a pending decision is answered first under the rule that asks it, one key per kind', () => {
    const specs = new Map(ALL_RULE_SETS.flatMap((set) => set.specs).map((s) => [s.key, s]));
    const keys = Object.values(ANSWER_FIRST);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) {
      expect(specs.has(key), key).toBe(true);
      // 1.2.8 is priority: who may act, not why a question must be answered first.
      expect(specs.get(key)?.clause, key).not.toBe('1.2.8');
    }
    expect(ANSWER_FIRST['order-open-market']).toBe('pending.order-first');
    expect(specs.get(ANSWER_FIRST.regenerate)?.clause).toBe('9.26.1');
  });
});
