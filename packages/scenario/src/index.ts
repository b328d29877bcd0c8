export * from './analysis/coverage.js';
export * from './analysis/diff.js';
export { fingerprint, observable, outcome } from './analysis/fingerprint.js';
export {
  bindNames,
  isKnownClause,
  knownRuleKeys,
  type NameContext,
  type NameDiagnostic,
  PHASE_NAMES,
} from './bind/names.js';
export {
  type Occurrence,
  type OccurrenceKind,
  occurrenceAt,
  occurrences,
  occurrencesOf,
  scenarioPlayers,
} from './bind/occurrences.js';
export { type BoundDraft, bindRevisionFile, draftId, revisionSource } from './revision-file/bind.js';
export { type Override, parseRevisionFile, type RevisionFile } from './revision-file/parse.js';
export * from './run/board.js';
export { Checkpoints, type Mark, type RunTrace } from './run/checkpoints.js';
export { bindGiven, DEFAULTS } from './run/given.js';
export {
  bindCard,
  bindLibrary,
  DEFAULT_CARDS,
  libraryKey,
  type SourceLoader,
  type SourceRefusal,
} from './run/library.js';
export { BindError, type Problem } from './run/problem.js';
export { builtInRevisions, type RevisionSource, resolveRevisions } from './run/revisions.js';
export {
  type Failure,
  type FileResult,
  type RunOptions,
  runScenario,
  runScenarioText,
  type ScenarioResult,
  type Status,
  type StepResult,
} from './run/runner.js';
export { bindSetup } from './run/setup.js';
export { describePoint, isAt } from './run/time.js';
export * from './syntax/index.js';
export { failureText, fileLoader, registerCorpus, scenarioFiles } from './vitest/corpus.js';
