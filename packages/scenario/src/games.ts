/**
 * The games the scenario tools serve: a `game` line's word → the game's module and scenario dialect.
 * A file without a `game` line is a Megacorp file, so every file written before there were games
 * reads as it always did.
 */
import type { AnyGameModule } from '@arbiter/core';
import { gardenerModule } from '@arbiter/gardener';
import { type GameEvent, type GameState, megacorpModule, type RevisionProfile } from '@arbiter/megacorp';
import type { Games, ScenarioDialect } from './dialect.js';
import { gardenerDialect } from './dialects/gardener/index.js';
import { megacorpDialect } from './dialects/megacorp/index.js';
import { type BoundDraft, bindDraft, draftSource } from './revision-file/bind.js';
import {
  type AcceptActualResult,
  type AcceptAtResult,
  type AcceptableResult,
  acceptActualAtIn,
  acceptActualIn,
} from './run/accept-actual.js';
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
import {
  gameLineOf,
  type ParseResult,
  parse as parseIn,
  parseInSlices as parseInSlicesIn,
} from './syntax/parser.js';

export interface GameEntry {
  readonly module: AnyGameModule;
  readonly dialect: ScenarioDialect;
}

export const GAMES: Readonly<Record<string, GameEntry>> = {
  megacorp: { module: megacorpModule as unknown as AnyGameModule, dialect: megacorpDialect },
  gardener: { module: gardenerModule as unknown as AnyGameModule, dialect: gardenerDialect },
};

/** The game of a file without a `game` line. */
export const DEFAULT_GAME = 'megacorp';

export const games: Games = {
  dialect: (id) => GAMES[id]?.dialect,
  ids: () => Object.keys(GAMES),
  fallback: DEFAULT_GAME,
};

/** The game a text is written for: its `game` line, else the default game. */
export function gameOfText(text: string): string {
  return gameLineOf(text) ?? DEFAULT_GAME;
}

/**
 * The dialect of a parsed file (its `game` line, or `override`) among these games or `registry`'s;
 * undefined for an unknown game.
 */
export function dialectOfFile(
  file: ScenarioFile,
  override?: string,
  registry: Games = games,
): ScenarioDialect | undefined {
  const line = file.prelude.find((p) => p.kind === 'game-line');
  const id = override ?? (line?.kind === 'game-line' ? line.game.text : registry.fallback);
  return registry.dialect(id) ?? registry.dialect(id.toLowerCase());
}

// ---------------------------------------------------------------------------------------------
// The tools' entry points, bound to this registry: each file is read and run in the dialect its
// `game` line names. The results are typed with Megacorp's state, the one game every tool above this
// package renders today; the frame's own types (`run/runner.ts`) are generic.

export type StepResult = AnyStepResult<GameState>;
export type ScenarioResult = AnyScenarioResult<GameState, GameEvent>;
export type FileResult = AnyFileResult<GameState, GameEvent>;
export type RevisionSource = AnyRevisionSource<RevisionProfile>;
export type RunOptions = Omit<FrameRunOptions, 'revisionSource'> & {
  readonly revisionSource?: RevisionSource;
};

/** A Megacorp draft revision file bound against Megacorp's revisions (`bindDraft` for any game). */
export function bindRevisionFile(
  text: string,
  uri: string,
  known: (id: string) => RevisionProfile | undefined,
): BoundDraft<RevisionProfile> {
  return bindDraft(megacorpModule.revisions, text, uri, known);
}

/** Megacorp's built-in revisions plus drafts (`draftSource` for any game). */
export function revisionSource(
  drafts: readonly RevisionProfile[] = [],
  defaults?: readonly string[],
): RevisionSource {
  return draftSource(megacorpModule.revisions, drafts, defaults);
}

/** Megacorp's four rulebook revisions; a scenario without a `revisions` line runs under all of them. */
export const builtInRevisions: RevisionSource = revisionsOf(megacorpModule);

/**
 * Reads a `.scenario` or `.cards` file in the dialect of its `game` line (Megacorp without one), among
 * these games or another registry's (`options.games`: a tool serving a game of its own).
 * Never throws: a line it cannot read becomes an `unknown` statement with a diagnostic.
 */
export function parse(
  text: string,
  uri = '<input>',
  options: { readonly maxDiagnostics?: number; readonly game?: string; readonly games?: Games } = {},
): ParseResult {
  return parseIn(text, uri, { ...options, games: options.games ?? games });
}

/** `parse`, pausing every `linesPerSlice` lines (see the frame's `parseInSlices`). */
export function parseInSlices(
  text: string,
  uri: string,
  linesPerSlice: number,
  options: { readonly maxDiagnostics?: number; readonly game?: string; readonly games?: Games } = {},
): Generator<void, ParseResult> {
  return parseInSlicesIn(text, uri, { ...options, games: options.games ?? games }, linesPerSlice);
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

/** The dialect of the game a revision belongs to (Megacorp for its drafts and for unknown ids). */
function dialectOfRevision(id: string): ScenarioDialect {
  for (const entry of Object.values(GAMES)) if (entry.module.revisions.byId(id)) return entry.dialect;
  return (GAMES[DEFAULT_GAME] as GameEntry).dialect;
}

/**
 * What a run did, as a designer observes it (steps taken or refused, the final observable state) in
 * the dialect of its game (`game`, else the game of the revision, which a built-in id names): the
 * basis of outcome fingerprints and drift. A run under a draft needs its `game`.
 */
export function outcome(
  r: AnyScenarioResult<unknown, unknown>,
  game?: string,
): { steps: string[]; final: unknown } {
  const dialect = (game === undefined ? undefined : GAMES[game]?.dialect) ?? dialectOfRevision(r.revision);
  return {
    steps: r.steps
      .filter((st) => st.kind === 'step')
      .map((st) => `${st.status}: ${st.actions[st.actions.length - 1] ?? ''}`),
    final: r.final ? dialect.write.observable(r.final) : null,
  };
}

/**
 * Accept actual as expected: the text with every failing fact of `results` (a run of this very text)
 * rewritten to the value the run found, through the printer; see `acceptActualIn`.
 */
export function acceptActual(
  text: string,
  results: readonly AcceptableResult[],
  options: { readonly uri?: string; readonly game?: string } = {},
): AcceptActualResult {
  const { file } = parse(text, options.uri, options.game ? { game: options.game } : {});
  return acceptActualIn(file, text, results);
}

/**
 * Accept actual for the one fact at `at.line` (0-based) of a run of this very text, as the editor's
 * failure peek asks; see `acceptActualAtIn`.
 */
export function acceptActualAt(
  text: string,
  results: readonly AcceptableResult[],
  at: { readonly line: number; readonly revision?: string },
  options: { readonly uri?: string; readonly game?: string } = {},
): AcceptAtResult {
  const { file } = parse(text, options.uri, options.game ? { game: options.game } : {});
  return acceptActualAtIn(file, text, results, at);
}
