import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import {
  checkAtomicity,
  checkDeterminism,
  checkJsonRoundTrip,
  checkReplay,
  gameArbitrary,
  jsonProblem,
  playCase,
  probeAction,
} from '../src/megacorp/index.js';

// Short games keep the suite fast; the fuzzer plays whole games (`arbiter fuzz`).
const games = gameArbitrary({ maxChoices: 120 });
const options = { maxActions: 120 };

describe('properties of the engine', () => {
  test.prop([games], { numRuns: 6 })('the same seed and the same choices give the same game', (game) => {
    expect(checkDeterminism(game, { ...options, policy: game.policy })).toBeNull();
  });

  test.prop([games], { numRuns: 6 })('replaying the action log reproduces the final state', (game) => {
    const trace = playCase(game, { ...options, policy: game.policy });
    expect(checkReplay(trace)).toBeNull();
  });

  test.prop([games], { numRuns: 4 })('every state of a game survives a JSON round trip', (game) => {
    const trace = playCase(game, { ...options, policy: game.policy, keepStates: true });
    for (const s of trace.states) expect(checkJsonRoundTrip(s)).toBeNull();
  });

  test.prop([games, fc.array(fc.nat(), { minLength: 8, maxLength: 16 })], { numRuns: 4 })(
    'a refused action leaves the state as it was, and cites the rule that refused it',
    (game, probes) => {
      const trace = playCase(game, { ...options, policy: game.policy, keepStates: true });
      // Every fifth state, probed with random illegal and malformed actions.
      for (let i = 0; i < trace.states.length; i += 5) {
        const s = trace.states[i];
        if (!s) continue;
        const legal = i < trace.actions.length ? [trace.actions[i] as never] : [];
        expect(
          checkAtomicity(
            s,
            probes.map((n) => probeAction(s, n + i, legal)),
          ),
        ).toBeNull();
      }
    },
  );
});

describe('the properties notice what they are about', () => {
  test('a value JSON would change is named with its path', () => {
    expect(jsonProblem({ a: [1, { b: undefined }] })).toBe('state.a[1].b is undefined');
    expect(jsonProblem({ n: Number.NaN })).toBe('state.n is NaN');
    expect(jsonProblem({ m: new Map() })).toBe('state.m is a Map instance');
    expect(jsonProblem({ ok: [1, 'x', null, true] })).toBeNull();
  });

  test('an apply that changes its input is caught', () => {
    const trace = playCase({ revision: 'v1.7', seed: 1, choices: [] }, { maxActions: 3, keepStates: true });
    const s = trace.states[1] ?? trace.initial;
    const sloppy = (state: typeof s) => {
      (state.players[0] as { money: number }).money += 1;
      return { ok: false as const, violation: { key: 'x', clause: '1', revision: 'v1.7', message: 'no' } };
    };
    expect(
      checkAtomicity(structuredClone(s), [{ type: 'pass', player: 'Nobody' }], { applyFn: sloppy }),
    ).toMatch(/changed its input state/);
  });
});
