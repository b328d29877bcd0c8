import type { Violation } from '@arbiter/core';
import type { Action, ActionOf } from '../model/action.js';
import { isUnique } from '../model/card.js';
import { card, def, parametersOf, pileOf, player } from '../model/query.js';
import type { CardId, GameState, PendingDecision, PlayerId } from '../model/state.js';
import { checkPlayer } from './action-shape.js';
import { destroy, leavePlay } from './destruction.js';
import { gainMoney } from './money.js';
import { ruleSet } from './rule-set.js';
import { emit, type Tx, violation } from './tx.js';
import { moneyValuation } from './valuation.js';
import { putOnTop } from './zones.js';

export const UNIQUE = ruleSet('unique', {
  newestSurvives: {
    clause: '7.8',
    summary:
      'When a player controls two unique cards of the same name, only the newest stays; the others are destroyed.',
  },
  perController: {
    clause: '7.8.1',
    summary: 'Different players may each control a unique card of the same name.',
  },
  olderToOpenMarket: {
    clause: '7.8',
    summary:
      'Where the revision says so, the older copies of a unique card go to their owner’s open market instead.',
  },
  refund: {
    clause: '7.8',
    silent: true,
    summary: 'Where the revision says so, the player gains the money valuation of each copy sent away.',
  },
  chooseSurvivor: {
    clause: '7.8',
    summary: 'Where the revision says so, the player chooses which copy of a unique card stays.',
  },
  revealHand: {
    clause: '1.2.2.2',
    summary: 'Whether deploying a unique card reveals its controller’s hand (V1.7 forbids showing it).',
  },
});

/** The other copies of a unique card under the same controller, in play (7.8, 7.8.1). */
function otherCopies(tx: Tx, newest: CardId): CardId[] {
  const name = card(tx.g, newest).name;
  const controller = card(tx.g, newest).controller;
  const out: CardId[] = [];
  for (const p of tx.g.players) {
    for (const pile of p.network) {
      for (const id of pile.cards) {
        if (id === newest) continue;
        const c = card(tx.g, id);
        if (c.name === name && c.controller === controller) out.push(id);
      }
    }
  }
  return out;
}

/** The other players controlling a card in play of the same unique name (7.8.1). */
function othersControlling(tx: Tx, newest: CardId): PlayerId[] {
  const { name, controller } = card(tx.g, newest);
  const out = new Set<PlayerId>();
  for (const p of tx.g.players)
    for (const pile of p.network)
      for (const id of pile.cards) {
        const c = card(tx.g, id);
        if (c.name === name && c.controller !== controller) out.add(c.controller);
      }
  return [...out];
}

/**
 * Call after `newest` entered play (7.8). Older copies of a unique card with the same name under the
 * same controller go, by `uniqueDuplicate`: destroyed; to their owner's open market (with a refund of
 * their money valuation or not); or the player is asked which copy stays (a `keep-unique` decision
 * answered by `keep` with the card). Copies controlled by other players are untouched (7.8.1).
 */
export function enforceUnique(tx: Tx, newest: CardId): void {
  const d = def(tx.g, newest);
  if (!isUnique(d)) return;
  const controller = card(tx.g, newest).controller;
  if (parametersOf(tx.g).uniqueRevealsHand) revealHand(tx, controller, d.name);
  const older = otherCopies(tx, newest);
  const others = othersControlling(tx, newest);
  if (others.length > 0)
    emit(
      tx,
      UNIQUE.perController,
      `${d.name} stays beside the copy ${others.join(' and ')} ${others.length > 1 ? 'control' : 'controls'}: another player's unique card is no duplicate`,
      { player: controller, card: newest },
    );
  if (older.length === 0) return;
  const rule = parametersOf(tx.g).uniqueDuplicate;
  if (rule === 'chooses-which-stays') {
    tx.g.pending.push({ kind: 'keep-unique', player: controller, cards: [newest, ...older] });
    emit(tx, UNIQUE.chooseSurvivor, `${controller} must choose which ${d.name} stays`, {
      player: controller,
    });
    return;
  }
  if (rule === 'destroy-older') {
    destroy(
      tx,
      older,
      UNIQUE.newestSurvives,
      `destroyed: a newer ${d.name} came into play under ${controller}`,
      { despiteIndestructible: true },
    );
    return;
  }
  for (const id of older) {
    const c = card(tx.g, id);
    const value = moneyValuation(tx.g, id);
    // Bonded cards of the copy go with it, as when a card leaves play for another reason (3.10.9).
    const where = pileOf(tx.g, id);
    // Stryker disable next-line OptionalChaining: every older copy was found in a network, so it has a pile
    const bonded = where?.depth === 0 ? where.pile.cards.slice(1) : [];
    leavePlay(tx, id);
    if (!c.token) putOnTop(tx, c.owner, 'openMarket', id);
    else delete tx.g.cards[id];
    emit(tx, UNIQUE.olderToOpenMarket, `the older ${c.name} goes to ${c.owner}'s open market`, {
      card: id,
      player: c.owner,
    });
    destroy(tx, bonded, UNIQUE.olderToOpenMarket, `destroyed with the older ${c.name}`);
    if (rule === 'older-to-open-market-with-refund') gainMoney(tx, controller, value, UNIQUE.refund);
  }
}

/** The hand is shown to everybody (the event names its cards). */
function revealHand(tx: Tx, who: PlayerId, why: string): void {
  const names = player(tx.g, who).hand.map((id) => def(tx.g, id).name);
  emit(
    tx,
    UNIQUE.revealHand,
    `${who} deploys ${why} and reveals his hand: ${names.join(', ') || 'no cards'}`,
    {
      player: who,
    },
  );
}

type KeepUnique = Extract<PendingDecision, { kind: 'keep-unique' }>;

/** The waiting `keep-unique` decision, if it is the first pending decision. */
function keepDecision(s: GameState): KeepUnique | null {
  const p = s.pending[0];
  return p?.kind === 'keep-unique' ? p : null;
}

/** `keep` with a card answers a `keep-unique` decision: that copy stays. */
export function validateKeepUnique(s: GameState, a: ActionOf<'keep'>): Violation | null {
  const bad = checkPlayer(s, a.player);
  if (bad) return bad;
  const p = keepDecision(s);
  if (!p || p.player !== a.player) {
    return violation(s, UNIQUE.chooseSurvivor, `${a.player} has no unique card to choose now`);
  }
  if (a.card === undefined || !p.cards.includes(a.card)) {
    return violation(s, UNIQUE.chooseSurvivor, `keep one of ${p.cards.join(', ')}`);
  }
  return null;
}

export function applyKeepUnique(tx: Tx, a: ActionOf<'keep'>): void {
  const p = keepDecision(tx.g as GameState);
  // Stryker disable next-line ConditionalExpression,LogicalOperator: validateKeepUnique refuses a keep with no decision waiting or no card first
  if (!p || a.card === undefined) return;
  tx.g.pending.splice(0, 1);
  const others = p.cards.filter((id) => id !== a.card && pileOf(tx.g, id) !== null);
  const name = card(tx.g, a.card).name;
  emit(tx, UNIQUE.chooseSurvivor, `${a.player} keeps ${a.card} (${name})`, {
    player: a.player,
    card: a.card,
  });
  destroy(tx, others, UNIQUE.chooseSurvivor, `destroyed: ${a.player} kept another ${name}`, {
    despiteIndestructible: true,
  });
}

export function legalKeepUnique(s: GameState, who: PlayerId): Action[] {
  const p = keepDecision(s);
  if (!p || p.player !== who) return [];
  return p.cards.map((id) => ({ type: 'keep', player: who, card: id }));
}
