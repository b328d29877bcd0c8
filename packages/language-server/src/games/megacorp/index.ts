import { type CardDefinition, type GameState, isTrait } from '@arbiter/megacorp';
import type { EditorGame } from '../editor-game.js';
import { correctedExpectation } from './expectation.js';
import { cardMarkdown, stateLine, stateMarkdown } from './state-text.js';
import { megacorpWords } from './words.js';

/** Megacorp in the editor: its words, its cards and positions in markdown, its expectation fixes. */
export const megacorpEditor: EditorGame<GameState, Readonly<Record<string, CardDefinition>>> = {
  words: megacorpWords,
  cardNames: (library) => Object.keys(library).sort(),
  card: (library, name) => {
    const def = library[name];
    return def ? cardMarkdown(def) : undefined;
  },
  stateMarkdown,
  stateLine,
  // Traits are written in capitals (`BQ`); a lower-case `bq` is another word.
  isConstant: (word) => isTrait(word) && word === word.toUpperCase(),
  correctedExpectation,
};
