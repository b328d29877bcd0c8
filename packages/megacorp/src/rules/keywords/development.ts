import type { Ability, KeywordInstance } from '../../model/card.js';
import { def } from '../../model/query.js';
import type { CardId } from '../../model/state.js';
import { isTrait, TRAITS, type Trait } from '../../model/traits.js';
import { currentTrait } from '../card-in-play.js';
import { namedCounter } from '../named-counters.js';
import { ruleSet } from '../rule-set.js';
import { emit, type Tx } from '../tx.js';

/**
 * DEVELOPMENT (9.11): an activated ability that puts development counters on its card. By default
 * (9.11.1) its cost is to engage a character with the trait it names, and it adds as many counters as
 * that character's current value in the trait — so the revision's damage model (`damageModel`) decides
 * whether damage lowers the count (D-DEVELOPMENT). The counters mean what the card's text says.
 */
export const DEVELOPMENT = ruleSet('keyword.development', {
  activated: {
    clause: '9.11',
    summary:
      'DEVELOPMENT is an activated ability: engage a character with the named trait to develop the card.',
  },
  counters: {
    clause: '9.11.1',
    summary: 'It adds development counters equal to the engaged character’s current value in that trait.',
  },
});

/** The traits a DEVELOPMENT keyword names (`DEVELOPMENT BQ`, `DEVELOPMENT: IQ or BQ`; none named: any trait). */
export function developmentTraits(k: KeywordInstance): Trait[] {
  const named = k.args
    // Stryker disable next-line Regex: splitting at each separator leaves empty words, which name no trait
    .flatMap((a) => a.split(/[\s,:]+/))
    .map((w) => w.toUpperCase())
    .filter((w): w is Trait => isTrait(w));
  return named.length > 0 ? [...new Set(named)] : [...TRAITS];
}

/** One DEVELOPMENT ability per trait named: engage a character you control with it → counters. */
export function developmentAbilities(k: KeywordInstance): Ability[] {
  return developmentTraits(k).map((trait) => ({
    kind: 'activated',
    name: 'DEVELOPMENT',
    keyword: 'DEVELOPMENT',
    cost: { money: 0, traits: {} },
    extraCosts: [
      { kind: 'engage', filter: { types: ['character'], controller: 'you', other: true, withTrait: trait } },
    ],
    effects: [{ op: 'develop', trait, who: 'self' }],
    text: `${k.name} ${trait}: engage a character with ${trait}, add development counters equal to its ${trait}`,
  }));
}

/** 9.11.1: development counters on `self`, as many as the engaged character's current value in `trait`. */
export function develop(tx: Tx, self: CardId, engaged: CardId | null, trait: Trait): void {
  const n = engaged && tx.g.cards[engaged] ? Math.max(0, currentTrait(tx.g, engaged, trait) ?? 0) : 0;
  const by = engaged && tx.g.cards[engaged] ? def(tx.g, engaged).name : 'nobody';
  emit(tx, DEVELOPMENT.counters, `${def(tx.g, self).name} develops with ${by}'s ${trait} ${n}`, {
    card: self,
    amount: n,
  });
  namedCounter(tx, self, 'development', n, DEVELOPMENT.counters);
}
