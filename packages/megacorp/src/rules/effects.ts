import type { Violation } from '@arbiter/core';
import type { Effect, EffectTarget } from '../model/card.js';
import { card, currentTrait, def, opponents, pileOf, player } from '../model/query.js';
import type { CardId, GameState, PlayerId, StackItem } from '../model/state.js';
import type { Trait } from '../model/traits.js';
import { DAMAGE, damageText, lethalDamage } from './damage.js';
import { annihilate, destroy } from './destruction.js';
import { drawCards } from './drawing.js';
import { gainMoney, loseMoney } from './money.js';
import { setPileEngaged } from './orientation.js';
import { ruleSet } from './rule-set.js';
import { emit, type Tx, violation } from './tx.js';

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
  engage: { clause: '3.2.1.4', summary: 'An effect can engage a card, and its pile with it.' },
  disengage: { clause: '3.2.1.2', summary: 'An effect can disengage a card, and its pile with it.' },
  counter: { clause: '7.10.1.1', summary: 'A trait counter raises or lowers that trait of its card.' },
  counterLethal: {
    clause: '7.10.1.2',
    summary: 'A card whose trait counters bring a trait to 0 or below is destroyed.',
  },
  cancel: { clause: '9.7', summary: 'A cancelled ability leaves the stack without any effect.' },
  cancelledCardDestroyed: { clause: '9.7', summary: 'A cancelled card is destroyed at once.' },
  cancelledCardAnnihilated: {
    clause: '9.7',
    summary: 'Where the revision says so, a cancelled card is annihilated instead of destroyed.',
  },
  counterNotLethal: {
    clause: '7.10.1.2',
    summary: 'Where the revision says so, a trait counter at 0 or below does not destroy the card.',
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
  targetGone: {
    clause: '7.6',
    summary: 'An effect does nothing to a chosen card that has left play meanwhile.',
  },
});

/** What each chosen target of an effect list must be, in the order `targets` lists them. */
export type TargetKind = 'card' | 'player';

/** One card target if any effect aims at a chosen card, then one player target if any aims at a chosen player. */
export function requiredTargets(effects: readonly Effect[]): TargetKind[] {
  const out: TargetKind[] = [];
  if (effects.some((e) => e.who === 'target-card')) out.push('card');
  if (effects.some((e) => e.who === 'target-player')) out.push('player');
  return out;
}

/** Cards an effect may choose now: top cards of piles in any network (3.10.11). */
export function targetableCards(s: GameState): CardId[] {
  const out: CardId[] = [];
  for (const p of s.players)
    for (const pile of p.network) if (pile.cards[0] !== undefined) out.push(pile.cards[0]);
  return out;
}

/** Why `targets` do not fit the effects (count, kind, in play, not bonded), or null. */
export function validateTargets(
  s: GameState,
  effects: readonly Effect[],
  targets: unknown,
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
    if (!Object.hasOwn(s.cards, t))
      return violation(s, EFFECTS.targetNeeded, `there is no card ${t} to target`);
    const where = pileOf(s, t);
    if (!where)
      return violation(s, EFFECTS.targetNotInPlay, `${def(s, t).name} is not in play and cannot be targeted`);
    if (where.depth > 0) {
      return violation(
        s,
        EFFECTS.bondedNotTargetable,
        `${def(s, t).name} is bonded under another card`,
        'target the top card of the pile',
      );
    }
  }
  return null;
}

/** Every target list that fits the effects now, for enumerators. */
export function targetChoices(s: GameState, effects: readonly Effect[]): CardId[][] {
  let out: CardId[][] = [[]];
  for (const kind of requiredTargets(effects)) {
    const options = kind === 'card' ? targetableCards(s) : s.players.filter((p) => !p.lost).map((p) => p.id);
    out = out.flatMap((prefix) => options.map((o) => [...prefix, o]));
  }
  return out;
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
  if (amount <= 0 || !pileOf(tx.g, id)) return false;
  const name = def(tx.g, id).name;
  if (def(tx.g, id).traits[trait] === null) {
    emit(tx, EFFECTS.nullTraitNoDamage, `${name} has no ${trait} and takes no ${trait} damage`, { card: id });
    return false;
  }
  const c = tx.g.cards[id];
  if (!c) return false;
  const before = c.damage[trait];
  c.damage[trait] = { amount: (before?.amount ?? 0) + amount, permanent: before?.permanent ?? 0 };
  emit(tx, key, `${name} takes ${amount} ${trait} damage (${damageText(tx.g, id, trait)})`, {
    card: id,
    amount,
  });
  return lethalDamage(tx.g, id, trait, amount);
}

interface EffectContext {
  readonly controller: PlayerId;
  readonly card: CardId | null;
  readonly player: PlayerId | null;
  readonly source: string;
}

function playersFor(tx: Tx, who: EffectTarget, ctx: EffectContext): PlayerId[] {
  switch (who) {
    case 'controller':
      return [ctx.controller];
    case 'each-opponent':
      return opponents(tx.g, ctx.controller).map((p) => p.id);
    case 'target-player':
      return ctx.player && !player(tx.g, ctx.player).lost ? [ctx.player] : [];
    case 'target-card':
      return ctx.card && pileOf(tx.g, ctx.card) ? [card(tx.g, ctx.card).controller] : [];
    case 'top-of-stack':
      return [];
  }
}

/** The chosen card, if it is still a legal target (in play, on top of its pile); else reports why not. */
function targetCard(tx: Tx, ctx: EffectContext): CardId | null {
  const id = ctx.card;
  if (!id) return null;
  const where = pileOf(tx.g, id);
  if (!where || where.depth > 0) {
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

/** Cancels the top remaining item of the stack (9.7): an ability just leaves it, a card is destroyed. */
export function cancelTop(tx: Tx, source: string): void {
  const item = tx.g.stack.pop();
  if (!item) {
    emit(tx, EFFECTS.cancel, `${source}: the stack is empty, there is nothing to cancel`);
    return;
  }
  if (item.kind === 'ability') {
    emit(tx, EFFECTS.cancel, `${source} cancels an ability of ${def(tx.g, item.source).name}`, {
      card: item.source,
    });
    return;
  }
  // The card is in no zone now; destroy() puts it (and any pile bought with it) on top of its controller's market.
  const cards = [item.card, ...(item.bonded ?? [])];
  for (const id of cards) {
    const c = tx.g.cards[id];
    if (c) c.controller = item.controller;
  }
  emit(tx, EFFECTS.cancel, `${source} cancels the deployment of ${def(tx.g, item.card).name}`, {
    card: item.card,
  });
  if (tx.g.profile.parameters.cancelledCardsTo === 'annihilated-zone') {
    annihilate(tx, cards, EFFECTS.cancelledCardAnnihilated);
    return;
  }
  destroy(tx, cards, EFFECTS.cancelledCardDestroyed, 'cancelled and destroyed');
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
): void {
  const kinds = requiredTargets(effects);
  const ci = kinds.indexOf('card');
  const pi = kinds.indexOf('player');
  const sourceName = !source
    ? 'the effect'
    : source.kind === 'ability'
      ? def(tx.g, source.source).name
      : def(tx.g, source.card).name;
  const ctx: EffectContext = {
    controller,
    card: ci >= 0 ? (targets[ci] ?? null) : null,
    player: pi >= 0 ? (targets[pi] ?? null) : null,
    source: sourceName,
  };
  for (const e of effects) {
    if (tx.g.result) return;
    applyEffect(tx, e, ctx);
  }
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
    case 'damage': {
      const id = targetCard(tx, ctx);
      if (!id || !dealDamage(tx, id, e.trait, e.amount, EFFECTS.damage)) return;
      if (!tx.g.profile.parameters.effectDamageDestroys) {
        emit(tx, DAMAGE.effectDamageKeeps, `${def(tx.g, id).name} is not destroyed by effect damage`, {
          card: id,
        });
        return;
      }
      destroy(tx, [id], EFFECTS.damage, `destroyed by ${e.trait} damage`);
      return;
    }
    case 'destroy': {
      const id = targetCard(tx, ctx);
      if (id) destroy(tx, [id], EFFECTS.destroy, `destroyed by ${ctx.source}`);
      return;
    }
    case 'engage':
    case 'disengage': {
      const id = targetCard(tx, ctx);
      if (id)
        setPileEngaged(tx, id, e.op === 'engage', e.op === 'engage' ? EFFECTS.engage : EFFECTS.disengage);
      return;
    }
    case 'counter': {
      const id = targetCard(tx, ctx);
      if (!id) return;
      if (def(tx.g, id).traits[e.trait] === null) {
        emit(tx, EFFECTS.nullTraitNoDamage, `${def(tx.g, id).name} has no ${e.trait} to modify`, {
          card: id,
        });
        return;
      }
      const c = tx.g.cards[id];
      if (!c) return;
      c.counters[e.trait] = (c.counters[e.trait] ?? 0) + e.amount;
      const now = currentTrait(tx.g, id, e.trait) ?? 0;
      const sign = e.amount >= 0 ? '+' : '';
      emit(
        tx,
        EFFECTS.counter,
        `${def(tx.g, id).name} gets a ${sign}${e.amount} ${e.trait} counter (${e.trait} now ${now})`,
        {
          card: id,
          amount: e.amount,
        },
      );
      if (now > 0) return;
      if (tx.g.profile.parameters.counterAtZeroDestroys) {
        destroy(tx, [id], EFFECTS.counterLethal, `destroyed: its ${e.trait} fell to ${now}`);
      } else {
        emit(tx, EFFECTS.counterNotLethal, `${def(tx.g, id).name} stays in play at ${now} ${e.trait}`, {
          card: id,
        });
      }
      return;
    }
    case 'cancel':
      cancelTop(tx, ctx.source);
      return;
    default: {
      const never: never = e;
      throw new Error(`unknown effect ${JSON.stringify(never)}`);
    }
  }
}
