import {
  type CardDefinition,
  cost,
  DEMO_LIBRARY,
  defineCard,
  type GameConfig,
  type RevisionProfile,
  type RuleParameters,
} from '@arbiter/megacorp';
import { resolveRevisions } from './revisions.js';

/** A small game to explore: tiny decks and rule parameters that allow them. */
export interface ExploreConfig {
  /** The revision the profile derives from (default v1.7). */
  readonly revision?: string;
  /** Parameters that differ from the revision's, e.g. small deck minimums. */
  readonly parameters?: Partial<RuleParameters>;
  readonly seed?: number;
  readonly firstPlayer?: 'bid' | 'random';
  /**
   * `first-choice` (default): the setup decisions (who starts, mulligans, founders) take the first
   * legal answer and exploration starts at the first turn; `explore`: they are explored too.
   */
  readonly setup?: 'first-choice' | 'explore';
  /** Cards added to (or replacing those of) the engine's demo library. */
  readonly cards?: Readonly<Record<string, CardDefinition>>;
  /** Seating order; decks by card names of the demo library and `cards`. */
  readonly players: readonly {
    readonly id: string;
    readonly business: string;
    readonly founder: string;
    readonly mainDeck: readonly string[];
    readonly resourceDeck: readonly string[];
  }[];
}

/**
 * Invented cards for exhaustive exploration: each has one trait at most, so producing offers one
 * choice per card, and no event, so nothing can be played out of turn. Small branching keeps two turns
 * enumerable.
 */
export const SMALL_CARDS: Readonly<Record<string, CardDefinition>> = Object.fromEntries(
  [
    defineCard('Small Corp', 'business', cost(10), { BQ: 3 }),
    defineCard('Small Founder', 'character', cost(2), { BQ: 2 }, { founder: true }),
    defineCard('Small Worker', 'character', cost(1), { BQ: 1 }),
    defineCard('Small Shop', 'location', cost(1), {}, { cashflow: 1 }),
    defineCard('Small Coin', 'resource', cost(1), {}, { cashflow: 1 }),
  ].map((c) => [c.name, c]),
);

const smallPlayer = (id: string) => ({
  id,
  business: 'Small Corp',
  founder: 'Small Founder',
  mainDeck: ['Small Worker', 'Small Shop', 'Small Worker', 'Small Shop'],
  resourceDeck: ['Small Coin', 'Small Coin'],
});

/**
 * Two players with four-card main decks and two resources, two-card opening hands and at most one
 * mulligan: small enough that every game of the first turns can be enumerated. The profile allows
 * decks that small.
 */
export const SMALL_GAME: ExploreConfig = {
  revision: 'v1.7',
  parameters: { minMainDeck: 4, minResourceDeck: 2, openingHand: 2, mulligans: 'once' },
  seed: 1,
  cards: SMALL_CARDS,
  players: [smallPlayer('Ana'), smallPlayer('Nick')],
};

/**
 * The small game with one-card decks and one-card opening hands: each player's first turn, with every
 * trait production, is about 19,000 states, so it is explored whole in seconds — the bound on which
 * the reductions are checked against the unreduced search, and a bench row.
 */
export const ONE_CARD_GAME: ExploreConfig = {
  ...SMALL_GAME,
  parameters: { minMainDeck: 1, minResourceDeck: 1, openingHand: 1, mulligans: 'once' },
  players: SMALL_GAME.players.map((p) => ({
    ...p,
    mainDeck: ['Small Worker'],
    resourceDeck: ['Small Coin'],
  })),
};

/** The profile of a small game: the revision with the config's parameters. */
export function exploreProfile(config: ExploreConfig): RevisionProfile {
  const [base] = resolveRevisions([config.revision ?? 'v1.7']) as [RevisionProfile];
  return { ...base, parameters: { ...base.parameters, ...config.parameters } };
}

export function exploreGameConfig(config: ExploreConfig): GameConfig {
  return {
    library: { ...DEMO_LIBRARY, ...config.cards },
    profile: exploreProfile(config),
    seed: config.seed ?? 1,
    players: config.players,
    ...(config.firstPlayer ? { firstPlayer: config.firstPlayer } : {}),
  };
}
