import { PLAIN_CARDS } from '../cards/plain.js';
import type { CardDefinition } from '../model/card.js';

/** The unit tests' card pool: the plain cards the demo decks start from, every card without keywords. */
export const TEST_LIBRARY: Readonly<Record<string, CardDefinition>> = PLAIN_CARDS;
