// How long the cautious random player's games last with the reference decks, per revision: the mean
// and median number of actions per game, and how the games end. Short games mean fuzzing sees little
// of the game. Every invariant is checked after every action; no number here is a test gate.
//
//   node bench/game-length.mjs            (after building; GAMES=200 for more games)
import { checkInvariants } from '@arbiter/core';
import { referenceDecks } from '@arbiter/harness';
import { BUILT_IN_PROFILES, INVARIANTS, newGame, playRandom } from '@arbiter/megacorp';

const GAMES = Number(process.env.GAMES ?? 60);
console.log(`cautious random player, reference decks, ${GAMES} games per revision (seeds 1000...)`);
console.log('| revision | mean actions | median | longest | invariant failures |');
console.log('|---|---|---|---|---|');
for (const profile of BUILT_IN_PROFILES) {
  const lengths = [];
  let broken = 0;
  for (let g = 0; g < GAMES; g++) {
    const start = newGame(referenceDecks(1000 + g, profile));
    if (!start.ok) throw new Error('the reference decks are illegal');
    const game = playRandom(start.state, {
      seed: 1000 + g,
      maxActions: 20000,
      onStep: (next, prev, a) => (checkInvariants(INVARIANTS, next, prev, a).length ? 'broken' : undefined),
    });
    if (game.refused || game.stopped) broken++;
    lengths.push(game.actions.length);
  }
  lengths.sort((a, b) => a - b);
  const mean = lengths.reduce((x, y) => x + y, 0) / GAMES;
  console.log(
    `| ${profile.id} | ${mean.toFixed(1)} | ${lengths[GAMES >> 1]} | ${lengths[GAMES - 1]} | ${broken} |`,
  );
}
