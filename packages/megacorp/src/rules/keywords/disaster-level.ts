import type { Ability, KeywordInstance, SearchZones } from '../../model/card.js';
import type { RuleParameters } from '../../revisions/profile.js';
import { ruleSet } from '../rule-set.js';
import { keywordNumber } from './keyword-number.js';

/**
 * DISASTER LEVEL N (9.12): when a card with it is deployed, the other players may search for up to N
 * crisis cards (subtype #crisis), reveal them and put them into their hands. The revisions differ on
 * who searches (`disasterLevelSearchers`) and where (`disasterLevelZones`, D-DISASTER-LEVEL); when the
 * search happens follows `deploymentTriggers` (D-DEPLOY-TRIGGER-STACK).
 */
export const DISASTER_LEVEL = ruleSet('keyword.disaster-level', {
  triggers: {
    clause: '9.12',
    summary: 'A deployed DISASTER LEVEL card lets the other players search for up to that many crisis cards.',
  },
});

const ZONES: Record<RuleParameters['disasterLevelZones'], SearchZones> = {
  'deck-or-open-market': 'deck-or-open-market',
  'deck-and-open-market': 'deck-and-open-market',
  deck: 'deck',
};

export function disasterLevelAbility(k: KeywordInstance, par: RuleParameters): Ability {
  const n = keywordNumber(k, 1);
  const who = par.disasterLevelSearchers === 'other-players' ? 'each-opponent' : 'each-player';
  return {
    kind: 'automatic',
    trigger: 'deployed',
    name: 'DISASTER LEVEL',
    keyword: 'DISASTER LEVEL',
    effects: [
      {
        op: 'search',
        who: 'controller',
        search: {
          who,
          zones: ZONES[par.disasterLevelZones],
          filter: { subtypes: ['crisis'] },
          count: n,
          into: 'hand',
        },
      },
    ],
    // Stryker disable next-line ConditionalExpression,EqualityOperator: the card's text, read by players, not a ruling
    text: `DISASTER LEVEL ${n}: ${who === 'each-opponent' ? 'the other players' : 'every player'} may search for up to ${n} crisis card(s) and put them into their hands`,
  };
}
