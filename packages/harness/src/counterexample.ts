import type { ClauseMap, GameAction, LoggedEvent } from '@arbiter/core';
import type { Engine } from './engine-seam.js';
import { describeFailure, type Failure } from './play.js';

/** Where a counterexample came from, for the header comment and for replaying it exactly. */
export type Origin =
  | {
      readonly kind: 'fuzz';
      readonly revision: string;
      /** The config's seed and the choices of the shrunk game. */
      readonly gameSeed: number;
      readonly choices: readonly number[];
      readonly policy: string;
      /** fast-check's seed and shrink path: `fc.check(property, { seed, path })` replays it. */
      readonly fcSeed: number;
      readonly fcPath: string | null;
      /** How many choices the game had when fast-check found it, before shrinking. */
      readonly found?: number;
      /** The fuzz run that found it: `arbiter fuzz --seed <runSeed>`. */
      readonly runSeed?: number;
      /** The run's chunk that found it: shards' counterexamples merge in chunk order. */
      readonly chunk?: number;
    }
  | {
      readonly kind: 'explore';
      readonly revision: string;
      readonly gameSeed: number;
      readonly depth: number;
    }
  | { readonly kind: 'test'; readonly note: string };

/** A failing run of actions: the states before each action and the failure after the last one. */
export interface FailingRun<S, A> {
  /** `states[i]` is the state before `actions[i]`; `states[actions.length]` the state after the last. */
  readonly states: readonly S[];
  readonly actions: readonly A[];
  readonly failure: Failure<A>;
}

export interface Counterexample<S, A> {
  /** A short title, also the scenario's name. */
  readonly title: string;
  /** A file name without directory: `money-never-negative-v1.7-1234.scenario`. */
  readonly fileName: string;
  /** The whole file: a scenario in the game's dialect, or the plain account of a game without one. */
  readonly text: string;
  readonly failure: Failure<A>;
  /** Index of the first action the file writes as a step (the `given` is the state before it). */
  readonly cut: number;
  /** How many steps the file has. */
  readonly steps: number;
  /**
   * Whether the harness rebuilt the starting state of the file, ran the steps on it and saw the same
   * failure. A counterexample that could not be cut to a `given` starts from the game's setup.
   */
  readonly reproduced: boolean;
  readonly origin: Origin;
  /** The state the failing action left: what running the scenario should arrive at. */
  readonly finalState: S;
}

/**
 * Writes a failing run as a file a person (and, for a game with a scenario dialect, the runner) can
 * read. The game's own writer lives with its dialect; the harness loops only call it.
 */
export type CounterexampleWriter<S, A extends GameAction, E extends LoggedEvent, Cfg, R extends ClauseMap> = (
  run: FailingRun<S, A>,
  origin: Origin,
  engine: Engine<S, A, E, Cfg, R>,
) => Counterexample<S, A>;

/** The invariant names of a failure (or the failure kind). */
export function failureNames<A>(f: Failure<A>): string[] {
  return f.kind === 'invariant' ? f.failures.map((x) => x.invariant) : [f.kind];
}

export function kebab(s: string): string {
  return s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function describeOrigin(o: Origin): string {
  switch (o.kind) {
    case 'fuzz':
      return (
        [
          `Revision ${o.revision}, deck seed ${o.gameSeed}, ${o.policy} choices [${o.choices.join(',')}].`,
          `fast-check seed ${o.fcSeed}${o.fcPath ? `, path "${o.fcPath}"` : ''}${o.found !== undefined ? ` found it with ${o.found} choice(s)` : ''}`,
        ].join(' ') + (o.runSeed !== undefined ? ` (arbiter fuzz --seed ${o.runSeed}).` : '.')
      );
    case 'explore':
      return `Revision ${o.revision}, deck seed ${o.gameSeed}, breadth-first at depth ${o.depth}.`;
    case 'test':
      return o.note;
  }
}

/**
 * The writer for a game without a scenario dialect: the game from its start, one action a line in the
 * game's words (`describeAction`), then what broke. Not replayed: there is no `given` to rebuild.
 */
export function plainCounterexample<S, A extends GameAction, E extends LoggedEvent, Cfg, R extends ClauseMap>(
  run: FailingRun<S, A>,
  origin: Origin,
  engine: Engine<S, A, E, Cfg, R>,
): Counterexample<S, A> {
  const { module } = engine;
  const f = run.failure;
  const first = run.states[0] as S;
  const final = run.states[run.actions.length] as S;
  const revision = module.profile(first).id;
  const names = failureNames(f);
  const title = `Harness counterexample: ${names.join(', ')}`;
  const steps = run.actions.map((a, i) => `  ${module.describeAction(run.states[i] as S, a)}`);
  const text = [
    `# Found by the Arbiter harness (${origin.kind}) in ${module.title}. ${describeOrigin(origin)}`,
    title,
    `  revision ${revision}`,
    'from the start',
    ...steps,
    `broken: ${describeFailure(f)}`,
    '',
  ].join('\n');
  const seed = origin.kind === 'test' ? 0 : origin.gameSeed;
  return {
    title,
    fileName: `${kebab(names[0] ?? f.kind)}-${kebab(revision)}-${seed}.txt`,
    text,
    failure: f,
    cut: 0,
    steps: steps.length,
    reproduced: false,
    origin,
    finalState: final,
  };
}
