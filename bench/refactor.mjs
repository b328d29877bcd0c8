// A refactor's cost, measured against the tree before it in one process.
//
//   git worktree add ../arbiter-baseline <commit> && (cd ../arbiter-baseline && npm ci && npm run build)
//   BENCH_BASELINE=../arbiter-baseline node bench/refactor.mjs
//   (BENCH_MEASURES=play,search runs only those measures)
//
// Both builds are loaded side by side; each repetition runs the same seeded random games (V1.7, every
// invariant after every action; the demo decks, or the harness's reference decks with
// BENCH_DECKS=reference), the whole scenario corpus, live diagnostics after edits of a 300-step
// scenario's `given`, and exploration of the small game, with each build in turn, after a warm-up,
// alternating which build goes first, and the table gives the median ratio of the two
// rates (CPU time of this process). To see the bench's own noise, point BENCH_BASELINE at a second
// checkout of the same commit: `BENCH_BASELINE=.` loads one set of modules for both, and the second
// corpus run of each pair then finds the runner's caches warm (0.90 for the corpus). On a busy machine
// even two checkouts with the same engine, runner and scenario code differ: in issue 16's fourteenth
// session, 7 repetitions gave 1.04 for random play (single repetitions 0.57–2.63), 1.27 for the corpus
// (1.03–1.56) and 1.18 for exploration (0.88–1.41). So read the range, and repeat the run at a quieter
// time before believing a ratio within a few tenths of 1. No number here is a test gate.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = resolve(import.meta.dirname, '..');
const BASELINE = process.env.BENCH_BASELINE && resolve(process.env.BENCH_BASELINE);
if (!BASELINE) {
  console.error('BENCH_BASELINE must name a built checkout of the tree before the change (see the header).');
  process.exit(2);
}
const GAMES = Number(process.env.BENCH_GAMES ?? 12);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 5);
// A revision whose rules the change left alone, so both builds play the same games (checked below).
const REVISION = process.env.BENCH_REVISION ?? 'v1.7';
// `reference`: random play with the harness's reference decks, as the suite's headline row plays them.
const DECKS = process.env.BENCH_DECKS ?? 'demo';

// A package's entry as its `exports` name it (the harness's is `dist/megacorp/index.js`).
const load = (root, pkg) => {
  const dir = join(root, 'packages', pkg);
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  return import(pathToFileURL(join(dir, manifest.exports?.['.']?.default ?? 'dist/index.js')).href);
};

async function build(root) {
  const [core, megacorp, scenario, lsp, harness] = await Promise.all([
    load(root, 'core'),
    load(root, 'megacorp'),
    load(root, 'scenario'),
    load(root, 'language-server'),
    load(root, 'harness'),
  ]);
  // The demo decks moved behind the module's play hooks; the baseline exports them by name.
  const config =
    DECKS === 'reference'
      ? harness.referenceDecks
      : (megacorp.demoConfig ?? megacorp.megacorpModule.play.randomConfig);
  if (typeof config !== 'function') throw new Error(`${root} has no ${DECKS} decks`);
  return { core, megacorp, scenario, lsp, harness, config };
}

const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function play(b) {
  const { core, megacorp, config } = b;
  let actions = 0;
  const t0 = cpu();
  for (let g = 0; g < GAMES; g++) {
    const profile = megacorp.BUILT_IN_PROFILES.find((p) => p.id === REVISION);
    if (!profile) throw new Error(`unknown revision ${REVISION}`);
    const start = megacorp.newGame(config(1000 + g, profile));
    if (!start.ok) throw new Error(`the ${DECKS} decks are illegal`);
    const game = megacorp.playRandom(start.state, {
      seed: 1000 + g,
      maxActions: 20000,
      onStep: (next, prev, a) =>
        core.checkInvariants(megacorp.INVARIANTS, next, prev, a).length ? 'broken' : undefined,
    });
    if (game.refused || game.stopped) throw new Error(`game ${g}: ${game.refused?.message ?? game.stopped}`);
    actions += game.actions.length;
  }
  return { rate: actions / (cpu() - t0), runs: actions };
}

function corpusFiles(dir) {
  const out = [];
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...corpusFiles(p));
    else if (name.endsWith('.scenario')) out.push(p);
  }
  return out;
}
// Megacorp's files only: a build from before the second game reads a Gardener file as a Megacorp one.
const FILES = corpusFiles(join(ROOT, 'scenarios'))
  .map((p) => ({ uri: relative(ROOT, p), text: readFileSync(p, 'utf8') }))
  .filter((f) => !/^\s*game\s+(?!megacorp\b)/m.test(f.text));
const loader = {
  read: (path) => {
    try {
      return readFileSync(resolve(ROOT, path), 'utf8');
    } catch {
      return undefined;
    }
  },
  resolve: (from, rel) => relative(ROOT, resolve(ROOT, from, '..', rel)),
};

function corpus(b) {
  let runs = 0;
  const t0 = cpu();
  for (const f of FILES) runs += b.scenario.runScenarioText(f.text, f.uri, { loader }).scenarios.length;
  return { rate: FILES.length / (cpu() - t0), runs };
}

const STEPS = Number(process.env.BENCH_STEPS ?? 300);
const EDITS = Number(process.env.BENCH_EDITS ?? 20);

/** Live diagnostics after edits of the `given` (the language server's slowest edit): the whole run again. */
function live(b) {
  const { evaluate, generateScenario, getDiagnostics, WorkspaceIndex } = b.lsp;
  const uri = 'inmemory://bench/generated.scenario';
  const text = generateScenario(STEPS);
  const index = new WorkspaceIndex();
  index.open(uri, text, 1);
  evaluate(index, uri);
  let diagnostics = 0;
  const t0 = cpu();
  for (let i = 0; i < EDITS; i++) {
    index.change(
      uri,
      text.replace(/(\n {2}Ana money )(\d+)/, (_, h, n) => `${h}${Number(n) + 1 + (i % 2)}`),
      i + 2,
    );
    diagnostics += getDiagnostics(index.parsed(uri), index, evaluate(index, uri)).length;
  }
  return { rate: EDITS / (cpu() - t0), runs: diagnostics };
}

const DEPTH = Number(process.env.BENCH_DEPTH ?? 9);

/** Exhaustive exploration of the small game to a depth: distinct states per second. */
function search(b) {
  const t0 = cpu();
  const r = b.harness.explore({ maxDepth: DEPTH });
  return { rate: r.states / (cpu() - t0), runs: r.states };
}

const now = await build(ROOT);
const before = await build(BASELINE);
/** What each build measures, and what must be equal between the two builds' runs of it. */
const ALL_MEASURES = {
  play: [play, 'played different games (actions)'],
  corpus: [corpus, 'ran different corpora (scenario runs)'],
  live: [live, 'gave different diagnostics'],
  search: [search, 'explored different states'],
};
const ONLY = process.env.BENCH_MEASURES?.split(',') ?? Object.keys(ALL_MEASURES);
for (const k of ONLY) if (!(k in ALL_MEASURES)) throw new Error(`BENCH_MEASURES: no measure ${k}`);
const MEASURES = Object.fromEntries(Object.entries(ALL_MEASURES).filter(([k]) => ONLY.includes(k)));
const rows = Object.fromEntries(Object.keys(MEASURES).map((k) => [k, []]));
const detail = Object.fromEntries(Object.keys(MEASURES).map((k) => [k, []]));
for (const b of [now, before]) for (const [measure] of Object.values(MEASURES)) measure(b);

/** Both builds' results, which goes first alternating with `i`: neither always runs on a warmer heap. */
function pair(i, measure) {
  if (i % 2 === 0) {
    const n = measure(now);
    return [n, measure(before)];
  }
  const b = measure(before);
  return [measure(now), b];
}

for (let i = 0; i < REPEAT; i++) {
  for (const [key, [measure, differ]] of Object.entries(MEASURES)) {
    const [n, b] = pair(i, measure);
    if (n.runs !== b.runs) throw new Error(`the two builds ${differ}: ${n.runs} vs ${b.runs}`);
    rows[key].push(n.rate / b.rate);
    detail[key].push([n.rate, b.rate]);
  }
}
const fmt = (n) => n.toLocaleString('en-US', { maximumFractionDigits: 0 });
console.log(
  `this tree vs ${relative(ROOT, BASELINE) || BASELINE}, ${REPEAT} repetitions after a warm-up (median ratio)`,
);
// The range of the repetitions' ratios beside the median: where it spans 1, the change is inside the
// noise of these minutes (unchanged code ranges 0.8–1.1 on a busy machine).
console.log('| measure | this tree | before | ratio | range |');
console.log('|---|---|---|---|---|');
for (const [key, label, unit] of [
  ['play', `random play, ${REVISION}, ${DECKS} decks, ${GAMES} games, every invariant`, 'actions/s'],
  ['corpus', `scenario corpus, ${FILES.length} files`, 'files/s'],
  ['live', `live diagnostics, ${STEPS} steps, the \`given\` edited`, 'edits/s'],
  ['search', `exploration, small game to depth ${DEPTH}`, 'states/s'],
].filter(([key]) => key in MEASURES)) {
  const m = median(rows[key]);
  const i = rows[key].indexOf(m);
  const [a, b] = detail[key][i];
  const lo = Math.min(...rows[key]);
  const hi = Math.max(...rows[key]);
  console.log(
    `| ${label} | ${fmt(a)} ${unit} | ${fmt(b)} ${unit} | ${m.toFixed(3)} | ${lo.toFixed(2)}–${hi.toFixed(2)} |`,
  );
}
