import type { Ability, KeywordInstance } from '../../model/card.js';
import type { RuleParameters } from '../../revisions/profile.js';
import { ruleSet } from '../rule-set.js';
import { keywordNumber } from './keyword-number.js';

/**
 * MUTATION N (9.22): when its card is deployed, its controller may search his deck for one #mutation
 * card with a money valuation of N or less and deploy it, without paying, bonded under the card. The
 * revisions differ on which deployments trigger it (`mutationTrigger`, D-MUTATION): any, a purchase
 * included (9.22), or only one from the hand.
 */
export const MUTATION = ruleSet('keyword.mutation', {
  triggers: {
    clause: '9.22',
    summary:
      'A deployed MUTATION card lets its controller search his deck for one #mutation card to bond under it.',
  },
  fromHandOnly: {
    clause: '9.22',
    summary: 'Where the revision says so, MUTATION triggers only when its card is deployed from the hand.',
  },
});

export function mutationAbility(k: KeywordInstance, par: RuleParameters): Ability {
  const n = keywordNumber(k);
  return {
    kind: 'automatic',
    trigger: par.mutationTrigger === 'from-hand' ? 'deployed-from-hand' : 'deployed',
    name: 'MUTATION',
    keyword: 'MUTATION',
    effects: [
      {
        op: 'search',
        who: 'controller',
        search: {
          who: 'controller',
          zones: 'deck',
          filter: { subtypes: ['mutation'] },
          count: 1,
          // Stryker disable next-line BooleanLiteral: one card is found, so its valuation is the total
          valuation: { limit: n, of: 'money', combined: false },
          into: 'bond',
        },
      },
    ],
    text: `MUTATION ${n}: search your deck for a #mutation card of ${n} M or less and deploy it bonded to this card`,
  };
}
