import { describe, expect, it } from 'vitest';
import { isEngaged } from '../../src/index.js';
import type { GameState } from '../../src/model/state.js';
import { ED3_0_FR } from '../../src/revisions/ed3.0-fr.js';
import { V1_7 } from '../../src/revisions/v1.7.js';
import { annihilate, DESTRUCTION, destroy } from '../../src/rules/destruction.js';
import { transact } from '../../src/rules/tx.js';
import { board, inPlay } from '../keywords/support.js';

const withCounters = (s: GameState, id: string, counters: Record<string, number>): GameState => ({
  ...s,
  cards: { ...s.cards, [id]: { ...s.cards[id]!, counters } },
});

describe('a card leaving play (8.3, 8.5, 7.10.2, 3.10.3, 7.9.4)', () => {
  it('7.10.2 its counters cease, and the log says which; a counter at 0 is no counter', () => {
    const g = board(V1_7, [{ x: 1, y: 0, cards: ['Soldier'], engaged: true }]);
    const soldier = g.id('Soldier');
    const s = withCounters(g.state, soldier, { BQ: 2, IQ: -1, EQ: 0 });
    const { state, events } = transact(s, (tx) => destroy(tx, [soldier]));
    const cease = events.find((e) => e.type === DESTRUCTION.countersCease);
    expect(cease).toMatchObject({ card: soldier, citation: { clause: '7.10.2' } });
    expect(cease?.text).toContain('+2 BQ');
    expect(cease?.text).toContain('-1 IQ');
    expect(cease?.text).not.toContain('EQ');
    // In the open market it is a card again: no counters, not engaged, nobody else's (3.2.1.8, 1.2.5.1).
    expect(state.cards[soldier]).toMatchObject({ counters: {}, controller: 'ana', damage: {} });
    expect(isEngaged(state, soldier)).toBe(false);
    const none = transact(withCounters(g.state, soldier, { BQ: 0 }), (tx) => destroy(tx, [soldier])).events;
    expect(none.map((e) => e.type)).not.toContain(DESTRUCTION.countersCease);
  });

  it('9.17 an INDESTRUCTIBLE card bonded under a destroyed card stays in play; the others follow their top card', () => {
    const g = board(V1_7, [{ x: 1, y: 0, cards: ['Soldier', 'Golem', 'Guard'] }]);
    const { state, events } = transact(g.state, (tx) => destroy(tx, [g.id('Soldier')]));
    expect(inPlay(state, g.id('Golem'))).toBe(true);
    expect(inPlay(state, g.id('Soldier'))).toBe(false);
    expect(inPlay(state, g.id('Guard'))).toBe(false);
    expect(events.filter((e) => e.type === DESTRUCTION.bondedFollowDestroyed).map((e) => e.card)).toEqual([
      g.id('Guard'),
    ]);
  });

  it('1.2.10.2.1 under the in-challenge reading a destroyed character says nothing about a business', () => {
    const g = board(ED3_0_FR, [{ x: 1, y: 0, cards: ['Soldier'] }]);
    const { events } = transact(g.state, (tx) => destroy(tx, [g.id('Soldier')]));
    expect(events.map((e) => e.type)).not.toContain(DESTRUCTION.businessOutsideChallenge);
    const business = transact(g.state, (tx) => destroy(tx, [g.id('Ana Corp')])).events;
    expect(business.map((e) => e.type)).toContain(DESTRUCTION.businessOutsideChallenge);
  });

  it('7.9.4 an annihilated token ceases to exist instead of reaching the annihilated zone; a card is named as it goes (8.5)', () => {
    const g = board(V1_7, [
      { x: 1, y: 0, cards: ['Soldier'] },
      { x: -1, y: 0, cards: ['Guard'] },
    ]);
    const guard = g.id('Guard');
    const s: GameState = {
      ...g.state,
      cards: { ...g.state.cards, [guard]: { ...g.state.cards[guard]!, token: true } },
    };
    const { state, events } = transact(s, (tx) => annihilate(tx, [g.id('Soldier'), guard]));
    expect(state.cards[guard]).toBeUndefined();
    expect(state.players[0]?.annihilated).toEqual([g.id('Soldier')]);
    expect(events.find((e) => e.type === DESTRUCTION.annihilate)).toMatchObject({ card: g.id('Soldier') });
    expect(events.find((e) => e.type === DESTRUCTION.tokenCeases)).toMatchObject({ card: guard });
  });
});
