export * from './analysis/cause-search.js';
export * from './analysis/coverage.js';
export * from './analysis/living-rulebook.js';
export * from './analysis/outcome-observer.js';
export * from './analysis/parameter-mutants.js';
export * from './analysis/rulebook.js';
export type {
  Aliases,
  AssertedRefusal,
  DialectBinder,
  DialectEditor,
  DialectName,
  DialectSyntax,
  DialectVocabulary,
  DialectWriter,
  EditorSpot,
  EditorWord,
  GameContext,
  Games,
  Mismatch,
  RevisionLike,
  ScenarioDialect,
  SyntaxOf,
} from './dialect.js';
export { oneGame } from './dialect.js';
export * from './dialects/megacorp/analysis/diff.js';
export { bindGiven, DEFAULTS } from './dialects/megacorp/bind/given.js';
export { implicitAction } from './dialects/megacorp/bind/implicit.js';
export {
  bindCard,
  bindLibrary,
  DEFAULT_CARDS,
  libraryKey,
  type SourceLoader,
  type SourceRefusal,
} from './dialects/megacorp/bind/library.js';
export {
  bindNames,
  isKnownClause,
  knownRuleKeys,
  type NameContext,
  type NameDiagnostic,
  PHASE_NAMES,
} from './dialects/megacorp/bind/names.js';
export {
  type Occurrence,
  type OccurrenceKind,
  occurrenceAt,
  occurrences,
  occurrencesOf,
  scenarioPlayers,
} from './dialects/megacorp/bind/occurrences.js';
export { bindSetup } from './dialects/megacorp/bind/setup.js';
export { describePoint, isAt } from './dialects/megacorp/bind/time.js';
export { type MegacorpDialect, megacorpDialect } from './dialects/megacorp/index.js';
export { type GridProblem, gridPiles, networkPiles } from './dialects/megacorp/syntax/grid.js';
export * as vocabulary from './dialects/megacorp/syntax/vocabulary.js';
export { type StepWriter, stepWriter } from './dialects/megacorp/write/action-to-step.js';
export * from './dialects/megacorp/write/board.js';
export { fingerprint, observable } from './dialects/megacorp/write/observable.js';
export {
  type CardInPlayDescription,
  type GivenDescription,
  givenSection,
  type PileDescription,
  type PlayerDescription,
  type PrintGivenOptions,
  printGiven,
  type StackItemDescription,
} from './dialects/megacorp/write/print-given.js';
export {
  flowOfPoint,
  type GivenOfState,
  type GivenPoint,
  givenPoint,
  givenProblem,
  givenText,
  nameCounts,
  stateToGiven,
} from './dialects/megacorp/write/state-to-given.js';
export {
  acceptActual,
  acceptActualAt,
  bindRevisionFile,
  builtInRevisions,
  DEFAULT_GAME,
  dialectOfFile,
  type FileResult,
  GAMES,
  type GameEntry,
  gameOfText,
  games,
  outcome,
  parse,
  parseInSlices,
  type RevisionSource,
  type RunOptions,
  resolveRevisions,
  revisionSource,
  runScenario,
  runScenarioText,
  type ScenarioResult,
  type StepResult,
} from './games.js';
export {
  type BoundDraft,
  bindDraft,
  type DraftCatalog,
  draftId,
  draftSource,
} from './revision-file/bind.js';
export {
  type BoundDraftFile,
  bindDraftSet,
  type DraftSet,
  type DraftText,
  gamesRevisionSource,
} from './revision-file/draft-set.js';
export { type Override, parseRevisionFile, type RevisionFile } from './revision-file/parse.js';
export { profileAsDraft, revisionValue } from './revision-file/write.js';
export {
  type AcceptActualResult,
  type AcceptAtResult,
  type AcceptableResult,
  type AcceptedChange,
  acceptActualAtIn,
  acceptActualIn,
  type KeptExpectation,
} from './run/accept-actual.js';
export { Checkpoints, type Mark, type RunTrace, type StatementKeys } from './run/checkpoints.js';
export { BindError, type Problem } from './run/problem.js';
export {
  type RevisionSource as GameRevisionSource,
  resolveRevisions as resolveRevisionsIn,
  revisionsOf,
} from './run/revisions.js';
export {
  type Failure,
  isSelected,
  runDialectScenario,
  runGameText,
  type ScenarioResult as GameScenarioResult,
  type ScenarioSelection,
  type Status,
  type StepResult as GameStepResult,
  sourceFor,
} from './run/runner.js';
export * from './syntax/index.js';
export { failureText, fileLoader, registerCorpus, scenarioFiles } from './vitest/corpus.js';
