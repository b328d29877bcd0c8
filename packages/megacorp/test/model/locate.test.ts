/**
 * `locate` answers from an index of the frozen zones (also inside a transaction that has not changed a
 * zone yet) and searches zones being changed: either way it must name the place a plain search of
 * every zone finds, for every card of every state of random games.
 */
import { describe, expect, it } from 'vitest';
import { BUILT_IN_PROFILES, demoConfig, type GameState, newGame, playRandom } from '../../src/index.js';
import { LIST_ZONES, type Location, locate } from '../../src/model/query.js';
import type { CardId } from '../../src/model/state.js';
import { transact } from '../../src/rules/tx.js';

/** Where a card is, found by looking at every zone in turn. */
function search(s: GameState, id: CardId): Location | null {
  for (const p of s.players) {
    for (let pile = 0; pile < p.network.length; pile++) {
      const depth = p.network[pile]?.cards.indexOf(id) ?? -1;
      if (depth >= 0) return { zone: 'network', player: p.id, pile, depth };
    }
    for (const zone of LIST_ZONES) {
      const index = p[zone].indexOf(id);
      if (index >= 0) return { zone, player: p.id, index };
    }
  }
  const index = s.stack.findIndex(
    (it) => it.kind === 'deployment' && (it.card === id || it.bonded?.includes(id) === true),
  );
  return index >= 0 ? { zone: 'stack', index } : null;
}

function states(seed: number, profile: (typeof BUILT_IN_PROFILES)[number]): GameState[] {
  const g = newGame(demoConfig(seed, profile));
  if (!g.ok) throw new Error(g.problems.map((p) => p.message).join('; '));
  const out: GameState[] = [g.state];
  playRandom(g.state, {
    seed,
    maxActions: 400,
    onStep: (next) => {
      out.push(next);
      return undefined;
    },
  });
  return out;
}

describe('locate names the place a search of every zone finds', () => {
  for (const profile of BUILT_IN_PROFILES)
    it(`${profile.id}: every card of every state of a random game, outside and inside a transaction`, () => {
      let checked = 0;
      for (const s of states(5, profile)) {
        for (const id of Object.keys(s.cards)) {
          expect(locate(s, id)).toEqual(search(s, id));
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(1000);
      // Inside a transaction: before a zone changes (the index of the frozen zones), and after a
      // card moved from the top of a hand to the bottom of its main deck (the search of the draft).
      const mid = states(6, profile).find((s) => s.players.some((p) => p.hand.length > 0));
      if (!mid) throw new Error('no state with a card in hand');
      transact(mid, (tx) => {
        const ids = Object.keys(mid.cards);
        for (const id of ids) expect(locate(tx.g, id)).toEqual(search(mid, id));
        const p = tx.g.players.find((q) => q.hand.length > 0);
        const moved = p?.hand.shift() as CardId;
        p?.mainDeck.push(moved);
        const after = locate(tx.g, moved);
        expect(after).toEqual({ zone: 'mainDeck', player: p?.id, index: (p?.mainDeck.length ?? 0) - 1 });
      });
    });

  it('a state whose players changed but not their zones shares the index; a moved card does not', () => {
    const start = states(7, BUILT_IN_PROFILES[0] as (typeof BUILT_IN_PROFILES)[number]).find((s) =>
      s.players.some((p) => p.hand.length > 0),
    );
    if (!start) throw new Error('no state with a card in hand');
    const everywhere = (s: GameState) => {
      for (const id of Object.keys(s.cards)) expect(locate(s, id)).toEqual(search(s, id));
    };
    everywhere(start);
    // Money changes: a new players array over the same zones, asked right after the state before.
    const richer = transact(start, (tx) => {
      for (const p of tx.g.players) p.money += 1;
    }).state;
    expect(richer.players).not.toBe(start.players);
    everywhere(richer);
    // A card moves from a hand to the bottom of its main deck: the same money, another zone.
    const moved = transact(richer, (tx) => {
      const p = tx.g.players.find((q) => q.hand.length > 0);
      const id = p?.hand.shift() as CardId;
      p?.mainDeck.push(id);
    }).state;
    everywhere(moved);
    // And back to the first state: its own index still answers for it.
    everywhere(start);
  });
});
