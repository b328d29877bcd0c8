import { nextInt, type RngState, seedRng } from '@arbiter/core';
import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { randomConfig } from '../src/cards/random-config.js';
import { apply, applyWithMachine, legalActions, newGame, newGameWithMachine } from '../src/engine.js';
import type { Action } from '../src/model/action.js';
import { gardenerModule } from '../src/module.js';
import { uniformChooser } from '../src/play/choosers.js';
import { BUILT_IN_PROFILES } from '../src/revisions/index.js';

const key = (s: unknown) => JSON.stringify(gardenerModule.play.stateKey(s as never));

test.prop([fc.integer({ min: 1, max: 2 ** 30 }), fc.nat(1), fc.constantFrom('individual', 'teams')], {
  numRuns: 6,
})(
  'the compiled chart takes every event as xstate’s interpreter does, legal or not',
  (seed, profile, mode) => {
    const config = randomConfig(seed, BUILT_IN_PROFILES[profile]!, mode as 'individual' | 'teams');
    const a = newGame(config);
    const b = newGameWithMachine(config);
    if (!a.ok || !b.ok) throw new Error('refused');
    expect(key(a.state)).toBe(key(b.state));
    expect(a.events).toEqual(b.events);
    let s = a.state;
    let rng: RngState = seedRng(seed);
    for (let i = 0; i < 150 && !s.result; i++) {
      const legal = legalActions(s);
      // Now and then an action of another step or player, which both must refuse alike.
      let roll: number;
      [roll, rng] = nextInt(rng, 5);
      const odd: Action = { type: 'pass', player: s.seating[(i + 1) % s.seating.length]! };
      let chosen: Action;
      [chosen, rng] = uniformChooser(s, legal, rng);
      const action = roll === 0 ? odd : chosen;
      const x = apply(s, action);
      const y = applyWithMachine(s, action);
      expect(x.ok).toBe(y.ok);
      if (!x.ok || !y.ok) {
        expect(x.ok || y.ok ? null : x.violation).toEqual(y.ok ? null : y.violation);
        continue;
      }
      expect(key(x.state)).toBe(key(y.state));
      expect(x.events).toEqual(y.events);
      s = x.state;
    }
  },
);
