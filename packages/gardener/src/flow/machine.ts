import type { Violation } from '@arbiter/core';
import { assign, setup } from 'xstate';
import type { Action } from '../model/action.js';
import type { GameEvent } from '../model/event.js';
import type { GameState } from '../model/state.js';
import * as abilities from '../rules/abilities.js';
import * as adventure from '../rules/adventure.js';
import * as bidding from '../rules/bidding.js';
import * as cost from '../rules/cost.js';
import * as draw from '../rules/draw.js';
import * as end from '../rules/end.js';
import * as giving from '../rules/give.js';
import { pay } from '../rules/payment.js';
import * as play from '../rules/play.js';
import * as resolution from '../rules/resolution.js';
import * as stashChoice from '../rules/stash-choice.js';
import * as swap from '../rules/swap.js';
import * as turn from '../rules/turn.js';
import { type Tx, transact } from '../rules/tx.js';

/** The machine's context: the game, and the events the current macrostep has produced. */
export interface FlowContext {
  readonly game: GameState;
  readonly events: readonly GameEvent[];
}

type Args = { context: FlowContext; event: Action };

/** A rule effect: mutates a draft of the game, given the event that caused it. */
// Each rule takes the one action type its transition carries, hence `never` for the parameter.
export type RuleEffect = (tx: Tx, a: never) => void;

/**
 * The rule effect behind each of the chart's actions and the validator behind each guard that is one,
 * keyed by the implementation the machine holds: the compiled chart (`flow/chart.ts`) runs the very
 * same functions the machine names.
 */
export const EFFECT_OF = new WeakMap<object, RuleEffect>();
export const VALIDATOR_OF = new WeakMap<object, Validator>();

export type Validator = (s: GameState, a: never) => Violation | null;

export function runEffect(fn: RuleEffect, context: FlowContext, event: unknown): FlowContext {
  const { state, events } = transact(context.game, (tx) => fn(tx, event as never));
  return { game: state, events: events.length ? [...context.events, ...events] : context.events };
}

/** A rule effect as an xstate action: a copy-on-write transaction over the game. */
const run = (fn: RuleEffect) => {
  const action = assign<FlowContext, Action, undefined, Action, never>(({ context, event }: Args) =>
    runEffect(fn, context, event),
  );
  EFFECT_OF.set(action, fn);
  return action;
};

/** A rule's validator as a guard: the chart takes the transition only when no rule refuses it. */
const valid = (fn: Validator) => {
  const guard = ({ context, event }: Args) => fn(context.game, event as never) === null;
  VALIDATOR_OF.set(guard, fn);
  return guard;
};

const when =
  (fn: (s: GameState) => boolean) =>
  ({ context }: Args) =>
    fn(context.game);

const pendingIs = (kind: string) => when((s) => s.adventure.pending?.kind === kind);

const passBid = (s: GameState, a: Action) => bidding.checkBidder(s, a.player);

/**
 * A game of Gardener of Thoughts as a statechart. State names follow the rulebook's sections (each
 * comment names the heading); rules live in `rules/`, which the chart names as guards (may this
 * happen?) and actions (what happens). No stack and no priority: only the player who turns acts
 * (Playing ► Adventure ► Turn).
 */
export const gardenerMachine = setup({
  types: { context: {} as FlowContext, events: {} as Action, input: {} as GameState },
  guards: {
    teams: when((s) => s.mode === 'teams'),
    // bidding
    mayPropose: valid(bidding.validatePropose),
    maySupport: valid(bidding.validateSupport),
    mayPassBid: valid(passBid as Validator),
    biddingFailed: when(bidding.biddingFailed),
    biddingOver: when(bidding.biddingOver),
    // opening
    mayOpen: valid(adventure.validateOpening),
    mayDecline: valid(adventure.validateDecline),
    // turns
    mayPlay: valid(play.validatePlay),
    mayPay: valid(cost.validatePay),
    mayDraw: valid(draw.validateDraw),
    maySwap: valid(swap.validateSwap),
    maySwapOut: valid(swap.validateSwapOut),
    mayDig: valid(stashChoice.validateDig),
    mayTake: valid(stashChoice.validateTake),
    mayPass: valid(turn.validatePass),
    mayUse: valid(abilities.validateUse),
    mayGive: valid(giving.validateGive),
    mayBeDone: valid(abilities.validateDone),
    owesCost: pendingIs('cost'),
    swapping: pendingIs('swap'),
    digging: pendingIs('dig'),
    taking: pendingIs('take'),
    // GA-22: abilities used right after the play hold the turn until they are done with.
    abilitiesWait: when(
      (s) => s.adventure.abilities.length > 0 && s.profile.parameters.abilityTiming === 'right-after-play',
    ),
    rewound: when((s) => s.adventure.rewound),
    adventureOver: when(turn.adventureOver),
    gameEnds: when(end.gameEnds),
  },
  actions: {
    beginAdventure: run(adventure.beginAdventure),
    propose: run(bidding.propose),
    support: run(bidding.support),
    passBid: run(bidding.passBid),
    failBidding: run(bidding.failBidding),
    settleBidding: run(bidding.settleBidding),
    open: run(adventure.open),
    decline: run(adventure.decline),
    beginTurns: run(adventure.beginTurns),
    play: run(play.play),
    pay: run(pay),
    draw: run(draw.draw),
    swap: run(swap.swap),
    swapOut: run(swap.swapOut),
    dig: run(stashChoice.dig),
    take: run(stashChoice.take),
    pass: run(turn.pass),
    use: run(abilities.use),
    give: run(giving.give),
    done: run(abilities.done),
    noteAdventureEnd: run(turn.noteAdventureEnd),
    resolve: run(resolution.resolve),
    endRewound: run(resolution.endRewound),
    endGame: run(end.endGame),
  },
}).createMachine({
  id: 'gardener',
  context: ({ input }) => ({ game: input, events: [] }),
  initial: 'setup',
  states: {
    // Playing ► Begin the game: done as the game is created; the first adventure begins.
    setup: { always: { target: 'adventure', actions: 'beginAdventure' } },
    // Playing ► Adventure
    adventure: {
      initial: 'route',
      states: {
        route: { always: [{ guard: 'teams', target: 'bidding' }, { target: 'opening' }] },
        // Playing ► Adventure ► Bidding (teams mode)
        bidding: {
          initial: 'bids',
          states: {
            bids: {
              on: {
                propose: { guard: 'mayPropose', actions: 'propose', target: 'settle' },
                support: { guard: 'maySupport', actions: 'support', target: 'settle' },
                pass: { guard: 'mayPassBid', actions: 'passBid', target: 'settle' },
              },
            },
            settle: {
              always: [
                { guard: 'biddingFailed', actions: 'failBidding', target: '#gardener.between' },
                { guard: 'biddingOver', actions: 'settleBidding', target: '#gardener.adventure.opening' },
                { target: 'bids' },
              ],
            },
          },
        },
        // Playing ► Adventure ► Play adventure card
        opening: {
          initial: 'choosing',
          states: {
            choosing: {
              on: {
                play: { guard: 'mayOpen', actions: 'open', target: 'route' },
                decline: { guard: 'mayDecline', actions: 'decline', target: '#gardener.between' },
              },
            },
            // Cards ► Predefined attributes ► Cost: paid one card at a time.
            paying: { on: { pay: { guard: 'mayPay', actions: 'pay', target: 'route' } } },
            route: {
              always: [
                { guard: 'owesCost', target: 'paying' },
                { target: '#gardener.adventure.turns', actions: 'beginTurns' },
              ],
            },
          },
        },
        // Playing ► Adventure ► Turn
        turns: {
          initial: 'acting',
          states: {
            acting: {
              on: {
                play: { guard: 'mayPlay', actions: 'play', target: 'route' }, // ► Turn ► Play card
                draw: { guard: 'mayDraw', actions: 'draw', target: 'route' }, // ► Turn ► Draw card
                swap: { guard: 'maySwap', actions: 'swap', target: 'route' }, // ► Turn ► Swap cards
                dig: { guard: 'mayDig', actions: 'dig', target: 'route' }, // ► Turn ► Choose stash card
                take: { guard: 'mayTake', actions: 'take', target: 'route' },
                pass: { guard: 'mayPass', actions: 'pass', target: 'route' }, // ► Turn ► Pass
                // ► Abilities, where they may be used at any time in the turn (GA-22)
                use: { guard: 'mayUse', actions: 'use', target: 'route' },
                done: { guard: 'mayBeDone', actions: 'done', target: 'route' },
                // Definitions ► Give, where giving is an action (GA-25)
                give: { guard: 'mayGive', actions: 'give', target: 'route' },
              },
            },
            // Cards ► Predefined attributes ► Cost
            paying: { on: { pay: { guard: 'mayPay', actions: 'pay', target: 'route' } } },
            // Cards ► Predefined attribute ► Abilities ► AbleToSwap
            swapping: { on: { 'swap-out': { guard: 'maySwapOut', actions: 'swapOut', target: 'route' } } },
            // ► Turn ► Choose stash card: the two cards wrecked, then the stash card taken
            digging: { on: { pay: { guard: 'mayPay', actions: 'pay', target: 'route' } } },
            taking: {
              on: {
                take: { guard: 'mayTake', actions: 'take', target: 'route' },
                done: { guard: 'mayBeDone', actions: 'done', target: 'route' },
              },
            },
            // Cards ► Predefined attribute ► Abilities; ► Predefined attribute categories ► Conditional abilities
            abilities: {
              on: {
                use: { guard: 'mayUse', actions: 'use', target: 'route' },
                done: { guard: 'mayBeDone', actions: 'done', target: 'route' },
              },
            },
            route: {
              always: [
                { guard: 'rewound', target: '#gardener.adventure.rewound' },
                { guard: 'owesCost', target: 'paying' },
                { guard: 'swapping', target: 'swapping' },
                { guard: 'digging', target: 'digging' },
                { guard: 'taking', target: 'taking' },
                { guard: 'abilitiesWait', target: 'abilities' },
                {
                  guard: 'adventureOver',
                  actions: 'noteAdventureEnd',
                  target: '#gardener.adventure.resolution',
                },
                { target: 'acting' },
              ],
            },
          },
        },
        // Playing ► Adventure ► Resolution
        resolution: { always: { target: '#gardener.between', actions: 'resolve' } },
        // Cards ► Predefined attribute ► Abilities ► AbleToRewind "Adventure": no resolution
        rewound: { always: { target: '#gardener.between', actions: 'endRewound' } },
      },
    },
    // Between adventures: Playing ► End the game, or the next adventure.
    between: {
      always: [
        { guard: 'gameEnds', target: 'gameOver', actions: 'endGame' },
        { target: 'adventure', actions: 'beginAdventure' },
      ],
    },
    gameOver: { type: 'final' },
  },
});
