/**
 * The harness generic over a game module: random play and fuzzing, the engine properties, exhaustive
 * exploration and statechart coverage, for any `GameModule` of `@arbiter/core`. Nothing here imports a
 * game; `@arbiter/harness` (the main entry) binds these loops to Megacorp under their historic names.
 */
export {
  type Counterexample,
  type CounterexampleWriter,
  describeOrigin,
  type FailingRun,
  failureNames,
  type Origin,
  plainCounterexample,
} from './counterexample.js';
export {
  activeStates,
  type Chart,
  type Charted,
  type ChartState,
  type ChartTransition,
  Coverage,
  type CoverageReport,
  chartOf,
  coverageHtml,
  coverageText,
  leafPaths,
} from './coverage.js';
export {
  type ApplyFn,
  checkStep,
  type Engine,
  type EngineSeams,
  engineFor,
  type LegalFn,
} from './engine-seam.js';
export {
  type Commuting,
  type ExploreOptions,
  type ExploreProgress,
  type ExploreStats,
  type ExploreSummary,
  explore,
  exploreHash,
  type StateRecord,
} from './explore.js';
export {
  type ExpansionPort,
  exploreAcross,
  exploreAcrossWorkers,
  serveExpansions,
} from './explore-across.js';
export {
  fuzzAcrossWorkers,
  serveChunks,
  type WorkerPool,
  type WorkerSetup,
  workerGame,
} from './fuzz-workers.js';
export {
  chartPaths,
  checkGoldenFile,
  type DeckSet,
  type Drift,
  type DriftField,
  firstDrift,
  formatGoldenFile,
  GOLDEN_MAX_ACTIONS,
  type GoldenFile,
  type GoldenGame,
  type GoldenResult,
  type GoldenStep,
  parametersDiffering,
  parseGoldenFile,
  recordGolden,
  recordGoldenFile,
} from './golden.js';
export { type PerftEntry, perft, perftCounts, perftStart } from './perft.js';
export {
  type ChoicePolicy,
  type ConfigSource,
  chooseAction,
  DeckProblem,
  describeFailure,
  type Failure,
  type GameCase,
  type GameTrace,
  type PlayOptions,
  playCase,
  playFrom,
  startFrom,
  startGame,
} from './play.js';
export {
  checkAtomicity,
  checkDeterminism,
  checkJsonRoundTrip,
  checkReplay,
  jsonProblem,
  stateKey,
} from './properties.js';
export {
  type ChunkPlay,
  type CountedGame,
  chunkSeed,
  type FuzzOptions,
  type FuzzProgress,
  type FuzzSummary,
  fuzz,
  type GameArbitraryOptions,
  gameArbitrary,
  type RandomGame,
  type ShrinkOptions,
  type ShrinkResult,
  shrinkGame,
} from './random-play.js';
export { resolveRevisionsOf, revisionsOf, UnknownRevisionError } from './revisions.js';
export {
  type SmokeGame,
  type SmokeOptions,
  type SmokeProblem,
  type SmokeReport,
  smokeRun,
} from './smoke.js';
export {
  ArrowRecorder,
  type TransitionCoverageReport,
  transitionCoverage,
  transitionCoverageText,
  type UnreachedArrow,
} from './transition-coverage.js';
export { Visited } from './visited.js';
