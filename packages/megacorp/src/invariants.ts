import { changedKeys, type Invariant } from '@arbiter/core';
import { hasLegalAction } from './engine.js';
import type { Action } from './model/action.js';
import { isEngaged, LIST_ZONES, parametersOf, player } from './model/query.js';
import type { CardId, GameState, Pile, PlayerId, Space } from './model/state.js';
import { TRAITS } from './model/traits.js';
import { flowIn, flowPaths } from './model/where.js';
import {
  businessSpace,
  isDocked,
  key,
  linkedSpaces,
  occupied,
  orphanedPiles,
  orthogonal,
} from './rules/network.js';

type MegacorpInvariant = Invariant<GameState, Action>;

/** Every card id in every zone, with repeats if a card were (wrongly) in two places. */
export function allPlacedCards(s: GameState): CardId[] {
  const out: CardId[] = [];
  forEachPlacedCard(s, (id) => {
    out.push(id);
    return false;
  });
  return out;
}

/** Calls `visit` with each card id of `allPlacedCards`, in the same order, until it returns true. */
function forEachPlacedCard(s: GameState, visit: (id: CardId) => boolean): void {
  for (const p of s.players) {
    for (const z of LIST_ZONES) for (const id of p[z]) if (visit(id)) return;
    for (const pile of p.network) for (const id of pile.cards) if (visit(id)) return;
  }
  for (const item of s.stack) {
    if (item.kind !== 'deployment') continue;
    if (visit(item.card)) return;
    for (const id of item.bonded ?? []) if (visit(id)) return;
  }
  // Business and founder cards wait outside every zone until setup places them (4.2.6–4.2.7).
  if (s.setup)
    for (const id of [...Object.values(s.setup.businesses), ...Object.values(s.setup.founders)])
      if (visit(id)) return;
}

/** The phase of each flow value met (a state value is frozen and kept by every state in it). */
const phases = new WeakMap<object, string>();

function phaseOf(s: GameState): string {
  const flow = s.flow;
  if (typeof flow !== 'object' || flow === null || !Object.isFrozen(flow)) return phaseOfFlow(flow);
  let phase = phases.get(flow);
  if (phase === undefined) {
    phase = phaseOfFlow(flow);
    phases.set(flow, phase);
  }
  return phase;
}

function phaseOfFlow(flow: GameState['flow']): string {
  const path = flowPaths(flow)[0] ?? '';
  const parts = path.split('.');
  return parts[0] === 'turn' ? `turn.${parts[1]}` : (parts[0] ?? '');
}

export const moneyNeverNegative: MegacorpInvariant = {
  name: 'money never negative',
  clause: '1.2.6.1',
  check: (s) => {
    const bad = s.players.find((p) => p.money < 0 || !Number.isInteger(p.money));
    return bad ? `${bad.id} has ${bad.money} M` : null;
  },
};

export const traitPoolsNeverNegative: MegacorpInvariant = {
  name: 'trait pools never negative',
  clause: '6.1.3',
  check: (s) => {
    for (const p of s.players)
      for (const t of TRAITS) if (p.pools[t] < 0) return `${p.id} has ${p.pools[t]} ${t}`;
    return null;
  },
};

/** The last answer of `pileOrientation` per players array, with the engaged marks and card records it read. */
const orientationChecked = new WeakMap<
  GameState['players'],
  { engaged: GameState['engaged']; cards: GameState['cards']; problem: string | null }
>();

export const pileOrientation: MegacorpInvariant = {
  name: 'a pile shares one orientation',
  clause: '3.10.10',
  // Most actions change neither the networks nor a card (a pass): the answer is the last one.
  check: (s) => {
    const known = orientationChecked.get(s.players);
    if (known?.engaged === s.engaged && known.cards === s.cards) return known.problem;
    const problem = orientationProblem(s);
    orientationChecked.set(s.players, { engaged: s.engaged, cards: s.cards, problem });
    return problem;
  },
};

function orientationProblem(s: GameState): string | null {
  // Orientation is kept apart from the card records: each mark must name a card of the game.
  for (const id in s.engaged)
    if (!Object.hasOwn(s.cards, id)) return `${id} is marked engaged but is no card`;
  for (const p of s.players) {
    for (const pile of p.network) {
      const first = isEngaged(s, pile.cards[0] as CardId);
      for (const id of pile.cards) {
        if (isEngaged(s, id) !== first)
          return `pile at ${pile.x},${pile.y} of ${p.id} mixes engaged and disengaged cards`;
      }
    }
  }
  return null;
}

/**
 * The last answer of `oneZonePerCard` per players array: most actions change no zone and no card
 * record (a pass, a payment), and every state keeps the arrays it did not change, so the same zones
 * and records were already checked.
 */
const zonesChecked = new WeakMap<
  GameState['players'],
  { stack: GameState['stack']; setup: GameState['setup']; cards: GameState['cards']; problem: string | null }
>();

export const oneZonePerCard: MegacorpInvariant = {
  name: 'each card is in exactly one zone',
  clause: '3.1',
  check: (s, prev) => {
    const known = zonesChecked.get(s.players);
    if (known && known.stack === s.stack && known.setup === s.setup && known.cards === s.cards)
      return known.problem;
    const problem = prev && zonesHeldAfter(s, prev) ? null : zonesProblem(s);
    zonesChecked.set(s.players, { stack: s.stack, setup: s.setup, cards: s.cards, problem });
    return problem;
  },
};

/** Whether `oneZonePerCard` found nothing wrong with `s` (and remembers it). */
function zonesHeld(s: GameState): boolean {
  const known = zonesChecked.get(s.players);
  return (
    known?.stack === s.stack && known.setup === s.setup && known.cards === s.cards && known.problem === null
  );
}

/**
 * Whether the zones of `s` still hold every card once, judged only on what changed since `prev`, whose
 * zones were found sound: then a card is placed once exactly when it has a record, and that stays so
 * for every card whose zones and record the action left alone. For the others, the places it gained
 * less the places it lost must match whether it gained or lost its record. False sends the check to
 * the full scan (which names the problem, or finds none when this could not tell).
 */
function zonesHeldAfter(s: GameState, prev: GameState): boolean {
  if (s.setup !== prev.setup || s.players.length !== prev.players.length || !zonesHeld(prev)) return false;
  const records = changedKeys(s.cards, prev.cards);
  if (records === null) return false;
  // Places gained (+1) and lost (−1) per card, over the parts of the zones that differ.
  const moved = new Map<CardId, number>();
  const count = (id: CardId, by: number) => moved.set(id, (moved.get(id) ?? 0) + by);
  for (let i = 0; i < s.players.length; i++) {
    const p = s.players[i] as GameState['players'][number];
    const q = prev.players[i] as GameState['players'][number];
    if (p === q) continue;
    if (p.id !== q.id) return false;
    for (const z of LIST_ZONES) if (p[z] !== q[z]) changedRun(q[z], p[z], count);
    if (p.network !== q.network) {
      for (const pile of q.network) for (const id of pile.cards) count(id, -1);
      for (const pile of p.network) for (const id of pile.cards) count(id, 1);
    }
  }
  if (s.stack !== prev.stack) {
    for (const item of prev.stack) if (item.kind === 'deployment') countDeployment(item, -1, count);
    for (const item of s.stack) if (item.kind === 'deployment') countDeployment(item, 1, count);
  }
  const hasRecord = (cards: GameState['cards'], id: PropertyKey) => Object.hasOwn(cards, id);
  for (const [id, by] of moved)
    if ((hasRecord(prev.cards, id) ? 1 : 0) + by !== (hasRecord(s.cards, id) ? 1 : 0)) return false;
  for (const id of records)
    if (!moved.has(id as CardId) && hasRecord(prev.cards, id) !== hasRecord(s.cards, id)) return false;
  return true;
}

/** Counts the ids of `before` (−1) and `after` (+1) between their common head and common tail. */
function changedRun(
  before: readonly CardId[],
  after: readonly CardId[],
  count: (id: CardId, by: number) => void,
): void {
  let head = 0;
  const shorter = Math.min(before.length, after.length);
  while (head < shorter && before[head] === after[head]) head++;
  let tail = 0;
  while (tail < shorter - head && before[before.length - 1 - tail] === after[after.length - 1 - tail]) tail++;
  for (let i = head; i < before.length - tail; i++) count(before[i] as CardId, -1);
  for (let i = head; i < after.length - tail; i++) count(after[i] as CardId, 1);
}

function countDeployment(
  item: Extract<GameState['stack'][number], { kind: 'deployment' }>,
  by: number,
  count: (id: CardId, by: number) => void,
): void {
  count(item.card, by);
  for (const id of item.bonded ?? []) count(id, by);
}

function zonesProblem(s: GameState): string | null {
  const seen = new Set<CardId>();
  let problem: string | null = null;
  forEachPlacedCard(s, (id) => {
    if (seen.has(id)) problem = `${id} (${s.cards[id]?.name}) is in two places`;
    else if (!s.cards[id]) problem = `${id} is in a zone but has no card record`;
    else seen.add(id);
    return problem !== null;
  });
  if (problem !== null) return problem;
  // Every placed card has a record; when there are as many records, none is missing from the zones.
  let records = 0;
  for (const _ in s.cards) records++;
  if (records === seen.size) return null;
  for (const id of Object.keys(s.cards))
    if (!seen.has(id)) return `${id} (${s.cards[id]?.name}) is in no zone`;
  return null;
}

/** Card records that are not tokens, per records object: each state's is the next action's `prev`. */
const nonTokenCounts = new WeakMap<GameState['cards'], number>();

function cardsCounted(cards: GameState['cards']): number {
  let n = nonTokenCounts.get(cards);
  if (n === undefined) {
    n = 0;
    for (const id in cards) if (!cards[id]?.token) n++;
    nonTokenCounts.set(cards, n);
  }
  return n;
}

export const noCardLostOrDuplicated: MegacorpInvariant = {
  name: 'no card lost or duplicated',
  clause: '3.1',
  check: (s, prev) => {
    // The same records object (shared by the transaction when no card changed) lost nothing.
    if (!prev || prev.cards === s.cards) return null;
    // The records the action wrote: when none of them became or stopped being a card that is not a
    // token, the same cards are there. Otherwise the full count below names what changed.
    const written = changedKeys(s.cards, prev.cards);
    if (written !== null) {
      let same = true;
      // As the count below sees a record: a key of the records object, not a token.
      const counted = (cards: GameState['cards'], id: PropertyKey) =>
        Object.hasOwn(cards, id) && !cards[id as CardId]?.token;
      for (const id of written) {
        if (counted(prev.cards, id) !== counted(s.cards, id)) {
          same = false;
          break;
        }
      }
      if (same) return null;
    }
    const before = cardsCounted(prev.cards);
    // One pass over the new records: those that are not tokens, and how many of them were there before.
    let after = 0;
    let kept = 0;
    for (const id in s.cards) {
      if (s.cards[id]?.token) continue;
      after++;
      const was = prev.cards[id];
      if (was && !was.token) kept++;
    }
    nonTokenCounts.set(s.cards, after);
    if (before !== after) return `${before} cards before, ${after} after`;
    // Every card of before is still here: nothing vanished. Otherwise name the first that did.
    if (kept === before) return null;
    for (const id in prev.cards) {
      const c = prev.cards[id];
      if (c && !c.token && !s.cards[c.id]) return `${c.id} (${c.name}) vanished`;
    }
    return null;
  },
};

export const newcomersDocked: MegacorpInvariant = {
  name: 'a card deployed or moved is legally docked',
  clause: '3.7.1',
  check: (s, prev) => {
    if (!prev) return null;
    for (const p of s.players) {
      const before = prev.players.find((q) => q.id === p.id)?.network;
      for (const pile of p.network) {
        const top = pile.cards[0] as CardId;
        const was = before && firstPileHolding(before).get(top);
        if (was && was.x === pile.x && was.y === pile.y) continue;
        if (!isDocked(s, p.id, pile) && !(before && dockedOnEntry(s, prev, p.id, pile)))
          return `${s.cards[top]?.name} entered ${p.id}'s network at ${pile.x},${pile.y} undocked`;
      }
    }
    return null;
  },
};

/**
 * Whether a card that entered at `at` during the action was docked as it entered (3.7.1), judged
 * after the action: linked to the business through spaces occupied before or after it. A card that left
 * meanwhile may have been its link, and a card orphaned after it entered is legal until the End Phase
 * discards it (3.7.1.1, 5.6.3): a "when deployed" effect resolved at once (`deploymentTriggers:
 * immediate`, Ed 3.0) can destroy the very card its source docked to. What this cannot see is a card
 * docked beside a space emptied earlier in the same action.
 */
function dockedOnEntry(s: GameState, prev: GameState, network: PlayerId, at: Space): boolean {
  const occ = occupied(player(s, network).network);
  for (const k of occupied(player(prev, network).network)) occ.add(k);
  const business = businessSpace(s, network) ?? businessSpace(prev, network);
  if (parametersOf(s).orphan === 'no-neighbour') return orthogonal(at).some((n) => occ.has(key(n.x, n.y)));
  return linkedSpaces(occ, business).has(key(at.x, at.y));
}

/**
 * Per network, the first pile holding each card at any depth (what a search of the piles in order for
 * the card finds), kept with the network: most actions leave most networks as they were.
 */
const pilesHolding = new WeakMap<readonly Pile[], Map<CardId, Pile>>();

function firstPileHolding(network: readonly Pile[]): Map<CardId, Pile> {
  let holding = pilesHolding.get(network);
  if (holding === undefined) {
    holding = new Map();
    for (const pile of network) for (const id of pile.cards) if (!holding.has(id)) holding.set(id, pile);
    pilesHolding.set(network, holding);
  }
  return holding;
}

/**
 * 5.6.3 discards every orphan before the End Phase window (5.6.5); a card destroyed in that window may
 * still orphan others into the next turn, so the rule is checked where the discard has just happened:
 * when that window opens, or — in revisions without it (`endPhaseWindow`) — when the turn passes
 * without one. Then no network of a player still in the game holds an orphan; where orphans are
 * destroyed only at their controller's end of turn (`orphanFate`), no orphan of that controller.
 */
export const noOrphanAfterEndPhaseDiscard: MegacorpInvariant = {
  name: 'no orphaned card once the End Phase has discarded them',
  clause: '5.6.3',
  check: (s, prev) => {
    if (!prev || s.result) return null;
    const windowOpened = inEndWindow(s) && !inEndWindow(prev);
    const ended = prev.turn.active;
    const turnPassed =
      s.turn.number !== prev.turn.number &&
      !inEndWindow(prev) &&
      s.players.find((p) => p.id === ended)?.lost !== true;
    if (!windowOpened && !turnPassed) return null;
    const whose = windowOpened ? s.turn.active : ended;
    const own = parametersOf(s).orphanFate === 'destroyed-at-controllers-end';
    for (const p of s.players) {
      if (p.lost) continue;
      const o = orphanedPiles(s, p.id).find(
        (pile) => !own || s.cards[pile.cards[0] as CardId]?.controller === whose,
      );
      if (o)
        return `${s.cards[o.cards[0] as CardId]?.name} is still orphaned at ${o.x},${o.y} in ${p.id}'s network`;
    }
    return null;
  },
};

/** In V1.7's End Phase window (5.6.5), which follows the discards. */
function inEndWindow(s: GameState): boolean {
  return flowIn(s.flow, 'turn.end.window');
}

export const stackEmptyAcrossPhases: MegacorpInvariant = {
  name: 'the stack is empty whenever a phase changes',
  clause: '3.9.5',
  check: (s, prev) => {
    if (!prev || phaseOf(prev) === phaseOf(s) || s.result) return null;
    return s.stack.length > 0 ? `${s.stack.length} item(s) left on the stack entering ${phaseOf(s)}` : null;
  },
};

export const priorityHolderPlays: MegacorpInvariant = {
  name: 'only a player still in the game holds priority',
  clause: '1.2.8',
  check: (s) => {
    if (!s.priority || s.result) return null;
    const h = s.players.find((p) => p.id === s.priority?.holder);
    return !h || h.lost ? `priority is held by ${s.priority.holder}, who is not playing` : null;
  },
};

/** A game that is not over always has someone who can act: otherwise it is stuck for good. */
export const someoneCanAct: MegacorpInvariant = {
  name: 'a game in progress always has a legal action',
  clause: '1.2.10',
  stateOnly: true,
  check: (s, _previous, _action, legalNext) =>
    s.result || (legalNext ? legalNext.length > 0 : hasLegalAction(s))
      ? null
      : `nobody can act at ${flowPaths(s.flow).join(', ')}`,
};

export const INVARIANTS: readonly MegacorpInvariant[] = [
  moneyNeverNegative,
  traitPoolsNeverNegative,
  pileOrientation,
  oneZonePerCard,
  noCardLostOrDuplicated,
  newcomersDocked,
  noOrphanAfterEndPhaseDiscard,
  stackEmptyAcrossPhases,
  priorityHolderPlays,
  someoneCanAct,
];
