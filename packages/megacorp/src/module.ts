import type { GameModule } from '@arbiter/core';
import { demoConfig } from './cards/demo.js';
import { apply, chartArrows, decision, legalActions, newGame, resume } from './engine.js';
import { CHART } from './flow/chart.js';
import { megacorpMachine } from './flow/machine.js';
import { UNREACHABLE_ARROWS } from './flow/unreachable.js';
import { INVARIANTS } from './invariants.js';
import type { Action } from './model/action.js';
import { describeAction } from './model/describe.js';
import type { GameEvent } from './model/event.js';
import { type GameState, SHARED_FIELDS } from './model/state.js';
import { probeAction } from './play/probe.js';
import { cautiousChooser, cautiousConsidered, uniformChooser } from './play/random.js';
import { classDigest } from './play/symmetry.js';
import { BUILT_IN_PROFILES, deriveProfile } from './revisions/index.js';
import { PARAMETER_SPECS } from './revisions/parameters.js';
import type { RevisionProfile } from './revisions/profile.js';
import { V1_7 } from './revisions/v1.7.js';
import { V1_7_CLAUSE_IDS } from './revisions/v1.7-clause-ids.js';
import { ruleRegistry } from './rules/registry.js';
import type { GameConfig } from './rules/setup.js';
import { boardView } from './view.js';

export type MegacorpModule = GameModule<GameState, Action, GameEvent, GameConfig, RevisionProfile>;

/** Megacorp as a game on the kernel: what every tool above the engine speaks to. */
export const megacorpModule: MegacorpModule = {
  id: 'megacorp',
  title: 'Megacorp',
  newGame,
  apply,
  legalActions: (s) => legalActions(s),
  decision,
  result: (s) => s.result,
  describeAction,
  profile: (s) => s.profile,
  rules: ruleRegistry().all(),
  invariants: INVARIANTS,
  revisions: {
    builtIn: BUILT_IN_PROFILES,
    defaults: BUILT_IN_PROFILES.map((p) => p.id),
    canonical: V1_7,
    clauseIds: V1_7_CLAUSE_IDS,
    byId: (id) => BUILT_IN_PROFILES.find((p) => p.id === id),
    specs: PARAMETER_SPECS,
    derive: deriveProfile,
  },
  flow: {
    machine: megacorpMachine,
    value: (s) => s.flow,
    resume,
    arrows: chartArrows,
    chart: {
      paths: CHART.paths,
      arrows: CHART.arrows,
      observe: (listener) => CHART.observe(listener),
      unreachable: UNREACHABLE_ARROWS,
    },
  },
  play: {
    chooser: cautiousChooser,
    considered: cautiousConsidered,
    uniform: uniformChooser,
    randomConfig: demoConfig,
    // The library and profile are shared by reference between every state of a game.
    stateKey: (s) => ({ ...s, library: undefined, profile: undefined }),
    shared: SHARED_FIELDS,
    turn: (s) => s.turn.number,
    settingUp: (s) => s.setup !== null,
    // Sound only without AREA ATTACK cards (see play/symmetry.ts).
    symmetry: classDigest,
    probe: probeAction,
    maxActionsPerGame: 1000,
  },
  view: boardView,
};
