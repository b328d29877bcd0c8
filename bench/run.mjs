// Random-play throughput of the engine. Prints medians over repeated runs and ratios measured in the
// same process (invariants on vs off); no number here is a test gate.
import { performance } from 'node:perf_hooks';
import { checkInvariants } from '@arbiter/core';
import { demoConfig, INVARIANTS, newGame, playRandom, V1_7 } from '@arbiter/megacorp';

const GAMES = Number(process.env.BENCH_GAMES ?? 20);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 3);

function run(invariants) {
  let actions = 0;
  let games = 0;
  const t0 = performance.now();
  for (let g = 0; g < GAMES; g++) {
    const start = newGame(demoConfig(1000 + g, V1_7));
    if (!start.ok) throw new Error('demo decks are illegal');
    const game = playRandom(start.state, {
      seed: 1000 + g,
      maxActions: 20000,
      onStep: invariants
        ? (next, prev, a) => (checkInvariants(INVARIANTS, next, prev, a).length ? 'broken' : undefined)
        : undefined,
    });
    if (game.refused || game.stopped) throw new Error(`game ${g}: ${game.refused?.message ?? game.stopped}`);
    actions += game.actions.length;
    games += 1;
  }
  const s = (performance.now() - t0) / 1000;
  return { actionsPerS: actions / s, gamesPerS: games / s, actions };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const rows = { off: [], on: [] };
run(false); // warm-up
for (let i = 0; i < REPEAT; i++) {
  rows.off.push(run(false));
  rows.on.push(run(true));
}
const fmt = (n) => n.toFixed(n < 10 ? 2 : 0);
const table = ['invariants off', 'invariants on'].map((label, i) => {
  const r = i === 0 ? rows.off : rows.on;
  return {
    label,
    actions: fmt(median(r.map((x) => x.actionsPerS))),
    games: fmt(median(r.map((x) => x.gamesPerS))),
  };
});
console.log(
  `random play, v1.7, ${GAMES} games x ${REPEAT} runs (median), ${rows.off[0].actions} actions per run`,
);
console.log('| mode | actions/s | games/s |');
console.log('|---|---|---|');
for (const r of table) console.log(`| ${r.label} | ${r.actions} | ${r.games} |`);
const ratio = median(rows.on.map((x) => x.actionsPerS)) / median(rows.off.map((x) => x.actionsPerS));
console.log(`invariant checking keeps ${(ratio * 100).toFixed(0)}% of the unchecked throughput`);
