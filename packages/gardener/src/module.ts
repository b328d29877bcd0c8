import type { GameModule } from '@arbiter/core';
import { randomConfig } from './cards/random-config.js';
import { apply, chartArrows, decision, legalActions, newGame } from './engine.js';
import { gardenerMachine } from './flow/machine.js';
import { INVARIANTS } from './invariants.js';
import type { Action } from './model/action.js';
import { describeAction } from './model/describe.js';
import type { GameEvent } from './model/event.js';
import { type GameState, SHARED_FIELDS } from './model/state.js';
import { cautiousChooser, uniformChooser } from './play/choosers.js';
import { deriveGardenerProfile } from './revisions/drafts.js';
import { BUILT_IN_PROFILES, GOT_2008 } from './revisions/index.js';
import { type GardenerProfile, PARAMETER_SPECS } from './revisions/parameters.js';
import { ruleHeadings, ruleRegistry } from './rules/registry.js';
import type { GameConfig } from './rules/setup.js';
import { boardView } from './view.js';

export type GardenerModule = GameModule<GameState, Action, GameEvent, GameConfig, GardenerProfile>;

/** Gardener of Thoughts as a game on the kernel. */
export const gardenerModule: GardenerModule = {
  id: 'gardener',
  title: 'Gardener of Thoughts',
  newGame,
  apply,
  legalActions,
  decision,
  result: (s) => s.result,
  describeAction,
  profile: (s) => s.profile,
  rules: ruleRegistry().all(),
  invariants: INVARIANTS,
  revisions: {
    builtIn: BUILT_IN_PROFILES,
    defaults: BUILT_IN_PROFILES.map((p) => p.id),
    canonical: GOT_2008,
    // The rulebook has no numbers: its clause ids are heading paths.
    clauseIds: [...new Set(Object.values(ruleHeadings()))],
    byId: (id) => BUILT_IN_PROFILES.find((p) => p.id === id),
    specs: PARAMETER_SPECS,
    derive: deriveGardenerProfile,
  },
  flow: {
    machine: gardenerMachine,
    value: (s) => s.flow as never,
    // The chart's snapshot at a position, so coverage can ask xstate which transitions an action takes.
    resume: (s) => gardenerMachine.resolveState({ value: s.flow as never, context: { game: s, events: [] } }),
    // The arrows the compiled chart took: coverage counts them instead of asking xstate after the fact.
    arrows: chartArrows,
  },
  play: {
    chooser: cautiousChooser,
    uniform: uniformChooser,
    randomConfig: (seed, profile) => randomConfig(seed, profile),
    // The library and profile are shared by reference between every state of a game.
    stateKey: (s) => ({ ...s, library: undefined, profile: undefined }),
    shared: SHARED_FIELDS,
    // Exploration is bounded by adventures: each is played like a trick, the unit a position belongs to.
    turn: (s) => s.adventure.number,
    maxActionsPerGame: 3000,
  },
  view: boardView,
};
