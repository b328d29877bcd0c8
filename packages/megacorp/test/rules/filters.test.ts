import { describe, expect, it } from 'vitest';
import { cost, defineCard } from '../../src/index.js';
import { definitionFits, describeCondition, describeFilter, isQualitative } from '../../src/rules/filters.js';

/** Printed filters (`target #building`, `a card named "X"`, `a character with BQ`) read against card definitions. */
const tower = defineCard(
  'Watch Tower',
  'location',
  cost(3),
  { BQ: 5 },
  { subtypes: ['Building', 'Military'] },
);
const brawler = defineCard(
  'Brawler',
  'character',
  cost(2),
  { IQ: 1, EQ: 1, MQ: 1, BQ: 3 },
  {
    keywords: [{ name: 'MELEE', args: [] }],
  },
);

describe('what a printed filter asks of a card', () => {
  it('a type: one of the listed types; an empty list asks none', () => {
    expect(definitionFits(tower, { types: ['location'] })).toBe(true);
    expect(definitionFits(tower, { types: ['character', 'location'] })).toBe(true);
    expect(definitionFits(tower, { types: ['character'] })).toBe(false);
    expect(definitionFits(tower, { types: [] })).toBe(true);
  });

  it('a name: the same name, whatever its case', () => {
    expect(definitionFits(tower, { name: 'watch tower' })).toBe(true);
    expect(definitionFits(tower, { name: 'Watch' })).toBe(false);
  });

  it('subtypes: every one listed, whatever their case', () => {
    expect(definitionFits(tower, { subtypes: ['building'] })).toBe(true);
    expect(definitionFits(tower, { subtypes: ['BUILDING', 'military'] })).toBe(true);
    expect(definitionFits(tower, { subtypes: ['building', 'water'] })).toBe(false);
    expect(definitionFits(brawler, { subtypes: ['building'] })).toBe(false);
  });

  it('a keyword: printed on the card, whatever its case', () => {
    expect(definitionFits(brawler, { keyword: 'melee' })).toBe(true);
    expect(definitionFits(brawler, { keyword: 'FLYING' })).toBe(false);
    expect(definitionFits(tower, { keyword: 'MELEE' })).toBe(false);
  });

  it('a trait: a value in it, 0 included (DEVELOPMENT’s "a character with BQ")', () => {
    expect(definitionFits(brawler, { withTrait: 'BQ' })).toBe(true);
    expect(definitionFits(tower, { withTrait: 'IQ' })).toBe(false);
    const zero = defineCard('Clerk', 'character', cost(1), { IQ: 0, EQ: 1, MQ: 1, BQ: 1 });
    expect(definitionFits(zero, { withTrait: 'IQ' })).toBe(true);
  });

  it('every part at once', () => {
    expect(definitionFits(tower, { types: ['location'], subtypes: ['building'], withTrait: 'BQ' })).toBe(
      true,
    );
    expect(definitionFits(tower, { types: ['location'], subtypes: ['building'], name: 'Bunker' })).toBe(
      false,
    );
  });
});

describe('6.8.2 a search that asks for a quality (a type, a subtype, a name or a keyword)', () => {
  it('is qualitative; one that asks only for a trait or a controller is not', () => {
    expect(isQualitative({ types: ['location'] })).toBe(true);
    expect(isQualitative({ subtypes: ['building'] })).toBe(true);
    expect(isQualitative({ name: 'Watch Tower' })).toBe(true);
    expect(isQualitative({ keyword: 'MELEE' })).toBe(true);
    expect(isQualitative({ types: [], subtypes: [] })).toBe(false);
    expect(isQualitative({ withTrait: 'BQ', controller: 'you' })).toBe(false);
  });
});

describe('a filter and a condition in words, as refusals and the log print them', () => {
  it('a filter reads as printed: "another", subtypes, types, name, keyword, trait, controller', () => {
    expect(describeFilter(undefined)).toBe('a card');
    expect(describeFilter({})).toBe('card');
    expect(describeFilter({ types: [] })).toBe('card');
    expect(describeFilter({ types: ['character', 'location'] })).toBe('character or location');
    expect(describeFilter({ other: true, subtypes: ['building', 'water'], types: ['location'] })).toBe(
      'another #building #water location',
    );
    expect(describeFilter({ name: 'Watch Tower' })).toBe('card named "Watch Tower"');
    expect(describeFilter({ types: ['character'], keyword: 'MELEE' })).toBe('character with MELEE');
    expect(describeFilter({ types: ['character'], withTrait: 'BQ' })).toBe('character with BQ');
    expect(describeFilter({ types: ['equipment'], controller: 'you' })).toBe('equipment you control');
    expect(describeFilter({ controller: 'opponent' })).toBe('card an opponent controls');
  });

  it('a condition reads as printed: who controls how many of what, engagement, money', () => {
    const water = { subtypes: ['water'] };
    expect(describeCondition({ kind: 'controls', who: 'you', filter: water, atLeast: 1 })).toBe(
      'its controller controls #water card',
    );
    expect(describeCondition({ kind: 'controls', who: 'opponent', filter: water, atLeast: 2 })).toBe(
      'an opponent controls 2 × #water card',
    );
    expect(describeCondition({ kind: 'self-engaged', engaged: true })).toBe('the card is engaged');
    expect(describeCondition({ kind: 'self-engaged', engaged: false })).toBe('the card is disengaged');
    expect(describeCondition({ kind: 'target-engaged', engaged: true })).toBe('its target is engaged');
    expect(describeCondition({ kind: 'target-engaged', engaged: false })).toBe('its target is disengaged');
    expect(describeCondition({ kind: 'money', atLeast: 5 })).toBe('its controller has 5 M or more');
    expect(describeCondition({ kind: 'money', atMost: 2 })).toBe('its controller has 2 M or less');
  });
});
