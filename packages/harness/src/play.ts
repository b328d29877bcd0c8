import {
  type ClauseMap,
  type GameAction,
  type GameModule,
  type InvariantFailure,
  type LoggedEvent,
  seedRng,
} from '@arbiter/core';
import { checkStep, type Engine, type EngineSeams, engineFor } from './engine-seam.js';
import { resolveRevisionsOf } from './revisions.js';

/**
 * One random game as data fast-check can shrink: the revision, the seed of the game's config (decks,
 * seating), and a choice per decision. At each step the game takes `legal[choice % legal.length]` (or
 * lets the game's cautious player pick with the choice as its dice); past the end of the list every
 * choice is 0.
 */
export interface GameCase {
  readonly revision: string;
  readonly seed: number;
  readonly choices: readonly number[];
}

/**
 * How a choice picks an action. `uniform`: `legal[choice % n]`, every legal action alike. `cautious`:
 * the game's cautious player (`play.chooser`) with the choice as its random seed; games last longer.
 */
export type ChoicePolicy = 'uniform' | 'cautious';

/** The config a game is set up from, for a seed and a revision: the module's `randomConfig` unless told otherwise. */
export type ConfigSource<Cfg, R> = (seed: number, profile: R) => Cfg;

export type Failure<A> =
  | {
      readonly kind: 'invariant';
      /** Index of the action after which the invariants broke (-1: the starting state). */
      readonly step: number;
      readonly action?: A;
      readonly failures: readonly InvariantFailure[];
    }
  | {
      /** `legalActions` offered an action that `apply` refused. */
      readonly kind: 'refused';
      readonly step: number;
      readonly action: A;
      readonly message: string;
      readonly key: string;
    }
  | { readonly kind: 'crash'; readonly step: number; readonly action?: A; readonly message: string };

export interface PlayOptions<S, A, E, Cfg, R> extends EngineSeams<S, A, E> {
  /** Stop after this many actions (default: the module's `maxActionsPerGame`). */
  readonly maxActions?: number;
  readonly policy?: ChoicePolicy;
  readonly decks?: ConfigSource<Cfg, R>;
  /** Keep every intermediate state in the trace (counterexamples need them). */
  readonly keepStates?: boolean;
  /** Called after every accepted action, e.g. to record coverage. */
  readonly onStep?: (previous: S, action: A, next: S, events: readonly E[]) => void;
}

export interface GameTrace<S, A, R> {
  readonly game: GameCase;
  readonly profile: R;
  readonly initial: S;
  readonly actions: readonly A[];
  /** With `keepStates`: `states[i]` is the state before `actions[i]`; the last one is `final`. */
  readonly states: readonly S[];
  readonly final: S;
  readonly failure: Failure<A> | null;
  /** `over`: the game has a result; `budget`: `maxActions` ran out; `stuck`: nobody can act; `failed`: see `failure`. */
  readonly outcome: 'over' | 'budget' | 'stuck' | 'failed';
}

/** The game's config was refused (decks breaking the deck rules, seating): no game to play. */
export class DeckProblem extends Error {}

/** The starting position of a game set up from a config, until its first decision. */
export function startFrom<S, A extends GameAction, E extends LoggedEvent, Cfg, R extends ClauseMap>(
  module: GameModule<S, A, E, Cfg, R>,
  config: Cfg,
): { state: S; events: readonly E[] } {
  const g = module.newGame(config);
  if (!g.ok) throw new DeckProblem(g.problems.map((p) => `${p.message} (${p.clause})`).join('; '));
  return { state: g.state, events: g.events };
}

/** The starting position of a game: its config made from the seed, set up until the first decision. */
export function startGame<S, A extends GameAction, E extends LoggedEvent, Cfg, R extends ClauseMap>(
  module: GameModule<S, A, E, Cfg, R>,
  profile: R,
  seed: number,
  decks: ConfigSource<Cfg, R> = module.play.randomConfig,
): { state: S; events: readonly E[] } {
  return startFrom(module, decks(seed, profile));
}

/** The action a choice picks among the legal ones. */
export function chooseAction<S, A extends GameAction, E extends LoggedEvent, Cfg, R extends ClauseMap>(
  module: GameModule<S, A, E, Cfg, R>,
  state: S,
  legal: readonly A[],
  choice: number,
  policy: ChoicePolicy,
  everyLegal?: (state: S) => readonly A[],
): A {
  if (policy === 'cautious')
    return module.play.chooser(state, legal, seedRng(choice), undefined, everyLegal)[0];
  return legal[Math.abs(Math.trunc(choice)) % legal.length] as A;
}

function message(e: unknown): string {
  return e instanceof Error ? `${e.name}: ${e.message}` : String(e);
}

/** Plays a game case, checking every invariant after every action; stops at the first failure. */
export function playCase<S, A extends GameAction, E extends LoggedEvent, Cfg, R extends ClauseMap>(
  module: GameModule<S, A, E, Cfg, R>,
  game: GameCase,
  options: PlayOptions<S, A, E, Cfg, R> = {},
): GameTrace<S, A, R> {
  const [profile] = resolveRevisionsOf(module.revisions, [game.revision]) as [R];
  const initial = startGame(module, profile, game.seed, options.decks).state;
  return playFrom(initial, game, profile, engineFor(module, options), options);
}

/** Plays choices from a given state (the explorer and the tests start mid-game). */
export function playFrom<S, A extends GameAction, E extends LoggedEvent, Cfg, R extends ClauseMap>(
  initial: S,
  game: GameCase,
  profile: R,
  engine: Engine<S, A, E, Cfg, R>,
  options: PlayOptions<S, A, E, Cfg, R> = {},
): GameTrace<S, A, R> {
  const { module } = engine;
  const max = options.maxActions ?? module.play.maxActionsPerGame;
  const policy = options.policy ?? 'uniform';
  const actions: A[] = [];
  const states: S[] = [];
  let state = initial;
  const done = (outcome: GameTrace<S, A, R>['outcome'], failure: Failure<A> | null): GameTrace<S, A, R> => {
    if (options.keepStates) states.push(state);
    return { game, profile, initial, actions, states, final: state, failure, outcome };
  };
  // The actions the policy picks among: the cautious player is handed only those it weighs first
  // (`PlayHooks.considered`), not every legal action, and the invariants then list what they need.
  const listing = policy === 'cautious' ? engine.considered : engine.legal;
  const complete = listing === engine.legal;
  let legal: readonly A[];
  try {
    legal = listing(state);
  } catch (e) {
    return done('failed', { kind: 'crash', step: -1, message: message(e) });
  }
  const first = checkStep(engine.invariants, state, undefined, undefined, complete ? legal : undefined);
  if (first.length > 0) return done('failed', { kind: 'invariant', step: -1, failures: first });
  while (module.result(state) === null && legal.length > 0 && actions.length < max) {
    const step = actions.length;
    let action: A;
    try {
      action = chooseAction(
        module,
        state,
        legal,
        game.choices[step] ?? 0,
        policy,
        complete ? undefined : engine.legal,
      );
    } catch (e) {
      // The cautious player looks ahead by applying actions: an engine exception there is the game's too.
      return done('failed', { kind: 'crash', step, message: `choosing an action: ${message(e)}` });
    }
    let next: S;
    let events: readonly E[];
    try {
      const r = engine.apply(state, action);
      if (!r.ok)
        return done('failed', {
          kind: 'refused',
          step,
          action,
          message: r.violation.message,
          key: r.violation.key,
        });
      next = r.state;
      events = r.events;
      legal = module.result(next) === null ? listing(next) : [];
    } catch (e) {
      return done('failed', { kind: 'crash', step, action, message: message(e) });
    }
    if (options.keepStates) states.push(state);
    actions.push(action);
    options.onStep?.(state, action, next, events);
    const prev = state;
    state = next;
    let failures: InvariantFailure[];
    try {
      failures = checkStep(engine.invariants, next, prev, action, complete ? legal : undefined);
    } catch (e) {
      return done('failed', { kind: 'crash', step, action, message: `an invariant threw: ${message(e)}` });
    }
    if (failures.length > 0) return done('failed', { kind: 'invariant', step, action, failures });
  }
  return done(module.result(state) !== null ? 'over' : legal.length === 0 ? 'stuck' : 'budget', null);
}

/** One line naming what went wrong. */
export function describeFailure<A>(f: Failure<A>): string {
  switch (f.kind) {
    case 'invariant':
      return f.failures.map((x) => `${x.invariant} (${x.clause}): ${x.message}`).join('; ');
    case 'refused':
      return `a legal action was refused (${f.key}): ${f.message}`;
    case 'crash':
      return `the engine threw: ${f.message}`;
  }
}
