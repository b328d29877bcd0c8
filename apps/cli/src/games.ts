/**
 * The games the harness commands (`fuzz`, `explore`, `coverage`) serve, by the id their `--game`
 * option takes: each game's module and the few pieces of it the generic harness cannot know (how a
 * counterexample is written, how games are told apart in a summary, a small game to explore).
 */
import { type AnyGameModule, didYouMean } from '@arbiter/core';
import {
  type GameConfig as GardenerConfig,
  type GardenerProfile,
  type GameState as GardenerState,
  gardenerModule,
  type PlayMode,
  randomConfig,
  SAMPLE_LIBRARY,
} from '@arbiter/gardener';
import { type MechanicsReport, mechanicsReport } from '@arbiter/harness';
import { megacorpModule } from '@arbiter/megacorp';

/** What the CLI adds to a game's module for its harness commands. */
export interface GameEntry {
  readonly module: AnyGameModule;
  /**
   * Whether a game that reaches the module's action cap is a finding (exit 1). Gardener's adventures
   * run out, so a game that does not end is a liveness bug (issue 15); Megacorp's fuzz summary has
   * always only counted the games at its cap, and keeps doing so.
   */
  readonly capIsFinding: boolean;
  /** What the summary tallies games by (e.g. the play mode), from a game's first state. */
  readonly tally?: (initial: never) => string;
  /** Which mechanics of the game's card language a run exercised, from the rule keys it fired. */
  readonly mechanics?: (fired: Readonly<Record<string, number>>) => MechanicsReport;
}

/** Gardener's play modes; `both` lets each game's seed draw its mode. */
export const GARDENER_MODES = ['both', 'individual', 'teams'] as const;
export type GardenerModeChoice = (typeof GARDENER_MODES)[number];

export const GAMES = {
  megacorp: { module: megacorpModule as AnyGameModule, capIsFinding: false, mechanics: mechanicsReport },
  gardener: {
    module: gardenerModule as AnyGameModule,
    capIsFinding: true,
    tally: ((s: GardenerState) => s.mode) as (initial: never) => string,
  },
} as const satisfies Record<string, GameEntry>;

export type GameId = keyof typeof GAMES;
export const GAME_IDS = Object.keys(GAMES) as GameId[];

/** The game with this id, or the usage error to print (with a did-you-mean when one is close). */
export function gameById(
  id: string,
):
  | { readonly ok: true; readonly id: GameId; readonly entry: GameEntry }
  | { readonly ok: false; readonly message: string } {
  if (Object.hasOwn(GAMES, id)) return { ok: true, id: id as GameId, entry: GAMES[id as GameId] };
  const near = didYouMean(id, GAME_IDS);
  return {
    ok: false,
    message: `unknown game "${id}"${near ? ` (did you mean "${near}"?)` : ''}; known games: ${GAME_IDS.join(', ')}`,
  };
}

/** Gardener's random configs, restricted to one play mode unless `both`. */
export function gardenerConfigs(
  mode: GardenerModeChoice,
): ((seed: number, profile: GardenerProfile) => GardenerConfig) | undefined {
  if (mode === 'both') return undefined;
  return (seed, profile) => randomConfig(seed, profile, mode);
}

/** The players of Gardener's small game: short stashes from the sample library, one adventure each. */
const SMALL_STASHES: readonly (readonly string[])[] = [
  ['Pirate Ambush', 'Freighter', 'Magellan', 'Ion Cannon', 'Scientists', 'Field Repair'],
  ['Deep Survey', 'Scientists', 'Sensor Array', 'Freighter', 'Stealth Suit', 'Magellan'],
  ['Pirate Ambush', 'Magellan', 'Boarding Party', 'Scientists'],
  ['Deep Survey', 'Freighter', 'Sensor Array', 'Field Repair'],
];

/** What `explore --config` reads for Gardener: the sample library's cards by key. */
export interface GardenerExploreFile {
  readonly players: readonly {
    readonly id: string;
    readonly stash: readonly string[];
    readonly team?: string;
  }[];
  readonly mode?: PlayMode;
  readonly revision?: string;
  readonly seed?: number;
  readonly firstPlayer?: string;
}

/**
 * Gardener's small game to explore: two players with six cards each (individual), or two teams of two
 * with four cards each (teams), from the sample library.
 */
export function gardenerSmallGame(mode: PlayMode): GardenerExploreFile {
  const ids = ['Ana', 'Nick', 'Zoe', 'Lev'];
  if (mode === 'individual')
    return {
      players: ids.slice(0, 2).map((id, i) => ({ id, stash: SMALL_STASHES[i] as string[] })),
      mode,
      firstPlayer: 'Ana',
    };
  return {
    players: ids.map((id, i) => ({
      id,
      stash: (SMALL_STASHES[i] as string[]).slice(0, 4),
      team: i % 2 === 0 ? 'North' : 'East',
    })),
    mode,
    firstPlayer: 'Ana',
  };
}

/** The config a Gardener explore file stands for, under its profile. */
export function gardenerExploreConfig(file: GardenerExploreFile, profile: GardenerProfile): GardenerConfig {
  return {
    players: file.players,
    library: SAMPLE_LIBRARY,
    profile,
    seed: file.seed ?? 1,
    ...(file.mode ? { mode: file.mode } : {}),
    ...(file.firstPlayer ? { firstPlayer: file.firstPlayer } : {}),
  };
}
