import { describe, expect, it } from 'vitest';
import { demoConfig, newGame, V1_7 } from '../src/index.js';
import { noCardLostOrDuplicated, oneZonePerCard } from '../src/invariants.js';
import type { CardId, GameState } from '../src/model/state.js';

function start(): GameState {
  const g = newGame(demoConfig(3, V1_7));
  if (!g.ok) throw new Error('demo decks are illegal');
  return g.state;
}

const withoutRecord = (s: GameState, id: CardId): GameState => {
  const { [id]: _, ...cards } = s.cards;
  return { ...s, cards };
};

// Both checks remember answers per shared object (players array, card records): a state that shares
// what was checked and changes the rest must still be judged afresh.
describe('card accounting invariants (3.1)', () => {
  it('a card in a zone without its record is caught though the zones were checked before', () => {
    const s = start();
    expect(oneZonePerCard.check(s, undefined, undefined)).toBeNull();
    const id = s.players[0]?.mainDeck[0] as CardId;
    expect(oneZonePerCard.check(withoutRecord(s, id), undefined, undefined)).toMatch(/no card record/);
  });

  it('a card in two hands is caught', () => {
    const s = start();
    const id = s.players[0]?.mainDeck[0] as CardId;
    const players = s.players.map((p, i) => (i === 1 ? { ...p, hand: [...p.hand, id] } : p));
    expect(oneZonePerCard.check({ ...s, players }, undefined, undefined)).toMatch(/in two places/);
  });

  it('a card record lost between two states is caught, and a state sharing the records is not', () => {
    const s = start();
    expect(noCardLostOrDuplicated.check({ ...s }, s, undefined)).toBeNull();
    const id = s.players[0]?.mainDeck[0] as CardId;
    expect(noCardLostOrDuplicated.check(withoutRecord(s, id), s, undefined)).toMatch(/cards before/);
  });
});
