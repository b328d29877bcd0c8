/**
 * The harness as the CLI and the bench call it: the generic loops (`./generic.ts`, also exported
 * whole as `generic` and as `@arbiter/harness/generic`) bound to Megacorp under their historic names,
 * and Megacorp's own pieces (counterexample scenarios, decks, the small game).
 */

export { classDigest, probeAction, turnNetwork } from '@arbiter/megacorp';
// The writers live with the Megacorp scenario dialect; re-exported for the harness's callers.
export {
  flowOfPoint,
  type GivenOfState,
  type GivenPoint,
  givenPoint,
  nameCounts,
  type StepWriter,
  stateToGiven,
  stepWriter,
} from '@arbiter/scenario';
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
} from '../coverage.js';
export { checkStep } from '../engine-seam.js';
export type { ExploreProgress } from '../explore.js';
export * as generic from '../generic.js';
export { describeFailure, failureNames, type Origin } from '../generic.js';
export {
  type ChoicePolicy,
  DeckProblem,
  type GameCase,
} from '../play.js';
export { jsonProblem } from '../properties.js';
export {
  type ChunkPlay,
  chunkSeed,
  type FuzzProgress,
  fuzzWith,
  type GameArbitraryOptions,
  playChunk,
  type RandomGame,
  type ShrinkResult,
} from '../random-play.js';
export { UnknownRevisionError } from '../revisions.js';
export {
  type Effect,
  type FoldoverEstimate,
  foldoverEffects,
  hadamardSign,
  screeningColumns,
  screeningRow,
  screeningRuns,
} from '../screening.js';
export {
  holm,
  type Interval,
  mcnemar,
  mean,
  meanInterval,
  pairedT,
  wilson,
} from '../stats.js';
export {
  ArrowRecorder,
  type TransitionCoverageReport,
  transitionCoverage,
  transitionCoverageText,
  type UnreachedArrow,
} from '../transition-coverage.js';
export {
  type BalanceDecks,
  type BalanceEnd,
  type BalanceGame,
  type BalanceRun,
  type BalanceSummary,
  balanceDecks,
  balanceMeasures,
  endingOf,
  endingsOf,
  type MeasureDef,
  type MeasureValue,
  type MoneyPoint,
  measure,
  moneyByTurn,
  playBalance,
  playBalanceGame,
  summarizeBalance,
} from './balance.js';
export {
  compareBalance,
  DIFF_ALPHA,
  type MeasureShift,
  pairDifferences,
  pairedShift,
} from './balance-diff.js';
export { BalancePool, type BalanceRunRequest } from './balance-workers.js';
export {
  type Counterexample,
  type CounterexampleOptions,
  type Cut,
  cardLine,
  cardLines,
  chooseCut,
  type FailingRun,
  writeCounterexample,
  writtenSteps,
} from './counterexample.js';
export { megacorpChart } from './coverage.js';
export { demoDecks, plainDecks } from './decks.js';
export {
  type ApplyFn,
  type DeckSource,
  type Engine,
  type EngineSeams,
  engineOf,
  type Failure,
  type GameTrace,
  type LegalFn,
  type MegacorpInvariant,
  type PlayOptions,
} from './engine.js';
export {
  type ExploreOptions,
  type ExploreProduction,
  type ExploreSummary,
  explore,
  exploreHash,
  megacorpSearch,
  PRODUCTIONS_COMMUTE,
} from './explore.js';
export {
  type FoundGame,
  type GameMarks,
  KnownMarks,
  marksOfGame,
  writeFoundGame,
} from './found-games.js';
export {
  type ChunkOptions,
  DECKS,
  type DeckName,
  fuzzAcrossWorkers,
  type WorkersOptions,
} from './fuzz-workers.js';
export {
  firstDifference,
  givenRoundTrip,
  givenText,
  idMap,
  placeKeys,
  projection,
  type RoundTrip,
  renameIds,
  stateFromGiven,
} from './given-round-trip.js';
export {
  MECHANICS,
  type Mechanic,
  type MechanicKind,
  type MechanicsReport,
  mechanicLabel,
  mechanicsReport,
  mechanicsText,
  REFUSAL_ONLY_KEYWORDS,
} from './mechanics.js';
export { MECHANICS_DECKS, MECHANICS_DECKS_FILE, mechanicsDecks } from './mechanics-decks.js';
export {
  checkAtomicity,
  checkDeterminism,
  checkJsonRoundTrip,
  checkReplay,
  type FuzzOptions,
  type FuzzSummary,
  fuzz,
  gameArbitrary,
  playCase,
  playFrom,
  type ShrinkOptions,
  shrinkGame,
  startGame,
  stateKey,
} from './play.js';
export {
  checkPlayers,
  holds,
  observedFacts,
  PHASES,
  type Predicate,
  PredicateError,
  parsePredicate,
} from './predicate.js';
export {
  REFERENCE_DECKS,
  REFERENCE_DECKS_FILE,
  type ReferenceDeck,
  referenceDecks,
  referenceLibrary,
} from './reference-decks.js';
export { builtInRevisions, resolveRevisions } from './revisions.js';
export {
  type ExploreConfig,
  exploreGameConfig,
  exploreProfile,
  ONE_CARD_GAME,
  SMALL_CARDS,
  SMALL_GAME,
} from './small-game.js';
export {
  findWitness,
  type Witness,
  type WitnessOptions,
  type WitnessSearch,
  type WrittenWitness,
  witnessPasses,
  witnessStart,
  writeWitness,
} from './witness.js';
export {
  findWitnessRandom,
  type RandomWitnessOptions,
  type RandomWitnessSearch,
  replayToPredicate,
  shrinkWitness,
} from './witness-random.js';
