/**
 * The JSON reports of `fuzz --reporter json` and `explore --reporter json`, and how the reports of a
 * run's shards merge into the report of the unsharded run (`arbiter merge-reports`).
 *
 * Fuzz shards split the games by chunks of seeds (chunk c of the run is played by shard c mod n), so
 * under a games budget their union is exactly the unsharded run's games. Explore shards split the
 * first state of play by its legal actions (shard i takes the actions at positions i-1, i-1+n, …);
 * each shard lists every distinct state it reached with its depth, and the union, each state at its
 * least depth, is counted as one search would count it.
 */
import { generic, type MechanicsReport } from '@arbiter/harness';
import { GAMES, type GameEntry, type GameId, gameById } from './games.js';

type CoverageReport = generic.CoverageReport;
type Outcomes = Readonly<Record<'over' | 'budget' | 'stuck' | 'failed', number>>;

/** A counterexample a shard wrote, named by the failure it shows (the harness's dedup key). */
export interface CounterexampleEntry {
  /** The broken invariants (or refusal, crash), as the harness names them: one file per key. */
  readonly key: string;
  readonly title: string;
  /** Where the shard wrote it (relative to where it ran). */
  readonly file: string;
  readonly steps: number;
  /** Fuzz: the chunk of the run that found it; counterexamples merge in chunk order. */
  readonly chunk?: number;
}

export interface FuzzReport {
  readonly version: 1;
  readonly kind: 'fuzz';
  readonly game: GameId;
  readonly seed: number;
  readonly revisions: readonly string[];
  /** The whole run's budget, as given (a shard plays its part of it). */
  readonly budget: { readonly games?: number; readonly actions?: number; readonly timeSeconds?: number };
  readonly maxViolations: number;
  /** 1-based; `{ index: 1, count: 1 }` for an unsharded run; absent from a merged report. */
  readonly shard?: { readonly index: number; readonly count: number };
  /** A merged report: how many shard reports it joins. */
  readonly shards?: number;
  readonly games: number;
  readonly actions: number;
  readonly outcomes: Outcomes;
  readonly failedGames: number;
  readonly longestGameTurns: number;
  /** Games by what the game tallies them by (Gardener: play mode). */
  readonly tally?: Readonly<Record<string, number>>;
  /** Games that did not end, where that is a finding (Gardener); absent otherwise. */
  readonly unended?: number;
  readonly coverage: CoverageReport;
  /** Which mechanics of the card language the run exercised (Megacorp), derived from `coverage`. */
  readonly mechanics?: MechanicsReport;
  readonly counterexamples: readonly CounterexampleEntry[];
  /** Time spent playing (summed over shards in a merge), not wall time. */
  readonly elapsedMs: number;
  readonly exitCode: number;
}

/** A state as `StateRecord` of the harness, compact: [key, depth, turn, over (0/1), degree or -1]. */
export type CompactRecord = readonly [string, number, number, 0 | 1, number];

export interface ExploreReport {
  readonly version: 1;
  readonly kind: 'explore';
  readonly game: GameId;
  /** What was explored: the game's config (or the built-in small game) and the options that shape the search. */
  readonly search: Readonly<Record<string, unknown>>;
  readonly bounds: { readonly maxDepth: number; readonly maxTurns: number; readonly maxStates: number };
  readonly shard?: { readonly index: number; readonly count: number };
  readonly shards?: number;
  readonly states: number;
  readonly edges: number;
  readonly depthReached: number;
  readonly turnsReached: number;
  readonly turnsComplete: number;
  readonly complete: boolean;
  readonly leaves: { readonly depth: number; readonly turn: number; readonly over: number };
  readonly coverage: CoverageReport;
  readonly violations: readonly CounterexampleEntry[];
  /** Every distinct state reached (only in a shard's report: the merge needs them). */
  readonly records?: readonly CompactRecord[];
  readonly elapsedMs: number;
  readonly exitCode: number;
}

export type HarnessReport = FuzzReport | ExploreReport;

export class MergeError extends Error {}

/** The report's fields every shard of one run must share, as one comparable string. */
function runIdentity(r: HarnessReport): string {
  switch (r.kind) {
    case 'fuzz':
      return JSON.stringify([r.game, r.seed, r.revisions, r.budget, r.maxViolations, r.shard?.count]);
    case 'explore':
      return JSON.stringify([r.game, r.search, r.bounds, r.shard?.count]);
  }
}

/** Shards of one run, each once; throws a `MergeError` that says what differs. */
function checkShards(named: readonly { name: string; report: HarnessReport }[]): void {
  const first = named[0];
  if (!first) throw new MergeError('no report to merge');
  for (const { name, report } of named) {
    if (report.kind !== first.report.kind)
      throw new MergeError(
        `${name} is a report of \`${report.kind}\` and ${first.name} of \`${first.report.kind}\`: merge one command's shards`,
      );
    if (!report.shard)
      throw new MergeError(`${name} is already a merged report: merge the shards' own reports`);
    if (runIdentity(report) !== runIdentity(first.report))
      throw new MergeError(
        `${name} and ${first.name} are not shards of one run (game, seed, budget, revisions, bounds or shard count differ)`,
      );
  }
  const seen = new Map<number, string>();
  for (const { name, report } of named) {
    const index = report.shard?.index ?? 0;
    const earlier = seen.get(index);
    if (earlier)
      throw new MergeError(`${name} and ${earlier} are both shard ${index}: merge disjoint shards`);
    seen.set(index, name);
  }
}

/** The shards' coverage as the game's one coverage report (hits added, reached as the union). */
function mergeCoverage(game: GameId, reports: readonly CoverageReport[]): CoverageReport {
  const found = gameById(game);
  if (!found.ok) throw new MergeError(found.message);
  const coverage = new generic.Coverage(found.entry.module as never);
  for (const r of reports) coverage.merge(r);
  return coverage.report();
}

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

function addCounts(maps: readonly (Readonly<Record<string, number>> | undefined)[]) {
  const out: Record<string, number> = {};
  for (const m of maps) for (const [k, n] of Object.entries(m ?? {})) out[k] = (out[k] ?? 0) + n;
  return Object.fromEntries(
    Object.keys(out)
      .sort()
      .map((k) => [k, out[k] as number]),
  );
}

/** The coverage, and the mechanics derived from it where the game reports them. */
export function withMechanics(
  game: GameId,
  coverage: CoverageReport,
): { coverage: CoverageReport; mechanics?: MechanicsReport } {
  const mechanics = (GAMES[game] as GameEntry).mechanics;
  return { coverage, ...(mechanics ? { mechanics: mechanics(coverage.ruleKeys.fired) } : {}) };
}

/**
 * Fuzz shards as the unsharded run: games, actions and outcomes added, the coverage joined, and the
 * counterexamples in chunk order, one per failure key, at most `maxViolations` (each shard writes its
 * first ones, and a key's first game is in the shard that played its chunk, so none is missing).
 */
export function mergeFuzz(reports: readonly FuzzReport[]): FuzzReport {
  const first = reports[0] as FuzzReport;
  const seen = new Set<string>();
  const counterexamples = reports
    .flatMap((r) => r.counterexamples)
    .sort((a, b) => (a.chunk ?? 0) - (b.chunk ?? 0))
    .filter((c) => !seen.has(c.key) && seen.add(c.key))
    .slice(0, first.maxViolations);
  const outcomes = {
    over: sum(reports.map((r) => r.outcomes.over)),
    budget: sum(reports.map((r) => r.outcomes.budget)),
    stuck: sum(reports.map((r) => r.outcomes.stuck)),
    failed: sum(reports.map((r) => r.outcomes.failed)),
  };
  const failedGames = sum(reports.map((r) => r.failedGames));
  const unended = first.unended === undefined ? undefined : sum(reports.map((r) => r.unended ?? 0));
  const { shard: _shard, mechanics: _mechanics, ...rest } = first;
  const coverage = mergeCoverage(
    first.game,
    reports.map((r) => r.coverage),
  );
  return {
    ...rest,
    shards: reports.length,
    games: sum(reports.map((r) => r.games)),
    actions: sum(reports.map((r) => r.actions)),
    outcomes,
    failedGames,
    longestGameTurns: Math.max(...reports.map((r) => r.longestGameTurns)),
    ...(first.tally ? { tally: addCounts(reports.map((r) => r.tally)) } : {}),
    ...(unended !== undefined ? { unended } : {}),
    ...withMechanics(first.game, coverage),
    counterexamples,
    elapsedMs: sum(reports.map((r) => r.elapsedMs)),
    exitCode: failedGames > 0 || (unended ?? 0) > 0 ? 1 : 0,
  };
}

/**
 * Explore shards as the unsharded search: the union of their states, each at its least depth (the
 * depth the search from the first state gives it), classified and counted as the search does (game
 * over, on the depth bound, past the turn bound, or expanded by all its actions). Equal to the
 * unsharded search when every shard completed within its bounds.
 */
export function mergeExplore(reports: readonly ExploreReport[]): ExploreReport {
  const first = reports[0] as ExploreReport;
  const { maxDepth, maxTurns } = first.bounds;
  const states = new Map<string, { depth: number; turn: number; over: boolean; degree: number }>();
  for (const r of reports) {
    if (!r.records) throw new MergeError('an explore report without its states (records) cannot be merged');
    for (const [key, depth, turn, over, degree] of r.records) {
      const known = states.get(key);
      if (!known) states.set(key, { depth, turn, over: over === 1, degree: Math.max(0, degree) });
      else {
        known.depth = Math.min(known.depth, depth);
        known.degree = Math.max(known.degree, degree);
      }
    }
  }
  const leaves = { depth: 0, turn: 0, over: 0 };
  let edges = 0;
  let depthReached = 0;
  let turnsReached = 0;
  let lowestOpenTurn = Number.POSITIVE_INFINITY;
  for (const s of states.values()) {
    turnsReached = Math.max(turnsReached, s.turn);
    if (s.over) leaves.over++;
    else if (s.depth >= maxDepth) {
      leaves.depth++;
      if (s.turn <= maxTurns) lowestOpenTurn = Math.min(lowestOpenTurn, s.turn);
    } else if (s.turn > maxTurns) leaves.turn++;
    else {
      edges += s.degree;
      depthReached = Math.max(depthReached, s.depth);
    }
  }
  const complete = reports.every((r) => r.complete);
  // A shard cut short left states unexpanded that the merge cannot see: its own count is the bound.
  for (const r of reports) if (!r.complete) lowestOpenTurn = Math.min(lowestOpenTurn, r.turnsComplete + 1);
  const seen = new Set<string>();
  const violations = reports
    .flatMap((r) => r.violations)
    .sort((a, b) => a.steps - b.steps)
    .filter((v) => !seen.has(v.key) && seen.add(v.key));
  const { shard: _shard, records: _records, ...rest } = first;
  return {
    ...rest,
    shards: reports.length,
    states: states.size,
    edges,
    depthReached,
    turnsReached,
    turnsComplete:
      lowestOpenTurn === Number.POSITIVE_INFINITY ? Math.min(turnsReached, maxTurns) : lowestOpenTurn - 1,
    complete,
    leaves,
    coverage: mergeCoverage(
      first.game,
      reports.map((r) => r.coverage),
    ),
    violations,
    elapsedMs: sum(reports.map((r) => r.elapsedMs)),
    exitCode: violations.length > 0 ? 1 : 0,
  };
}

/** The shards' reports of one fuzz or explore run merged; a `MergeError` says why they cannot be. */
export function mergeHarnessReports(
  named: readonly { name: string; report: HarnessReport }[],
): HarnessReport {
  checkShards(named);
  const reports = named.map((n) => n.report);
  const first = reports[0] as HarnessReport;
  switch (first.kind) {
    case 'fuzz':
      return mergeFuzz(reports as FuzzReport[]);
    case 'explore':
      return mergeExplore(reports as ExploreReport[]);
  }
}

/** The one-line summary `merge-reports` prints for a merged harness report. */
export function harnessSummaryLine(r: HarnessReport, merged: number): string {
  const cov = `statechart states ${r.coverage.states.reached}/${r.coverage.states.total}, transitions ${r.coverage.transitions.reached}/${r.coverage.transitions.total}`;
  switch (r.kind) {
    case 'fuzz':
      return `${merged} fuzz reports merged: ${r.games} games, ${r.actions} actions, ${r.failedGames} failing game(s), ${r.counterexamples.length} counterexample(s); ${cov}${r.mechanics ? `; mechanics exercised ${r.mechanics.exercised}/${r.mechanics.total}` : ''}`;
    case 'explore':
      return `${merged} explore reports merged: ${r.states} states, ${r.edges} actions, depth ${r.depthReached}, ${r.complete ? 'complete' : 'cut short'}, ${r.violations.length} violation(s); ${cov}`;
  }
}
