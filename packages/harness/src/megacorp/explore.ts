import {
  type Action,
  def,
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
    'config' | 'gameSeed' | 'setup' | 'expand' | 'symmetry' | 'sleepSets' | 'writeCounterexample'
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
  /**
   * `sleep-sets`: trait productions that commute (`PRODUCTIONS_COMMUTE`) are taken in one order only
   * where another order already reached the same states, a partial-order reduction that reaches every
   * state, at the same depth. `none` (default): every action from every state — in the small game the
   * sleep sets spare 2–3% of the `apply`s and their bookkeeping costs more (see the harness README).
   */
  readonly partialOrder?: 'sleep-sets' | 'none';
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

/** Whether no card of the game has an ability or a keyword, by the card records it was asked about. */
const plainGames = new WeakMap<GameState['cards'], boolean>();
function everyCardPlain(s: GameState): boolean {
  let plain = plainGames.get(s.cards);
  if (plain === undefined) {
    plain = Object.keys(s.cards).every((id) => {
      const d = def(s, id);
      return d.abilities.length === 0 && d.keywords.length === 0;
    });
    plainGames.set(s.cards, plain);
  }
  return plain;
}

/**
 * Two trait productions (6.1) commute when one player holding priority produces with two different
 * cards and no card of the game has an ability or a keyword. Each engages its own pile (6.1.2) and adds
 * its card's value to the pool, which only abilities (trait modifiers, triggers, TERRAIN) could make
 * depend on the other's engagement; producing keeps priority (6.1, `keepPriority`), so the other stays
 * legal. The upkeep payment (6.1.3) is left out: a production there can make the next one illegal by
 * paying for what the upkeep needed. Conservative: games with abilities get no reduction.
 */
export const PRODUCTIONS_COMMUTE: generic.Commuting<GameState, Action> = {
  key: (a) => (a.type === 'produce' ? `${a.player} ${a.card} ${a.trait}` : null),
  independent: (s, a, b) =>
    a.type === 'produce' &&
    b.type === 'produce' &&
    a.player === b.player &&
    a.card !== b.card &&
    s.priority?.holder === a.player &&
    everyCardPlain(s),
};

/** The generic search a Megacorp exploration stands for: its small game, reductions and scenario writer. */
export function megacorpSearch(
  options: ExploreOptions = {},
): generic.ExploreOptions<GameState, Action, GameEvent, GameConfig, RevisionProfile> {
  const {
    config = SMALL_GAME,
    production = 'all',
    symmetry = 'none',
    partialOrder = 'none',
    ...rest
  } = options;
  const expand = productionFilter(production);
  return {
    ...rest,
    config: exploreGameConfig(config),
    gameSeed: config.seed ?? 1,
    ...(config.setup ? { setup: config.setup } : {}),
    ...(expand ? { expand } : {}),
    symmetry: symmetry === 'networks',
    ...(partialOrder === 'sleep-sets' ? { sleepSets: PRODUCTIONS_COMMUTE } : {}),
    writeCounterexample,
  };
}

/**
 * Breadth-first (or turn by turn) over every legal action of a small Megacorp game (`SMALL_GAME`
 * unless told otherwise), every invariant after every action; a broken one comes out as a scenario.
 */
export function explore(options: ExploreOptions = {}): ExploreSummary {
  return generic.explore(megacorpModule, megacorpSearch(options));
}

/** The digest the explorer deduplicates Megacorp states by, as 16 hex digits. */
export function exploreHash(s: GameState): string {
  return generic.exploreHash(megacorpModule, s);
}
