import { describe, expect, it } from 'vitest';
import { ed30FrLedger, ed30Ledger } from '../../src/ledger/ed3.0.js';
import {
  ED3_0_EN_HEADINGS_INDEX,
  ED3_0_FR_HEADINGS_INDEX,
  V1_5_5_HEADINGS,
} from '../../src/ledger/headings.js';
import { buildLedger, type Ledger } from '../../src/ledger/ledger.js';
import { v155Ledger } from '../../src/ledger/v1.5.5.js';
import { ED3_0_EN } from '../../src/revisions/ed3.0-en.js';
import { ED3_0_FR } from '../../src/revisions/ed3.0-fr.js';
import type { RevisionProfile } from '../../src/revisions/profile.js';
import { V1_5_5 } from '../../src/revisions/v1.5.5.js';

const cases: readonly [string, () => Ledger, readonly string[], RevisionProfile][] = [
  ['V1.5.5', v155Ledger, V1_5_5_HEADINGS, V1_5_5],
  ['Edition 3.0 (English)', ed30Ledger, ED3_0_EN_HEADINGS_INDEX, ED3_0_EN],
  ['Edition 3.0 (French)', ed30FrLedger, ED3_0_FR_HEADINGS_INDEX, ED3_0_FR],
];

describe.each(cases)('the %s heading ledger', (_title, make, index, profile) => {
  const ledger = make();

  it('accounts for every heading exactly once, and every heading the profile cites is one of them', () => {
    expect(ledger.problems).toEqual([]);
    expect(ledger.entries.map((e) => e.clause)).toEqual([...index]);
    expect(new Set(index).size).toBe(index.length);
    const headings = new Set(index);
    for (const [key, heading] of Object.entries(profile.clauses))
      expect(headings.has(heading), key).toBe(true);
  });

  it('counts a heading implemented by the keys that cite it for what it says, never by a silent key', () => {
    const silent = new Set(profile.silent ?? []);
    for (const e of ledger.entries) {
      const loud = Object.keys(profile.clauses).filter(
        (k) => profile.clauses[k] === e.clause && !silent.has(k),
      );
      if (e.status === 'implemented') expect([...e.keys].sort(), e.clause).toEqual(loud.sort());
      else expect(loud, `${e.clause} is ${e.status} but cited`).toEqual([]);
    }
    // Most of each rulebook is enforced by keys; the rest says why not.
    expect(ledger.entries.filter((e) => e.status === 'implemented').length).toBeGreaterThan(index.length / 2);
  });
});

describe('a ledger', () => {
  it('reports a key citing a clause outside the index', () => {
    const ledger = buildLedger('test', ['1'], { 'a.key': '1', 'b.key': '7' }, {});
    expect(ledger.problems.map((p) => p.message)).toEqual(['7 is cited by b.key but not in the index']);
  });
});
