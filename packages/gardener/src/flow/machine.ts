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

function runEffect(fn: RuleEffect, context: FlowContext, event: unknown): FlowContext {
  const { state, events } = transact(context.game, (tx) => fn(tx, event as never));
  return { game: state, events: events.length ? [...context.events, ...events] : context.events };
}

/** A rule effect as an xstate action: a copy-on-write transaction over the game. */
const run = (fn: RuleEffect) =>
  assign<FlowContext, Action, undefined, Action, never>(({ context, event }: Args) =>
    runEffect(fn, context, event),
  );

/** A rule's validator as a guard: the chart takes the transition only when no rule refuses it. */
const valid =
  (fn: (s: GameState, a: never) => Violation | null) =>
  ({ context, event }: Args) =>
    fn(context.game, event as never) === null;

const when =
  (fn: (s: GameState) => boolean) =>
  ({ context }: Args) =>
    fn(context.game);

const pendingIs = (kind: string) => when((s) => s.adventure.pending?.kind === kind);

/**
 * A game of Gardener of Thoughts as a statechart. State names follow the rulebook's sections (each
 * comment names the heading); rules live in `rules/`, which the chart names as guards (may this
 * happen?) and actions (what happens). No stack and no priority: only the player who turns acts
 * (Playing ► Adventure ► Turn).
 */
export const gardenerMachine = setup({
  types: {} as { context: FlowContext; events: Action; input: GameState },
}).createMachine({
  id: 'gardener',
  context: ({ input }) => ({ game: input, events: [] }),
  initial: 'setup',
  states: {
    // Playing ► Begin the game: done as the game is created; the first adventure begins.
    setup: { always: { target: 'adventure', actions: run(adventure.beginAdventure) } },
    // Playing ► Adventure
    adventure: {
      initial: 'route',
      states: {
        route: {
          always: [{ guard: when((s) => s.mode === 'teams'), target: 'bidding' }, { target: 'opening' }],
        },
        // Playing ► Adventure ► Bidding (teams mode)
        bidding: {
          initial: 'bids',
          states: {
            bids: {
              on: {
                propose: {
                  guard: valid(bidding.validatePropose),
                  actions: run(bidding.propose),
                  target: 'settle',
                },
                support: {
                  guard: valid(bidding.validateSupport),
                  actions: run(bidding.support),
                  target: 'settle',
                },
                pass: {
                  guard: valid((s, a: Action) => bidding.checkBidder(s, a.player)),
                  actions: run(bidding.passBid),
                  target: 'settle',
                },
              },
            },
            settle: {
              always: [
                {
                  guard: when(bidding.biddingFailed),
                  actions: run(bidding.failBidding),
                  target: '#gardener.between',
                },
                {
                  guard: when(bidding.biddingOver),
                  actions: run(bidding.settleBidding),
                  target: '#gardener.adventure.opening',
                },
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
                play: {
                  guard: valid(adventure.validateOpening),
                  actions: run(adventure.open),
                  target: 'route',
                },
                decline: {
                  guard: valid(adventure.validateDecline),
                  actions: run(adventure.decline),
                  target: '#gardener.between',
                },
              },
            },
            // Cards ► Predefined attributes ► Cost: paid one card at a time.
            paying: { on: { pay: { guard: valid(cost.validatePay), actions: run(pay), target: 'route' } } },
            route: {
              always: [
                { guard: pendingIs('cost'), target: 'paying' },
                { target: '#gardener.adventure.turns', actions: run(adventure.beginTurns) },
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
                // ► Turn ► Play card
                play: { guard: valid(play.validatePlay), actions: run(play.play), target: 'route' },
                // ► Turn ► Draw card
                draw: { guard: valid(draw.validateDraw), actions: run(draw.draw), target: 'route' },
                // ► Turn ► Swap cards
                swap: { guard: valid(swap.validateSwap), actions: run(swap.swap), target: 'route' },
                // ► Turn ► Choose stash card
                dig: {
                  guard: valid(stashChoice.validateDig),
                  actions: run(stashChoice.dig),
                  target: 'route',
                },
                take: {
                  guard: valid(stashChoice.validateTake),
                  actions: run(stashChoice.take),
                  target: 'route',
                },
                // ► Turn ► Pass
                pass: { guard: valid(turn.validatePass), actions: run(turn.pass), target: 'route' },
              },
            },
            // Cards ► Predefined attributes ► Cost
            paying: { on: { pay: { guard: valid(cost.validatePay), actions: run(pay), target: 'route' } } },
            // Cards ► Predefined attribute ► Abilities ► AbleToSwap
            swapping: {
              on: {
                'swap-out': {
                  guard: valid(swap.validateSwapOut),
                  actions: run(swap.swapOut),
                  target: 'route',
                },
              },
            },
            // ► Turn ► Choose stash card: the two cards wrecked, then the stash card taken
            digging: { on: { pay: { guard: valid(cost.validatePay), actions: run(pay), target: 'route' } } },
            taking: {
              on: {
                take: {
                  guard: valid(stashChoice.validateTake),
                  actions: run(stashChoice.take),
                  target: 'route',
                },
                done: { guard: valid(abilities.validateDone), actions: run(abilities.done), target: 'route' },
              },
            },
            // Cards ► Predefined attribute ► Abilities; ► Predefined attribute categories ► Conditional abilities
            abilities: {
              on: {
                use: { guard: valid(abilities.validateUse), actions: run(abilities.use), target: 'route' },
                done: { guard: valid(abilities.validateDone), actions: run(abilities.done), target: 'route' },
              },
            },
            route: {
              always: [
                { guard: when((s) => s.adventure.rewound), target: '#gardener.adventure.rewound' },
                { guard: pendingIs('cost'), target: 'paying' },
                { guard: pendingIs('swap'), target: 'swapping' },
                { guard: pendingIs('dig'), target: 'digging' },
                { guard: pendingIs('take'), target: 'taking' },
                { guard: when((s) => s.adventure.abilities.length > 0), target: 'abilities' },
                {
                  guard: when(turn.adventureOver),
                  actions: run(turn.noteAdventureEnd),
                  target: '#gardener.adventure.resolution',
                },
                { target: 'acting' },
              ],
            },
          },
        },
        // Playing ► Adventure ► Resolution
        resolution: { always: { target: '#gardener.between', actions: run(resolution.resolve) } },
        // Cards ► Predefined attribute ► Abilities ► AbleToRewind "Adventure": no resolution
        rewound: { always: { target: '#gardener.between', actions: run(resolution.endRewound) } },
      },
    },
    // Between adventures: Playing ► End the game, or the next adventure.
    between: {
      always: [
        { guard: when(end.gameEnds), target: 'gameOver', actions: run(end.endGame) },
        { target: 'adventure', actions: run(adventure.beginAdventure) },
      ],
    },
    gameOver: { type: 'final' },
  },
});
