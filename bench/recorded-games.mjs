// The seeded cautious games of the reference decks (V1.7) that the step's own measures replay
// (`apply-costs.mjs`, `in-place.mjs`): each game's first state and its actions, played once.
import { referenceDecks } from '@arbiter/harness';
import { newGame, playRandom, V1_7 } from '@arbiter/megacorp';

/** `count` games, seeds 1000 on: `[first state, actions]` each. */
export function recordedGames(count) {
  const games = [];
  for (let g = 0; g < count; g++) {
    const start = newGame(referenceDecks(1000 + g, V1_7));
    if (!start.ok) throw new Error('the reference decks are illegal');
    games.push([start.state, playRandom(start.state, { seed: 1000 + g, maxActions: 20000 }).actions]);
  }
  return games;
}

/** CPU time of this process in milliseconds. */
export function cpuMs() {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e3;
}
