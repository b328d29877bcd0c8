import type { Violation } from '@arbiter/core';
import type { Action, ActionDraft, ActionOf } from '../model/action.js';
import type { Ability, ExtraCost } from '../model/card.js';
import { card, def, eventInPlay, isEngaged, parametersOf, pileOf, player } from '../model/query.js';
import type { CardId, GameState, PlayerId, StackItem } from '../model/state.js';
import { ABILITY_COST, extraCostOptions, extraCostProblem } from './ability-costs.js';
import { ACTION, checkCard, checkPlayer } from './action-shape.js';
import { annihilate } from './destruction.js';
import {
  applyEffectsIn,
  chosenOptions,
  conditionMet,
  contextFor,
  requiredChoices,
  targetChoices,
  validateChosen,
  validateTargets,
} from './effects.js';
import { describeFilter } from './filters.js';
import { DEVELOPMENT } from './keywords/development.js';
import { abilitiesOf } from './keywords/keyword-abilities.js';
import { REGENERATION, regenerationAnswerProblem } from './keywords/regeneration.js';
import { SWAP } from './keywords/swap.js';
import { engageProblem } from './keywords/terrain.js';
import { cannotPay, payCost } from './money.js';
import { setPileEngaged } from './orientation.js';
import { keepPriority, PRIORITY } from './priority.js';
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

/** The activated ability `index` of the card (printed or given by a keyword, 9.1), or null. */
function activatedAbility(s: GameState, id: string, index: unknown): Activated | null {
  if (typeof index !== 'number' || !Number.isInteger(index)) return null;
  const ab = abilitiesOf(def(s, id), parametersOf(s))[index];
  return ab?.kind === 'activated' ? ab : null;
}

/** Why the cards named for the cost and the "choose" effects do not fit, or null. */
function choicesProblem(s: GameState, a: ActionOf<'activate'>, ab: Activated): Violation | null {
  const given = a.choices ?? [];
  const costs = ab.extraCosts ?? [];
  const need = requiredChoices(ab, ab.effects);
  if (given.length !== need) {
    const what = costs.map((c) => `a card to ${c.kind} (${describeFilter(c.filter)})`);
    if (need > costs.length) what.push('a chosen card');
    return violation(
      s,
      ABILITY_COST.extraCost,
      `this ability needs ${what.join(' and ') || 'no chosen card'}; ${given.length} given`,
      need ? 'name them with `choices`' : undefined,
    );
  }
  if (new Set(given).size !== given.length)
    return violation(s, ABILITY_COST.extraCost, 'a card is named twice');
  for (let i = 0; i < costs.length; i++) {
    const bad = extraCostProblem(s, a.player, costs[i] as ExtraCost, given[i] as CardId, a.card);
    if (bad) return bad;
    if (given[i] === a.card && ab.engage)
      return violation(s, ABILITY_COST.extraCost, 'the card engaging itself cannot also pay another cost');
  }
  return validateChosen(s, ab.effects, given.slice(costs.length), a.player, a.card);
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
  // A destruction waiting for a regeneration decision (9.26.1) is answered outside any window.
  const answering = s.pending[0]?.kind === 'regenerate';
  if (answering) {
    const wrong = regenerationAnswerProblem(s, a.card, a.ability);
    if (wrong) return wrong;
  } else if (s.priority?.holder !== a.player) {
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
  if (ab.engage && isEngaged(s, a.card)) {
    return violation(
      s,
      ABILITY.engageCost,
      `${name} is already engaged and cannot be engaged to pay for this ability`,
    );
  }
  if (ab.engage) {
    const terrain = engageProblem(s, a.card);
    if (terrain) return terrain;
  }
  const targets = validateTargets(s, ab.effects, a.targets, a.player, a.card);
  if (targets) return targets;
  const chosen = choicesProblem(s, a, ab);
  if (chosen) return chosen;
  const why = cannotPay(s, a.player, ab.cost);
  if (why) return violation(s, why.key, why.message, 'produce traits first (6.1)');
  return null;
}

/** Pays the extra costs with the cards named first in `choices` (7.2, 8.5, 3.2.1.4). */
function payExtraCosts(tx: Tx, a: ActionOf<'activate'>, ab: Activated): void {
  (ab.extraCosts ?? []).forEach((x, i) => {
    const id = a.choices?.[i];
    if (id === undefined) return;
    if (x.kind === 'annihilate') annihilate(tx, [id], ABILITY_COST.annihilated);
    else setPileEngaged(tx, id, true, ABILITY_COST.engaged);
  });
}

/**
 * 7.2: pays the cost (engaging the card, and the cards named for extra costs, if the cost says so) and
 * puts the ability on the stack (3.9.3). As the answer to a waiting regeneration (9.26.1) it takes
 * effect at once, without the stack.
 */
export function applyActivate(tx: Tx, a: ActionOf<'activate'>): void {
  const ab = activatedAbility(tx.g, a.card, a.ability);
  if (!ab) return;
  const name = def(tx.g, a.card).name;
  const wasEngaged = isEngaged(tx.g, a.card);
  if (ab.cost.money > 0 || Object.values(ab.cost.traits).some((v) => (v ?? 0) > 0)) {
    payCost(tx, a.player, ab.cost, `an ability of ${name}`);
  }
  if (ab.engage) setPileEngaged(tx, a.card, true);
  payExtraCosts(tx, a, ab);
  const item = {
    id: tx.g.nextStackId,
    kind: 'ability' as const,
    source: a.card,
    ability: a.ability,
    controller: a.player,
    targets: [...(a.targets ?? [])],
    ...(a.choices?.length ? { choices: [...a.choices] } : {}),
  };
  tx.g.nextStackId += 1;
  emit(tx, ABILITY.activate, `${a.player} activates ${name}: ${ab.text}`, { player: a.player, card: a.card });
  if (wasEngaged)
    emit(tx, ABILITY.worksEngaged, `${name} is engaged, and its activated ability works all the same`, {
      card: a.card,
    });
  if (tx.g.pending[0]?.kind === 'regenerate') {
    applyAbility(tx, ab, item);
    return;
  }
  tx.g.stack.push(item);
  keepPriority(tx, a.player);
  emit(
    tx,
    PRIORITY.universalWindow,
    `a priority window opens on ${name}'s ability; ${a.player} holds priority`,
    {
      player: a.player,
      card: a.card,
    },
  );
}

/** Applies an ability's effects for its controller, if its condition holds (7.1, 7.6). */
function applyAbility(tx: Tx, ab: Ability, item: Extract<StackItem, { kind: 'ability' }>): void {
  if (ab.kind !== 'activated' && ab.kind !== 'automatic') return;
  const costCards = ab.kind === 'activated' ? (ab.extraCosts?.length ?? 0) : 0;
  const ctx = contextFor(tx.g, ab.effects, item.controller, item.targets, item, { costCards });
  if (!conditionMet(tx, ab, ctx)) return;
  const keyword = ab.kind === 'activated' && ab.keyword ? KEYWORD_RESOLVES[ab.keyword] : undefined;
  if (keyword)
    emit(tx, keyword, `${def(tx.g, item.source).name}'s ${ab.keyword} resolves: ${ab.text}`, {
      player: item.controller,
      card: item.source,
    });
  applyEffectsIn(tx, ab.effects, ctx);
}

/**
 * Keywords whose activated ability is an effect op any card text may print (9.27 SWAP's `swap`, 9.11
 * DEVELOPMENT's `develop`): their own key, citing the keyword's clause, says the keyword's ability
 * resolved, as MOVE's does where it offers the move (9.21). REGENERATION's is said where it answers a
 * destruction or resolves (9.26).
 */
const KEYWORD_RESOLVES: Readonly<Record<string, string>> = {
  SWAP: SWAP.activated,
  DEVELOPMENT: DEVELOPMENT.activated,
  REGENERATION: REGENERATION.activated,
};

/**
 * Resolves an ability taken off the stack (3.9.5): its effects apply for the player who controls the
 * ability (1.2.5.2–1.2.5.3). `resolveTop` pops the item first; an item still on the stack is removed.
 */
export function resolveAbility(tx: Tx, item: Extract<StackItem, { kind: 'ability' }>): void {
  const at = tx.g.stack.findIndex((it) => it.id === item.id);
  if (at >= 0) tx.g.stack.splice(at, 1);
  const ab = abilitiesOf(def(tx.g, item.source), parametersOf(tx.g))[item.ability];
  if (!ab) return;
  const name = def(tx.g, item.source).name;
  // An event in play (its keyword triggers) has not left play: it waits aside, taking no space.
  if (!pileOf(tx.g, item.source) && !eventInPlay(tx.g, item.source)) {
    if (parametersOf(tx.g).abilitySourceGone === 'countered') {
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
  applyAbility(tx, ab, item);
}

/** Every way to pay an ability's extra costs, then choose its "choose" card: small lists only. */
function choiceLists(s: GameState, who: PlayerId, id: CardId, ab: Activated): CardId[][] {
  let out: CardId[][] = [[]];
  for (const x of ab.extraCosts ?? []) {
    const options = extraCostOptions(s, who, x, id);
    out = out.flatMap((prefix) => options.filter((o) => !prefix.includes(o)).map((o) => [...prefix, o]));
  }
  const chosen = chosenOptions(s, ab.effects, who, id);
  return out.flatMap((prefix) => chosen.map((c) => [...prefix, ...c])).slice(0, 64);
}

// Every candidate is judged by `validateActivate` at the end: the filters before it are shortcuts.
// Stryker disable ConditionalExpression,LogicalOperator,EqualityOperator,BooleanLiteral,OptionalChaining
export function legalActivate(s: GameState, who: PlayerId): Action[] {
  const pend = s.pending[0];
  const answering = pend?.kind === 'regenerate';
  if (answering ? pend.player !== who : s.priority?.holder !== who || player(s, who).lost) return [];
  const out: Action[] = [];
  for (const p of s.players) {
    for (const pile of p.network) {
      const top = pile.cards[0];
      if (top === undefined || card(s, top).controller !== who) continue;
      if (answering && top !== pend.card) continue;
      abilitiesOf(def(s, top), parametersOf(s)).forEach((ab, index) => {
        if (ab.kind !== 'activated') return;
        if (!answering && ab.engage && isEngaged(s, top)) return;
        // Stryker restore ConditionalExpression,LogicalOperator,EqualityOperator,BooleanLiteral,OptionalChaining
        for (const targets of targetChoices(s, ab.effects, who, top)) {
          for (const choices of choiceLists(s, who, top, ab)) {
            // Part by part, as `legalBuy` writes its actions: spreading optional parts in is slow.
            const a: ActionDraft<'activate'> = { type: 'activate', player: who, card: top, ability: index };
            if (targets.length > 0) a.targets = targets;
            if (choices.length > 0) a.choices = choices;
            if (validateActivate(s, a) === null) out.push(a);
          }
        }
      });
    }
  }
  return out;
}
