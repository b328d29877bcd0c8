import type { Violation } from '@arbiter/core';
import type { Action, ActionDraft, ActionOf } from '../model/action.js';
import { type CardDefinition, type Cost, isAsset } from '../model/card.js';
import { businessOf, card, def, isEngaged, parametersOf, pileOf, player } from '../model/query.js';
import type { CardId, CardOrigin, GameState, NetworkSpace, PlayerId } from '../model/state.js';
import { TRAITS } from '../model/traits.js';
import { inFlow } from '../model/where.js';
import { checkCard, checkPlayer } from './action-shape.js';
import { isLegalSpace, legalSpacesAnywhere } from './deploy.js';
import { ceaseIfToken, destroy, leavePlay } from './destruction.js';
import { chosenOptions, targetChoices, validateChosen, validateTargets } from './effects.js';
import { isAbrupt, noteAbruptPlay } from './keywords/abrupt.js';
import { deploymentTriggerEffects } from './keywords/keyword-abilities.js';
import { loyalBuyProblem } from './keywords/loyal.js';
import { cannotPay, gainMoney, payCost } from './money.js';
import { dockingSpaces, NETWORK, touchesOnlyOrphans } from './network.js';
import { keepPriority } from './priority.js';
import { ruleSet } from './rule-set.js';
import { playEventOnPlay } from './stack.js';
import { emit, type Tx, violation } from './tx.js';
import { valuation } from './valuation.js';
import { lose, WINNING } from './winning.js';
import { playerDraft, takeCard } from './zones.js';

export const BUY = ruleSet('buy', {
  needsPriority: { clause: '1.2.8', summary: 'Only the player holding priority may buy or play a card.' },
  assetsInOwnBuyPhase: {
    clause: '6.2',
    summary: 'An asset that is not an event is deployed only during its buyer’s own Buy Phase.',
  },
  notOnOthersTurn: {
    clause: '1.2.8.1',
    summary: 'During another player’s turn only non-permanent events and ABRUPT cards may be played.',
  },
  assetNotOnOthersTurn: {
    clause: '6.2.1',
    summary: 'Nobody deploys an asset during another player’s turn, unless it has ABRUPT.',
  },
  permanentEventOwnTurn: {
    clause: '6.2',
    summary: 'A permanent event may be deployed in any phase of its buyer’s own turn.',
  },
  eventsAnyTime: {
    clause: '6.3',
    summary: 'An event may be played whenever its buyer holds priority and can pay.',
  },
  notBuyable: {
    clause: '5.3.1',
    summary:
      'Cards are bought from one’s hand, the top of an open market, one’s revealed resource or an opponent’s engaged cards.',
  },
  topOfMarketOnly: { clause: '3.5.2', summary: 'Only the top card of an open market can be bought.' },
  resourceInBuyPhase: {
    clause: '5.2.6',
    summary: 'The active player may buy his revealed resource during his Buy Phase.',
  },
  engagedOnly: { clause: '3.2.1.5', summary: 'A card in play can be bought only while it is engaged.' },
  opponentsOnly: { clause: '3.2.1.5', summary: 'Only an opponent of its controller may buy a card in play.' },
  wholePile: {
    clause: '3.10.8',
    summary: 'A pile is bought through its top card; its bonded cards come along and are paid for too.',
  },
  earlyProtection: {
    clause: '5.3.1.1',
    summary: 'Nobody may buy a card an opponent controls before the end of that opponent’s second turn.',
  },
  freshCardProtected: {
    clause: '5.3.1.2',
    summary: 'An engaged card that came into play during its controller’s last turn cannot be bought.',
  },
  needsSpace: {
    clause: '6.2.2.5',
    summary: 'An asset is bought together with the network space where it will dock.',
  },
  eventNoSpace: {
    clause: '2.1.2',
    summary: 'A non-permanent event is not an asset and never docks, so it takes no space.',
  },
  sellerPaid: {
    clause: '3.2.1.5',
    summary: 'The money valuation of a bought engaged card is credited to its controller.',
  },
  deploymentOnStack: {
    clause: '6.2.2.3',
    summary: 'A bought card goes to the stack as its deployment effect.',
  },
  eventDeployedAtOnce: {
    clause: '6.2.2.3',
    summary:
      'Where the revision says so, a bought event is deployed at once instead of going to the stack as its deployment.',
  },
  redeployed: {
    clause: '6.4.1',
    summary: 'A card bought from an opponent leaves play and is redeployed at once.',
  },
  resourceToBottom: {
    clause: '5.3.4',
    summary: 'A revealed resource not bought by the end of the Buy Phase goes under the resource deck.',
  },
  resourceAtReveal: {
    clause: '5.2.6',
    summary:
      'Where the revision says so, the revealed resource is bought or declined right after the reveal.',
  },
  resourceOwnNetwork: {
    clause: '6.2.2.5',
    summary: 'Where the revision says so, the revealed resource docks only in its buyer’s own network.',
  },
  fromPlayScope: {
    clause: '5.3.1',
    summary:
      'Which cards in play may be bought: those an opponent controls, or those in another player’s network.',
  },
  tokenNotBuyable: {
    clause: '7.9.1',
    summary: 'Where the revision says so, a token has no valuation and cannot be bought.',
  },
  tokenWorthNothing: {
    clause: '7.9.1',
    summary: 'Where tokens may be bought, a token’s total valuation is zero: it is bought for nothing.',
  },
  spaceReserved: {
    clause: '6.2.2.5',
    summary:
      'Where the revision says so, a space declared by a deployment on the stack is closed to other deployments.',
  },
  bondedDestroyedWhenBought: {
    clause: '3.10.9',
    summary:
      'Where the revision reads it so, the cards bonded under a bought card are destroyed as it leaves play.',
  },
  businessFixedPrice: {
    clause: '3.2.1.5',
    summary: 'Where the revision says so, an engaged business is bought for a fixed 10 M.',
  },
});

/** Where a card may be bought from by `who`, or the reason it cannot be bought at all. */
export function buySource(s: GameState, who: PlayerId, id: CardId): CardOrigin | Violation {
  const name = def(s, id).name;
  const me = player(s, who);
  if (me.hand.includes(id)) return 'hand';
  if (me.revealedResource === id && me.resourceDeck[0] === id) return 'resource';
  for (const p of s.players) {
    const i = p.openMarket.indexOf(id);
    if (i < 0) continue;
    if (i > 0) {
      return violation(
        s,
        BUY.topOfMarketOnly,
        `${name} is not the top card of ${p.id}'s open market`,
        'buy the top card',
      );
    }
    return 'open-market';
  }
  const where = pileOf(s, id);
  if (where) {
    if (card(s, id).controller === who)
      return violation(s, BUY.opponentsOnly, `${who} already controls ${name}`);
    if (parametersOf(s).buyFromPlay === 'in-opponent-network' && where.network === who) {
      return violation(
        s,
        BUY.fromPlayScope,
        `${name} is in ${who}'s own network`,
        'only cards in another player’s network can be bought from play',
      );
    }
    if (where.depth > 0) {
      const top = def(s, where.pile.cards[0] as CardId).name;
      return violation(
        s,
        BUY.wholePile,
        `${name} is bonded under ${top}`,
        `buy ${top} to get the whole pile`,
      );
    }
    return 'opponent-network';
  }
  return violation(
    s,
    BUY.notBuyable,
    `${name} is not in ${who}'s hand, on top of an open market, ${who}'s revealed resource or in play`,
  );
}

/** A card's price: its valuation (2.4), as changed by abilities while it is in play; a token's is 0. */
function costOf(s: GameState, id: CardId): Cost {
  return valuation(s, id);
}

const FIXED_BUSINESS_PRICE: Cost = { money: 10, traits: {} };

/** Whether this card in play is its owner's business, bought at a fixed price under `businessBuyPrice`. */
function fixedBusinessPrice(s: GameState, id: CardId): boolean {
  return (
    parametersOf(s).businessBuyPrice === 'fixed-10' &&
    def(s, id).type === 'business' &&
    businessOf(s, card(s, id).owner) === id
  );
}

/**
 * The cards of a bought pile whose valuation is paid, and how much money each one's seller receives
 * (3.2.1.5, 3.10.8): every card of the pile, or only its top card under `boughtPilePrice: 'top-card'`.
 */
function pricedCards(s: GameState, id: CardId, where = pileOf(s, id)): { id: CardId; cost: Cost }[] {
  if (!where) return [{ id, cost: costOf(s, id) }];
  if (fixedBusinessPrice(s, id)) return [{ id, cost: FIXED_BUSINESS_PRICE }];
  const cards = parametersOf(s).boughtPilePrice === 'top-card' ? [id] : where.pile.cards;
  return cards.map((c) => ({ id: c, cost: costOf(s, c) }));
}

function sumCosts(costs: readonly Cost[]): Cost {
  const traits: Partial<Record<(typeof TRAITS)[number], number>> = {};
  let money = 0;
  for (const c of costs) {
    money += c.money;
    for (const t of TRAITS) {
      const v = c.traits[t] ?? 0;
      if (v > 0) traits[t] = (traits[t] ?? 0) + v;
    }
  }
  return { money, traits };
}

/**
 * The price of a card: its cost (2.4); a token costs nothing (7.9.1). A card in play is bought with its
 * whole pile at the full valuation of every card in it (3.10.8). `where` is its pile, when the caller
 * knows it already (null: the card is out of play).
 */
export function buyPrice(s: GameState, id: CardId, where = pileOf(s, id)): Cost {
  return sumCosts(pricedCards(s, id, where).map((p) => p.cost));
}

/** Whether the card's controller is still inside the protection of 5.3.1.1 (`buyProtectionTurns`). */
export function protectedEarly(s: GameState, controller: PlayerId): boolean {
  const n = parametersOf(s).buyProtectionTurns;
  const taken = player(s, controller).turnsTaken;
  return taken < n || (taken === n && s.turn.active === controller);
}

/**
 * The number of the controller's most recent turn. Turns pass to the left among players still in the
 * game (5.7.1), so it is found by counting seats back from the active player. A player who dropped out
 * during the last round is not counted, which can only shift this in a multiplayer game.
 */
export function lastTurnOf(s: GameState, who: PlayerId): number {
  const active = s.turn.active;
  // Stryker disable next-line ConditionalExpression: a shortcut; the count of seats back gives the same
  if (who === active) return s.turn.number;
  const seats = s.players.filter((p) => !p.lost || p.id === who || p.id === active).map((p) => p.id);
  const back = (seats.indexOf(active) - seats.indexOf(who) + seats.length) % seats.length;
  return s.turn.number - back;
}

/** 5.3.1.2: came into play during its controller's last turn (when the revision protects such cards). */
function cameInLastTurn(s: GameState, id: CardId): boolean {
  const c = card(s, id);
  if (!parametersOf(s).freshCardProtection) return false;
  return c.enteredTurn === lastTurnOf(s, c.controller);
}

/** When the card may be deployed by `who` (1.2.8, 1.2.8.1, 5.2.6, 6.2, 6.2.1, 6.3, 9.2). */
function timingViolation(s: GameState, who: PlayerId, d: CardDefinition, from: CardOrigin): Violation | null {
  if (s.priority?.holder !== who) {
    return violation(s, BUY.needsPriority, `${who} does not hold priority`, 'wait for a priority window');
  }
  const par = parametersOf(s);
  const ownBuyPhase = s.turn.active === who && inFlow(s, 'turn.buy.main');
  if (from === 'resource') {
    if (par.revealedResourceBuy === 'at-reveal') {
      if (s.turn.active === who && inFlow(s, 'turn.accounting.resource')) return null;
      return violation(
        s,
        BUY.resourceAtReveal,
        'the revealed resource can only be bought right after its reveal',
      );
    }
    if (ownBuyPhase) return null;
    return violation(
      s,
      BUY.resourceInBuyPhase,
      `the revealed resource can only be bought in ${who}'s Buy Phase`,
    );
  }
  if (isAbrupt(d) || !isAsset(d)) return null;
  if (d.type === 'event' && par.permanentEventTiming === 'any-time') return null;
  if (d.type !== 'event' && par.assetTiming === 'any-turn-with-priority') return null;
  if (s.turn.active !== who) {
    // 1.2.8.1 names permanent events; 6.2.1 is the asset clause, for every other card deployed.
    return d.type === 'event'
      ? violation(s, BUY.notOnOthersTurn, `${d.name} is a permanent event and it is ${s.turn.active}'s turn`)
      : violation(s, BUY.assetNotOnOthersTurn, `${d.name} is an asset and it is ${s.turn.active}'s turn`);
  }
  if (d.type === 'event') return null;
  if (par.assetTiming === 'own-turn-with-priority') return null;
  if (!ownBuyPhase) {
    const hint = inFlow(s, 'turn.buy.closing')
      ? 'the Buy Phase is closing: only events can be played now'
      : undefined;
    return violation(
      s,
      BUY.assetsInOwnBuyPhase,
      `${d.name} is an asset and can only be deployed in the Buy Phase`,
      hint,
    );
  }
  return null;
}

/** Extra conditions on buying a card in play from an opponent (3.2.1.5, 5.3.1.1, 5.3.1.2, 9.19). */
function inPlayViolation(s: GameState, id: CardId): Violation | null {
  const c = card(s, id);
  const name = c.name;
  if (!isEngaged(s, id))
    return violation(s, BUY.engagedOnly, `${name} is disengaged`, 'only engaged cards can be bought');
  if (c.token && !parametersOf(s).tokensBuyable)
    return violation(s, BUY.tokenNotBuyable, `${name} is a token, with no valuation to buy it for`);
  const loyal = loyalBuyProblem(s, id);
  if (loyal) return loyal;
  if (protectedEarly(s, c.controller)) {
    return violation(
      s,
      BUY.earlyProtection,
      `${c.controller}'s cards cannot be bought before the end of ${c.controller}'s turn ${parametersOf(s).buyProtectionTurns}`,
    );
  }
  if (cameInLastTurn(s, id)) {
    return violation(s, BUY.freshCardProtected, `${name} came into play during ${c.controller}'s last turn`);
  }
  return null;
}

/** The state as it will be when a bought pile has left its network: where the redeployment may go. */
function withoutPileOf(s: GameState, id: CardId): GameState {
  const where = pileOf(s, id);
  // Stryker disable next-line ConditionalExpression: asked only for a card in play
  if (!where) return s;
  const players = s.players.map((p) =>
    // Stryker disable next-line ConditionalExpression: a pile lies in one network only
    p.id === where.network ? { ...p, network: p.network.filter((q) => q !== where.pile) } : p,
  );
  return { ...s, players };
}

function isSpaceShape(at: unknown): at is NetworkSpace {
  if (typeof at !== 'object' || at === null) return false;
  const o = at as Record<string, unknown>;
  return typeof o.network === 'string' && Number.isInteger(o.x) && Number.isInteger(o.y);
}

/** Whether a deployment on the stack has declared this space. */
function spaceOnStack(s: GameState, at: NetworkSpace): boolean {
  return s.stack.some(
    (it) =>
      it.kind === 'deployment' &&
      it.at !== null &&
      it.at.network === at.network &&
      it.at.x === at.x &&
      it.at.y === at.y,
  );
}

/**
 * What forbids a free docking space for this purchase in particular: the revealed resource docks in its
 * buyer's own network (`revealedResourceNetwork`), and a space a deployment on the stack has declared
 * is taken (`declaredSpaceReserved`, V1.5.5).
 */
function declaredSpaceProblem(
  s: GameState,
  who: PlayerId,
  at: NetworkSpace,
  from: CardOrigin,
): Violation | null {
  const par = parametersOf(s);
  if (par.revealedResourceNetwork === 'own' && from === 'resource' && at.network !== who) {
    return violation(
      s,
      BUY.resourceOwnNetwork,
      `the revealed resource docks only in ${who}'s own network`,
      `choose a space of ${who}'s network`,
    );
  }
  if (par.declaredSpaceReserved && spaceOnStack(s, at)) {
    return violation(
      s,
      BUY.spaceReserved,
      `${at.x},${at.y} in ${at.network}'s network is already declared by a deployment on the stack`,
    );
  }
  return null;
}

function spaceViolation(
  s: GameState,
  a: ActionOf<'buy'>,
  d: CardDefinition,
  view: GameState,
  from: CardOrigin,
): Violation | null {
  if (!isAsset(d)) {
    if (a.at !== undefined && a.at !== null) {
      return violation(
        s,
        BUY.eventNoSpace,
        `${d.name} is a non-permanent event and takes no space`,
        'leave out `at`',
      );
    }
    return null;
  }
  const at: unknown = a.at;
  if (!isSpaceShape(at)) {
    return violation(
      s,
      BUY.needsSpace,
      `${d.name} needs the space where it will dock`,
      'give `at` as a network and x,y',
    );
  }
  const declared = declaredSpaceProblem(s, a.player, at, from);
  if (declared) return declared;
  const net = s.players.find((p) => p.id === at.network);
  if (!net) return checkPlayer(s, at.network);
  if (net.lost)
    return violation(s, BUY.needsSpace, `${at.network} has left the game; choose another network`);
  if (!isLegalSpace(view, at)) {
    const some = dockingSpaces(view, at.network)
      .slice(0, 4)
      .map((sp) => `${sp.x},${sp.y}`)
      .join('; ');
    return violation(
      s,
      touchesOnlyOrphans(view, at.network, at) ? NETWORK.dockedDefinition : NETWORK.mustDock,
      `${at.x},${at.y} in ${at.network}'s network is not a free space docked to the business`,
      some ? `free docked spaces include ${some}` : undefined,
    );
  }
  return null;
}

export function validateBuy(s: GameState, a: ActionOf<'buy'>): Violation | null {
  const bad = checkPlayer(s, a.player) ?? checkCard(s, a.card);
  if (bad) return bad;
  const from = buySource(s, a.player, a.card);
  if (typeof from !== 'string') return from;
  const d = def(s, a.card);
  const timing = timingViolation(s, a.player, d, from);
  if (timing) return timing;
  if (from === 'opponent-network') {
    const v = inPlayViolation(s, a.card);
    if (v) return v;
  }
  const view = from === 'opponent-network' ? withoutPileOf(s, a.card) : s;
  const space = spaceViolation(s, a, d, view, from);
  if (space) return space;
  const triggered = deploymentTriggerEffects(d, parametersOf(s));
  const targets = validateTargets(view, triggered, a.targets, a.player);
  if (targets) return targets;
  const chosen = validateChosen(view, triggered, Array.isArray(a.choices) ? a.choices : [], a.player, null);
  if (chosen) return chosen;
  const why = cannotPay(s, a.player, buyPrice(s, a.card));
  if (why) return violation(s, why.key, why.message, 'produce traits first (6.1), or choose a cheaper card');
  return null;
}

/** Buys at the card's own price: see `applyBuyAtPrice`. */
export function applyBuy(tx: Tx, a: ActionOf<'buy'>): void {
  applyBuyAtPrice(tx, a, buyPrice(tx.g, a.card));
}

/**
 * Pays `price` (6.2.2.2; a won bid may set it, 3.5.3.1) and puts the card on the stack as its
 * deployment effect (6.2.2.3). A card bought from an opponent leaves play with its pile, its money
 * valuation going to the controller (3.2.1.5, 3.10.8), and is redeployed (6.4.1); buying a business
 * loses its owner the game (1.2.10.2.2).
 */
export function applyBuyAtPrice(tx: Tx, a: ActionOf<'buy'>, price: Cost): void {
  const who = a.player;
  const from = buySource(tx.g, who, a.card);
  if (typeof from !== 'string') throw new Error(from.message);
  const d = def(tx.g, a.card);
  payCost(tx, who, price, d.name);
  let bonded: CardId[] = [];
  let businessOwner: PlayerId | null = null;
  if (from === 'opponent-network') {
    const where = pileOf(tx.g, a.card);
    const pile = where ? [...where.pile.cards] : [a.card];
    const top = card(tx.g, a.card);
    if (d.type === 'business' && businessOf(tx.g, top.owner) === a.card) businessOwner = top.owner;
    const fixed = fixedBusinessPrice(tx.g, a.card);
    if (fixed) emit(tx, BUY.businessFixedPrice, `${d.name} is bought for a fixed 10 M`, { card: a.card });
    for (const priced of pricedCards(tx.g, a.card)) {
      const c = card(tx.g, priced.id);
      if (c.token)
        emit(tx, BUY.tokenWorthNothing, `${c.name} is a token, with a total valuation of 0`, {
          card: priced.id,
        });
      const payee = parametersOf(tx.g).boughtCardPayee === 'owner' ? c.owner : c.controller;
      gainMoney(tx, payee, priced.cost.money, BUY.sellerPaid);
    }
    emit(tx, BUY.redeployed, `${d.name} leaves ${top.controller}'s control and is redeployed by ${who}`, {
      player: who,
      card: a.card,
    });
    // boughtPileBonded: the bonded cards come along (3.10.8), or are destroyed as the top card leaves (3.10.9).
    const keepBonded = parametersOf(tx.g).boughtPileBonded === 'come-along';
    if (!keepBonded && pile.length > 1) {
      destroy(tx, pile.slice(1), BUY.bondedDestroyedWhenBought, `destroyed: ${d.name} was bought`);
    }
    for (const id of pile) if (pileOf(tx.g, id)) leavePlay(tx, id);
    bonded = keepBonded ? pile.slice(1) : [];
    // A token removed from a network stops existing (7.9.4): there is nothing left to redeploy.
    for (const id of [a.card, ...bonded]) ceaseIfToken(tx, id);
    bonded = bonded.filter((id) => tx.g.cards[id] !== undefined);
  } else {
    takeCard(tx, a.card);
  }
  if (tx.g.cards[a.card]) {
    for (const id of [a.card, ...bonded]) {
      const c = tx.g.cards[id];
      if (c) c.controller = who;
    }
    const at = isAsset(d) && a.at ? { network: a.at.network, x: a.at.x, y: a.at.y } : null;
    const item = {
      id: tx.g.nextStackId,
      kind: 'deployment' as const,
      card: a.card,
      controller: who,
      at,
      targets: [...(a.targets ?? [])],
      ...(a.choices?.length ? { choices: [...a.choices] } : {}),
      from,
      ...(bonded.length > 0 ? { bonded } : {}),
    };
    tx.g.nextStackId += 1;
    noteAbruptPlay(tx, d, a.card, who, tx.g.turn.active === who && inFlow(tx.g, 'turn.buy.main'));
    if (!isAsset(d) && parametersOf(tx.g).eventDeployment === 'on-play') {
      // eventDeployment: 'on-play' — the event is in play at once; only its effect goes on the stack.
      emit(tx, BUY.eventDeployedAtOnce, `${who} buys ${d.name} (${from}) and deploys it at once`, {
        player: who,
        card: a.card,
      });
      playEventOnPlay(tx, item);
    } else {
      tx.g.stack.push(item);
      const place = at ? ` for ${at.x},${at.y} in ${at.network}'s network` : '';
      emit(
        tx,
        BUY.deploymentOnStack,
        `${who} buys ${d.name} (${from})${place}: its deployment goes on the stack`,
        {
          player: who,
          card: a.card,
        },
      );
    }
  }
  if (businessOwner) lose(tx, [businessOwner], WINNING.businessBought, `${who} bought the business`);
  keepPriority(tx, who);
}

/** Cards `who` might buy now, before timing and price are checked. */
function candidates(s: GameState, who: PlayerId): CardId[] {
  const me = player(s, who);
  const out: CardId[] = [...me.hand];
  // The filters below are shortcuts: `buySource` and `inPlayViolation` judge every candidate again.
  // Stryker disable next-line ConditionalExpression,LogicalOperator,EqualityOperator: a shortcut (above)
  if (me.revealedResource !== null && me.resourceDeck[0] === me.revealedResource)
    out.push(me.revealedResource);
  for (const p of s.players) {
    const top = p.openMarket[0];
    if (top !== undefined) out.push(top);
    if (p.id === who) continue;
    for (const pile of p.network) {
      const id = pile.cards[0];
      // Stryker disable next-line ConditionalExpression,LogicalOperator,EqualityOperator: a shortcut (above)
      if (id !== undefined && isEngaged(s, id) && card(s, id).controller !== who) out.push(id);
    }
  }
  // Cards I control in another network can also sit there: opponents' piles in my network.
  for (const pile of me.network) {
    const id = pile.cards[0];
    // Stryker disable next-line ConditionalExpression,LogicalOperator,EqualityOperator: a shortcut (above)
    if (id !== undefined && isEngaged(s, id) && card(s, id).controller !== who) out.push(id);
  }
  return out;
}

/** What timing (6.2, 9.2) sees of a card: its type, whether it is an asset, whether it is ABRUPT. */
const timingKinds = new WeakMap<CardDefinition, string>();

// Stryker disable all: a cache; what it remembers is computed the same way each time
function timingKind(d: CardDefinition): string {
  let k = timingKinds.get(d);
  if (k === undefined) {
    k = `${d.type}|${isAsset(d)}|${isAbrupt(d)}`;
    timingKinds.set(d, k);
  }
  return k;
}
// Stryker restore all

/**
 * Whether paying `price` leaves `who` at least `reserve` M: a player's own budget, not a rule (the rules
 * allow every buy a player can pay, `cannotPay`). The cautious player keeps a reserve (`play/random.ts`).
 */
export function leavesReserve(s: GameState, who: PlayerId, price: Cost, reserve: number): boolean {
  return price.money + reserve <= player(s, who).money;
}

/**
 * Every legal buy for `who`: each buyable card with each legal space and each fitting target choice.
 * With `reserve`, only the cards whose price leaves `who` that much (`leavesReserve`), judged before
 * their spaces and targets are listed.
 */
export function legalBuy(s: GameState, who: PlayerId, reserve?: number): Action[] {
  // Stryker disable next-line ConditionalExpression,LogicalOperator,OptionalChaining: a shortcut; the timing refuses the same
  if (s.priority?.holder !== who || player(s, who).lost) return [];
  const out: Action[] = [];
  // Timing depends on the card only through its kind and where it comes from: judged once per kind.
  const timing = new Map<CardOrigin, Map<string, boolean>>();
  const timely = (d: CardDefinition, from: CardOrigin) => {
    let byKind = timing.get(from);
    // Stryker disable next-line ConditionalExpression: a memo of the timing per kind
    if (byKind === undefined) {
      byKind = new Map();
      timing.set(from, byKind);
    }
    const k = timingKind(d);
    let ok = byKind.get(k);
    // Stryker disable next-line ConditionalExpression: a memo of the timing per kind
    if (ok === undefined) {
      ok = timingViolation(s, who, d, from) === null;
      byKind.set(k, ok);
    }
    return ok;
  };
  let spacesHere: NetworkSpace[] | undefined;
  for (const id of candidates(s, who)) {
    const from = buySource(s, who, id);
    if (typeof from !== 'string') continue;
    const d = def(s, id);
    if (!timely(d, from)) continue;
    // Bought from a hand, a market or a reveal, the card is out of play: no pile to look for.
    // Stryker disable next-line ConditionalExpression: a shortcut; looking for the pile of such a card finds none
    const price = buyPrice(s, id, from === 'opponent-network' ? pileOf(s, id) : null);
    // A reserve rules out most cards that are on time: judged before the costlier checks of a card.
    if (reserve !== undefined && !leavesReserve(s, who, price, reserve)) continue;
    if (from === 'opponent-network' && inPlayViolation(s, id)) continue;
    if (cannotPay(s, who, price)) continue;
    // `validateBuy` piece by piece, each check once per card rather than once per card × space × target:
    // the spaces offered are free docking spaces of `view` by construction, and `targetChoices` and
    // `chosenOptions` return only fitting lists. A property test holds this equal to `validateBuy`.
    // Stryker disable next-line ConditionalExpression: `withoutPileOf` gives a card not in play's state back
    const view = from === 'opponent-network' ? withoutPileOf(s, id) : s;
    let spaces: (NetworkSpace | undefined)[] = [undefined];
    if (isAsset(d)) {
      // Stryker disable next-line all: the free spaces of the state, computed once for every card bought from out of play
      if (view === s && spacesHere === undefined) spacesHere = legalSpacesAnywhere(s);
      // Stryker disable next-line ConditionalExpression: the same spaces, computed again
      const free = view === s && spacesHere ? spacesHere : legalSpacesAnywhere(view);
      spaces = free.filter((at) => declaredSpaceProblem(s, who, at, from) === null);
    }
    const triggered = deploymentTriggerEffects(d, parametersOf(s));
    for (const targets of targetChoices(view, triggered, who)) {
      for (const choices of chosenOptions(view, triggered, who, null)) {
        for (const at of spaces) {
          // Written part by part in the one order the spreads gave: spreading optional parts in was
          // V8's slow path, 2% of random play on this line alone (a hand times every free space).
          const a: ActionDraft<'buy'> = { type: 'buy', player: who, card: id };
          if (at) a.at = at;
          if (targets.length > 0) a.targets = targets;
          if (choices.length > 0) a.choices = choices;
          out.push(a);
        }
      }
    }
  }
  return out;
}

/** 5.3.4: an unbought revealed resource goes to the bottom of the active player's resource deck. */
export function resourceToBottom(tx: Tx): void {
  const active = tx.g.turn.active;
  const p = playerDraft(tx, active);
  const id = p.revealedResource;
  if (id === null) return;
  p.revealedResource = null;
  if (p.resourceDeck[0] !== id) return;
  p.resourceDeck.shift();
  p.resourceDeck.push(id);
  emit(
    tx,
    BUY.resourceToBottom,
    `${def(tx.g, id).name} was not bought and goes under ${active}'s resource deck`,
    {
      player: active,
      card: id,
    },
  );
}
