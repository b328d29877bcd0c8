import { describe, expect, it } from 'vitest';
import { isOfListedKind, keywordWords } from '../../src/rules/keywords/card-keywords.js';
import { ANA_NETWORK, given, NICK_NETWORK } from './support.js';

describe('keywords that list card kinds (CAMOUFLAGE 9.6, DEMOLISHER 9.10)', () => {
  it('reads a keyword’s arguments as words: separators and parentheses dropped, `#` and a final `:` stripped', () => {
    const k = { name: 'CAMOUFLAGE', args: ['#Vehicles, Characters', '(#water):'] };
    expect(keywordWords(k)).toEqual(['vehicles', 'characters', 'water']);
  });

  it('a listed kind matches the card’s type or subtype, singular or plural', () => {
    const { state, id } = given({
      players: [
        { id: 'ana', network: [...ANA_NETWORK, { x: 0, y: 1, cards: ['Grunt'] }] },
        { id: 'nick', network: NICK_NETWORK },
      ],
    });
    expect(isOfListedKind(state, id('Grunt'), ['characters'])).toBe(true);
    expect(isOfListedKind(state, id('Grunt'), ['character'])).toBe(true);
    expect(isOfListedKind(state, id('Grunt'), ['locations', 'events'])).toBe(false);
    expect(isOfListedKind(state, id('Grunt'), [])).toBe(false);
  });
});
