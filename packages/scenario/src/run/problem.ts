import type { Range } from '../syntax/ast.js';

/** Why a scenario could not be bound or did not pass, pinned to the line that caused it. */
export interface Problem {
  readonly range: Range;
  readonly message: string;
  readonly hint?: string;
  /** The clause behind an engine refusal, when there is one. */
  readonly clause?: string;
  readonly expected?: string;
  readonly actual?: string;
}

/** Thrown while binding one statement; the runner turns it into a failure at that line. */
export class BindError extends Error {
  constructor(
    readonly range: Range,
    message: string,
    readonly hint?: string,
  ) {
    super(message);
  }
}
