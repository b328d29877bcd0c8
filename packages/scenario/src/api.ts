/**
 * The scenario tools' entry points, bound to the registry of games (`games.ts`): each file is read and
 * run in the dialect its `game` line names. The results are typed with Megacorp's state, the one game
 * every tool above this package renders today; the frame's own types (`run/runner.ts`) are generic.
 */
import type { GameEvent, GameState, RevisionProfile } from '@arbiter/megacorp';
import { megacorpModule } from '@arbiter/megacorp';
import { dialectOfFile, games } from './games.js';
import {
  type RevisionSource as AnyRevisionSource,
  type ResolvedRevisions,
  resolveRevisions as resolveIn,
  revisionsOf,
} from './run/revisions.js';
import {
  type FileResult as AnyFileResult,
  type ScenarioResult as AnyScenarioResult,
  type StepResult as AnyStepResult,
  type RunOptions as FrameRunOptions,
  runDialectScenario,
  runGameText,
} from './run/runner.js';
import type { Scenario, ScenarioFile } from './syntax/ast.js';
import { type ParseResult, parse as parseIn } from './syntax/parser.js';

export type StepResult = AnyStepResult<GameState>;
export type ScenarioResult = AnyScenarioResult<GameState, GameEvent>;
export type FileResult = AnyFileResult<GameState, GameEvent>;
export type RevisionSource = AnyRevisionSource<RevisionProfile>;
export type RunOptions = Omit<FrameRunOptions, 'revisionSource'> & {
  readonly revisionSource?: RevisionSource;
};

/** Megacorp's four rulebook revisions; a scenario without a `revisions` line runs under all of them. */
export const builtInRevisions: RevisionSource = revisionsOf(megacorpModule);

/**
 * Reads a `.scenario` or `.cards` file in the dialect of its `game` line (Megacorp without one).
 * Never throws: a line it cannot read becomes an `unknown` statement with a diagnostic.
 */
export function parse(
  text: string,
  uri = '<input>',
  options: { readonly maxDiagnostics?: number; readonly game?: string } = {},
): ParseResult {
  return parseIn(text, uri, { ...options, games });
}

/** Parses and runs every scenario of a file under each of its revisions. */
export function runScenarioText(text: string, uri: string, options: RunOptions = {}): FileResult {
  return runGameText(games, text, uri, options as FrameRunOptions) as FileResult;
}

/** Runs one scenario under one revision, in the dialect of its file. */
export function runScenario(
  file: ScenarioFile,
  scenario: Scenario,
  profile: RevisionProfile,
  options: RunOptions = {},
): ScenarioResult {
  const dialect = dialectOfFile(file, options.game);
  if (!dialect) throw new Error(`${file.uri}: the file names an unknown game`);
  return runDialectScenario(dialect, file, scenario, profile, options as FrameRunOptions) as ScenarioResult;
}

/** The profiles a scenario runs under: its `revisions` line, else the defaults; `only` filters. */
export function resolveRevisions(
  sc: Scenario,
  options: { revisions?: readonly string[]; only?: readonly string[]; revisionSource?: RevisionSource },
): ResolvedRevisions<RevisionProfile> {
  return resolveIn(sc, { ...options, revisionSource: options.revisionSource ?? builtInRevisions });
}
