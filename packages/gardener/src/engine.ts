import {
  type ActionResult,
  accepted,
  arrowMemory,
  type ChartArrow,
  type DecisionPrompt,
  deepFreeze,
  rejected,
  type Violation,
} from '@arbiter/core';
import { initialTransition, transition } from 'xstate';
import { CHART, compiledInitial, compiledTransition } from './flow/chart.js';
import { gardenerMachine } from './flow/machine.js';
import { flowLeaf } from './flow/where.js';
import type { Action, ActionOf, ActionType } from './model/action.js';
import { ACTION_TYPES } from './model/action.js';
import { describeAction } from './model/describe.js';
import type { GameEvent } from './model/event.js';
import { cardType, player } from './model/query.js';
import { type CardId, type GameState, type PlayerId, SHARED_FIELDS } from './model/state.js';
import * as abilities from './rules/abilities.js';
import * as adventure from './rules/adventure.js';
import * as bidding from './rules/bidding.js';
import * as cost from './rules/cost.js';
import * as giving from './rules/give.js';
import { createGame, type GameConfig } from './rules/setup.js';
import * as stashChoice from './rules/stash-choice.js';
import * as swap from './rules/swap.js';
import { TURN } from './rules/turn.js';
import { violation } from './rules/tx.js';

type Validator = (s: GameState, a: never) => Violation | null;

/**
 * Where in the chart each action type is taken, with the validator its guard is: derived from the
 * compiled chart's gates, so the chart decides whether and the validator says why not, and nothing
 * lists the chart's transitions a second time.
 */
const AT: Readonly<Record<string, Partial<Record<ActionType, Validator>>>> = (() => {
  const out: Record<string, Partial<Record<ActionType, Validator>>> = {};
  for (const [type, gates] of CHART.gates)
    for (const gate of gates) {
      if (!gate.validator) continue;
      const path = gate.state.replace(/^gardener\./, '');
      out[path] = { ...out[path], [type]: gate.validator };
    }
  return out;
})();

/**
 * Why an action type is refused where the chart does not take it: the rule of the step that takes it
 * (a `pay` with nothing owed, a `use` with no ability waiting), when that rule has something to say.
 */
const ELSEWHERE: Partial<Record<ActionType, Validator>> = {
  pay: cost.validatePay,
  use: abilities.validateUse,
  done: abilities.validateDone,
  'swap-out': swap.validateSwapOut,
  take: stashChoice.validateTake,
  propose: (s, a: Action) => bidding.checkBidder(s, a.player),
  support: (s, a: Action) => bidding.checkBidder(s, a.player),
};

export type GameStart =
  | { ok: true; state: GameState; events: GameEvent[] }
  | { ok: false; problems: Violation[] };

/** Creates a game (Playing ► Begin the game) and runs it to the first decision. */
export function newGame(config: GameConfig): GameStart {
  const created = createGame(config);
  if (!created.ok) return created;
  // Frozen to the leaves before the first transaction: a transaction freezes only what it copies, and
  // every later state shares the rest; digests and the engine's caches trust only frozen objects.
  const start = compiledInitial(deepFreeze(created.state, SHARED_FIELDS));
  return {
    ok: true,
    state: Object.freeze({ ...start.context.game, flow: start.value }),
    events: [...created.events, ...start.context.events],
  };
}

/** `newGame` with xstate's own interpreter (`initialTransition`): the reference for the compiled chart. */
export function newGameWithMachine(config: GameConfig): GameStart {
  const created = createGame(config);
  if (!created.ok) return created;
  const [snap] = initialTransition(gardenerMachine, created.state);
  return {
    ok: true,
    state: Object.freeze({ ...snap.context.game, flow: snap.value }),
    events: [...created.events, ...snap.context.events],
  };
}

/** Malformed actions (unknown player, unknown card) are refused before any rule is asked. */
function checkShape(s: GameState, a: Action): Violation | null {
  if (!ACTION_TYPES.includes(a.type))
    return violation(s, TURN.notNow, `unknown action "${(a as { type: string }).type}"`);
  if (!s.players.some((p) => p.id === a.player))
    return violation(s, TURN.notNow, `unknown player "${a.player}"`, `players: ${s.seating.join(', ')}`);
  if ('card' in a && !s.cards[a.card]) return violation(s, TURN.notNow, `unknown card "${a.card}"`);
  if ('to' in a && a.to !== null && !s.players.some((p) => p.id === a.to))
    return violation(s, TURN.notNow, `unknown player "${a.to}"`, `players: ${s.seating.join(', ')}`);
  return null;
}

/** Starts the statechart from a state without changing it. */
export const resume = (s: GameState) =>
  gardenerMachine.resolveState({ value: s.flow as never, context: { game: s, events: [] } });

type FlowStep = (
  s: GameState,
  a: Action,
  validator: Validator,
) => {
  game: GameState;
  flow: unknown;
  events: readonly GameEvent[];
  taken?: readonly ChartArrow[] | undefined;
} | null;

/** The chart compiled to a table (`flow/chart.ts`); the validator already accepted the action. */
const viaTable: FlowStep = (s, a, validator) => {
  const r = compiledTransition(s, a, validator);
  return r && { game: r.context.game, flow: r.value, events: r.context.events, taken: r.taken };
};

/** xstate's interpreter: `transition(machine, resolveState(s.flow), action)`. */
const viaMachine: FlowStep = (s, a) => {
  const snap = resume(s);
  const [next] = transition(gardenerMachine, snap, a);
  if (next.context === snap.context) return null;
  return { game: next.context.game, flow: next.value, events: next.context.events };
};

/**
 * Applies one player decision: the next state and what happened, or the violation that refuses it,
 * citing the heading. A refused action changes nothing and never throws. The chart runs compiled to a
 * table; `applyWithMachine` runs xstate's own interpreter, the reference it is checked against.
 */
export const apply = (s: GameState, action: Action): ActionResult<GameState, GameEvent> =>
  applyVia(s, action, viaTable);

export const applyWithMachine = (s: GameState, action: Action): ActionResult<GameState, GameEvent> =>
  applyVia(s, action, viaMachine);

function applyVia(s: GameState, action: Action, flow: FlowStep): ActionResult<GameState, GameEvent> {
  const malformed = checkShape(s, action);
  if (malformed) return rejected(malformed);
  if (s.result) return rejected(violation(s, TURN.gameOver, 'the game is over'));
  const validator = AT[flowLeaf(s.flow)]?.[action.type];
  if (!validator) {
    const why = s.adventure.pending === null ? ELSEWHERE[action.type]?.(s, action as never) : null;
    return rejected(
      why ?? violation(s, TURN.notNow, `${describeAction(s, action)} is not possible now`, hint(s)),
    );
  }
  const refused = validator(s, action as never);
  if (refused) return rejected(refused);
  const next = flow(s, action, validator);
  if (next === null)
    return rejected(violation(s, TURN.notNow, `${describeAction(s, action)} is not possible now`, hint(s)));
  const state: GameState = Object.freeze({ ...next.game, flow: next.flow });
  chartArrows.remember(state, next.taken);
  return accepted(state, next.events as GameEvent[]);
}

/**
 * The arrows of the chart the action that made a state took, as the compiled chart took them (eventless
 * ones included), once a coverage recorder asks: exact, where asking xstate after the fact must guess
 * between routes that start and end in the same states.
 */
export const chartArrows = arrowMemory<GameState>();

function hint(s: GameState): string {
  const d = decision(s);
  return d ? `${d.player} must decide: ${d.question}` : 'the game is over';
}

/** One card of each printed card: identical cards of an unordered choice are interchangeable. */
function oneOfEach(s: GameState, cards: readonly CardId[]): CardId[] {
  const seen = new Set<string>();
  return cards.filter((c) => {
    const def = s.cards[c]?.def ?? c;
    if (seen.has(def)) return false;
    seen.add(def);
    return true;
  });
}

const ok = (s: GameState, a: Action): boolean => {
  const v = AT[flowLeaf(s.flow)]?.[a.type];
  return v !== undefined && v(s, a as never) === null;
};

function turnActions(s: GameState, who: PlayerId): Action[] {
  const me = player(s, who);
  const out: Action[] = [];
  for (const card of oneOfEach(s, me.ops)) {
    const a: ActionOf<'play'> = { type: 'play', player: who, card };
    if (cardType(s, card) === 'support' && ok(s, a)) out.push(a);
    const sw: ActionOf<'swap'> = { type: 'swap', player: who, card };
    if (ok(s, sw)) out.push(sw);
  }
  for (const a of [
    { type: 'draw', player: who },
    { type: 'dig', player: who },
  ] as Action[])
    if (ok(s, a)) out.push(a);
  if (stashChoice.takeOpen(s, who))
    for (const card of oneOfEach(s, me.stash)) out.push({ type: 'take', player: who, card });
  if (s.profile.parameters.giving === 'action')
    for (const to of giving.receivers(s, who)) {
      const a: ActionOf<'give'> = { type: 'give', player: who, to };
      if (ok(s, a)) out.push(a);
    }
  // Abilities that wait through the turn (GA-22).
  if (s.adventure.abilities.length > 0) {
    for (const card of abilities.abilityTargets(s, who)) out.push({ type: 'use', player: who, card });
    out.push({ type: 'done', player: who });
  }
  out.push({ type: 'pass', player: who });
  return out;
}

/** Every legal action in this state, for every player who may act, in a stable order. */
export function legalActions(s: GameState): Action[] {
  if (s.result) return [];
  const adv = s.adventure;
  const leaf = flowLeaf(s.flow);
  const who = adv.turn;
  switch (leaf) {
    case 'adventure.bidding.bids': {
      const bidder = s.bidding?.bidder;
      if (!bidder) return [];
      const out: Action[] = [];
      for (const card of player(s, bidder).ops) {
        const a: ActionOf<'propose'> = { type: 'propose', player: bidder, card };
        if (cardType(s, card) === 'adventure' && ok(s, a)) out.push(a);
      }
      for (const p of s.bidding?.proposals ?? []) {
        const a: ActionOf<'support'> = { type: 'support', player: bidder, card: p.card };
        if (ok(s, a)) out.push(a);
      }
      out.push({ type: 'pass', player: bidder });
      return out;
    }
    case 'adventure.opening.choosing': {
      const out: Action[] = [];
      for (const p of adventure.openers(s)) {
        for (const card of oneOfEach(s, adventure.openingCards(s, p)))
          out.push({ type: 'play', player: p, card });
        const d: ActionOf<'decline'> = { type: 'decline', player: p };
        if (ok(s, d)) out.push(d);
      }
      return out;
    }
    case 'adventure.opening.paying':
    case 'adventure.turns.paying':
    case 'adventure.turns.digging': {
      const payer = leaf === 'adventure.opening.paying' ? adv.hero : who;
      if (!payer) return [];
      const playing = adv.pending?.kind === 'cost' ? adv.pending.card : null;
      return oneOfEach(
        s,
        player(s, payer).ops.filter((c) => c !== playing),
      ).map((card) => ({ type: 'pay', player: payer, card }));
    }
    case 'adventure.turns.acting':
      return who ? turnActions(s, who) : [];
    case 'adventure.turns.swapping': {
      const p = adv.pending;
      if (!who || p?.kind !== 'swap') return [];
      return swap.swapOuts(s, who, p.card).map((card) => ({ type: 'swap-out', player: who, card }));
    }
    case 'adventure.turns.taking':
      return who
        ? [
            ...oneOfEach(s, player(s, who).stash).map(
              (card): Action => ({ type: 'take', player: who, card }),
            ),
            { type: 'done', player: who },
          ]
        : [];
    case 'adventure.turns.abilities':
      return who
        ? [
            ...abilities.abilityTargets(s, who).map((card): Action => ({ type: 'use', player: who, card })),
            { type: 'done', player: who },
          ]
        : [];
    default:
      return [];
  }
}

const QUESTIONS: Record<string, [string, string]> = {
  'adventure.bidding.bids': ['bid', 'whether to propose an adventure card, support one, or pass'],
  'adventure.opening.choosing': ['opening', 'which adventure card to play, if any'],
  'adventure.opening.paying': ['cost', 'which card of the ops to wreck toward the cost'],
  'adventure.turns.acting': [
    'turn',
    'what to do in this turn: play, draw, swap, choose a stash card, or pass',
  ],
  'adventure.turns.paying': ['cost', 'which card of the ops to wreck toward the cost'],
  'adventure.turns.digging': ['stash-choice', 'which card of the ops to wreck to choose a stash card'],
  'adventure.turns.swapping': ['swap', 'which played card makes way for the swapped-in card'],
  'adventure.turns.taking': ['stash-choice', 'which stash card to take'],
  'adventure.turns.abilities': ['ability', 'which card the ability reaches, or done'],
};

/** Who must decide what now, with the legal answers; null once the game is over. */
export function decision(s: GameState): DecisionPrompt<Action> | null {
  const all = legalActions(s);
  const first = all[0];
  if (!first) return null;
  const [kind, question] = QUESTIONS[flowLeaf(s.flow)] ?? ['turn', 'what to do'];
  return { player: first.player, kind, question, options: all.filter((a) => a.player === first.player) };
}

export type { GameConfig };
