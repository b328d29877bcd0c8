import type { Violation } from '@arbiter/core';
import type { Action, ActionOf } from '../model/action.js';
import { card, def, isEngaged, parametersOf, pileOf, player } from '../model/query.js';
import type { GameState, PlayerId } from '../model/state.js';
import { isTrait, TRAITS } from '../model/traits.js';
import { inFlow } from '../model/where.js';
import { ACTION, checkCard, checkPlayer } from './action-shape.js';
import { currentTrait } from './card-in-play.js';
import { engageProblem } from './keywords/terrain.js';
import { cannotPay } from './money.js';
import { setPileEngaged } from './orientation.js';
import { keepPriority } from './priority.js';
import { ruleSet } from './rule-set.js';
import { emit, type Tx, violation } from './tx.js';
import { playerDraft } from './zones.js';

export const PRODUCE = ruleSet('produce', {
  whenAllowed: {
    clause: '6.1',
    summary: 'A player produces traits while he holds priority or while he has a trait cost to pay.',
  },
  unknownTrait: { clause: '2.5', summary: 'The traits are IQ, EQ, MQ and BQ.' },
  notInPlay: { clause: '6.1.1', summary: 'Only a card in play can be engaged to produce a trait.' },
  mustBeDisengaged: { clause: '6.1.1', summary: 'Only a disengaged card can be engaged to produce a trait.' },
  bondedCannotProduce: { clause: '3.10.2', summary: 'A bonded card cannot be engaged to produce traits.' },
  nullTrait: { clause: '6.1.1.1', summary: 'A card cannot produce a trait it has a null value in.' },
  engage: {
    clause: '6.1.2',
    summary: 'Producing engages the chosen card and adds the trait to its controller’s pool.',
  },
  ownNetworkOnly: {
    clause: '6.1.1',
    summary: 'Where the revision says so, only cards in the player’s own network can produce traits for him.',
  },
  addsCurrentValue: {
    clause: '6.1.2.1',
    summary: 'The amount produced is the card’s current value in that trait.',
  },
});

/** Upkeep is paid outside any priority window, so the active player may produce while some is due (6.1, 6.1.3). */
function payingUpkeep(s: GameState, who: PlayerId): boolean {
  return inFlow(s, 'turn.accounting.upkeep') && s.turn.active === who && s.upkeepDue.length > 0;
}

/** Whether a due upkeep needs traits the pool does not hold yet: the only reason to produce in that step. */
function upkeepNeedsTraits(s: GameState, who: PlayerId): boolean {
  return s.upkeepDue.some((id) => {
    const cost = def(s, id).upkeep;
    if (!cost) return false;
    const why = cannotPay(s, who, { money: 0, traits: cost.traits });
    return why !== null;
  });
}

export function validateProduce(s: GameState, a: ActionOf<'produce'>): Violation | null {
  const bad = checkPlayer(s, a.player) ?? checkCard(s, a.card);
  if (bad) return bad;
  // Stryker disable next-line ConditionalExpression: `isTrait` refuses a non-string too; the type test is for the compiler
  if (typeof a.trait !== 'string' || !isTrait(a.trait)) {
    return violation(
      s,
      PRODUCE.unknownTrait,
      `${JSON.stringify(a.trait)} is not a trait`,
      'choose IQ, EQ, MQ or BQ',
    );
  }
  if (s.priority?.holder !== a.player && !payingUpkeep(s, a.player)) {
    return violation(s, PRODUCE.whenAllowed, `${a.player} neither holds priority nor has a cost to pay`);
  }
  const where = pileOf(s, a.card);
  const name = def(s, a.card).name;
  if (!where) return violation(s, PRODUCE.notInPlay, `${name} is not in play`);
  if (card(s, a.card).controller !== a.player) {
    return violation(s, ACTION.notYourCard, `${a.player} does not control ${name}`);
  }
  if (parametersOf(s).produceScope === 'controlled-in-own-network' && where.network !== a.player) {
    return violation(
      s,
      PRODUCE.ownNetworkOnly,
      `${name} is in ${where.network}'s network, and only cards in ${a.player}'s own network produce traits for him`,
    );
  }
  if (where.depth > 0) {
    return violation(
      s,
      PRODUCE.bondedCannotProduce,
      `${name} is bonded under another card`,
      'engage the top card of the pile',
    );
  }
  if (isEngaged(s, a.card)) return violation(s, PRODUCE.mustBeDisengaged, `${name} is already engaged`);
  const terrain = engageProblem(s, a.card);
  if (terrain) return terrain;
  if (def(s, a.card).traits[a.trait] === null) {
    return violation(
      s,
      PRODUCE.nullTrait,
      `${name} has a null ${a.trait}`,
      'produce one of its other traits',
    );
  }
  return null;
}

/** 6.1.2: engage the card's pile (3.10.10) and add its current value in the trait (6.1.2.1). */
export function applyProduce(tx: Tx, a: ActionOf<'produce'>): void {
  setPileEngaged(tx, a.card, true, PRODUCE.engage);
  const amount = Math.max(0, currentTrait(tx.g, a.card, a.trait) ?? 0);
  const p = playerDraft(tx, a.player);
  p.pools[a.trait] += amount;
  emit(
    tx,
    PRODUCE.addsCurrentValue,
    `${a.player} produces ${amount} ${a.trait} with ${def(tx.g, a.card).name} (pool: ${p.pools[a.trait]} ${a.trait})`,
    { player: a.player, card: a.card, amount },
  );
  if (tx.g.priority?.holder === a.player) keepPriority(tx, a.player);
}

export function legalProduce(s: GameState, who: PlayerId): Action[] {
  if (player(s, who).lost) return [];
  const withPriority = s.priority?.holder === who;
  if (!withPriority && !(payingUpkeep(s, who) && upkeepNeedsTraits(s, who))) return [];
  const out: Action[] = [];
  const ownOnly = parametersOf(s).produceScope === 'controlled-in-own-network';
  for (const p of s.players) {
    if (ownOnly && p.id !== who) continue;
    for (const pile of p.network) {
      const top = pile.cards[0];
      // Stryker disable next-line ConditionalExpression: a pile is never empty
      if (top === undefined) continue;
      const c = card(s, top);
      if (c.controller !== who || isEngaged(s, top) || engageProblem(s, top)) continue;
      for (const trait of TRAITS) {
        if (def(s, top).traits[trait] === null) continue;
        out.push({ type: 'produce', player: who, card: top, trait });
      }
    }
  }
  return out;
}
