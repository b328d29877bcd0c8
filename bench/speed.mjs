// The speed issue's (16) before-and-after table, measured in one process against a built checkout of
// the tree before the change:
//
//   git worktree add ../arbiter-before <commit> && (cd ../arbiter-before && npm ci && npm run build)
//   BENCH_BASELINE=../arbiter-before node bench/speed.mjs
//
// Both builds are loaded side by side (each with its own immer); each repetition runs, with each build
// in turn (alternating which goes first): random play (V1.7, reference decks, every invariant after
// every action), exploration of the small game to depth BENCH_DEPTH (default 9), and the Megacorp
// scenario corpus (parse, bind and run, libraries read from memory). Rates are CPU time of this
// process; the table gives each build's rate in the median repetition and the median ratio. No number
// here is a test gate.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = resolve(import.meta.dirname, '..');
const BASELINE = process.env.BENCH_BASELINE && resolve(process.env.BENCH_BASELINE);
if (!BASELINE) {
  console.error('BENCH_BASELINE must name a built checkout of the tree before the change (see the header).');
  process.exit(2);
}
const GAMES = Number(process.env.BENCH_GAMES ?? 12);
const DEPTH = Number(process.env.BENCH_DEPTH ?? 9);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 3);
const ONLY = (process.env.BENCH_ROWS ?? 'play,explore,corpus').split(',');

// A package's entry as its `exports` name it (the harness's is `dist/megacorp/index.js`).
const load = (root, pkg) => {
  const dir = join(root, 'packages', pkg);
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  return import(pathToFileURL(join(dir, manifest.exports?.['.']?.default ?? 'dist/index.js')).href);
};
const build = async (root) => ({
  core: await load(root, 'core'),
  megacorp: await load(root, 'megacorp'),
  harness: await load(root, 'harness'),
  scenario: await load(root, 'scenario'),
});

const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function play({ core, megacorp, harness }) {
  let actions = 0;
  const t0 = cpu();
  for (let g = 0; g < GAMES; g++) {
    const start = megacorp.newGame(harness.referenceDecks(1000 + g, megacorp.V1_7));
    if (!start.ok) throw new Error('the reference decks are illegal');
    const game = megacorp.playRandom(start.state, {
      seed: 1000 + g,
      maxActions: 20000,
      onStep: (next, prev, a) =>
        core.checkInvariants(megacorp.INVARIANTS, next, prev, a).length ? 'broken' : undefined,
    });
    if (game.refused || game.stopped) throw new Error(`game ${g}: ${game.refused?.message ?? game.stopped}`);
    actions += game.actions.length;
  }
  return { rate: actions / (cpu() - t0), count: actions };
}

function explore({ harness }) {
  const t0 = cpu();
  const r = harness.explore({ maxDepth: DEPTH });
  return { rate: r.states / (cpu() - t0), count: r.states };
}

function corpusFiles(dir) {
  const out = [];
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...corpusFiles(p));
    else if (name.endsWith('.scenario') || name.endsWith('.cards')) out.push(p);
  }
  return out;
}
const SOURCES = new Map(
  corpusFiles(join(ROOT, 'scenarios')).map((p) => [
    relative(ROOT, p).split('\\').join('/'),
    readFileSync(p, 'utf8'),
  ]),
);
const FILES = [...SOURCES].filter(
  ([uri, text]) => uri.endsWith('.scenario') && !/^\s*game\s+(?!megacorp\b)/m.test(text),
);
const loader = {
  read: (uri) => SOURCES.get(uri),
  resolve: (from, rel) => posix.normalize(posix.join(posix.dirname(from), rel)),
};

function corpus({ scenario }) {
  let runs = 0;
  const t0 = cpu();
  for (const [uri, text] of FILES) runs += scenario.runScenarioText(text, uri, { loader }).scenarios.length;
  return { rate: FILES.length / (cpu() - t0), count: runs };
}

const ROWS = [
  ['play', play, `random play, V1.7, reference decks, ${GAMES} games, every invariant`, 'actions/s'],
  ['explore', explore, `exploration, small game to depth ${DEPTH}`, 'states/s'],
  ['corpus', corpus, `scenario corpus, ${FILES.length} Megacorp files`, 'files/s'],
].filter(([key]) => ONLY.includes(key));

const now = await build(ROOT);
const before = await build(BASELINE);
const ratios = Object.fromEntries(ROWS.map(([key]) => [key, []]));
const rates = Object.fromEntries(ROWS.map(([key]) => [key, []]));
const counts = {};
for (const [, run] of ROWS) for (const b of [now, before]) run(b); // warm-up
for (let i = 0; i < REPEAT; i++) {
  for (const [key, run] of ROWS) {
    // Alternate which build goes first, so neither always runs on a warmer heap.
    const [a, b] = i % 2 ? [null, run(before)] : [run(now), null];
    const n = a ?? run(now);
    const o = b ?? run(before);
    if (n.count !== o.count)
      throw new Error(`${key}: the two builds did different work (${n.count} vs ${o.count})`);
    ratios[key].push(n.rate / o.rate);
    counts[key] = n.count;
    rates[key].push([n.rate, o.rate]);
  }
}
const fmt = (n) => n.toLocaleString('en-US', { maximumFractionDigits: 0 });
console.log(
  `this tree vs ${relative(ROOT, BASELINE) || BASELINE}, ${REPEAT} repetitions after a warm-up (median ratio)`,
);
console.log('| measure | this tree | before | ratio |');
console.log('|---|---|---|---|');
for (const [key, , label, unit] of ROWS) {
  const m = median(ratios[key]);
  const [a, b] = rates[key][ratios[key].indexOf(m)];
  // Random play also in whole games a second: both builds play the same games (checked above).
  const games = (rate) => (key === 'play' ? ` · ${(rate / (counts.play / GAMES)).toFixed(1)} games/s` : '');
  console.log(`| ${label} | ${fmt(a)} ${unit}${games(a)} | ${fmt(b)} ${unit}${games(b)} | ${m.toFixed(3)} |`);
}
// On a loaded machine the best repetition of each build is the least disturbed one.
const best = (key, i) => Math.max(...rates[key].map((r) => r[i]));
console.log(
  `best repetitions: ${ROWS.map(([key]) => `${key} ${fmt(best(key, 0))} vs ${fmt(best(key, 1))} (${(best(key, 0) / best(key, 1)).toFixed(3)})`).join('; ')}`,
);
console.log(
  `(all ratios: ${ROWS.map(([key]) => `${key} ${ratios[key].map((r) => r.toFixed(3)).join(' ')}`).join('; ')})`,
);
