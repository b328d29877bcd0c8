import type { BoardView } from '@arbiter/core';
import { type Range, RequestType } from 'vscode-languageserver';

/**
 * The server's own requests, for the VS Code extension (Testing API, board webview, status bar).
 * README.md documents each with an example.
 */

export type RunStatus = 'passed' | 'failed' | 'error' | 'skipped';

// ---- arbiter/runFile -----------------------------------------------------------------------------

export interface RunFileParams {
  readonly uri: string;
  /** Only these revisions (default: each scenario's own, the active one for scenarios naming none). */
  readonly revisions?: readonly string[];
  /** Only the scenario starting on (or holding) this 0-based line. */
  readonly line?: number;
}

export interface RunFailure {
  readonly range: Range;
  readonly message: string;
  readonly clause?: string;
  readonly hint?: string;
  readonly expected?: string;
  readonly actual?: string;
  /** The board at the moment of failure, as text. */
  readonly board?: string;
}

export interface RunStep {
  readonly range: Range;
  readonly kind: 'step' | 'checkpoint' | 'anchor';
  /** `skipped`: the run stopped before this line. */
  readonly status: RunStatus;
  /** Engine actions this line caused (implicit passes first), in step syntax. */
  readonly actions: readonly string[];
}

export interface RunScenario {
  readonly title: string;
  /** The `scenario "..."` header line. */
  readonly range: Range;
  /** The whole scenario, header to last line. */
  readonly fullRange: Range;
  readonly revision: string;
  readonly status: RunStatus;
  readonly durationMs: number;
  readonly failures: readonly RunFailure[];
  /** Every step, checkpoint and anchor of `when`, in order. */
  readonly steps: readonly RunStep[];
  /** The engine log: each event with its clause, `[5.5.6.2] Ana sells "Hierarch" for 4 M`. */
  readonly log: readonly string[];
  readonly covers: readonly string[];
}

export interface RunFileResult {
  readonly uri: string;
  /** The client's document version the run used (null: read from disk). */
  readonly version: number | null;
  /** One entry per scenario × revision, in file order. */
  readonly scenarios: readonly RunScenario[];
  /** Set when the file could not be run (not a scenario file, outside the workspace). */
  readonly error?: string;
}

export const RunFileRequest = new RequestType<RunFileParams, RunFileResult, void>('arbiter/runFile');

// ---- arbiter/boardAt -----------------------------------------------------------------------------

export interface BoardAtParams {
  readonly uri: string;
  /** 0-based line: the board after the step on that line (or the last one above it). */
  readonly line: number;
  /** Default: the active revision, if the scenario runs under it. */
  readonly revision?: string;
}

/**
 * A position in a scenario, for any game: the game module's board view (`BoardView`: zones,
 * counters, panels, the decision, the result), with where in the scenario it stands.
 */
export interface Board {
  readonly uri: string;
  readonly line: number;
  /** The file's game (`megacorp`, `gardener`). */
  readonly game: string;
  readonly scenario: string;
  readonly revision: string;
  /** The revisions this scenario runs under (for a picker). */
  readonly revisions: readonly string[];
  /** Which state: before the first step, after the step at `stepRange`, or at the end. */
  readonly at: 'initial' | 'step' | 'final';
  readonly stepRange: Range | null;
  /** The scenario's status under this revision. */
  readonly status: RunStatus;
  /** Where the game is, in the scenario's words: `challenge, after blockers`. */
  readonly phase: string;
  /** The position as the game module's `view()` draws it; `view.where` lights `arbiter/statechart` nodes. */
  readonly view: BoardView;
  /** Who must decide what now, with the answers in step syntax. */
  readonly decision: {
    readonly player: string;
    readonly question: string;
    readonly options: readonly string[];
  } | null;
  /** The board as the CLI prints it. */
  readonly text: string;
}

export const BoardAtRequest = new RequestType<BoardAtParams, Board | null, void>('arbiter/boardAt');

// ---- arbiter/statechart --------------------------------------------------------------------------

export interface StatechartNode {
  readonly key: string;
  /** Dotted path from the root (`turn.challenge.attack.blockers`); '' for the root. Matches `Board.flow.paths` prefixes. */
  readonly path: string;
  readonly type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  readonly initial: string | null;
  /** A priority window (its inner states share one shape). */
  readonly window: boolean;
  readonly children: readonly StatechartNode[];
}

export interface StatechartParams {
  /** The document whose game's chart is wanted; without it, the chart of the default game. */
  readonly uri?: string;
}

export const StatechartRequest = new RequestType<StatechartParams | null | undefined, StatechartNode, void>(
  'arbiter/statechart',
);

// ---- arbiter/setRevision, arbiter/revisions ------------------------------------------------------

export interface SetRevisionParams {
  /** A revision id; null goes back to the `arbiter.defaultRevision` setting. */
  readonly revision: string | null;
  /** The game it is picked for (a game id); else the game of `uri`'s file; else the default game. */
  readonly game?: string;
  readonly uri?: string;
}

/** Which game's revisions: a game id, else the game of the file at `uri`, else the default game. */
export interface RevisionsParams {
  readonly game?: string;
  readonly uri?: string;
}

export interface RevisionsResult {
  /** The game these are the revisions of. */
  readonly game: string;
  /** The revision hover, inlay hints, completion and the board use for that game's files. */
  readonly active: string;
  readonly revisions: readonly { readonly id: string; readonly title: string; readonly draft: boolean }[];
}

export const SetRevisionRequest = new RequestType<SetRevisionParams, RevisionsResult, void>(
  'arbiter/setRevision',
);
export const RevisionsRequest = new RequestType<RevisionsParams | null | undefined, RevisionsResult, void>(
  'arbiter/revisions',
);
