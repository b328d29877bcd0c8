import { describe, expect, it } from 'vitest';
import type { RevisionProfile } from '../../src/revisions/profile.js';
import {
  ANA,
  at,
  ED3_0_EN,
  ED3_0_FR,
  FLOW,
  money,
  NICK,
  passUntil,
  play,
  playerOf,
  refusal,
  V1_5_5,
  V1_7,
  variant,
  where,
} from './support.js';

const BUILT_IN = [V1_5_5, V1_7, ED3_0_EN, ED3_0_FR];

describe('businessDestroyedLoses (D-WIN-BUSINESS-DESTROYED)', () => {
  it('Nick’s event destroys Ana’s business in his Buy Phase: she loses at once only under V1.7', () => {
    for (const p of BUILT_IN) {
      const g = at(p, {
        turn: 6,
        active: 'nick',
        flow: FLOW.buy,
        players: [
          { id: 'ana', mainDeck: ['Filler'], network: ANA },
          { id: 'nick', money: 5, hand: ['Demolition'], mainDeck: ['Filler'], network: NICK },
        ],
      });
      const cast = play(g.state, {
        type: 'buy',
        player: 'nick',
        card: g.id('Demolition'),
        targets: [g.id('Ana Corp')],
      }).state;
      const { state } = passUntil(cast, (s) => s.stack.length === 0);
      expect(playerOf(state, 'ana').openMarket, p.id).toContain(g.id('Ana Corp'));
      if (p.parameters.businessDestroyedLoses === 'any-destruction') {
        expect(state.result, p.id).toEqual({ winners: ['nick'], tie: false });
      } else {
        expect(state.result, p.id).toBeNull();
        expect(playerOf(state, 'ana').lost).toBe(false);
      }
    }
    expect(
      BUILT_IN.filter((p) => p.parameters.businessDestroyedLoses === 'any-destruction').map((p) => p.id),
    ).toEqual(['v1.7']);
  });
});

describe('noMoneyLoss (D-WIN-MONEY-TIMING, §L V1.7.1)', () => {
  const endOfAnasTurn = (p: RevisionProfile) => {
    const g = at(p, {
      turn: 5,
      active: 'ana',
      flow: FLOW.divest,
      players: [
        { id: 'ana', money: 5, hand: ['Lawsuit'], network: ANA },
        { id: 'nick', money: 2, network: NICK },
      ],
    });
    const lawsuit = { type: 'buy' as const, player: 'ana', card: g.id('Lawsuit'), targets: ['nick'] };
    // Ana ends her Divest Phase and plays Lawsuit in the first window she gets.
    let s = play(g.state, { type: 'pass', player: 'ana' }).state;
    s = play(s, lawsuit).state;
    const windowAt = where(s);
    s = passUntil(s, (x) => x.result !== null || x.turn.active === 'nick').state;
    return { s, windowAt };
  };

  it('V1.7: Nick drops to 0 M in the End Phase window, after the money step, and loses as the turn ends', () => {
    const { s, windowAt } = endOfAnasTurn(V1_7);
    expect(windowAt).toMatch(/^turn\.end\.window\./);
    expect(money(s, 'nick')).toBe(0);
    expect(s.result).toEqual({ winners: ['ana'], tie: false });
  });

  it('read as the End Phase step alone (the other reading), the same Nick is still playing next turn', () => {
    const { s } = endOfAnasTurn(variant(V1_7, { noMoneyLoss: 'end-phase-check' }));
    expect(money(s, 'nick')).toBe(0);
    expect(s.result).toBeNull();
    expect(s.turn.active).toBe('nick');
  });

  it('Ed 3.0: the only window comes before the End Phase, so the money step catches him', () => {
    for (const p of [ED3_0_EN]) {
      const { s, windowAt } = endOfAnasTurn(p);
      expect(windowAt).toMatch(/^turn\.end\.windowBefore\./);
      expect(s.result).toEqual({ winners: ['ana'], tie: false });
    }
  });

  it('V1.7 checks again as the turn ends (§L V1.7.1); V1.5.5 and Ed 3.0 at the End Phase step only', () => {
    expect(BUILT_IN.map((p) => [p.id, p.parameters.noMoneyLoss])).toEqual([
      ['v1.5.5', 'end-phase-check'],
      ['v1.7', 'end-of-turn'],
      ['ed3.0-en', 'end-phase-check'],
      ['ed3.0-fr', 'end-phase-check'],
    ]);
  });
});

describe('concession (D-WIN-LIST)', () => {
  it('V1.5.5 and V1.7 let a player concede; Ed 3.0 has no concession', () => {
    for (const p of BUILT_IN) {
      const g = at(p, {
        turn: 5,
        flow: FLOW.buy,
        players: [
          { id: 'ana', network: ANA },
          { id: 'nick', network: NICK },
        ],
      });
      const concede = { type: 'concede' as const, player: 'ana' };
      if (p.parameters.concession)
        expect(play(g.state, concede).state.result).toEqual({ winners: ['nick'], tie: false });
      else expect(refusal(g.state, concede).key, p.id).toBe('winning.concede');
    }
  });
});

describe('simultaneousLoss (D-WIN-LIST)', () => {
  it('both players at 0 M at the money step: a tie in V1.5.5 and V1.7; in Ed 3.0 both lose, no tie', () => {
    for (const p of BUILT_IN) {
      const g = at(p, {
        turn: 5,
        flow: FLOW.divest,
        players: [
          { id: 'ana', money: 0, network: ANA },
          { id: 'nick', money: 0, network: NICK },
        ],
      });
      const s = passUntil(g.state, (x) => x.result !== null).state;
      expect(s.result, p.id).toEqual({ winners: [], tie: p.parameters.simultaneousLoss === 'tie' });
    }
    expect(BUILT_IN.map((p) => p.parameters.simultaneousLoss)).toEqual([
      'tie',
      'tie',
      'no-winner',
      'no-winner',
    ]);
  });
});

describe('deckOut (D-WIN-DECKOUT)', () => {
  const lastCard = (p: RevisionProfile) => {
    const g = at(p, {
      turn: 5,
      flow: FLOW.buy,
      players: [
        { id: 'ana', money: 5, hand: ['Study'], mainDeck: ['Filler'], network: ANA },
        { id: 'nick', mainDeck: ['Filler', 'Filler', 'Filler'], network: NICK },
      ],
    });
    const s = play(g.state, { type: 'buy', player: 'ana', card: g.id('Study') }).state;
    return passUntil(s, (x) => x.stack.length === 0 || x.result !== null).state;
  };

  it('Ana draws her last card in her Buy Phase: she loses only when she must draw again (every built-in)', () => {
    for (const p of BUILT_IN) {
      let s = lastCard(p);
      expect(playerOf(s, 'ana').mainDeck, p.id).toHaveLength(0);
      expect(s.result, p.id).toBeNull();
      s = passUntil(s, (x) => x.result !== null, 80).state;
      expect(s.turn.number, p.id).toBe(7);
      expect(s.result, p.id).toEqual({ winners: ['nick'], tie: false });
    }
  });

  it('read literally as "out of cards", the empty deck ends it at once', () => {
    const s = lastCard(variant(V1_7, { deckOut: 'empty-deck' }));
    expect(s.turn.number).toBe(5);
    expect(s.result).toEqual({ winners: ['nick'], tie: false });
  });
});
