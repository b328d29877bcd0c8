import { checkInvariants, type RngState, replay, seedRng } from '@arbiter/core';
import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { randomConfig } from '../src/cards/random-config.js';
import { apply, legalActions, newGame } from '../src/engine.js';
import type { Action } from '../src/model/action.js';
import type { GameState, PlayMode } from '../src/model/state.js';
import { gardenerModule } from '../src/module.js';
import { type Chooser, cautiousChooser, selfHarm, uniformChooser } from '../src/play/choosers.js';
import { BUILT_IN_PROFILES, GOT_2008, GOT_STRICT } from '../src/revisions/index.js';
import { reputationOf } from '../src/rules/reputation.js';

const CAP = gardenerModule.play.maxActionsPerGame;

/**
 * got-2008 with the other reading of the gaps that were one fixed reading (GA-07 … GA-34): adventures
 * still succeed as in 2008, so vaults fill and giving, wrecking to the wrecker and abilities held
 * through the turn are played often (got-strict rarely gets there).
 */
const NEWER_READINGS_FLIPPED = {
  ...GOT_2008,
  id: 'got-2008-newer-readings-flipped',
  parameters: {
    ...GOT_2008.parameters,
    ...Object.fromEntries(
      (
        [
          'lastRound',
          'swapChecks',
          'abilityTiming',
          'wreckTo',
          'identicalAdventure',
          'openingInFirstTurn',
          'proposalSupports',
          'giving',
          'featlessAdventure',
          'affiliationCounted',
        ] as const
      ).map((p) => [p, GOT_STRICT.parameters[p]]),
    ),
  },
};
const PROFILES = [...BUILT_IN_PROFILES, NEWER_READINGS_FLIPPED];

interface Played {
  readonly start: GameState;
  readonly end: GameState;
  readonly actions: readonly Action[];
}

/** One game from a seed, every invariant checked after every action; throws on the first breach. */
function play(seed: number, profileIndex: number, mode: PlayMode, chooser: Chooser): Played {
  const profile = PROFILES[profileIndex % PROFILES.length]!;
  const g = newGame(randomConfig(seed, profile, mode));
  if (!g.ok) throw new Error(g.problems.map((p) => p.message).join('; '));
  let s = g.state;
  let rng: RngState = seedRng(seed ^ 0x5eed);
  const actions: Action[] = [];
  let legal = legalActions(s);
  const first = checkInvariants(gardenerModule.invariants, s, undefined, undefined, legal);
  if (first.length) throw new Error(`${profile.id} seed ${seed} start: ${JSON.stringify(first)}`);
  while (!s.result && actions.length < CAP) {
    const [a, next] = chooser(s, legal, rng);
    rng = next;
    const r = apply(s, a);
    if (!r.ok) throw new Error(`${profile.id} seed ${seed}: legal action refused: ${r.violation.message}`);
    actions.push(a);
    legal = legalActions(r.state);
    const broken = checkInvariants(gardenerModule.invariants, r.state, s, a, legal);
    if (broken.length)
      throw new Error(
        `${profile.id} ${mode} seed ${seed} action ${actions.length}: ${JSON.stringify(broken)}`,
      );
    s = r.state;
  }
  return { start: g.state, end: s, actions };
}

describe('random legal play (every invariant after every action)', () => {
  for (const mode of ['individual', 'teams'] as const)
    test.prop([fc.integer({ min: 1, max: 2 ** 30 }), fc.nat(2)], { numRuns: 12 })(
      `${mode} games under every built-in profile, and got-2008 with the newer readings flipped, end within the cap`,
      (seed, profile) => {
        const game = play(seed, profile, mode, uniformChooser);
        expect(game.end.result, `seed ${seed} hit the cap of ${CAP} actions`).not.toBeNull();
      },
    );

  test.prop([fc.integer({ min: 1, max: 2 ** 30 }), fc.nat(2), fc.constantFrom('individual', 'teams')], {
    numRuns: 8,
  })('a game replays to the same end from its start and its actions', (seed, profile, mode) => {
    const game = play(seed, profile, mode as PlayMode, uniformChooser);
    const again = replay(apply, game.start, game.actions);
    expect(again.ok).toBe(true);
    expect(again.ok && JSON.stringify(gardenerModule.play.stateKey(again.state))).toBe(
      JSON.stringify(gardenerModule.play.stateKey(game.end)),
    );
    expect(play(seed, profile, mode as PlayMode, uniformChooser).actions).toEqual(game.actions);
  });

  test.prop([fc.integer({ min: 1, max: 2 ** 30 }), fc.nat(2), fc.constantFrom('individual', 'teams')], {
    numRuns: 8,
  })('the cautious player never turns an ability or a rewind against his own side', (seed, profile, mode) => {
    const game = play(seed, profile, mode as PlayMode, cautiousChooser);
    const replayed = replay(
      (s: GameState, a: Action) => {
        expect(selfHarm(s, a), JSON.stringify(a)).toBe(false);
        const r = apply(s, a);
        // Nothing the cautious player does lowers his own reputation.
        if (r.ok) expect(reputationOf(r.state, a.player)).toBeGreaterThanOrEqual(reputationOf(s, a.player));
        return r;
      },
      game.start,
      game.actions,
    );
    expect(replayed.ok).toBe(true);
  });
});
