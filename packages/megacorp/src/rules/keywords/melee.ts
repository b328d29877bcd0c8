import type { Violation } from '@arbiter/core';
import { def, parametersOf, pileOf } from '../../model/query.js';
import type { CardId, GameState, NetworkSpace } from '../../model/state.js';
import { radius } from '../network.js';
import { ruleSet } from '../rule-set.js';
import { violation } from '../tx.js';
import { cardKeyword } from './card-keywords.js';

/**
 * MELEE (9.20): the card attacks only spaces within one space of it, diagonals included, and deals
 * retaliation only to an attacker that close. Its reach includes surrounded cards where the revision
 * says so (`meleeReachesSurrounded`; the English edition says "surrounding" instead). Reach is measured
 * on one grid: a card in another network is never within reach.
 */
export const MELEE = ruleSet('keyword.melee', {
  attackReach: {
    clause: '9.20',
    summary:
      'A card with MELEE attacks only spaces within one space of it in its own network, diagonals included.',
  },
  retaliationReach: {
    clause: '9.20',
    summary: 'A card with MELEE retaliates only against an attacker within one space of it.',
  },
  reachesSurrounded: {
    clause: '9.20',
    summary: 'Where the revision says so, a card with MELEE may attack a surrounded card within its reach.',
  },
});

/** Whether the space is within one space of the card, in the same network (the square of radius 1). */
export function inMeleeReach(s: GameState, id: CardId, space: NetworkSpace): boolean {
  const at = pileOf(s, id);
  if (!at || at.network !== space.network) return false;
  return radius(at.pile, 1).some((p) => p.x === space.x && p.y === space.y);
}

/** 9.20: a MELEE attacker's target must be within its reach. */
export function meleeTargetProblem(s: GameState, attacker: CardId, space: NetworkSpace): Violation | null {
  if (!cardKeyword(s, attacker, 'MELEE') || inMeleeReach(s, attacker, space)) return null;
  return violation(
    s,
    MELEE.attackReach,
    `${def(s, attacker).name} has MELEE: (${space.x},${space.y}) of ${space.network}'s network is out of its reach`,
    'attack a space next to it, diagonals included',
  );
}

/** `meleeReachesSurrounded`: a MELEE attacker may attack a surrounded space within its reach. */
export function meleeIgnoresSurround(s: GameState, attacker: CardId, space: NetworkSpace): boolean {
  return (
    parametersOf(s).meleeReachesSurrounded &&
    cardKeyword(s, attacker, 'MELEE') !== undefined &&
    inMeleeReach(s, attacker, space)
  );
}

/** 9.20: a MELEE defender retaliates only against an attacker within its reach. */
export function meleeRetaliationProblem(
  s: GameState,
  retaliator: CardId,
  attacker: CardId,
): Violation | null {
  if (!cardKeyword(s, retaliator, 'MELEE')) return null;
  const at = pileOf(s, attacker);
  if (at && inMeleeReach(s, retaliator, { network: at.network, x: at.pile.x, y: at.pile.y })) return null;
  return violation(
    s,
    MELEE.retaliationReach,
    `${def(s, retaliator).name} has MELEE and ${def(s, attacker).name} is out of its reach`,
  );
}
