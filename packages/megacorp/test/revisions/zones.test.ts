import { describe, expect, it } from 'vitest';
import type { GameState } from '../../src/index.js';
import { isEngaged } from '../../src/index.js';
import type { RevisionProfile } from '../../src/revisions/profile.js';
import {
  ANA,
  accepted,
  at,
  challenge,
  controlledBy,
  ED3_0_EN,
  ED3_0_FR,
  FLOW,
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
const DECK = ['Filler', 'Filler', 'Filler', 'Filler'];
const inPlay = (s: GameState, id: string) =>
  s.players.some((p) => p.network.some((q) => q.cards.includes(id)));

/**
 * Ana: business, Raamaa above it, and a line Grunt (1,0) – Watchtower (2,0) – Gnost Cleric (3,0).
 * On Nick's turn his Demolition destroys the Grunt: Watchtower and Cleric still touch each other but
 * have no chain to the business.
 */
function cutOff(p: RevisionProfile) {
  const g = at(p, {
    turn: 6,
    active: 'nick',
    flow: FLOW.buy,
    players: [
      {
        id: 'ana',
        mainDeck: DECK,
        network: [
          { x: 0, y: 0, cards: ['Ana Corp'] },
          { x: 0, y: 1, cards: ['Raamaa'] },
          { x: 1, y: 0, cards: ['Grunt'] },
          { x: 2, y: 0, cards: ['Watchtower'] },
          { x: 3, y: 0, cards: ['Gnost Cleric'] },
        ],
      },
      { id: 'nick', money: 5, hand: ['Demolition'], mainDeck: DECK, network: NICK },
    ],
  });
  let s = play(g.state, {
    type: 'buy',
    player: 'nick',
    card: g.id('Demolition'),
    targets: [g.id('Grunt')],
  }).state;
  s = passUntil(s, (x) => x.stack.length === 0).state;
  const afterNicksTurn = passUntil(
    s,
    (x) => x.turn.active === 'ana' && where(x).startsWith('turn.buy'),
  ).state;
  const afterAnasTurn = passUntil(
    afterNicksTurn,
    (x) => x.turn.active === 'nick' && where(x).startsWith('turn.buy'),
  ).state;
  return { g, afterNicksTurn, afterAnasTurn };
}

describe('orphan (D-ORPHAN-DEF)', () => {
  it('two cards cut off from the business but touching: orphans for all but V1.5.5 (no neighbour needed)', () => {
    for (const p of BUILT_IN) {
      const { g, afterAnasTurn } = cutOff(p);
      const kept = inPlay(afterAnasTurn, g.id('Watchtower')) && inPlay(afterAnasTurn, g.id('Gnost Cleric'));
      expect(kept, p.id).toBe(p.id === 'v1.5.5');
    }
  });
});

describe('orphanFate (D-ORPHAN-FATE)', () => {
  it('V1.7 discards Ana’s orphans at the end of Nick’s turn; Ed 3.0 destroys them at the end of her own', () => {
    const v17 = cutOff(V1_7);
    expect(inPlay(v17.afterNicksTurn, v17.g.id('Watchtower'))).toBe(false);
    expect(playerOf(v17.afterNicksTurn, 'ana').openMarket).toContain(v17.g.id('Watchtower'));
    for (const p of [ED3_0_EN, ED3_0_FR]) {
      const { g, afterNicksTurn, afterAnasTurn } = cutOff(p);
      expect(inPlay(afterNicksTurn, g.id('Watchtower')), p.id).toBe(true);
      expect(inPlay(afterAnasTurn, g.id('Watchtower')), p.id).toBe(false);
      expect(playerOf(afterAnasTurn, 'ana').openMarket).toEqual(
        expect.arrayContaining([g.id('Watchtower'), g.id('Gnost Cleric')]),
      );
    }
  });

  it('Ed 3.0 destroys (destroy rules apply), V1.7 discards (5.6.3)', () => {
    const keysOf = (p: RevisionProfile) => {
      const { g } = cutOff(p);
      let s = play(g.state, {
        type: 'buy',
        player: 'nick',
        card: g.id('Demolition'),
        targets: [g.id('Grunt')],
      }).state;
      s = passUntil(s, (x) => x.stack.length === 0).state;
      const ev = passUntil(
        s,
        (x) => x.turn.active === 'nick' && x.turn.number === 8 && where(x).startsWith('turn.buy'),
      ).events;
      return ev.filter((e) => e.card === g.id('Watchtower')).map((e) => e.type);
    };
    expect(keysOf(V1_7)).toContain('end.discard-orphans');
    expect(keysOf(ED3_0_EN)).toContain('end.orphans-destroyed');
  });
});

describe('destroyedCardsTo (D-DESTROY-DEST)', () => {
  it('Ana bought Nick’s Cleric earlier; destroyed in combat it goes to Ana’s market in V1.7, Nick’s elsewhere', () => {
    for (const p of BUILT_IN) {
      const g = at(p, {
        turn: 6,
        active: 'nick',
        flow: FLOW.challenge,
        players: [
          {
            id: 'ana',
            mainDeck: DECK,
            network: [...ANA, { x: -1, y: 0, cards: [{ name: 'Gnost Cleric', owner: 'nick' }] }],
          },
          { id: 'nick', mainDeck: DECK, network: [...NICK, { x: 0, y: 1, cards: ['Hierarch'] }] },
        ],
      });
      const cleric = g.id('Gnost Cleric');
      const { state } = challenge(g.state, {
        type: 'attack',
        player: 'nick',
        attacker: g.id('Hierarch'),
        target: { network: 'ana', x: -1, y: 0 },
        trait: 'BQ',
      });
      const to = p.parameters.destroyedCardsTo === 'owner' ? 'nick' : 'ana';
      expect(playerOf(state, to).openMarket, p.id).toEqual([cleric]);
    }
    expect(BUILT_IN.map((p) => p.parameters.destroyedCardsTo)).toEqual([
      'owner',
      'controller',
      'owner',
      'owner',
    ]);
  });
});

/** Ana controls a Grunt docked in Nick's network (engaged, as Nick's turn ends, unless said otherwise). */
function anaCardInNicksNetwork(p: RevisionProfile, anasBuyPhase = false) {
  const g = at(p, {
    turn: 6,
    active: anasBuyPhase ? 'ana' : 'nick',
    flow: anasBuyPhase ? FLOW.buy : FLOW.divest,
    players: [
      { id: 'ana', mainDeck: DECK, network: ANA },
      {
        id: 'nick',
        mainDeck: DECK,
        network: [...NICK, { x: 2, y: 0, cards: ['Grunt'], engaged: !anasBuyPhase }],
      },
    ],
  });
  return { g, state: controlledBy(g.state, g.id('Grunt'), 'ana') };
}

describe('disengageScope (D-DISENGAGE-SCOPE)', () => {
  it('Ana’s engaged Grunt in Nick’s network: V1.7 disengages it in her Accounting Phase, the others do not', () => {
    for (const p of BUILT_IN) {
      const { g, state } = anaCardInNicksNetwork(p);
      const s = passUntil(state, (x) => x.turn.active === 'ana' && where(x).startsWith('turn.buy')).state;
      expect(isEngaged(s, g.id('Grunt')), p.id).toBe(p.id !== 'v1.7');
      if (p.id !== 'v1.7') {
        // It sits in Nick's network, so Nick's next Accounting Phase disengages it.
        const next = passUntil(s, (x) => x.turn.active === 'nick' && where(x).startsWith('turn.buy')).state;
        expect(isEngaged(next, g.id('Grunt')), p.id).toBe(false);
      }
    }
  });
});

describe('produceScope (D-PRODUCE-SCOPE)', () => {
  it('Ana engages her Grunt in Nick’s network for BQ: allowed by V1.5.5 and V1.7, not by Ed 3.0', () => {
    for (const p of BUILT_IN) {
      const { g, state: ready } = anaCardInNicksNetwork(p, true);
      const produce = { type: 'produce' as const, player: 'ana', card: g.id('Grunt'), trait: 'BQ' as const };
      if (p.parameters.produceScope === 'controlled') {
        expect(accepted(ready, produce), p.id).toBe(true);
        expect(playerOf(play(ready, produce).state, 'ana').pools.BQ).toBe(2);
      } else {
        expect(refusal(ready, produce).key, p.id).toBe('produce.own-network-only');
      }
    }
  });
});
