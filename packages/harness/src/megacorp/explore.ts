import {
  type Action,
  type GameConfig,
  type GameEvent,
  type GameState,
  megacorpModule,
  type RevisionProfile,
} from '@arbiter/megacorp';
import * as generic from '../explore.js';
import { writeCounterexample } from './counterexample.js';
import { type ExploreConfig, exploreGameConfig, SMALL_GAME } from './small-game.js';

/**
 * Which trait productions (6.1) to explore, a reduction that trades states for depth. Every card that
 * may produce doubles the states that follow (produced or not, in any window), so a turn of the small
 * game is about 15 times larger with production than without. `active-player`: only the player whose
 * turn it is produces. `none`: nobody does. What a reduction may miss is in the package README
 * (Exploration: reductions).
 */
export type ExploreProduction = 'all' | 'active-player' | 'none';

export interface ExploreOptions
  extends Omit<
    generic.ExploreOptions<GameState, Action, GameEvent, GameConfig, RevisionProfile>,
    'config' | 'gameSeed' | 'setup' | 'expand' | 'symmetry' | 'writeCounterexample'
  > {
  /** The small game (default `SMALL_GAME`). */
  readonly config?: ExploreConfig;
  /** Default `all`, no reduction. */
  readonly production?: ExploreProduction;
  /**
   * `networks`: states that differ only by turning or mirroring networks about their businesses are
   * explored as one (`megacorpModule.play.symmetry`). Sound for games whose rules tell no direction
   * from another, which AREA ATTACK does; see the package README (Exploration: reductions). Default
   * `none`.
   */
  readonly symmetry?: 'none' | 'networks';
}

export type ExploreSummary = generic.ExploreSummary<GameState, Action, GameEvent>;

/** Which actions the production reduction expands a state by; undefined for all of them. */
function productionFilter(production: ExploreProduction): ((s: GameState, a: Action) => boolean) | undefined {
  switch (production) {
    case 'all':
      return undefined;
    case 'active-player':
      return (s, a) => a.type !== 'produce' || a.player === s.turn.active;
    case 'none':
      return (_s, a) => a.type !== 'produce';
  }
}

/**
 * Breadth-first (or turn by turn) over every legal action of a small Megacorp game (`SMALL_GAME`
 * unless told otherwise), every invariant after every action; a broken one comes out as a scenario.
 */
export function explore(options: ExploreOptions = {}): ExploreSummary {
  const { config = SMALL_GAME, production = 'all', symmetry = 'none', ...rest } = options;
  const expand = productionFilter(production);
  return generic.explore(megacorpModule, {
    ...rest,
    config: exploreGameConfig(config),
    gameSeed: config.seed ?? 1,
    ...(config.setup ? { setup: config.setup } : {}),
    ...(expand ? { expand } : {}),
    symmetry: symmetry === 'networks',
    writeCounterexample,
  });
}

/** The digest the explorer deduplicates Megacorp states by, as 16 hex digits. */
export function exploreHash(s: GameState): string {
  return generic.exploreHash(megacorpModule, s);
}
