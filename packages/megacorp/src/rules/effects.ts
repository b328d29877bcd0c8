import type { Violation } from '@arbiter/core';
import type { Ability, Effect, EffectTarget } from '../model/card.js';
import {
  card,
  def,
  eventInPlay,
  isNameableInPlay,
  opponents,
  parametersOf,
  pileOf,
  player,
} from '../model/query.js';
import type { CardId, GameState, PlayerId, StackItem } from '../model/state.js';
import type { Trait } from '../model/traits.js';
import { conditionHolds, currentTrait, fits } from './card-in-play.js';
import { DAMAGE, damageText, lethalDamage } from './damage.js';
import { annihilate } from './destruction.js';
import { discardFromHand } from './discard.js';
import { drawCards } from './drawing.js';
import { describeCondition, describeFilter } from './filters.js';
import { bondUnder } from './keywords/bond.js';
import { camouflageChoiceProblem, camouflageTargetProblem } from './keywords/camouflage.js';
import { cancelTop } from './keywords/cancel.js';
import { CARD_RADIUS, cardsInRadius } from './keywords/card-radius.js';
import { develop } from './keywords/development.js';
import { disruptorLoss } from './keywords/disruptor.js';
import { offerMove } from './keywords/move.js';
import { redeploy } from './keywords/redeploy.js';
import { destroyUnlessRegenerated, regenerate } from './keywords/regeneration.js';
import { swapCards, swapProblem } from './keywords/swap.js';
import { gainMoney, loseMoney } from './money.js';
import { namedCounter } from './named-counters.js';
import { setPileEngaged } from './orientation.js';
import { returnToHand } from './return-to-hand.js';
import { ruleSet } from './rule-set.js';
import { startSearch } from './search.js';
import { createTokens } from './tokens.js';
import { emit, type Tx, violation } from './tx.js';
import { win } from './winning.js';

export const EFFECTS = ruleSet('effect', {
  gainMoney: { clause: '7.6', summary: 'A one-time effect can add money to a player’s pool.' },
  loseMoney: { clause: '1.2.6.1', summary: 'An effect that takes money stops at 0 M.' },
  draw: { clause: '6.7', summary: 'An effect that makes a player draw takes cards from his main deck.' },
  damage: {
    clause: '5.4.1.8.2',
    summary: 'Trait damage lowers that trait; a card brought to 0 or below is destroyed.',
  },
  nullTraitNoDamage: { clause: '2.5.5.1', summary: 'A card takes no damage in a trait it does not have.' },
  destroy: {
    clause: '8.3',
    summary: 'An effect can destroy a card: it goes to its controller’s open market.',
  },
  annihilate: { clause: '8.5', summary: 'An effect can annihilate a card: it leaves the game for good.' },
  engage: { clause: '3.2.1.4', summary: 'An effect can engage a card, and its pile with it.' },
  disengage: { clause: '3.2.1.2', summary: 'An effect can disengage a card, and its pile with it.' },
  counter: { clause: '7.10.1.1', summary: 'A trait counter raises or lowers that trait of its card.' },
  counterLethal: {
    clause: '7.10.1.2',
    summary: 'A card whose trait counters bring a trait to 0 or below is destroyed.',
  },
  counterNotLethal: {
    clause: '7.10.1.2',
    summary: 'Where the revision says so, a trait counter at 0 or below does not destroy the card.',
  },
  namedCounter: {
    clause: '7.10',
    summary: 'An effect can put named counters on a card or take them off; they mean what cards say.',
  },
  targetNeeded: {
    clause: '7.1',
    summary: 'An ability aimed at a chosen card or player needs that choice when it is declared.',
  },
  targetNotInPlay: { clause: '3.7', summary: 'Only cards in a network can be chosen for an effect.' },
  bondedNotTargetable: {
    clause: '3.10.11',
    summary: 'A card bonded under another cannot be chosen as a target.',
  },
  targetKind: {
    clause: '7.1',
    summary: 'A target or a chosen card must be of the kind the ability names (type, subtype, controller).',
  },
  chosenNotTargeted: {
    clause: '7.1',
    silent: true,
    summary:
      'A card an effect chooses, without the word target, is not targeted: what stops targeting does not stop it.',
  },
  targetGone: {
    clause: '7.6',
    summary: 'An effect does nothing to a chosen card that has left play meanwhile.',
  },
  conditionFails: {
    clause: '7.1',
    summary: 'An ability whose condition does not hold as it resolves has no effect.',
  },
});

/** What each chosen target of an effect list must be, in the order `targets` lists them. */
export type TargetKind = 'card' | 'player';

/** Whether an effect aims at the card targeted when it goes on the stack. */
function aimsAtTarget(e: Effect): boolean {
  if (e.who === 'target-card') return true;
  if (e.op === 'swap') return e.with === 'target-card';
  if (e.op === 'bond') return e.under === 'target-card';
  return false;
}

/** One card target if any effect aims at a chosen card, then one player target if any aims at a chosen player. */
export function requiredTargets(effects: readonly Effect[]): TargetKind[] {
  const out: TargetKind[] = [];
  if (effects.some(aimsAtTarget)) out.push('card');
  if (effects.some((e) => e.who === 'target-player')) out.push('player');
  return out;
}

/** How many cards an ability's activation names: one per extra cost, then one for its "choose" effects. */
export function requiredChoices(ab: Ability | undefined, effects: readonly Effect[]): number {
  const costs = ab?.kind === 'activated' ? (ab.extraCosts?.length ?? 0) : 0;
  return costs + (effects.some((e) => e.who === 'chosen-card') ? 1 : 0);
}

/**
 * Cards an effect may choose now: top cards of piles in any network (3.10.11), then events in play —
 * which, where the revision deploys an event before its effect resolves, includes an event whose effect
 * still waits on the stack (W-06).
 */
export function targetableCards(s: GameState): CardId[] {
  const out: CardId[] = [];
  // The top card of each pile: a pile is never empty, and the cards under the top are bonded (3.10.11).
  for (const p of s.players) for (const pile of p.network) out.push(...pile.cards.slice(0, 1));
  for (const p of s.players) out.push(...p.resolvedEvents);
  return out;
}

/** Why a card in play cannot be named for an effect now (not in play, bonded), or null. */
function inPlayProblem(s: GameState, t: string, what: string): Violation | null {
  if (!Object.hasOwn(s.cards, t))
    return violation(s, EFFECTS.targetNeeded, `there is no card ${t} to ${what}`);
  const where = pileOf(s, t);
  if (!where && eventInPlay(s, t)) return null;
  if (!where)
    return violation(s, EFFECTS.targetNotInPlay, `${def(s, t).name} is not in play and cannot be ${what}ed`);
  if (where.depth > 0) {
    return violation(
      s,
      EFFECTS.bondedNotTargetable,
      `${def(s, t).name} is bonded under another card`,
      'name the top card of the pile',
    );
  }
  return null;
}

/**
 * Why `targets` do not fit the effects (count, kind, in play, not bonded, the kind of card named, not
 * protected from targeting), or null. `controller` and `self` (the card with the ability) give
 * meaning to "you control" and "another".
 */
export function validateTargets(
  s: GameState,
  effects: readonly Effect[],
  targets: unknown,
  controller?: PlayerId,
  self: CardId | null = null,
): Violation | null {
  const need = requiredTargets(effects);
  const given = targets === undefined ? [] : targets;
  if (!Array.isArray(given) || given.some((t) => typeof t !== 'string')) {
    return violation(s, EFFECTS.targetNeeded, 'targets must be a list of card or player ids');
  }
  if (given.length !== need.length) {
    const what = need.length === 0 ? 'no target' : need.map((k) => `a ${k}`).join(' and ');
    return violation(s, EFFECTS.targetNeeded, `this needs ${what}, but ${given.length} target(s) were given`);
  }
  for (let i = 0; i < need.length; i++) {
    const t = given[i] as string;
    if (need[i] === 'player') {
      const p = s.players.find((q) => q.id === t);
      if (!p || p.lost) return violation(s, EFFECTS.targetNeeded, `${t} is not a player still in the game`);
      continue;
    }
    const problem = targetProblem(s, effects, t, controller, self);
    if (problem && 'op' in problem) {
      const f = 'filter' in problem ? problem.filter : undefined;
      return violation(
        s,
        EFFECTS.targetKind,
        `${def(s, t).name} is not ${describeFilter(f)}`,
        `target ${describeFilter(f)}`,
      );
    }
    if (problem) return problem;
  }
  return null;
}

/**
 * Why card `t` cannot be the target of the effects: not in play or bonded; an effect aimed at it whose
 * kind it is not, when `controller` gives "you" a meaning (that effect: only `validateTargets` writes
 * its refusal, as enumerators ask this of every card they offer and throw the answer away); a swap it
 * cannot make; CAMOUFLAGE. Null if none.
 */
function targetProblem(
  s: GameState,
  effects: readonly Effect[],
  t: CardId,
  controller: PlayerId | undefined,
  self: CardId | null,
): Effect | Violation | null {
  const placed = inPlayProblem(s, t, 'target');
  if (placed) return placed;
  for (const e of effects) {
    if (!aimsAtTarget(e)) continue;
    // The kind named is the target's: `swap this card with target character` names the target's kind.
    if (controller !== undefined && !fits(s, t, 'filter' in e ? e.filter : undefined, controller, self))
      return e;
    if (e.op === 'swap' && self !== null) {
      const swap = swapProblem(s, self, t);
      if (swap) return swap;
    }
  }
  return camouflageTargetProblem(s, t);
}

/**
 * Why the cards named for "choose" effects do not fit (in play, top card, of the kind named), or null.
 * A chosen card is not targeted, so nothing that protects from targeting matters here.
 */
export function validateChosen(
  s: GameState,
  effects: readonly Effect[],
  chosen: readonly CardId[],
  controller: PlayerId,
  self: CardId | null,
): Violation | null {
  const need = effects.some((e) => e.who === 'chosen-card') ? 1 : 0;
  if (chosen.length !== need) {
    return violation(
      s,
      EFFECTS.targetNeeded,
      need ? 'this needs one chosen card' : 'this chooses no card',
      need ? 'name it with `choices`' : undefined,
    );
  }
  const t = chosen[0];
  if (t === undefined) return null;
  const bad = inPlayProblem(s, t, 'choos') ?? camouflageChoiceProblem(s, t, controller);
  if (bad) return bad;
  for (const e of effects) {
    if (e.who !== 'chosen-card' || !('filter' in e)) continue;
    if (!fits(s, t, e.filter, controller, self))
      return violation(s, EFFECTS.targetKind, `${def(s, t).name} is not ${describeFilter(e.filter)}`);
  }
  return null;
}

/**
 * Every target list that fits the effects now, for enumerators; without `controller`, every list of
 * the kinds they need, for a validator to judge.
 */
export function targetChoices(
  s: GameState,
  effects: readonly Effect[],
  controller?: PlayerId,
  self: CardId | null = null,
): CardId[][] {
  let out: CardId[][] = [[]];
  for (const kind of requiredTargets(effects)) {
    // Each target is judged on its own (`validateTargets`), so the lists are products of fitting options.
    const options =
      kind === 'player'
        ? s.players.filter((p) => !p.lost).map((p) => p.id)
        : controller === undefined
          ? targetableCards(s)
          : targetableCards(s).filter((t) => targetProblem(s, effects, t, controller, self) === null);
    out = out.flatMap((prefix) => options.map((o) => [...prefix, o]));
  }
  return out;
}

/** Every card that could be named for the "choose" effects (none needed: one empty list). */
export function chosenOptions(
  s: GameState,
  effects: readonly Effect[],
  controller: PlayerId,
  self: CardId | null,
): CardId[][] {
  if (!effects.some((e) => e.who === 'chosen-card')) return [[]];
  return targetableCards(s)
    .map((id) => [id])
    .filter((c) => validateChosen(s, effects, c, controller, self) === null);
}

/**
 * Adds trait damage to a card (5.4.1.8.2) and tells whether it is now lethal. Destruction is left to
 * the caller, because a challenge destroys only after its own priority window (5.4.1.8.4).
 */
export function dealDamage(
  tx: Tx,
  id: CardId,
  trait: Trait,
  amount: number,
  key: string = EFFECTS.damage,
): boolean {
  if (amount <= 0 || !(pileOf(tx.g, id) || eventInPlay(tx.g, id))) return false;
  const name = def(tx.g, id).name;
  if (def(tx.g, id).traits[trait] === null) {
    emit(tx, EFFECTS.nullTraitNoDamage, `${name} has no ${trait} and takes no ${trait} damage`, { card: id });
    return false;
  }
  const c = tx.g.cards[id];
  // Stryker disable next-line ConditionalExpression: a card in play has a record
  if (!c) return false;
  const before = c.damage[trait];
  c.damage[trait] = { amount: (before?.amount ?? 0) + amount, permanent: before?.permanent ?? 0 };
  emit(tx, key, `${name} takes ${amount} ${trait} damage (${damageText(tx.g, id, trait)})`, {
    card: id,
    amount,
  });
  return lethalDamage(tx.g, id, trait, amount);
}

/** Who and what an effect list applies to and for whom. */
export interface EffectContext {
  readonly controller: PlayerId;
  /** The card with the ability, or the event being resolved. */
  readonly self: CardId | null;
  /** The targeted card and player. */
  readonly card: CardId | null;
  readonly player: PlayerId | null;
  /** The card chosen (not targeted) for "choose" effects. */
  readonly chosen: CardId | null;
  /** The card engaged or annihilated to pay the ability's cost. */
  readonly costCard: CardId | null;
  readonly source: string;
}

function playersFor(tx: Tx, who: EffectTarget, ctx: EffectContext): PlayerId[] {
  switch (who) {
    case 'controller':
      return [ctx.controller];
    case 'each-opponent':
      return opponents(tx.g, ctx.controller).map((p) => p.id);
    case 'each-player':
      return tx.g.players.filter((p) => !p.lost).map((p) => p.id);
    case 'target-player':
      return ctx.player && !player(tx.g, ctx.player).lost ? [ctx.player] : [];
    case 'target-card':
      return ctx.card && isNameableInPlay(tx.g, ctx.card) ? [card(tx.g, ctx.card).controller] : [];
    // Stryker disable all: the card language gives money, draw and discard effects player subjects only
    default:
      return [];
    // Stryker restore all
  }
}

/** The chosen card, if it is still a legal target (in play, on top of its pile); else reports why not. */
function targetCard(tx: Tx, ctx: EffectContext, id: CardId | null): CardId | null {
  if (!id) return null;
  if (!isNameableInPlay(tx.g, id)) {
    const name = tx.g.cards[id] ? def(tx.g, id).name : id;
    emit(
      tx,
      EFFECTS.targetGone,
      `${ctx.source}: ${name} is no longer a legal target, nothing happens to it`,
      { card: id },
    );
    return null;
  }
  return id;
}

type CardEffectOf = Extract<Effect, { readonly filter?: unknown }>;

/** The cards a card effect reaches now. */
function cardsFor(tx: Tx, e: CardEffectOf, ctx: EffectContext): CardId[] {
  const s = tx.g as GameState;
  switch (e.who) {
    case 'target-card': {
      const id = targetCard(tx, ctx, ctx.card);
      return id ? [id] : [];
    }
    case 'chosen-card': {
      const id = targetCard(tx, ctx, ctx.chosen);
      return id ? [id] : [];
    }
    case 'self':
      return ctx.self && pileOf(s, ctx.self) ? [ctx.self] : [];
    case 'cost-card':
      return ctx.costCard && pileOf(s, ctx.costCard) ? [ctx.costCard] : [];
    case 'bonded-top': {
      const at = ctx.self ? pileOf(s, ctx.self) : null;
      const top = at && at.depth > 0 ? at.pile.cards[0] : undefined;
      return top === undefined ? [] : [top];
    }
    case 'each-in-radius': {
      if (!ctx.self || !pileOf(s, ctx.self)) return [];
      const r = e.radius ?? 1;
      const reached = cardsInRadius(s, ctx.self, r).filter((id) =>
        fits(s, id, e.filter, ctx.controller, ctx.self),
      );
      const names = reached.map((id) => card(s, id).name);
      emit(
        tx,
        CARD_RADIUS.square,
        `${ctx.source}: its CARD RADIUS ${r} reaches ${names.length ? names.join(', ') : 'no card'}, none of them targeted`,
        { card: ctx.self },
      );
      return reached;
    }
  }
}

/**
 * Applies effects in printed order for their controller (1.2.5.3). `targets` holds the chosen card
 * and/or player as `requiredTargets` lists them. Targets that stopped being legal are skipped.
 */
export function applyEffects(
  tx: Tx,
  effects: readonly Effect[],
  controller: PlayerId,
  targets: readonly string[],
  source?: StackItem,
  extra: { readonly choices?: readonly CardId[]; readonly costCards?: number; readonly self?: CardId } = {},
): void {
  applyEffectsIn(tx, effects, contextFor(tx.g, effects, controller, targets, source, extra));
}

/** The context of an effect list from its stack item (or a direct application). */
export function contextFor(
  s: GameState,
  effects: readonly Effect[],
  controller: PlayerId,
  targets: readonly string[],
  source?: StackItem,
  extra: { readonly choices?: readonly CardId[]; readonly costCards?: number; readonly self?: CardId } = {},
): EffectContext {
  const kinds = requiredTargets(effects);
  const ci = kinds.indexOf('card');
  const pi = kinds.indexOf('player');
  const self = extra.self ?? (!source ? null : source.kind === 'ability' ? source.source : source.card);
  const choices = extra.choices ?? source?.choices ?? [];
  const costCards = extra.costCards ?? 0;
  return {
    controller,
    self,
    card: ci >= 0 ? (targets[ci] ?? null) : null,
    player: pi >= 0 ? (targets[pi] ?? null) : null,
    chosen: choices[costCards] ?? null,
    costCard: costCards > 0 ? (choices[0] ?? null) : null,
    source: self && s.cards[self] ? def(s, self).name : 'the effect',
  };
}

/** Applies effects with a ready context; an ability's condition is checked first by the caller. */
export function applyEffectsIn(tx: Tx, effects: readonly Effect[], ctx: EffectContext): void {
  for (const e of effects) {
    if (tx.g.result) return;
    applyEffect(tx, e, ctx);
  }
}

/** Whether an ability's condition holds as it resolves; if not, says so (7.1). */
export function conditionMet(tx: Tx, ab: Ability, ctx: EffectContext): boolean {
  if (conditionHolds(tx.g, ab.condition, ctx.controller, ctx.self, ctx.card)) return true;
  // Stryker disable next-line ConditionalExpression: without a condition `conditionHolds` has said yes
  if (ab.condition)
    emit(
      tx,
      EFFECTS.conditionFails,
      `${ctx.source}: not applied, as ${describeCondition(ab.condition)} no longer holds`,
      {
        player: ctx.controller,
      },
    );
  return false;
}

function applyEffect(tx: Tx, e: Effect, ctx: EffectContext): void {
  switch (e.op) {
    case 'gain-money':
      for (const p of playersFor(tx, e.who, ctx)) gainMoney(tx, p, e.amount, EFFECTS.gainMoney);
      return;
    case 'lose-money':
      for (const p of playersFor(tx, e.who, ctx)) loseMoney(tx, p, e.amount, EFFECTS.loseMoney);
      return;
    case 'draw':
      for (const p of playersFor(tx, e.who, ctx)) drawCards(tx, p, e.count, EFFECTS.draw);
      return;
    case 'discard':
      for (const p of playersFor(tx, e.who, ctx)) discardFromHand(tx, p, e.count);
      return;
    case 'damage': {
      const hit = cardsFor(tx, e, ctx);
      const lethal = hit.filter((id) => dealDamage(tx, id, e.trait, e.amount, EFFECTS.damage));
      if (ctx.self) for (const id of hit) disruptorLoss(tx, ctx.self, id, e.amount, false); // 9.13
      if (!parametersOf(tx.g).effectDamageDestroys) {
        for (const id of lethal)
          emit(tx, DAMAGE.effectDamageKeeps, `${def(tx.g, id).name} is not destroyed by effect damage`, {
            card: id,
          });
        return;
      }
      destroyUnlessRegenerated(tx, lethal, EFFECTS.damage, `destroyed by ${e.trait} damage`, 'damage');
      return;
    }
    case 'destroy': {
      destroyUnlessRegenerated(
        tx,
        cardsFor(tx, e, ctx),
        EFFECTS.destroy,
        `destroyed by ${ctx.source}`,
        'effect',
      );
      return;
    }
    case 'annihilate': {
      const ids = cardsFor(tx, e, ctx);
      if (ids.length) annihilate(tx, ids, EFFECTS.annihilate);
      return;
    }
    case 'engage':
    case 'disengage':
      for (const id of cardsFor(tx, e, ctx))
        setPileEngaged(tx, id, e.op === 'engage', e.op === 'engage' ? EFFECTS.engage : EFFECTS.disengage);
      return;
    case 'counter':
      for (const id of cardsFor(tx, e, ctx)) traitCounter(tx, id, e.trait, e.amount);
      return;
    case 'named-counter':
      for (const id of cardsFor(tx, e, ctx)) namedCounter(tx, id, e.name, e.amount, EFFECTS.namedCounter);
      return;
    case 'move':
      for (const id of cardsFor(tx, e, ctx)) offerMove(tx, id, ctx.controller, 'MOVE');
      return;
    case 'swap': {
      const [a] = cardsFor(tx, e, ctx);
      const [b] = cardsFor(tx, { op: 'swap', who: e.with, with: e.with }, ctx);
      if (a && b && a !== b) swapCards(tx, a, b, ctx.source);
      return;
    }
    case 'bond': {
      const [a] = cardsFor(tx, e, ctx);
      const [b] = cardsFor(tx, { op: 'bond', who: e.under, under: e.under }, ctx);
      if (a && b && a !== b) bondUnder(tx, a, b);
      return;
    }
    case 'redeploy':
      for (const id of cardsFor(tx, e, ctx)) redeploy(tx, id, ctx.controller);
      return;
    case 'token':
      createTokens(tx, e.name, e.count, ctx.controller, ctx.source, ctx.self);
      return;
    case 'cancel':
      cancelTop(tx, ctx.source);
      return;
    case 'win':
      win(tx, ctx.controller, ctx.source);
      return;
    case 'return':
      returnToHand(tx, cardsFor(tx, e, ctx));
      return;
    case 'search':
      startSearch(tx, e.search, ctx.controller, ctx.self);
      return;
    case 'regenerate':
      if (ctx.self) regenerate(tx, ctx.self);
      return;
    case 'develop':
      if (ctx.self) develop(tx, ctx.self, ctx.costCard, e.trait);
      return;
    // Stryker disable next-line all: exhaustive over the effect union (the compiler checks it)
    default: {
      const never: never = e;
      throw new Error(`unknown effect ${JSON.stringify(never)}`);
    }
  }
}

/** A trait counter (7.10.1.1); at 0 or below the card is destroyed where the revision says so (7.10.1.2). */
function traitCounter(tx: Tx, id: CardId, trait: Trait, amount: number): void {
  if (def(tx.g, id).traits[trait] === null) {
    emit(tx, EFFECTS.nullTraitNoDamage, `${def(tx.g, id).name} has no ${trait} to modify`, { card: id });
    return;
  }
  const c = tx.g.cards[id];
  // Stryker disable next-line ConditionalExpression: a card in play has a record
  if (!c) return;
  c.counters[trait] = (c.counters[trait] ?? 0) + amount;
  const now = currentTrait(tx.g, id, trait) ?? 0;
  const sign = amount >= 0 ? '+' : '';
  emit(
    tx,
    EFFECTS.counter,
    `${def(tx.g, id).name} gets a ${sign}${amount} ${trait} counter (${trait} now ${now})`,
    {
      card: id,
      amount,
    },
  );
  if (now > 0) return;
  if (parametersOf(tx.g).counterAtZeroDestroys) {
    destroyUnlessRegenerated(
      tx,
      [id],
      EFFECTS.counterLethal,
      `destroyed: its ${trait} fell to ${now}`,
      'effect',
    );
  } else {
    emit(tx, EFFECTS.counterNotLethal, `${def(tx.g, id).name} stays in play at ${now} ${trait}`, {
      card: id,
    });
  }
}
