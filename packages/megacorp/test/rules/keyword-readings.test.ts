import { describe, expect, it } from 'vitest';
import { cost, defineCard } from '../../src/index.js';
import { V1_5_5 } from '../../src/revisions/v1.5.5.js';
import { V1_7 } from '../../src/revisions/v1.7.js';
import { develop, developmentAbilities, developmentTraits } from '../../src/rules/keywords/development.js';
import { withErrata } from '../../src/rules/keywords/errata.js';
import { keywordNumber } from '../../src/rules/keywords/keyword-number.js';
import { regenerationAbility } from '../../src/rules/keywords/regeneration-ability.js';
import { ANA_NETWORK, given, NICK_NETWORK, run } from './support.js';

/* How printed keywords read: the traits DEVELOPMENT names (9.11), the number a keyword prints, the cost
 * REGENERATION prints (9.26), and the errata of 10.1 applied to a pool. */

describe('9.11 DEVELOPMENT', () => {
  it('names the traits it prints, each once; printing none names every trait', () => {
    expect(developmentTraits({ name: 'DEVELOPMENT', args: ['IQ, BQ'] })).toEqual(['IQ', 'BQ']);
    expect(developmentTraits({ name: 'DEVELOPMENT', args: [': bq', 'BQ'] })).toEqual(['BQ']);
    expect(developmentTraits({ name: 'DEVELOPMENT', args: [] })).toEqual(['IQ', 'EQ', 'MQ', 'BQ']);
  });

  it('9.11.1 its cost is to engage another character of one’s own with the trait', () => {
    const [bq] = developmentAbilities({ name: 'DEVELOPMENT', args: ['BQ'] });
    expect(bq?.kind === 'activated' && bq.extraCosts).toEqual([
      { kind: 'engage', filter: { types: ['character'], controller: 'you', other: true, withTrait: 'BQ' } },
    ]);
  });

  it('9.11.1 counts the engaged character’s current value; with no character engaged, none', () => {
    const g = given({
      players: [
        { id: 'ana', network: [...ANA_NETWORK, { x: 2, y: 0, cards: ['Kiosk'] }] },
        { id: 'nick', network: NICK_NETWORK },
      ],
    });
    const [kiosk, raamaa] = [g.id('Kiosk'), g.id('Raamaa')];
    const withRaamaa = run(g.state, (tx) => develop(tx, kiosk, raamaa, 'IQ'));
    const iq = withRaamaa.state.cards[kiosk]?.counters.development;
    expect(iq).toBeGreaterThan(0);
    expect(withRaamaa.events[0]).toMatchObject({ card: kiosk, amount: iq });
    expect(withRaamaa.events[0]?.text).toContain('with Raamaa');
    for (const nobody of [null, 'ghost']) {
      const none = run(g.state, (tx) => develop(tx, kiosk, nobody, 'IQ'));
      expect(none.events[0]).toMatchObject({ card: kiosk, amount: 0 });
      expect(none.events[0]?.text).toContain('develops with nobody');
    }
  });
});

describe('numbers and costs a keyword prints', () => {
  it('the first whole number, of any length; none printed: the fallback', () => {
    expect(keywordNumber({ name: 'DEAD DROP', args: [': 12M'] })).toBe(12);
    expect(keywordNumber({ name: 'MUTATION', args: ['x', '4'] })).toBe(4);
    expect(keywordNumber({ name: 'DISASTER LEVEL', args: ['high'] }, 3)).toBe(3);
  });

  it('9.26 REGENERATION engages its card only when its cost says so', () => {
    expect(regenerationAbility({ name: 'REGENERATION', args: ['engage'] })).toMatchObject({ engage: true });
    expect(regenerationAbility({ name: 'REGENERATION', args: ['1M'] })).not.toHaveProperty('engage');
  });
});

describe('10.1 errata', () => {
  const mindfire = defineCard('Mindfire', 'event', cost(2), {});
  const abrupt = defineCard('Mindfire', 'event', cost(2), {}, { keywords: [{ name: 'abrupt', args: [] }] });

  it('10.1.1 Mindfire gains ABRUPT under a revision with errata, once', () => {
    const fixed = withErrata({ Mindfire: mindfire }, V1_7.parameters);
    expect(fixed.library.Mindfire?.keywords).toEqual([{ name: 'ABRUPT', args: [] }]);
    expect(fixed.applied).toEqual([{ key: 'errata.mindfire', card: 'Mindfire', says: 'it has ABRUPT' }]);
    expect(withErrata({ Mindfire: abrupt }, V1_7.parameters).library.Mindfire?.keywords).toHaveLength(1);
  });

  it('no erratum applies under a revision without errata, nor to a pool without those cards', () => {
    expect(withErrata({ Mindfire: mindfire }, V1_5_5.parameters)).toEqual({
      library: { Mindfire: mindfire },
      applied: [],
    });
    const pool = { Grunt: defineCard('Grunt', 'character', cost(1), { BQ: 1 }) };
    expect(withErrata(pool, V1_7.parameters)).toEqual({ library: pool, applied: [] });
  });
});
