import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnyGameModule, ClauseMap, GameAction, LoggedEvent } from '@arbiter/core';
import { gardenerModule } from '@arbiter/gardener';
import {
  coverageHtml,
  coverageText,
  DECKS,
  type DeckName,
  type FuzzProgress,
  generic,
  holds,
  mechanicsText,
  type Predicate,
  PredicateError,
  parsePredicate,
  writeCounterexample,
} from '@arbiter/harness';
import { type Action, type GameState, megacorpModule } from '@arbiter/megacorp';
import { gameOfText, runScenarioText } from '@arbiter/scenario';
import cliProgress from 'cli-progress';
import { type FoundFolder, openFoundFolder } from '../found-games.js';
import {
  GAMES,
  GARDENER_MODES,
  type GameId,
  type GardenerModeChoice,
  gameById,
  gardenerConfigs,
} from '../games.js';
import { gardenerCounterexample } from '../gardener-counterexample.js';
import { type CounterexampleEntry, type FuzzReport, withMechanics } from '../harness-report.js';

/** A fuzz run's summary, whichever game it played. */
export type FuzzSummary = generic.FuzzSummary<unknown, GameAction, LoggedEvent>;
type Trace = generic.GameTrace<unknown, GameAction, unknown>;

export interface FuzzCommandOptions {
  /** The game to play (`megacorp` by default; see `games.ts`). */
  readonly game?: string;
  /** Gardener: `both` play modes (default), `individual` or `teams`. */
  readonly mode?: string;
  /** Budget: this many games. */
  readonly games?: number;
  /** Budget: this many actions (default 100,000 when no budget is given: the CI budget). */
  readonly actions?: number;
  /** Budget: this many seconds. */
  readonly time?: number;
  /** Revision ids; all built-in revisions when empty. */
  readonly revision?: readonly string[];
  readonly seed?: number;
  /** `i/n`, 1-based: this run plays the i-th of n disjoint shares of the games. */
  readonly shard?: string;
  /** Where counterexample scenarios are written (default `counterexamples`). */
  readonly out?: string;
  /** Writes `<path>.json` and `<path>.html` coverage reports. */
  readonly coverage?: string;
  readonly maxActionsPerGame?: number;
  /**
   * `demo` (default): the engine's demo decks, events included; `plain`: cards without abilities
   * only, so every counterexample replays exactly under `arbiter run`; `reference`: the reference decks
   * (scenarios/cards/reference-decks.cards), the rulebooks' cards and the keywords; `mechanics`: the
   * mechanics decks (scenarios/cards/mechanics-decks.cards), every mechanic of the card language.
   * Megacorp only.
   */
  readonly decks?: DeckName;
  /** Write at most this many counterexamples, one per distinct broken invariant set (default 3). */
  readonly maxViolations?: number;
  /** No progress bar. */
  readonly quiet?: boolean;
  /** `json`: also write the run's report (`FuzzReport`), the input of `merge-reports`. */
  readonly reporter?: 'pretty' | 'json';
  /** Where the JSON report goes (the CLI requires it with `json`; without it the report is printed). */
  readonly output?: string;
  /** Megacorp: count the games that reach a position where this predicate holds (`arbiter find`'s language). */
  readonly witness?: string;
  /**
   * Megacorp: replay this folder's scenarios first, then keep each game that reaches a chart transition
   * or a rule key nothing before it reached, as a scenario there (`found-games.ts`).
   */
  readonly keepFound?: string;
  /** The folder paths are shown relative to (default: the process's). */
  readonly cwd?: string;
}

/** `fuzz --workers n`: play across this many worker threads (Megacorp); the one-thread summary. */
export type FuzzWorkersOptions = FuzzCommandOptions & { readonly workers?: number };

export interface CommandIo {
  /** A line of the summary (stdout). */
  readonly out: (line: string) => void;
  /** Where the progress bar draws (stderr); it draws only on a terminal. */
  readonly progress?: NodeJS.WritableStream;
}

const defaultIo: CommandIo = { out: (line) => console.log(line), progress: process.stderr };

/** `i/n` (1-based) as a 0-based shard, or an error message. */
export function parseShard(text: string): { index: number; count: number } | string {
  const m = /^(\d+)\/(\d+)$/.exec(text.trim());
  const i = Number(m?.[1]);
  const n = Number(m?.[2]);
  if (!m || n < 1 || i < 1 || i > n) return `--shard takes i/n with 1 <= i <= n, e.g. 2/4 (not "${text}")`;
  return { index: i - 1, count: n };
}

const num = (n: number) => Math.round(n).toLocaleString('en-US');

/**
 * The counterexamples an earlier run wrote into `dir` for this game (scenario files tagged
 * `counterexample`), run again before the new games: the runner checks every invariant after each of
 * their steps, so one that still breaks fails as it did. Returns the files that still fail.
 */
export function replayEarlier(dir: string, game: string, out: (line: string) => void): string[] {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) return [];
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.scenario'))
    .sort()
    .map((f) => join(dir, f));
  const mine = files.filter((path) => {
    const text = readFileSync(path, 'utf8');
    return gameOfText(text) === game && /^ {2}tags\b.*\bcounterexample\b/m.test(text);
  });
  if (mine.length === 0) return [];
  const failing = mine.filter((path) => {
    const run = runScenarioText(readFileSync(path, 'utf8'), path);
    return run.scenarios.some((r) => r.status !== 'passed');
  });
  out(
    `replayed ${mine.length} earlier counterexample(s) in ${dir}: ${failing.length} still break, ${mine.length - failing.length} hold now`,
  );
  for (const path of failing) out(`  still breaks: ${path} (arbiter run ${path})`);
  return failing;
}

/** Writes each counterexample into `dir` without overwriting an earlier file; returns the paths. */
export function writeCounterexamples(
  dir: string,
  list: readonly generic.Counterexample<unknown, unknown>[],
): string[] {
  if (list.length === 0) return [];
  mkdirSync(dir, { recursive: true });
  return list.map((c) => {
    let path = join(dir, c.fileName);
    // Megacorp writes `.scenario` files, a game without a dialect `.txt` accounts.
    for (let k = 2; existsSync(path); k++)
      path = join(
        dir,
        /\.[a-z]+$/.test(c.fileName) ? c.fileName.replace(/(\.[a-z]+)$/, `-${k}$1`) : `${c.fileName}-${k}`,
      );
    writeFileSync(path, c.text);
    return path;
  });
}

/** A written counterexample as a report lists it. */
export function counterexampleEntry(
  c: generic.Counterexample<unknown, unknown>,
  file: string,
): CounterexampleEntry {
  const chunk = c.origin.kind === 'fuzz' ? c.origin.chunk : undefined;
  return {
    key: generic.failureNames(c.failure).join('|'),
    title: c.title,
    file,
    steps: c.steps,
    ...(chunk !== undefined ? { chunk } : {}),
  };
}

/** Writes a JSON report to `path`, or prints it when no path is given. */
export function writeJsonReport(report: object, path: string | undefined, io: CommandIo): void {
  const text = `${JSON.stringify(report, null, 2)}\n`;
  if (!path) {
    io.out(text.trimEnd());
    return;
  }
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
  io.out(`  report: ${path}`);
}

/** Writes `<prefix>.json` and `<prefix>.html`. */
export function writeCoverage(
  prefix: string,
  report: ReturnType<FuzzSummary['coverage']['report']>,
): string[] {
  const base = prefix.replace(/\.(json|html)$/, '');
  writeFileSync(`${base}.json`, `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(`${base}.html`, coverageHtml(report));
  return [`${base}.json`, `${base}.html`];
}

/** The options every game's fuzz loop takes alike. */
export interface CommonFuzzOptions {
  readonly games?: number;
  readonly actions?: number;
  readonly timeSeconds?: number;
  readonly revisions?: readonly string[];
  readonly seed: number;
  readonly shard: { index: number; count: number };
  readonly maxActionsPerGame?: number;
  readonly maxViolations?: number;
  readonly onProgress?: (p: FuzzProgress) => void;
  readonly onGame?: (trace: Trace) => void;
  readonly onCounted?: (game: generic.CountedGame) => void;
}

/** What a worker thread rebuilds a game's fuzz run from: plain data only. */
export interface FuzzWorkerGame {
  readonly game: GameId;
  readonly mode?: string;
  readonly decks?: FuzzCommandOptions['decks'];
  readonly revisions?: readonly string[];
  readonly seed: number;
  readonly maxActionsPerGame?: number;
}

/** A game's module and the fuzz options of its own (decks, counterexample writer, how games are tagged). */
export interface FuzzSetup {
  readonly module: AnyGameModule;
  readonly options: generic.FuzzOptions<unknown, GameAction, LoggedEvent, unknown, ClauseMap>;
}

/** The fuzz run of a game, with its own options checked first; a string is a usage error. */
export function fuzzSetup(
  game: GameId,
  opts: Pick<FuzzCommandOptions, 'mode' | 'decks'>,
): FuzzSetup | string {
  switch (game) {
    case 'megacorp': {
      if (opts.mode !== undefined) return '--mode chooses a play mode of Gardener; Megacorp has one';
      const decks = opts.decks ?? 'demo';
      return {
        module: megacorpModule as AnyGameModule,
        options: {
          ...(decks === 'demo' ? {} : { decks: DECKS[decks] }),
          writeCounterexample,
        } as FuzzSetup['options'],
      };
    }
    case 'gardener': {
      if (opts.decks !== undefined)
        return '--decks chooses Megacorp decks; Gardener plays random stashes of its sample library (see --mode)';
      const mode = opts.mode ?? 'both';
      if (!(GARDENER_MODES as readonly string[]).includes(mode))
        return `--mode must be one of ${GARDENER_MODES.join(', ')}, not ${mode}`;
      const decks = gardenerConfigs(mode as GardenerModeChoice);
      // A counterexample is a scenario from the latest position a `given` describes (the dialect's writer).
      return {
        module: gardenerModule as AnyGameModule,
        options: {
          ...(decks ? { decks } : {}),
          writeCounterexample: gardenerCounterexample,
          tagGame: GAMES.gardener.tally,
        } as FuzzSetup['options'],
      };
    }
  }
}

/**
 * `arbiter fuzz`: random legal games of a game (`--game`, Megacorp by default) within a budget, every
 * invariant after every action; prints a progress bar with actions/s and a summary, writes each shrunk
 * counterexample (a scenario for Megacorp, the plain account for a game without a dialect). A game
 * whose cap is a finding (Gardener) fails the run when one reaches it. Plays on this thread.
 * Returns the exit code: 0 clean, 1 on any violation or liveness finding, 2 on a usage error.
 */
export function fuzzCommand(opts: FuzzCommandOptions, io: CommandIo = defaultIo): number {
  const run = prepareFuzz(opts, io);
  if (typeof run === 'number') return run;
  let summary: FuzzSummary;
  try {
    summary = generic.fuzz(run.setup.module, { ...run.common, ...run.setup.options }) as FuzzSummary;
  } catch (e) {
    return run.fail(e);
  }
  return run.finish(summary);
}

/** The worker script of `fuzz --workers`, built next to this module (absent when run from source). */
const WORKER_SCRIPT = new URL('../fuzz-worker.js', import.meta.url);

/**
 * `arbiter fuzz --workers n`: `fuzzCommand` with the games played across `n` worker threads (default:
 * the machine's cores; 1 plays on this thread); the same seed and budget print the same summary as one
 * thread (timings aside). `--witness` replays each game's actions, which stay in their worker: it
 * plays on this thread.
 */
export async function fuzzWorkers(opts: FuzzWorkersOptions, io: CommandIo = defaultIo): Promise<number> {
  const oneThread = opts.witness !== undefined || opts.keepFound !== undefined;
  if (oneThread && opts.workers !== undefined && opts.workers > 1) {
    // The workers report each game's tally back, not its actions: nothing to ask a predicate of, nothing to keep.
    io.out(
      `fuzz: ${opts.witness !== undefined ? '--witness counts' : '--keep-found keeps'} games in one thread; leave out --workers`,
    );
    return 2;
  }
  const workers = opts.workers ?? availableParallelism();
  if (workers <= 1 || oneThread || !existsSync(fileURLToPath(WORKER_SCRIPT))) return fuzzCommand(opts, io);
  const run = prepareFuzz(opts, io);
  if (typeof run === 'number') return run;
  let summary: FuzzSummary;
  try {
    const { onGame: _onGame, ...common } = run.common;
    const game: FuzzWorkerGame = {
      game: run.game,
      ...(opts.mode !== undefined ? { mode: opts.mode } : {}),
      ...(opts.decks !== undefined ? { decks: opts.decks } : {}),
      ...(common.revisions ? { revisions: common.revisions } : {}),
      seed: common.seed,
      ...(common.maxActionsPerGame !== undefined ? { maxActionsPerGame: common.maxActionsPerGame } : {}),
    };
    summary = (await generic.fuzzAcrossWorkers(
      run.setup.module,
      { ...common, ...run.setup.options },
      { script: WORKER_SCRIPT, game, workers },
    )) as FuzzSummary;
  } catch (e) {
    return run.fail(e);
  }
  return run.finish(summary);
}

/**
 * Whether a played game passed through a position where the predicate holds: its actions replayed
 * from its first position (a trace keeps no states), the predicate asked after each.
 */
function reachesWitness(p: Predicate, trace: Trace): boolean {
  let s = trace.initial as GameState;
  if (holds(p, s)) return true;
  for (const a of trace.actions) {
    const r = megacorpModule.apply(s, a as Action);
    if (!r.ok) return false;
    s = r.state;
    if (holds(p, s)) return true;
  }
  return false;
}

/** A fuzz run's options, progress bar and report; or the exit code of a usage error. */
function prepareFuzz(opts: FuzzCommandOptions, io: CommandIo) {
  const found = gameById(opts.game ?? 'megacorp');
  if (!found.ok) {
    io.out(`fuzz: ${found.message}`);
    return 2;
  }
  const { id: game, entry } = found;
  const setup = fuzzSetup(game, opts);
  if (typeof setup === 'string') {
    io.out(`fuzz: ${setup}`);
    return 2;
  }
  let witness: Predicate | undefined;
  if (opts.witness !== undefined) {
    if (game !== 'megacorp') {
      io.out('fuzz: --witness reads Megacorp positions; leave it out for other games');
      return 2;
    }
    try {
      witness = parsePredicate(opts.witness);
    } catch (e) {
      if (!(e instanceof PredicateError)) throw e;
      io.out(e.format('--witness'));
      return 2;
    }
  }
  let kept: FoundFolder | undefined;
  let shownFound = '';
  if (opts.keepFound !== undefined) {
    if (game !== 'megacorp') {
      io.out('fuzz: --keep-found writes Megacorp scenarios; leave it out for other games');
      return 2;
    }
    kept = openFoundFolder(opts.keepFound, opts.cwd ?? process.cwd());
    shownFound =
      relative(opts.cwd ?? process.cwd(), resolve(opts.cwd ?? process.cwd(), opts.keepFound)) || '.';
    io.out(
      `found: ${kept.replayed} kept game(s) replayed first from ${shownFound}${kept.failing.length ? `, ${kept.failing.length} failing` : ''}`,
    );
    for (const f of kept.failing) io.out(`  ${f}`);
  }
  const reached = { games: 0, first: undefined as string | undefined };
  let shard = { index: 0, count: 1 };
  if (opts.shard !== undefined) {
    const parsed = parseShard(opts.shard);
    if (typeof parsed === 'string') {
      io.out(parsed);
      return 2;
    }
    shard = parsed;
  }
  const noBudget = opts.games === undefined && opts.actions === undefined && opts.time === undefined;
  const budget = {
    ...(opts.games !== undefined ? { games: opts.games } : {}),
    ...(opts.actions !== undefined || noBudget ? { actions: opts.actions ?? 100_000 } : {}),
    ...(opts.time !== undefined ? { timeSeconds: opts.time } : {}),
  };
  const bar =
    opts.quiet || !io.progress
      ? null
      : new cliProgress.SingleBar(
          {
            stream: io.progress,
            format:
              'fuzz [{bar}] {percentage}% | {games} games | {actions} actions | {speed} actions/s | {violations} violations',
            hideCursor: true,
            clearOnComplete: true,
          },
          cliProgress.Presets.shades_classic,
        );
  bar?.start(1000, 0, { games: 0, actions: 0, speed: 0, violations: 0 });
  const tally = new Map<string, number>();
  const unended: generic.CountedGame[] = [];
  const common: CommonFuzzOptions = {
    ...budget,
    ...(opts.revision?.length ? { revisions: opts.revision } : {}),
    seed: opts.seed ?? 1,
    shard,
    ...(opts.maxActionsPerGame !== undefined ? { maxActionsPerGame: opts.maxActionsPerGame } : {}),
    ...(opts.maxViolations !== undefined ? { maxViolations: opts.maxViolations } : {}),
    onProgress: (p) =>
      bar?.update(Math.round(p.done * 1000), {
        games: num(p.games),
        actions: num(p.actions),
        speed: num(p.actionsPerSecond),
        violations: p.violations,
      }),
    onCounted: (g) => {
      if (g.tag !== undefined) tally.set(g.tag, (tally.get(g.tag) ?? 0) + 1);
      if (g.outcome === 'budget' || g.outcome === 'stuck') unended.push(g);
    },
    ...(witness || kept
      ? {
          onGame: (trace: Trace) => {
            if (kept && trace.outcome !== 'failed')
              kept.consider({
                initial: trace.initial,
                actions: trace.actions,
                origin: `fuzz seed ${opts.seed ?? 1}, revision ${trace.game.revision}, deck seed ${trace.game.seed}`,
                fileStem: `found-${trace.game.revision}-${trace.game.seed}`,
              });
            if (witness && reachesWitness(witness, trace)) {
              reached.games++;
              reached.first ??= `revision ${trace.game.revision}, deck seed ${trace.game.seed}`;
            }
          },
        }
      : {}),
  };
  // What the last runs found comes first: a counterexample that still breaks fails this run too.
  const earlier = replayEarlier(opts.out ?? 'counterexamples', game, io.out);
  const fail = (e: unknown): number => {
    bar?.stop();
    io.out(`fuzz: ${e instanceof Error ? e.message : String(e)}`);
    return 2;
  };
  const finish = (summary: FuzzSummary): number => {
    bar?.stop();
    const s = summary;
    io.out(
      `fuzz: ${num(s.games)} games, ${num(s.actions)} actions in ${(s.elapsedMs / 1000).toFixed(1)} s ` +
        `(${num(s.actionsPerSecond)} actions/s, ${s.gamesPerSecond.toFixed(1)} games/s` +
        `${s.shrinkMs > 0 ? `; ${(s.shrinkMs / 1000).toFixed(1)} s shrinking` : ''})`,
    );
    io.out(
      `  ${game === 'megacorp' ? '' : `game ${game}; `}revisions ${s.revisions.join(', ')}; seed ${s.seed}; shard ${s.shard.index + 1}/${s.shard.count}; ` +
        `games ended: ${s.outcomes.over} over, ${s.outcomes.budget} at the action limit, ${s.outcomes.failed} failed` +
        `${entry.capIsFinding && s.outcomes.stuck > 0 ? `, ${s.outcomes.stuck} stuck` : ''}`,
    );
    if (entry.tally)
      io.out(
        `  games by mode: ${[...tally.entries()]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([label, n]) => `${label} ${num(n)}`)
          .join(', ')}`,
      );
    const report = s.coverage.report();
    for (const line of coverageText(report).split('\n')) io.out(`  ${line}`);
    const { mechanics } = withMechanics(game, report);
    if (mechanics) for (const line of mechanicsText(mechanics).split('\n')) io.out(`  ${line}`);
    if (opts.coverage)
      for (const path of writeCoverage(opts.coverage, report)) io.out(`  coverage report: ${path}`);
    const liveness = entry.capIsFinding ? unended.length : 0;
    if (entry.capIsFinding) {
      const cap = opts.maxActionsPerGame ?? entry.module.play.maxActionsPerGame;
      io.out(`liveness: ${liveness} game(s) did not end within ${num(cap)} actions`);
      for (const t of unended.slice(0, opts.maxViolations ?? 3))
        io.out(
          `  ${t.outcome === 'stuck' ? 'stuck (nobody can act)' : 'at the cap'}: revision ${t.revision}, ` +
            `deck seed ${t.seed}, ${t.policy} choices, ${num(t.actions)} actions, turn ${t.turns}`,
        );
    }
    if (witness)
      io.out(
        `witness: ${num(reached.games)} of ${num(s.games)} games reached ${opts.witness}` +
          (reached.first ? ` (the first: ${reached.first})` : ''),
      );
    if (kept) {
      io.out(`found: ${kept.kept.length} new game(s) kept in ${shownFound}`);
      for (const k of kept.kept)
        io.out(
          `  ${k.path}: ${k.news.transitions.length} new transition(s), ${k.news.keys.length} new rule key(s)`,
        );
    }
    io.out(`violations: ${s.failedGames} failing game(s), ${s.violations.length} counterexample(s)`);
    const paths = writeCounterexamples(opts.out ?? 'counterexamples', s.violations);
    for (const [i, v] of s.violations.entries()) {
      io.out(`  ${paths[i]}: ${v.title.replace(/^Harness counterexample: /, '')}`);
      io.out(
        `    ${v.steps} step(s)${v.reproduced ? ', replayed from its given' : ', from the setup (not replayed)'}`,
      );
    }
    const broken = s.failedGames > 0 || liveness > 0 || earlier.length > 0 || (kept?.failing.length ?? 0) > 0;
    const exitCode = broken ? 1 : 0;
    if (opts.reporter === 'json') {
      const fuzzReport: FuzzReport = {
        version: 1,
        kind: 'fuzz',
        game,
        seed: s.seed,
        revisions: s.revisions,
        budget,
        maxViolations: opts.maxViolations ?? 3,
        shard: { index: s.shard.index + 1, count: s.shard.count },
        games: s.games,
        actions: s.actions,
        outcomes: s.outcomes,
        failedGames: s.failedGames,
        longestGameTurns: s.longestGameTurns,
        ...(entry.tally
          ? { tally: Object.fromEntries([...tally.entries()].sort(([a], [b]) => a.localeCompare(b))) }
          : {}),
        ...(entry.capIsFinding ? { unended: liveness } : {}),
        coverage: report,
        ...(mechanics ? { mechanics } : {}),
        counterexamples: s.violations.map((v, i) => counterexampleEntry(v, paths[i] as string)),
        elapsedMs: s.elapsedMs,
        exitCode,
      };
      writeJsonReport(fuzzReport, opts.output, io);
    }
    return exitCode;
  };
  return { game, setup, common, fail, finish };
}
