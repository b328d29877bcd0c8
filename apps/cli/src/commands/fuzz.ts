import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type Counterexample,
  coverageHtml,
  coverageText,
  type FuzzProgress,
  type FuzzSummary,
  fuzz,
  fuzzAcrossWorkers,
  plainDecks,
  referenceDecks,
} from '@arbiter/harness';
import cliProgress from 'cli-progress';

export interface FuzzCommandOptions {
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
   * (scenarios/cards/reference-decks.cards), the rulebooks' cards and the keywords.
   */
  readonly decks?: 'demo' | 'plain' | 'reference';
  /** Write at most this many counterexamples, one per distinct broken invariant set (default 3). */
  readonly maxViolations?: number;
  /** No progress bar. */
  readonly quiet?: boolean;
  /**
   * Play across this many worker threads (`fuzzWorkers`); the summary is the one-thread run's for the
   * same seed and budget.
   */
  readonly workers?: number;
}

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

/** Writes each counterexample into `dir` without overwriting an earlier file; returns the paths. */
export function writeCounterexamples(dir: string, list: readonly Counterexample[]): string[] {
  if (list.length === 0) return [];
  mkdirSync(dir, { recursive: true });
  return list.map((c) => {
    let path = join(dir, c.fileName);
    for (let k = 2; existsSync(path); k++)
      path = join(dir, c.fileName.replace(/\.scenario$/, `-${k}.scenario`));
    writeFileSync(path, c.text);
    return path;
  });
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

/**
 * `arbiter fuzz`: random legal games within a budget, every invariant after every action; prints a
 * progress bar with actions/s and a summary, writes each shrunk counterexample as a scenario file.
 * Returns the exit code: 0 clean, 1 on any violation, 2 on a usage error.
 */
export function fuzzCommand(opts: FuzzCommandOptions, io: CommandIo = defaultIo): number {
  const prepared = prepare(opts, io);
  if (typeof prepared === 'number') return prepared;
  let summary: FuzzSummary;
  try {
    const { decks } = prepared;
    summary = fuzz({ ...prepared.options, ...(decks ? { decks } : {}), onProgress: prepared.onProgress });
  } catch (e) {
    return prepared.fail(e);
  }
  return prepared.report(summary);
}

/**
 * `arbiter fuzz --workers n`: `fuzzCommand` with the games played across `n` worker threads; the same
 * seed and budget print the same summary as one thread (timings aside).
 */
export async function fuzzWorkers(opts: FuzzCommandOptions, io: CommandIo = defaultIo): Promise<number> {
  const prepared = prepare(opts, io);
  if (typeof prepared === 'number') return prepared;
  let summary: FuzzSummary;
  try {
    summary = await fuzzAcrossWorkers({
      ...prepared.options,
      ...(opts.decks && opts.decks !== 'demo' ? { decks: opts.decks } : {}),
      ...(opts.workers !== undefined ? { workers: opts.workers } : {}),
      onProgress: prepared.onProgress,
    });
  } catch (e) {
    return prepared.fail(e);
  }
  return prepared.report(summary);
}

/** The run's options and progress bar, and how it reports; or the exit code of a usage error. */
function prepare(opts: FuzzCommandOptions, io: CommandIo) {
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
  const options = {
    ...budget,
    ...(opts.revision?.length ? { revisions: opts.revision } : {}),
    seed: opts.seed ?? 1,
    shard,
    ...(opts.maxActionsPerGame !== undefined ? { maxActionsPerGame: opts.maxActionsPerGame } : {}),
    ...(opts.maxViolations !== undefined ? { maxViolations: opts.maxViolations } : {}),
  };
  const decks = opts.decks === 'plain' ? plainDecks : opts.decks === 'reference' ? referenceDecks : undefined;
  const onProgress = (p: FuzzProgress) =>
    bar?.update(Math.round(p.done * 1000), {
      games: num(p.games),
      actions: num(p.actions),
      speed: num(p.actionsPerSecond),
      violations: p.violations,
    });
  const fail = (e: unknown): number => {
    bar?.stop();
    io.out(`fuzz: ${e instanceof Error ? e.message : String(e)}`);
    return 2;
  };
  const report = (summary: FuzzSummary): number => {
    bar?.stop();
    const s = summary;
    io.out(
      `fuzz: ${num(s.games)} games, ${num(s.actions)} actions in ${(s.elapsedMs / 1000).toFixed(1)} s ` +
        `(${num(s.actionsPerSecond)} actions/s, ${s.gamesPerSecond.toFixed(1)} games/s` +
        `${s.shrinkMs > 0 ? `; ${(s.shrinkMs / 1000).toFixed(1)} s shrinking` : ''})`,
    );
    io.out(
      `  revisions ${s.revisions.join(', ')}; seed ${s.seed}; shard ${s.shard.index + 1}/${s.shard.count}; ` +
        `games ended: ${s.outcomes.over} over, ${s.outcomes.budget} at the action limit, ${s.outcomes.failed} failed`,
    );
    const report = s.coverage.report();
    for (const line of coverageText(report).split('\n')) io.out(`  ${line}`);
    if (opts.coverage)
      for (const path of writeCoverage(opts.coverage, report)) io.out(`  coverage report: ${path}`);
    io.out(`violations: ${s.failedGames} failing game(s), ${s.violations.length} counterexample(s)`);
    const paths = writeCounterexamples(opts.out ?? 'counterexamples', s.violations);
    for (const [i, v] of s.violations.entries()) {
      io.out(`  ${paths[i]}: ${v.title.replace(/^Harness counterexample: /, '')}`);
      io.out(
        `    ${v.steps} step(s)${v.reproduced ? ', replayed from its given' : ', from the setup (not replayed)'}`,
      );
    }
    return s.failedGames > 0 ? 1 : 0;
  };
  return { options, decks, onProgress, fail, report };
}
