import { type InvariantFailure, seedRng } from '@arbiter/core';
import {
  type Action,
  cautiousChooser,
  DEMO_LIBRARY,
  demoConfig,
  type GameConfig,
  type GameEvent,
  type GameState,
  newGame,
  type RevisionProfile,
} from '@arbiter/megacorp';
import { checkStep, type Engine, type EngineSeams, engineOf } from './engine-seam.js';
import { resolveRevisions } from './revisions.js';

/**
 * One random game as data fast-check can shrink: the revision, the seed of the decks' shuffle, and a
 * choice per decision. At each step the game takes `legal[choice % legal.length]` (or lets the
 * cautious player pick with the choice as its dice); past the end of the list every choice is 0.
 */
export interface GameCase {
  readonly revision: string;
  readonly seed: number;
  readonly choices: readonly number[];
}

/**
 * How a choice picks an action. `uniform`: `legal[choice % n]`, every legal action alike; games are
 * short (a player spends his money and loses). `cautious`: the engine's cautious player with the
 * choice as its random seed; games last longer and reach challenges and sales.
 */
export type ChoicePolicy = 'uniform' | 'cautious';

/** Which decks a game is played with: the engine's two legal demo decks unless told otherwise. */
export type DeckSource = (seed: number, profile: RevisionProfile) => GameConfig;

export const demoDecks: DeckSource = (seed, profile) => demoConfig(seed, profile);

/**
 * Cards the scenario language states completely: no ability, no keyword, not unique, a whole cashflow,
 * and no vehicle (a card type some revisions lack).
 */
function plainMainDeckCards(): string[] {
  return Object.values(DEMO_LIBRARY)
    .filter(
      (d) =>
        ['character', 'location', 'equipment'].includes(d.type) &&
        !d.founder &&
        !d.unique &&
        d.abilities.length === 0 &&
        d.keywords.length === 0 &&
        Number.isInteger(d.cashflow ?? 0),
    )
    .map((d) => d.name)
    .sort();
}

/**
 * The demo decks' businesses, founders and resources with main decks of plain cards only (four
 * copies each, 40 cards): every counterexample these games give is a scenario the runner replays
 * exactly, since no card has an ability the language cannot write.
 */
export const plainDecks: DeckSource = (seed, profile) => {
  const demo = demoConfig(seed, profile);
  const names = plainMainDeckCards();
  return {
    ...demo,
    players: demo.players.map((p, i) => {
      const order = i % 2 === 0 ? names : [...names].reverse();
      return { ...p, mainDeck: order.flatMap((n) => [n, n, n, n]).slice(0, 40) };
    }),
  };
};

export type Failure =
  | {
      readonly kind: 'invariant';
      /** Index of the action after which the invariants broke (-1: the starting state). */
      readonly step: number;
      readonly action?: Action;
      readonly failures: readonly InvariantFailure[];
    }
  | {
      /** `legalActions` offered an action that `apply` refused. */
      readonly kind: 'refused';
      readonly step: number;
      readonly action: Action;
      readonly message: string;
      readonly key: string;
    }
  | { readonly kind: 'crash'; readonly step: number; readonly action?: Action; readonly message: string };

export interface PlayOptions extends EngineSeams {
  /** Stop after this many actions (default 1000). */
  readonly maxActions?: number;
  readonly policy?: ChoicePolicy;
  readonly decks?: DeckSource;
  /** Keep every intermediate state in the trace (counterexamples need them). */
  readonly keepStates?: boolean;
  /** Called after every accepted action, e.g. to record coverage. */
  readonly onStep?: (
    previous: GameState,
    action: Action,
    next: GameState,
    events: readonly GameEvent[],
  ) => void;
}

export interface GameTrace {
  readonly game: GameCase;
  readonly profile: RevisionProfile;
  readonly initial: GameState;
  readonly actions: readonly Action[];
  /** With `keepStates`: `states[i]` is the state before `actions[i]`; the last one is `final`. */
  readonly states: readonly GameState[];
  readonly final: GameState;
  readonly failure: Failure | null;
  /** `over`: the game has a result; `budget`: `maxActions` ran out; `stuck`: nobody can act; `failed`: see `failure`. */
  readonly outcome: 'over' | 'budget' | 'stuck' | 'failed';
}

export class DeckProblem extends Error {}

/** The starting position of a game: decks shuffled with the seed, set up until the first decision. */
export function startGame(
  profile: RevisionProfile,
  seed: number,
  decks: DeckSource = demoDecks,
): { state: GameState; events: readonly GameEvent[] } {
  const g = newGame(decks(seed, profile));
  if (!g.ok) throw new DeckProblem(g.problems.map((p) => `${p.message} (${p.clause})`).join('; '));
  return { state: g.state, events: g.events };
}

/** The action a choice picks among the legal ones. */
export function chooseAction(
  state: GameState,
  legal: readonly Action[],
  choice: number,
  policy: ChoicePolicy,
): Action {
  if (policy === 'cautious') return cautiousChooser(state, legal, seedRng(choice))[0];
  return legal[Math.abs(Math.trunc(choice)) % legal.length] as Action;
}

function message(e: unknown): string {
  return e instanceof Error ? `${e.name}: ${e.message}` : String(e);
}

/** Plays a game case, checking every invariant after every action; stops at the first failure. */
export function playCase(game: GameCase, options: PlayOptions = {}): GameTrace {
  const [profile] = resolveRevisions([game.revision]) as [RevisionProfile];
  const initial = startGame(profile, game.seed, options.decks).state;
  return playFrom(initial, game, profile, engineOf(options), options);
}

/** Plays choices from a given state (the explorer and the tests start mid-game). */
export function playFrom(
  initial: GameState,
  game: GameCase,
  profile: RevisionProfile,
  engine: Engine,
  options: PlayOptions = {},
): GameTrace {
  const max = options.maxActions ?? 1000;
  const policy = options.policy ?? 'uniform';
  const actions: Action[] = [];
  const states: GameState[] = [];
  let state = initial;
  const done = (outcome: GameTrace['outcome'], failure: Failure | null): GameTrace => {
    if (options.keepStates) states.push(state);
    return { game, profile, initial, actions, states, final: state, failure, outcome };
  };
  let legal: Action[];
  try {
    legal = engine.legal(state);
  } catch (e) {
    return done('failed', { kind: 'crash', step: -1, message: message(e) });
  }
  const first = checkStep(engine.invariants, state, undefined, undefined, legal);
  if (first.length > 0) return done('failed', { kind: 'invariant', step: -1, failures: first });
  while (state.result === null && legal.length > 0 && actions.length < max) {
    const step = actions.length;
    const action = chooseAction(state, legal, game.choices[step] ?? 0, policy);
    let next: GameState;
    let events: readonly GameEvent[];
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
      legal = next.result === null ? engine.legal(next) : [];
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
      failures = checkStep(engine.invariants, next, prev, action, legal);
    } catch (e) {
      return done('failed', { kind: 'crash', step, action, message: `an invariant threw: ${message(e)}` });
    }
    if (failures.length > 0) return done('failed', { kind: 'invariant', step, action, failures });
  }
  return done(state.result !== null ? 'over' : legal.length === 0 ? 'stuck' : 'budget', null);
}

/** One line naming what went wrong. */
export function describeFailure(f: Failure): string {
  switch (f.kind) {
    case 'invariant':
      return f.failures.map((x) => `${x.invariant} (${x.clause}): ${x.message}`).join('; ');
    case 'refused':
      return `a legal action was refused (${f.key}): ${f.message}`;
    case 'crash':
      return `the engine threw: ${f.message}`;
  }
}
