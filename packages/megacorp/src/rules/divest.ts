import type { Violation } from '@arbiter/core';
import type { Action, ActionOf } from '../model/action.js';
import { isUnique } from '../model/card.js';
import { card, def, isEngaged, parametersOf, pileOf, player } from '../model/query.js';
import type { CardId, GameState, PlayerId } from '../model/state.js';
import { inFlow } from '../model/where.js';
import { ACTION, checkCard, checkPlayer } from './action-shape.js';
import { ceaseIfToken, destroy, leavePlay } from './destruction.js';
import { loyalSellProblem } from './keywords/loyal.js';
import { gainMoney } from './money.js';
import { ruleSet } from './rule-set.js';
import { emit, type Tx, violation } from './tx.js';
import { moneyValuation, saleValue } from './valuation.js';
import { putOnTop, takeCard } from './zones.js';

export const DIVEST = ruleSet('divest', {
  onlyInDivestPhase: {
    clause: '5.5.1',
    summary: 'Cards are sold only by the active player in his Divest Phase.',
  },
  oneSalePerTurn: {
    clause: '5.5.2',
    summary: 'The active player sells at most one card in the Divest Phase.',
  },
  notInPlay: { clause: '5.5.1', summary: 'Only a card in play that its seller controls can be sold.' },
  sellTopOfPile: { clause: '5.5.3', summary: 'A pile is sold through its top card.' },
  engagedCannotBeSold: { clause: '3.2.1.8', summary: 'An engaged card cannot be sold.' },
  cannotSellBusiness: { clause: '5.5.4', summary: 'A player may not sell his business.' },
  cameIntoPlayThisTurn: { clause: '5.5.5', summary: 'A card that came into play this turn cannot be sold.' },
  salePaysValuation: { clause: '5.5.6.2', summary: 'The seller gains the money valuation of the sold card.' },
  soldToOpenMarket: { clause: '5.5.6.3', summary: 'The sold card goes into its seller’s open market.' },
  bondedDestroyed: {
    clause: '3.10.7',
    summary: 'When the top card of a pile is sold, the cards bonded under it are destroyed.',
  },
  wholePileSold: {
    clause: '5.5.3',
    summary: 'Under a whole-pile revision, a sold pile pays the money valuation of every card in it.',
  },
  sellScope: {
    clause: '5.5.1',
    summary: 'Which cards a player may sell: those he controls, or only those in his own network (and owns).',
  },
  uniqueCopiesSold: {
    clause: '7.8',
    silent: true,
    summary:
      'Where the revision says so, the copies in hand of a unique card in play are sold all at once in the Divest Phase.',
  },
});

export function validateSell(s: GameState, a: ActionOf<'sell'>): Violation | null {
  const bad = checkPlayer(s, a.player) ?? checkCard(s, a.card);
  if (bad) return bad;
  // The first sale ends the phase (5.5.7), so a second one would otherwise be refused for the phase:
  // the rule that forbids it is the one-sale limit.
  if (s.soldThisTurn && a.player === s.turn.active)
    return violation(s, DIVEST.oneSalePerTurn, `${a.player} has already sold a card this turn`);
  if (!inFlow(s, 'turn.divest.main') || a.player !== s.turn.active) {
    return violation(
      s,
      DIVEST.onlyInDivestPhase,
      'cards are sold only by the active player in the Divest Phase',
    );
  }
  // Selling is the active player's use of his priority with nothing waiting to resolve: the sale
  // ends the phase (5.5.7), and a phase never ends with the stack still holding something (3.9.5).
  if (s.priority?.holder !== a.player || s.stack.length > 0) {
    return violation(
      s,
      DIVEST.onlyInDivestPhase,
      `${a.player} may sell only while holding priority with an empty stack`,
      s.stack.length > 0 ? 'let the stack resolve first' : `wait until ${a.player} holds priority again`,
    );
  }
  const name = def(s, a.card).name;
  const where = pileOf(s, a.card);
  if (
    !where &&
    parametersOf(s).uniqueCopiesInHand === 'may-sell' &&
    isUnique(def(s, a.card)) &&
    player(s, a.player).hand.includes(a.card)
  ) {
    if (uniqueInPlay(s, a.player, name)) return null;
    return violation(
      s,
      DIVEST.uniqueCopiesSold,
      `${name} in hand can be sold only while ${a.player} controls a unique ${name} in play`,
    );
  }
  if (!where) return violation(s, DIVEST.notInPlay, `${name} is not in play`);
  const c = card(s, a.card);
  if (c.controller !== a.player)
    return violation(s, ACTION.notYourCard, `${a.player} does not control ${name}`);
  const scope = parametersOf(s).sellScope;
  if (scope !== 'controlled' && where.network !== a.player) {
    return violation(s, DIVEST.sellScope, `${name} is in ${where.network}'s network, not ${a.player}'s`);
  }
  if (scope === 'owned-in-own-network' && c.owner !== a.player) {
    return violation(s, DIVEST.sellScope, `${name} belongs to ${c.owner}, not ${a.player}`);
  }
  if (where.depth > 0) {
    const top = def(s, where.pile.cards[0] as CardId).name;
    return violation(s, DIVEST.sellTopOfPile, `${name} is bonded under ${top}`, `sell ${top} instead`);
  }
  if (def(s, a.card).type === 'business' && !parametersOf(s).businessSellable) {
    return violation(s, DIVEST.cannotSellBusiness, `${name} is a business and cannot be sold`);
  }
  if (isEngaged(s, a.card)) return violation(s, DIVEST.engagedCannotBeSold, `${name} is engaged`);
  if (c.enteredTurn === s.turn.number && !parametersOf(s).sellCardEnteredThisTurn) {
    return violation(
      s,
      DIVEST.cameIntoPlayThisTurn,
      `${name} came into play this turn`,
      'sell it on a later turn',
    );
  }
  return loyalSellProblem(s, a.card);
}

/** Takes a sold card out of play into the seller's open market; a token stops existing instead (7.9.4). */
function toMarket(tx: Tx, seller: PlayerId, id: CardId): void {
  const c = card(tx.g, id);
  leavePlay(tx, id);
  if (ceaseIfToken(tx, id)) return;
  putOnTop(tx, seller, 'openMarket', id);
  emit(tx, DIVEST.soldToOpenMarket, `${c.name} goes into ${seller}'s open market`, {
    card: id,
    player: seller,
  });
}

/**
 * 5.5.6: the seller gains the money valuation (as the revision reads it, `saleValue`) and the card
 * goes into his open market. Under
 * `sellPile: 'top-card-only'` the bonded cards are then destroyed (5.5.3, 5.5.6.3, 3.10.7); under
 * `'whole-pile'` their money valuations are paid too and they go to the open market under the top card.
 */
export function applySell(tx: Tx, a: ActionOf<'sell'>): void {
  const where = pileOf(tx.g, a.card);
  if (!where) {
    sellCopiesFromHand(tx, a.player, def(tx.g, a.card).name);
    tx.g.soldThisTurn = true;
    return;
  }
  const pile = [...where.pile.cards];
  const bonded = pile.slice(1);
  const wholePile = parametersOf(tx.g).sellPile === 'whole-pile';
  const name = def(tx.g, a.card).name;
  tx.g.soldThisTurn = true;
  if (wholePile && bonded.length > 0) {
    const total = pile.reduce((sum, id) => sum + saleValue(tx.g, id), 0);
    emit(
      tx,
      DIVEST.wholePileSold,
      `${a.player} sells ${name} with ${bonded.length} bonded card(s) for ${total} M`,
      {
        player: a.player,
        card: a.card,
        amount: total,
      },
    );
    gainMoney(tx, a.player, total);
    // Bottom card first, so the sold top card ends on top of the open market.
    for (const id of [...pile].reverse()) toMarket(tx, a.player, id);
    return;
  }
  // Read while the card is still in play: the abilities changing its valuation reach it only there.
  const value = saleValue(tx.g, a.card);
  emit(tx, DIVEST.salePaysValuation, `${a.player} sells ${name} for its money valuation of ${value} M`, {
    player: a.player,
    card: a.card,
    amount: value,
  });
  gainMoney(tx, a.player, value);
  toMarket(tx, a.player, a.card);
  destroy(tx, bonded, DIVEST.bondedDestroyed, `destroyed because ${name} was sold`);
}

/** Whether `who` controls a unique card of this name in play (7.8). */
function uniqueInPlay(s: GameState, who: PlayerId, name: string): boolean {
  const d = s.library[name];
  if (!d || !isUnique(d)) return false;
  return s.players.some((p) =>
    p.network.some((pile) =>
      pile.cards.some((id) => card(s, id).name === name && card(s, id).controller === who),
    ),
  );
}

/** Sells every copy of the named card in the player's hand, each for its money valuation. */
function sellCopiesFromHand(tx: Tx, who: PlayerId, name: string): void {
  // Called for a name in the hand: one copy at least.
  const copies = player(tx.g, who).hand.filter((id) => card(tx.g, id).name === name);
  const total = copies.reduce((sum, id) => sum + moneyValuation(tx.g, id), 0);
  emit(tx, DIVEST.uniqueCopiesSold, `${who} sells ${copies.length} ${name} from hand for ${total} M`, {
    player: who,
    amount: total,
  });
  gainMoney(tx, who, total);
  for (const id of copies) {
    takeCard(tx, id);
    putOnTop(tx, who, 'openMarket', id);
  }
}

/**
 * `uniqueCopiesInHand: 'must-sell'`: as the Divest Phase begins, the active player sells the copies in
 * hand of every unique card he controls in play. This is not his one sale of the phase.
 */
export function sellUniqueCopies(tx: Tx): void {
  if (parametersOf(tx.g).uniqueCopiesInHand !== 'must-sell') return;
  const who = tx.g.turn.active;
  const names = new Set(player(tx.g, who).hand.map((id) => card(tx.g, id).name));
  for (const name of names) if (uniqueInPlay(tx.g as GameState, who, name)) sellCopiesFromHand(tx, who, name);
}

// The enumerator's shortcuts (the phase, the seller, the scope) only spare `validateSell` work: each
// candidate left is still validated, so their mutants cannot change what is offered.
// Stryker disable ConditionalExpression,LogicalOperator,EqualityOperator
export function legalSell(s: GameState, who: PlayerId): Action[] {
  if (!inFlow(s, 'turn.divest.main') || who !== s.turn.active || s.soldThisTurn || player(s, who).lost)
    return [];
  const out: Action[] = [];
  if (parametersOf(s).uniqueCopiesInHand === 'may-sell') {
    const seen = new Set<string>();
    for (const id of player(s, who).hand) {
      const name = card(s, id).name;
      if (seen.has(name)) continue;
      seen.add(name);
      const a: ActionOf<'sell'> = { type: 'sell', player: who, card: id };
      if (validateSell(s, a) === null) out.push(a);
    }
  }
  for (const p of s.players) {
    for (const pile of p.network) {
      const top = pile.cards[0];
      if (top === undefined || card(s, top).controller !== who) continue;
      const a: ActionOf<'sell'> = { type: 'sell', player: who, card: top };
      if (validateSell(s, a) === null) out.push(a);
    }
  }
  return out;
}
// Stryker restore ConditionalExpression,LogicalOperator,EqualityOperator
