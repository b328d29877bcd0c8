import { describe, expect, it } from 'vitest';
import type { GameState } from '../../src/index.js';
import type { RevisionProfile } from '../../src/revisions/profile.js';
import {
  ANA,
  accepted,
  at,
  controlledBy,
  ED3_0_EN,
  ED3_0_FR,
  FLOW,
  keys,
  money,
  NICK,
  passUntil,
  play,
  playerOf,
  refusal,
  V1_5_5,
  V1_7,
  where,
} from './support.js';

const BUILT_IN = [V1_5_5, V1_7, ED3_0_EN, ED3_0_FR];
const DECK = ['Filler', 'Filler', 'Filler'];
const sell = (card: string) => ({ type: 'sell' as const, player: 'ana', card });

function divest(p: RevisionProfile, ana: object[], nick: object[] = []) {
  return at(p, {
    turn: 5,
    flow: FLOW.divest,
    players: [
      { id: 'ana', money: 5, mainDeck: DECK, network: [...ANA, ...(ana as never[])] },
      { id: 'nick', money: 5, mainDeck: DECK, network: [...NICK, ...(nick as never[])] },
    ],
  });
}

describe('sellPile (D-SELL-PILE, §L V1.5.5.1)', () => {
  it('selling Hierarch (4 M) over Lineage (2 M) pays 4 under V1.7 and EN, 6 under V1.5.5 and FR', () => {
    for (const p of BUILT_IN) {
      const g = divest(p, [{ x: -1, y: 0, cards: ['Hierarch', 'Lineage'] }]);
      const { state, events } = play(g.state, sell(g.id('Hierarch')));
      const whole = p.parameters.sellPile === 'whole-pile';
      expect(money(state, 'ana'), p.id).toBe(whole ? 11 : 9);
      expect(playerOf(state, 'ana').openMarket, p.id).toEqual(
        whole ? [g.id('Hierarch'), g.id('Lineage')] : [g.id('Lineage'), g.id('Hierarch')],
      );
      expect(keys(events), p.id).toContain(whole ? 'divest.whole-pile-sold' : 'divest.bonded-destroyed');
    }
    expect(BUILT_IN.map((p) => p.parameters.sellPile)).toEqual([
      'whole-pile',
      'top-card-only',
      'top-card-only',
      'whole-pile',
    ]);
  });
});

describe('sellCardEnteredThisTurn (D-SELL-SAME-TURN)', () => {
  it('a card deployed this turn: V1.7 refuses the sale (5.5.5), the others pay its money valuation', () => {
    for (const p of BUILT_IN) {
      const g = divest(p, [{ x: -1, y: 0, cards: [{ name: 'Watchtower', enteredTurn: 5 }] }]);
      const a = sell(g.id('Watchtower'));
      if (p.parameters.sellCardEnteredThisTurn) expect(money(play(g.state, a).state, 'ana'), p.id).toBe(8);
      else expect(refusal(g.state, a).key, p.id).toBe('divest.came-into-play-this-turn');
    }
  });
});

describe('sellScope (D-SELL-SCOPE)', () => {
  it('Ana sells the Watchtower she controls in Nick’s network: V1.5.5 and V1.7 only', () => {
    for (const p of BUILT_IN) {
      const g = divest(p, [], [{ x: 2, y: 0, cards: ['Watchtower'] }]);
      const s = controlledBy(g.state, g.id('Watchtower'), 'ana');
      const a = sell(g.id('Watchtower'));
      if (p.parameters.sellScope === 'controlled') expect(accepted(s, a), p.id).toBe(true);
      else expect(refusal(s, a).key, p.id).toBe('divest.sell-scope');
    }
  });

  it('Ana sells a card she bought from Nick (his, in her network): all but FR (only cards that belong to you)', () => {
    for (const p of BUILT_IN) {
      const g = divest(p, [{ x: -1, y: 0, cards: [{ name: 'Watchtower', owner: 'nick' }] }]);
      const a = sell(g.id('Watchtower'));
      if (p.id === 'ed3.0-fr') expect(refusal(g.state, a).key).toBe('divest.sell-scope');
      else expect(accepted(g.state, a), p.id).toBe(true);
    }
  });
});

describe('businessSellable (D-SELL-BUSINESS)', () => {
  it('Ana sells her business: V1.5.5 and V1.7 forbid it; Ed 3.0 does not, and she loses at the end of her turn', () => {
    for (const p of BUILT_IN) {
      const g = divest(p, []);
      const a = sell(g.id('Ana Corp'));
      if (!p.parameters.businessSellable) {
        expect(refusal(g.state, a).key, p.id).toBe('divest.cannot-sell-business');
        continue;
      }
      const sold = play(g.state, a).state;
      expect(money(sold, 'ana'), p.id).toBe(20);
      const end = passUntil(sold, (x: GameState) => x.result !== null).state;
      expect(end.result, p.id).toEqual({ winners: ['nick'], tie: false });
    }
  });
});

describe('sellPile and the whole Divest Phase', () => {
  it('a sale ends the Divest Phase in every revision', () => {
    for (const p of BUILT_IN) {
      const g = divest(p, [{ x: -1, y: 0, cards: ['Watchtower'] }]);
      expect(where(play(g.state, sell(g.id('Watchtower'))).state), p.id).not.toMatch(/^turn\.divest/);
    }
  });
});

describe('saleValuation (D-SELL-VALUE)', () => {
  const piles = [
    { x: 0, y: 1, cards: [{ name: 'Mall', enteredTurn: 3 }] },
    { x: -1, y: 0, cards: ['Road'] },
  ];

  it('the Mall’s own text (+2 M for the Road) is paid under every revision: the golden rule 1.2.1', () => {
    for (const p of BUILT_IN) {
      const g = divest(p, piles);
      expect(money(play(g.state, sell(g.id('Mall'))).state, 'ana'), p.id).toBe(5 + 7);
    }
  });

  it('the Zoning Board’s +3 M is paid in V1.5.5 and Ed 3.0 (current valuation), not in V1.7 (5.5.6.2, printed)', () => {
    for (const p of BUILT_IN) {
      const g = divest(p, [...piles, { x: 0, y: -1, cards: ['Zoning Board'] }]);
      const { state, events } = play(g.state, sell(g.id('Mall')));
      const current = p.parameters.saleValuation === 'current';
      expect(money(state, 'ana'), p.id).toBe(5 + (current ? 10 : 7));
      expect(
        events.find((e) => e.type === 'divest.sale-pays-valuation')?.citation.clause,
        p.id,
      ).toBeDefined();
    }
    expect(BUILT_IN.map((p) => p.parameters.saleValuation)).toEqual([
      'current',
      'printed-or-own-text',
      'current',
      'current',
    ]);
  });
});
