import type { Draft } from '@arbiter/core';
import { type Location, locate } from '../model/query.js';
import type { CardId, GameState, Pile, PlayerId, PlayerState, Space } from '../model/state.js';
import type { Tx } from './tx.js';

export type ListZone = 'mainDeck' | 'resourceDeck' | 'hand' | 'openMarket' | 'annihilated' | 'resolvedEvents';

function draftPlayer(g: Draft<GameState>, id: PlayerId): Draft<PlayerState> {
  const p = g.players.find((q) => q.id === id);
  if (!p) throw new Error(`unknown player ${id}`);
  return p;
}

/**
 * Takes a card out of whatever zone holds it and returns where it was. Cards bonded beneath a card
 * that leaves stay on the space as their own pile only if the caller moves them; the rules modules
 * decide what happens to them (3.10.3–3.10.9).
 */
export function takeCard(tx: Tx, id: CardId): Location | null {
  const loc = locate(tx.g as GameState, id);
  if (!loc) return null;
  switch (loc.zone) {
    case 'network': {
      const net = draftPlayer(tx.g, loc.player).network;
      // `locate` names a pile of this network.
      const pile = net[loc.pile] as Draft<Pile>;
      pile.cards.splice(loc.depth, 1);
      if (pile.cards.length === 0) net.splice(loc.pile, 1);
      break;
    }
    case 'stack': {
      // A card bonded under a bought card leaves its deployment alone (3.10.8); the card itself takes the item.
      const item = tx.g.stack[loc.index];
      if (item?.kind === 'deployment' && item.card !== id && item.bonded) {
        item.bonded = item.bonded.filter((b) => b !== id);
      } else {
        tx.g.stack.splice(loc.index, 1);
      }
      break;
    }
    case 'mainDeck':
    case 'resourceDeck':
    case 'hand':
    case 'openMarket':
    case 'annihilated':
    case 'resolvedEvents': {
      const p = draftPlayer(tx.g, loc.player);
      p[loc.zone].splice(loc.index, 1);
      if (loc.zone === 'resourceDeck' && p.revealedResource === id) p.revealedResource = null;
      break;
    }
    // Stryker disable next-line all: the type checker proves no other zone reaches here
    default: {
      const never: never = loc;
      throw new Error(`unhandled zone ${JSON.stringify(never)}`);
    }
  }
  return loc;
}

export function putOnTop(tx: Tx, owner: PlayerId, zone: ListZone, id: CardId): void {
  draftPlayer(tx.g, owner)[zone].unshift(id);
}

export function putAtBottom(tx: Tx, owner: PlayerId, zone: ListZone, id: CardId): void {
  draftPlayer(tx.g, owner)[zone].push(id);
}

/** Places a card as the top of a new pile, or on top of an existing pile when `bondOver` is true. */
export function putInNetwork(tx: Tx, network: PlayerId, at: Space, id: CardId, bondOver = false): void {
  const net = draftPlayer(tx.g, network).network;
  const pile = net.find((p) => p.x === at.x && p.y === at.y);
  if (pile) {
    if (bondOver) pile.cards.unshift(id);
    else pile.cards.push(id);
  } else {
    net.push({ x: at.x, y: at.y, cards: [id] });
  }
}

export function playerDraft(tx: Tx, id: PlayerId): Draft<PlayerState> {
  return draftPlayer(tx.g, id);
}
