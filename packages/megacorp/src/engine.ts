import {
  type ActionResult,
  accepted,
  arrowMemory,
  type DecisionPrompt,
  deepFreeze,
  type Gate,
  rejected,
  type Violation,
} from '@arbiter/core';
import {
  acceptedEvents,
  CHART,
  compiledInitial,
  compiledTransition,
  type FlowResult,
  type Validator,
} from './flow/chart.js';
import { type FlowContext, megacorpMachine } from './flow/machine.js';
import type { Action, ActionOf, ActionType } from './model/action.js';
import { describeAction } from './model/describe.js';
import type { GameEvent } from './model/event.js';
import { activePlayers } from './model/query.js';
import { type GameState, type PlayerId, SHARED_FIELDS } from './model/state.js';
import { flowIn, flowPaths, flowText } from './model/where.js';
import * as abilities from './rules/abilities.js';
import * as accounting from './rules/accounting.js';
import { listUpkeep } from './rules/accounting.js';
import { checkShape } from './rules/action-shape.js';
import * as buy from './rules/buy.js';
import * as challenge from './rules/challenge.js';
import * as divest from './rules/divest.js';
import * as suppressor from './rules/keywords/suppressor.js';
import * as pending from './rules/pending.js';
import * as produce from './rules/produce.js';
import type { GameConfig } from './rules/setup.js';
import * as setupRules from './rules/setup.js';
import { TURN, validateConcede } from './rules/turn.js';
import { transact, violation } from './rules/tx.js';

/** Lists one kind of legal action of `player`; `reserve` is `LegalOptions.reserve`, read by buys only. */
type Enumerator = (s: GameState, player: PlayerId, reserve?: number) => Action[];

/**
 * Each action type's validator, read from the chart: the validator the guards of its transitions
 * require. Where they require different ones (`keep`: a hand at the mulligan, a copy of a unique card
 * anywhere), the first transition whose other conditions hold decides, in the chart's order.
 */
const VALIDATORS = new Map<string, Validator | readonly Gate<FlowContext, Validator>[]>();
/** The chart's root transitions per action type: decisions answered wherever they arise. */
const ANYWHERE = new Map<string, readonly Gate<FlowContext, Validator>[]>();
for (const [type, gates] of CHART.gates) {
  const guarded = gates.filter((g) => g.validator !== undefined);
  const distinct = new Set(guarded.map((g) => g.validator));
  const [only] = distinct;
  if (only) VALIDATORS.set(type, distinct.size === 1 ? only : guarded);
  const anywhere = gates.filter((g) => g.anywhere);
  if (anywhere.length > 0) ANYWHERE.set(type, anywhere);
}

/** The validator `apply` asks about this action. */
function validatorOf(s: GameState, action: Action): Validator {
  const v = VALIDATORS.get(action.type);
  if (typeof v === 'function') return v;
  if (v === undefined) throw new Error(`the chart guards no transition on '${action.type}' with a validator`);
  const g = firstApplying(v, s, action);
  if (!g) throw new Error(`no transition on '${action.type}' applies to this action`);
  return g.validator as Validator;
}

/** Whether the action answers a pending decision: the chart's root takes it, wherever the game is. */
function answersPending(s: GameState, a: Action): boolean {
  const gates = ANYWHERE.get(a.type);
  return gates !== undefined && firstApplying(gates, s, a) !== undefined;
}

/** The first gate whose conditions other than its validator hold for this action. */
function firstApplying(gates: readonly Gate<FlowContext, Validator>[], s: GameState, a: Action) {
  let context: FlowContext | undefined;
  for (const g of gates) {
    if (!g.condition) return g;
    context ??= { game: s, events: [] };
    if (g.condition(context, a, s.flow)) return g;
  }
  return undefined;
}

/**
 * Enumerators of legal actions, in a stable order (decisions of the flow first, then priority actions),
 * each with the action types it produces: an enumerator runs only where the chart takes one of them.
 */
const ENUMERATORS: readonly (readonly [readonly ActionType[], Enumerator])[] = [
  [['bid'], setupRules.legalBids],
  [['go-first'], setupRules.legalGoFirst],
  [['mulligan', 'keep'], setupRules.legalMulligans],
  [['place-founder'], setupRules.legalPlaceFounder],
  [['pay-upkeep'], accounting.legalPayUpkeep],
  [['block'], challenge.legalBlocks],
  [['defender-leaves'], challenge.legalDefenderLeaves],
  [['engage-defender'], suppressor.legalEngageDefender],
  [['assign-damage'], challenge.legalAssignDamage],
  [['retaliate'], challenge.legalRetaliate],
  [['attack'], challenge.legalAttacks],
  [['sell'], divest.legalSell],
  [['buy'], buy.legalBuy],
  [['activate'], abilities.legalActivate],
  [['produce'], produce.legalProduce],
  [['pass'], (s, p) => (s.priority?.holder === p ? [{ type: 'pass', player: p }] : [])],
];

export type GameStart =
  | { ok: true; state: GameState; events: GameEvent[] }
  | { ok: false; problems: Violation[] };

/** Creates a game from decks (4.1 checked) and runs the automatic setup steps until the first decision. */
export function newGame(config: GameConfig): GameStart {
  const created = setupRules.createGame(config);
  if (!created.ok) return created;
  // Frozen to the leaves before the first transaction: a transaction freezes only what it copies, and
  // every later state shares the rest; digests and the engine's caches trust only frozen objects.
  const start = compiledInitial(deepFreeze(created.state, SHARED_FIELDS));
  return {
    ok: true,
    state: Object.freeze({ ...start.context.game, flow: start.value }),
    events: [...start.context.events],
  };
}

/**
 * Puts a state built mid-game (a scenario's `given`) at a point of the turn: the flow value, who holds
 * priority there, and the bookkeeping that the step's entry would have done (upkeep due, 5.2.4).
 */
export function placeAt(s: GameState, flow: GameState['flow'], priorityHolder?: PlayerId): GameState {
  const paths = flowPaths(flow);
  const inWindow = paths.some((p) => /\.(open|deploymentOnStack|effectOnStack|afterDeployment)$/.test(p));
  const upkeep = flowIn(flow, 'turn.accounting.upkeep');
  const placed: GameState = {
    ...s,
    flow,
    priority: inWindow ? { holder: priorityHolder ?? s.turn.active, passes: 0 } : null,
    upkeepDue: upkeep ? transact({ ...s, flow }, (tx) => listUpkeep(tx)).state.upkeepDue : [],
  };
  return placed;
}

/** Starts the statechart from a state built mid-game (e.g. a scenario's `given`) without changing it. */
export function resume(s: GameState) {
  return megacorpMachine.resolveState({ value: s.flow, context: { game: s, events: [] } });
}

/** Runs the statechart on an accepted-by-its-validator action: the next game, or null when the chart refuses. */
export type FlowStep = (s: GameState, action: Action, validator: Validator) => FlowResult | null;

/** The chart compiled to a table (`flow/chart.ts`); the validator already accepted the action. */
const viaTable: FlowStep = (s, action, validator) => compiledTransition(s, action, validator);

/**
 * Applies one player decision. Returns the next state and what happened, or the violation that
 * refuses it; a refused action never changes anything. The statechart runs compiled to a table
 * (`flow/chart.ts`), proven equal to xstate's interpreter by a property test (`applyWithMachine`,
 * oracles.ts, runs xstate's own).
 */
export function apply(s: GameState, action: Action): ActionResult<GameState, GameEvent> {
  return applyVia(s, action, viaTable);
}

/** `apply`'s steps with the chart run by `flow`; the oracles (oracles.ts) pass other interpreters. */
export function applyVia(s: GameState, action: Action, flow: FlowStep): ActionResult<GameState, GameEvent> {
  const malformed = checkShape(s, action);
  if (malformed) return rejected(malformed);
  if (s.result) return rejected(violation(s, TURN.gameOver, 'the game is over'));
  const first = s.pending[0];
  if (first && !answersPending(s, action)) {
    return rejected(
      violation(
        s,
        pending.ANSWER_FIRST[first.kind],
        `${first.player} must first answer: ${pending.describePending(s, first)}`,
      ),
    );
  }
  const validator = validatorOf(s, action);
  const refused = validator(s, action as never);
  if (refused) return rejected(refused);
  const next = flow(s, action, validator);
  if (next === null) {
    return rejected(
      violation(
        s,
        TURN.notNow,
        `${describeAction(s, action)} is not possible now (${flowText(s)})`,
        nextStepHint(s),
      ),
    );
  }
  // Frozen like everything under it (the transaction layer), so `legalActions` may remember its answer
  // for this state.
  const state: GameState = Object.freeze({ ...next.context.game, flow: next.value });
  chartArrows.remember(state, next.taken);
  return accepted(state, next.context.events as GameEvent[]);
}

/**
 * The arrows of the chart the action that made a state took, as the compiled chart took them (eventless
 * ones included), once a coverage recorder asks: exact, where asking xstate after the fact must guess
 * between routes that start and end in the same states.
 */
export const chartArrows = arrowMemory<GameState>();

function nextStepHint(s: GameState): string {
  const d = decision(s);
  return d ? `${d.player} must decide: ${d.question}` : 'the game is over';
}

export interface LegalOptions {
  /** Conceding is always legal (1.2.10.3); random play leaves it out unless asked. */
  readonly includeConcede?: boolean;
  /**
   * Leaves out the buys that would leave their buyer fewer than this many M (`leavesReserve`): a
   * player's own budget, not a rule. The cautious player weighs no other buy until all these lose, and
   * listing every space and target of the cards it would not buy was most of the listing's work. A
   * list made with a reserve is not remembered for the state.
   */
  readonly reserve?: number;
}

/** Legal actions of the states `apply` and `newGame` returned (frozen, so the answer cannot go stale). */
const legalCache = new WeakMap<GameState, readonly Action[]>();

/** Every legal action in this state, for every player who may act. */
export function legalActions(s: GameState, options: LegalOptions = {}): readonly Action[] {
  if (s.result) return [];
  let known = options.reserve === undefined ? legalCache.get(s) : undefined;
  if (!known) {
    known = Object.freeze(enumerate(s, acceptedEvents(s.flow), options.reserve));
    if (Object.isFrozen(s) && options.reserve === undefined) legalCache.set(s, known);
  }
  // The remembered list itself, frozen: callers only read it, so a copy for each was work for nothing.
  if (!options.includeConcede) return known;
  const out = [...known];
  for (const p of activePlayers(s)) {
    const a: ActionOf<'concede'> = { type: 'concede', player: p.id };
    if (validateConcede(s, a) === null) out.push(a);
  }
  return out;
}

/**
 * The enumerators' answers, skipping the action types the chart does not take in this state (`accepts`);
 * `legalActionsUnfiltered` (oracles.ts) asks every enumerator, for the test that both agree.
 */
export function enumerate(s: GameState, accepts: ReadonlySet<string> | null, reserve?: number): Action[] {
  const out: Action[] = [];
  if (s.pending[0]) {
    out.push(...pending.legalPending(s));
  } else {
    for (const p of activePlayers(s))
      for (const [types, en] of ENUMERATORS) {
        if (accepts && !types.some((t) => accepts.has(t))) continue;
        out.push(...en(s, p.id, reserve));
      }
  }
  return out;
}

/**
 * The pass `legalActions` lists in this state, found without listing the rest: the only one it can
 * list is the priority holder's, where the chart takes `pass`, nothing is pending and the holder is
 * still in the game (1.2.8, 1.2.8.3).
 */
export function priorityPass(s: GameState): ActionOf<'pass'> | undefined {
  const holder = s.priority?.holder;
  if (holder === undefined || s.result || s.pending.length > 0 || !acceptedEvents(s.flow).has('pass'))
    return undefined;
  for (const p of activePlayers(s)) if (p.id === holder) return { type: 'pass', player: holder };
  return undefined;
}

/** Whether anyone may act: `legalActions(s).length > 0`, listing nothing where a pass is legal. */
export function hasLegalAction(s: GameState): boolean {
  if (s.result) return false;
  const known = legalCache.get(s);
  if (known) return known.length > 0;
  return priorityPass(s) !== undefined || legalActions(s).length > 0;
}

const QUESTIONS: Record<string, string> = {
  bidding: 'how much to bid for the first turn (0 declines)',
  choosing: 'whether to take the first turn',
  mulligan: 'whether to keep this hand or mulligan',
  founders: 'where to place the founder next to the business',
  upkeep: 'whether to pay or skip each upkeep',
  blockers: 'which cards block',
  defenderChoice: 'whether the defending card stays in the challenge',
  suppressorChoice: 'which defender the SUPPRESSOR engages',
  assignDamage: 'how to split the attack among the defenders',
  retaliation: 'which defenders retaliate',
};

/** Who must decide what now, with the legal answers. */
export function decision(s: GameState): DecisionPrompt<Action> | null {
  const all = legalActions(s);
  const firstAction = all[0];
  if (!firstAction) return null;
  const who = firstAction.player;
  const options = all.filter((a) => a.player === who);
  const pend = s.pending[0];
  if (pend) return { player: who, kind: pend.kind, question: pending.describePending(s, pend), options };
  const leaf = flowPaths(s.flow)[0] ?? '';
  const step = leaf.split('.').find((part) => part in QUESTIONS);
  if (step) return { player: who, kind: step, question: QUESTIONS[step] as string, options };
  return { player: who, kind: 'priority', question: `what to do with priority (${leaf})`, options };
}

export function isOver(s: GameState): boolean {
  return s.result !== null;
}
