import { describe, expect, it } from 'vitest';
import type { GameState } from '../../src/index.js';
import type { RevisionProfile } from '../../src/revisions/profile.js';
import {
  ANA,
  accepted,
  at,
  challenge,
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
const DECK = ['Filler', 'Filler', 'Filler', 'Filler', 'Filler', 'Filler'];
const anasBuyPhase = (s: GameState) => s.turn.active === 'ana' && where(s).startsWith('turn.buy');

/** Ana at her upkeep step with one upkeep to pay (Costly Lab, 1 M): the turn's first decision. */
function atUpkeep(p: RevisionProfile, extra: { players?: number; turn?: number } = {}) {
  const others = ['nick', 'olga'].slice(0, (extra.players ?? 2) - 1);
  const g = at(p, {
    turn: extra.turn ?? 5,
    active: 'ana',
    starting: 'ana',
    flow: { turn: { accounting: 'upkeep' } },
    priority: null,
    players: [
      {
        id: 'ana',
        money: 6,
        mainDeck: DECK,
        resourceDeck: ['Affluent Customers'],
        network: [...ANA, { x: -1, y: 0, cards: ['Costly Lab'] }, { x: 0, y: 1, cards: ['Hierarch'] }],
      },
      ...others.map((id) => ({ id, money: 6, hand: ['Windfall'], mainDeck: DECK, network: NICK })),
    ],
  });
  const state: GameState = { ...g.state, upkeepDue: [g.id('Costly Lab')] };
  return {
    g,
    state,
    pay: { type: 'pay-upkeep' as const, player: 'ana', card: g.id('Costly Lab'), pay: true },
  };
}

describe('accountingTriggers (D-A-TRIGGERS)', () => {
  it('Nick’s first turn is turn 2: V1.5.5 fires his beginning-of-game text, Ed 3.0 (turn 1 only) and V1.7 do not', () => {
    for (const p of BUILT_IN) {
      const g = at(p, {
        turn: 1,
        active: 'ana',
        starting: 'ana',
        flow: FLOW.divest,
        players: [
          { id: 'ana', turnsTaken: 1, mainDeck: DECK, network: ANA },
          {
            id: 'nick',
            money: 5,
            turnsTaken: 0,
            mainDeck: DECK,
            network: [...NICK, { x: 2, y: 0, cards: ['Heir'] }],
          },
        ],
      });
      const s = passUntil(g.state, (x) => x.turn.active === 'nick' && where(x).startsWith('turn.buy')).state;
      expect(money(s, 'nick'), p.id).toBe(p.id === 'v1.5.5' ? 6 : 5);
    }
  });

  it('a beginning-of-turn text fires each turn in V1.5.5 and Ed 3.0; V1.7 has no such step', () => {
    for (const p of BUILT_IN) {
      const g = at(p, {
        turn: 4,
        active: 'nick',
        flow: FLOW.divest,
        players: [
          { id: 'ana', money: 5, mainDeck: DECK, network: [...ANA, { x: -1, y: 0, cards: ['Bell Tower'] }] },
          { id: 'nick', mainDeck: DECK, network: NICK },
        ],
      });
      const s = passUntil(g.state, anasBuyPhase).state;
      expect(money(s, 'ana'), p.id).toBe(p.id === 'v1.7' ? 5 : 6);
    }
  });
});

describe('accountingWindows (D-A-PRIORITY)', () => {
  it('after Ana pays upkeep, V1.7 opens a window (5.2.5) before the reveal and draw; V1.5.5 does not', () => {
    const w = atUpkeep(V1_7);
    const v17 = play(w.state, w.pay).state;
    expect(where(v17)).toBe('turn.accounting.window.open');
    expect(playerOf(v17, 'ana').hand).toHaveLength(0);
    // Nick gets priority there and plays an event before Ana reveals and draws.
    const nick = play(v17, { type: 'pass', player: 'ana' }).state;
    expect(accepted(nick, { type: 'buy', player: 'nick', card: w.g.id('Windfall') })).toBe(true);

    const u = atUpkeep(V1_5_5);
    const old = play(u.state, u.pay).state;
    expect(where(old)).toBe('turn.accounting.afterDraw.open');
    expect(playerOf(old, 'ana').hand).toHaveLength(1);
  });
});

describe('accountingPoolsEmpty (D-TRAIT-POOL-EMPTY)', () => {
  it('4 BQ produced after the draw: still in the pool in the Buy Phase, except in English Ed 3.0', () => {
    for (const p of BUILT_IN) {
      const g = at(p, {
        turn: 5,
        flow: { turn: { accounting: { afterDraw: 'open' } } },
        players: [
          { id: 'ana', mainDeck: DECK, network: [...ANA, { x: 0, y: 1, cards: ['Hierarch'] }] },
          { id: 'nick', mainDeck: DECK, network: NICK },
        ],
      });
      let s = play(g.state, { type: 'produce', player: 'ana', card: g.id('Hierarch'), trait: 'BQ' }).state;
      s = passUntil(s, anasBuyPhase).state;
      expect(playerOf(s, 'ana').pools.BQ, p.id).toBe(p.id === 'ed3.0-en' ? 0 : 4);
    }
  });
});

describe('revealedResourceBuy (D-RESOURCE-TIMING)', () => {
  it('V1.5.5 and V1.7 decide in the Buy Phase after the draw; Ed 3.0 decides before drawing', () => {
    for (const p of BUILT_IN) {
      const u = atUpkeep(p);
      const s = passUntil(
        play(u.state, u.pay).state,
        (x) => anasBuyPhase(x) || where(x).startsWith('turn.accounting.resource'),
      );
      const resource = u.g.id('Affluent Customers');
      const buy = {
        type: 'buy' as const,
        player: 'ana',
        card: resource,
        at: { network: 'ana', x: -1, y: 1 },
      };
      if (p.parameters.revealedResourceBuy === 'buy-phase') {
        expect(where(s.state), p.id).toMatch(/^turn\.buy/);
        expect(playerOf(s.state, 'ana').hand).toHaveLength(1);
        expect(accepted(s.state, buy), p.id).toBe(true);
      } else {
        expect(where(s.state), p.id).toBe('turn.accounting.resource.open');
        expect(playerOf(s.state, 'ana').hand).toHaveLength(0);
        expect(accepted(s.state, buy), p.id).toBe(true);
        // Declined, it goes under at once and cannot be bought in the Buy Phase.
        const later = passUntil(s.state, anasBuyPhase).state;
        expect(playerOf(later, 'ana').resourceDeck.at(-1)).toBe(resource);
        expect(refusal(later, buy).key).toBe('buy.not-buyable');
      }
    }
  });
});

describe('revealedResourceNetwork (D-RESOURCE-NETWORK)', () => {
  it('docking the revealed resource in Nick’s network: V1.5.5 and V1.7 allow it, Ed 3.0 does not', () => {
    for (const p of BUILT_IN) {
      const u = atUpkeep(p);
      const s = passUntil(
        play(u.state, u.pay).state,
        (x) => anasBuyPhase(x) || where(x).startsWith('turn.accounting.resource'),
      ).state;
      const buy = {
        type: 'buy' as const,
        player: 'ana',
        card: u.g.id('Affluent Customers'),
        at: { network: 'nick', x: 2, y: 0 },
      };
      if (p.parameters.revealedResourceNetwork === 'any') expect(accepted(s, buy), p.id).toBe(true);
      else expect(refusal(s, buy).key, p.id).toBe('buy.resource-own-network');
    }
  });
});

describe('assetTiming (D-DEPLOY-PHASE, §L V1.7.3)', () => {
  it('deploying a character from hand in the Challenge Phase: only V1.5.5 allows it', () => {
    for (const p of BUILT_IN) {
      const g = at(p, {
        turn: 5,
        flow: FLOW.challenge,
        players: [
          { id: 'ana', money: 5, hand: ['Grunt'], mainDeck: DECK, network: ANA },
          { id: 'nick', mainDeck: DECK, network: NICK },
        ],
      });
      const buy = {
        type: 'buy' as const,
        player: 'ana',
        card: g.id('Grunt'),
        at: { network: 'ana', x: -1, y: 0 },
      };
      if (p.id === 'v1.5.5') expect(accepted(g.state, buy)).toBe(true);
      else expect(refusal(g.state, buy).key, p.id).toBe('buy.assets-in-own-buy-phase');
    }
  });
  it('read by 1.2.8 and 3.2.1.5 alone (the other reading of §L V1.7.3), Nick may deploy on Ana’s turn', () => {
    const g = at(variant(V1_7, { assetTiming: 'any-turn-with-priority' }), {
      turn: 5,
      flow: FLOW.challenge,
      players: [
        { id: 'ana', money: 5, hand: ['Windfall'], mainDeck: DECK, network: ANA },
        { id: 'nick', money: 5, hand: ['Grunt'], mainDeck: DECK, network: NICK },
      ],
    });
    const s = play(
      g.state,
      { type: 'buy', player: 'ana', card: g.id('Windfall') },
      { type: 'pass', player: 'ana' },
    ).state;
    const grunt = {
      type: 'buy' as const,
      player: 'nick',
      card: g.id('Grunt'),
      at: { network: 'nick', x: 2, y: 0 },
    };
    expect(accepted(s, grunt)).toBe(true);
    expect(refusal({ ...s, profile: V1_7 }, grunt).key).toBe('buy.asset-not-on-others-turn');
  });
});

describe('permanentEventTiming (D-PERMEVENT-TIMING, §L V1.7.2)', () => {
  it('Nick deploys a permanent event during Ana’s Challenge Phase: illegal only under V1.7', () => {
    for (const p of BUILT_IN) {
      const g = at(p, {
        turn: 5,
        flow: FLOW.challenge,
        players: [
          { id: 'ana', money: 5, hand: ['Windfall'], mainDeck: DECK, network: ANA },
          { id: 'nick', money: 5, hand: ['Banner'], mainDeck: DECK, network: NICK },
        ],
      });
      // Ana plays an event; passing it on gives Nick priority in her Challenge Phase.
      const s = play(
        g.state,
        { type: 'buy', player: 'ana', card: g.id('Windfall') },
        { type: 'pass', player: 'ana' },
      ).state;
      const banner = {
        type: 'buy' as const,
        player: 'nick',
        card: g.id('Banner'),
        at: { network: 'nick', x: 2, y: 0 },
      };
      if (p.parameters.permanentEventTiming === 'own-turn')
        expect(refusal(s, banner).key, p.id).toBe('buy.not-on-others-turn');
      else expect(accepted(s, banner), p.id).toBe(true);
    }
    expect(BUILT_IN.filter((p) => p.parameters.permanentEventTiming === 'own-turn').map((p) => p.id)).toEqual(
      ['v1.7'],
    );
  });
});

describe('endPhaseWindow (D-END-ORDER)', () => {
  /** Ana played Windfall this turn; she ends her Divest Phase. Can Nick buy it in her End Phase? */
  function nickTriesToBuyWindfall(p: RevisionProfile) {
    const g = at(p, {
      turn: 5,
      flow: FLOW.divest,
      players: [
        { id: 'ana', resolvedEvents: ['Windfall'], mainDeck: DECK, network: ANA },
        { id: 'nick', money: 5, mainDeck: DECK, network: NICK },
      ],
    });
    const windfall = g.id('Windfall');
    let s = play(g.state, { type: 'pass', player: 'ana' }).state;
    const window = where(s);
    if (s.turn.active !== 'ana') return { window: 'none', bought: false };
    s = play(s, { type: 'pass', player: 'ana' }).state;
    const bought = accepted(s, { type: 'buy', player: 'nick', card: windfall });
    return { window, bought };
  }

  it('V1.7: yes, in the window after the discards (5.6.5); EN: its window comes before the discard; V1.5.5, FR: no window', () => {
    expect(nickTriesToBuyWindfall(V1_7)).toEqual({ window: 'turn.end.window.open', bought: true });
    expect(nickTriesToBuyWindfall(ED3_0_EN)).toEqual({ window: 'turn.end.windowBefore.open', bought: false });
    expect(nickTriesToBuyWindfall(V1_5_5)).toEqual({ window: 'none', bought: false });
    expect(nickTriesToBuyWindfall(ED3_0_FR)).toEqual({ window: 'none', bought: false });
  });
});

describe('firstTurnDraw (D-FIRST-TURN-DRAW, §L Ed3.0 EN.1)', () => {
  it('three players, the starting player’s first turn: V1.5.5 and V1.7 draw, Ed 3.0 does not', () => {
    for (const p of BUILT_IN) {
      const u = atUpkeep(p, { players: 3, turn: 1 });
      const s = passUntil(play(u.state, u.pay).state, anasBuyPhase).state;
      expect(playerOf(s, 'ana').hand, p.id).toHaveLength(p.id.startsWith('ed3') ? 0 : 1);
    }
  });

  it('two players: nobody draws on the first turn in any revision', () => {
    for (const p of BUILT_IN) {
      const u = atUpkeep(p, { players: 2, turn: 1 });
      const s = passUntil(play(u.state, u.pay).state, anasBuyPhase).state;
      expect(playerOf(s, 'ana').hand, p.id).toHaveLength(0);
    }
  });
});

describe('endOfTurnHealing (D-DAMAGE-HEAL)', () => {
  it('Nick’s Hierarch (BQ 4) took 2 damage; two turns later it takes 2 more: healed in between only by V1.5.5 and V1.7', () => {
    for (const p of BUILT_IN) {
      const g = at(p, {
        turn: 3,
        flow: FLOW.divest,
        players: [
          { id: 'ana', mainDeck: DECK, network: [...ANA, { x: -1, y: 0, cards: ['Grunt'] }] },
          {
            id: 'nick',
            mainDeck: DECK,
            network: [
              ...NICK,
              { x: 0, y: 1, cards: [{ name: 'Hierarch', damage: { BQ: { amount: 2, permanent: 0 } } }] },
            ],
          },
        ],
      });
      let s = passUntil(
        g.state,
        (x) => x.turn.active === 'ana' && where(x).startsWith('turn.challenge'),
      ).state;
      s = challenge(
        s,
        {
          type: 'attack',
          player: 'ana',
          attacker: g.id('Grunt'),
          target: { network: 'nick', x: 0, y: 1 },
          trait: 'BQ',
        },
        { retaliate: [] },
      ).state;
      const destroyed = playerOf(s, 'nick').openMarket.includes(g.id('Hierarch'));
      expect(destroyed, p.id).toBe(!p.parameters.endOfTurnHealing);
    }
  });
});
