import type { Ability, KeywordInstance } from '../../model/card.js';
import type { RuleParameters } from '../../revisions/profile.js';
import { ruleSet } from '../rule-set.js';
import { keywordNumber } from './keyword-number.js';

/**
 * DEAD DROP N (9.9): when its card is deployed from its controller's hand, he may search his deck for
 * any number of equipment cards whose valuations add up to N or less and deploy them without paying.
 * The revisions differ on the valuation counted (`deadDropValuation`) and on where the equipment docks
 * (`deadDropPlacement`, D-DEAD-DROP).
 */
export const DEAD_DROP = ruleSet('keyword.dead-drop', {
  triggers: {
    clause: '9.9',
    summary:
      'A DEAD DROP card deployed from the hand lets its controller search his deck for equipment to deploy free.',
  },
  fromHandOnly: {
    clause: '9.9',
    summary: 'DEAD DROP triggers only when its card is deployed from the hand.',
  },
});

export function deadDropAbility(k: KeywordInstance, par: RuleParameters): Ability {
  const n = keywordNumber(k);
  const adjacent = par.deadDropPlacement === 'adjacent';
  return {
    kind: 'automatic',
    trigger: 'deployed-from-hand',
    name: 'DEAD DROP',
    keyword: 'DEAD DROP',
    effects: [
      {
        op: 'search',
        who: 'controller',
        search: {
          who: 'controller',
          zones: 'deck',
          filter: { types: ['equipment'] },
          count: 'any',
          valuation: { limit: n, of: par.deadDropValuation, combined: true },
          into: adjacent ? 'deploy-adjacent' : 'deploy',
        },
      },
    ],
    text: `DEAD DROP ${n}: search your deck for equipment worth ${n} or less in all and deploy them${adjacent ? ' next to this card' : ''}`,
  };
}
