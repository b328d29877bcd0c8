// A workload to profile with `node --cpu-prof` (summarise the profile with bench/profile-summary.mjs):
//   node --cpu-prof --cpu-prof-dir=/tmp/prof bench/profile.mjs play     random play, V1.7, demo decks, every invariant
//   node --cpu-prof --cpu-prof-dir=/tmp/prof bench/profile.mjs explore  the small game to depth 9
//   node --cpu-prof --cpu-prof-dir=/tmp/prof bench/profile.mjs corpus   Megacorp's scenario files (bench/speed.mjs)
// BENCH_GAMES (play, default 30), BENCH_DEPTH (explore, default 9) and BENCH_PASSES (corpus, default 1)
// size the run.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix, relative, resolve } from 'node:path';
import { checkInvariants } from '@arbiter/core';
import { explore } from '@arbiter/harness';
import { INVARIANTS, megacorpModule, newGame, playRandom, V1_7 } from '@arbiter/megacorp';
import { runScenarioText } from '@arbiter/scenario';

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
} else if (what === 'corpus') {
  // Parse, bind and run each Megacorp scenario file, libraries read from memory (as bench/speed.mjs).
  const root = resolve(import.meta.dirname, '..');
  const files = (dir) =>
    readdirSync(dir)
      .sort()
      .flatMap((name) => {
        const p = join(dir, name);
        if (statSync(p).isDirectory()) return files(p);
        return name.endsWith('.scenario') || name.endsWith('.cards') ? [p] : [];
      });
  const sources = new Map(
    files(join(root, 'scenarios')).map((p) => [relative(root, p), readFileSync(p, 'utf8')]),
  );
  const loader = {
    read: (uri) => sources.get(uri),
    resolve: (from, rel) => posix.normalize(posix.join(posix.dirname(from), rel)),
  };
  const megacorpFiles = [...sources].filter(
    ([uri, text]) => uri.endsWith('.scenario') && !/^\s*game\s+(?!megacorp\b)/m.test(text),
  );
  const passes = Number(process.env.BENCH_PASSES ?? 1);
  const t1 = cpu();
  let runs = 0;
  for (let p = 0; p < passes; p++)
    for (const [uri, text] of megacorpFiles) runs += runScenarioText(text, uri, { loader }).scenarios.length;
  const s = cpu() - t1;
  console.log(
    `${megacorpFiles.length} files × ${passes} passes, ${runs} runs, ${((passes * megacorpFiles.length) / s).toFixed(0)} files/s (CPU)`,
  );
} else {
  console.error(`bench/profile.mjs play|explore|corpus (not "${what}")`);
  process.exit(2);
}
