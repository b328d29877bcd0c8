import type { Violation } from '@arbiter/core';
import type { Action, ActionOf } from '../model/action.js';
import { card, def, isEngaged, parametersOf, pileOf, player } from '../model/query.js';
import type { CardId, GameState, PlayerId } from '../model/state.js';
import { EMPTY_POOLS, TRAITS } from '../model/traits.js';
import { inFlow } from '../model/where.js';
import { ACTION, checkCard, checkPlayer } from './action-shape.js';
import { destroy } from './destruction.js';
import { drawCards } from './drawing.js';
import { cannotPay, gainMoney, payCost } from './money.js';
import { setPileEngaged } from './orientation.js';
import { ruleSet } from './rule-set.js';
import { trigger } from './stack.js';
import { emit, type Tx, violation } from './tx.js';
import { playerDraft } from './zones.js';

export const ACCOUNTING = ruleSet('accounting', {
  cashflow: {
    clause: '1.2.7.2',
    summary: 'The active player collects the cashflow of every disengaged card he controls.',
  },
  cashflowRoundsUp: {
    clause: '1.2.7.1',
    summary: 'Cashflow is counted in whole M; a fraction counts as a full 1 M.',
  },
  bondedNoCashflow: {
    clause: '3.10.2',
    summary: 'A card bonded under another produces no resources, so it pays no cashflow.',
  },
  disengage: {
    clause: '5.2.2',
    summary: 'The active player disengages every card he controls, whole piles at once.',
  },
  emptyPools: { clause: '5.2.3', summary: 'Every player’s trait pool is emptied in the Accounting Phase.' },
  upkeepDue: {
    clause: '5.2.4',
    summary: 'The active player pays, or skips, the upkeep of each card he controls.',
  },
  upkeepOnlyNow: { clause: '5.2.4', summary: 'Upkeep is settled in the active player’s upkeep step only.' },
  payUpkeep: { clause: '5.2.4', summary: 'Paying upkeep takes its cost from the money and trait pools.' },
  skipUpkeep: { clause: '5.2.4.1', summary: 'A card whose upkeep is not paid is destroyed.' },
  revealResource: {
    clause: '5.2.6',
    summary: 'The active player reveals the top card of his resource deck.',
  },
  draw: { clause: '5.2.7', summary: 'The active player draws one card in his Accounting Phase.' },
  firstTurnNoDraw: {
    clause: '5.2.7.1',
    summary: 'The starting player of a two-player game does not draw on his first turn.',
  },
  beginningTriggers: {
    clause: '5.2',
    silent: true,
    summary:
      'Where the revision has the step, the Accounting Phase opens with the active player’s beginning-of-turn and beginning-of-game texts.',
  },
  emptyPoolsEndOfPhase: {
    clause: '5.2.3',
    summary: 'Where the revision says so, the trait pools are emptied as the Accounting Phase ends.',
  },
});

/**
 * 5.2.1: the active player receives the cashflow of every disengaged card he controls, in any
 * network (1.2.7.2). Only top cards pay: 3.10.2 says a bonded card produces no resources, and money is
 * the game's basic resource (1.2.6), so a bonded card's cashflow is not collected.
 *
 * A fraction is rounded up card by card (1.2.7.1): the clause sits under 1.2.7, which gives each card's
 * cashflow ability its own amount, and 1.2.7.2 then adds the amounts the cards generate. Two cards of
 * 0.5 M each therefore yield 1 M each, 2 M in all.
 */
export function receiveCashflow(tx: Tx): void {
  const active = tx.g.turn.active;
  let total = 0;
  for (const p of tx.g.players) {
    for (const pile of p.network) {
      // A pile always holds its top card (3.10.1).
      const top = pile.cards[0] as CardId;
      const c = card(tx.g, top);
      if (c.controller !== active || isEngaged(tx.g, top)) continue;
      const printed = def(tx.g, top).cashflow ?? 0;
      if (printed <= 0) continue;
      const amount = Math.ceil(printed);
      if (amount !== printed)
        emit(tx, ACCOUNTING.cashflowRoundsUp, `${c.name}'s ${printed} M cashflow rounds up to ${amount} M`, {
          player: active,
          card: top,
          amount,
        });
      total += amount;
      emit(tx, ACCOUNTING.cashflow, `${c.name} yields ${amount} M cashflow for ${active}`, {
        player: active,
        card: top,
        amount,
      });
    }
  }
  gainMoney(tx, active, total);
}

/**
 * 5.2.2: every pile whose top card the active player controls turns disengaged (3.10.10); under
 * `disengageScope: 'own-network'` every pile of his own network instead, whoever controls it.
 */
export function disengageAll(tx: Tx): void {
  const active = tx.g.turn.active;
  const ownNetwork = parametersOf(tx.g).disengageScope === 'own-network';
  const tops: CardId[] = [];
  for (const p of tx.g.players) {
    if (ownNetwork && p.id !== active) continue;
    for (const pile of p.network) {
      const top = pile.cards[0] as CardId;
      if (ownNetwork || card(tx.g, top).controller === active) tops.push(top);
    }
  }
  for (const top of tops) setPileEngaged(tx, top, false, ACCOUNTING.disengage);
}

/** Empties every player's trait pool, reporting each pool that held something. */
export function emptyAllPools(tx: Tx, key: string): void {
  for (const p of tx.g.players) {
    const held = TRAITS.filter((t) => p.pools[t] > 0).map((t) => `${p.pools[t]} ${t}`);
    if (held.length === 0) continue;
    playerDraft(tx, p.id).pools = { ...EMPTY_POOLS };
    emit(tx, key, `${p.id}'s trait pool is emptied (${held.join(', ')} lost)`, { player: p.id });
  }
}

/**
 * 5.2.3: all trait pools are emptied (when the revision empties them before upkeep). The step is
 * said even when every pool is empty already, as it is whenever 5.6.7 emptied them the turn before:
 * where it stands (before the upkeep step) is what decides which traits reach the Buy Phase.
 */
export function emptyPools(tx: Tx): void {
  if (parametersOf(tx.g).accountingPoolsEmpty !== 'before-upkeep') return;
  if (tx.g.players.every((p) => TRAITS.every((t) => p.pools[t] === 0)))
    emit(tx, ACCOUNTING.emptyPools, 'every trait pool is emptied (all were empty already)');
  else emptyAllPools(tx, ACCOUNTING.emptyPools);
}

/** `accountingPoolsEmpty: 'end-of-phase'`: the trait pools are emptied as the Accounting Phase ends. */
export function emptyPoolsEndOfPhase(tx: Tx): void {
  if (parametersOf(tx.g).accountingPoolsEmpty !== 'end-of-phase') return;
  emptyAllPools(tx, ACCOUNTING.emptyPoolsEndOfPhase);
}

/**
 * The beginning-of-turn step of revisions that have one (`accountingTriggers`): the active player's
 * cards in play apply their "at the beginning of the turn" texts, and their "at the beginning of the
 * game" texts on his first turn (`game-start-on-each-first-turn`) or on the game's first turn only
 * (`game-start-on-turn-one`). The texts apply at once, without the stack, as no window is open yet.
 */
export function beginningOfTurnTriggers(tx: Tx): void {
  const rule = parametersOf(tx.g).accountingTriggers;
  if (rule === 'no-step') return;
  const active = tx.g.turn.active;
  const gameStart =
    rule === 'game-start-on-turn-one' ? tx.g.turn.number === 1 : player(tx.g, active).turnsTaken === 1;
  const sources: CardId[] = [];
  for (const p of tx.g.players) {
    for (const pile of p.network) {
      const top = pile.cards[0] as CardId;
      if (card(tx.g, top).controller === active) sources.push(top);
    }
  }
  for (const id of sources) {
    if (tx.g.result || !pileOf(tx.g, id)) continue;
    def(tx.g, id).abilities.forEach((ab, index) => {
      if (ab.kind !== 'automatic') return;
      if (ab.trigger !== 'turn-start' && !(ab.trigger === 'game-start' && gameStart)) return;
      // Applied at once; where the revision lets a trigger be missed (7.4.1), its controller says first.
      const item = {
        id: -1,
        kind: 'ability' as const,
        source: id,
        ability: index,
        controller: active,
        targets: [],
      };
      trigger(tx, item, 'once', ab.text, ACCOUNTING.beginningTriggers);
    });
  }
}

/**
 * 5.2.4: lists the cards controlled by the active player that carry an upkeep, bonded cards included
 * (an upkeep is a cost the card imposes, not an ability it uses), in network order.
 */
export function listUpkeep(tx: Tx): void {
  const active = tx.g.turn.active;
  const due: CardId[] = [];
  for (const p of tx.g.players) {
    for (const pile of p.network) {
      for (const id of pile.cards)
        if (card(tx.g, id).controller === active && def(tx.g, id).upkeep) due.push(id);
    }
  }
  tx.g.upkeepDue = due;
  if (due.length > 0) {
    const names = due.map((id) => def(tx.g, id).name).join(', ');
    emit(tx, ACCOUNTING.upkeepDue, `${active} must pay or skip the upkeep of ${names}`, { player: active });
  }
}

export function validatePayUpkeep(s: GameState, a: ActionOf<'pay-upkeep'>): Violation | null {
  const bad = checkPlayer(s, a.player) ?? checkCard(s, a.card);
  if (bad) return bad;
  if (typeof a.pay !== 'boolean')
    return violation(s, ACCOUNTING.upkeepDue, 'say whether the upkeep is paid (pay: true or false)');
  if (!inFlow(s, 'turn.accounting.upkeep') || a.player !== s.turn.active) {
    return violation(
      s,
      ACCOUNTING.upkeepOnlyNow,
      'upkeep is only settled by the active player in the upkeep step',
    );
  }
  if (!s.upkeepDue.includes(a.card)) {
    return violation(s, ACCOUNTING.upkeepDue, `no upkeep of ${def(s, a.card).name} is due now`);
  }
  if (card(s, a.card).controller !== a.player) {
    return violation(s, ACTION.notYourCard, `${a.player} does not control ${def(s, a.card).name}`);
  }
  const cost = def(s, a.card).upkeep;
  if (a.pay && cost) {
    const why = cannotPay(s, a.player, cost);
    if (why)
      return violation(s, why.key, why.message, 'produce traits first, or skip the upkeep and lose the card');
  }
  return null;
}

/** 5.2.4 / 5.2.4.1: pay the upkeep, or let the card be destroyed. */
export function applyPayUpkeep(tx: Tx, a: ActionOf<'pay-upkeep'>): void {
  const name = def(tx.g, a.card).name;
  tx.g.upkeepDue = tx.g.upkeepDue.filter((id) => id !== a.card);
  const cost = def(tx.g, a.card).upkeep;
  if (a.pay) {
    if (cost) payCost(tx, a.player, cost, `the upkeep of ${name}`);
    emit(tx, ACCOUNTING.payUpkeep, `${a.player} keeps ${name} by paying its upkeep`, {
      player: a.player,
      card: a.card,
    });
    return;
  }
  destroy(tx, [a.card], ACCOUNTING.skipUpkeep, 'destroyed because its upkeep was not paid');
  // Cards that left play with it (bonded cards) owe nothing any more.
  tx.g.upkeepDue = tx.g.upkeepDue.filter((id) => pileOf(tx.g, id) !== null);
}

export function legalPayUpkeep(s: GameState, who: PlayerId): Action[] {
  // Stryker disable next-line ConditionalExpression,LogicalOperator: a shortcut; validatePayUpkeep refuses the same answers
  if (!inFlow(s, 'turn.accounting.upkeep') || who !== s.turn.active) return [];
  const out: Action[] = [];
  for (const id of s.upkeepDue) {
    for (const pay of [true, false]) {
      const a: ActionOf<'pay-upkeep'> = { type: 'pay-upkeep', player: who, card: id, pay };
      if (validatePayUpkeep(s, a) === null) out.push(a);
    }
  }
  return out;
}

/** Whether the active player has a revealed resource still on top of his resource deck. */
export function hasRevealedResource(s: GameState): boolean {
  const p = player(s, s.turn.active);
  return p.revealedResource !== null && p.resourceDeck[0] === p.revealedResource;
}

/** 5.2.6: the top card of the active player's resource deck is revealed (open information, 8.4). */
export function revealResource(tx: Tx): void {
  const active = tx.g.turn.active;
  const p = playerDraft(tx, active);
  const top = p.resourceDeck[0];
  if (top === undefined) {
    p.revealedResource = null;
    emit(tx, ACCOUNTING.revealResource, `${active}'s resource deck is empty: nothing to reveal`, {
      player: active,
    });
    return;
  }
  p.revealedResource = top;
  emit(tx, ACCOUNTING.revealResource, `${active} reveals ${def(tx.g, top).name} from the resource deck`, {
    player: active,
    card: top,
  });
}

/** Whether the active player skips the draw of this turn (5.2.7.1, revision parameter `firstTurnDraw`). */
export function skipsFirstDraw(s: GameState): boolean {
  const rule = parametersOf(s).firstTurnDraw;
  if (rule === 'never-skip') return false;
  // The starting player's first turn is the game's turn 1 whatever the player count.
  const firstTurnOfStarter = s.turn.starting === s.turn.active && s.turn.number === 1;
  if (!firstTurnOfStarter) return false;
  return rule === 'skip-always' || s.players.length === 2;
}

/** 5.2.7: the active player draws one card, unless 5.2.7.1 applies; an empty deck loses (1.2.10.4). */
export function drawForTurn(tx: Tx): void {
  const active = tx.g.turn.active;
  if (skipsFirstDraw(tx.g)) {
    emit(tx, ACCOUNTING.firstTurnNoDraw, `${active} started the game and does not draw on the first turn`, {
      player: active,
    });
    return;
  }
  drawCards(tx, active, 1, ACCOUNTING.draw);
}
