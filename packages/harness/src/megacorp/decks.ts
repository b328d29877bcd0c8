import { DEMO_LIBRARY, demoConfig } from '@arbiter/megacorp';
import type { DeckSource } from './engine.js';

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
