import { describe, expect, it } from 'vitest';
import type { RevisionProfile } from '../../src/revisions/profile.js';
import {
  ANA,
  accepted,
  at,
  controlledBy,
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
} from './support.js';

const BUILT_IN = [V1_5_5, V1_7, ED3_0_EN, ED3_0_FR];
const spaceOf = (s: ReturnType<typeof at>['state'], id: string) =>
  s.players
    .flatMap((p) => p.network.map((pile) => ({ network: p.id, pile })))
    .find((x) => x.pile.cards.includes(id));

describe('freshCardProtection (D-BUY-RECENT)', () => {
  it('Nick deployed and engaged a Grunt on turn 5; on turn 6 Ana may buy it everywhere but under V1.7', () => {
    for (const p of BUILT_IN) {
      const g = at(p, {
        turn: 6,
        flow: FLOW.buy,
        players: [
          { id: 'ana', money: 5, network: ANA },
          {
            id: 'nick',
            network: [...NICK, { x: 2, y: 0, cards: [{ name: 'Grunt', enteredTurn: 5 }], engaged: true }],
          },
        ],
      });
      const buy = {
        type: 'buy' as const,
        player: 'ana',
        card: g.id('Grunt'),
        at: { network: 'ana', x: -1, y: 0 },
      };
      if (p.parameters.freshCardProtection)
        expect(refusal(g.state, buy).key, p.id).toBe('buy.fresh-card-protected');
      else expect(accepted(g.state, buy), p.id).toBe(true);
    }
    expect(BUILT_IN.filter((p) => p.parameters.freshCardProtection).map((p) => p.id)).toEqual(['v1.7']);
  });
});

describe('buyFromPlay (D-BUY-SCOPE)', () => {
  it('Nick’s engaged Grunt sits in Ana’s network: V1.5.5 and V1.7 let her buy it, Ed 3.0 (opponent’s network) not', () => {
    for (const p of BUILT_IN) {
      const g = at(p, {
        turn: 6,
        flow: FLOW.buy,
        players: [
          { id: 'ana', money: 5, network: [...ANA, { x: -1, y: 0, cards: ['Grunt'], engaged: true }] },
          { id: 'nick', network: NICK },
        ],
      });
      const s = controlledBy(g.state, g.id('Grunt'), 'nick');
      const buy = {
        type: 'buy' as const,
        player: 'ana',
        card: g.id('Grunt'),
        at: { network: 'ana', x: 0, y: 1 },
      };
      if (p.parameters.buyFromPlay === 'opponent-controlled') expect(accepted(s, buy), p.id).toBe(true);
      else expect(refusal(s, buy).key, p.id).toBe('buy.from-play-scope');
    }
  });
});

describe('boughtCardPayee (D-BUY-PAYEE, §L V1.5.5.2)', () => {
  /** Ana controls Nick's Watchtower (3 M), engaged in her network; Nick buys it back. */
  function buyBack(p: RevisionProfile) {
    const g = at(p, {
      turn: 6,
      active: 'nick',
      flow: FLOW.buy,
      players: [
        {
          id: 'ana',
          money: 5,
          network: [...ANA, { x: -1, y: 0, cards: [{ name: 'Watchtower', owner: 'nick' }], engaged: true }],
        },
        { id: 'nick', money: 5, network: NICK },
      ],
    });
    const s = play(g.state, {
      type: 'buy',
      player: 'nick',
      card: g.id('Watchtower'),
      at: { network: 'nick', x: 2, y: 0 },
    }).state;
    return [money(s, 'ana'), money(s, 'nick')];
  }

  it('every built-in pays the controller (Ana gets 3 M); the owner reading (§Zone › Network) pays Nick his own money', () => {
    for (const p of BUILT_IN) expect(buyBack(p), p.id).toEqual([8, 2]);
    expect(buyBack(variant(V1_5_5, { boughtCardPayee: 'owner' }))).toEqual([5, 5]);
  });
});

/** Nick's engaged Hierarch (4 M + 3 BQ) with Lineage (2 M) bonded under it; Ana buys the Hierarch. */
function buyPile(p: RevisionProfile) {
  const g = at(p, {
    turn: 6,
    flow: FLOW.buy,
    players: [
      { id: 'ana', money: 10, pools: { BQ: 3 }, network: ANA },
      {
        id: 'nick',
        money: 0,
        network: [...NICK, { x: 2, y: 0, cards: ['Hierarch', 'Lineage'], engaged: true }],
      },
    ],
  });
  let s = play(g.state, {
    type: 'buy',
    player: 'ana',
    card: g.id('Hierarch'),
    at: { network: 'ana', x: -1, y: 0 },
  }).state;
  s = passUntil(s, (x) => x.stack.length === 0).state;
  return { g, s };
}

describe('boughtPilePrice (D-BUY-PILE)', () => {
  it('V1.7 and Ed 3.0 charge 6 M + 3 BQ for the pile; V1.5.5 only the Hierarch’s 4 M + 3 BQ', () => {
    for (const p of BUILT_IN) {
      const { g, s } = buyPile(p);
      const paid = p.id === 'v1.5.5' ? 4 : 6;
      expect([money(s, 'ana'), money(s, 'nick')], p.id).toEqual([10 - paid, paid]);
      expect(spaceOf(s, g.id('Hierarch'))?.pile.cards, p.id).toEqual([g.id('Hierarch'), g.id('Lineage')]);
    }
  });
});

describe('boughtPileBonded (§L V1.7.5)', () => {
  it('the bonded Lineage comes along in every built-in; read by 3.10.9 it is destroyed instead', () => {
    for (const p of BUILT_IN) expect(p.parameters.boughtPileBonded).toBe('come-along');
    const { g, s } = buyPile(variant(V1_7, { boughtPileBonded: 'destroyed' }));
    expect(spaceOf(s, g.id('Hierarch'))?.pile.cards).toEqual([g.id('Hierarch')]);
    expect(playerOf(s, 'nick').openMarket).toEqual([g.id('Lineage')]);
  });
});

describe('businessBuyPrice (D-BUSINESS-BUY-PRICE)', () => {
  it('Ana buys Nick’s engaged business (valuation 15 M): V1.5.5 asks a fixed 10 M, the others its valuation', () => {
    for (const p of BUILT_IN) {
      const g = at(p, {
        turn: 6,
        flow: FLOW.buy,
        players: [
          { id: 'ana', money: 20, network: ANA },
          {
            id: 'nick',
            money: 0,
            network: [
              { x: 0, y: 0, cards: ['Nick Corp'], engaged: true },
              { x: 1, y: 0, cards: ['Illithis'] },
            ],
          },
        ],
      });
      const s = play(g.state, {
        type: 'buy',
        player: 'ana',
        card: g.id('Nick Corp'),
        at: { network: 'ana', x: -1, y: 0 },
      }).state;
      const price = p.id === 'v1.5.5' ? 10 : 15;
      expect(money(s, 'ana'), p.id).toBe(20 - price);
      expect(s.result, p.id).toEqual({ winners: ['ana'], tie: false });
    }
  });
});

describe('tokensBuyable (D-TOKEN-VALUE)', () => {
  it('Nick’s engaged token: bought for nothing (and gone) under V1.7; V1.5.5 gives tokens no valuation to buy', () => {
    for (const p of BUILT_IN) {
      const g = at(p, {
        turn: 6,
        flow: FLOW.buy,
        players: [
          { id: 'ana', money: 5, network: ANA },
          {
            id: 'nick',
            network: [...NICK, { x: 2, y: 0, cards: [{ name: 'Grunt', token: true }], engaged: true }],
          },
        ],
      });
      const buy = {
        type: 'buy' as const,
        player: 'ana',
        card: g.id('Grunt'),
        at: { network: 'ana', x: -1, y: 0 },
      };
      if (!p.parameters.tokensBuyable) {
        expect(refusal(g.state, buy).key, p.id).toBe('buy.token-not-buyable');
        continue;
      }
      const s = play(g.state, buy).state;
      expect(money(s, 'ana'), p.id).toBe(5);
      expect(s.cards[g.id('Grunt')], p.id).toBeUndefined();
    }
    expect(BUILT_IN.filter((p) => !p.parameters.tokensBuyable).map((p) => p.id)).toEqual(['v1.5.5']);
  });
});

describe('buyProtectionTurns (basics: all revisions agree)', () => {
  it('nothing of Nick’s can be bought before the end of his second turn, in every revision', () => {
    for (const p of BUILT_IN) {
      expect(p.parameters.buyProtectionTurns).toBe(2);
      const g = at(p, {
        turn: 3,
        flow: FLOW.buy,
        players: [
          { id: 'ana', money: 5, turnsTaken: 2, network: ANA },
          { id: 'nick', turnsTaken: 1, network: [...NICK, { x: 2, y: 0, cards: ['Grunt'], engaged: true }] },
        ],
      });
      const buy = {
        type: 'buy' as const,
        player: 'ana',
        card: g.id('Grunt'),
        at: { network: 'ana', x: -1, y: 0 },
      };
      expect(refusal(g.state, buy).key, p.id).toBe('buy.early-protection');
    }
  });
});
