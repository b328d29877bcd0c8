import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ClauseMap, GameAction, GameModule, LoggedEvent } from '@arbiter/core';
import { gardenerModule, type PlayMode, profileById } from '@arbiter/gardener';
import {
  type ExploreConfig,
  type ExploreOptions,
  type ExploreProduction,
  generic,
  megacorpSearch,
  SMALL_GAME,
} from '@arbiter/harness';
import { megacorpModule } from '@arbiter/megacorp';
import cliProgress from 'cli-progress';
import {
  type GameId,
  type GardenerExploreFile,
  gameById,
  gardenerExploreConfig,
  gardenerSmallGame,
} from '../games.js';
import { gardenerCounterexample } from '../gardener-counterexample.js';
import type { CompactRecord, ExploreReport } from '../harness-report.js';
import { exploreLimits } from './explore-limits.js';
import {
  type CommandIo,
  counterexampleEntry,
  parseShard,
  writeCounterexamples,
  writeCoverage,
  writeJsonReport,
} from './fuzz.js';

type ExploreSummary = generic.ExploreSummary<unknown, GameAction, LoggedEvent>;

export interface ExploreCommandOptions {
  /** The game to explore (`megacorp` by default; see `games.ts`). */
  readonly game?: string;
  /** Gardener: the play mode of the built-in small game, `individual` (default) or `teams`. */
  readonly mode?: string;
  /**
   * A JSON file: an ExploreConfig (players with decks, `parameters`, `revision`, `seed`, `setup`,
   * extra `cards`), optionally with bounds `maxDepth`, `maxTurns`, `maxStates`, `timeSeconds` and
   * `production`, `order`, `symmetry`.
   * Without it the built-in small game is explored. For Gardener: `players` (id, stash of sample
   * library keys, team), `mode`, `revision`, `seed`, `firstPlayer`, and the same bounds.
   */
  readonly config?: string;
  readonly maxDepth?: number;
  readonly maxTurns?: number;
  readonly maxStates?: number;
  /** Seconds. */
  readonly time?: number;
  /** Which trait productions to explore: `all` (default), `active-player` or `none`. */
  readonly production?: string;
  /** `breadth-first` (default) or `turns`. */
  readonly order?: string;
  /** `none` (default) or `networks`. */
  readonly symmetry?: string;
  /** Megacorp: `none` (default) or `sleep-sets` (productions that commute taken in one order). */
  readonly partialOrder?: string;
  /**
   * `end-of-turn N` (the words of `--until`): every state up to the end of turn N, turn by turn, with
   * no depth or state bound unless one is given; the positions that begin turn N + 1 are the leaves.
   */
  readonly until?: readonly string[];
  /** Print where the states come from: by turn and by the action that first reached them. */
  readonly stats?: boolean;
  /** The revision the game is played under, instead of the config's (the built-in small game's: v1.7). */
  readonly revision?: string;
  readonly out?: string;
  readonly coverage?: string;
  readonly quiet?: boolean;
  /**
   * `i/n`, 1-based: explore only the i-th of n shares of the first state's actions (positions i-1,
   * i-1+n, …); `merge-reports` joins the shards' JSON reports into the unsharded search's.
   */
  readonly shard?: string;
  /** `json`: also write the search's report (`ExploreReport`); a shard's lists its states for the merge. */
  readonly reporter?: 'pretty' | 'json';
  /** Where the JSON report goes (the CLI requires it with `json`; without it the report is printed). */
  readonly output?: string;
}

interface Bounds {
  readonly maxDepth?: number;
  readonly maxTurns?: number;
  readonly maxStates?: number;
  readonly timeSeconds?: number;
  readonly production?: ExploreProduction;
  readonly order?: ExploreOptions['order'];
  readonly symmetry?: ExploreOptions['symmetry'];
  readonly partialOrder?: ExploreOptions['partialOrder'];
}

type ConfigFile = ExploreConfig & Bounds;
type GardenerFile = GardenerExploreFile & Bounds;

/** The values each reduction or order option takes, the default first. */
const CHOICES = {
  production: ['all', 'active-player', 'none'] satisfies ExploreProduction[],
  order: ['breadth-first', 'turns', 'depth-first'] satisfies NonNullable<ExploreOptions['order']>[],
  symmetry: ['none', 'networks'] satisfies NonNullable<ExploreOptions['symmetry']>[],
  partialOrder: ['none', 'sleep-sets'] satisfies NonNullable<ExploreOptions['partialOrder']>[],
} as const;

/** The CLI's spelling of each choice's option. */
const FLAG: Record<keyof typeof CHOICES, string> = {
  production: '--production',
  order: '--order',
  symmetry: '--symmetry',
  partialOrder: '--partial-order',
};

/** Without `--until`, `--max-depth` defaults to this; with it, the search is bounded by turns alone. */
const DEFAULT_MAX_DEPTH = 12;
const DEFAULT_MAX_STATES = 50_000;
/** `--until`'s state budget unless one is given: the visited set holds about 28 bytes a state. */
const UNTIL_MAX_STATES = 20_000_000;

/** `--until end-of-turn N`: the last turn explored, or a usage error. */
export function parseUntil(words: readonly string[]): number | string {
  const m = /^end-of-turn\s+(\d+)$/.exec(words.join(' ').trim());
  const n = m ? Number(m[1]) : Number.NaN;
  if (!(n >= 1)) return `--until takes "end-of-turn N" with N a turn from 1 (got "${words.join(' ')}")`;
  return n;
}

const num = (n: number) => Math.round(n).toLocaleString('en-US');

function readConfig(path: string, game: GameId): ConfigFile | GardenerFile | string {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(path, 'utf8'));
  } catch (e) {
    return `cannot read ${path}: ${e instanceof Error ? e.message : String(e)}`;
  }
  if (!data || typeof data !== 'object' || !Array.isArray((data as ConfigFile).players))
    return game === 'gardener'
      ? `${path}: expected an object with "players" (id, stash of sample library keys, team in teams mode)`
      : `${path}: expected an object with "players" (id, business, founder, mainDeck, resourceDeck)`;
  return data as ConfigFile | GardenerFile;
}

/** The bounds and hooks every game's search takes alike. */
interface CommonExploreOptions {
  readonly maxDepth: number;
  readonly maxTurns: number;
  readonly maxStates: number;
  readonly order: ExploreOptions['order'];
  readonly timeSeconds?: number;
  readonly onProgress: ExploreOptions['onProgress'];
  readonly shard?: { readonly index: number; readonly count: number };
  readonly records?: boolean;
  readonly stats?: boolean;
  readonly endPositions?: boolean;
}

/** What `explore --workers` starts each worker with: the command's options (a worker checks them again). */
export interface ExploreWorkerData {
  readonly opts: ExploreCommandOptions;
}

/**
 * A game's search, three ways alike: on this thread, across worker threads (`pool`: this command's
 * worker script), or served in such a worker (the search's states expanded there).
 */
interface ExploreRunner {
  one(common: CommonExploreOptions): ExploreSummary;
  across(common: CommonExploreOptions, pool: generic.WorkerPool<ExploreWorkerData>): Promise<ExploreSummary>;
  serve(common: CommonExploreOptions): void;
}

/** The same search in each of the runner's three forms, from the game's module and options. */
function runnerOf<S, A extends GameAction, E extends LoggedEvent, Cfg, R extends ClauseMap>(
  module: GameModule<S, A, E, Cfg, R>,
  options: (common: CommonExploreOptions) => generic.ExploreOptions<S, A, E, Cfg, R>,
): ExploreRunner {
  return {
    one: (common) => generic.explore(module, options(common)) as unknown as ExploreSummary,
    across: async (common, pool) =>
      (await generic.exploreAcrossWorkers(module, options(common), pool)) as unknown as ExploreSummary,
    serve: (common) => generic.serveExpansions(module, options(common)),
  };
}

/** The search of a game with its own options checked first; a string is a usage error. */
function exploreLoop(
  game: GameId,
  opts: ExploreCommandOptions,
  file: Bounds & object,
  chosen: Record<keyof typeof CHOICES, string>,
): ExploreRunner | string {
  switch (game) {
    case 'megacorp': {
      if (opts.mode !== undefined) return '--mode chooses a play mode of Gardener; Megacorp has one';
      return runnerOf(megacorpModule, (common) =>
        megacorpSearch({
          ...common,
          config: file as ConfigFile,
          production: chosen.production as ExploreProduction,
          symmetry: chosen.symmetry as ExploreOptions['symmetry'],
          partialOrder: chosen.partialOrder as ExploreOptions['partialOrder'],
        }),
      );
    }
    case 'gardener': {
      if (chosen.production !== 'all' || chosen.symmetry !== 'none' || chosen.partialOrder !== 'none')
        return '--production, --symmetry and --partial-order are reductions of Megacorp; Gardener explores every action';
      const mode = opts.mode ?? 'individual';
      if (mode !== 'individual' && mode !== 'teams') return `--mode must be individual or teams, not ${mode}`;
      const small = opts.config
        ? (file as GardenerFile)
        : {
            ...gardenerSmallGame(mode as PlayMode),
            ...(opts.revision !== undefined ? { revision: opts.revision } : {}),
          };
      let profile: ReturnType<typeof profileById>;
      try {
        profile = profileById(small.revision ?? 'got-2008');
      } catch (e) {
        return e instanceof Error ? e.message : String(e);
      }
      return runnerOf(gardenerModule, (common) => ({
        ...common,
        config: gardenerExploreConfig(small, profile),
        gameSeed: small.seed ?? 1,
        // A violation is a scenario that replays to it, as fuzz writes them.
        writeCounterexample: gardenerCounterexample,
      }));
    }
  }
}

/** An explore run's game, search and bounds, checked; what printing its summary needs besides the result. */
interface PreparedExplore {
  readonly game: GameId;
  readonly file: Bounds & object;
  readonly chosen: Record<keyof typeof CHOICES, string>;
  readonly loop: ExploreRunner;
  readonly shard?: { readonly index: number; readonly count: number };
  readonly bounds: { readonly maxDepth: number; readonly maxTurns: number; readonly maxStates: number };
  readonly time?: number;
  /** `--until end-of-turn N`: N. */
  readonly until?: number;
  readonly stats: boolean;
}

/** A search's result as the summary prints it: one thread's, or the workers' shards merged. */
interface ExploreResult {
  readonly states: number;
  readonly edges: number;
  readonly depthReached: number;
  readonly turnsReached: number;
  readonly turnsComplete: number;
  readonly complete: boolean;
  readonly leaves: { readonly depth: number; readonly turn: number; readonly over: number };
  readonly elapsedMs: number;
  readonly violations: readonly generic.Counterexample<unknown, unknown>[];
  readonly coverage: generic.CoverageReport;
  readonly records?: readonly generic.StateRecord[];
  readonly applied?: number;
  readonly stats?: generic.ExploreStats;
  readonly endPositions?: readonly string[];
}

/** The options checked and the search chosen; or the exit code of a usage error. */
function prepareExplore(opts: ExploreCommandOptions, io: CommandIo): PreparedExplore | number {
  const found = gameById(opts.game ?? 'megacorp');
  if (!found.ok) {
    io.out(`explore: ${found.message}`);
    return 2;
  }
  const game = found.id;
  let file: Bounds & object = game === 'megacorp' ? SMALL_GAME : {};
  if (opts.config) {
    const read = readConfig(opts.config, game);
    if (typeof read === 'string') {
      io.out(read);
      return 2;
    }
    file = read;
  }
  if (opts.revision !== undefined) file = { ...file, revision: opts.revision } as Bounds & object;
  let until: number | undefined;
  if (opts.until !== undefined) {
    const parsed = parseUntil(opts.until);
    if (typeof parsed === 'string') {
      io.out(`explore: ${parsed}`);
      return 2;
    }
    // The turn bound is the point: another order or turn bound would say something else.
    if (
      opts.maxTurns !== undefined ||
      (opts.order !== undefined && opts.order !== 'turns' && opts.order !== 'depth-first')
    ) {
      io.out(
        'explore: --until end-of-turn N sets the turn bound and explores turn by turn (--order turns or depth-first); drop --max-turns',
      );
      return 2;
    }
    until = parsed;
  }
  const chosen: Record<keyof typeof CHOICES, string> = {
    production: opts.production ?? file.production ?? 'all',
    order:
      until !== undefined
        ? opts.order === 'depth-first'
          ? 'depth-first'
          : 'turns'
        : (opts.order ?? file.order ?? 'breadth-first'),
    symmetry: opts.symmetry ?? file.symmetry ?? 'none',
    partialOrder: opts.partialOrder ?? file.partialOrder ?? 'none',
  };
  for (const [option, values] of Object.entries(CHOICES)) {
    const value = chosen[option as keyof typeof CHOICES];
    if (!(values as readonly string[]).includes(value)) {
      io.out(
        `explore: ${FLAG[option as keyof typeof CHOICES]} must be one of ${values.join(', ')}, not ${value}`,
      );
      return 2;
    }
  }
  // Depth-first takes no depth bound (a state first met deep is not expanded again): turns bound it.
  if (chosen.order === 'depth-first' && (until === undefined || opts.maxDepth !== undefined)) {
    io.out(
      'explore: --order depth-first takes no depth bound: use it with --until end-of-turn N, without --max-depth',
    );
    return 2;
  }
  const loop = exploreLoop(game, opts, file, chosen);
  if (typeof loop === 'string') {
    io.out(`explore: ${loop}`);
    return 2;
  }
  let shard: { index: number; count: number } | undefined;
  if (opts.shard !== undefined) {
    const parsed = parseShard(opts.shard);
    if (typeof parsed === 'string') {
      io.out(parsed);
      return 2;
    }
    // Turn by turn, a state's depth is the first path's, not the shortest: shards could not agree on it.
    if (chosen.order !== 'breadth-first') {
      io.out('explore: --shard needs --order breadth-first (the merge counts each state at its least depth)');
      return 2;
    }
    shard = parsed;
  }
  const time = opts.time ?? file.timeSeconds;
  return {
    game,
    file,
    chosen,
    loop,
    ...(shard ? { shard } : {}),
    bounds: {
      maxDepth:
        opts.maxDepth ??
        (until !== undefined ? Number.MAX_SAFE_INTEGER : (file.maxDepth ?? DEFAULT_MAX_DEPTH)),
      maxTurns: until ?? opts.maxTurns ?? file.maxTurns ?? 2,
      maxStates:
        opts.maxStates ?? (until !== undefined ? UNTIL_MAX_STATES : (file.maxStates ?? DEFAULT_MAX_STATES)),
    },
    ...(time !== undefined ? { time } : {}),
    ...(until !== undefined ? { until } : {}),
    stats: opts.stats === true,
  };
}

/** The search's options as the command gives them; a shard also lists its states (for the merge). */
function commonOptions(
  p: PreparedExplore,
  onProgress: CommonExploreOptions['onProgress'],
): CommonExploreOptions {
  return {
    ...p.bounds,
    order: p.chosen.order as ExploreOptions['order'],
    ...(p.time !== undefined ? { timeSeconds: p.time } : {}),
    ...(p.shard ? { shard: p.shard, records: true } : {}),
    ...(p.stats ? { stats: true } : {}),
    ...(p.until !== undefined ? { endPositions: true } : {}),
    onProgress,
  };
}

/** A progress bar of states explored, on a terminal unless quiet. */
function progressBar(opts: ExploreCommandOptions, io: CommandIo, maxStates: number) {
  const bar =
    opts.quiet || !io.progress
      ? null
      : new cliProgress.SingleBar(
          {
            stream: io.progress,
            format:
              'explore [{bar}] {value}/{total} states | depth {depth} | {queued} queued | {speed} states/s',
            hideCursor: true,
            clearOnComplete: true,
          },
          cliProgress.Presets.shades_classic,
        );
  bar?.start(maxStates, 0, { depth: 0, queued: 0, speed: 0 });
  return bar;
}

/** A search's JSON report (`ExploreReport`); a shard's lists its states for the merge. */
function exploreReport(
  p: PreparedExplore,
  opts: ExploreCommandOptions,
  s: ExploreResult,
  paths: readonly string[],
): ExploreReport {
  return {
    version: 1,
    kind: 'explore',
    game: p.game,
    search: {
      config: opts.config ? p.file : null,
      ...(p.game === 'gardener' ? { mode: opts.mode ?? 'individual' } : {}),
      ...p.chosen,
    },
    bounds: p.bounds,
    shard: p.shard ? { index: p.shard.index + 1, count: p.shard.count } : { index: 1, count: 1 },
    states: s.states,
    edges: s.edges,
    depthReached: s.depthReached,
    turnsReached: s.turnsReached,
    turnsComplete: s.turnsComplete,
    complete: s.complete,
    leaves: s.leaves,
    coverage: s.coverage,
    violations: s.violations.map((v, i) => counterexampleEntry(v, paths[i] ?? '')),
    ...(s.records
      ? {
          records: s.records.map(
            (r): CompactRecord => [r.key, r.depth, r.turn, r.over ? 1 : 0, r.degree ?? -1],
          ),
        }
      : {}),
    elapsedMs: s.elapsedMs,
    exitCode: s.violations.length > 0 ? 1 : 0,
  };
}

/** `--stats`: where the states come from, by turn and by the action that first reached them. */
export function statsLines(stats: generic.ExploreStats, edges: number, sleepSets: boolean): string[] {
  const width = Math.max(...stats.byAction.map((a) => a.type.length), 4);
  return [
    `  states by turn: ${stats.byTurn.map((t) => `turn ${t.turn} ${num(t.states)}`).join(', ')}`,
    `  states by the action that first reached them (actions applied; the rest reached a known state):`,
    ...stats.byAction.map(
      (a) =>
        `    ${a.type.padEnd(width)} ${num(a.states).padStart(11)} new of ${num(a.applied).padStart(11)} applied`,
    ),
    ...(sleepSets
      ? [
          `  sleep sets spared ${num(stats.slept)} of ${num(edges)} actions (productions that commute, taken in one order)`,
        ]
      : []),
  ];
}

/** Prints the summary, writes the counterexamples, coverage and JSON report; returns the exit code. */
function finishExplore(
  p: PreparedExplore,
  opts: ExploreCommandOptions,
  s: ExploreResult,
  io: CommandIo,
): number {
  const { chosen } = p;
  const { production } = chosen;
  const { maxDepth, maxTurns, maxStates } = p.bounds;
  const statesPerSecond = s.elapsedMs > 0 ? (s.states * 1000) / s.elapsedMs : 0;
  io.out(
    `explore: ${num(s.states)} states, ${num(s.edges)} actions, depth ${s.depthReached}, turn ${s.turnsReached} ` +
      `in ${(s.elapsedMs / 1000).toFixed(1)} s (${num(statesPerSecond)} states/s)`,
  );
  io.out(
    s.complete
      ? `  every state within the bounds was explored (${s.leaves.depth} at the depth bound, ${s.leaves.turn} past the turn bound, ${s.leaves.over} games over)`
      : '  stopped before the bounds were exhausted (state, time or violation limit)',
  );
  const reductions = [
    ...(production === 'all' ? [] : [`productions explored: ${production}`]),
    ...(chosen.symmetry === 'none' ? [] : [`symmetry: ${chosen.symmetry}`]),
  ];
  if (p.until !== undefined && s.endPositions)
    io.out(
      `  until the end of turn ${p.until}: ${s.complete && s.turnsComplete >= p.until ? 'explored exhaustively' : 'NOT finished'}; ${num(s.endPositions.length)} distinct positions begin turn ${p.until + 1}`,
    );
  if (s.stats)
    for (const line of statsLines(s.stats, s.edges, chosen.partialOrder === 'sleep-sets')) io.out(line);
  io.out(
    `  turns explored exhaustively: ${s.turnsComplete}` +
      (reductions.length ? ` (reduced: ${reductions.join('; ')})` : ''),
  );
  for (const line of exploreLimits(
    { ...s, violations: s.violations.length },
    { maxStates, maxDepth, maxTurns, ...(p.time !== undefined ? { timeSeconds: p.time } : {}), ...chosen },
  ))
    io.out(line);
  const report = s.coverage;
  io.out(
    `  statechart states reached: ${report.states.reached}/${report.states.total}, transitions ${report.transitions.reached}/${report.transitions.total}`,
  );
  if (opts.coverage)
    for (const path of writeCoverage(opts.coverage, report)) io.out(`  coverage report: ${path}`);
  io.out(`violations: ${s.violations.length}`);
  const paths = writeCounterexamples(opts.out ?? 'counterexamples', s.violations);
  for (const [i, v] of s.violations.entries())
    io.out(`  ${paths[i]}: ${v.title.replace(/^Harness counterexample: /, '')}`);
  if (opts.reporter === 'json') writeJsonReport(exploreReport(p, opts, s, paths), opts.output, io);
  return s.violations.length > 0 ? 1 : 0;
}

/**
 * `arbiter explore`: breadth-first over every legal action of a small game within bounds, every
 * invariant in every state; prints progress, states explored, depth reached and states/s; writes a
 * violation as a scenario file. Runs on this thread. Returns 0 clean, 1 on a violation, 2 on a usage
 * error.
 */
export function exploreCommand(
  opts: ExploreCommandOptions,
  io: CommandIo = { out: (l) => console.log(l), progress: process.stderr },
): number {
  const p = prepareExplore(opts, io);
  if (typeof p === 'number') return p;
  const bar = progressBar(opts, io, p.bounds.maxStates);
  let s: ExploreSummary;
  try {
    s = p.loop.one(commonOptions(p, showProgress(bar, p)));
  } catch (e) {
    bar?.stop();
    io.out(`explore: ${e instanceof Error ? e.message : String(e)}`);
    return 2;
  }
  bar?.stop();
  return finishExplore(p, opts, { ...s, coverage: s.coverage.report() }, io);
}

/** The progress bar's update for the search's progress. */
function showProgress(
  bar: ReturnType<typeof progressBar>,
  p: PreparedExplore,
): CommonExploreOptions['onProgress'] {
  return (progress) =>
    bar?.update(Math.min(progress.states, p.bounds.maxStates), {
      depth: progress.depth,
      queued: num(progress.queued),
      speed: num(progress.statesPerSecond),
    });
}

/**
 * What a worker of `explore --workers` does: checks the command's options again and serves the search
 * they stand for (`serveExpansions`), expanding the states it is sent.
 */
export function serveExploreWorker(data: ExploreWorkerData): void {
  const p = prepareExplore(data.opts, { out: () => {} });
  if (typeof p === 'number') throw new Error('explore worker: the options were checked by the run');
  p.loop.serve(commonOptions(p, undefined));
}

/** The worker script of `explore --workers`, built next to this module (absent when run from source). */
const WORKER_SCRIPT = new URL('../explore-worker.js', import.meta.url);

/**
 * `arbiter explore --workers n` (default 1: explores on this thread): the states expanded by `n` worker
 * threads, counted on this one in the order one thread meets them (`exploreAcross`), so the summary,
 * the counterexamples and the reports are the one-thread search's, a budget's cut included. Sleep sets
 * and `--shard` explore on this thread.
 */
export async function exploreWorkers(
  opts: ExploreCommandOptions & { readonly workers?: number },
  io: CommandIo = { out: (l) => console.log(l), progress: process.stderr },
): Promise<number> {
  const { workers = 1, ...rest } = opts;
  if (workers <= 1 || opts.shard !== undefined || !existsSync(fileURLToPath(WORKER_SCRIPT)))
    return exploreCommand(rest, io);
  const p = prepareExplore(rest, io);
  if (typeof p === 'number') return p;
  const oneThread =
    p.chosen.partialOrder === 'sleep-sets'
      ? 'sleep sets follow one order of expansion'
      : p.chosen.order === 'depth-first'
        ? 'depth-first expands the state it found last'
        : null;
  if (oneThread) {
    // Said on stderr even where no progress is drawn (CI): the user asked for workers.
    (io.progress ?? process.stderr).write(`explore: ${oneThread}; exploring on one thread\n`);
    return exploreCommand(rest, io);
  }
  const bar = progressBar(rest, io, p.bounds.maxStates);
  let s: ExploreSummary;
  try {
    s = await p.loop.across(commonOptions(p, showProgress(bar, p)), {
      script: WORKER_SCRIPT,
      game: { opts: rest },
      workers,
    });
  } catch (e) {
    bar?.stop();
    io.out(`explore: ${e instanceof Error ? e.message : String(e)}`);
    return 2;
  }
  bar?.stop();
  return finishExplore(p, rest, { ...s, coverage: s.coverage.report() }, io);
}
