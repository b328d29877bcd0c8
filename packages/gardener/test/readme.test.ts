import { expect, test } from 'vitest';
import { adventure, apply, GOT_2008, gt, library, newGame, support } from '../src/index.js';

test('the README example refuses a draw before the adventure is opened, citing the heading', () => {
  const lib = library(
    adventure('Patrol', { Reputation: 1, Requirements: { 'Ply.StarshipCapacity': gt(1) } }),
    support('Freighter', { Cost: 1, Ply: { StarshipCapacity: 2 } }),
  );
  const start = newGame({
    players: [
      { id: 'Ana', stash: ['Patrol', 'Freighter', 'Freighter', 'Freighter'] },
      { id: 'Nick', stash: [] },
    ],
    library: lib,
    profile: GOT_2008,
    seed: 1,
    firstPlayer: 'Ana',
  });
  if (!start.ok) throw new Error('refused');
  const r = apply(start.state, { type: 'draw', player: 'Nick' });
  expect(!r.ok && [r.violation.key, r.violation.clause]).toEqual(['turn.not-now', 'Miscellaneous']);
});
