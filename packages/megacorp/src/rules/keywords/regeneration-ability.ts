import type { Ability, KeywordInstance } from '../../model/card.js';
import { keywordCost } from './keyword-cost.js';

/**
 * The ability REGENERATION gives (9.26): pay its printed cost (`REGENERATION: annihilate a card`) to
 * regenerate. Apart from the regeneration rule (regeneration.ts), which finds every ability of a card
 * that regenerates it, printed or given by a keyword, in the keyword-ability table that builds this one.
 */
export function regenerationAbility(k: KeywordInstance): Ability {
  const c = keywordCost(k.args);
  return {
    kind: 'activated',
    name: 'REGENERATION',
    keyword: 'REGENERATION',
    cost: c.cost,
    ...(c.engage ? { engage: true } : {}),
    ...(c.extraCosts.length ? { extraCosts: c.extraCosts } : {}),
    effects: [{ op: 'regenerate', who: 'self' }],
    text: `${k.name}${k.args.length ? ` ${k.args.join(' ')}` : ''}: regenerate this card`,
  };
}
