import {
  type ActionResult,
  type Chooser as KernelChooser,
  nextInt,
  type RngState,
  seedRng,
} from '@arbiter/core';
import { apply, legalActions } from '../engine.js';
import type { Action } from '../model/action.js';
import type { Cost } from '../model/card.js';
import type { GameEvent } from '../model/event.js';
import { player } from '../model/query.js';
import type { GameState, PlayerId } from '../model/state.js';
import { buyPrice, leavesReserve } from '../rules/buy.js';
import { businessOrphaned, businessSpace } from '../rules/network.js';

/** The engine's `apply`, or another implementation of it (the benchmark plays with xstate's interpreter). */
export type ApplyAction = (s: GameState, a: Action) => ActionResult<GameState, GameEvent>;

/**
 * Chooses one of the legal actions. Pure: the agent's randomness is its own, separate from the game's.
 * A chooser that looks ahead does so with `lookAhead`, the engine the game is played with.
 */
export type Chooser = KernelChooser<GameState, Action, GameEvent>;

/** Uniform over legal actions, but passing priority is weighed down so games make progress. */
export const uniformChooser: Chooser = (_s, legal, rng) => {
  const nonPass = legal.filter((a) => a.type !== 'pass');
  const [roll, r1] = nextInt(rng, 4);
  const pool = nonPass.length > 0 && roll > 0 ? nonPass : legal;
  const [i, r2] = nextInt(r1, pool.length);
  return [pool[i] as Action, r2];
};

/** Money a sensible player keeps back when buying. */
const RESERVE = 3;

/** Relative weights of a "sensible" random player: act more than pass, produce traits sparingly. */
const WEIGHTS: Partial<Record<Action['type'], number>> = {
  pass: 4,
  produce: 1,
  buy: 12,
  attack: 16,
  sell: 3,
};

/**
 * The result of the last look-ahead, keyed by the state it started from: `playRandom` takes it
 * instead of applying the chosen action a second time. States are immutable, so a hit is exact.
 */
const lookahead = new WeakMap<
  GameState,
  { action: Action; engine: ApplyAction; result: ActionResult<GameState, GameEvent> }
>();

function peek(s: GameState, a: Action, engine: ApplyAction): ActionResult<GameState, GameEvent> {
  const r = engine(s, a);
  lookahead.set(s, { action: a, engine, result: r });
  return r;
}

/**
 * How badly taking the action loses the game for the player taking it: `2` he has lost in the state
 * it leads to (a cost annihilating his own business, 1.2.10.2.1); `1` he will lose as this turn ends
 * unless something changes: it leaves him with no money (1.2.10.1, checked at the end of every turn)
 * or his business orphaned in his own turn, or gone from play (1.2.10.5); `0` neither. Read from the
 * rules' own queries, never from a card's name; a state the action merely keeps (already 0 M, already
 * orphaned) counts 0.
 */
function loss(s: GameState, a: Action, engine: ApplyAction): 0 | 1 | 2 {
  const who: PlayerId = a.player;
  const r = peek(s, a, engine);
  if (!r.ok) return 0;
  const after = r.state;
  if (player(after, who).lost) return player(s, who).lost ? 0 : 2;
  if (after.result !== null) return 0;
  if (player(after, who).money <= 0 && player(s, who).money > 0) return 1;
  if (businessOrphaned(s, who) || !businessOrphaned(after, who)) return 0;
  // A business still in play may get a neighbour in its owner's next Buy Phase; one gone from play
  // (annihilated where that alone does not lose, `businessDestroyedLoses`) never will.
  return after.turn.active === who || businessSpace(after, who) === null ? 1 : 0;
}

/**
 * The legal actions the cautious player weighs first: all but the buys that break its reserve, listed
 * without them (`LegalOptions.reserve`), or every legal action when that leaves none. It lists the
 * costlier buys itself only when everything here loses.
 */
export function cautiousConsidered(s: GameState): readonly Action[] {
  const within = legalActions(s, { reserve: RESERVE });
  return within.length > 0 ? within : legalActions(s);
}

/** Picks a kind of action by weight, then one action of that kind. */
function pick(pool: readonly Action[], rng: RngState): [Action, RngState] {
  // Pick a kind of action first, then one action of that kind: a hand of buyable cards times every
  // docking space must not drown out the single pass or attack.
  const kinds = [...new Set(pool.map((a) => a.type))];
  const weights = kinds.map((k) => WEIGHTS[k] ?? 8);
  let [roll, next] = nextInt(
    rng,
    weights.reduce((x, y) => x + y, 0),
  );
  let kind = kinds[0] as Action['type'];
  for (let i = 0; i < kinds.length; i++) {
    roll -= weights[i] as number;
    if (roll < 0) {
      kind = kinds[i] as Action['type'];
      break;
    }
  }
  const ofKind = pool.filter((a) => a.type === kind);
  const [i, last] = nextInt(next, ofKind.length);
  return [ofKind[i] as Action, last];
}

/**
 * A random player that plays more like a person: it keeps a few M back when buying (a
 * player at 0 M loses at the end of the turn, 1.2.10.1), rarely produces traits it has no use for
 * (producing engages the card, which then can neither attack nor block), prefers acting to
 * passing, and does not take an action that loses it the game (`loss`) while another is
 * open to it. Uniform players rarely see turn three; these play whole games with challenges and sales.
 * Pure and seeded: the same state, actions and dice give the same choice.
 */
export const cautiousChooser: Chooser = (s, legal, rng, lookAhead = apply, everyLegal) => {
  // One card is offered once per space and target: price each card once.
  const prices = new Map<string, Cost>();
  const withinReserve = (a: Action): boolean => {
    if (a.type !== 'buy') return true;
    let price = prices.get(a.card);
    if (price === undefined) {
      price = buyPrice(s, a.card);
      prices.set(a.card, price);
    }
    return leavesReserve(s, a.player, price, RESERVE);
  };
  const affordable = legal.filter(withinReserve);
  let pool = affordable.length > 0 ? affordable : legal;
  // Draw, look ahead, and draw again without a losing action: one look-ahead per choice in the usual
  // case, and the weights among the remaining actions stay as they were.
  const losing: Action[][] = [[], [], []];
  let r = rng;
  for (;;) {
    const chosen = pick(pool, r);
    const how = loss(s, chosen[0], lookAhead);
    if (how === 0) return chosen;
    losing[how]?.push(chosen[0]);
    pool = pool.filter((a) => a !== chosen[0]);
    r = chosen[1];
    if (pool.length === 0) break;
  }
  // Every affordable action loses: a costlier one that does not, else the latest loss on offer. Handed
  // what `cautiousConsidered` lists, it lists the costlier buys now.
  const rest = (everyLegal?.(s) ?? legal).filter((a) => !withinReserve(a) && loss(s, a, lookAhead) === 0);
  if (rest.length > 0) return pick(rest, r);
  return pick((losing[1] as Action[]).length > 0 ? (losing[1] as Action[]) : (losing[2] as Action[]), r);
};

export interface RandomGame {
  readonly initial: GameState;
  readonly final: GameState;
  readonly actions: readonly Action[];
  readonly events: readonly GameEvent[];
  /** Set when the agent's choice was refused: a disagreement between legalActions and apply. */
  readonly refused?: { readonly action: Action; readonly message: string };
  readonly truncated: boolean;
}

export interface RandomPlayOptions {
  readonly seed: number;
  readonly maxActions?: number;
  readonly chooser?: Chooser;
  /** Called after each accepted action, e.g. to check invariants; return a message to stop. */
  readonly onStep?: (
    next: GameState,
    previous: GameState,
    action: Action,
    events: readonly GameEvent[],
  ) => string | undefined;
  readonly keepEvents?: boolean;
  /**
   * The engine to play with, `apply` and `legalActions` by default; the benchmark passes
   * `applyWithMachine` to play the same games with xstate's interpreter running the chart.
   */
  readonly engine?: {
    readonly apply?: (s: GameState, a: Action) => ActionResult<GameState, GameEvent>;
    readonly legalActions?: (s: GameState) => readonly Action[];
  };
}

/** Plays legal actions chosen at random until the game ends or the action budget runs out. */
export function playRandom(
  initial: GameState,
  options: RandomPlayOptions,
): RandomGame & { stopped?: string } {
  const chooser = options.chooser ?? cautiousChooser;
  const max = options.maxActions ?? 20_000;
  const applyAction = options.engine?.apply ?? apply;
  // The cautious player is handed what it weighs first; any other chooser, every legal action.
  const everyLegal = (s: GameState) => legalActions(s);
  const considered = !options.engine?.legalActions && chooser === cautiousChooser;
  const legalIn = options.engine?.legalActions ?? (considered ? cautiousConsidered : everyLegal);
  let rng = seedRng(options.seed);
  let state = initial;
  const actions: Action[] = [];
  const events: GameEvent[] = [];
  while (state.result === null && actions.length < max) {
    const legal = legalIn(state);
    if (legal.length === 0) break;
    const [action, next] = chooser(state, legal, rng, applyAction, considered ? everyLegal : undefined);
    rng = next;
    // The cautious player has already applied its choice to look ahead, with this engine: take that result.
    const seen = lookahead.get(state);
    const r =
      seen?.action === action && seen.engine === applyAction ? seen.result : applyAction(state, action);
    if (!r.ok)
      return {
        initial,
        final: state,
        actions,
        events,
        refused: { action, message: r.violation.message },
        truncated: false,
      };
    actions.push(action);
    if (options.keepEvents) events.push(...r.events);
    const stop = options.onStep?.(r.state, state, action, r.events);
    state = r.state;
    if (stop) return { initial, final: state, actions, events, truncated: false, stopped: stop };
  }
  return { initial, final: state, actions, events, truncated: state.result === null };
}
