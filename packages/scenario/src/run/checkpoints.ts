import type { Aliases } from '../dialect.js';
import type { StepResult } from './runner.js';

/**
 * Where a run stood after one statement of `when`: enough to go on from there without running what
 * came before. The arrays of the run are append-only, so a mark is their lengths at that moment.
 */
export interface Mark<S = unknown> {
  readonly state: S;
  readonly events: number;
  readonly refusals: number;
  readonly steps: number;
}

/**
 * One run of a scenario under one revision, as the next run of the same slot may reuse it: the start
 * (`given` or `setup` bound), the key of each statement of `when` and the mark after each one that
 * completed. `events`, `refusals` and `steps` are the very arrays of that run's result (never changed
 * once the result is returned), so keeping a trace costs what keeping the result costs, plus the keys.
 */
export interface RunTrace {
  /**
   * Everything the start depends on: revision, seed, mode, the start section's content (`rootKey`),
   * and the card library (`libraryKey`, serialised only when the rest is the same as the next run's).
   */
  readonly rootKey: string;
  readonly libraryKey: () => string;
  readonly initial: unknown;
  readonly aliases: Aliases;
  /** Events of the start (a `setup` emits some). */
  readonly rootEvents: number;
  /** One key per `when` statement of that run, in order (comments are not statements here). */
  readonly keys: StatementKeys;
  /** One mark per statement that completed: the first `marks.length` keys can be resumed after. */
  readonly marks: readonly Mark[];
  readonly events: readonly unknown[];
  readonly refusals: readonly { readonly key: string; readonly clause: string }[];
  readonly steps: readonly StepResult[];
}

/**
 * The last run of each slot (a document's scenario under a revision, as the caller names it), so that
 * the next run of that slot starts from the last statement both texts share instead of from the
 * beginning: typing near the end of a long scenario re-runs only the tail. A slot whose start changed
 * (another `given`, library or revision) runs from scratch. Least recently used slots are dropped
 * beyond `limit`; each slot keeps one run, whose step results hold a state after every statement
 * anyway, so every statement is a checkpoint and no extra state is kept.
 */
export class Checkpoints {
  private readonly traces = new Map<string, RunTrace>();
  /** What resuming saved so far: runs that reused a start, and `when` statements not run again. */
  readonly stats = { runs: 0, reusedStarts: 0, reusedStatements: 0 };

  constructor(readonly limit = 64) {}

  get size(): number {
    return this.traces.size;
  }

  get(slot: string): RunTrace | undefined {
    const t = this.traces.get(slot);
    if (t) {
      this.traces.delete(slot);
      this.traces.set(slot, t);
    }
    return t;
  }

  set(slot: string, trace: RunTrace): void {
    this.traces.delete(slot);
    this.traces.set(slot, trace);
    while (this.traces.size > this.limit) this.traces.delete(this.traces.keys().next().value as string);
  }

  delete(slot: string): void {
    this.traces.delete(slot);
  }

  clear(): void {
    this.traces.clear();
  }
}

const profileIds = new WeakMap<object, number>();
let nextProfileId = 1;

/**
 * A profile by identity: a draft revision edited in the workspace is a new profile object with the same
 * id, and must not resume a run made under its previous parameters.
 */
export function profileKey(p: { readonly id: string }): string {
  let n = profileIds.get(p);
  if (n === undefined) {
    n = nextProfileId++;
    profileIds.set(p, n);
  }
  return `${p.id}#${n}`;
}

/** Where a syntax node is, or how it was laid out: what two equal statements may differ in. */
const LAYOUT_KEYS = new Set([
  'range',
  'keywordRange',
  'zoneRange',
  'blankBefore',
  'trailingComment',
  'leadingComments',
]);

const isComment = (v: unknown) => (v as { kind?: string } | null)?.kind === 'comment';

const contentOnly = (key: string, value: unknown) =>
  LAYOUT_KEYS.has(key)
    ? undefined
    : Array.isArray(value) && value.some(isComment)
      ? value.filter((v) => !isComment(v))
      : value;

/**
 * The content of a syntax node without positions, layout or comments (comment lines in a section's
 * body included): two nodes with the same key run the same. An anchor's key leaves out the
 * statements indented under it, which are statements of their own here.
 */
export function nodeKey(node: object): string {
  if ((node as { kind?: string }).kind === 'anchor') {
    const { body: _body, ...head } = node as { body: unknown };
    return JSON.stringify(head, contentOnly);
  }
  return JSON.stringify(node, contentOnly);
}

/**
 * The keys of a run's `when` statements (`nodeKey`), each computed the first time a later run compares
 * it: a run whose start changed (an edit of the `given`, the language server's slowest) compares none,
 * and a run that differs halfway compares only the statements up to there.
 */
export interface StatementKeys {
  readonly length: number;
  at(index: number): string;
}

export function statementKeys(statements: readonly object[]): StatementKeys {
  const known: (string | undefined)[] = new Array(statements.length);
  return {
    length: statements.length,
    at(index) {
      let key = known[index];
      if (key === undefined) {
        key = nodeKey(statements[index] as object);
        known[index] = key;
      }
      return key;
    },
  };
}
