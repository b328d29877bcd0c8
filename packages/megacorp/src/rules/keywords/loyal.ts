import type { Violation } from '@arbiter/core';
import { def } from '../../model/query.js';
import type { CardId, GameState } from '../../model/state.js';
import { ruleSet } from '../rule-set.js';
import { violation } from '../tx.js';
import { keywordOf } from './card-keywords.js';

/**
 * LOYAL (9.19): while in play a LOYAL card cannot be bought by an opponent, and its controller cannot
 * sell it. It can still be bought from an open market. A static ability: it works engaged or not.
 */
export const LOYAL = ruleSet('keyword.loyal', {
  notBoughtFromPlay: {
    clause: '9.19',
    summary: 'A LOYAL card cannot be bought by an opponent while it is in play.',
  },
  notSold: { clause: '9.19', summary: 'A LOYAL card cannot be sold by its controller.' },
});

/** 9.19: buying a LOYAL card in play is refused. */
export function loyalBuyProblem(s: GameState, id: CardId): Violation | null {
  if (!keywordOf(s, id, 'LOYAL')) return null;
  return violation(
    s,
    LOYAL.notBoughtFromPlay,
    `${def(s, id).name} is LOYAL`,
    'LOYAL cards can only be bought from an open market',
  );
}

/** 9.19: selling a LOYAL card is refused. */
export function loyalSellProblem(s: GameState, id: CardId): Violation | null {
  if (!keywordOf(s, id, 'LOYAL')) return null;
  return violation(s, LOYAL.notSold, `${def(s, id).name} is LOYAL`);
}
