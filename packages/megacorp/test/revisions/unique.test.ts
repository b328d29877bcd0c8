import { describe, expect, it } from 'vitest';
import type { RevisionProfile } from '../../src/revisions/profile.js';
import {
  ANA,
  at,
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

/** Ana controls an Icon (unique, 3 M) and deploys a second one from hand. */
function secondIcon(p: RevisionProfile, hand: string[] = []) {
  const g = at(p, {
    turn: 5,
    flow: FLOW.buy,
    players: [
      {
        id: 'ana',
        money: 10,
        hand: [{ name: 'Icon', as: 'new' }, ...hand],
        mainDeck: DECK,
        network: [...ANA, { x: -1, y: 0, cards: [{ name: 'Icon', as: 'old' }] }],
      },
      { id: 'nick', mainDeck: DECK, network: NICK },
    ],
  });
  const r = play(g.state, {
    type: 'buy',
    player: 'ana',
    card: g.id('new'),
    at: { network: 'ana', x: 0, y: 1 },
  });
  const done = passUntil(r.state, (x) => x.stack.length === 0 || x.pending.length > 0);
  return { g, state: done.state, events: [...r.events, ...done.events] };
}

describe('uniqueDuplicate (D-UNIQUE-DUP)', () => {
  it('V1.5.5 sends the old copy to the open market and repays 3 M; V1.7 destroys it; EN sends it away unpaid', () => {
    const old = secondIcon(V1_5_5);
    expect(playerOf(old.state, 'ana').openMarket).toEqual([old.g.id('old')]);
    expect(money(old.state, 'ana')).toBe(10);
    const v17 = secondIcon(V1_7);
    expect(playerOf(v17.state, 'ana').openMarket).toEqual([v17.g.id('old')]);
    expect(money(v17.state, 'ana')).toBe(7);
    expect(keys(v17.events)).toContain('unique.newest-survives');
    const en = secondIcon(ED3_0_EN);
    expect(money(en.state, 'ana')).toBe(7);
    expect(keys(en.events)).toContain('unique.older-to-open-market');
  });

  it('FR: Ana chooses which copy stays; the other is destroyed', () => {
    const fr = secondIcon(ED3_0_FR);
    expect(fr.state.pending[0]).toEqual({
      kind: 'keep-unique',
      player: 'ana',
      cards: [fr.g.id('new'), fr.g.id('old')],
    });
    expect(refusal(fr.state, { type: 'pass', player: 'ana' }).key).toBe('pending.keep-unique-first');
    const kept = play(fr.state, { type: 'keep', player: 'ana', card: fr.g.id('old') }).state;
    expect(playerOf(kept, 'ana').openMarket).toEqual([fr.g.id('new')]);
    expect(kept.pending).toEqual([]);
  });
});

describe('uniqueRevealsHand (D-HIDDEN-INFO)', () => {
  it('deploying a unique card shows the hand in V1.5.5 and FR; V1.7 forbids it and EN leaves it optional', () => {
    for (const p of BUILT_IN) {
      const { events } = secondIcon(p, ['Grunt']);
      const shown = events.filter((e) => e.type === 'unique.reveal-hand');
      expect(shown.length, p.id).toBe(p.parameters.uniqueRevealsHand ? 1 : 0);
      if (shown[0]) expect(shown[0].text).toContain('Grunt');
    }
    expect(BUILT_IN.filter((p) => p.parameters.uniqueRevealsHand).map((p) => p.id)).toEqual([
      'v1.5.5',
      'ed3.0-fr',
    ]);
  });
});

describe('uniqueCopiesInHand (D-UNIQUE-HAND)', () => {
  /** Ana's Icon is in play and she holds two more copies as her Divest Phase begins. */
  function divest(p: RevisionProfile) {
    const g = at(p, {
      turn: 5,
      flow: FLOW.challenge,
      players: [
        {
          id: 'ana',
          money: 5,
          hand: [
            { name: 'Icon', as: 'c1' },
            { name: 'Icon', as: 'c2' },
          ],
          mainDeck: DECK,
          network: [...ANA, { x: -1, y: 0, cards: [{ name: 'Icon', as: 'inPlay' }] }],
        },
        { id: 'nick', mainDeck: DECK, network: NICK },
      ],
    });
    const s = play(g.state, { type: 'pass', player: 'ana' }).state;
    return { g, s };
  }

  it('V1.5.5 and EN: Ana may sell both copies at once (+6 M) as her sale; V1.7 keeps them in hand', () => {
    for (const p of [V1_5_5, ED3_0_EN, V1_7]) {
      const { g, s } = divest(p);
      const a = { type: 'sell' as const, player: 'ana', card: g.id('c1') };
      if (p.id === 'v1.7') {
        expect(refusal(s, a).key).toBe('divest.not-in-play');
        continue;
      }
      const sold = play(s, a).state;
      expect(money(sold, 'ana'), p.id).toBe(11);
      expect(playerOf(sold, 'ana').hand, p.id).toEqual([]);
      // That was the phase's one sale: the Divest Phase is over.
      expect(where(sold), p.id).not.toMatch(/^turn\.divest/);
    }
  });

  it('FR: she must sell them as the Divest Phase begins', () => {
    const { s } = divest(ED3_0_FR);
    expect(money(s, 'ana')).toBe(11);
    expect(playerOf(s, 'ana').hand).toEqual([]);
  });
});
