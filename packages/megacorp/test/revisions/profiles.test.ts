import { auditClauseMap } from '@arbiter/core';
import { describe, expect, it } from 'vitest';
import { DEFERRED, READINGS, reading } from '../../src/revisions/catalog.js';
import { ED3_0_EN_STRAY_KEYS } from '../../src/revisions/ed3.0-en.js';
import { ED3_0_FR_STRAY_KEYS } from '../../src/revisions/ed3.0-fr.js';
import {
  BUILT_IN_PROFILES,
  deriveProfile,
  differingParameters,
  profileById,
  RevisionError,
  V1_7,
} from '../../src/revisions/index.js';
import { PARAMETER_NAMES, PARAMETER_SPECS, parameterValueProblem } from '../../src/revisions/parameters.js';
import { V1_5_5_STRAY_KEYS } from '../../src/revisions/v1.5.5.js';
import { ALL_RULE_SETS, ruleRegistry } from '../../src/rules/registry.js';
import { testedParameters } from './support.js';

const registry = ruleRegistry();

describe('built-in revision profiles', () => {
  it('are v1.5.5, v1.7, ed3.0-en and ed3.0-fr', () => {
    expect(BUILT_IN_PROFILES.map((p) => p.id)).toEqual(['v1.5.5', 'v1.7', 'ed3.0-en', 'ed3.0-fr']);
  });

  for (const profile of BUILT_IN_PROFILES) {
    describe(profile.id, () => {
      it('maps every registered rule key to a citation of its own (no "?", nothing unknown)', () => {
        const audit = auditClauseMap(registry, profile);
        expect(audit).toEqual({ uncited: [], unknown: [] });
        const missing = Object.entries(profile.clauses).filter(([, c]) => c === '?' || c.trim() === '');
        expect(missing).toEqual([]);
      });

      it('sets every parameter to a legal value and names its source', () => {
        expect(Object.keys(profile.parameters).sort()).toEqual([...PARAMETER_NAMES].sort());
        for (const name of PARAMETER_NAMES) {
          expect(parameterValueProblem(name, profile.parameters[name]), name).toBeNull();
          expect(profile.sources?.[name], `${profile.id} ${name} source`).toMatch(/\S/);
        }
      });

      it('marks as silent only keys it maps', () => {
        for (const key of profile.silent ?? []) expect(profile.clauses[key]).toBeDefined();
      });
    });
  }

  it('cite section headings for the unnumbered rulebooks and clause numbers for V1.7', () => {
    for (const p of BUILT_IN_PROFILES) {
      const cites = Object.values(p.clauses);
      if (p.id === 'v1.7') expect(cites.every((c) => /^\d+(\.\d+)*$/.test(c))).toBe(true);
      else expect(cites.every((c) => c.startsWith('§'))).toBe(true);
    }
  });

  it('name only registered keys in their per-key overrides', () => {
    expect(V1_5_5_STRAY_KEYS).toEqual([]);
    expect(ED3_0_EN_STRAY_KEYS).toEqual([]);
    expect(ED3_0_FR_STRAY_KEYS).toEqual([]);
  });

  it('V1.7 is silent only where a rule set says so', () => {
    const declared = ALL_RULE_SETS.flatMap((s) => s.specs.filter((x) => x.silent).map((x) => x.key));
    expect(V1_7.silent).toEqual(declared);
  });

  it('every parameter spec documents its catalog entries with D- ids', () => {
    for (const name of PARAMETER_NAMES) {
      for (const id of PARAMETER_SPECS[name].catalog) expect(id).toMatch(/^D-[A-Z0-9-]+$/);
    }
  });

  it('differ where the catalog says they do (a few landmarks)', () => {
    const fr = profileById('ed3.0-fr');
    const en = profileById('ed3.0-en');
    expect(differingParameters(V1_7, V1_7)).toEqual([]);
    expect(differingParameters(V1_7, fr)).toContain('sellPile');
    expect(differingParameters(en, fr)).toEqual(
      expect.arrayContaining(['sellPile', 'sellScope', 'mulligans', 'uniqueDuplicate', 'damageDestroys']),
    );
  });
});

describe('profileById', () => {
  it('finds a built-in revision', () => {
    expect(profileById('v1.7')).toBe(V1_7);
  });

  it('refuses an unknown id with a did-you-mean', () => {
    expect(() => profileById('v1.6')).toThrow(RevisionError);
    try {
      profileById('ed3-fr');
    } catch (e) {
      expect((e as RevisionError).problems[0]?.hint).toBe('did you mean ed3.0-fr?');
    }
  });
});

describe('deriveProfile (draft revisions)', () => {
  it('overrides named parameters and keeps the rest, the clause map and the base as `extends`', () => {
    const d = deriveProfile(V1_7, { startingMoney: 12, sellPile: 'whole-pile' }, { id: 'rich', notes: 'n' });
    expect(d.id).toBe('rich');
    expect(d.extends).toBe('v1.7');
    expect(d.parameters.startingMoney).toBe(12);
    expect(d.parameters.sellPile).toBe('whole-pile');
    expect(d.parameters.bidRounds).toBe(3);
    expect(d.clauses).toBe(V1_7.clauses);
    expect(d.sources?.startingMoney).toBe('draft rich');
    expect(d.notes).toBe('n');
    expect(differingParameters(V1_7, d)).toEqual(['startingMoney', 'sellPile']);
  });

  function problems(fn: () => unknown) {
    try {
      fn();
    } catch (e) {
      if (e instanceof RevisionError) return e.problems;
      throw e;
    }
    throw new Error('no error');
  }

  it('refuses an unknown parameter with a did-you-mean', () => {
    const [p] = problems(() => deriveProfile(V1_7, { startingMony: 12 }, { id: 'x' }));
    expect(p).toMatchObject({ parameter: 'startingMony', hint: 'did you mean startingMoney?' });
  });

  it('refuses a value outside an enumeration, suggesting the closest value', () => {
    const [p] = problems(() => deriveProfile(V1_7, { sellPile: 'whole-piles' }, { id: 'x' }));
    expect(p?.parameter).toBe('sellPile');
    expect(p?.message).toContain('top-card-only, whole-pile');
    expect(p?.hint).toBe('did you mean whole-pile?');
  });

  it('refuses out-of-range numbers, non-integers, wrong types and bad name lists', () => {
    const found = problems(() =>
      deriveProfile(
        V1_7,
        { startingMoney: -1, bidRounds: 2.5, concession: 'yes', competitiveBanList: 'Tidal Wave' },
        { id: 'x' },
      ),
    );
    expect(found.map((p) => p.parameter)).toEqual([
      'startingMoney',
      'bidRounds',
      'concession',
      'competitiveBanList',
    ]);
    expect(found[0]?.message).toContain('between 0 and 1000');
  });

  it('refuses a draft that takes a built-in id or has none, reporting every problem at once', () => {
    const found = problems(() => deriveProfile(V1_7, { nope: 1 }, { id: 'v1.7' }));
    expect(found).toHaveLength(2);
    expect(problems(() => deriveProfile(V1_7, {}, { id: ' ' }))[0]?.message).toContain('needs an id');
  });
});

/** The 100 entries of ../shared/rules/revision-divergences.md (its index, section 0). */
const CATALOG = [
  'D-GOLDEN-ERRATA',
  'D-BANLIST',
  'D-CARD-TYPES',
  'D-ASSET-DEF',
  'D-MONEY-SYMBOL',
  'D-HIDDEN-INFO',
  'D-FIRSTPLAYER-METHOD',
  'D-FIRSTPLAYER-PAYMENT',
  'D-MULTI-ORDER-PAYMENT',
  'D-BID-TIE',
  'D-SETUP-ORDER',
  'D-MULLIGAN',
  'D-FIRST-TURN-DRAW',
  'D-WIN-BUSINESS-DESTROYED',
  'D-WIN-MONEY-TIMING',
  'D-WIN-LIST',
  'D-WIN-DECKOUT',
  'D-BUSINESS-BUY-PRICE',
  'D-ORPHAN-DEF',
  'D-ORPHAN-FATE',
  'D-DESTROY-DEST',
  'D-BUY-PAYEE',
  'D-BUY-SCOPE',
  'D-DISENGAGE-SCOPE',
  'D-PRODUCE-SCOPE',
  'D-A-TRIGGERS',
  'D-A-PRIORITY',
  'D-TRAIT-POOL-EMPTY',
  'D-RESOURCE-TIMING',
  'D-RESOURCE-NETWORK',
  'D-BUY-RECENT',
  'D-DEPLOY-PHASE',
  'D-PERMEVENT-TIMING',
  'D-END-ORDER',
  'D-DAMAGE-HEAL',
  'D-ATTACKER-DISENGAGED',
  'D-ATTACK-TRAIT-POSITIVE',
  'D-ATTACK-TARGET-GONE',
  'D-TARGET-AUTO-BLOCKER',
  'D-TARGET-STAY',
  'D-BLOCKER-CEASE',
  'D-RETALIATE-NONCHAR',
  'D-RETALIATE-FREQ',
  'D-DAMAGE-MODEL',
  'D-DAMAGE-THRESHOLD-FR',
  'D-NONCOMBAT-DAMAGE',
  'D-INITIATIVE-DEFENDER',
  'D-COUNTER-ZERO',
  'D-REGEN-RESET',
  'D-REGEN-ORIENTATION',
  'D-REGEN-RETALIATE',
  'D-REGEN-NONDAMAGE',
  'D-SELL-PILE',
  'D-SELL-SAME-TURN',
  'D-SELL-SCOPE',
  'D-SELL-BUSINESS',
  'D-SELL-VALUE',
  'D-BUY-PILE',
  'D-OM-BID-TIE',
  'D-CONFLICT-PRIORITY',
  'D-PILE-KEYWORDS',
  'D-BONDED-IMPERVIOUS',
  'D-UNBOND',
  'D-PENETRATOR-V17',
  'D-AUTO-OPTIONAL',
  'D-ABILITY-CLASS',
  'D-DISRUPTOR-ENGAGED',
  'D-SOURCE-DESTROYED',
  'D-DEPLOY-TRIGGER-STACK',
  'D-DEPLOY-SPACE-CHOICE',
  'D-EVENT-SLOT',
  'D-EVENT-AFTER-RESOLVE',
  'D-CANCEL',
  'D-UNIQUE-DUP',
  'D-UNIQUE-HAND',
  'D-TOKEN-VALUE',
  'D-SEARCH-DECKS',
  'D-SEARCH-OM-SHUFFLE',
  'D-SEARCH-FAIL',
  'D-DISASTER-LEVEL',
  'D-FLYING-RETALIATE',
  'D-FLYING-ENGAGED',
  'D-FLYING-ATTACK-TARGET',
  'D-PRECISION',
  'D-DEAD-DROP',
  'D-MUTATION',
  'D-DEMOLISHER',
  'D-DISRUPTOR-SCOPE',
  'D-INDEPENDENT',
  'D-MOVE-NETWORK',
  'D-SWAP-NETWORK',
  'D-TERRAIN',
  'D-CAMOUFLAGE',
  'D-CARD-RADIUS',
  'D-AREA-ATTACK',
  'D-SUPPRESSOR',
  'D-MELEE',
  'D-TARGET-DEF',
  'D-DEVELOPMENT',
  'D-EX-KICKBACK',
];

describe('the divergence catalog', () => {
  it('lists 100 entries', () => {
    expect(new Set(CATALOG).size).toBe(100);
  });

  it('every entry is settled by a parameter or listed as deferred, never both', () => {
    const settled = new Set(PARAMETER_NAMES.flatMap((n) => PARAMETER_SPECS[n].catalog));
    const deferred = new Set(DEFERRED.flatMap((d) => d.ids));
    for (const id of CATALOG) expect(settled.has(id) !== deferred.has(id), id).toBe(true);
    for (const id of [...settled, ...deferred]) expect(CATALOG, id).toContain(id);
  });

  it('every parameter has a behaviour test in test/revisions naming it', () => {
    const tested = testedParameters();
    for (const name of PARAMETER_NAMES) expect(tested.has(name), name).toBe(true);
  });

  it('every §L reading with a parameter names a real parameter', () => {
    for (const r of READINGS) if (r.parameter) expect(PARAMETER_NAMES).toContain(r.parameter);
  });

  it('a profile citing a §L reading takes the value that reading states, for its parameter', () => {
    let cited = 0;
    for (const profile of BUILT_IN_PROFILES) {
      for (const name of PARAMETER_NAMES) {
        const entry = profile.sources?.[name]?.match(/reading of §L ([^)]+)\)$/)?.[1];
        if (entry === undefined) continue;
        cited++;
        const r = READINGS.find((x) => x.entry === entry && x.parameter === name);
        expect(r, `${profile.id} ${name}: §L ${entry}`).toBeDefined();
        if (r?.parameter !== undefined)
          expect(profile.parameters[name], `${profile.id} ${name}`).toEqual(r.value);
      }
    }
    expect(cited).toBeGreaterThan(20);
  });

  it('takes a §L reading only for the parameter it settles', () => {
    expect(() => reading('V1.7.1', 'sellPile', '5.6.2')).toThrow(/V1.7.1 settles sellPile/);
  });
});
