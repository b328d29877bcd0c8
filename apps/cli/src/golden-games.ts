import type { AnyGameModule } from '@arbiter/core';
import { gardenerModule } from '@arbiter/gardener';
import { plainDecks, referenceDecks } from '@arbiter/harness';
import type { DeckSet } from '@arbiter/harness/generic';
import { megacorpModule } from '@arbiter/megacorp';
import { UsageError } from './files.js';

/** A game the golden and perft commands serve, with the deck sets its golden games are played from. */
export interface GoldenGameEntry {
  readonly module: AnyGameModule;
  // biome-ignore lint/suspicious/noExplicitAny: each game's own config and profile types.
  readonly deckSets: readonly DeckSet<any, any>[];
}

/**
 * The games on the kernel. Megacorp is played from its three deck sets (the demo decks the module
 * deals, plain cards only, the rulebooks' reference decks); Gardener from its module's random config.
 */
export const GOLDEN_GAMES: readonly GoldenGameEntry[] = [
  {
    module: megacorpModule as AnyGameModule,
    deckSets: [
      { name: 'demo', config: megacorpModule.play.randomConfig },
      { name: 'plain', config: plainDecks },
      { name: 'reference', config: referenceDecks },
    ],
  },
  {
    module: gardenerModule as AnyGameModule,
    deckSets: [{ name: 'random', config: gardenerModule.play.randomConfig }],
  },
];

/** The game with this id; an unknown id is a usage error naming the games there are. */
export function gameById(id: string): GoldenGameEntry {
  const found = GOLDEN_GAMES.find((g) => g.module.id === id);
  if (!found)
    throw new UsageError(
      `there is no game "${id}" (the games are ${GOLDEN_GAMES.map((g) => g.module.id).join(', ')})`,
    );
  return found;
}
