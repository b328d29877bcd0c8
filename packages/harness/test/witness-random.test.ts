import type { GameState } from '@arbiter/megacorp';
import { describe, expect, it } from 'vitest';
import {
  findWitness,
  findWitnessRandom,
  holds,
  parsePredicate,
  replayToPredicate,
  shrinkWitness,
  witnessPasses,
  witnessStart,
  writeWitness,
} from '../src/megacorp/index.js';

describe('witnesses by random play, shrunk', () => {
  const source = 'turn >= 3 and phase buy';
  const p = parsePredicate(source);
  const search = findWitnessRandom(p, { seed: 5 });
  const w = search.witness as NonNullable<typeof search.witness>;

  it('finds a game reaching the predicate and shrinks it to fewer actions', () => {
    expect(w).not.toBeNull();
    expect(holds(p, w.states[w.actions.length] as GameState)).toBe(true);
    expect(w.actions.length).toBeLessThan(search.found);
    // Every action replays legally from the small game's first turn.
    expect(replayToPredicate(p, witnessStart(), w.actions)?.actions).toEqual(w.actions);
  });

  it('leaves no action that could be dropped (1-minimal)', () => {
    for (let i = 0; i < w.actions.length; i++) {
      const without = [...w.actions.slice(0, i), ...w.actions.slice(i + 1)];
      expect(replayToPredicate(p, witnessStart(), without)).toBeNull();
    }
  });

  it('is the same witness for the same seed', () => {
    expect(findWitnessRandom(p, { seed: 5 }).witness?.actions).toEqual(w.actions);
  });

  it('is never shorter than the breadth-first shortest witness of a shallow predicate', () => {
    const shallow = parsePredicate('stack not empty');
    const shortest = findWitness(shallow).witness;
    const random = findWitnessRandom(shallow, { seed: 2 }).witness;
    expect(shortest).not.toBeNull();
    expect(random).not.toBeNull();
    expect(random?.actions.length).toBeGreaterThanOrEqual(shortest?.actions.length ?? 0);
    // A shortest witness has nothing to drop.
    expect(shrinkWitness(shallow, witnessStart(), shortest?.actions ?? [])).toEqual(shortest?.actions);
  });

  it('writes a scenario that runs green, saying it was found by random play', () => {
    const written = writeWitness(w, p, JSON.stringify(source), 'random');
    expect(written.text).toContain('arbiter find --random');
    expect(witnessPasses(written.text)).toEqual({ ok: true });
  });

  it('reports no witness when no game of the budget reaches the predicate', () => {
    const none = findWitnessRandom(parsePredicate('turn >= 500'), { games: 2, maxActionsPerGame: 50 });
    expect(none).toMatchObject({ witness: null, games: 2 });
  });
});
