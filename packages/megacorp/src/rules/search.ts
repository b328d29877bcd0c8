import { castDraft, shuffle, type Violation } from '@arbiter/core';
import type { Action, ActionOf } from '../model/action.js';
import type { SearchSpec } from '../model/card.js';
import { card, def, opponents, parametersOf, pileOf, player } from '../model/query.js';
import type { CardId, GameState, PendingDecision, PlayerId } from '../model/state.js';
import { checkPlayer } from './action-shape.js';
import { definitionFits, describeFilter, isQualitative } from './filters.js';
import { bondUnder } from './keywords/bond.js';
import { ruleSet } from './rule-set.js';
import { emit, type Tx, violation } from './tx.js';
import { moneyValuation, totalValuationNow } from './valuation.js';
import { type ListZone, playerDraft, putOnTop, takeCard } from './zones.js';

/**
 * Searching (6.8): a player looks through a deck or an open market for cards of a kind, reveals what
 * he finds when the search asks for a quality (6.8.2), and shuffles the deck (6.8.2.3). The player
 * answers a `search` decision with a `choose` naming the cards found, or none. The revision decides
 * what "a deck" is (`searchDecks`), whether a searched open market is shuffled
 * (`searchShufflesOpenMarket`) and whether a search for no quality may come back empty (`searchMayFail`).
 */
export const SEARCH = ruleSet('search', {
  search: {
    clause: '6.8',
    summary: 'An effect lets a player look through a deck or an open market for cards.',
  },
  bothDecks: {
    clause: '6.8.1',
    summary: 'Searching "a deck" covers the main deck and the resource deck together.',
  },
  oneDeck: {
    clause: '6.8.1',
    summary: 'Where the revision says so, the player searches either his main deck or his resource deck.',
  },
  reveal: {
    clause: '6.8.2',
    summary: 'A card found by a search for a type, subtype or name is revealed to every player.',
  },
  mayFindNothing: {
    clause: '6.8.2.1',
    summary: 'A player may end a search without finding anything, even when a card would fit.',
  },
  unqualifiedMayFindNothing: {
    clause: '6.8.2.2',
    summary: 'A search that asks for no quality may end with nothing found.',
  },
  mustFind: {
    clause: '6.8.2.2',
    summary:
      'Where the revision says so, a search that asks for no quality must find a card if there is one.',
  },
  shuffleDeck: { clause: '6.8.2.3', summary: 'A search ends with the searching player shuffling the deck.' },
  openMarketKept: { clause: '6.8.2.3.1', summary: 'An open market that was searched is not shuffled.' },
  openMarketShuffled: {
    clause: '6.8.2.3.1',
    summary: 'Where the revision says so, an open market that was searched is shuffled too.',
  },
  fits: {
    clause: '6.8',
    summary: 'Only cards of the kind the search asks for, within its number and valuation limit, are found.',
  },
  toHand: { clause: '6.8', summary: 'A card found for the hand goes into the searching player’s hand.' },
  ownCardsOnlyInHand: {
    clause: '3.6.3',
    summary: 'A card found for the hand that another player owns cannot go into the searcher’s hand.',
  },
  toOwnersOpenMarket: {
    clause: '3.6.3.1',
    summary: 'A card kept out of a non-owner’s hand goes on top of its owner’s open market instead.',
  },
  deployFree: {
    clause: '6.8',
    summary:
      'A card found to be deployed enters play without its cost being paid, where its player docks it.',
  },
});

type SearchDecision = Extract<PendingDecision, { kind: 'search' }>;

const ZONE_NAME: Record<ListZone, string> = {
  mainDeck: 'main deck',
  resourceDeck: 'resource deck',
  openMarket: 'open market',
  hand: 'hand',
  annihilated: 'annihilated zone',
  resolvedEvents: 'resolved events',
};

/** The groups of zones one search may draw from: every card found comes from a single group. */
export function searchGroups(s: GameState, spec: SearchSpec): ListZone[][] {
  const both = parametersOf(s).searchDecks === 'both-decks';
  const decks: ListZone[][] = both ? [['mainDeck', 'resourceDeck']] : [['mainDeck'], ['resourceDeck']];
  switch (spec.zones) {
    case 'deck':
      return decks;
    case 'main-deck':
      return [['mainDeck']];
    case 'resource-deck':
      return [['resourceDeck']];
    case 'open-market':
      return [['openMarket']];
    case 'deck-or-open-market':
      return [...decks, ['openMarket']];
    case 'deck-and-open-market':
      return decks.map((g) => [...g, 'openMarket']);
  }
}

/** The valuation a search's limit counts (6.8; 9.22, 9.9): the money part or the total (2.4.3). */
function valuationOf(s: GameState, id: CardId, of: 'money' | 'total'): number {
  return of === 'money' ? moneyValuation(s, id) : totalValuationNow(s, id);
}

/** Cards of the searcher's zones that fit the search on their own (kind and per-card valuation). */
export function candidates(s: GameState, who: PlayerId, spec: SearchSpec): CardId[] {
  const zones = new Set(searchGroups(s, spec).flat());
  const p = player(s, who);
  const out: CardId[] = [];
  for (const z of zones)
    for (const id of p[z]) {
      if (!definitionFits(def(s, id), spec.filter)) continue;
      if (spec.valuation && valuationOf(s, id, spec.valuation.of) > spec.valuation.limit) continue;
      out.push(id);
    }
  return out;
}

function searchersOf(s: GameState, spec: SearchSpec, controller: PlayerId): PlayerId[] {
  const others = opponents(s, controller).map((p) => p.id);
  // Opponents in turn order from the controller's left (1.2.8.2).
  const seats = s.players.map((p) => p.id);
  const from = seats.indexOf(controller);
  const ordered = [...seats.slice(from + 1), ...seats.slice(0, from)].filter((id) => others.includes(id));
  if (spec.who === 'controller') return [controller];
  if (spec.who === 'each-opponent') return ordered;
  return [controller, ...ordered];
}

function zonesText(s: GameState, spec: SearchSpec): string {
  return searchGroups(s, spec)
    .map((g) => g.map((z) => ZONE_NAME[z]).join(' and '))
    .join(' or ');
}

/**
 * Starts a search for each player it names (6.8): each gets a `search` decision, in turn order from
 * the controller. A player with nothing that fits finds nothing at once, and still shuffles.
 */
export function startSearch(tx: Tx, spec: SearchSpec, controller: PlayerId, source: CardId | null): void {
  // A search of "a deck" is read by 6.8.1: both decks at once, or one of them, by the revision.
  const ofADeck =
    spec.zones === 'deck' || spec.zones === 'deck-or-open-market' || spec.zones === 'deck-and-open-market';
  const both = parametersOf(tx.g).searchDecks === 'both-decks';
  const key = !ofADeck ? SEARCH.search : both ? SEARCH.bothDecks : SEARCH.oneDeck;
  for (const who of searchersOf(tx.g, spec, controller)) {
    emit(tx, key, `${who} searches the ${zonesText(tx.g, spec)} for ${describeFilter(spec.filter)}`, {
      player: who,
    });
    if (candidates(tx.g, who, spec).length === 0) {
      emit(tx, SEARCH.mayFindNothing, `${who} finds nothing that fits`, { player: who });
      endSearch(tx, who, spec, null);
      continue;
    }
    tx.g.pending.push(castDraft({ kind: 'search', player: who, source, search: spec }));
  }
}

/** The group of zones the found cards all come from, or null when they span groups or lie elsewhere. */
function groupOf(s: GameState, who: PlayerId, spec: SearchSpec, cards: readonly CardId[]): ListZone[] | null {
  const p = player(s, who);
  for (const g of searchGroups(s, spec)) if (cards.every((id) => g.some((z) => p[z].includes(id)))) return g;
  return null;
}

/** Why these cards are not a legal outcome of the search, or null. */
export function searchProblem(s: GameState, d: SearchDecision, cards: readonly CardId[]): Violation | null {
  const spec = d.search;
  if (new Set(cards).size !== cards.length) return violation(s, SEARCH.fits, 'a card is named twice');
  if (cards.length === 0) {
    const mustFind =
      parametersOf(s).searchMayFail === 'qualitative-only' &&
      !isQualitative(spec.filter) &&
      candidates(s, d.player, spec).length > 0;
    if (mustFind)
      return violation(s, SEARCH.mustFind, 'this search asks for no quality: a card that fits must be found');
    return null;
  }
  if (spec.count !== 'any' && cards.length > spec.count)
    return violation(s, SEARCH.fits, `the search finds at most ${spec.count} card(s), not ${cards.length}`);
  if (!groupOf(s, d.player, spec, cards)) {
    return violation(
      s,
      SEARCH.fits,
      `the cards found must all lie in the ${zonesText(s, spec)} of ${d.player}`,
      parametersOf(s).searchDecks === 'one-deck' ? 'one search covers one deck (6.8.1)' : undefined,
    );
  }
  for (const id of cards) {
    if (!definitionFits(def(s, id), spec.filter))
      return violation(s, SEARCH.fits, `${def(s, id).name} is not ${describeFilter(spec.filter)}`);
  }
  const v = spec.valuation;
  if (v) {
    const values = cards.map((id) => valuationOf(s, id, v.of));
    const over = v.combined ? values.reduce((a, b) => a + b, 0) > v.limit : values.some((x) => x > v.limit);
    if (over) {
      const what = `${v.combined ? 'combined ' : ''}${v.of === 'money' ? 'money ' : ''}valuation`;
      return violation(s, SEARCH.fits, `the ${what} of the cards found is over ${v.limit}`);
    }
  }
  return null;
}

export function validateChooseSearch(s: GameState, a: ActionOf<'choose'>): Violation | null {
  const d = s.pending[0];
  if (d?.kind !== 'search') return null;
  return checkPlayer(s, a.player) ?? searchProblem(s, d, a.cards);
}

/** Reveals and places what was found (6.8.2), then shuffles the searched deck (6.8.2.3). */
export function applyChooseSearch(tx: Tx, a: ActionOf<'choose'>): void {
  const d = tx.g.pending[0];
  if (d?.kind !== 'search') return;
  tx.g.pending.splice(0, 1);
  const spec = d.search;
  const qualitative = isQualitative(spec.filter);
  // 6.8.2.1 lets any search end empty; 6.8.2.2 is the clause for a search that asks for no quality.
  if (a.cards.length === 0)
    emit(
      tx,
      qualitative ? SEARCH.mayFindNothing : SEARCH.unqualifiedMayFindNothing,
      `${a.player} finds nothing`,
      {
        player: a.player,
      },
    );
  const group = groupOf(tx.g, a.player, spec, a.cards);
  for (const id of a.cards) {
    const name = def(tx.g, id).name;
    if (qualitative)
      emit(tx, SEARCH.reveal, `${a.player} finds and reveals ${name}`, { player: a.player, card: id });
    placeFound(tx, a.player, d, id);
  }
  endSearch(tx, a.player, spec, group);
}

/** Puts a found card where the search sends it. */
function placeFound(tx: Tx, who: PlayerId, d: SearchDecision, id: CardId): void {
  const name = def(tx.g, id).name;
  switch (d.search.into) {
    case 'hand': {
      takeCard(tx, id);
      const owner = card(tx.g, id).owner;
      if (owner !== who) {
        // The hand is the owner's alone (3.6.3), so the card is never deployable from another's hand.
        emit(tx, SEARCH.ownCardsOnlyInHand, `${name} is ${owner}'s and cannot go into ${who}'s hand`, {
          player: who,
          card: id,
        });
        putOnTop(tx, owner, 'openMarket', id);
        emit(tx, SEARCH.toOwnersOpenMarket, `${name} goes on top of ${owner}'s open market`, {
          player: owner,
          card: id,
        });
        return;
      }
      playerDraft(tx, who).hand.push(id);
      emit(tx, SEARCH.toHand, `${name} goes into ${who}'s hand`, { player: who, card: id });
      return;
    }
    case 'bond': {
      const src = d.source;
      if (!src || !pileOf(tx.g, src)) {
        emit(tx, SEARCH.deployFree, `${name} has nothing to bond to and stays where it was`, { card: id });
        return;
      }
      takeCard(tx, id);
      const c = tx.g.cards[id];
      // Stryker disable next-line ConditionalExpression: a card found in a zone has a record
      if (c) {
        c.controller = who;
        c.enteredTurn = tx.g.turn.number;
      }
      bondUnder(tx, id, src);
      return;
    }
    case 'deploy':
    case 'deploy-adjacent': {
      const near =
        d.search.into === 'deploy-adjacent' && d.source && pileOf(tx.g, d.source) ? d.source : undefined;
      emit(tx, SEARCH.deployFree, `${name} is deployed without paying its cost; ${who} docks it`, {
        player: who,
        card: id,
      });
      tx.g.pending.push({ kind: 'dock', player: who, card: id, ...(near ? { near } : {}) });
      return;
    }
  }
}

/** 6.8.2.3: the searched decks are shuffled; an open market only where the revision says so. */
function endSearch(tx: Tx, who: PlayerId, spec: SearchSpec, group: ListZone[] | null): void {
  const searched = group ?? searchGroups(tx.g, spec)[0] ?? [];
  const p = playerDraft(tx, who);
  for (const z of searched) {
    if (z === 'openMarket') {
      if (!parametersOf(tx.g).searchShufflesOpenMarket) {
        emit(tx, SEARCH.openMarketKept, `${who}'s open market keeps its order`, { player: who });
        continue;
      }
      const [order, rng] = shuffle(tx.g.rng, p.openMarket);
      p.openMarket = order;
      tx.g.rng = castDraft(rng);
      emit(tx, SEARCH.openMarketShuffled, `${who} shuffles the open market that was searched`, {
        player: who,
      });
      continue;
    }
    const [order, rng] = shuffle(tx.g.rng, p[z]);
    p[z] = order;
    tx.g.rng = castDraft(rng);
    // The revealed resource stays the top card: only the rest of the resource deck is mixed.
    if (z === 'resourceDeck' && p.revealedResource !== null) {
      const r = p.revealedResource;
      p.resourceDeck = [r, ...p.resourceDeck.filter((x) => x !== r)];
    }
    emit(tx, SEARCH.shuffleDeck, `${who} shuffles the ${ZONE_NAME[z]}`, { player: who });
  }
}

/** Representative answers: nothing (where allowed), each single card, and a greedy fill of each group. */
export function legalChooseSearch(s: GameState, who: PlayerId): Action[] {
  const d = s.pending[0];
  if (d?.kind !== 'search' || d.player !== who) return [];
  const spec = d.search;
  const options: CardId[][] = [[]];
  const all = candidates(s, who, spec);
  for (const id of all) options.push([id]);
  if (spec.count === 'any' || spec.count > 1) {
    const p = player(s, who);
    for (const g of searchGroups(s, spec)) {
      const pool = all
        .filter((id) => g.some((z) => p[z].includes(id)))
        .sort(
          (x, y) =>
            valuationOf(s, x, spec.valuation?.of ?? 'money') -
            valuationOf(s, y, spec.valuation?.of ?? 'money'),
        );
      const pick: CardId[] = [];
      for (const id of pool) if (searchProblem(s, d, [...pick, id]) === null) pick.push(id);
      if (pick.length > 1) options.push(pick);
    }
  }
  return options
    .filter((cards) => searchProblem(s, d, cards) === null)
    .map((cards) => ({ type: 'choose', player: who, cards }));
}

/** The question, in words. */
export function describeSearch(s: GameState, d: SearchDecision): string {
  const n = d.search.count === 'any' ? 'any number of cards' : `up to ${d.search.count} card(s)`;
  return `what ${d.player} finds in the ${zonesText(s, d.search)}: ${n}, ${describeFilter(d.search.filter)}`;
}
