import type { Violation } from '@arbiter/core';
import type { Action, ActionOf } from '../../model/action.js';
import type { Ability, KeywordInstance } from '../../model/card.js';
import { def, parametersOf, pileOf } from '../../model/query.js';
import type { CardId, GameState, NetworkSpace, PendingDecision, PlayerId } from '../../model/state.js';
import { checkPlayer } from '../action-shape.js';
import { dockingSpaces } from '../network.js';
import { ruleSet } from '../rule-set.js';
import { emit, type Tx, violation } from '../tx.js';
import { putInNetwork, takeCard } from '../zones.js';
import { keywordCost } from './keyword-cost.js';

/**
 * MOVE / move (9.21): an activated ability by which a card's controller puts it on another legal space
 * — of any network, or of its own network only where the revision says so (`moveScope`, D-MOVE-NETWORK).
 * Its bonded cards go with it and its orientation stays; moving is not a redeployment and the card does
 * not leave play. The player names the space as the ability resolves (a `move` decision, answered by a
 * `move` action), or leaves the card where it is.
 */
export const MOVE = ruleSet('keyword.move', {
  activated: { clause: '9.21', summary: 'MOVE is an activated ability that moves its card.' },
  moved: {
    clause: '9.21',
    summary:
      'A moved card goes to another legal space with its bonded cards and orientation; it does not leave play.',
  },
  scope: {
    clause: '9.21',
    summary: 'Where the revision says so, a card moves only within the network it is in.',
  },
  mustBeDocked: { clause: '9.21', summary: 'A moved card must be legally docked on its new space.' },
  stays: { clause: '9.21', summary: 'The player may leave the card where it is.' },
  bondedMoveAlong: { clause: '3.10.6', summary: 'The cards bonded under a moved card move with it.' },
});

/** The ability MOVE gives: pay its printed cost, if any, to move this card. */
export function moveAbility(k: KeywordInstance): Ability {
  const c = keywordCost(k.args);
  return {
    kind: 'activated',
    name: 'MOVE',
    keyword: 'MOVE',
    cost: c.cost,
    ...(c.engage ? { engage: true } : {}),
    ...(c.extraCosts.length ? { extraCosts: c.extraCosts } : {}),
    effects: [{ op: 'move', who: 'self' }],
    text: `${k.name}${k.args.length ? ` ${k.args.join(' ')}` : ''}: move this card`,
  };
}

type MoveDecision = Extract<PendingDecision, { kind: 'move' }>;

/** Asks the card's mover where it goes (9.21): `reason` says which keyword moves it. */
export function offerMove(
  tx: Tx,
  id: CardId,
  who: PlayerId,
  reason: 'MOVE' | 'INDEPENDENT',
  optional = true,
  scope: 'any-network' | 'same-network' = parametersOf(tx.g).moveScope,
): void {
  if (!pileOf(tx.g, id)) return;
  tx.g.pending.push({ kind: 'move', player: who, card: id, optional, scope, reason });
  const where = scope === 'same-network' ? 'within its network' : 'to any network';
  emit(
    tx,
    reason === 'MOVE' ? MOVE.activated : MOVE.moved,
    `${who} may move ${def(tx.g, id).name} ${where}`,
    {
      player: who,
      card: id,
    },
  );
}

/** The state without the card's pile: where it could dock once it has left its space. */
function withoutPile(s: GameState, id: CardId): GameState {
  const at = pileOf(s, id);
  if (!at) return s;
  const players = s.players.map((p) =>
    p.id === at.network ? { ...p, network: p.network.filter((q) => q !== at.pile) } : p,
  );
  return { ...s, players };
}

/** Legal destinations of a move: free spaces that would be docked with the card gone from its own. */
export function moveDestinations(s: GameState, d: MoveDecision): NetworkSpace[] {
  const at = pileOf(s, d.card);
  if (!at) return [];
  const view = withoutPile(s, d.card);
  const out: NetworkSpace[] = [];
  for (const p of s.players) {
    if (p.lost) continue;
    if (d.scope === 'same-network' && p.id !== at.network) continue;
    for (const sp of dockingSpaces(view, p.id)) {
      if (p.id === at.network && sp.x === at.pile.x && sp.y === at.pile.y) continue;
      out.push({ network: p.id, x: sp.x, y: sp.y });
    }
  }
  return out;
}

export function validateMove(s: GameState, a: ActionOf<'move'>): Violation | null {
  const bad = checkPlayer(s, a.player);
  if (bad) return bad;
  const d = s.pending[0];
  if (d?.kind !== 'move' || d.player !== a.player || d.card !== a.card) {
    return violation(
      s,
      MOVE.moved,
      `nothing asks ${a.player} to move ${s.cards[a.card]?.name ?? a.card} now`,
    );
  }
  if (!a.to) {
    if (d.optional || moveDestinations(s, d).length === 0) return null;
    return violation(s, MOVE.moved, `${def(s, a.card).name} must be moved`, 'name a space');
  }
  const at = pileOf(s, a.card);
  if (d.scope === 'same-network' && at && a.to.network !== at.network) {
    return violation(s, MOVE.scope, `${def(s, a.card).name} moves only within ${at.network}'s network`);
  }
  const to = a.to;
  if (!moveDestinations(s, d).some((sp) => sp.network === to.network && sp.x === to.x && sp.y === to.y)) {
    return violation(
      s,
      MOVE.mustBeDocked,
      `${to.x},${to.y} in ${to.network}'s network is not a free space the card would be docked on`,
    );
  }
  return null;
}

/** Moves the pile (9.21): same cards, same orientation, same control; not a redeployment. */
export function applyMove(tx: Tx, a: ActionOf<'move'>): void {
  const d = tx.g.pending[0];
  if (d?.kind !== 'move') return;
  tx.g.pending.splice(0, 1);
  const name = def(tx.g, a.card).name;
  if (!a.to) {
    emit(tx, MOVE.stays, `${a.player} leaves ${name} where it is`, { player: a.player, card: a.card });
    return;
  }
  movePile(tx, a.card, a.to);
  emit(tx, MOVE.moved, `${a.player} moves ${name} to ${a.to.x},${a.to.y} in ${a.to.network}'s network`, {
    player: a.player,
    card: a.card,
  });
  bondedMoveAlong(tx, a.card);
}

/** 3.10.6: the cards bonded under a card that moved (by MOVE, INDEPENDENT or a swap) went with it. */
export function bondedMoveAlong(tx: Tx, top: CardId): void {
  const bonded = pileOf(tx.g, top)?.pile.cards.slice(1) ?? [];
  if (bonded.length === 0) return;
  const names = bonded.map((id) => def(tx.g, id).name).join(', ');
  emit(
    tx,
    MOVE.bondedMoveAlong,
    `${names} ${bonded.length > 1 ? 'move' : 'moves'} with ${def(tx.g, top).name}`,
    {
      card: top,
    },
  );
}

/** Puts the whole pile of `id` on the space `to` (the card and everything bonded under it). */
export function movePile(tx: Tx, id: CardId, to: NetworkSpace): void {
  const at = pileOf(tx.g, id);
  if (!at) return;
  const cards = [...at.pile.cards];
  for (const c of cards) takeCard(tx, c);
  for (const c of cards) putInNetwork(tx, to.network, to, c);
}

export function legalMove(s: GameState, who: PlayerId): Action[] {
  const d = s.pending[0];
  if (d?.kind !== 'move' || d.player !== who) return [];
  const out: Action[] = moveDestinations(s, d).map((to) => ({ type: 'move', player: who, card: d.card, to }));
  if (d.optional || out.length === 0) out.push({ type: 'move', player: who, card: d.card });
  return out;
}

/** The question, in words. */
export function describeMove(s: GameState, d: MoveDecision): string {
  return `where ${def(s, d.card).name} moves (${d.reason}${d.optional ? ', or not at all' : ''})`;
}
