import type { Draft } from 'immer';
import type { Ability, CardDefinition, Effect } from '../model/card.js';
import { isAsset } from '../model/card.js';
import { def, parametersOf } from '../model/query.js';
import type { CardId, GameState, NetworkSpace, StackItem } from '../model/state.js';
import { applyEffects } from './effects.js';
import { notePermanentEvent } from './keywords/permanent.js';
import { dockOnTerrain, terrainSpace, terrainSpaces } from './keywords/terrain.js';
import { dockingSpaces, isDockingSpace } from './network.js';
import { ruleSet } from './rule-set.js';
import { emit, type Tx } from './tx.js';
import { enforceUnique } from './unique.js';
import { playerDraft, putAtBottom, putInNetwork, putOnTop, takeCard } from './zones.js';

export type DeploymentItem = Extract<StackItem, { kind: 'deployment' }>;

export const DEPLOY = ruleSet('deploy', {
  dock: {
    clause: '6.2.2.5',
    summary: 'When its deployment effect resolves, the card enters a network on a legally docked space.',
  },
  bondedComeAlong: {
    clause: '3.10.8',
    summary: 'Cards bonded under a bought card come back into play under it.',
  },
  spaceLost: {
    clause: '6.2.2.5',
    summary:
      'If the declared space is no longer legal when the card resolves, its controller docks it elsewhere.',
  },
  nowhereToDock: {
    clause: '3.7.1',
    summary:
      'A card that cannot be legally docked anywhere cannot enter play and goes to its owner’s open market.',
  },
  eventResolves: { clause: '6.3.1', summary: 'An event takes effect as its deployment effect resolves.' },
  eventWaits: {
    clause: '6.3.2',
    summary: 'A resolved non-permanent event stays aside until the End Phase discards it.',
  },
  eventToBottom: {
    clause: '6.3.2',
    summary: 'Where the revision says so, a resolved non-permanent event goes under its open market at once.',
  },
  spaceFixed: {
    clause: '6.2.2.5',
    summary:
      'Where the space is fixed when declared, a card whose space is no longer legal cannot enter play.',
  },
});

/** The effects of a card's "when deployed" automatic abilities, in printed order. */
export function deployedEffects(d: CardDefinition): Effect[] {
  return d.abilities
    .filter(
      (ab): ab is Extract<Ability, { kind: 'automatic' }> =>
        ab.kind === 'automatic' && ab.trigger === 'deployed',
    )
    .flatMap((ab) => ab.effects);
}

/**
 * Free spaces in every network of a player still in the game where a card may dock now (3.7.1), then
 * the spaces of lone TERRAIN cards, which a deploying card may take (9.29).
 */
export function legalSpacesAnywhere(s: GameState): NetworkSpace[] {
  const out: NetworkSpace[] = [];
  for (const p of s.players) {
    if (p.lost) continue;
    for (const sp of dockingSpaces(s, p.id)) out.push({ network: p.id, x: sp.x, y: sp.y });
  }
  return [...out, ...terrainSpaces(s)];
}

/**
 * Whether `at` is a free, legally docked space of a network whose player is still in the game (3.7.1),
 * or the space of a lone TERRAIN card (9.29).
 */
export function isLegalSpace(s: GameState, at: NetworkSpace): boolean {
  const net = s.players.find((p) => p.id === at.network);
  if (net === undefined || net.lost) return false;
  return isDockingSpace(s, at.network, at) || terrainSpace(s, at) !== null;
}

/**
 * Puts the card of a resolving deployment into play at `at` (6.2.2.5): its controller is the buyer,
 * it is disengaged, it came into play this turn; a bought pile's bonded cards come under it (3.10.8).
 * Then older copies of a unique card are destroyed (7.8).
 */
export function dockCard(tx: Tx, item: DeploymentItem, at: NetworkSpace): void {
  const cards = [item.card, ...(item.bonded ?? [])];
  if (!dockOnTerrain(tx, item.card, at)) putInNetwork(tx, at.network, at, item.card);
  // Cards bonded under a bought card come under it, above a terrain it was deployed onto (9.29).
  cards.slice(1).forEach((id, i) => {
    const pile = tx.g.players
      .find((p) => p.id === at.network)
      ?.network.find((q) => q.x === at.x && q.y === at.y);
    pile?.cards.splice(1 + i, 0, id);
  });
  for (const id of cards) {
    const c = tx.g.cards[id];
    if (!c) continue;
    c.controller = item.controller;
    c.engaged = false;
    c.enteredTurn = tx.g.turn.number;
  }
  const name = def(tx.g, item.card).name;
  emit(tx, DEPLOY.dock, `${item.controller} deploys ${name} at ${at.x},${at.y} in ${at.network}'s network`, {
    player: item.controller,
    card: item.card,
  });
  notePermanentEvent(tx, def(tx.g, item.card), item.card);
  if (cards.length > 1) {
    emit(tx, DEPLOY.bondedComeAlong, `${cards.length - 1} bonded card(s) come into play under ${name}`, {
      card: item.card,
    });
  }
  for (const id of cards) if (tx.g.cards[id]) enforceUnique(tx, id);
}

/**
 * Resolves a deployment effect (3.9.2.1, 6.2.2.5). `resolveTop` pops the item before calling; an item
 * still on the stack is taken off first. A non-permanent event applies its effects and waits in its
 * controller's resolved events for the End Phase (6.3.2). An asset (or permanent event) docks on its
 * declared space; if that space stopped being legal, the item goes back on the stack and its
 * controller must choose another space (a `dock` decision answered by `applyDock`). Triggered
 * "when deployed" abilities are put on the stack afterwards by the flow (6.2.2.7).
 */
export function resolveDeployment(tx: Tx, item: DeploymentItem): void {
  const at = tx.g.stack.findIndex((it) => it.id === item.id);
  if (at >= 0) tx.g.stack.splice(at, 1);
  const d = def(tx.g, item.card);
  if (!isAsset(d)) {
    playerDraft(tx, item.controller).resolvedEvents.unshift(item.card);
    const c = tx.g.cards[item.card];
    if (c) c.controller = item.controller;
    emit(tx, DEPLOY.eventResolves, `${d.name} resolves for ${item.controller}`, {
      player: item.controller,
      card: item.card,
    });
    applyEffects(tx, deployedEffects(d), item.controller, item.targets, item);
    if (parametersOf(tx.g).resolvedEvents === 'bottom-of-open-market') {
      eventToBottom(tx, item);
      return;
    }
    emit(tx, DEPLOY.eventWaits, `${d.name} stays aside until the End Phase`, { card: item.card });
    return;
  }
  if (item.at && isLegalSpace(tx.g, item.at)) {
    dockCard(tx, item, item.at);
    return;
  }
  if (legalSpacesAnywhere(tx.g).length === 0) {
    notDockable(tx, item);
    return;
  }
  if (item.at && parametersOf(tx.g).deploySpaceLost === 'fixed-at-declaration') {
    const where = `${item.at.x},${item.at.y} in ${item.at.network}'s network`;
    notDockable(tx, item, DEPLOY.spaceFixed, `on its declared space ${where}, no longer legal,`);
    return;
  }
  tx.g.stack.push(item as Draft<DeploymentItem>);
  tx.g.pending.push({ kind: 'dock', player: item.controller, card: item.card });
  const where = item.at
    ? `${item.at.x},${item.at.y} in ${item.at.network}'s network is no longer a legal space`
    : 'no space was chosen';
  emit(tx, DEPLOY.spaceLost, `${d.name}: ${where}; ${item.controller} must choose where it docks`, {
    player: item.controller,
    card: item.card,
  });
}

/** `resolvedEvents: 'bottom-of-open-market'`: the resolved event goes under its controller's open market. */
function eventToBottom(tx: Tx, item: DeploymentItem): void {
  const c = tx.g.cards[item.card];
  if (!c || !playerDraft(tx, item.controller).resolvedEvents.includes(item.card)) return;
  takeCard(tx, item.card);
  c.controller = c.owner;
  putAtBottom(tx, item.controller, 'openMarket', item.card);
  emit(tx, DEPLOY.eventToBottom, `${c.name} goes under ${item.controller}'s open market`, {
    card: item.card,
    player: item.controller,
  });
}

/** The card cannot enter play and goes to its owner's open market (no legal space, or its space was fixed). */
function notDockable(
  tx: Tx,
  item: DeploymentItem,
  key: string = DEPLOY.nowhereToDock,
  why = 'anywhere',
): void {
  for (const id of [item.card, ...(item.bonded ?? [])]) {
    const c = tx.g.cards[id];
    if (!c) continue;
    c.controller = c.owner;
    putOnTop(tx, c.owner, 'openMarket', id);
    emit(tx, key, `${c.name} cannot be docked ${why} and goes to ${c.owner}'s open market`, {
      card: id,
      player: c.owner,
    });
  }
}

/** The deployment on the stack whose card is `id`, if any. */
export function deploymentOf(s: GameState, id: CardId): DeploymentItem | null {
  for (const it of s.stack) if (it.kind === 'deployment' && it.card === id) return it;
  return null;
}
