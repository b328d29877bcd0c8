import { def, parametersOf } from '../../model/query.js';
import type { CardId, GameState } from '../../model/state.js';
import { ruleSet } from '../rule-set.js';
import { cardKeyword, isOfListedKind, keywordWords } from './card-keywords.js';

/**
 * DEMOLISHER (9.10): a card of a type or subtype the keyword lists (`DEMOLISHER #building`,
 * `DEMOLISHER (#location, #equipment)`) is destroyed once the DEMOLISHER deals it at least 1 damage in
 * a challenge: V1.7 only when it is the DEMOLISHER's target; the glossaries any card it damages
 * (`demolisherReach`).
 */
export const DEMOLISHER = ruleSet('keyword.demolisher', {
  destroysListed: {
    clause: '9.10',
    summary:
      'A card of a kind a DEMOLISHER lists is destroyed when the DEMOLISHER deals it damage in a challenge (its target only, where the revision says so).',
  },
});

/**
 * Whether `source`'s damage to `target` destroys it by DEMOLISHER. `attacked` says whether `target` is
 * a card `source` attacked (the defending card, or a card of its area), as opposed to a blocker or the
 * attacker it retaliates against.
 */
export function demolishes(s: GameState, source: CardId, target: CardId, attacked: boolean): boolean {
  const k = cardKeyword(s, source, 'DEMOLISHER');
  if (!k || !isOfListedKind(s, target, keywordWords(k))) return false;
  return attacked || parametersOf(s).demolisherReach === 'any-card-it-damages';
}

export const demolisherText = (s: GameState, source: CardId, target: CardId): string =>
  `${def(s, target).name} is of a kind ${def(s, source).name}'s DEMOLISHER lists and is destroyed`;
