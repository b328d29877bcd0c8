import { describe, expect, it } from 'vitest';
import {
  builtInRevisions,
  fuzz,
  REFERENCE_DECKS,
  referenceDecks,
  referenceLibrary,
  startGame,
} from '../src/megacorp/index.js';

describe('reference decks', () => {
  it('are legal decks of cards the library defines, with many keywords', () => {
    const library = referenceLibrary();
    const keywords = new Set<string>();
    for (const deck of REFERENCE_DECKS) {
      expect(deck.mainDeck.length).toBeGreaterThanOrEqual(40);
      expect(deck.resourceDeck.length).toBeGreaterThanOrEqual(20);
      const counts = new Map<string, number>();
      for (const name of deck.mainDeck) counts.set(name, (counts.get(name) ?? 0) + 1);
      expect(Math.max(...counts.values())).toBeLessThanOrEqual(4);
      for (const name of [...deck.mainDeck, ...deck.resourceDeck, deck.business, deck.founder]) {
        const def = library[name];
        expect(def, name).toBeDefined();
        for (const k of def?.keywords ?? []) keywords.add(k.name);
      }
    }
    expect(keywords.size).toBeGreaterThanOrEqual(20);
    // W-08: a card whose valuation grows with the #infrastructure beside it, and that infrastructure.
    const valued = (name: string) =>
      library[name]?.abilities.some((a) => 'modifiers' in a && a.modifiers.some((m) => m.valuation));
    expect(REFERENCE_DECKS[0]?.mainDeck.filter(valued)).toContain('Hypermarket');
    expect(REFERENCE_DECKS[0]?.mainDeck.some((n) => library[n]?.subtypes.includes('infrastructure'))).toBe(
      true,
    );
    for (const profile of builtInRevisions())
      expect(() => startGame(profile, 1, referenceDecks)).not.toThrow();
  });

  it('play a few games under every revision without breaking an invariant', () => {
    for (const profile of builtInRevisions()) {
      const s = fuzz({
        games: 3,
        seed: 3,
        revisions: [profile.id],
        decks: referenceDecks,
        maxActionsPerGame: 300,
        shrink: false,
      });
      expect(
        s.violations.map((v) => v.failure),
        profile.id,
      ).toEqual([]);
      expect(s.failedGames, profile.id).toBe(0);
    }
  });
});
