import { type ActionResult, nextInt, type RngState, seedRng } from '@arbiter/core';
import { apply, legalActions } from '../engine.js';
import type { Action } from '../model/action.js';
import type { GameEvent } from '../model/event.js';
import { player } from '../model/query.js';
import type { GameState } from '../model/state.js';
import { buyPrice } from '../rules/buy.js';

/** Chooses one of the legal actions. Pure: the agent's randomness is its own, separate from the game's. */
export type Chooser = (state: GameState, legal: readonly Action[], rng: RngState) => [Action, RngState];

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
 * A random player that plays more like a person: it keeps a few M back when buying (a
 * player at 0 M loses at the end of the turn, 1.2.10.1), rarely produces traits it has no use for
 * (producing engages the card, which then can neither attack nor block), and prefers acting to
 * passing. Uniform players rarely see turn three; these play whole games with challenges and sales.
 */
export const cautiousChooser: Chooser = (s, legal, rng) => {
  // One card is offered once per space and target: price each card once.
  const price = new Map<string, number>();
  const affordable = legal.filter((a) => {
    if (a.type !== 'buy') return true;
    let money = price.get(a.card);
    if (money === undefined) {
      money = buyPrice(s, a.card).money;
      price.set(a.card, money);
    }
    return money + RESERVE <= player(s, a.player).money;
  });
  const pool = affordable.length > 0 ? affordable : legal;
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
    readonly legalActions?: (s: GameState) => Action[];
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
  const legalIn = options.engine?.legalActions ?? ((s: GameState) => legalActions(s));
  let rng = seedRng(options.seed);
  let state = initial;
  const actions: Action[] = [];
  const events: GameEvent[] = [];
  while (state.result === null && actions.length < max) {
    const legal = legalIn(state);
    if (legal.length === 0) break;
    const [action, next] = chooser(state, legal, rng);
    rng = next;
    const r = applyAction(state, action);
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
