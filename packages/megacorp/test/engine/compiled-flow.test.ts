/**
 * The compiled chart (`flow/chart.ts`, the fast path of `apply`) against xstate's interpreter running
 * `megacorpMachine`, the reference: over random event sequences from random games under every built-in
 * revision they must agree on acceptance, the next state value, the context (the game) and the events.
 *
 * Each run plays a random game (revision, seed, two or three players, random or bid first player) to its
 * end on the fast path, picks a random point of it (setup to game over), then compares both
 * interpreters event by event for a window of steps from there. Events are mostly legal actions, but also stale
 * actions seen earlier in the game, actions of the wrong player and actions naming a card that does not
 * exist, so refusals (by a validator or by the chart) and errors are compared too. Each event is compared twice: through `apply` / `applyWithMachine`, and
 * straight into the chart without the validator in front, so every guard of the chart is exercised.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { transition } from 'xstate';
import { compiledTransition } from '../../src/flow/chart.js';
import {
  type Action,
  apply,
  demoConfig,
  legalActions,
  megacorpMachine,
  newGame,
  playRandom,
  resume,
} from '../../src/index.js';
import type { GameState } from '../../src/model/state.js';
import { applyWithMachine, legalActionsUnfiltered, newGameWithMachine } from '../../src/oracles.js';
import { BUILT_IN_PROFILES } from '../../src/revisions/index.js';

const WINDOW = 60;

/** The chart alone, both ways: a thrown error counts as an outcome, to be the same on both sides. */
function chartOutcomes(s: GameState, event: Action) {
  const outcome = (f: () => unknown) => {
    try {
      return { value: f() };
    } catch (e) {
      return { error: String(e) };
    }
  };
  const reference = outcome(() => {
    const snap = resume(s);
    const [next] = transition(megacorpMachine, snap, event);
    return next.context === snap.context
      ? null
      : { flow: next.value, game: next.context.game, events: next.context.events };
  });
  const compiled = outcome(() => {
    const next = compiledTransition(s, event);
    return next && { flow: next.value, game: next.context.game, events: next.context.events };
  });
  return { reference, compiled };
}

/** A wrong-player copy of an action (the other seat), to provoke refusals. */
function otherPlayer(s: GameState, a: Action): Action {
  const seats = s.players.map((p) => p.id);
  const next = seats[(seats.indexOf(a.player) + 1) % seats.length] as string;
  return { ...a, player: next } as Action;
}

describe('the compiled chart equals xstate running the machine', () => {
  for (const profile of BUILT_IN_PROFILES) {
    it(`${profile.id}: same acceptance, state value, context and events over random event sequences`, () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 1, max: 1_000_000 }),
          fc.constantFrom(['Ana', 'Nick'], ['Ana', 'Nick', 'Olga']),
          fc.constantFrom('random' as const, 'bid' as const),
          fc.double({ min: 0, max: 1, noNaN: true }),
          fc.array(fc.nat(), { minLength: WINDOW, maxLength: WINDOW }),
          (seed, players, firstPlayer, at, choices) => {
            const config = { ...demoConfig(seed, profile, [...players]), firstPlayer };
            const fast = newGame(config);
            const slow = newGameWithMachine(config);
            expect(fast).toStrictEqual(slow);
            if (!fast.ok) return;
            // Reach any point of a game on the fast path; the window below is compared step by step.
            const states = [fast.state];
            playRandom(fast.state, { seed, onStep: (next) => void states.push(next) });
            let s = states[Math.floor(at * (states.length - 1))] as GameState;
            const seen: Action[] = [];
            for (const choice of choices) {
              if (s.result !== null) break;
              const legal = legalActions(s);
              expect(legal).toStrictEqual(legalActionsUnfiltered(s));
              seen.push(...legal.slice(0, 3));
              const kind = choice % 10;
              const pick = Math.floor(choice / 10);
              const pool = kind < 7 && legal.length > 0 ? legal : seen;
              let event = pool[pick % pool.length] as Action;
              if (kind === 9) event = otherPlayer(s, event);
              if (kind === 8 && 'card' in event) event = { ...event, card: 'Zed.99' } as Action;

              const { reference, compiled } = chartOutcomes(s, event);
              expect(compiled).toStrictEqual(reference);

              const a = apply(s, event);
              const b = applyWithMachine(s, event);
              expect(a).toStrictEqual(b);
              if (b.ok) s = b.state;
            }
          },
        ),
        { numRuns: 25 },
      );
    }, 300_000);
  }
});
