/**
 * The custom requests the Arbiter language server answers, as the extension reads them. Ranges are
 * LSP ranges (0-based lines, UTF-16 characters). Everything the extension shows goes through
 * these shapes, so a change on the server side is absorbed here.
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
} as const;

export type Status = 'passed' | 'failed' | 'error' | 'skipped';

// --- arbiter/runFile ------------------------------------------------------------------------------

export interface RunFileParams {
  readonly uri: string;
  /** Run only under these revisions; by default every revision each scenario names. */
  readonly revisions?: readonly string[];
}

export interface StepOutcome {
  readonly range: LspRange;
  readonly kind?: string;
  readonly status: Status;
  /** The engine actions the line caused, implicit passes included, in words. */
  readonly actions?: readonly string[];
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

export interface LogEvent {
  readonly type?: string;
  readonly text: string;
  readonly clause?: string;
}

export interface ScenarioRun {
  readonly title: string;
  /** The range of the `scenario "..."` line. */
  readonly range: LspRange;
  readonly revision: string;
  readonly status: Status;
  readonly durationMs?: number;
  readonly steps: readonly StepOutcome[];
  readonly failures: readonly FailureInfo[];
  /** The engine log, in order. */
  readonly events?: readonly LogEvent[];
}

export interface RunFileResult {
  readonly uri: string;
  readonly scenarios: readonly ScenarioRun[];
}

// --- arbiter/boardAt ------------------------------------------------------------------------------

export interface BoardAtParams {
  readonly uri: string;
  readonly line: number;
  readonly revision?: string;
}

export interface BoardCard {
  readonly id?: string;
  readonly name: string;
  readonly engaged: boolean;
  /** Damage per trait. */
  readonly damage?: Readonly<Record<string, number>>;
  readonly counters?: Readonly<Record<string, number>>;
  readonly owner?: string;
}

export interface BoardPile {
  readonly x: number;
  readonly y: number;
  /** Top card first. */
  readonly cards: readonly BoardCard[];
}

export interface BoardPlayer {
  readonly id: string;
  readonly money: number;
  readonly pools?: Readonly<Record<string, number>>;
  readonly lost?: boolean;
  readonly network: readonly BoardPile[];
}

/** A card in a challenge, by id or by name and place. */
export interface ChallengeCard {
  readonly id?: string;
  readonly name?: string;
  readonly player?: string;
  readonly x?: number;
  readonly y?: number;
}

export interface BoardChallenge {
  readonly attacker?: ChallengeCard;
  readonly target?: ChallengeCard;
  readonly blockers: readonly ChallengeCard[];
  readonly trait?: string;
}

export interface Board {
  readonly revision?: string;
  /** The line whose state this is, and what stands there. */
  readonly line?: number;
  readonly label?: string;
  readonly turn?: number;
  readonly active?: string;
  readonly phase?: string;
  readonly priority?: string | null;
  readonly players: readonly BoardPlayer[];
  readonly challenge?: BoardChallenge | null;
  /** The statechart's active leaf states as dotted paths, e.g. `turn.divest.main`. */
  readonly flowPaths: readonly string[];
}

export interface BoardAtResult {
  readonly board: Board | null;
  /** Why there is no board (no scenario at that line, a syntax error...). */
  readonly reason?: string;
}

// --- arbiter/statechart ---------------------------------------------------------------------------

export interface StateNode {
  /** The key of this state within its parent. */
  readonly key: string;
  /** The dotted path from the root, e.g. `turn.challenge.declare`. */
  readonly path: string;
  readonly type?: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  readonly children: readonly StateNode[];
}

// --- arbiter/setRevision --------------------------------------------------------------------------

export interface SetRevisionParams {
  readonly revision: string;
}
