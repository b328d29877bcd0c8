/**
 * The language server's own requests, as the extension reads them: the fields it uses of the
 * shapes in packages/language-server/src/protocol.ts (test/unit/protocol.test.ts checks at compile
 * time that the server's shapes still fit these). Ranges are LSP ranges: 0-based lines, UTF-16
 * characters.
 */

export interface LspPosition {
  readonly line: number;
  readonly character: number;
}

export interface LspRange {
  readonly start: LspPosition;
  readonly end: LspPosition;
}

export const Requests = {
  runFile: 'arbiter/runFile',
  boardAt: 'arbiter/boardAt',
  statechart: 'arbiter/statechart',
  setRevision: 'arbiter/setRevision',
  revisions: 'arbiter/revisions',
} as const;

export type Status = 'passed' | 'failed' | 'error' | 'skipped';

// --- arbiter/runFile ------------------------------------------------------------------------------

export interface RunFileParams {
  readonly uri: string;
  /** Only these revisions; by default each scenario's own. */
  readonly revisions?: readonly string[];
  /** Only the scenario starting on (or holding) this 0-based line. */
  readonly line?: number;
}

export interface StepOutcome {
  readonly range: LspRange;
  readonly kind: 'step' | 'checkpoint' | 'anchor';
  readonly status: Status;
  /** The engine actions the line caused, implicit passes first. */
  readonly actions: readonly string[];
}

export interface FailureInfo {
  readonly range: LspRange;
  readonly message: string;
  readonly hint?: string;
  readonly clause?: string;
  readonly expected?: string;
  readonly actual?: string;
  /** The board at the moment of failure, as text. */
  readonly board?: string;
}

/** One scenario under one revision. */
export interface ScenarioRun {
  readonly title: string;
  /** The `scenario "..."` line. */
  readonly range: LspRange;
  readonly revision: string;
  readonly status: Status;
  readonly durationMs: number;
  readonly steps: readonly StepOutcome[];
  readonly failures: readonly FailureInfo[];
  /** The engine log, each event with its clause: `[5.5.6.2] Ana sells "Hierarch" for 4 M`. */
  readonly log: readonly string[];
}

export interface RunFileResult {
  readonly uri: string;
  /** One entry per scenario × revision, in file order. */
  readonly scenarios: readonly ScenarioRun[];
  /** Set when the file could not be run at all. */
  readonly error?: string;
}

// --- arbiter/boardAt ------------------------------------------------------------------------------

export interface BoardAtParams {
  readonly uri: string;
  readonly line: number;
  readonly revision?: string;
}

// A position as any game module draws it: the kernel's board view, sent as JSON.
export type { BoardView, CardView, Counter, ZoneView } from '@arbiter/core';

import type { BoardView } from '@arbiter/core';

export interface Board {
  readonly line: number;
  /** The file's game (`megacorp`, `gardener`). */
  readonly game: string;
  readonly scenario: string;
  readonly revision: string;
  /** Which state: before the first step, after the step at `stepRange`, or at the end. */
  readonly at: 'initial' | 'step' | 'final';
  readonly stepRange: LspRange | null;
  /** The scenario's status under this revision. */
  readonly status: Status;
  /** Where the game is, in scenario words: `challenge, after blockers`. */
  readonly phase: string;
  readonly view: BoardView;
  /** Who must decide what now, with the answers in step syntax. */
  readonly decision: {
    readonly player: string;
    readonly question: string;
    readonly options: readonly string[];
  } | null;
}

// --- arbiter/statechart ---------------------------------------------------------------------------

export interface StateNode {
  readonly key: string;
  /** The dotted path from the root, '' for the root; it prefixes `Board.view.where`. */
  readonly path: string;
  readonly type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  /** A priority window. */
  readonly window?: boolean;
  readonly children: readonly StateNode[];
}

// --- arbiter/setRevision, arbiter/revisions -------------------------------------------------------

export interface SetRevisionParams {
  /** A revision id; null goes back to the `arbiter.defaultRevision` setting. */
  readonly revision: string | null;
  /** The game it is picked for; else the game of `uri`'s file; else the default game. */
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
