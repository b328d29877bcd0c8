export * from './analysis/coverage.js';
export * from './analysis/diff.js';
export { fingerprint, observable, outcome } from './analysis/fingerprint.js';
export {
  builtInRevisions,
  type FileResult,
  parse,
  type RevisionSource,
  type RunOptions,
  resolveRevisions,
  runScenario,
  runScenarioText,
  type ScenarioResult,
  type StepResult,
} from './api.js';
export type {
  Aliases,
  DialectBinder,
  DialectSyntax,
  DialectVocabulary,
  DialectWriter,
  GameContext,
  Games,
  Mismatch,
  RevisionLike,
  ScenarioDialect,
  SyntaxOf,
} from './dialect.js';
export { oneGame } from './dialect.js';
export { implicitAction } from './dialects/megacorp/implicit.js';
export { type MegacorpDialect, megacorpDialect } from './dialects/megacorp/index.js';
export { DEFAULT_GAME, dialectOfFile, GAMES, type GameEntry, gameOfText, games } from './games.js';
export { type BoundDraft, bindRevisionFile, draftId, revisionSource } from './revision-file/bind.js';
export { type Override, parseRevisionFile, type RevisionFile } from './revision-file/parse.js';
export * from './run/board.js';
export { Checkpoints, type Mark, type RunTrace } from './run/checkpoints.js';
export { bindGiven, DEFAULTS } from './run/given.js';
export { bindCard, bindLibrary, DEFAULT_CARDS, libraryKey, type SourceLoader } from './run/library.js';
export { BindError, type Problem } from './run/problem.js';
export { type Failure, runDialectScenario, runGameText, type Status } from './run/runner.js';
export { bindSetup } from './run/setup.js';
export { describePoint, isAt } from './run/time.js';
export * from './syntax/index.js';
export { failureText, fileLoader, registerCorpus, scenarioFiles } from './vitest/corpus.js';
