import type { ClauseMap, GameAction, GameModule, LoggedEvent } from '@arbiter/core';
import fc from 'fast-check';
import {
  type Counterexample,
  type CounterexampleWriter,
  failureNames,
  plainCounterexample,
} from './counterexample.js';
import { Coverage, type CoverageReport } from './coverage.js';
import { type EngineSeams, engineFor } from './engine-seam.js';
import {
  type ChoicePolicy,
  type ConfigSource,
  type GameCase,
  type GameTrace,
  type PlayOptions,
  playCase,
} from './play.js';
import { resolveRevisionsOf } from './revisions.js';

/** A game case together with how its choices pick actions. */
export interface RandomGame extends GameCase {
  readonly policy: ChoicePolicy;
}

export interface GameArbitraryOptions {
  /** Revision ids to draw from (default: every built-in revision). */
  readonly revisions?: readonly string[];
  /** The longest choice list (default: the module's `maxActionsPerGame`; later choices are 0). */
  readonly maxChoices?: number;
  /** `mixed` draws the policy per game (default). */
  readonly policy?: ChoicePolicy | 'mixed';
}

/**
 * Random games as a fast-check arbitrary: revision, deck seed, policy and the choice list. Shrinking
 * shortens the list and lowers the choices towards the first legal action, so a failing game shrinks
 * towards the fewest and plainest decisions that still break the rule.
 */
export function gameArbitrary<S, A extends GameAction, E extends LoggedEvent, Cfg, R extends ClauseMap>(
  module: GameModule<S, A, E, Cfg, R>,
  options: GameArbitraryOptions = {},
): fc.Arbitrary<RandomGame> {
  const revisions = resolveRevisionsOf(module.revisions, options.revisions).map((p) => p.id);
  const policy = options.policy ?? 'mixed';
  return fc.record({
    revision: fc.constantFrom(...revisions),
    seed: fc.nat({ max: 0x7fffffff }),
    policy: policy === 'mixed' ? fc.constantFrom<ChoicePolicy>('uniform', 'cautious') : fc.constant(policy),
    choices: fc.array(fc.nat({ max: 0xffff }), {
      maxLength: options.maxChoices ?? module.play.maxActionsPerGame,
      size: 'max',
    }),
  });
}

export interface FuzzProgress {
  readonly games: number;
  readonly actions: number;
  /** Games that broke an invariant so far. */
  readonly violations: number;
  readonly elapsedMs: number;
  readonly actionsPerSecond: number;
  /** Share of the budget used, 0 to 1. */
  readonly done: number;
}

export interface FuzzOptions<S, A extends GameAction, E extends LoggedEvent, Cfg, R extends ClauseMap>
  extends EngineSeams<S, A, E> {
  /**
   * Budget: the games of the first ⌈games / gamesPerChunk⌉ chunks, the last one cut to fit (default
   * 100 when no budget is given). A chunk ends at its first failing game, so a run with failures plays
   * fewer; counting by chunks is what lets shards split the games exactly (see `shard`).
   */
  readonly games?: number;
  /**
   * Budget: stop once this many actions were played. A shard stops once it played its share,
   * ⌈actions / count⌉: where one run would stop depends on every earlier game, which a shard does not
   * play, so only a games budget splits into shards whose union is one run's games.
   */
  readonly actions?: number;
  /** Budget: stop after this many seconds. */
  readonly timeSeconds?: number;
  /** Revision ids (default: every built-in revision). */
  readonly revisions?: readonly string[];
  /** The run's seed: the same seed, budget and shard replay the same games (default 1). */
  readonly seed?: number;
  /**
   * Plays only this shard's games: chunk `c` of games belongs to shard `c % count`. Under a games
   * budget the shards of one seed together play exactly the games of the unsharded run.
   */
  readonly shard?: { readonly index: number; readonly count: number };
  /** Actions per game at most (default: the module's `maxActionsPerGame`). */
  readonly maxActionsPerGame?: number;
  readonly policy?: ChoicePolicy | 'mixed';
  readonly decks?: ConfigSource<Cfg, R>;
  /** Games per fast-check run (default 10); each run has its own seed derived from the run's seed. */
  readonly gamesPerChunk?: number;
  /**
   * Shrink and write at most this many counterexamples, one per distinct set of broken invariants
   * (default 3); later failing games are still counted.
   */
  readonly maxViolations?: number;
  /** Stop at the first failing game instead of playing the whole budget (default false). */
  readonly stopOnViolation?: boolean;
  /** Shrink failures with fast-check (default true). */
  readonly shrink?: boolean;
  /** Time allowed to shrink one failure (default 10 s); the smallest failing game so far is kept. */
  readonly shrinkTimeSeconds?: number;
  /** Records coverage here too (e.g. one recorder shared by fuzzing and exploration). */
  readonly coverage?: Coverage<S, A, E>;
  /** Writes a shrunk failure as a file (default: the plain account, `plainCounterexample`). */
  readonly writeCounterexample?: CounterexampleWriter<S, A, E, Cfg, R>;
  readonly onProgress?: (p: FuzzProgress) => void;
  /**
   * Called once for every game the budget plays, with its trace (without its states), e.g. to tally
   * games by play mode or to name the games that hit the action cap. Shrinking's replays are not games.
   */
  readonly onGame?: (trace: GameTrace<S, A, R>) => void;
  /**
   * Called once for every game the budget plays, on this thread or in a worker thread, with what the
   * run counts of it (no states, no actions): what a summary can tally across threads.
   */
  readonly onCounted?: (game: CountedGame) => void;
  /** A label for each game from its first state (e.g. its play mode), passed to `onCounted`. */
  readonly tagGame?: (initial: S) => string;
  /** How often `onProgress` is called at most (default 200 ms). */
  readonly progressEveryMs?: number;
}

export interface FuzzSummary<S, A extends GameAction, E extends LoggedEvent> {
  readonly games: number;
  readonly actions: number;
  /** The counterexamples written (shrunk), one per distinct set of broken invariants. */
  readonly violations: readonly Counterexample<S, A>[];
  /** Games that broke an invariant (or had a legal action refused, or made the engine throw). */
  readonly failedGames: number;
  readonly elapsedMs: number;
  /** Of `elapsedMs`, the time spent shrinking and writing counterexamples. */
  readonly shrinkMs: number;
  /** Actions played per second of play (shrinking left out). */
  readonly actionsPerSecond: number;
  readonly gamesPerSecond: number;
  readonly revisions: readonly string[];
  readonly seed: number;
  readonly shard: { readonly index: number; readonly count: number };
  /** How the games ended. */
  readonly outcomes: Readonly<Record<GameTrace<S, A, unknown>['outcome'], number>>;
  readonly longestGameTurns: number;
  /** Statechart states and transitions reached, of all the chart has (details in `coverage`). */
  readonly statesReached: { readonly reached: number; readonly total: number };
  readonly transitionsReached: { readonly reached: number; readonly total: number };
  readonly coverage: Coverage<S, A, E>;
}

export interface ShrinkOptions<S, A, E, Cfg, R> extends PlayOptions<S, A, E, Cfg, R> {
  /** Stop trying smaller games after this long (default 30 s). */
  readonly timeLimitMs?: number;
}

export interface ShrinkResult {
  readonly game: RandomGame;
  /** The action after which the shrunk game fails. */
  readonly failureStep: number;
  /** Smaller failing games fast-check found on the way. */
  readonly shrinks: number;
  readonly elapsedMs: number;
}

/**
 * Shrinks a failing game with fast-check (the game is given as an example, which fast-check then
 * shrinks): first to the choices up to the failure, then to fewer and smaller choices that still break
 * the same invariants, no later than the best failure so far. Each try replays at most that many
 * actions, so trying gets cheaper as the counterexample gets shorter.
 */
export function shrinkGame<S, A extends GameAction, E extends LoggedEvent, Cfg, R extends ClauseMap>(
  module: GameModule<S, A, E, Cfg, R>,
  game: RandomGame,
  options: ShrinkOptions<S, A, E, Cfg, R> = {},
): ShrinkResult {
  const t0 = performance.now();
  const first = playCase(module, game, { ...options, policy: game.policy });
  if (!first.failure) throw new RangeError('shrinkGame needs a failing game');
  const names = failureNames(first.failure).join('|');
  let bound = Math.max(0, first.failure.step);
  let best: RandomGame = { ...game, choices: game.choices.slice(0, bound + 1) };
  let shrinks = 0;
  const deadline = t0 + (options.timeLimitMs ?? 30_000);
  const arbitrary = gameArbitrary(module, {
    revisions: [game.revision],
    maxChoices: Math.max(1, best.choices.length),
  });
  const property = fc.property(arbitrary, (candidate) => {
    if (performance.now() > deadline) return true;
    const t = playCase(module, candidate, { ...options, policy: candidate.policy, maxActions: bound + 1 });
    if (!t.failure || failureNames(t.failure).join('|') !== names) return true;
    bound = Math.min(bound, Math.max(0, t.failure.step));
    best = { ...candidate, choices: candidate.choices.slice(0, bound + 1) };
    shrinks++;
    return false;
  });
  fc.check(property, { examples: [[best]], numRuns: 1, seed: 0 });
  return { game: best, failureStep: bound, shrinks, elapsedMs: performance.now() - t0 };
}

/** A 32-bit seed for chunk `c` of a run (splitmix-style mixing, so neighbouring chunks differ). */
export function chunkSeed(seed: number, chunk: number): number {
  let z = (Math.imul(seed | 0, 0x9e3779b1) + Math.imul(chunk + 1, 0x85ebca6b)) | 0;
  z = Math.imul(z ^ (z >>> 16), 0x7feb352d);
  z = Math.imul(z ^ (z >>> 15), 0x846ca68b);
  return (z ^ (z >>> 16)) >>> 0;
}

/** A game as the run counts it, wherever it was played. */
export interface CountedGame {
  readonly revision: string;
  readonly seed: number;
  readonly policy: ChoicePolicy;
  readonly actions: number;
  readonly outcome: GameOutcome;
  /** The turn its last state is in. */
  readonly turns: number;
  /** `tagGame` of its first state, when the run tags games. */
  readonly tag?: string;
}

/** What the run counts of a played game. */
function counted<S, A extends GameAction, R>(
  module: { readonly play: { turn(s: S): number } },
  game: RandomGame,
  trace: GameTrace<S, A, R>,
  tagGame: ((initial: S) => string) | undefined,
): CountedGame {
  return {
    revision: game.revision,
    seed: game.seed,
    policy: game.policy,
    actions: trace.actions.length,
    outcome: trace.outcome,
    turns: module.play.turn(trace.final),
    ...(tagGame ? { tag: tagGame(trace.initial) } : {}),
  };
}

/**
 * What one chunk of a fuzz run played, as a worker reports it: enough for the run to count the chunk
 * exactly as if it had played it itself.
 */
export interface ChunkPlay {
  readonly chunk: number;
  /** Each game played, in order; a failing game is the last. */
  readonly games: readonly CountedGame[];
  /** fast-check's failing game and its path, when a game failed. */
  readonly counterexample: { readonly game: RandomGame; readonly path: string | null } | null;
  /**
   * What the chunk's games reached, game by game and cumulative: `coverage[n - 1]` is the first n
   * games', so a run whose budget runs out inside the chunk counts the games it would have played
   * and their coverage, without playing the chunk again.
   */
  readonly coverage: readonly CoverageReport[];
}

type GameOutcome = GameTrace<unknown, GameAction, unknown>['outcome'];

/** The options a chunk is played with, the same in the run and in every worker. */
function chunkSetup<S, A extends GameAction, E extends LoggedEvent, Cfg, R extends ClauseMap>(
  module: GameModule<S, A, E, Cfg, R>,
  options: FuzzOptions<S, A, E, Cfg, R>,
) {
  const revisions = resolveRevisionsOf(module.revisions, options.revisions).map((p) => p.id);
  const engine = engineFor(module, options);
  const maxActions = options.maxActionsPerGame ?? module.play.maxActionsPerGame;
  const arbitrary = gameArbitrary(module, {
    revisions,
    maxChoices: maxActions,
    policy: options.policy ?? 'mixed',
  });
  const playOptions: PlayOptions<S, A, E, Cfg, R> = {
    applyFn: engine.apply,
    legalFn: engine.legal,
    invariants: engine.invariants,
    maxActions,
    ...(options.decks ? { decks: options.decks } : {}),
  };
  return { revisions, engine, arbitrary, playOptions, perChunk: Math.max(1, options.gamesPerChunk ?? 10) };
}

/**
 * Plays chunk `chunk` of a run whole (its `gamesPerChunk` games, up to the first failing one), as the
 * run would if no budget ran out inside it: what a worker of `fuzz` across threads does. A time
 * budget, if any, stops it early (such a chunk is then played again by the run).
 */
export function playChunk<S, A extends GameAction, E extends LoggedEvent, Cfg, R extends ClauseMap>(
  module: GameModule<S, A, E, Cfg, R>,
  options: FuzzOptions<S, A, E, Cfg, R>,
  chunk: number,
  timeUp: () => boolean = () => false,
): ChunkPlay {
  const { arbitrary, playOptions, perChunk } = chunkSetup(module, options);
  const coverage = new Coverage(module);
  const games: CountedGame[] = [];
  const after: CoverageReport[] = [];
  let failed = false;
  const property = fc.property(arbitrary, (game) => {
    if (failed || timeUp()) return true;
    const trace = playCase(module, game, {
      ...playOptions,
      policy: game.policy,
      onStep: (prev, action, next, events) => coverage.step(prev, action, next, events),
    });
    coverage.visit(trace.initial);
    games.push(counted(module, game, trace, options.tagGame));
    after.push(coverage.report());
    failed = trace.failure !== null;
    return !failed;
  });
  const details = fc.check(property, {
    seed: chunkSeed(options.seed ?? 1, chunk),
    numRuns: perChunk,
    endOnFailure: true,
  });
  const counterexample =
    details.failed && details.counterexample
      ? { game: (details.counterexample as [RandomGame])[0], path: details.counterexamplePath ?? null }
      : null;
  return { chunk, games, counterexample, coverage: after };
}

/**
 * Plays random legal games within a budget, checking every invariant after every action. A failing
 * game is shrunk by fast-check and written as a file by the game's writer (Megacorp's: a scenario).
 */
export function fuzz<S, A extends GameAction, E extends LoggedEvent, Cfg, R extends ClauseMap>(
  module: GameModule<S, A, E, Cfg, R>,
  options: FuzzOptions<S, A, E, Cfg, R> = {},
): FuzzSummary<S, A, E> {
  const run = fuzzRun(module, options);
  for (let step = run.next(); ; step = run.next(undefined)) if (step.done) return step.value;
}

/**
 * `fuzz` fed with chunks played elsewhere (worker threads): `played(chunk)` resolves to the chunk as
 * `playChunk` played it, or undefined to play it here. A chunk is counted only where the one-thread
 * run would have played it whole; the chunk where a budget runs out is played again here, so the
 * summary (games, actions, outcomes, coverage, counterexamples) is the one-thread run's.
 */
export async function fuzzWith<S, A extends GameAction, E extends LoggedEvent, Cfg, R extends ClauseMap>(
  module: GameModule<S, A, E, Cfg, R>,
  options: FuzzOptions<S, A, E, Cfg, R>,
  played: (chunk: number) => Promise<ChunkPlay | undefined>,
): Promise<FuzzSummary<S, A, E>> {
  const run = fuzzRun(module, options);
  for (let step = run.next(); ; ) {
    if (step.done) return step.value;
    step = run.next(await played(step.value));
  }
}

/** The run behind `fuzz` and `fuzzWith`: yields each chunk it is about to play, and takes it played or not. */
function* fuzzRun<S, A extends GameAction, E extends LoggedEvent, Cfg, R extends ClauseMap>(
  module: GameModule<S, A, E, Cfg, R>,
  options: FuzzOptions<S, A, E, Cfg, R>,
): Generator<number, FuzzSummary<S, A, E>, ChunkPlay | undefined> {
  const { revisions, engine, arbitrary, playOptions, perChunk } = chunkSetup(module, options);
  const seed = options.seed ?? 1;
  const shard = options.shard ?? { index: 0, count: 1 };
  if (!(shard.count >= 1 && shard.index >= 0 && shard.index < shard.count))
    throw new RangeError(`shard ${shard.index}/${shard.count}: the index must be below the count`);
  const noBudget =
    options.games === undefined && options.actions === undefined && options.timeSeconds === undefined;
  const gameBudget = options.games ?? (noBudget ? 100 : Number.POSITIVE_INFINITY);
  /** The run's chunks: a chunk's games do not depend on how many games the chunks before it played. */
  const chunkBudget = Math.ceil(gameBudget / perChunk);
  /** The games this shard's chunks play when none fails. */
  let shardGames = 0;
  if (Number.isFinite(chunkBudget))
    for (let c = shard.index; c < chunkBudget; c += shard.count)
      shardGames += Math.min(perChunk, gameBudget - c * perChunk);
  const actionBudget =
    options.actions === undefined ? Number.POSITIVE_INFINITY : Math.ceil(options.actions / shard.count);
  const timeBudget =
    options.timeSeconds === undefined ? Number.POSITIVE_INFINITY : options.timeSeconds * 1000;
  const maxViolations = options.maxViolations ?? 3;
  const write = options.writeCounterexample ?? plainCounterexample;
  const coverage = options.coverage ?? new Coverage(module);
  const t0 = performance.now();
  let games = 0;
  let actions = 0;
  let longest = 0;
  const outcomes: Record<GameTrace<S, A, R>['outcome'], number> = { over: 0, budget: 0, stuck: 0, failed: 0 };
  const violations: Counterexample<S, A>[] = [];
  const seen = new Set<string>();
  let lastProgress = -Infinity;
  let shrinkMs = 0;
  const elapsed = () => performance.now() - t0;
  const playMs = () => elapsed() - shrinkMs;
  const exhausted = () => actions >= actionBudget || elapsed() >= timeBudget;
  /**
   * Whether a worker played the chunk whole: every game of it, or up to its failing one. A worker
   * stopped by the time budget played only some, and the chunk is played here.
   */
  const playedWhole = (c: ChunkPlay): boolean => c.games.length === perChunk || c.counterexample !== null;
  const progress = (force: boolean) => {
    if (!options.onProgress) return;
    const now = elapsed();
    if (!force && now - lastProgress < (options.progressEveryMs ?? 200)) return;
    lastProgress = now;
    const done = Math.min(
      1,
      Math.max(
        Number.isFinite(gameBudget) ? (shardGames > 0 ? games / shardGames : 1) : 0,
        Number.isFinite(actionBudget) ? actions / actionBudget : 0,
        Number.isFinite(timeBudget) ? now / timeBudget : 0,
      ),
    );
    options.onProgress({
      games,
      actions,
      violations: outcomes.failed,
      elapsedMs: now,
      actionsPerSecond: playMs() > 0 ? (actions * 1000) / playMs() : 0,
      done,
    });
  };

  for (
    let chunk = shard.index;
    chunk < chunkBudget && !exhausted() && !(options.stopOnViolation && outcomes.failed > 0);
    chunk += shard.count
  ) {
    const fcSeed = chunkSeed(seed, chunk);
    const numRuns = Number.isFinite(gameBudget)
      ? Math.min(perChunk, gameBudget - chunk * perChunk)
      : perChunk;
    const elsewhere = numRuns === perChunk ? yield chunk : undefined;
    let details: { failed: boolean; counterexample: RandomGame | null; path: string | null };
    if (elsewhere && playedWhole(elsewhere)) {
      // Played by a worker: count its games as this loop would have played them, each while no budget
      // has run out (a game begun is counted whole), with the coverage of the games counted.
      let n = 0;
      for (const g of elsewhere.games) {
        if (exhausted()) break;
        n++;
        games++;
        actions += g.actions;
        outcomes[g.outcome]++;
        longest = Math.max(longest, g.turns);
        options.onCounted?.(g);
      }
      const reached = elsewhere.coverage[n - 1];
      if (reached) coverage.merge(reached);
      progress(false);
      // The failing game, if any, is the chunk's last: counted only if the budget reached it.
      const ce = n === elsewhere.games.length ? elsewhere.counterexample : null;
      details = { failed: ce !== null, counterexample: ce?.game ?? null, path: ce?.path ?? null };
    } else {
      let failed = false;
      const property = fc.property(arbitrary, (game) => {
        if (failed || exhausted()) return true;
        const trace = playCase(module, game, {
          ...playOptions,
          policy: game.policy,
          onStep: (prev, action, next, events) => coverage.step(prev, action, next, events),
        });
        coverage.visit(trace.initial);
        games++;
        actions += trace.actions.length;
        outcomes[trace.outcome]++;
        longest = Math.max(longest, module.play.turn(trace.final));
        options.onGame?.(trace);
        options.onCounted?.(counted(module, game, trace, options.tagGame));
        progress(false);
        failed = trace.failure !== null;
        return !failed;
      });
      const checked = fc.check(property, { seed: fcSeed, numRuns, endOnFailure: true });
      details = {
        failed: checked.failed,
        counterexample: checked.counterexample ? (checked.counterexample as [RandomGame])[0] : null,
        path: checked.counterexamplePath ?? null,
      };
    }
    if (!details.failed || !details.counterexample) continue;
    if (violations.length >= maxViolations) continue;
    const found = details.counterexample;
    const shrinkStart = performance.now();
    const raw = playCase(module, found, { ...playOptions, policy: found.policy });
    const key = raw.failure ? failureNames(raw.failure).join('|') : '';
    if (!raw.failure || seen.has(key)) {
      shrinkMs += performance.now() - shrinkStart;
      continue;
    }
    seen.add(key);
    const minimal =
      options.shrink === false
        ? found
        : shrinkGame(module, found, { ...playOptions, timeLimitMs: (options.shrinkTimeSeconds ?? 10) * 1000 })
            .game;
    const trace = playCase(module, minimal, { ...playOptions, policy: minimal.policy, keepStates: true });
    if (!trace.failure) {
      shrinkMs += performance.now() - shrinkStart;
      continue;
    }
    violations.push(
      write(
        { states: trace.states, actions: trace.actions, failure: trace.failure },
        {
          kind: 'fuzz',
          revision: minimal.revision,
          gameSeed: minimal.seed,
          choices: minimal.choices,
          policy: minimal.policy,
          fcSeed,
          fcPath: details.path,
          found: found.choices.length,
          runSeed: seed,
          chunk,
        },
        engine,
      ),
    );
    shrinkMs += performance.now() - shrinkStart;
    progress(true);
  }
  progress(true);
  const ms = elapsed();
  const played = playMs();
  const report = coverage.report();
  return {
    games,
    actions,
    violations,
    failedGames: outcomes.failed,
    elapsedMs: ms,
    shrinkMs,
    actionsPerSecond: played > 0 ? (actions * 1000) / played : 0,
    gamesPerSecond: played > 0 ? (games * 1000) / played : 0,
    revisions,
    seed,
    shard,
    outcomes,
    longestGameTurns: longest,
    statesReached: { reached: report.states.reached, total: report.states.total },
    transitionsReached: { reached: report.transitions.reached, total: report.transitions.total },
    coverage,
  };
}
