import type { Draft } from '@arbiter/core';
import { businessOf, card, parametersOf, pileOf } from '../model/query.js';
import type { CardId, CardState, PlayerId } from '../model/state.js';
import { setEngaged } from './engagement.js';
import { spareIndestructible } from './keywords/indestructible.js';
import { ruleSet } from './rule-set.js';
import { emit, type Tx } from './tx.js';
import { lose, WINNING } from './winning.js';
import { putOnTop, takeCard } from './zones.js';

export const DESTRUCTION = ruleSet('destruction', {
  destroy: { clause: '8.3', summary: 'A destroyed card goes on top of its controller’s open market.' },
  orderSimultaneous: {
    clause: '8.3.1',
    summary: 'When several cards are destroyed at once, their controller orders them in the open market.',
  },
  bondedFollowDestroyed: {
    clause: '3.10.3',
    summary: 'Cards bonded beneath a destroyed card are destroyed too.',
  },
  bondedFollowAnnihilated: {
    clause: '3.10.4',
    summary: 'Cards bonded beneath an annihilated card are annihilated too.',
  },
  bondedDestroyedWhenTopLeaves: {
    clause: '3.10.9',
    summary: 'Cards bonded beneath a card that leaves play for another reason are destroyed.',
  },
  annihilate: {
    clause: '8.5',
    summary: 'An annihilated card goes to its controller’s annihilated zone for good.',
  },
  tokenCeases: { clause: '7.9.4', summary: 'A token removed from a network stops existing.' },
  countersCease: { clause: '7.10.2', summary: 'Counters vanish when their card leaves play.' },
  businessOutsideChallenge: {
    clause: '1.2.10.2.1',
    summary: 'Where the revision says so, only a business destroyed in a challenge loses the game.',
  },
  discardFromHand: {
    clause: '8.6',
    summary: 'A discarded hand card goes on top of its owner’s open market.',
  },
});

/** How a card is removed, where a revision's rule depends on it. */
export interface Removal {
  /** Destroyed by combat damage in a challenge (5.4.1.8.2). */
  readonly inChallenge?: boolean;
  /** A removal the rules impose on any card (orphans 5.6.3, unique copies 7.8): INDESTRUCTIBLE does not stop it. */
  readonly despiteIndestructible?: boolean;
}

/**
 * A destroyed business loses its owner the game (1.2.10.2.1); under `businessDestroyedLoses:
 * 'in-challenge'` only when it was destroyed in a challenge.
 */
function loseBusiness(tx: Tx, owners: readonly PlayerId[], how: Removal, reason: string): void {
  if (owners.length === 0) return;
  if (parametersOf(tx.g).businessDestroyedLoses === 'in-challenge' && !how.inChallenge) {
    emit(tx, DESTRUCTION.businessOutsideChallenge, `${owners.join(', ')}: ${reason} outside a challenge`);
    return;
  }
  lose(tx, owners, WINNING.businessDestroyed, reason);
}

/** A card leaving play forgets orientation, damage, counters and control (7.10.2, 1.2.5.1). */
function resetOutOfPlay(tx: Tx, id: CardId): void {
  const c = tx.g.cards[id] as Draft<CardState>;
  const held = Object.entries(c.counters).filter(([, n]) => n !== 0);
  if (held.length > 0)
    emit(
      tx,
      DESTRUCTION.countersCease,
      `the counters on ${c.name} cease to exist (${held.map(([k, n]) => `${n > 0 ? '+' : ''}${n} ${k}`).join(', ')})`,
      { card: id },
    );
  setEngaged(tx, id, false);
  c.damage = {};
  c.counters = {};
  c.controller = c.owner;
  c.enteredTurn = null;
}

/** The open market a destroyed card goes to, by the revision's reading (8.3, 3.1.2). */
function marketFor(tx: Tx, id: CardId): PlayerId {
  const c = card(tx.g, id);
  return parametersOf(tx.g).destroyedCardsTo === 'owner' ? c.owner : c.controller;
}

/** The cards that go with a card when it leaves play: its bonded cards (3.10). */
function withBonded(tx: Tx, id: CardId): CardId[] {
  const p = pileOf(tx.g, id);
  if (p?.depth !== 0) return [id];
  return [...p.pile.cards];
}

/**
 * Destroys cards at once. Bonded cards go with their top card (3.10.3); a destroyed business loses
 * the game for its owner (1.2.10.2.1); tokens vanish (7.9.4); when two or more cards reach the same
 * open market, its player must order them (8.3.1) and the engine asks before anything else happens.
 */
export function destroy(
  tx: Tx,
  ids: readonly CardId[],
  key: string = DESTRUCTION.destroy,
  why = 'destroyed',
  how: Removal = {},
): CardId[] {
  // INDESTRUCTIBLE cards stay, and so do the cards bonded under them (9.17).
  const named = how.despiteIndestructible ? ids : spareIndestructible(tx, ids);
  const listed: CardId[] = [];
  for (const id of named) for (const c of withBonded(tx, id)) if (!listed.includes(c)) listed.push(c);
  const stay = how.despiteIndestructible ? [] : listed.filter((id) => !named.includes(id));
  const kept = spareIndestructible(tx, stay);
  const all = listed.filter((id) => named.includes(id) || kept.includes(id) || how.despiteIndestructible);
  const byMarket = new Map<PlayerId, CardId[]>();
  const businessLosers: PlayerId[] = [];
  for (const id of all) {
    const c = card(tx.g, id);
    const isBusiness = businessOf(tx.g, c.controller) === id; // its controller's business (1.2.10.2.1)
    const market = marketFor(tx, id);
    takeCard(tx, id);
    resetOutOfPlay(tx, id);
    const bondedNote = ids.includes(id) ? key : DESTRUCTION.bondedFollowDestroyed;
    if (ceaseIfToken(tx, id)) continue;
    putOnTop(tx, market, 'openMarket', id);
    emit(tx, bondedNote, `${c.name} is ${why} and goes to ${market}'s open market`, {
      card: id,
      player: market,
    });
    if (isBusiness) businessLosers.push(c.owner);
    const list = byMarket.get(market) ?? [];
    list.push(id);
    byMarket.set(market, list);
  }
  for (const [market, cards] of byMarket) {
    if (cards.length > 1) {
      tx.g.pending.push({ kind: 'order-open-market', player: market, market, cards: [...cards] });
    }
  }
  loseBusiness(tx, businessLosers, how, 'business destroyed');
  return all;
}

/** Annihilation removes cards from the game; bonded cards follow (3.10.4, 8.5). */
export function annihilate(
  tx: Tx,
  ids: readonly CardId[],
  key: string = DESTRUCTION.annihilate,
  how: Removal = {},
): CardId[] {
  const all: CardId[] = [];
  for (const id of ids) for (const c of withBonded(tx, id)) if (!all.includes(c)) all.push(c);
  for (const id of all) {
    const c = card(tx.g, id);
    const isBusiness = businessOf(tx.g, c.controller) === id; // its controller's business (1.2.10.2.1)
    const zoneOwner = c.controller;
    takeCard(tx, id);
    resetOutOfPlay(tx, id);
    if (ceaseIfToken(tx, id)) continue;
    putOnTop(tx, zoneOwner, 'annihilated', id);
    emit(tx, ids.includes(id) ? key : DESTRUCTION.bondedFollowAnnihilated, `${c.name} is annihilated`, {
      card: id,
    });
    if (isBusiness) loseBusiness(tx, [c.owner], how, 'business annihilated');
  }
  return all;
}

/**
 * A token out of play stops existing (7.9.4): removes it and says so. Whether `id` was a token, so
 * the caller puts only a card into a zone.
 */
export function ceaseIfToken(tx: Tx, id: CardId): boolean {
  const c = tx.g.cards[id];
  if (!c?.token) return false;
  emit(tx, DESTRUCTION.tokenCeases, `token ${c.name} ceases to exist`, { card: id });
  delete tx.g.cards[id];
  return true;
}

/** Puts a card that leaves play into a list zone, resetting what only exists in play. */
export function leavePlay(tx: Tx, id: CardId): void {
  takeCard(tx, id);
  resetOutOfPlay(tx, id);
}
