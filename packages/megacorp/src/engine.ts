import {
  type ActionResult,
  accepted,
  type DecisionPrompt,
  type GameRules,
  rejected,
  type Violation,
} from '@arbiter/core';
import { initialTransition, transition } from 'xstate';
import { megacorpMachine } from './flow/machine.js';
import { flowPaths, flowText } from './flow/where.js';
import type { Action, ActionOf, ActionType } from './model/action.js';
import { describeAction } from './model/describe.js';
import type { GameEvent } from './model/event.js';
import { activePlayers } from './model/query.js';
import type { GameState, PlayerId } from './model/state.js';
import * as abilities from './rules/abilities.js';
import * as accounting from './rules/accounting.js';
import { listUpkeep } from './rules/accounting.js';
import { checkShape } from './rules/action-shape.js';
import * as buy from './rules/buy.js';
import * as challenge from './rules/challenge.js';
import * as divest from './rules/divest.js';
import * as pending from './rules/pending.js';
import * as priority from './rules/priority.js';
import * as produce from './rules/produce.js';
import type { GameConfig } from './rules/setup.js';
import * as setupRules from './rules/setup.js';
import { TURN, validateConcede } from './rules/turn.js';
import { transact, violation } from './rules/tx.js';
import { validateKeepUnique } from './rules/unique.js';

type Validator = (s: GameState, a: never) => Violation | null;
type Enumerator = (s: GameState, player: PlayerId) => Action[];

/** Each action type's validator: the rule that refuses it, with its clause. */
const VALIDATORS: Record<ActionType, Validator> = {
  pass: priority.validatePass,
  concede: validateConcede,
  bid: setupRules.validateBid,
  'go-first': setupRules.validateGoFirst,
  mulligan: setupRules.validateMulligan,
  keep: (s: GameState, a: ActionOf<'keep'>) =>
    a.card === undefined ? setupRules.validateKeep(s, a) : validateKeepUnique(s, a),
  'place-founder': setupRules.validatePlaceFounder,
  'pay-upkeep': accounting.validatePayUpkeep,
  produce: produce.validateProduce,
  buy: buy.validateBuy,
  activate: abilities.validateActivate,
  attack: challenge.validateAttack,
  block: challenge.validateBlock,
  'defender-leaves': challenge.validateDefenderLeaves,
  'assign-damage': challenge.validateAssignDamage,
  retaliate: challenge.validateRetaliate,
  sell: divest.validateSell,
  order: pending.validateOrder,
  dock: pending.validateDock,
};

/** Enumerators of legal actions, in a stable order (decisions of the flow first, then priority actions). */
const ENUMERATORS: readonly Enumerator[] = [
  setupRules.legalBids,
  setupRules.legalGoFirst,
  setupRules.legalMulligans,
  setupRules.legalPlaceFounder,
  accounting.legalPayUpkeep,
  challenge.legalBlocks,
  challenge.legalDefenderLeaves,
  challenge.legalAssignDamage,
  challenge.legalRetaliate,
  challenge.legalAttacks,
  divest.legalSell,
  buy.legalBuy,
  abilities.legalActivate,
  produce.legalProduce,
  (s, p) => (s.priority?.holder === p ? [{ type: 'pass', player: p }] : []),
];

export type GameStart =
  | { ok: true; state: GameState; events: GameEvent[] }
  | { ok: false; problems: Violation[] };

/** Creates a game from decks (4.1 checked) and runs the automatic setup steps until the first decision. */
export function newGame(config: GameConfig): GameStart {
  const created = setupRules.createGame(config);
  if (!created.ok) return created;
  const [snap] = initialTransition(megacorpMachine, created.state);
  return { ok: true, state: { ...snap.context.game, flow: snap.value }, events: [...snap.context.events] };
}

/**
 * Puts a state built mid-game (a scenario's `given`) at a point of the turn: the flow value, who holds
 * priority there, and the bookkeeping that the step's entry would have done (upkeep due, 5.2.4).
 */
export function placeAt(s: GameState, flow: GameState['flow'], priorityHolder?: PlayerId): GameState {
  const paths = flowPaths(flow);
  const inWindow = paths.some((p) => /\.(open|deploymentOnStack|effectOnStack|afterDeployment)$/.test(p));
  const upkeep = paths.some((p) => p === 'turn.accounting.upkeep');
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

function answersPending(a: Action): boolean {
  return a.type === 'order' || a.type === 'dock' || a.type === 'concede' || (a.type === 'keep' && !!a.card);
}

/**
 * Applies one player decision. Returns the next state and what happened, or the violation that
 * refuses it; a refused action never changes anything.
 */
export function apply(s: GameState, action: Action): ActionResult<GameState, GameEvent> {
  const malformed = checkShape(s, action);
  if (malformed) return rejected(malformed);
  if (s.result) return rejected(violation(s, TURN.gameOver, 'the game is over'));
  const first = s.pending[0];
  if (first && !answersPending(action)) {
    return rejected(
      violation(
        s,
        pending.PENDING.answerFirst,
        `${first.player} must first answer: ${pending.describePending(s, first)}`,
      ),
    );
  }
  const refused = (VALIDATORS[action.type] as Validator)(s, action as never);
  if (refused) return rejected(refused);
  const snap = resume(s);
  const [next] = transition(megacorpMachine, snap, action);
  if (next.context === snap.context) {
    return rejected(
      violation(
        s,
        TURN.notNow,
        `${describeAction(s, action)} is not possible now (${flowText(s)})`,
        nextStepHint(s),
      ),
    );
  }
  return accepted({ ...next.context.game, flow: next.value as GameState['flow'] }, next.context.events);
}

function nextStepHint(s: GameState): string {
  const d = decision(s);
  return d ? `${d.player} must decide: ${d.question}` : 'the game is over';
}

export interface LegalOptions {
  /** Conceding is always legal (1.2.10.3); random play leaves it out unless asked. */
  readonly includeConcede?: boolean;
}

/** Every legal action in this state, for every player who may act. */
export function legalActions(s: GameState, options: LegalOptions = {}): Action[] {
  if (s.result) return [];
  const out: Action[] = [];
  const first = s.pending[0];
  if (first) {
    out.push(...pending.legalPending(s));
  } else {
    for (const p of activePlayers(s)) for (const en of ENUMERATORS) out.push(...en(s, p.id));
  }
  if (options.includeConcede) {
    for (const p of activePlayers(s)) {
      const a: ActionOf<'concede'> = { type: 'concede', player: p.id };
      if (validateConcede(s, a) === null) out.push(a);
    }
  }
  return out;
}

const QUESTIONS: Record<string, string> = {
  bidding: 'how much to bid for the first turn (0 declines)',
  choosing: 'whether to take the first turn',
  mulligan: 'whether to keep this hand or mulligan',
  founders: 'where to place the founder next to the business',
  upkeep: 'whether to pay or skip each upkeep',
  blockers: 'which cards block',
  defenderChoice: 'whether the defending card stays in the challenge',
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

/** The engine as the kernel's generic game interface (replay, harness). */
export const megacorp: GameRules<GameState, Action, GameEvent> = {
  apply,
  legalActions: (s) => legalActions(s),
  decision,
  isOver,
};
