import { canonicalJson } from '@arbiter/core';
import { describe, expect, it } from 'vitest';
import {
  BUILT_IN_PROFILES,
  type CardState,
  demoConfig,
  type GameState,
  newGame,
  playRandom,
  readState,
  writeState,
} from '../../src/index.js';

function start(seed: number, profile: (typeof BUILT_IN_PROFILES)[number]): GameState {
  const g = newGame(demoConfig(seed, profile));
  if (!g.ok) throw new Error(g.problems.map((p) => p.message).join('; '));
  return g.state;
}

/** The canonical JSON of a state without the library and profile it shares. */
const full = (s: GameState) => {
  const { library: _library, profile: _profile, ...rest } = s;
  return canonicalJson(rest);
};

describe('a state written compactly (writeState) and read back (readState)', () => {
  for (const profile of BUILT_IN_PROFILES)
    it(`${profile.id}: every state of a random game reads back as itself, in fewer bytes`, () => {
      let states = 0;
      let fullBytes = 0;
      let compactBytes = 0;
      for (const seed of [11]) {
        let s = start(seed, profile);
        const check = (x: GameState) => {
          const text = writeState(x);
          const back = readState(text, x);
          expect(full(back)).toBe(full(x));
          expect(back.library).toBe(x.library);
          expect(back.profile).toBe(x.profile);
          states++;
          fullBytes += full(x).length;
          compactBytes += text.length;
        };
        check(s);
        playRandom(s, {
          seed,
          maxActions: 20_000,
          onStep: (next) => {
            check(next);
            s = next;
            return undefined;
          },
        });
      }
      expect(states).toBeGreaterThan(100);
      expect(compactBytes).toBeLessThan(fullBytes);
    });

  it('keeps what differs from a card out of play: its controller, counters, damage, token and turns', () => {
    const s = start(11, BUILT_IN_PROFILES[0] as (typeof BUILT_IN_PROFILES)[number]);
    const [id, card] = Object.entries(s.cards)[0] as [string, CardState];
    const other = s.players.find((p) => p.id !== card.owner)?.id as string;
    const changed: GameState = {
      ...s,
      cards: {
        ...s.cards,
        [id]: {
          ...card,
          controller: other,
          counters: { BQ: 1 },
          damage: { IQ: { amount: 2, permanent: 1 } },
          token: true,
          enteredTurn: 3,
          attackedTurn: 4,
          retaliatedTurn: 5,
          targetedTurn: null,
        },
      },
    };
    const back = readState(writeState(changed), s);
    expect(back.cards[id]).toEqual(changed.cards[id]);
    expect(full(back)).toBe(full(changed));
  });
});
