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
const DECK = ['Filler', 'Filler', 'Filler'];
/** Passes until the top of the stack (as it is now) has resolved. */
const resolveTop = (s: ReturnType<typeof at>['state']) => {
  const n = s.stack.length;
  return passUntil(s, (x) => x.stack.length < n || x.pending.length > 0).state;
};

describe('deploymentTriggers (D-DEPLOY-TRIGGER-STACK)', () => {
  it('Ana deploys Mint ("when deployed: gain 2 M"): V1.5.5 and V1.7 give Nick a window first; Ed 3.0 pays at once', () => {
    for (const p of BUILT_IN) {
      const g = at(p, {
        turn: 5,
        flow: FLOW.buy,
        players: [
          { id: 'ana', money: 5, hand: ['Mint'], mainDeck: DECK, network: ANA },
          { id: 'nick', mainDeck: DECK, network: NICK },
        ],
      });
      let s = play(g.state, {
        type: 'buy',
        player: 'ana',
        card: g.id('Mint'),
        at: { network: 'ana', x: -1, y: 0 },
      }).state;
      s = resolveTop(s);
      if (p.parameters.deploymentTriggers === 'stack-after-window') {
        expect(where(s), p.id).toBe('turn.buy.main.afterDeployment');
        expect(money(s, 'ana'), p.id).toBe(3);
        s = passUntil(s, (x) => x.stack.length > 0).state;
        expect(s.stack[0]?.kind).toBe('ability');
        s = resolveTop(s);
      } else {
        expect(where(s), p.id).toBe('turn.buy.main.open');
      }
      expect(money(s, 'ana'), p.id).toBe(5);
    }
  });
});

describe('deploySpaceLost (D-DEPLOY-SPACE-CHOICE, §L V1.5.5.7)', () => {
  it('the only neighbour of Ana’s declared space is destroyed in response: V1.7 docks elsewhere, the others lose the card', () => {
    for (const p of BUILT_IN) {
      const g = at(p, {
        turn: 5,
        flow: FLOW.buy,
        players: [
          {
            id: 'ana',
            money: 5,
            hand: [{ name: 'Filler', as: 'F' }],
            mainDeck: DECK,
            network: [...ANA, { x: -1, y: 0, cards: ['Grunt'] }],
          },
          { id: 'nick', money: 5, hand: ['Demolition'], mainDeck: DECK, network: NICK },
        ],
      });
      const filler = g.id('F');
      let s = play(
        g.state,
        { type: 'buy', player: 'ana', card: filler, at: { network: 'ana', x: -2, y: 0 } },
        { type: 'pass', player: 'ana' },
        { type: 'buy', player: 'nick', card: g.id('Demolition'), targets: [g.id('Grunt')] },
      ).state;
      s = resolveTop(s); // Demolition: the Grunt is destroyed
      s = resolveTop(s); // the Filler's deployment
      if (p.parameters.deploySpaceLost === 'chooses-another') {
        expect(s.pending[0], p.id).toEqual({ kind: 'dock', player: 'ana', card: filler });
      } else {
        expect(playerOf(s, 'ana').openMarket, p.id).toContain(filler);
      }
    }
  });
});

describe('declaredSpaceReserved (D-EVENT-SLOT)', () => {
  it('a second deployment declared for a space already declared on the stack: legal only under V1.7', () => {
    for (const p of BUILT_IN) {
      const g = at(p, {
        turn: 5,
        flow: FLOW.buy,
        players: [
          { id: 'ana', money: 5, hand: [{ name: 'Filler', as: 'F' }, 'Grunt'], mainDeck: DECK, network: ANA },
          { id: 'nick', mainDeck: DECK, network: NICK },
        ],
      });
      const space = { network: 'ana', x: -1, y: 0 };
      const s = play(g.state, { type: 'buy', player: 'ana', card: g.id('F'), at: space }).state;
      const second = { type: 'buy' as const, player: 'ana', card: g.id('Grunt'), at: space };
      if (p.parameters.declaredSpaceReserved) expect(refusal(s, second).key, p.id).toBe('buy.space-reserved');
      else {
        // The later deployment resolves first and takes the space; the first must dock elsewhere.
        let t = resolveTop(play(s, second).state);
        t = resolveTop(t);
        expect(t.pending[0]).toEqual({ kind: 'dock', player: 'ana', card: g.id('F') });
      }
    }
    expect(BUILT_IN.filter((p) => !p.parameters.declaredSpaceReserved).map((p) => p.id)).toEqual(['v1.7']);
  });
});

describe('resolvedEvents (D-EVENT-AFTER-RESOLVE, §L Ed3.0 EN.4)', () => {
  it('a resolved event waits for the End Phase in every revision’s rules; the worked example puts it under at once', () => {
    const run = (p: RevisionProfile) => {
      const g = at(p, {
        turn: 5,
        flow: FLOW.buy,
        players: [
          { id: 'ana', money: 5, hand: ['Windfall'], openMarket: ['Filler'], mainDeck: DECK, network: ANA },
          { id: 'nick', mainDeck: DECK, network: NICK },
        ],
      });
      const s = resolveTop(play(g.state, { type: 'buy', player: 'ana', card: g.id('Windfall') }).state);
      return { windfall: g.id('Windfall'), ana: playerOf(s, 'ana') };
    };
    for (const p of BUILT_IN) {
      const r = run(p);
      expect(r.ana.resolvedEvents, p.id).toEqual([r.windfall]);
    }
    const example = run(variant(ED3_0_EN, { resolvedEvents: 'bottom-of-open-market' }));
    expect(example.ana.resolvedEvents).toEqual([]);
    expect(example.ana.openMarket.at(-1)).toBe(example.windfall);
  });
});

describe('cancelledCardsTo (D-CANCEL, §L Ed3.0 FR.4)', () => {
  it('Nick cancels Ana’s Grunt on the stack: destroyed to an open market, but annihilated in French Ed 3.0', () => {
    for (const p of BUILT_IN) {
      const g = at(p, {
        turn: 5,
        flow: FLOW.buy,
        players: [
          { id: 'ana', money: 5, hand: ['Grunt'], mainDeck: DECK, network: ANA },
          { id: 'nick', money: 5, pools: { IQ: 1 }, hand: ['Psionic Scream'], mainDeck: DECK, network: NICK },
        ],
      });
      let s = play(
        g.state,
        { type: 'buy', player: 'ana', card: g.id('Grunt'), at: { network: 'ana', x: -1, y: 0 } },
        { type: 'pass', player: 'ana' },
        { type: 'buy', player: 'nick', card: g.id('Psionic Scream') },
      ).state;
      s = resolveTop(s);
      const grunt = g.id('Grunt');
      const ana = playerOf(s, 'ana');
      if (p.parameters.cancelledCardsTo === 'annihilated-zone')
        expect(ana.annihilated, p.id).toEqual([grunt]);
      else expect(ana.openMarket, p.id).toEqual([grunt]);
    }
  });
});

describe('abilitySourceGone (D-SOURCE-DESTROYED)', () => {
  it('Ana activates Fixer; Nick destroys Fixer in response: V1.5.5 and V1.7 still resolve it, Ed 3.0 counters it', () => {
    for (const p of BUILT_IN) {
      const g = at(p, {
        turn: 5,
        flow: FLOW.buy,
        players: [
          { id: 'ana', money: 5, mainDeck: DECK, network: [...ANA, { x: -1, y: 0, cards: ['Fixer'] }] },
          { id: 'nick', money: 5, hand: ['Demolition'], mainDeck: DECK, network: NICK },
        ],
      });
      let s = play(
        g.state,
        { type: 'activate', player: 'ana', card: g.id('Fixer'), ability: 0 },
        { type: 'pass', player: 'ana' },
        { type: 'buy', player: 'nick', card: g.id('Demolition'), targets: [g.id('Fixer')] },
      ).state;
      s = resolveTop(s); // Fixer is destroyed
      s = resolveTop(s); // its ability
      expect(money(s, 'ana'), p.id).toBe(p.parameters.abilitySourceGone === 'still-resolves' ? 6 : 4);
    }
  });
});
