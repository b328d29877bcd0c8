// A workload to profile with `node --cpu-prof` (summarise the profile with bench/profile-summary.mjs):
//   node --cpu-prof --cpu-prof-dir=/tmp/prof bench/profile.mjs play     random play, V1.7, demo decks, every invariant
//   node --cpu-prof --cpu-prof-dir=/tmp/prof bench/profile.mjs explore  the small game to depth 9
// BENCH_GAMES (play, default 30) and BENCH_DEPTH (explore, default 9) size the run.
import { checkInvariants } from '@arbiter/core';
import { explore } from '@arbiter/harness';
import { INVARIANTS, megacorpModule, newGame, playRandom, V1_7 } from '@arbiter/megacorp';

const what = process.argv[2] ?? 'play';
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};
const t0 = cpu();
if (what === 'play') {
  const games = Number(process.env.BENCH_GAMES ?? 30);
  let actions = 0;
  for (let g = 0; g < games; g++) {
    const start = newGame(megacorpModule.play.randomConfig(1000 + g, V1_7));
    if (!start.ok) throw new Error('demo decks are illegal');
    const game = playRandom(start.state, {
      seed: 1000 + g,
      maxActions: 20000,
      onStep: (next, prev, a) => (checkInvariants(INVARIANTS, next, prev, a).length ? 'broken' : undefined),
    });
    actions += game.actions.length;
  }
  const s = cpu() - t0;
  console.log(`${games} games, ${actions} actions, ${(actions / s).toFixed(0)} actions/s (CPU)`);
} else if (what === 'explore') {
  const r = explore({ maxDepth: Number(process.env.BENCH_DEPTH ?? 9) });
  console.log(`${r.states} states, ${(r.states / (cpu() - t0)).toFixed(0)} states/s (CPU)`);
} else {
  console.error(`bench/profile.mjs play|explore (not "${what}")`);
  process.exit(2);
}
