import { describe, expect, it } from 'vitest';
import { DEMO_LIBRARY, demoConfig, type GameConfig, type GameState, newGame } from '../../src/index.js';
import type { RevisionProfile } from '../../src/revisions/profile.js';
import {
  ED3_0_EN,
  ED3_0_FR,
  LIB,
  money,
  play,
  playerOf,
  refusal,
  V1_5_5,
  V1_7,
  variant,
  where,
} from './support.js';

const BUILT_IN = [V1_5_5, V1_7, ED3_0_EN, ED3_0_FR];

/** Demo decks under a revision; `firstPlayer` left to the revision unless given. */
function config(profile: RevisionProfile, players = ['A', 'B'], firstPlayer?: 'bid' | 'random'): GameConfig {
  const { firstPlayer: _drop, ...rest } = demoConfig(7, profile, players);
  return firstPlayer ? { ...rest, firstPlayer } : rest;
}

function start(c: GameConfig): GameState {
  const g = newGame(c);
  if (!g.ok) throw new Error(g.problems.map((p) => p.message).join('; '));
  return g.state;
}

/** Everybody keeps his hand, if hands are being kept now. */
function keepAll(s: GameState): GameState {
  if (!where(s).startsWith('setup.mulligan')) return s;
  return play(s, ...s.players.map((p) => ({ type: 'keep' as const, player: p.id }))).state;
}

/** Runs the starting bid: one round per entry, each an amount per player in seating order. */
function bid(s: GameState, ...rounds: number[][]): GameState {
  let state = keepAll(s);
  for (const round of rounds) {
    const bidders = state.setup?.bidders ?? [];
    const ids = state.players.map((p) => p.id).filter((id) => bidders.includes(id));
    state = play(
      state,
      ...ids.map((player, i) => ({ type: 'bid' as const, player, amount: round[i] ?? 0 })),
    ).state;
  }
  return state;
}

describe('firstPlayerMethod (D-FIRSTPLAYER-METHOD)', () => {
  it('V1.5.5 and V1.7 use the random method unless the players agree to bid; Ed 3.0 bids by default', () => {
    const found = (p: RevisionProfile) => keepAll(start(config(p)));
    expect(where(found(V1_7))).toBe('setup.firstPlayer.choosing');
    expect(where(found(V1_5_5))).toBe('setup.firstPlayer.choosing');
    expect(where(found(ED3_0_EN))).toBe('setup.firstPlayer.bidding');
    expect(where(found(ED3_0_FR))).toBe('setup.firstPlayer.bidding');
  });

  it('Ed 3.0: when nobody bids, chance decides and both keep 10 M', () => {
    const s = bid(start(config(ED3_0_EN)), [0, 0]);
    expect(where(s)).toBe('setup.firstPlayer.choosing');
    expect([money(s, 'A'), money(s, 'B')]).toEqual([10, 10]);
  });
});

describe('bidPayment (D-FIRSTPLAYER-PAYMENT)', () => {
  it('two players, A bids 3 and B bids 1: A starts; B pays his bid only in Ed 3.0', () => {
    const after = (p: RevisionProfile) => {
      const s = bid(start(config(p, ['A', 'B'], 'bid')), [3, 1]);
      return [s.turn.starting, money(s, 'A'), money(s, 'B')];
    };
    expect(after(V1_5_5)).toEqual(['A', 7, 10]);
    expect(after(V1_7)).toEqual(['A', 7, 10]);
    expect(after(ED3_0_EN)).toEqual(['A', 7, 9]);
    expect(after(ED3_0_FR)).toEqual(['A', 7, 9]);
  });
});

describe('turnOrder (D-MULTI-ORDER-PAYMENT)', () => {
  it('three players bid 3, 1, 2: V1.5.5 re-seats by bid and everyone pays; V1.7 only the winner pays', () => {
    const after = (p: RevisionProfile) => {
      const s = bid(start(config(p, ['P1', 'P2', 'P3'], 'bid')), [3, 1, 2]);
      return { order: s.players.map((q) => q.id), money: s.players.map((q) => [q.id, q.money]) };
    };
    expect(after(V1_5_5)).toEqual({
      order: ['P1', 'P3', 'P2'],
      money: [
        ['P1', 7],
        ['P3', 8],
        ['P2', 9],
      ],
    });
    expect(after(V1_7)).toEqual({
      order: ['P1', 'P2', 'P3'],
      money: [
        ['P1', 7],
        ['P2', 10],
        ['P3', 10],
      ],
    });
    for (const p of [ED3_0_EN, ED3_0_FR]) {
      expect(after(p)).toEqual({
        order: ['P1', 'P2', 'P3'],
        money: [
          ['P1', 7],
          ['P2', 9],
          ['P3', 8],
        ],
      });
    }
  });

  it('the re-seated order is the order of turns', () => {
    let s = bid(start(config(V1_5_5, ['P1', 'P2', 'P3'], 'bid')), [3, 1, 2]);
    s = play(
      s,
      ...s.players.map((p) => ({
        type: 'place-founder' as const,
        player: p.id,
        card: s.setup?.founders[p.id] as string,
        at: { x: 1, y: 0 },
      })),
    ).state;
    expect(s.turn.active).toBe('P1');
    expect(s.players.map((p) => p.id)).toEqual(['P1', 'P3', 'P2']);
  });
});

describe('rebidFloor (D-BID-TIE)', () => {
  it('after a 2–2 tie A rebids 1: refused by V1.7 (1.2.9.5.1), allowed elsewhere, and B wins with 2', () => {
    for (const p of BUILT_IN) {
      const tied = bid(start(config(p, ['A', 'B'], 'bid')), [2, 2]);
      expect(tied.setup?.bidRound, p.id).toBe(2);
      const low = { type: 'bid' as const, player: 'A', amount: 1 };
      if (p.parameters.rebidFloor) {
        expect(refusal(tied, low).key).toBe('bid.keep-or-raise');
        expect(refusal(tied, low).clause).toBe('1.2.9.5.1');
      } else {
        const s = play(tied, low, { type: 'bid', player: 'B', amount: 2 }).state;
        expect(s.turn.starting, p.id).toBe('B');
      }
    }
    expect(BUILT_IN.filter((p) => p.parameters.rebidFloor).map((p) => p.id)).toEqual(['v1.7']);
  });
});

describe('bidRounds (D-BID-TIE)', () => {
  it('three ties in a row end the bid in V1.7 and Ed 3.0; V1.5.5 bids a fourth round', () => {
    for (const p of BUILT_IN) {
      const s = bid(start(config(p, ['A', 'B'], 'bid')), [2, 2], [2, 2], [2, 2]);
      if (p.id === 'v1.5.5') expect(where(s)).toBe('setup.firstPlayer.bidding');
      else expect(where(s), p.id).toBe('setup.firstPlayer.choosing');
    }
  });
});

describe('bidFinalTie (D-BID-TIE)', () => {
  it('a final tie: the random method and nobody pays (V1.7, Ed 3.0); a random winner who pays (V1.5.5)', () => {
    const v17 = bid(start(config(V1_7, ['A', 'B'], 'bid')), [2, 2], [2, 2], [2, 2]);
    expect([money(v17, 'A'), money(v17, 'B'), v17.turn.starting]).toEqual([10, 10, null]);
    const old = bid(start(config(V1_5_5, ['A', 'B'], 'bid')), [2, 2], [2, 2], [2, 2], [2, 2]);
    const winner = old.turn.starting as string;
    expect(['A', 'B']).toContain(winner);
    expect(money(old, winner)).toBe(8);
    expect(money(old, winner === 'A' ? 'B' : 'A')).toBe(10);
  });
});

describe('openingHandTiming (D-SETUP-ORDER)', () => {
  it('V1.5.5 draws and mulligans before the bid; the others find the starting player first', () => {
    const old = start(config(V1_5_5, ['A', 'B'], 'bid'));
    expect(where(old)).toBe('setup.mulligan');
    expect(playerOf(old, 'A').hand).toHaveLength(5);
    for (const p of [V1_7, ED3_0_EN, ED3_0_FR]) {
      const s = start(config(p, ['A', 'B'], 'bid'));
      expect(where(s)).toBe('setup.firstPlayer.bidding');
      expect(playerOf(s, 'A').hand).toHaveLength(0);
    }
  });
});

describe('mulligans (D-MULLIGAN)', () => {
  it('a second mulligan: V1.5.5, V1.7 and EN keep 3 cards; FR provides for one mulligan only', () => {
    for (const p of BUILT_IN) {
      const s0 = start(config(p, ['A', 'B'], 'random'));
      const s = where(s0).startsWith('setup.mulligan')
        ? s0
        : play(s0, { type: 'go-first', player: s0.setup?.chosen as string, accept: true }).state;
      const once = play(s, { type: 'mulligan', player: 'A' }).state;
      expect(playerOf(once, 'A').hand, p.id).toHaveLength(4);
      const again = { type: 'mulligan' as const, player: 'A' };
      if (p.id === 'ed3.0-fr') expect(refusal(once, again).key).toBe('setup.mulligan-count');
      else expect(playerOf(play(once, again).state, 'A').hand, p.id).toHaveLength(3);
    }
  });
});

describe('competitiveBanList (D-BANLIST)', () => {
  const withTidalWave = (p: RevisionProfile): GameConfig => {
    const c = config(p, ['A', 'B'], 'random');
    const [first, second] = c.players;
    if (!first || !second) throw new Error('two players');
    return {
      ...c,
      library: { ...DEMO_LIBRARY, 'Tidal Wave': LIB['Tidal Wave'] as (typeof LIB)[string] },
      format: 'competitive',
      players: [{ ...first, mainDeck: [...first.mainDeck.slice(1), 'Tidal Wave'] }, second],
    };
  };

  it('a competitive deck with one Tidal Wave is illegal under V1.7 (10.3.1.1) only', () => {
    const v17 = newGame(withTidalWave(V1_7));
    expect(v17.ok).toBe(false);
    if (!v17.ok) expect(v17.problems.map((x) => x.key)).toEqual(['setup.banned']);
    for (const p of [V1_5_5, ED3_0_EN, ED3_0_FR]) expect(newGame(withTidalWave(p)).ok, p.id).toBe(true);
  });

  it('outside competitive play nothing is banned', () => {
    expect(newGame({ ...withTidalWave(V1_7), format: 'casual' }).ok).toBe(true);
  });
});

describe('vehicleCards (D-CARD-TYPES)', () => {
  it('the demo decks hold an Armored Van: a card type in V1.7, an equipment elsewhere; refused when unknown', () => {
    for (const p of BUILT_IN) expect(newGame(config(p)).ok, p.id).toBe(true);
    expect(V1_7.parameters.vehicleCards).toBe('card-type');
    expect([V1_5_5, ED3_0_EN, ED3_0_FR].map((p) => p.parameters.vehicleCards)).toEqual([
      'equipment',
      'equipment',
      'equipment',
    ]);
    const strict = newGame(config(variant(V1_7, { vehicleCards: 'refused' })));
    expect(strict.ok).toBe(false);
    if (!strict.ok) expect(new Set(strict.problems.map((x) => x.key))).toEqual(new Set(['setup.card-type']));
  });
});

describe('startingMoney (basics: all revisions agree)', () => {
  it('10 M in every revision; a draft changing it changes only that', () => {
    for (const p of BUILT_IN) expect(money(start(config(p, ['A', 'B'], 'random')), 'A')).toBe(10);
    const rich = start(config(variant(V1_7, { startingMoney: 12 }), ['A', 'B'], 'random'));
    expect([money(rich, 'A'), money(rich, 'B')]).toEqual([12, 12]);
  });
});

describe('openingHand (basics: all revisions agree)', () => {
  it('five cards in every revision', () => {
    for (const p of BUILT_IN) {
      const s0 = start(config(p, ['A', 'B'], 'random'));
      const s = where(s0).startsWith('setup.mulligan')
        ? s0
        : play(s0, { type: 'go-first', player: s0.setup?.chosen as string, accept: true }).state;
      expect(playerOf(s, 'A').hand).toHaveLength(p.parameters.openingHand);
    }
    expect(BUILT_IN.every((p) => p.parameters.openingHand === 5)).toBe(true);
  });
});

describe('minMainDeck (basics: all revisions agree)', () => {
  it('40 main, 20 resource, 4 copies in every revision; a short deck is refused', () => {
    for (const p of BUILT_IN) {
      expect([p.parameters.minMainDeck, p.parameters.minResourceDeck, p.parameters.maxCopies]).toEqual([
        40, 20, 4,
      ]);
      const c = config(p);
      const [first, second] = c.players;
      if (!first || !second) throw new Error('two players');
      const short = newGame({ ...c, players: [{ ...first, mainDeck: first.mainDeck.slice(1) }, second] });
      expect(short.ok).toBe(false);
    }
  });
});

describe('minResourceDeck (basics: all revisions agree)', () => {
  it('a draft lowering it accepts a 19-card resource deck', () => {
    const c = config(variant(V1_7, { minResourceDeck: 19 }));
    const [first, second] = c.players;
    if (!first || !second) throw new Error('two players');
    expect(
      newGame({ ...c, players: [{ ...first, resourceDeck: first.resourceDeck.slice(1) }, second] }).ok,
    ).toBe(true);
  });
});

describe('maxCopies (basics: all revisions agree)', () => {
  it('a fifth copy is refused under every revision', () => {
    for (const p of BUILT_IN) {
      const c = config(p);
      const [first, second] = c.players;
      if (!first || !second) throw new Error('two players');
      const name = first.mainDeck[0] as string;
      const deck = [...first.mainDeck.filter((n) => n !== name), ...Array(5).fill(name)];
      const r = newGame({ ...c, players: [{ ...first, mainDeck: deck }, second] });
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.problems.map((x) => x.key)).toContain('setup.copy-limit');
    }
  });
});
