import type { Draft } from '@arbiter/core';
import { describe, expect, it } from 'vitest';
import { demoConfig, newGame, playRandom, V1_7 } from '../src/index.js';
import {
  newcomersDocked,
  noCardLostOrDuplicated,
  oneZonePerCard,
  pileOrientation,
} from '../src/invariants.js';
import type { CardId, GameState, Pile } from '../src/model/state.js';
import { transact } from '../src/rules/tx.js';

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

  it('a pile engaged in part is caught though the same networks were judged before (3.10.10)', () => {
    const s = start();
    const [a, b] = s.players[0]?.mainDeck ?? [];
    const pile = { x: 0, y: 0, cards: [a, b] as CardId[] };
    const players = s.players.map((p, i) => (i === 0 ? { ...p, network: [...p.network, pile] } : p));
    expect(pileOrientation.check({ ...s, players }, undefined, undefined)).toBeNull();
    const engaged = { ...s.engaged, [a as CardId]: true as const };
    expect(pileOrientation.check({ ...s, players, engaged }, undefined, undefined)).toMatch(/mixes engaged/);
  });

  it('an engaged mark naming no card of the game is caught (orientation is kept apart from the records)', () => {
    const s = start();
    expect(pileOrientation.check(s, undefined, undefined)).toBeNull();
    const engaged = { ...s.engaged, 'ana.99': true as const };
    expect(pileOrientation.check({ ...s, engaged }, undefined, undefined)).toMatch(
      /ana\.99 is marked engaged/,
    );
  });

  it('a card record lost between two states is caught, and a state sharing the records is not', () => {
    const s = start();
    expect(noCardLostOrDuplicated.check({ ...s }, s, undefined)).toBeNull();
    const id = s.players[0]?.mainDeck[0] as CardId;
    expect(noCardLostOrDuplicated.check(withoutRecord(s, id), s, undefined)).toMatch(/cards before/);
  });
});

describe('a card deployed or moved is legally docked (3.7.1)', () => {
  // Ana's network as piles: her business at 0,0 and one card at each other space named.
  const networkOf = (s: GameState, cards: Record<string, CardId>): GameState => {
    const business = s.setup?.businesses.Ana as CardId;
    const piles: Pile[] = [{ x: 0, y: 0, cards: [business] }];
    for (const [at, id] of Object.entries(cards)) {
      const [x, y] = at.split(',').map(Number) as [number, number];
      piles.push({ x, y, cards: [id] });
    }
    return { ...s, players: s.players.map((p, i) => (i === 0 ? { ...p, network: piles } : p)) };
  };
  const [link, tail, newcomer] = start().players[0]?.mainDeck ?? [];
  const before = networkOf(start(), { '0,1': link as CardId, '0,2': tail as CardId });

  it('a card entering beside a linked card passes, and one entering where nothing links it is caught', () => {
    const docked = networkOf(before, {
      '0,1': link as CardId,
      '0,2': tail as CardId,
      '1,2': newcomer as CardId,
    });
    expect(newcomersDocked.check(docked, before, undefined)).toBeNull();
    const stray = networkOf(before, {
      '0,1': link as CardId,
      '0,2': tail as CardId,
      '3,3': newcomer as CardId,
    });
    expect(newcomersDocked.check(stray, before, undefined)).toMatch(/at 3,3 undocked/);
  });

  it('a card orphaned in the same action by its link leaving had entered docked (3.7.1.1)', () => {
    // The link at 0,1 left as the newcomer's own effect resolved: newcomer and tail are orphans now.
    const after = networkOf(before, { '0,2': tail as CardId, '1,2': newcomer as CardId });
    expect(newcomersDocked.check(after, before, undefined)).toBeNull();
  });

  it('a card beside orphans only, no card having left, is caught', () => {
    const orphans = networkOf(start(), { '0,2': tail as CardId });
    const after = networkOf(start(), { '0,2': tail as CardId, '1,2': newcomer as CardId });
    expect(newcomersDocked.check(after, orphans, undefined)).toMatch(/at 1,2 undocked/);
  });
});

/**
 * Both checks judge a state after an action only on what the action changed (the zones that differ,
 * the card records it wrote), when the state before was judged sound. Each pair of states of a random
 * game is spoiled in one of the ways the checks exist for, and the answer must be the full scan's.
 */
describe('card accounting judged on what an action changed', () => {
  type Spoil = (g: Draft<GameState>, prev: GameState) => void;
  const anyPlaced = (g: Draft<GameState>) =>
    g.players.flatMap((p) => [...p.hand, ...p.mainDeck, ...p.network.flatMap((pile) => pile.cards)]);
  const spoils: Record<string, Spoil> = {
    'nothing spoiled': () => {},
    'a card put in a second hand': (g) => {
      g.players[1]?.hand.push(anyPlaced(g)[0] as CardId);
    },
    'a card dropped from its deck': (g) => {
      g.players[0]?.mainDeck.splice(3, 1);
    },
    'a card taken from its pile': (g) => {
      const pile = g.players.flatMap((p) => p.network).find((q) => q.cards.length > 0);
      pile?.cards.pop();
    },
    'a placed card loses its record': (g) => {
      delete g.cards[anyPlaced(g).at(-1) as CardId];
    },
    'a record for a card in no zone': (g) => {
      const id = anyPlaced(g)[0] as CardId;
      g.cards.stray = { ...(g.cards[id] as GameState['cards'][string]), id: 'stray' };
    },
    'a record and its card both added': (g) => {
      const id = anyPlaced(g)[0] as CardId;
      g.cards.extra = { ...(g.cards[id] as GameState['cards'][string]), id: 'extra' };
      g.players[0]?.hand.push('extra');
    },
    'a card becomes a token': (g) => {
      const c = g.cards[anyPlaced(g)[2] as CardId];
      if (c) c.token = true;
    },
    'a card moved from hand to deck': (g) => {
      const p = g.players[0];
      const id = p?.hand.pop();
      if (id) p?.mainDeck.unshift(id);
    },
    'a card of the stack put in a hand as well': (g, prev) => {
      const item = prev.stack.find((i) => i.kind === 'deployment');
      if (item?.kind === 'deployment') g.players[0]?.hand.push(item.card);
    },
  };

  const pairs: [GameState, GameState][] = [];
  for (const seed of [5, 6]) {
    const initial = newGame(demoConfig(seed, V1_7));
    if (!initial.ok) throw new Error('demo decks are illegal');
    playRandom(initial.state, {
      seed,
      maxActions: 400,
      onStep: (next, prev) => {
        if (pairs.length % 3 === 0 || prev.stack.length > 0) pairs.push([prev, next]);
        return undefined;
      },
    });
  }

  for (const [name, spoil] of Object.entries(spoils)) {
    it(`${name}: the same answer as the full scan`, () => {
      let problems = 0;
      for (const [prev, next] of pairs) {
        // Spoiled by a rule transaction, as an action would: what it wrote is known.
        const spoiled = transact(next, (tx) => spoil(tx.g, prev)).state;
        // The state before, judged sound first, as when every state of a game is checked in turn.
        expect(oneZonePerCard.check(prev, undefined, undefined)).toBeNull();
        const zones = oneZonePerCard.check(spoiled, prev, undefined);
        const lost = noCardLostOrDuplicated.check(spoiled, prev, undefined);
        // The same state with records that no transaction made: nothing to judge by but the full scan.
        const fresh = { ...spoiled, players: [...spoiled.players], cards: { ...spoiled.cards } };
        expect(zones).toBe(oneZonePerCard.check(fresh, prev, undefined));
        expect(lost).toBe(noCardLostOrDuplicated.check(fresh, prev, undefined));
        if (zones !== null || lost !== null) problems++;
      }
      if (name === 'nothing spoiled' || name === 'a card moved from hand to deck') expect(problems).toBe(0);
      else expect(problems).toBeGreaterThan(0);
    });
  }
});
