// Throughput of the formal harness, on the built packages (`npm run build` first). Prints medians of
// repeated runs and ratios measured in the same process; no number here is a test gate.
//   node --expose-gc bench/harness.mjs      BENCH_GAMES=20 BENCH_REPEAT=3 BENCH_DEPTH=9 BENCH_EXPLORE_STATES=50000
import { performance } from 'node:perf_hooks';
import { explore, fuzz, ONE_CARD_GAME, playCase } from '@arbiter/harness';

const GAMES = Number(process.env.BENCH_GAMES ?? 20);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 3);
const DEPTH = Number(process.env.BENCH_DEPTH ?? 9);
const BUDGET = Number(process.env.BENCH_EXPLORE_STATES ?? 50_000);
const MAX_ACTIONS = 1000;

/** Random legal games (cautious player, whole games), with every invariant or none. */
function randomPlay(invariants) {
  let actions = 0;
  const t0 = performance.now();
  for (let g = 0; g < GAMES; g++) {
    const t = playCase(
      {
        revision: 'v1.7',
        seed: 1000 + g,
        choices: Array.from({ length: MAX_ACTIONS }, (_, i) => (i * 7919 + g) % 65536),
      },
      { policy: 'cautious', maxActions: MAX_ACTIONS, ...(invariants ? {} : { invariants: [] }) },
    );
    if (t.failure && invariants) throw new Error(`game ${g}: ${JSON.stringify(t.failure).slice(0, 200)}`);
    actions += t.actions.length;
  }
  const s = (performance.now() - t0) / 1000;
  return { actionsPerS: actions / s, gamesPerS: GAMES / s, actions };
}

/** The fuzzer itself: fast-check generation, invariants and statechart coverage, no shrinking. */
function fuzzing() {
  const r = fuzz({ games: GAMES, seed: 5, revisions: ['v1.7'], maxViolations: 1000, shrink: false });
  return { actionsPerS: r.actionsPerSecond, gamesPerS: r.gamesPerSecond, actions: r.actions };
}

function exploring() {
  const r = explore({ maxDepth: DEPTH });
  return { statesPerS: r.statesPerSecond, states: r.states, edges: r.edges };
}

/**
 * How deep exploration gets within the CLI's default budget (50,000 states), breadth-first and turn by
 * turn, with and without the reductions: a count of states, so it does not depend on the machine's
 * speed.
 */
function exploringTurns() {
  const runs = [
    { order: 'breadth-first', production: 'all' },
    { order: 'turns', production: 'all' },
    { order: 'breadth-first', production: 'none' },
    { order: 'turns', production: 'active-player' },
    { order: 'turns', production: 'none' },
    { order: 'turns', production: 'none', symmetry: 'networks' },
  ];
  return runs.map((o) => {
    const r = explore({ maxDepth: 1000, maxTurns: 9, maxStates: BUDGET, ...o });
    const how = `${o.order}, production ${o.production}${o.symmetry ? `, symmetry ${o.symmetry}` : ''}`;
    return `${how}: ${r.turnsComplete} turn(s) complete, turn ${r.turnsReached} reached, depth ${r.depthReached}`;
  });
}

/**
 * The first whole turn of the one-card game with every production (about 19,000 states), with the
 * partial-order reduction (sleep sets) and without: the time a whole turn takes, and the actions the
 * reduction spares.
 */
function exploringTurnEnd() {
  return ['sleep-sets', 'none'].map((partialOrder) => {
    const t0 = performance.now();
    const r = explore({
      config: ONE_CARD_GAME,
      partialOrder,
      maxDepth: 1_000_000,
      maxTurns: 1,
      order: 'turns',
      maxStates: 1_000_000,
      endPositions: true,
    });
    const s = (performance.now() - t0) / 1000;
    if (!r.complete || r.turnsComplete < 1)
      throw new Error(`the one-card game's first turn did not finish (${partialOrder})`);
    return `${partialOrder}: ${fmt(r.states)} states, ${fmt(r.applied)} actions applied, ${fmt(r.endPositions.length)} positions begin turn 2, ${s.toFixed(1)} s (${fmt(r.states / s)} states/s)`;
  });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (n) => (n < 10 ? n.toFixed(2) : Math.round(n).toLocaleString('en-US'));

randomPlay(true); // warm-up
exploring();
const rows = { off: [], on: [], fuzz: [], explore: [] };
// Alternate the order between repetitions, and collect garbage between measurements when node runs
// with --expose-gc, so that no mode pays for the one before it.
const gc = globalThis.gc ?? (() => {});
const modes = [
  () => rows.off.push(randomPlay(false)),
  () => rows.on.push(randomPlay(true)),
  () => rows.fuzz.push(fuzzing()),
  () => rows.explore.push(exploring()),
];
for (let i = 0; i < REPEAT; i++) {
  for (const mode of i % 2 === 0 ? modes : [...modes].reverse()) {
    gc();
    mode();
  }
}
const m = (list, key) => median(list.map((x) => x[key]));
console.log(`harness throughput, v1.7, ${GAMES} games x ${REPEAT} runs (median)`);
console.log('| mode | actions/s | games/s |');
console.log('|---|---|---|');
console.log(
  `| random play, invariants off | ${fmt(m(rows.off, 'actionsPerS'))} | ${fmt(m(rows.off, 'gamesPerS'))} |`,
);
console.log(
  `| random play, every invariant after every action | ${fmt(m(rows.on, 'actionsPerS'))} | ${fmt(m(rows.on, 'gamesPerS'))} |`,
);
console.log(
  `| fuzz (fast-check, invariants, coverage) | ${fmt(m(rows.fuzz, 'actionsPerS'))} | ${fmt(m(rows.fuzz, 'gamesPerS'))} |`,
);
console.log('');
console.log(
  `exploration of the small game to depth ${DEPTH}: ${rows.explore[0].states} states, ${rows.explore[0].edges} actions, ${fmt(m(rows.explore, 'statesPerS'))} states/s`,
);
console.log(`exploration within ${BUDGET.toLocaleString('en-US')} states, no depth bound:`);
for (const line of exploringTurns()) console.log(`  ${line}`);
console.log('the first whole turn of the one-card game, every production, by partial order:');
for (const line of exploringTurnEnd()) console.log(`  turn end, ${line}`);
const ratio = m(rows.on, 'actionsPerS') / m(rows.off, 'actionsPerS');
const fuzzRatio = m(rows.fuzz, 'actionsPerS') / m(rows.on, 'actionsPerS');
console.log(`invariant checking keeps ${(ratio * 100).toFixed(0)}% of the unchecked throughput`);
console.log(
  `the fuzzer (generation + coverage) keeps ${(fuzzRatio * 100).toFixed(0)}% of checked random play`,
);
