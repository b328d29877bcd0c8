import {
  type Action,
  type CardDefinition,
  type GameEvent,
  type GameState,
  megacorpModule,
  type RevisionProfile,
} from '@arbiter/megacorp';
import type { ScenarioDialect } from '../../dialect.js';
import { BindError } from '../../run/problem.js';
import type { RevisionSource } from '../../run/revisions.js';
import type { ScenarioFile } from '../../syntax/ast.js';
import { actualFact } from './bind/actual.js';
import { check } from './bind/expect.js';
import { bindGiven } from './bind/given.js';
import { runnerMove } from './bind/implicit.js';
import { type BoundLibrary, bindLibrary, libraryKey } from './bind/library.js';
import { bindNames } from './bind/names.js';
import { bindSetup } from './bind/setup.js';
import { notYet } from './bind/step-point.js';
import { stepAction } from './bind/steps.js';
import { midSequence, momentNamed } from './bind/then-moment.js';
import { describePoint, isAt } from './bind/time.js';
import { megacorpSyntax } from './syntax/lines.js';
import { stepWriter } from './write/action-to-step.js';
import { renderBoard } from './write/board.js';
import { observable } from './write/observable.js';
import { givenProblem, givenText, stateToGiven } from './write/state-to-given.js';

export type MegacorpLibrary = Readonly<Record<string, CardDefinition>>;

export type MegacorpDialect = ScenarioDialect<GameState, Action, GameEvent, MegacorpLibrary, RevisionProfile>;

/** Names bound per bound library (itself bound once per tree and scenario): see `names` below. */
const namesBound = new WeakMap<
  BoundLibrary,
  readonly {
    readonly file: ScenarioFile;
    readonly scenario: number;
    readonly revisions: unknown;
    readonly names: ReturnType<typeof bindNames>;
  }[]
>();

/** The Megacorp scenario language: the words of docs/scenario-language.md over the Megacorp engine. */
export const megacorpDialect: MegacorpDialect = {
  game: 'megacorp',
  module: megacorpModule,
  vocabulary: {
    // The verbs the runner's did-you-mean offers for a step it cannot read, in its order of preference.
    stepVerbs: [
      'sells',
      'buys',
      'attacks',
      'blocks',
      'assigns',
      'retaliates',
      'pays',
      'skips',
      'produces',
      'passes',
      'bids',
      'mulligans',
      'keeps',
      'plays',
      'activates',
      'orders',
      'withdraws',
      'concedes',
    ],
  },
  syntax: megacorpSyntax,
  bind: {
    library: (file, scenario, loader) => bindLibrary(file, scenario, loader),
    names: (file, scenario, bound, revisions) => {
      // The runner and the editor's diagnostics ask for the same names of the same tree and library.
      const known = namesBound.get(bound as BoundLibrary);
      const hit = known?.find((k) => k.file === file && k.scenario === scenario && k.revisions === revisions);
      if (hit) return hit.names;
      const names = bindNames(file, scenario, {
        cards: (bound as BoundLibrary).library,
        origins: (bound as BoundLibrary).origins,
        unbound: (bound as BoundLibrary).unbound,
        complete: (bound as BoundLibrary).complete,
        ...(revisions ? { revisions: revisions as RevisionSource<RevisionProfile> } : {}),
      });
      namesBound.set(bound as BoundLibrary, [
        ...(known ?? []).slice(-3),
        { file, scenario, revisions, names },
      ]);
      return names;
    },
    libraryKey,
    given(section, library, profile, seed) {
      const b = bindGiven(section, library, profile, seed);
      return { state: b.state, aliases: b.ids };
    },
    setup(section, library, profile, seed) {
      const b = bindSetup(section, library, profile, seed);
      return {
        ...(b.state ? { state: b.state } : {}),
        aliases: b.ids,
        events: b.events,
        ...(b.refused ? { refused: b.refused } : {}),
      };
    },
    step(s, step, aliases) {
      if (step.kind === 'dialect-step') throw new BindError(step.range, 'this step is not a Megacorp step');
      return stepAction(s, step, aliases);
    },
    expect(s, events, e, aliases) {
      const m = check(s, events, e, aliases);
      const fact = m && actualFact(s, e, aliases);
      return m && fact ? { ...m, actualFact: fact } : m;
    },
    isAt: (s, anchor) => isAt(s, anchor.phase?.text, anchor.point?.text),
    turn: (s) => s.turn.number,
    implicit: runnerMove,
    notYet,
    describePoint,
    question: (s) => s.pending[0],
    midSequence,
    momentNamed,
  },
  write: {
    board: renderBoard,
    step: (s, a) => stepWriter().step(s, a) ?? undefined,
    given(s) {
      const reason = givenProblem(s);
      return reason === undefined ? { ok: true, text: givenText(stateToGiven(s)) } : { ok: false, reason };
    },
    observable,
  },
};
