import type { RuleKey, Violation } from '@arbiter/core';
import type { Action, ActionOf } from '../model/action.js';
import { def, parametersOf, pileOf } from '../model/query.js';
import type {
  CardId,
  GameState,
  NetworkSpace,
  PendingDecision,
  PlayerId,
  StackItem,
} from '../model/state.js';
import { legalActivate } from './abilities.js';
import { ACTION, checkPlayer } from './action-shape.js';
import { deploymentOf, dockCard, isLegalSpace, legalSpacesAnywhere } from './deploy.js';
import { applyChooseDiscard, describeDiscard, legalChooseDiscard, validateChooseDiscard } from './discard.js';
import { abilitiesOf } from './keywords/keyword-abilities.js';
import { describeMove, legalMove } from './keywords/move.js';
import { declineRegeneration, REGENERATION } from './keywords/regeneration.js';
import { NETWORK, touchesOnlyOrphans } from './network.js';
import { ruleSet } from './rule-set.js';
import { applyChooseSearch, describeSearch, legalChooseSearch, validateChooseSearch } from './search.js';
import { answerTrigger, orderTriggers, STACK } from './stack.js';
import { TURN } from './turn.js';
import { emit, type Tx, violation } from './tx.js';
import { legalKeepUnique } from './unique.js';
import { playerDraft, takeCard } from './zones.js';

export const PENDING = ruleSet('pending', {
  // A decision asked mid-step (a `PendingDecision`) is answered before anything else happens: each
  // kind is refused under the rule that asks it, so the refusal names why the player must answer.
  orderFirst: {
    clause: '8.3.1',
    summary:
      'Cards that reached an open market together are ordered by their controller before anything else.',
  },
  dockFirst: {
    clause: '6.2.2.5',
    summary: 'A deploying card is docked by its controller as its deployment resolves, before anything else.',
  },
  keepUniqueFirst: {
    // V1.7 keeps the newest copy without asking; only a revision that lets the player choose asks.
    clause: '7.8',
    silent: true,
    summary: 'Where the player chooses which copy of a unique card stays, he chooses before anything else.',
  },
  searchFirst: {
    clause: '6.8',
    summary: 'A search is concluded, the found cards named, before anything else happens.',
  },
  moveFirst: {
    clause: '9.21',
    summary: 'A card being moved is put on its new space before anything else happens.',
  },
  regenerateFirst: {
    clause: '9.26.1',
    summary: 'Whether a card dealt lethal damage regenerates is decided before anything else happens.',
  },
  discardFirst: {
    clause: '8.6',
    summary: 'A player told to discard names the cards from his hand before anything else happens.',
  },
  orderTriggersFirst: {
    clause: '3.9.4',
    summary:
      'Effects triggered together are put on the stack in their controller’s order before anything else.',
  },
  triggerFirst: {
    // V1.7 resolves every trigger (7.4.1); only a revision that lets it be declined asks.
    clause: '7.4.1',
    silent: true,
    summary:
      'Where a triggered ability may be declined, its controller takes or misses it before anything else.',
  },
  orderNotAsked: {
    clause: '8.3.1',
    summary:
      'Only the player whose cards reached his open market together orders them, and only when they did.',
  },
  dockNotAsked: {
    clause: '6.2.2.5',
    summary: 'Only the card waiting to dock is docked, by the player asked to dock it.',
  },
  orderMarket: {
    clause: '8.3.1',
    summary:
      'A player orders the cards that reached his open market at the same time; the first named is the top.',
  },
  notAPermutation: { clause: '8.3.1', summary: 'The order must name each of those cards exactly once.' },
  dockNear: {
    clause: '9.9',
    summary: 'A card deployed next to another must dock on a space orthogonally adjacent to it.',
  },
  dockElsewhere: {
    clause: '6.2.2.5',
    summary:
      'A deploying card whose space stopped being legal is docked by its controller on another legal space.',
  },
});

/** The rule that asks each kind of question: the key that refuses anything else until it is answered. */
export const ANSWER_FIRST: Readonly<Record<PendingDecision['kind'], RuleKey>> = {
  'order-open-market': PENDING.orderFirst,
  dock: PENDING.dockFirst,
  'keep-unique': PENDING.keepUniqueFirst,
  search: PENDING.searchFirst,
  move: PENDING.moveFirst,
  regenerate: PENDING.regenerateFirst,
  trigger: PENDING.triggerFirst,
  discard: PENDING.discardFirst,
  'order-triggers': PENDING.orderTriggersFirst,
};

type OrderDecision = Extract<PendingDecision, { kind: 'order-open-market' }>;
type DockDecision = Extract<PendingDecision, { kind: 'dock' }>;

/** The question a pending decision asks, in words. */
export function describePending(s: GameState, p: PendingDecision): string {
  if (p.kind === 'order-open-market') {
    const names = p.cards.map((id) => def(s, id).name).join(', ');
    return `in what order ${names} go on top of ${p.market}'s open market`;
  }
  if (p.kind === 'keep-unique') {
    return `which copy of ${def(s, p.cards[0] as CardId).name} stays (${p.cards.join(', ')})`;
  }
  if (p.kind === 'search') return describeSearch(s, p);
  if (p.kind === 'discard') return describeDiscard(s, p);
  if (p.kind === 'move') return describeMove(s, p);
  if (p.kind === 'regenerate') return `whether ${def(s, p.card).name} regenerates (${p.why} otherwise)`;
  if (p.kind === 'trigger')
    return `whether ${def(s, p.item.source).name}'s triggered ability resolves (choose it) or is missed (choose nothing)`;
  if (p.kind === 'order-triggers') {
    const names = p.items.map((it) => `${def(s, it.source).name} ability ${it.ability + 1}`).join(', ');
    return `in what order ${names} go on the stack (the first named on top, resolving first)`;
  }
  if (p.kind !== 'dock') return 'nothing';
  if (p.near) return `where ${def(s, p.card).name} docks, next to ${def(s, p.near).name}`;
  if (!deploymentOf(s, p.card)) return `where ${def(s, p.card).name} docks`;
  return `where ${def(s, p.card).name} docks, its declared space being no longer legal`;
}

/** The first pending decision, if it is `who`'s and of the expected kind. */
function first<K extends 'order-open-market' | 'dock'>(
  s: GameState,
  who: PlayerId,
  kind: K,
): { ok: Extract<PendingDecision, { kind: K }> } | { no: Violation } {
  const p = s.pending[0];
  const key = kind === 'dock' ? PENDING.dockNotAsked : PENDING.orderNotAsked;
  if (!p) return { no: violation(s, key, `nothing waits to be ${kind === 'dock' ? 'docked' : 'ordered'}`) };
  if (p.player !== who || p.kind !== kind) {
    return {
      no: violation(
        s,
        p.kind === kind ? key : ANSWER_FIRST[p.kind],
        `${p.player} must first decide ${describePending(s, p)}`,
      ),
    };
  }
  return { ok: p as Extract<PendingDecision, { kind: K }> };
}

export function validateOrder(s: GameState, a: ActionOf<'order'>): Violation | null {
  const bad = checkPlayer(s, a.player);
  if (bad) return bad;
  if (a.abilities !== undefined) return validateTriggerOrder(s, a);
  const f = first(s, a.player, 'order-open-market');
  if ('no' in f) return f.no;
  const want = f.ok.cards;
  const got: unknown = a.cards;
  if (
    !Array.isArray(got) ||
    got.length !== want.length ||
    new Set(got).size !== got.length ||
    !got.every((id) => want.includes(id))
  ) {
    const names = want.map((id) => `${id} (${def(s, id).name})`).join(', ');
    return violation(s, PENDING.notAPermutation, `order exactly these cards, each once: ${names}`);
  }
  return null;
}

type TriggerItem = Extract<StackItem, { kind: 'ability' }>;

/** The waiting items an `order` of triggered effects names, in its order; null if it names another set. */
function namedItems(p: Extract<PendingDecision, { kind: 'order-triggers' }>, a: ActionOf<'order'>) {
  const abilities: unknown = a.abilities;
  const cards: unknown = a.cards;
  if (!Array.isArray(abilities) || !Array.isArray(cards) || cards.length !== abilities.length) return null;
  if (cards.length !== p.items.length) return null;
  const out: TriggerItem[] = [];
  for (const [i, card] of cards.entries()) {
    const item = p.items.find((it) => it.source === card && it.ability === abilities[i]);
    if (!item || out.includes(item)) return null;
    out.push(item);
  }
  return out;
}

/** 3.9.4: only the controller asked orders the effects triggered together, naming each once. */
function validateTriggerOrder(s: GameState, a: ActionOf<'order'>): Violation | null {
  const p = s.pending[0];
  // Ordering answers a question: with none asked, the game is at no point where effects are ordered.
  if (!p) return violation(s, TURN.notNow, 'no effects wait to be ordered on the stack');
  if (p.kind !== 'order-triggers' || p.player !== a.player)
    return violation(s, ANSWER_FIRST[p.kind], `${p.player} must first decide ${describePending(s, p)}`);
  if (namedItems(p, a)) return null;
  const names = p.items.map((it) => `"${def(s, it.source).name}" ability ${it.ability + 1}`).join(', ');
  return violation(s, STACK.orderEachOnce, `order exactly these effects, each once: ${names}`);
}

/**
 * The named cards become the top of the open market in the given order, the first on top (8.3.1); or
 * the named triggered effects go on the stack, the first named on top (3.9.4).
 */
export function applyOrder(tx: Tx, a: ActionOf<'order'>): void {
  const waiting = tx.g.pending[0];
  if (a.abilities !== undefined && waiting?.kind === 'order-triggers') {
    orderTriggers(tx, a.player, namedItems(waiting, a) ?? []);
    return;
  }
  const decision = tx.g.pending[0] as OrderDecision;
  tx.g.pending.splice(0, 1);
  const market = playerDraft(tx, decision.market);
  const rest = market.openMarket.filter((id) => !a.cards.includes(id));
  const present = a.cards.filter((id) => market.openMarket.includes(id));
  market.openMarket = [...present, ...rest];
  const names = present.map((id) => def(tx.g, id).name).join(', ');
  emit(tx, PENDING.orderMarket, `${a.player} orders ${decision.market}'s open market: ${names} (top first)`, {
    player: a.player,
  });
}

export function validateDock(s: GameState, a: ActionOf<'dock'>): Violation | null {
  const bad = checkPlayer(s, a.player);
  if (bad) return bad;
  const f = first(s, a.player, 'dock');
  if ('no' in f) return f.no;
  if (a.card !== f.ok.card) {
    return violation(s, PENDING.dockNotAsked, `the card to dock is ${f.ok.card} (${def(s, f.ok.card).name})`);
  }
  const at: unknown = a.at;
  const o = (typeof at === 'object' && at !== null ? at : {}) as Record<string, unknown>;
  if (typeof o.network !== 'string' || !Number.isInteger(o.x) || !Number.isInteger(o.y)) {
    // A space without its network is not a well-formed action (the shape check reads x,y only).
    return violation(s, ACTION.malformed, 'give the space as a network and x,y');
  }
  const space = at as NetworkSpace;
  if (f.ok.near && !nextTo(s, f.ok.near, space)) {
    return violation(
      s,
      PENDING.dockNear,
      `${space.x},${space.y} in ${space.network}'s network is not next to ${def(s, f.ok.near).name}`,
    );
  }
  if (!isLegalSpace(s, space)) {
    return violation(
      s,
      touchesOnlyOrphans(s, space.network, space) ? NETWORK.dockedDefinition : NETWORK.mustDock,
      `${space.x},${space.y} in ${space.network}'s network is not a free docked space`,
    );
  }
  return null;
}

/** Docks the waiting card on the chosen space (6.2.2.5), taking its deployment off the stack. */
export function applyDock(tx: Tx, a: ActionOf<'dock'>): void {
  const decision = tx.g.pending[0] as DockDecision;
  tx.g.pending.splice(0, 1);
  const item = deploymentOf(tx.g, decision.card);
  if (!item) {
    // A card deployed without the stack (found by a search, 6.8) enters play from where it waits.
    takeCard(tx, decision.card);
    const at = { network: a.at.network, x: a.at.x, y: a.at.y };
    dockCard(
      tx,
      {
        id: -1,
        kind: 'deployment',
        card: decision.card,
        controller: a.player,
        at,
        targets: [],
        from: 'search',
      },
      at,
    );
    return;
  }
  tx.g.stack.splice(
    tx.g.stack.findIndex((it) => it.id === item.id),
    1,
  );
  emit(tx, PENDING.dockElsewhere, `${a.player} docks ${def(tx.g, item.card).name} elsewhere`, {
    player: a.player,
    card: item.card,
  });
  dockCard(tx, item, { network: a.at.network, x: a.at.x, y: a.at.y });
}

/** Permutations of `xs`: all of them up to four items, else as given and reversed. */
export function orderings<T>(xs: readonly T[]): T[][] {
  if (xs.length > 4) return [[...xs], [...xs].reverse()];
  if (xs.length <= 1) return [[...xs]];
  const out: T[][] = [];
  xs.forEach((x, i) => {
    for (const rest of orderings([...xs.slice(0, i), ...xs.slice(i + 1)])) out.push([x, ...rest]);
  });
  return out;
}

export function legalOrder(s: GameState, who: PlayerId): Action[] {
  const p = s.pending[0];
  if (p?.kind === 'order-triggers' && p.player === who) {
    return orderings(p.items).map((top) => ({
      type: 'order',
      player: who,
      cards: top.map((it) => it.source),
      abilities: top.map((it) => it.ability),
    }));
  }
  if (p?.kind !== 'order-open-market' || p.player !== who) return [];
  return orderings(p.cards).map((cards) => ({ type: 'order', player: who, cards }));
}

export function legalDock(s: GameState, who: PlayerId): Action[] {
  const p = s.pending[0];
  if (p?.kind !== 'dock' || p.player !== who) return [];
  const near = p.near;
  return legalSpacesAnywhere(s)
    .filter((at) => near === undefined || nextTo(s, near, at))
    .map((at) => ({ type: 'dock', player: who, card: p.card, at }));
}

/** Whether a space is orthogonally next to the card's space, in its network. */
function nextTo(s: GameState, id: CardId, at: NetworkSpace): boolean {
  const where = pileOf(s, id);
  if (!where || where.network !== at.network) return false;
  return Math.abs(where.pile.x - at.x) + Math.abs(where.pile.y - at.y) === 1;
}

/**
 * A `choose` answers a search (the cards found), declines a regeneration (nothing), names the cards
 * discarded from a hand (8.6), or says whether a triggered ability resolves (its card) or is missed
 * (nothing).
 */
export function validateChoose(s: GameState, a: ActionOf<'choose'>): Violation | null {
  const bad = checkPlayer(s, a.player);
  if (bad) return bad;
  const p = s.pending[0];
  if (
    !p &&
    Array.isArray(a.cards) &&
    a.cards.length === 0 &&
    parametersOf(s).automaticAbilities === 'must-resolve'
  ) {
    const waiting = s.stack.at(-1);
    if (waiting?.kind === 'ability' && !waiting.eventEffect && isAutomatic(s, waiting))
      return violation(
        s,
        STACK.mustResolve,
        `${def(s, waiting.source).name}'s triggered ability cannot be declined`,
        'it resolves when every player passes',
      );
  }
  if (p?.kind === 'trigger' && p.player === a.player) {
    const cards: unknown = a.cards;
    if (!Array.isArray(cards) || cards.length > 1 || (cards.length === 1 && cards[0] !== p.item.source)) {
      return violation(
        s,
        STACK.triggerOffered,
        `choose ${p.item.source} (${def(s, p.item.source).name}) to resolve its ability, or nothing to miss it`,
      );
    }
    return null;
  }
  // Choosing answers a question: with none asked, the game is at no point where a choice is made.
  if (!p) return violation(s, TURN.notNow, 'nothing waits for a choice');
  if (p.player !== a.player || (p.kind !== 'search' && p.kind !== 'regenerate' && p.kind !== 'discard')) {
    return violation(s, ANSWER_FIRST[p.kind], `${p.player} must first decide ${describePending(s, p)}`);
  }
  if (p.kind === 'regenerate') {
    // 9.26.1: the card is saved by activating its regeneration ability, not by choosing it.
    if (a.cards.length > 0)
      return violation(
        s,
        REGENERATION.offered,
        'to regenerate, activate the regeneration ability; choose nothing to let the card go',
      );
    return null;
  }
  if (p.kind === 'discard') return validateChooseDiscard(s, p, a);
  return validateChooseSearch(s, a);
}

export function applyChoose(tx: Tx, a: ActionOf<'choose'>): void {
  const p = tx.g.pending[0];
  if (p?.kind === 'regenerate') declineRegeneration(tx);
  else if (p?.kind === 'trigger') answerTrigger(tx, a.cards.length === 1);
  else if (p?.kind === 'discard') applyChooseDiscard(tx, a);
  else applyChooseSearch(tx, a);
}

/** Whether a stack item is a triggered automatic ability (7.4), not an activated one. */
function isAutomatic(s: GameState, it: Extract<StackItem, { kind: 'ability' }>): boolean {
  return abilitiesOf(def(s, it.source), parametersOf(s))[it.ability]?.kind === 'automatic';
}

/** The answers to the first pending decision: the only legal actions while it waits. */
export function legalPending(s: GameState): Action[] {
  const p = s.pending[0];
  if (!p) return [];
  return [
    ...legalOrder(s, p.player),
    ...legalDock(s, p.player),
    ...legalKeepUnique(s, p.player),
    ...legalChooseSearch(s, p.player),
    ...legalChooseDiscard(s, p.player),
    ...legalMove(s, p.player),
    ...(p.kind === 'regenerate'
      ? [...legalActivate(s, p.player), { type: 'choose' as const, player: p.player, cards: [] }]
      : []),
    ...(p.kind === 'trigger'
      ? [
          { type: 'choose' as const, player: p.player, cards: [p.item.source] },
          { type: 'choose' as const, player: p.player, cards: [] },
        ]
      : []),
  ];
}
