import { canonicalJson, checkInvariants, replay } from '@arbiter/core';
import { describe, expect, it } from 'vitest';
import { demoConfig, INVARIANTS, megacorpModule, newGame, playRandom } from '../../src/index.js';
import { BUILT_IN_PROFILES } from '../../src/revisions/index.js';
import type { RevisionProfile } from '../../src/revisions/profile.js';

function start(profile: RevisionProfile, seed: number, players?: string[], firstPlayer?: 'bid' | 'random') {
  const config = demoConfig(seed, profile, players);
  const g = newGame(firstPlayer ? { ...config, firstPlayer } : config);
  if (!g.ok) throw new Error(g.problems.map((p) => p.message).join('; '));
  return g.state;
}

/**
 * Every built-in revision plays whole seeded games of random legal actions with every invariant
 * holding: the parameters change the rules, never the engine's guarantees.
 */
describe('random games under every built-in revision', () => {
  for (const profile of BUILT_IN_PROFILES) {
    for (const [seed, players, firstPlayer] of [
      [3, undefined, undefined],
      [4, undefined, 'bid'],
      [5, ['Ana', 'Nick', 'Olga'], 'bid'],
    ] as const) {
      it(`${profile.id}, seed ${seed}${players ? `, ${players.length} players` : ''}: invariants hold to the end`, () => {
        const broken: string[] = [];
        const initial = start(profile, seed, players ? [...players] : undefined, firstPlayer);
        const game = playRandom(initial, {
          seed,
          maxActions: 30_000,
          onStep: (next, prev, action) => {
            const f = checkInvariants(INVARIANTS, next, prev, action);
            broken.push(...f.map((x) => `${x.invariant} (${x.clause}): ${x.message}`));
            return f.length ? 'broken' : undefined;
          },
        });
        expect(game.refused).toBeUndefined();
        expect(broken).toEqual([]);
        expect(game.final.result).not.toBeNull();
        const again = replay(megacorpModule.apply, initial, game.actions);
        expect(again.ok).toBe(true);
        if (again.ok) expect(canonicalJson(again.state)).toBe(canonicalJson(game.final));
      });
    }
  }
});
