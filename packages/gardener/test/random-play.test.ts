import { checkInvariants, type RngState, replay, seedRng } from '@arbiter/core';
import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { randomConfig } from '../src/cards/random-config.js';
import { apply, legalActions, newGame } from '../src/engine.js';
import type { Action } from '../src/model/action.js';
import type { GameState, PlayMode } from '../src/model/state.js';
import { gardenerModule } from '../src/module.js';
import { type Chooser, cautiousChooser, selfHarm, uniformChooser } from '../src/play/choosers.js';
import { BUILT_IN_PROFILES } from '../src/revisions/index.js';
import { reputationOf } from '../src/rules/reputation.js';

const CAP = gardenerModule.play.maxActionsPerGame;

interface Played {
  readonly start: GameState;
  readonly end: GameState;
  readonly actions: readonly Action[];
}

/** One game from a seed, every invariant checked after every action; throws on the first breach. */
function play(seed: number, profileIndex: number, mode: PlayMode, chooser: Chooser): Played {
  const profile = BUILT_IN_PROFILES[profileIndex % BUILT_IN_PROFILES.length]!;
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
    test.prop([fc.integer({ min: 1, max: 2 ** 30 }), fc.nat(1)], { numRuns: 12 })(
      `${mode} games under every built-in profile end within the cap`,
      (seed, profile) => {
        const game = play(seed, profile, mode, uniformChooser);
        expect(game.end.result, `seed ${seed} hit the cap of ${CAP} actions`).not.toBeNull();
      },
    );

  test.prop([fc.integer({ min: 1, max: 2 ** 30 }), fc.nat(1), fc.constantFrom('individual', 'teams')], {
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

  test.prop([fc.integer({ min: 1, max: 2 ** 30 }), fc.nat(1), fc.constantFrom('individual', 'teams')], {
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
