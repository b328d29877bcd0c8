import { canonicalJson } from '@arbiter/core';
import { type GameState, INVARIANTS } from '@arbiter/megacorp';
import { runScenarioText } from '@arbiter/scenario';
import { describe, expect, it } from 'vitest';
import { fuzz, type MegacorpInvariant, plainDecks, projection } from '../src/megacorp/index.js';

/** A deliberately strict property the real engine breaks as soon as a game reaches its third turn. */
const twoTurns: MegacorpInvariant = {
  name: 'a game lasts two turns at most (a test property)',
  clause: 'test',
  check: (s: GameState) => (s.turn.number > 2 ? `the game is in turn ${s.turn.number}` : null),
  expectation: () => 'turn 2',
};

describe('a counterexample runs as an ordinary scenario', () => {
  it('the scenario runner replays it to the same state, where the expectation fails', () => {
    const s = fuzz({
      games: 20,
      seed: 4,
      revisions: ['v1.7'],
      decks: plainDecks,
      invariants: [...INVARIANTS, twoTurns],
      maxActionsPerGame: 400,
      stopOnViolation: true,
      shrinkTimeSeconds: 3,
    });
    const [v] = s.violations;
    expect(v?.failure.kind).toBe('invariant');
    if (!v) return;
    expect(v.reproduced).toBe(true);
    const run = runScenarioText(v.text, v.fileName);
    expect(run.diagnostics).toEqual([]);
    const [result] = run.scenarios;
    expect(result?.status).toBe('failed');
    const final = result?.final as GameState;
    expect(twoTurns.check(final, undefined, undefined)).not.toBeNull();
    expect(canonicalJson(projection(final))).toBe(canonicalJson(projection(v.finalState)));
  });
});
