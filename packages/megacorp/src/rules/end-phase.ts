import { peek } from '../model/peek.js';
import { activePlayers, card, nextPlayer, parametersOf, pileOf, player } from '../model/query.js';
import type { CardId, PlayerId } from '../model/state.js';
import { TRAITS } from '../model/traits.js';
import { emptyAllPools } from './accounting.js';
import { ceaseIfToken, DESTRUCTION, destroy, leavePlay } from './destruction.js';
import { businessOrphaned, orphanedPiles } from './network.js';
import { ruleSet } from './rule-set.js';
import { emit, type Tx } from './tx.js';
import { lose, WINNING } from './winning.js';
import { playerDraft, putOnTop } from './zones.js';

export { resourceToBottom } from './buy.js';

export const END = ruleSet('end', {
  discardOrphans: {
    clause: '5.6.3',
    summary:
      'At the end of a turn every orphaned card but a business is discarded to its controller’s open market.',
  },
  discardEvents: {
    clause: '5.6.4',
    summary: 'At the end of a turn every resolved non-permanent event goes to its controller’s open market.',
  },
  heal: { clause: '5.6.6', summary: 'At the end of a turn all trait damage heals except permanent damage.' },
  emptyPools: { clause: '5.6.7', summary: 'Every trait pool is emptied as the turn ends.' },
  nextTurn: {
    clause: '5.7',
    summary: 'When the End Phase is over the next player becomes the active player.',
  },
  toTheLeft: {
    clause: '5.7.1',
    summary: 'The next turn goes to the player on the left who is still in the game.',
  },
  orderDiscards: {
    clause: '8.3.1',
    summary: 'When several cards are discarded at once, their controller orders them in his open market.',
  },
  orphansDestroyed: {
    clause: '5.6.3',
    summary: 'Where the revision says so, orphans are destroyed at the end of their controller’s own turn.',
  },
  noMoneyAtTurnEnd: {
    clause: '1.2.10.1',
    summary:
      'Where the revision reads it so, a player with 0 M as the turn ends loses, after the End Phase window too.',
  },
});

/** 5.6.1: the active player loses if his business is orphaned (1.2.10.5). */
export function checkOrphanedBusiness(tx: Tx): void {
  const active = tx.g.turn.active;
  if (player(tx.g, active).lost) return;
  if (businessOrphaned(tx.g, active))
    lose(tx, [active], WINNING.businessOrphaned, 'the business is orphaned at the end of the turn');
}

/** 5.6.2: every player with 0 M loses, all at the same time (1.2.10.1, 1.2.10.8). */
export function checkNoMoney(tx: Tx): void {
  const broke = activePlayers(tx.g)
    .filter((p) => p.money <= 0)
    .map((p) => p.id);
  lose(tx, broke, WINNING.noMoneyAtEndOfTurn, 'no money at the end of the turn');
}

/**
 * Discards piles from play, each to its top card's controller's open market (5.6.3); cards bonded under
 * a discarded card are destroyed (3.10.9), tokens stop existing (7.9.4), and an open market receiving
 * two or more cards asks its player for their order (8.3.1).
 */
export function discardFromPlay(tx: Tx, tops: readonly CardId[], key: string): void {
  const byMarket = new Map<PlayerId, CardId[]>();
  for (const top of tops) {
    const where = pileOf(tx.g, top);
    const pile = where ? [...where.pile.cards] : [top];
    pile.forEach((id, depth) => {
      const c = card(tx.g, id);
      const market = depth > 0 && parametersOf(tx.g).destroyedCardsTo === 'owner' ? c.owner : c.controller;
      leavePlay(tx, id);
      if (ceaseIfToken(tx, id)) return;
      putOnTop(tx, market, 'openMarket', id);
      const what = depth === 0 ? 'is discarded' : 'is destroyed with the card above it';
      emit(
        tx,
        depth === 0 ? key : DESTRUCTION.bondedDestroyedWhenTopLeaves,
        `${c.name} ${what} to ${market}'s open market`,
        {
          card: id,
          player: market,
        },
      );
      byMarket.set(market, [...(byMarket.get(market) ?? []), id]);
    });
  }
  for (const [market, cards] of byMarket) {
    if (cards.length > 1) tx.g.pending.push({ kind: 'order-open-market', player: market, market, cards });
  }
}

/**
 * 5.6.3: orphaned piles of every network, businesses excepted, go to their controllers' open markets.
 * Under `orphanFate: 'destroyed-at-controllers-end'` only the active player's orphans go, destroyed.
 */
export function discardOrphans(tx: Tx): void {
  const destroyOwn = parametersOf(tx.g).orphanFate === 'destroyed-at-controllers-end';
  const tops: CardId[] = [];
  for (const p of tx.g.players) {
    for (const pile of orphanedPiles(tx.g, p.id)) {
      const top = pile.cards[0];
      if (top === undefined) continue;
      if (destroyOwn && card(tx.g, top).controller !== tx.g.turn.active) continue;
      tops.push(top);
    }
  }
  if (tops.length === 0) return;
  if (destroyOwn)
    destroy(tx, tops, END.orphansDestroyed, 'orphaned at the end of its controller’s turn', {
      despiteIndestructible: true,
    });
  else discardFromPlay(tx, tops, END.discardOrphans);
}

/** 5.6.4: resolved non-permanent events go to their controllers' open markets (6.3.2), oldest first. */
export function discardEvents(tx: Tx): void {
  for (const p of tx.g.players) {
    const events = [...p.resolvedEvents].reverse();
    for (const id of events) {
      const c = tx.g.cards[id];
      if (!c) continue;
      // Damage and counters an event took while in play go with it (7.10.2).
      leavePlay(tx, id);
      putOnTop(tx, p.id, 'openMarket', id);
      emit(tx, END.discardEvents, `${c.name} is discarded to ${p.id}'s open market`, {
        card: id,
        player: p.id,
      });
    }
    if (events.length > 1) {
      tx.g.pending.push({
        kind: 'order-open-market',
        player: p.id,
        market: p.id,
        cards: [...events].reverse(),
      });
    }
  }
}

/** Whether a damage record holds any trait: asked of every card each turn, so no list of its keys is made. */
function hasDamage(damage: object): boolean {
  for (const _ in damage) return true;
  return false;
}

/** 5.6.6: trait damage heals down to its permanent part (when the revision heals at all). */
export function heal(tx: Tx): void {
  if (!parametersOf(tx.g).endOfTurnHealing) return;
  // Look through `peek` and draft only the damaged cards: drafting all of them was most of a turn's end.
  const cards = peek(peek(tx.g).cards);
  for (const id of Object.keys(cards)) {
    const seen = peek(cards[id]);
    if (!seen || !hasDamage(peek(seen.damage))) continue;
    const c = tx.g.cards[id];
    if (!c) continue;
    let healed = 0;
    for (const t of TRAITS) {
      const d = c.damage[t];
      if (!d) continue;
      healed += d.amount - d.permanent;
      if (d.permanent > 0) c.damage[t] = { amount: d.permanent, permanent: d.permanent };
      else delete c.damage[t];
    }
    if (healed > 0) emit(tx, END.heal, `${c.name} heals ${healed} damage`, { card: id, amount: healed });
  }
}

/**
 * `noMoneyLoss: 'end-of-turn'`: the money check is made again as the turn ends, so money lost in the
 * End Phase window still loses (1.2.10.1).
 */
export function checkNoMoneyAtTurnEnd(tx: Tx): void {
  if (parametersOf(tx.g).noMoneyLoss !== 'end-of-turn') return;
  const broke = activePlayers(tx.g)
    .filter((p) => p.money <= 0)
    .map((p) => p.id);
  lose(tx, broke, END.noMoneyAtTurnEnd, 'no money as the turn ends');
}

/** 5.6.7: all trait pools are emptied. */
export function emptyPools(tx: Tx): void {
  emptyAllPools(tx, END.emptyPools);
}

/**
 * 5.7, 5.7.1: the turn passes to the next player on the left still in the game; per-turn facts reset
 * (one sale 5.5.2, upkeep list 5.2.4). `turnsTaken` counts turns begun.
 */
export function nextTurn(tx: Tx): void {
  const from = tx.g.turn.active;
  const to = nextPlayer(tx.g, from);
  tx.g.turn.number += 1;
  tx.g.turn.active = to;
  playerDraft(tx, to).turnsTaken += 1;
  tx.g.soldThisTurn = false;
  tx.g.upkeepDue = [];
  emit(
    tx,
    tx.g.players.length > 2 ? END.toTheLeft : END.nextTurn,
    `turn ${tx.g.turn.number}: ${to} becomes the active player`,
    {
      player: to,
    },
  );
}
