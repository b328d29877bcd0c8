// Language-server latency on generated scenarios of 50, 300 and 1,000 steps: p50/p95 of live
// diagnostics (syntax, binding and the engine's run after an edit), completion at a new step line and
// hover (on a clause; on a step, which needs the run), through the service functions and, for live
// diagnostics, end to end over JSON-RPC (didChange → publishDiagnostics, debounce 0). Every timed
// request follows an edit: "text above changed" means the scenario runs again; "typing on the line"
// and "edit below it" are served by the caches keyed by the text above the line. The `diagnostics`
// and `live diagnostics over JSON-RPC` rows edit Ana's money in the `given` (the first `Ana money`
// line), which changes the start: the whole scenario runs again, resumable runs or not. The rows
// marked "(a `then` line changed)" edit the last section instead, as while typing at the end, and
// "(a step halfway changed)" removes and restores one step in the middle of `when`: the language
// server resumes its last run there, so these run the tail only. Between two edits the server is
// idle, as after any publication: it collects V8's young generation then (`idle-collection.ts`), so
// that the next run does not meet a scavenge midway. The in-process rows do the same between their
// edits, untimed; over JSON-RPC the next edit waits for the server's idle work (`server.idle()`), as
// the 250 ms default debounce does. What that collection costs is printed after the table, for the
// `given` edits. No number here is a test gate.
// Build first: `npx turbo run build --filter=@arbiter/language-server`.
import { performance } from 'node:perf_hooks';
import {
  collectYoungGeneration,
  connectInMemory,
  evaluate,
  generateScenario,
  getCompletionItems,
  getDiagnostics,
  getHover,
  WorkspaceIndex,
} from '@arbiter/language-server';

const SIZES = (process.env.BENCH_SIZES ?? '50,300,1000').split(',').map(Number);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 60);
const URI = 'inmemory://bench/generated.scenario';

// 60 timed edits, so that p95 is a percentile (the 57th of 60, by nearest rank) and not the slowest
// edit, as it was with 20. Each row first runs 20 untimed edits of its own kind: V8 takes about that
// many to settle on optimised code, and a row must not pay for what the rows before it did not reach.
const WARMUP = Number(process.env.BENCH_WARMUP ?? 20);

/** The nearest-rank quantile: the smallest sample with at least `q` of the samples at or below it. */
const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.max(0, Math.min(s.length - 1, Math.ceil(q * s.length) - 1))];
};
const ms = (x) => x.toFixed(x < 10 ? 2 : 1);

/**
 * Times `fn` after `prepare` each iteration, after `WARMUP` untimed ones; before each, the server's
 * idle work, whose times go to `collections` when given.
 */
function time(prepare, fn, collections = []) {
  for (let i = 0; i < WARMUP; i++) {
    collectYoungGeneration();
    prepare(i);
    fn();
  }
  const out = [];
  for (let i = WARMUP; i < WARMUP + ITERATIONS; i++) {
    const c0 = performance.now();
    collectYoungGeneration();
    collections.push(performance.now() - c0);
    prepare(i);
    const t0 = performance.now();
    fn();
    out.push(performance.now() - t0);
  }
  return out;
}

/**
 * The text with Ana's first money line changed (the one in `given`: the start changes), so each edit
 * is a new text.
 */
const edited = (text, i) =>
  text.replace(/(\n {2}Ana money )(\d+)/, (_, head, n) => `${head}${Number(n) + (i % 2)}`);

/** The text with the `then` money expectation changed: typing at the end. */
const editedThen = (text, i) =>
  text.replace(/(\nthen\n {2}Ana money )(\d+)/, (_, head, n) => `${head}${Number(n) + (i % 2)}`);

/**
 * Every other edit leaves out one `passes` step from the second half of `when` (one whose absence the
 * implicit passes make up for, so the scenario still passes): the run goes on from there.
 */
function halfwayEdit(text) {
  const lines = text.split('\n');
  const when = lines.indexOf('when');
  const then = lines.indexOf('then');
  for (let k = Math.floor((when + then) / 2); k < then; k++) {
    if (!/^ {2}\w+ passes$/.test(lines[k])) continue;
    const without = [...lines.slice(0, k), ...lines.slice(k + 1)].join('\n');
    const probe = new WorkspaceIndex();
    probe.open(URI, without, 1);
    if (evaluate(probe, URI)?.runs[0]?.results[0]?.status === 'passed')
      return (t, i) => (i % 2 ? without : t);
  }
  throw new Error('no step halfway can be left out');
}

async function endToEnd(text, edit = edited) {
  let waiting;
  const session = connectInMemory({}, (client) =>
    client.onNotification('textDocument/publishDiagnostics', (p) => {
      if (waiting && p.version === waiting.version) waiting.resolve(p);
    }),
  );
  const client = session.client;
  await client.sendRequest('initialize', {
    processId: null,
    rootUri: null,
    capabilities: {},
    initializationOptions: { settings: { liveEvaluation: { debounceMs: 0 } } },
  });
  client.sendNotification('initialized', {});
  const published = (version) => new Promise((resolve) => (waiting = { version, resolve }));
  let version = 1;
  let p = published(version);
  client.sendNotification('textDocument/didOpen', {
    textDocument: { uri: URI, languageId: 'scenario', version, text },
  });
  await p;
  const out = [];
  for (let i = 0; i < WARMUP + ITERATIONS; i++) {
    version++;
    p = published(version);
    const t0 = performance.now();
    client.sendNotification('textDocument/didChange', {
      textDocument: { uri: URI, version },
      contentChanges: [{ text: edit(text, i) }],
    });
    await p;
    if (i >= WARMUP) out.push(performance.now() - t0);
    await session.server.idle();
  }
  session.dispose();
  return out;
}

const rows = [];
const idleRows = [];
for (const steps of SIZES) {
  const text = generateScenario(steps);
  const index = new WorkspaceIndex();
  let current = text;
  const change = (i) => {
    current = edited(text, i + 2);
    index.change(URI, current, i + 2);
  };
  const changeThen = (i) => {
    current = editedThen(text, i + 2);
    index.change(URI, current, i + 2);
  };
  const halfway = halfwayEdit(text);
  const changeHalfway = (i) => {
    current = halfway(text, i + 2);
    index.change(URI, current, i + 2);
  };
  index.open(URI, text, 1);
  const first = evaluate(index, URI)?.runs[0]?.results[0];
  if (first?.status !== 'passed')
    throw new Error(`the generated ${steps}-step scenario does not pass: ${first?.failures[0]?.message}`);
  const parsed = () => index.parsed(URI);
  const thenLine = text.split('\n').indexOf('then');
  // Completion on a new line at the end of `when`. Cold: the text above the line changed (here the
  // title), so the scenario runs again. Warm: only the line itself changed, as while typing on it.
  const withLine = (i) => {
    current = text
      .replace('\nthen\n', '\n  \nthen\n')
      .replace(/^scenario "([^"]*)"/, (_, t) => `scenario "${t} (edit ${i})"`);
    index.change(URI, current, i + 2);
  };
  const typingOnLine = (i) => {
    current = text.replace('\nthen\n', `\n  ${i % 2 ? 'A' : ''}\nthen\n`);
    index.change(URI, current, i + 2);
  };
  const completionAt = { line: thenLine, character: 2 };
  const stepLine = thenLine - 1;
  const clauseAt = { line: 2, character: 12 }; // `covers 1.2.8.2`
  withLine(0);
  if (getCompletionItems(parsed(), completionAt, index, { revision: 'v1.7' }).items.length === 0)
    throw new Error('no completion at the step');
  change(0);
  if (!getHover(parsed(), clauseAt, index)?.contents.value.includes('1.2.8.2'))
    throw new Error('no clause hover');
  if (
    !getHover(parsed(), { line: stepLine, character: 3 }, index, {
      revision: 'v1.7',
    })?.contents.value.includes('After this step')
  )
    throw new Error('no step hover');
  const collections = [];
  const measured = {
    diagnostics: time(change, () => getDiagnostics(parsed(), index, evaluate(index, URI)), collections),
    'completion (text above changed)': time(withLine, () =>
      getCompletionItems(parsed(), completionAt, index, { revision: 'v1.7' }),
    ),
    'completion (typing on the line)': time(typingOnLine, () =>
      getCompletionItems(
        parsed(),
        { ...completionAt, character: current.split('\n')[completionAt.line].length },
        index,
        {
          revision: 'v1.7',
        },
      ),
    ),
    'hover on a clause': time(change, () => getHover(parsed(), clauseAt, index)),
    'hover on a step (edit below it)': time(change, () =>
      getHover(parsed(), { line: stepLine, character: 3 }, index, { revision: 'v1.7' }),
    ),
    'hover on a step (text above changed)': time(withLine, () =>
      getHover(parsed(), { line: stepLine, character: 3 }, index, { revision: 'v1.7' }),
    ),
    'live diagnostics over JSON-RPC': await endToEnd(text),
    'diagnostics (a `then` line changed)': time(changeThen, () =>
      getDiagnostics(parsed(), index, evaluate(index, URI)),
    ),
    'diagnostics (a step halfway changed)': time(changeHalfway, () =>
      getDiagnostics(parsed(), index, evaluate(index, URI)),
    ),
    'live diagnostics over JSON-RPC (a `then` line changed)': await endToEnd(text, editedThen),
    'live diagnostics over JSON-RPC (a step halfway changed)': await endToEnd(text, halfway),
  };
  for (const [what, xs] of Object.entries(measured))
    rows.push({ steps, what, p50: quantile(xs, 0.5), p95: quantile(xs, 0.95) });
  idleRows.push({ steps, p50: quantile(collections, 0.5), p95: quantile(collections, 0.95) });
}

const width = Math.max(...rows.map((r) => r.what.length));
console.log(
  `language server latency, ms (${ITERATIONS} timed edits each after ${WARMUP} untimed; node ${process.version})`,
);
console.log(`${'steps'.padStart(5)}  ${'request'.padEnd(width)}  ${'p50'.padStart(7)}  ${'p95'.padStart(7)}`);
for (const r of rows)
  console.log(
    `${String(r.steps).padStart(5)}  ${r.what.padEnd(width)}  ${ms(r.p50).padStart(7)}  ${ms(r.p95).padStart(7)}`,
  );
for (const r of idleRows)
  console.log(
    `between edits, ${r.steps} steps: young-generation collection p50 ${ms(r.p50)} p95 ${ms(r.p95)} ms`,
  );
