import type { Violation } from '@arbiter/core';
import type { Ability, ExtraCost } from '../model/card.js';
import { def, isEngaged } from '../model/query.js';
import type { CardId, GameState, PlayerId } from '../model/state.js';
import { fits } from './card-in-play.js';
import { describeFilter } from './filters.js';
import { engageProblem } from './keywords/terrain.js';
import { cannotPay } from './money.js';
import { ruleSet } from './rule-set.js';
import { violation } from './tx.js';

/**
 * The costs of an activated ability (7.2, 8.1): money and traits from the pools, engaging the card
 * itself (3.2.1.4), and cards of one's own to annihilate or engage, named when it is activated.
 */
export const ABILITY_COST = ruleSet('ability-cost', {
  extraCost: {
    clause: '7.2',
    summary: 'A cost that annihilates or engages a card is paid with a card its player controls in play.',
  },
  annihilated: { clause: '8.5', summary: 'A card annihilated to pay a cost leaves the game.' },
  engaged: { clause: '3.2.1.4', summary: 'A card engaged to pay a cost turns with its pile.' },
});

type Activated = Extract<Ability, { kind: 'activated' }>;

/** Cards `who` may name for one extra cost now. */
export function extraCostOptions(s: GameState, who: PlayerId, cost: ExtraCost, self: CardId): CardId[] {
  return s.players
    .flatMap((p) => p.network.flatMap((pile) => pile.cards))
    .filter((id) => extraCostProblem(s, who, cost, id, self) === null);
}

/** Why this card cannot pay the extra cost, or null. */
export function extraCostProblem(
  s: GameState,
  who: PlayerId,
  cost: ExtraCost,
  id: CardId,
  self: CardId,
): Violation | null {
  const c = s.cards[id];
  if (!c) return violation(s, ABILITY_COST.extraCost, `there is no card ${id}`);
  const name = def(s, id).name;
  if (c.controller !== who) return violation(s, ABILITY_COST.extraCost, `${who} does not control ${name}`);
  if (!fits(s, id, cost.filter, who, self))
    return violation(s, ABILITY_COST.extraCost, `${name} is not ${describeFilter(cost.filter)}`);
  const inPlay = s.players.some((p) => p.network.some((pile) => pile.cards[0] === id));
  if (!inPlay) return violation(s, ABILITY_COST.extraCost, `${name} is not the top card of a pile in play`);
  if (cost.kind !== 'engage') return null;
  if (isEngaged(s, id)) return violation(s, ABILITY_COST.extraCost, `${name} is already engaged`);
  return engageProblem(s, id);
}

/** Whether the ability's whole cost can be paid now (money, traits, the card engaging, extra cards). */
export function costPayable(s: GameState, who: PlayerId, ab: Activated, self: CardId): boolean {
  if (cannotPay(s, who, ab.cost)) return false;
  if (ab.engage && (isEngaged(s, self) || engageProblem(s, self))) return false;
  const used = new Set<CardId>();
  for (const x of ab.extraCosts ?? []) {
    const pick = extraCostOptions(s, who, x, self).find((id) => !used.has(id));
    if (pick === undefined) return false;
    used.add(pick);
  }
  return true;
}
