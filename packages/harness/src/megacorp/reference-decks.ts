import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CardDefinition, GameConfig } from '@arbiter/megacorp';
import { bindLibrary, parse } from '@arbiter/scenario';
import type { DeckSource } from './engine.js';

/**
 * The reference card pool's deck library: the cards the rulebooks name (scenarios/cards/reference.cards)
 * and invented cards carrying the other keywords (scenarios/cards/reference-decks.cards). The file lives
 * in the repository, found from this module (src/megacorp/ or dist/megacorp/, both two levels below the package).
 */
export const REFERENCE_DECKS_FILE = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../scenarios/cards/reference-decks.cards',
);

/** One player's reference deck: business, founder, main deck (≥ 40, ≤ 4 a name) and resource deck. */
export interface ReferenceDeck {
  readonly name: string;
  readonly business: string;
  readonly founder: string;
  readonly mainDeck: readonly string[];
  readonly resourceDeck: readonly string[];
}

export const copies = (entries: readonly (readonly [number, string])[]): string[] =>
  entries.flatMap(([n, name]) => Array.from({ length: n }, () => name));

/**
 * Two legal decks built on the rulebooks' own cards. Anna plays Raamaa with the Incarnate cards,
 * the Gallian mutations, Tidal Wave, and buildings with the infrastructure that raises Hypermarket's
 * valuation; Nicole plays Illithis with the Gnost, the consumers and the psionic events. Each adds
 * invented keyword characters so that most chapter 9 keywords appear in every game.
 */
export const REFERENCE_DECKS: readonly ReferenceDeck[] = [
  {
    name: 'Raamaa',
    business: "Anna's Business",
    founder: 'Raamaa',
    mainDeck: copies([
      [4, 'Incarnate Neonate'],
      [4, 'Incarnate Hierarch'],
      [4, 'Gallian Lineage'],
      [2, 'Gallian Heritage'],
      [4, 'Compulsive Consumer'],
      [3, 'Tidal Wave'],
      [2, 'Kickback'],
      [2, 'Luxury Condominiums'],
      [2, 'Hypermarket'],
      [2, 'Highway'],
      [1, 'Power Grid'],
      [1, 'Metro Line'],
      [2, 'Sky Courier'],
      [2, 'Street Brawler'],
      [2, 'Quick Hand'],
      [2, 'Iron Golem'],
      [2, 'Driller'],
      [1, 'Artillerist'],
      [1, 'Wrecker'],
      [1, 'Runner'],
      [1, 'Drop Agent'],
      [1, 'Company Man'],
      [1, 'Wetlands'],
      [1, 'Body Armor'],
    ]),
    resourceDeck: copies([
      [14, 'Selfish Consumers'],
      [6, 'Affluent Customers'],
    ]),
  },
  {
    name: 'Illithis',
    business: "Nicole's Business",
    founder: 'Illithis, Gnost Prophet',
    mainDeck: copies([
      [4, 'Gnost Cleric'],
      [4, 'Passionate Consumers'],
      [3, 'Psionic Scream'],
      [3, 'Mindfire'],
      [3, 'Stock Market Crash'],
      [2, 'Rampant Bribery'],
      [2, 'Marksman'],
      [2, 'Sentinel'],
      [2, 'Night Knife'],
      [2, 'Ghost Broker'],
      [2, 'Duelist'],
      [2, 'Riot Officer'],
      [2, 'Jammer'],
      [1, 'Swamp Scout'],
      [1, 'Fixer'],
      [1, 'Drifter'],
      [1, 'Pop-up Shop'],
      [1, 'Relay Mast'],
      [1, 'Star Analyst'],
      [1, 'Luxury Condominiums'],
      [1, 'Water Works'],
    ]),
    resourceDeck: copies([
      [10, 'Selfish Consumers'],
      [10, 'Affluent Consumers'],
    ]),
  },
];

const cached = new Map<string, Record<string, CardDefinition>>();

/** A deck library file, read and bound once; a card the engine cannot bind is an error here. */
export function referenceLibrary(file = REFERENCE_DECKS_FILE): Record<string, CardDefinition> {
  const known = cached.get(file);
  if (known) return known;
  const parseFile = (text: string, uri: string) => parse(text, uri).file;
  const root = parse(readFileSync(file, 'utf8'), file);
  if (root.diagnostics.some((d) => d.severity === 'error')) {
    throw new Error(`reference decks: ${root.diagnostics.map((d) => d.message).join('; ')}`);
  }
  const bound = bindLibrary(
    root.file,
    undefined,
    {
      read: (path) => {
        try {
          return readFileSync(path, 'utf8');
        } catch {
          return undefined;
        }
      },
      resolve: (from, rel) => resolve(dirname(from), rel),
    },
    parseFile,
  );
  if (bound.problems.length > 0) {
    throw new Error(`reference decks: ${bound.problems.map((p) => `${p.uri}: ${p.message}`).join('; ')}`);
  }
  cached.set(file, bound.library);
  return bound.library;
}

/** Two decks of a library seated alternately (the first deck, the second, the first...). */
export function seatedDecks(decks: readonly ReferenceDeck[], file: string): DeckSource {
  return (seed, profile): GameConfig => {
    const library = referenceLibrary(file);
    return {
      library,
      profile,
      seed,
      firstPlayer: 'random',
      players: ['Ana', 'Nick'].map((id, i) => {
        const deck = decks[i % decks.length] as ReferenceDeck;
        return {
          id,
          business: deck.business,
          founder: deck.founder,
          mainDeck: [...deck.mainDeck],
          resourceDeck: [...deck.resourceDeck],
        };
      }),
    };
  };
}

/** The reference decks, seated alternately (Raamaa, Illithis, Raamaa...), for random play and fuzzing. */
export const referenceDecks: DeckSource = seatedDecks(REFERENCE_DECKS, REFERENCE_DECKS_FILE);
