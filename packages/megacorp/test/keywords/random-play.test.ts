import { canonicalJson, checkInvariants, replay } from '@arbiter/core';
import { describe, expect, it } from 'vitest';
import { defineCard as card, cost as M } from '../../src/cards/define.js';
import { type GameConfig, INVARIANTS, megacorpModule, newGame, playRandom } from '../../src/index.js';
import { BUILT_IN_PROFILES } from '../../src/revisions/index.js';
import type { RevisionProfile } from '../../src/revisions/profile.js';
import { KW_LIB } from './support.js';

/** Decks full of combat keywords: every challenge of a random game meets some of them. */
const LIB = {
  ...KW_LIB,
  'Ana Holdings': card('Ana Holdings', 'business', M(20), { IQ: 6, EQ: 6, MQ: 6, BQ: 8 }),
  'Nick Holdings': card('Nick Holdings', 'business', M(20), { IQ: 6, EQ: 6, MQ: 6, BQ: 8 }),
  'Stock Dividend': card('Stock Dividend', 'resource', M(1), { MQ: 1 }, { cashflow: 1 }),
};
const MAIN_A = [
  'Hawk',
  'Bomber',
  'Assassin',
  'Chameleon',
  'Pond',
  'Wrecker',
  'Saboteur',
  'Ghost',
  'Golem',
  'Duelist',
];
const MAIN_B = [
  'Brawler',
  'Sentry',
  'Driller',
  'Sniper',
  'Acrobat',
  'Warden',
  'Falcon',
  'Tower',
  'Tall Bomber',
  'Lineage',
];

function config(profile: RevisionProfile, seed: number): GameConfig {
  const deck = (names: string[]) => names.flatMap((n) => [n, n, n, n]);
  return {
    library: LIB,
    profile,
    seed,
    firstPlayer: 'random',
    players: [
      {
        id: 'Ana',
        business: 'Ana Holdings',
        founder: 'Raamaa',
        mainDeck: deck(MAIN_A),
        resourceDeck: Array(20).fill('Stock Dividend'),
      },
      {
        id: 'Nick',
        business: 'Nick Holdings',
        founder: 'Illithis',
        mainDeck: deck(MAIN_B),
        resourceDeck: Array(20).fill('Stock Dividend'),
      },
    ],
  };
}

describe('random games with combat keywords under every built-in revision', () => {
  for (const profile of BUILT_IN_PROFILES) {
    it(`${profile.id}: every keyword keeps the invariants and replays exactly`, { timeout: 120_000 }, () => {
      const seen = new Set<string>();
      for (const seed of [7, 8, 9, 10]) {
        const g = newGame(config(profile, seed));
        if (!g.ok) throw new Error(g.problems.map((p) => p.message).join('; '));
        const broken: string[] = [];
        const game = playRandom(g.state, {
          seed,
          maxActions: 20_000,
          onStep: (next, prev, action, events) => {
            for (const e of events) seen.add(e.type);
            const f = checkInvariants(INVARIANTS, next, prev, action);
            broken.push(...f.map((x) => `${x.invariant} (${x.clause}): ${x.message}`));
            return f.length ? 'broken' : undefined;
          },
        });
        expect(game.refused, `seed ${seed}`).toBeUndefined();
        expect(broken, `seed ${seed}`).toEqual([]);
        const again = replay(megacorpModule.apply, g.state, game.actions);
        expect(again.ok).toBe(true);
        if (again.ok) expect(canonicalJson(again.state)).toBe(canonicalJson(game.final));
      }
      expect([...seen].filter((k) => k.startsWith('keyword.')).length).toBeGreaterThanOrEqual(3);
    });
  }
});
