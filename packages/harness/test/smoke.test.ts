import { megacorpModule, V1_7 } from '@arbiter/megacorp';
import { describe, expect, it } from 'vitest';
import { smokeRun } from '../src/generic.js';

describe('the smoke run of a revision', () => {
  it('counts perft from the start and plays seeded games that end under V1.7', () => {
    const r = smokeRun(megacorpModule, V1_7, { games: 3 });
    expect(r.perft).toHaveLength(2);
    expect(r.perft[1]).toBeGreaterThanOrEqual(r.perft[0] ?? 0);
    expect(r.games.map((g) => g.outcome)).toEqual(['over', 'over', 'over']);
    expect(r.problems).toEqual([]);
  });

  it('is the same for the same seed', () => {
    const a = smokeRun(megacorpModule, V1_7, { games: 2, seed: 7 });
    const b = smokeRun(megacorpModule, V1_7, { games: 2, seed: 7 });
    expect(b).toEqual(a);
  });

  it('reports a game that does not end within the cap as a liveness failure, with its seed', () => {
    const r = smokeRun(megacorpModule, V1_7, { games: 1, maxActions: 10 });
    expect(r.problems).toEqual([
      expect.objectContaining({
        stage: 'game',
        seed: 1,
        step: 10,
        message: expect.stringMatching(/did not end within 10 actions/),
      }),
    ]);
  });
});
