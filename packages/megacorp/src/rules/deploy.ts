import type { Draft } from '@arbiter/core';
import type { Ability, CardDefinition, Effect } from '../model/card.js';
import { isAsset } from '../model/card.js';
import { card, def, eventInPlay, parametersOf } from '../model/query.js';
import type { CardId, GameState, NetworkSpace, StackItem } from '../model/state.js';
import { leavePlay } from './destruction.js';
import { applyEffects } from './effects.js';
import { setEngaged } from './engagement.js';
import { notePermanentEvent } from './keywords/permanent.js';
import { dockOnTerrain, terrainSpace, terrainSpaces } from './keywords/terrain.js';
import { dockingSpaces, isDockingSpace } from './network.js';
import { ruleSet } from './rule-set.js';
import { emit, type Tx } from './tx.js';
import { enforceUnique } from './unique.js';
import { playerDraft, putAtBottom, putInNetwork, putOnTop } from './zones.js';

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
  eventEntersPlay: {
    clause: '6.3.1',
    summary:
      'Where the revision says so, an event enters play as its deployment resolves; its effect follows on the stack.',
  },
  eventOnPlay: {
    clause: '6.3.1',
    summary:
      'Where the revision says so, an event enters play as it is played, without the stack; only its effect is stacked.',
  },
  eventGoneCountered: {
    clause: '1.2.5.3',
    summary:
      'Where the revision says so, the effect of an event that left play before it resolves is countered.',
  },
  eventGoneResolves: {
    clause: '1.2.5.3',
    summary: 'The effect of an event that left play before it resolves still resolves for its controller.',
  },
  eventEffect: {
    clause: '6.2.2.7',
    summary:
      'The effect of an event in play goes on the stack as an item of its own, the event card as its source.',
  },
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
    // Stryker disable next-line ConditionalExpression: every card of a deployment on the stack has a record
    if (!c) continue;
    c.controller = item.controller;
    setEngaged(tx, id, false);
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
 * still on the stack is taken off first. A non-permanent event enters play in its controller's
 * resolved events, where it waits for the End Phase (6.3.2): under `eventDeployment: 'one-item'` it
 * applies its effects now; under `'after-deployment'` they follow on the stack (6.2.2.7). An asset (or
 * permanent event) docks on its declared space; if that space stopped being legal, the item goes back
 * on the stack and its controller must choose another space (a `dock` decision answered by
 * `applyDock`). Triggered "when deployed" abilities are put on the stack afterwards by the flow
 * (6.2.2.7).
 */
export function resolveDeployment(tx: Tx, item: DeploymentItem): void {
  const at = tx.g.stack.findIndex((it) => it.id === item.id);
  if (at >= 0) tx.g.stack.splice(at, 1);
  const d = def(tx.g, item.card);
  if (!isAsset(d)) {
    playerDraft(tx, item.controller).resolvedEvents.unshift(item.card);
    const c = tx.g.cards[item.card];
    if (c) c.controller = item.controller;
    if (parametersOf(tx.g).eventDeployment !== 'one-item') {
      // 6.3.1: deployed as an asset is (6.2.2.5); what the event does comes at 6.2.2.7.
      emit(tx, DEPLOY.eventEntersPlay, `${d.name} is deployed for ${item.controller}; its effect follows`, {
        player: item.controller,
        card: item.card,
      });
      return;
    }
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
function eventToBottom(tx: Tx, item: { readonly card: CardId; readonly controller: string }): void {
  const c = tx.g.cards[item.card];
  if (!c || !playerDraft(tx, item.controller).resolvedEvents.includes(item.card)) return;
  leavePlay(tx, item.card);
  putAtBottom(tx, item.controller, 'openMarket', item.card);
  emit(tx, DEPLOY.eventToBottom, `${c.name} goes under ${item.controller}'s open market`, {
    card: item.card,
    player: item.controller,
  });
}

/**
 * The event itself goes on the stack as one item, its printed "when deployed" effects (none for an
 * event without text), the event card in play as its source, with the targets named when it was played
 * (6.2.2.7 read for events; Ed 3.0 §Events, Abilities and the Stack puts the event on the stack).
 */
export function stackEventEffect(tx: Tx, item: DeploymentItem): void {
  const d = def(tx.g, item.card);
  tx.g.stack.push({
    id: tx.g.nextStackId++,
    kind: 'ability',
    source: item.card,
    // The whole event, not one of its abilities (see `resolveEventEffect`).
    ability: -1,
    controller: item.controller,
    targets: [...item.targets],
    ...(item.choices ? { choices: [...item.choices] } : {}),
    eventEffect: true,
  });
  emit(tx, DEPLOY.eventEffect, `${d.name}: its effect goes on the stack`, {
    player: item.controller,
    card: item.card,
  });
}

/**
 * Resolves the effect of an event in play (3.9.5): its printed "when deployed" effects apply for its
 * controller. If the event left play meanwhile — destroyed by damage, say (W-06) — the revision's
 * `abilitySourceGone` says whether the effect still resolves or is countered (D-SOURCE-DESTROYED).
 */
export function resolveEventEffect(tx: Tx, item: Extract<StackItem, { kind: 'ability' }>): void {
  const d = def(tx.g, item.source);
  if (!eventInPlay(tx.g, item.source)) {
    if (parametersOf(tx.g).abilitySourceGone === 'countered') {
      emit(tx, DEPLOY.eventGoneCountered, `${d.name} has left play; its effect is countered`, {
        card: item.source,
      });
      return;
    }
    emit(tx, DEPLOY.eventGoneResolves, `${d.name} has left play; its effect still resolves`, {
      card: item.source,
    });
  }
  emit(tx, DEPLOY.eventResolves, `${d.name} resolves for ${item.controller}`, {
    player: item.controller,
    card: item.source,
  });
  applyEffects(tx, deployedEffects(d), item.controller, item.targets, item);
  if (parametersOf(tx.g).resolvedEvents === 'bottom-of-open-market' && eventInPlay(tx.g, item.source))
    eventToBottom(tx, { card: item.source, controller: card(tx.g, item.source).controller });
}

/**
 * `eventDeployment: 'on-play'`: the paid event is deployed at once, without the stack (Ed 3.0 §Events,
 * Abilities and the Stack), and so is in play while its effect waits on the stack.
 */
export function deployEventOnPlay(tx: Tx, item: DeploymentItem): void {
  playerDraft(tx, item.controller).resolvedEvents.unshift(item.card);
  const c = tx.g.cards[item.card];
  if (c) c.controller = item.controller;
  emit(tx, DEPLOY.eventOnPlay, `${item.controller} deploys ${def(tx.g, item.card).name} at once`, {
    player: item.controller,
    card: item.card,
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
    // Stryker disable next-line ConditionalExpression: every card of a deployment on the stack has a record
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
