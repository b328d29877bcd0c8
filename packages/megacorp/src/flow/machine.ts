import type { Violation } from '@arbiter/core';
import { and, assign, not, setup, stateIn } from 'xstate';
import type { Action } from '../model/action.js';
import type { GameEvent } from '../model/event.js';
import { parametersOf } from '../model/query.js';
import type { GameState } from '../model/state.js';
import * as abilities from '../rules/abilities.js';
import * as accounting from '../rules/accounting.js';
import * as buy from '../rules/buy.js';
import * as challenge from '../rules/challenge.js';
import * as divest from '../rules/divest.js';
import * as endPhase from '../rules/end-phase.js';
import * as independent from '../rules/keywords/independent.js';
import * as move from '../rules/keywords/move.js';
import * as suppressor from '../rules/keywords/suppressor.js';
import * as pending from '../rules/pending.js';
import * as priority from '../rules/priority.js';
import * as produce from '../rules/produce.js';
import * as setupRules from '../rules/setup.js';
import * as stack from '../rules/stack.js';
import * as turn from '../rules/turn.js';
import { type Tx, transact } from '../rules/tx.js';
import * as unique from '../rules/unique.js';
import * as winning from '../rules/winning.js';
import { priorityWindow } from './priority-window.js';

/** The machine's context: the game, and the events the current macrostep has produced. */
export interface FlowContext {
  readonly game: GameState;
  readonly events: readonly GameEvent[];
}

type Args = { context: FlowContext; event: Action };

/** A rule effect: mutates a draft of the game, given the event that caused it. */
// Each rule takes the one action type its transition carries, hence `never` for the parameter.
export type RuleEffect = (tx: Tx, a: never) => void;

/** One named action of the chart over its context: the rule effect in a copy-on-write transaction. */
export function runEffect(fn: RuleEffect, context: FlowContext, event: unknown): FlowContext {
  // Once the game is decided nothing else happens (1.2.10); the chart only walks on to gameOver.
  if (context.game.result !== null) return context;
  const { state, events } = transact(context.game, (tx) => fn(tx, event as never));
  return { game: state, events: events.length ? [...context.events, ...events] : context.events };
}

/**
 * The rule effect behind each of the chart's actions and the validator behind each `may…` guard, keyed
 * by the implementation the machine holds: the compiled interpreter (`flow/chart.ts`) runs the very
 * same functions the machine names.
 */
export const EFFECT_OF = new WeakMap<object, RuleEffect>();
export const VALIDATOR_OF = new WeakMap<object, (s: GameState, a: never) => Violation | null>();

/** Wraps a rule effect as an xstate action: a copy-on-write transaction over the game. */
const run = (fn: RuleEffect) => {
  const action = assign<FlowContext, Action, undefined, Action, never>(({ context, event }: Args) =>
    runEffect(fn, context, event),
  );
  EFFECT_OF.set(action, fn);
  return action;
};

const valid = (fn: (s: GameState, a: never) => Violation | null) => {
  const guard = ({ context, event }: Args) => fn(context.game, event as never) === null;
  VALIDATOR_OF.set(guard, fn);
  return guard;
};

const when =
  (fn: (s: GameState) => boolean) =>
  ({ context }: Args) =>
    fn(context.game);

// The one spelling of the challenge's path in the chart; rules name its steps by their full path, typed
// from this machine (`FlowPath`). xstate refuses an unknown `#id` target when the machine is created.
const CH = '#megacorp.turn.challenge.attack';

/**
 * The Megacorp turn as a statechart. State names follow the rulebook's steps; each comment gives the
 * V1.7 clause. Rules live in `rules/`: the chart names them as guards (may this happen?) and actions
 * (what happens), and holds no game logic itself.
 */
export const megacorpMachine = setup({
  types: { context: {} as FlowContext, events: {} as Action, input: {} as GameState },
  guards: {
    // priority windows (1.2.8, 3.9, 6.6.1)
    mayPass: valid(priority.validatePass),
    passCompletesRound: when(priority.passCompletesRound),
    stackEmpty: when((s) => s.stack.length === 0),
    passerIsActive: ({ context, event }: Args) => event.player === context.game.turn.active,
    roundCompletes: and(['mayPass', 'passCompletesRound']),
    roundClosesWindow: and(['mayPass', 'passCompletesRound', 'stackEmpty']),
    roundResolvesTop: and(['mayPass', 'passCompletesRound', 'stackNotEmpty']),
    activeIsDone: and(['mayPass', 'stackEmpty', 'passerIsActive']),
    topIsDeployment: when((s) => s.stack.at(-1)?.kind === 'deployment'),
    stackNotEmpty: when((s) => s.stack.length > 0),
    lastWasDeployment: when((s) => s.lastResolved?.kind === 'deployment'),
    deploymentWindowResumes: when(stack.deploymentWindowResumes),
    noTriggerWaiting: when((s) => s.pending[0]?.kind !== 'trigger'),
    triggersImmediate: when(
      (s) => s.lastResolved?.kind === 'deployment' && parametersOf(s).deploymentTriggers === 'immediate',
    ),
    mayProduce: valid(produce.validateProduce),
    mayBuy: valid(buy.validateBuy),
    mayActivate: valid(abilities.validateActivate),
    // answers to interrupting decisions
    mayOrder: valid(pending.validateOrder),
    mayDock: valid(pending.validateDock),
    mayConcede: valid(turn.validateConcede),
    // 7.8: a `keep` naming a card answers the unique-card decision; without one it keeps a hand (4.2.5.1).
    namesCopy: ({ event }: Args) => event.type === 'keep' && event.card !== undefined,
    mayKeepCopy: valid(unique.validateKeepUnique),
    keepsUniqueCopy: and(['namesCopy', 'mayKeepCopy']),
    mayChoose: valid(pending.validateChoose),
    mayMove: valid(move.validateMove),
    regenerationPending: when((s) => s.pending[0]?.kind === 'regenerate'),
    answersRegeneration: and(['regenerationPending', 'mayActivate']),
    independentOrphaned: when(independent.independentChanged),
    deckRunOut: when((s) => winning.emptyDeckLosers(s).length > 0),
    gameOver: when((s) => s.result !== null),
    activePlayerLost: when(turn.activePlayerLost),
    defendingPlayerLost: when((s) => {
      const who = challenge.defendingPlayer(s);
      return who !== null && s.players.some((p) => p.id === who && p.lost);
    }),
    // setup (4.2)
    mayBid: valid(setupRules.validateBid),
    allBidsIn: when(setupRules.allBidsIn),
    biddingSkipped: when(setupRules.biddingSkipped),
    startingPlayerKnown: when((s) => s.turn.starting !== null),
    handsBeforeStarter: when(setupRules.handsBeforeStarter),
    allKeptStarterUnknown: when(
      (s) => setupRules.allKept(s) && setupRules.handsBeforeStarter(s) && s.turn.starting === null,
    ),
    bidAgain: when(setupRules.bidAgain),
    mayGoFirst: valid(setupRules.validateGoFirst),
    mayMulligan: valid(setupRules.validateMulligan),
    mayKeep: valid(setupRules.validateKeep),
    allKept: when(setupRules.allKept),
    mayPlaceFounder: valid(setupRules.validatePlaceFounder),
    allFoundersPlaced: when(setupRules.allFoundersPlaced),
    // accounting (5.2)
    mayPayUpkeep: valid(accounting.validatePayUpkeep),
    noUpkeepDue: when((s) => s.upkeepDue.length === 0),
    windowAfterUpkeep: when(
      (s) => s.upkeepDue.length === 0 && parametersOf(s).accountingWindows === 'after-upkeep-and-after-draw',
    ),
    resourceAtReveal: when(
      (s) => parametersOf(s).revealedResourceBuy === 'at-reveal' && accounting.hasRevealedResource(s),
    ),
    // challenge (5.4)
    mayAttack: valid(challenge.validateAttack),
    attackerStillDocked: when(challenge.attackerStillDocked),
    attackNullified: when(challenge.attackNullified),
    mayBlock: valid(challenge.validateBlock),
    needsDefenderChoice: when(challenge.needsDefenderChoice),
    mayLeave: valid(challenge.validateDefenderLeaves),
    noDefenders: when((s) => (s.challenge?.defenders.length ?? 0) === 0),
    needsAssignment: when(challenge.needsAssignment),
    needsSuppressorChoice: when(suppressor.needsSuppressorChoice),
    mayEngageDefender: valid(suppressor.validateEngageDefender),
    mayAssign: valid(challenge.validateAssignDamage),
    noRetaliationPending: when((s) => challenge.retaliationPending(s) === null),
    mayRetaliate: valid(challenge.validateRetaliate),
    // divest (5.5)
    maySell: valid(divest.validateSell),
    // end (5.6)
    windowBeforeEndPhase: when((s) => parametersOf(s).endPhaseWindow === 'before-end-phase'),
    windowAfterDiscards: when((s) => parametersOf(s).endPhaseWindow === 'after-discards'),
  },
  actions: {
    openPriority: run(priority.openPriority),
    closePriority: run(priority.closePriority),
    pass: run(priority.applyPass),
    declareDone: run(priority.applyDeclareDone),
    accountingBegins: run((tx) => turn.phaseBegins(tx, 'Accounting')),
    buyBegins: run((tx) => turn.phaseBegins(tx, 'Buy')),
    challengeBegins: run((tx) => turn.phaseBegins(tx, 'Challenge')),
    divestBegins: run((tx) => turn.phaseBegins(tx, 'Divest')),
    endBegins: run((tx) => turn.phaseBegins(tx, 'End')),
    produce: run(produce.applyProduce),
    buy: run(buy.applyBuy),
    activate: run(abilities.applyActivate),
    resolveTop: run(stack.resolveTop),
    queueDeploymentTriggers: run(stack.queueDeploymentTriggers),
    order: run(pending.applyOrder),
    dock: run(pending.applyDock),
    concede: run(turn.applyConcede),
    keepUnique: run(unique.applyKeepUnique),
    choose: run(pending.applyChoose),
    move: run(move.applyMove),
    offerIndependentMoves: run(independent.offerIndependentMoves),
    loseOnEmptyDeck: run(winning.loseOnEmptyDeck),
    abandonTurn: run(turn.abandonTurn),
    shuffleDecks: run(setupRules.shuffleDecks),
    startingMoney: run(setupRules.announceStartingMoney),
    bid: run(setupRules.applyBid),
    revealBids: run(setupRules.revealBids),
    pickRandomStarter: run(setupRules.pickRandomStarter),
    goFirst: run(setupRules.applyGoFirst),
    drawOpeningHands: run(setupRules.drawOpeningHands),
    mulligan: run(setupRules.applyMulligan),
    keep: run(setupRules.applyKeep),
    placeBusinesses: run(setupRules.placeBusinesses),
    placeFounder: run(setupRules.applyPlaceFounder),
    startFirstTurn: run(setupRules.startFirstTurn),
    beginningTriggers: run(accounting.beginningOfTurnTriggers),
    receiveCashflow: run(accounting.receiveCashflow),
    disengageAll: run(accounting.disengageAll),
    emptyPools: run(accounting.emptyPools),
    listUpkeep: run(accounting.listUpkeep),
    payUpkeep: run(accounting.applyPayUpkeep),
    revealResource: run(accounting.revealResource),
    drawForTurn: run(accounting.drawForTurn),
    emptyPoolsEndOfPhase: run(accounting.emptyPoolsEndOfPhase),
    resourceToBottom: run(endPhase.resourceToBottom),
    declareAttack: run(challenge.declareAttack),
    nullifyAttack: run(challenge.nullifyAttack),
    block: run(challenge.applyBlock),
    pruneBlockers: run(challenge.pruneBlockers),
    defenderLeaves: run(challenge.applyDefenderLeaves),
    makeDefenders: run(challenge.makeDefenders),
    engageDefender: run(suppressor.applyEngageDefender),
    assignDamage: run(challenge.applyAssignDamage),
    autoAssign: run(challenge.autoAssign),
    retaliate: run(challenge.applyRetaliate),
    dealCombatDamage: run(challenge.dealCombatDamage),
    destroyMarked: run(challenge.destroyMarked),
    endChallenge: run(challenge.endChallenge),
    sell: run(divest.applySell),
    sellUniqueCopies: run(divest.sellUniqueCopies),
    checkOrphanedBusiness: run(endPhase.checkOrphanedBusiness),
    checkNoMoney: run(endPhase.checkNoMoney),
    discardOrphans: run(endPhase.discardOrphans),
    discardEvents: run(endPhase.discardEvents),
    heal: run(endPhase.heal),
    endEmptyPools: run(endPhase.emptyPools),
    checkNoMoneyAtTurnEnd: run(endPhase.checkNoMoneyAtTurnEnd),
    nextTurn: run(endPhase.nextTurn),
  },
}).createMachine({
  id: 'megacorp',
  context: ({ input }) => ({ game: input, events: [] }),
  initial: 'setup',
  // A lost game ends everything at once (1.2.10); interrupting decisions are answered wherever they arise.
  always: [
    // deckOut: 'empty-deck' — a player whose main deck runs out during a turn loses at once.
    { guard: and(['deckRunOut', stateIn('#megacorp.turn')]), actions: 'loseOnEmptyDeck' },
    { guard: and(['gameOver', not(stateIn('#megacorp.gameOver'))]), target: '.gameOver' },
    // The active player dropped out of a multiplayer game: what was in progress is dropped and the
    // End Phase still runs for the others (money checks, discards, healing), then play moves left.
    {
      guard: and(['activePlayerLost', stateIn('#megacorp.turn'), not(stateIn('#megacorp.turn.end'))]),
      target: '.turn.end',
      actions: 'abandonTurn',
    },
    // 9.16: an INDEPENDENT card that has just become orphaned may (or must) move.
    { guard: and(['independentOrphaned', stateIn('#megacorp.turn')]), actions: 'offerIndependentMoves' },
  ],
  on: {
    order: { guard: 'mayOrder', actions: 'order' }, // 8.3.1, 3.9.4
    dock: { guard: 'mayDock', actions: 'dock' }, // 6.2.2.5
    concede: { guard: 'mayConcede', actions: 'concede' }, // 1.2.10.3
    keep: { guard: 'keepsUniqueCopy', actions: 'keepUnique' }, // 7.8, where the player chooses the copy that stays
    choose: { guard: 'mayChoose', actions: 'choose' }, // 6.8 a search's result; 9.26.1 declining to regenerate
    move: { guard: 'mayMove', actions: 'move' }, // 9.21 MOVE, 9.16 INDEPENDENT
    activate: { guard: 'answersRegeneration', actions: 'activate' }, // 9.26.1 regenerating against an effect
  },
  states: {
    // 4 Game preparation
    setup: {
      initial: 'shuffle',
      states: {
        // 4.2.1 (decks checked at creation, 4.1). Revisions that draw hands before the starting player
        // is known (openingHandTiming) go to the draw first and come back to firstPlayer after mulligans.
        shuffle: {
          entry: ['shuffleDecks', 'startingMoney'],
          always: [{ guard: 'handsBeforeStarter', target: 'draw' }, { target: 'firstPlayer' }],
        },
        firstPlayer: {
          initial: 'bidding',
          states: {
            bidding: {
              // 4.2.3, 1.2.9.1: every player notes a bid in secret; 0 declines
              always: [
                { guard: 'biddingSkipped', target: 'random' },
                { guard: 'allBidsIn', target: 'reveal' },
              ],
              on: { bid: { guard: 'mayBid', actions: 'bid' } },
            },
            reveal: {
              entry: 'revealBids', // 1.2.9.2–1.2.9.5, 4.2.3.1
              always: [
                { guard: 'startingPlayerKnown', target: 'decided' },
                { guard: 'bidAgain', target: 'bidding' },
                { target: 'random' }, // 4.2.3.2
              ],
            },
            random: {
              entry: 'pickRandomStarter', // 4.2.4.1, 4.2.4.3
              always: [{ guard: 'startingPlayerKnown', target: 'decided' }, { target: 'choosing' }],
            },
            choosing: { on: { 'go-first': { guard: 'mayGoFirst', actions: 'goFirst', target: 'decided' } } }, // 4.2.4.2
            decided: { type: 'final' },
          },
          onDone: [{ guard: 'handsBeforeStarter', target: 'business' }, { target: 'draw' }],
        },
        draw: { entry: 'drawOpeningHands', always: 'mulligan' }, // 4.2.5
        mulligan: {
          // 4.2.5.1
          always: [
            { guard: 'allKeptStarterUnknown', target: 'firstPlayer' },
            { guard: 'allKept', target: 'business' },
          ],
          on: {
            mulligan: { guard: 'mayMulligan', actions: 'mulligan' },
            keep: { guard: 'mayKeep', actions: 'keep' },
          },
        },
        business: { entry: 'placeBusinesses', always: 'founders' }, // 4.2.6
        founders: {
          // 4.2.7, then 4.2.8: the starting player takes the first turn
          always: { guard: 'allFoundersPlaced', target: '#megacorp.turn', actions: 'startFirstTurn' },
          on: { 'place-founder': { guard: 'mayPlaceFounder', actions: 'placeFounder' } },
        },
      },
    },
    // 5 Turn sequence: A-B-C-D-E (5.1.1)
    turn: {
      initial: 'accounting',
      states: {
        // 5.2 Accounting Phase
        accounting: {
          entry: 'accountingBegins', // 5.1.2
          initial: 'beginning',
          states: {
            // Beginning-of-turn texts: a step of the revisions that have one (accountingTriggers); none in V1.7.
            // Where a trigger may be missed (automaticAbilities), the step waits for its controller's answer.
            beginning: {
              entry: 'beginningTriggers',
              always: { guard: 'noTriggerWaiting', target: 'cashflow' },
            },
            cashflow: { entry: 'receiveCashflow', always: 'disengage' }, // 5.2.1
            disengage: { entry: 'disengageAll', always: 'emptyPools' }, // 5.2.2
            emptyPools: { entry: 'emptyPools', always: 'upkeep' }, // 5.2.3
            upkeep: {
              // 5.2.4
              entry: 'listUpkeep',
              // 5.2.5 opens a window here; revisions without it go straight to the reveal (accountingWindows).
              always: [
                { guard: 'windowAfterUpkeep', target: 'window' },
                { guard: 'noUpkeepDue', target: 'reveal' },
              ],
              on: {
                'pay-upkeep': { guard: 'mayPayUpkeep', actions: 'payUpkeep' },
                produce: { guard: 'mayProduce', actions: 'produce' }, // 6.1: traits to pay a trait upkeep
              },
            },
            window: priorityWindow('all-pass', 'reveal'), // 5.2.5
            reveal: {
              entry: 'revealResource', // 5.2.6
              always: [{ guard: 'resourceAtReveal', target: 'resource' }, { target: 'draw' }],
            },
            // revealedResourceBuy: 'at-reveal' — the active player buys the resource now or passes, and an
            // unbought resource goes under at once.
            resource: priorityWindow('active-declares', 'resourceDeclined'),
            resourceDeclined: { entry: 'resourceToBottom', always: 'draw' },
            draw: { entry: 'drawForTurn', always: 'afterDraw' }, // 5.2.7
            afterDraw: priorityWindow('all-pass', 'closing'), // 5.2.8
            closing: { entry: 'emptyPoolsEndOfPhase', always: '#megacorp.turn.buy' }, // 5.2.9
          },
        },
        // 5.3 Buy Phase
        buy: {
          entry: 'buyBegins', // 5.1.2
          initial: 'main',
          exit: 'resourceToBottom', // 5.3.4
          states: {
            main: priorityWindow('active-declares', 'closing'), // 5.3.1
            closing: priorityWindow('all-pass', '#megacorp.turn.challenge'), // 5.3.2, 5.3.3
          },
        },
        // 5.4 Challenge Phase
        challenge: {
          entry: 'challengeBegins', // 5.1.2
          initial: 'main',
          states: {
            // 5.4.2, 5.4.5: the active player declares challenges until he passes
            main: priorityWindow('active-declares', '#megacorp.turn.divest', {
              attack: { guard: 'mayAttack', actions: 'declareAttack', target: 'attack' },
            }),
            attack: {
              initial: 'declared',
              states: {
                declared: { always: 'afterDeclaration' }, // 5.4.1.1 declared, 5.4.1.2 attacker engaged
                afterDeclaration: priorityWindow('all-pass', `${CH}.checkAttacker`), // 5.4.1.3
                checkAttacker: {
                  // 5.4.1.3; targetLeavesSpace: a revision may nullify an attack whose target has left.
                  always: [
                    { guard: 'attackNullified', actions: 'nullifyAttack', target: 'end' },
                    { guard: 'attackerStillDocked', target: 'blockers' },
                    { target: 'end' },
                  ],
                },
                blockers: {
                  // 5.4.1.4; a defending player who dropped out blocks with nothing
                  always: { guard: 'defendingPlayerLost', target: 'afterBlockers' },
                  on: { block: { guard: 'mayBlock', actions: 'block', target: 'afterBlockers' } },
                },
                afterBlockers: priorityWindow('all-pass', `${CH}.pruneBlockers`), // 5.4.1.5
                pruneBlockers: {
                  entry: 'pruneBlockers', // 5.4.1.5.1
                  always: [
                    { guard: 'needsDefenderChoice', target: 'defenderChoice' },
                    { target: 'defenders' },
                  ],
                },
                defenderChoice: {
                  // 5.4.1.6; a defending player who dropped out leaves his card where it is
                  always: { guard: 'defendingPlayerLost', target: 'defenders' },
                  on: {
                    'defender-leaves': { guard: 'mayLeave', actions: 'defenderLeaves', target: 'defenders' },
                  },
                },
                defenders: {
                  entry: 'makeDefenders', // 5.4.1.6–5.4.1.7
                  always: [
                    { guard: 'noDefenders', target: 'end' },
                    { guard: 'needsSuppressorChoice', target: 'suppressorChoice' },
                    { guard: 'needsAssignment', target: 'assignDamage' },
                    { actions: 'autoAssign', target: 'retaliation' },
                  ],
                },
                suppressorChoice: {
                  // 9.28: the attacker chooses which of several defenders a SUPPRESSOR engages
                  on: {
                    'engage-defender': [
                      {
                        guard: and(['mayEngageDefender', 'needsAssignment']),
                        actions: 'engageDefender',
                        target: 'assignDamage',
                      },
                      {
                        guard: 'mayEngageDefender',
                        actions: ['engageDefender', 'autoAssign'],
                        target: 'retaliation',
                      },
                    ],
                  },
                },
                assignDamage: {
                  // 5.4.1.8.3
                  on: {
                    'assign-damage': { guard: 'mayAssign', actions: 'assignDamage', target: 'retaliation' },
                  },
                },
                retaliation: {
                  // 5.4.1.8.1, 5.4.1.8.1.3–5.4.1.8.1.4
                  always: { guard: 'noRetaliationPending', target: 'dealDamage' },
                  on: { retaliate: { guard: 'mayRetaliate', actions: 'retaliate' } },
                },
                dealDamage: { entry: 'dealCombatDamage', always: 'afterDamage' }, // 5.4.1.8.1.2, 5.4.1.8.2
                afterDamage: priorityWindow('all-pass', `${CH}.destroy`), // 5.4.1.8.4
                destroy: { entry: 'destroyMarked', always: 'end' }, // 5.4.1.8.2: destroyed cards leave play
                end: { entry: 'endChallenge', type: 'final' }, // 5.4.1.9
              },
              onDone: 'main',
            },
          },
        },
        // 5.5 Divest Phase: one sale, then the End Phase (5.5.2, 5.5.7)
        divest: {
          entry: 'divestBegins', // 5.1.2
          initial: 'forcedSales',
          states: {
            // uniqueCopiesInHand: 'must-sell' — copies of a unique card in play are sold as the phase begins.
            forcedSales: { entry: 'sellUniqueCopies', always: 'main' },
            main: priorityWindow('active-declares', '#megacorp.turn.end', {
              sell: { guard: 'maySell', actions: 'sell', target: '#megacorp.turn.end' },
            }),
          },
        },
        // 5.6 End Phase
        // The revisions agree on the steps but not on the window (endPhaseWindow): V1.7 opens it after the
        // discards (5.6.5), others before the End Phase begins, or not at all.
        end: {
          entry: 'endBegins', // 5.1.2
          initial: 'begin',
          states: {
            begin: {
              always: [
                { guard: 'windowBeforeEndPhase', target: 'windowBefore' },
                { target: 'orphanedBusiness' },
              ],
            },
            windowBefore: priorityWindow('all-pass', 'orphanedBusiness'),
            orphanedBusiness: { entry: 'checkOrphanedBusiness', always: 'noMoney' }, // 5.6.1
            noMoney: { entry: 'checkNoMoney', always: 'discardOrphans' }, // 5.6.2
            discardOrphans: { entry: 'discardOrphans', always: 'discardEvents' }, // 5.6.3
            discardEvents: {
              entry: 'discardEvents', // 5.6.4
              always: [{ guard: 'windowAfterDiscards', target: 'window' }, { target: 'heal' }],
            },
            window: priorityWindow('all-pass', 'heal'), // 5.6.5
            heal: { entry: 'heal', always: 'emptyPools' }, // 5.6.6 (endOfTurnHealing)
            emptyPools: { entry: 'endEmptyPools', always: 'turnEnds' }, // 5.6.7
            turnEnds: { entry: 'checkNoMoneyAtTurnEnd', always: 'nextTurn' }, // 1.2.10.1 (noMoneyLoss)
            nextTurn: { entry: 'nextTurn', always: '#megacorp.turn.accounting' }, // 5.7, 5.7.1
          },
        },
      },
    },
    gameOver: { type: 'final' }, // 1.2.10
  },
});

export type MegacorpMachine = typeof megacorpMachine;
