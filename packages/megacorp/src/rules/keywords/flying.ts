import type { Violation } from '@arbiter/core';
import { def, isEngaged, parametersOf } from '../../model/query.js';
import type { CardId, GameState } from '../../model/state.js';
import { ruleSet } from '../rule-set.js';
import { violation } from '../tx.js';
import { cardKeyword } from './card-keywords.js';

/**
 * FLYING (9.15): only flyers block a flyer. The glossaries of V1.5.5 and Ed 3.0 add that an engaged
 * flyer loses FLYING (`flyingWhileEngaged`), that a non-flyer may not retaliate against a flyer
 * (`flyingRetaliation`) and, by implication, that a disengaged flyer can be attacked only by flyers
 * (`flyingTarget`).
 */
export const FLYING = ruleSet('keyword.flying', {
  onlyFlyersBlock: { clause: '9.15', summary: 'Only a card with FLYING may block a card with FLYING.' },
  lostWhileEngaged: {
    clause: '9.15',
    silent: true,
    summary:
      'Where the revision says so, an engaged card loses FLYING (in the reading taken, not while it attacks).',
  },
  onlyFlyersRetaliate: {
    clause: '9.15',
    silent: true,
    summary:
      'Where the revision says so, a card without FLYING deals no retaliation damage to a card with FLYING.',
  },
  onlyFlyersAttack: {
    clause: '9.15',
    silent: true,
    summary:
      'Where the revision says so, a disengaged card with FLYING is attacked only by cards with FLYING.',
  },
});

/** Whether the card flies now: it has FLYING, unless engagement took it away (`flyingWhileEngaged`). */
export function flies(s: GameState, id: CardId): boolean {
  if (!cardKeyword(s, id, 'FLYING')) return false;
  if (!isEngaged(s, id)) return true;
  switch (parametersOf(s).flyingWhileEngaged) {
    case 'keeps':
      return true;
    case 'loses':
      return false;
    case 'loses-unless-attacking':
      return s.challenge?.attacker === id;
  }
}

const lost = (s: GameState, id: CardId) =>
  cardKeyword(s, id, 'FLYING') && !flies(s, id) ? ' (engaged, it lost FLYING)' : '';

/** 9.15: a flying attacker is blocked only by flyers. */
export function flyingBlockProblem(s: GameState, attacker: CardId, blocker: CardId): Violation | null {
  if (!flies(s, attacker) || flies(s, blocker)) return null;
  return violation(
    s,
    FLYING.onlyFlyersBlock,
    `${def(s, attacker).name} has FLYING; ${def(s, blocker).name} cannot fly${lost(s, blocker)} and cannot block it`,
  );
}

/** `flyingRetaliation: 'flyers-only'`: a non-flyer deals no retaliation to a flying attacker. */
export function flyingRetaliationProblem(
  s: GameState,
  retaliator: CardId,
  attacker: CardId,
): Violation | null {
  if (parametersOf(s).flyingRetaliation !== 'flyers-only') return null;
  if (!flies(s, attacker) || flies(s, retaliator)) return null;
  return violation(
    s,
    FLYING.onlyFlyersRetaliate,
    `${def(s, attacker).name} has FLYING; ${def(s, retaliator).name} cannot fly and cannot retaliate against it`,
  );
}

/** `flyingTarget: 'flyers-unless-engaged'`: a disengaged flyer is attacked only by flyers. */
export function flyingTargetProblem(s: GameState, attacker: CardId, target: CardId): Violation | null {
  if (parametersOf(s).flyingTarget !== 'flyers-unless-engaged') return null;
  if (!cardKeyword(s, target, 'FLYING') || isEngaged(s, target) || flies(s, attacker)) return null;
  return violation(
    s,
    FLYING.onlyFlyersAttack,
    `${def(s, target).name} flies and is disengaged; only a card with FLYING may attack it`,
    'attack it once it is engaged, or with a flyer',
  );
}
