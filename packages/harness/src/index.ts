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
  type Counterexample,
  type CounterexampleOptions,
  type Cut,
  cardLine,
  chooseCut,
  type FailingRun,
  failureNames,
  type Origin,
  writeCounterexample,
  writtenSteps,
} from './counterexample.js';
export {
  activeStates,
  type Chart,
  type ChartState,
  type ChartTransition,
  Coverage,
  type CoverageReport,
  coverageHtml,
  coverageText,
  megacorpChart,
} from './coverage.js';
export {
  type ApplyFn,
  checkStep,
  type Engine,
  type EngineSeams,
  engineOf,
  type LegalFn,
  type MegacorpInvariant,
} from './engine-seam.js';
export {
  type ExploreConfig,
  type ExploreOptions,
  type ExploreProduction,
  type ExploreProgress,
  type ExploreSummary,
  explore,
  exploreGameConfig,
  exploreHash,
  exploreProfile,
  SMALL_CARDS,
  SMALL_GAME,
} from './explore.js';
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
  type ChoicePolicy,
  chooseAction,
  DeckProblem,
  type DeckSource,
  demoDecks,
  describeFailure,
  type Failure,
  type GameCase,
  type GameTrace,
  type PlayOptions,
  plainDecks,
  playCase,
  playFrom,
  startGame,
} from './play.js';
export {
  checkAtomicity,
  checkDeterminism,
  checkJsonRoundTrip,
  checkReplay,
  jsonProblem,
  probeAction,
  stateKey,
} from './properties.js';
export {
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
export {
  REFERENCE_DECKS,
  REFERENCE_DECKS_FILE,
  type ReferenceDeck,
  referenceDecks,
  referenceLibrary,
} from './reference-decks.js';
export { builtInRevisions, resolveRevisions, UnknownRevisionError } from './revisions.js';
export { classDigest, turnNetwork } from './symmetry.js';
