import type { Violation } from '@arbiter/core';
import type { Action, ActionOf } from '../model/action.js';
import type { Ability } from '../model/card.js';
import { card, def, pileOf, player } from '../model/query.js';
import type { GameState, PlayerId, StackItem } from '../model/state.js';
import { ACTION, checkCard, checkPlayer } from './action-shape.js';
import { applyEffects, targetChoices, validateTargets } from './effects.js';
import { cannotPay, payCost } from './money.js';
import { setPileEngaged } from './orientation.js';
import { keepPriority } from './priority.js';
import { ruleSet } from './rule-set.js';
import { emit, type Tx, violation } from './tx.js';

export const ABILITY = ruleSet('ability', {
  activate: {
    clause: '7.2',
    summary: 'An activated ability is used by paying its cost; its effect then goes on the stack.',
  },
  needsPriority: {
    clause: '7.2.1',
    summary:
      'An activated ability may be used any number of times, but only with priority and its cost paid.',
  },
  notActivated: {
    clause: '7.1.1',
    summary: 'Only activated abilities can be activated; the others apply by themselves.',
  },
  notInPlay: { clause: '7.2', summary: 'Only the abilities of a card in play can be activated.' },
  worksEngaged: { clause: '7.2.2', summary: 'An engaged card can still use its activated abilities.' },
  bondedCannotActivate: {
    clause: '7.2.3',
    summary: 'A card bonded under another cannot use its activated abilities.',
  },
  engageCost: {
    clause: '3.2.1.4',
    summary: 'A cost that engages the card can only be paid while the card is disengaged.',
  },
  resolves: { clause: '7.6', summary: 'An ability’s one-time effect applies when it resolves, then ends.' },
  sourceGoneCountered: {
    clause: '1.2.5.3',
    summary: 'Where the revision says so, an ability whose card left play before it resolves is countered.',
  },
  sourceGone: {
    clause: '1.2.5.3',
    summary:
      'An ability on the stack resolves for the player who activated it, even if its card has left play.',
  },
});

type Activated = Extract<Ability, { kind: 'activated' }>;

/** The activated ability `index` of the card, or null. */
function activatedAbility(s: GameState, id: string, index: unknown): Activated | null {
  if (typeof index !== 'number' || !Number.isInteger(index)) return null;
  const ab = def(s, id).abilities[index];
  return ab?.kind === 'activated' ? ab : null;
}

export function validateActivate(s: GameState, a: ActionOf<'activate'>): Violation | null {
  const bad = checkPlayer(s, a.player) ?? checkCard(s, a.card);
  if (bad) return bad;
  const name = def(s, a.card).name;
  const ab = activatedAbility(s, a.card, a.ability);
  if (!ab) {
    return violation(
      s,
      ABILITY.notActivated,
      `${name} has no activated ability number ${JSON.stringify(a.ability)}`,
    );
  }
  if (s.priority?.holder !== a.player) {
    return violation(
      s,
      ABILITY.needsPriority,
      `${a.player} does not hold priority`,
      'wait for a priority window',
    );
  }
  const where = pileOf(s, a.card);
  if (!where) return violation(s, ABILITY.notInPlay, `${name} is not in play`);
  if (card(s, a.card).controller !== a.player) {
    return violation(s, ACTION.notYourCard, `${a.player} does not control ${name}`);
  }
  if (where.depth > 0)
    return violation(s, ABILITY.bondedCannotActivate, `${name} is bonded under another card`);
  if (ab.engage && card(s, a.card).engaged) {
    return violation(
      s,
      ABILITY.engageCost,
      `${name} is already engaged and cannot be engaged to pay for this ability`,
    );
  }
  const targets = validateTargets(s, ab.effects, a.targets);
  if (targets) return targets;
  const why = cannotPay(s, a.player, ab.cost);
  if (why) return violation(s, why.key, why.message, 'produce traits first (6.1)');
  return null;
}

/** 7.2: pays the cost (engaging the card if the cost says so) and puts the ability on the stack (3.9.3). */
export function applyActivate(tx: Tx, a: ActionOf<'activate'>): void {
  const ab = activatedAbility(tx.g, a.card, a.ability);
  if (!ab) return;
  const name = def(tx.g, a.card).name;
  if (ab.cost.money > 0 || Object.values(ab.cost.traits).some((v) => (v ?? 0) > 0)) {
    payCost(tx, a.player, ab.cost, `an ability of ${name}`);
  }
  if (ab.engage) setPileEngaged(tx, a.card, true);
  tx.g.stack.push({
    id: tx.g.nextStackId,
    kind: 'ability',
    source: a.card,
    ability: a.ability,
    controller: a.player,
    targets: [...(a.targets ?? [])],
  });
  tx.g.nextStackId += 1;
  emit(tx, ABILITY.activate, `${a.player} activates ${name}: ${ab.text}`, { player: a.player, card: a.card });
  keepPriority(tx, a.player);
}

/**
 * Resolves an ability taken off the stack (3.9.5): its effects apply for the player who controls the
 * ability (1.2.5.2–1.2.5.3). `resolveTop` pops the item first; an item still on the stack is removed.
 */
export function resolveAbility(tx: Tx, item: Extract<StackItem, { kind: 'ability' }>): void {
  const at = tx.g.stack.findIndex((it) => it.id === item.id);
  if (at >= 0) tx.g.stack.splice(at, 1);
  const ab = def(tx.g, item.source).abilities[item.ability];
  if (!ab) return;
  const name = def(tx.g, item.source).name;
  if (!pileOf(tx.g, item.source)) {
    if (tx.g.profile.parameters.abilitySourceGone === 'countered') {
      emit(tx, ABILITY.sourceGoneCountered, `${name} has left play; its ability is countered`, {
        card: item.source,
      });
      return;
    }
    emit(tx, ABILITY.sourceGone, `${name} has left play; its ability still resolves for ${item.controller}`, {
      card: item.source,
    });
  }
  emit(tx, ABILITY.resolves, `${name}: ${ab.text}`, { player: item.controller, card: item.source });
  applyEffects(tx, ab.effects, item.controller, item.targets, item);
}

export function legalActivate(s: GameState, who: PlayerId): Action[] {
  if (s.priority?.holder !== who || player(s, who).lost) return [];
  const out: Action[] = [];
  for (const p of s.players) {
    for (const pile of p.network) {
      const top = pile.cards[0];
      if (top === undefined || card(s, top).controller !== who) continue;
      def(s, top).abilities.forEach((ab, index) => {
        if (ab.kind !== 'activated') return;
        for (const targets of targetChoices(s, ab.effects)) {
          const a: ActionOf<'activate'> = {
            type: 'activate',
            player: who,
            card: top,
            ability: index,
            ...(targets.length > 0 ? { targets } : {}),
          };
          if (validateActivate(s, a) === null) out.push(a);
        }
      });
    }
  }
  return out;
}
