import {
  type GameScenarioResult as AnyScenarioResult,
  type GameStepResult as AnyStepResult,
  type Range,
  type RevisionLike,
  resolveRevisionsIn,
  runDialectScenario,
  type Scenario,
  type ScenarioDialect,
} from '@arbiter/scenario';
import { uriKey } from '../uri.js';
import type { ParsedFile, WorkspaceIndex } from '../workspace.js';

/** A run of any game's scenario: the state and events are the game's own, which only its adapters read. */
// biome-ignore lint/suspicious/noExplicitAny: the editor holds runs of every game side by side.
export type ScenarioResult = AnyScenarioResult<any, any>;
// biome-ignore lint/suspicious/noExplicitAny: as above.
export type StepResult = AnyStepResult<any>;

/**
 * Live evaluation: each scenario of a file run under each of its revisions, through the workspace
 * index (so `use`d card libraries are the editor's versions). Runs are cached per scenario and
 * revision until the file, a file it reads or the revisions change.
 */
export interface ScenarioRun {
  readonly scenario: Scenario;
  readonly index: number;
  /** One per revision the scenario runs under. */
  readonly results: readonly ScenarioResult[];
  /** The scenario's `revisions` line names an unknown revision. */
  readonly problem?: { readonly range: Range; readonly message: string; readonly hint?: string };
}

export interface Evaluation {
  readonly uri: string;
  readonly rev: number;
  readonly runs: readonly ScenarioRun[];
}

export interface EvaluationOptions {
  /** Revisions for scenarios that name none (the active revision); default: the built-in defaults. */
  readonly revisions?: readonly string[];
  /** Only these revisions run (the `arbiter/runFile` filter). */
  readonly only?: readonly string[];
  /** Only the scenario starting on this line (or holding it). */
  readonly scenarioLine?: number;
}

function safeRun(
  index: WorkspaceIndex,
  f: ParsedFile,
  dialect: ScenarioDialect,
  sc: Scenario,
  i: number,
  profile: RevisionLike,
): ScenarioResult {
  return index.derive(f.uri, `run\u0000${i}\u0000${profile.id}`, (loader) => {
    try {
      // Resumed from this slot's last run: an edit re-runs the scenario from the first statement
      // it changed (the start too, if the edit is above `when`), not from the beginning.
      return runDialectScenario(dialect, f.file, sc, profile, {
        loader,
        revisionSource: index.revisionsFor(dialect),
        checkpoints: { store: index.checkpoints, slot: `${uriKey(f.uri)}\u0000${i}\u0000${profile.id}` },
      });
    } catch (e) {
      // An engine bug must not take the editor down: report it on the scenario line.
      const range = sc.header?.range ?? sc.range;
      return {
        uri: f.uri,
        title: sc.header?.title?.value ?? '(untitled)',
        range,
        revision: profile.id,
        status: 'error',
        failures: [
          {
            range,
            message: `internal error while running this scenario: ${e instanceof Error ? e.message : String(e)}`,
          },
        ],
        steps: [],
        events: [],
        covers: [],
        refusals: [],
        durationMs: 0,
      } satisfies ScenarioResult;
    }
  });
}

/** The scenarios to run and the revisions of each, in the file's game. */
function plan(index: WorkspaceIndex, f: ParsedFile, options: EvaluationOptions) {
  const dialect = index.dialectOf(f);
  // A file of a game the server does not know runs nothing: its `game` line has the diagnostic.
  if (!dialect) return [];
  const source = index.revisionsFor(dialect);
  const known = (ids: readonly string[] | undefined) => ids?.filter((id) => source.profile(id));
  const revisions = known(options.revisions);
  return f.file.scenarios.flatMap((sc, i) => {
    if (options.scenarioLine !== undefined) {
      const next = f.file.scenarios[i + 1];
      const inside =
        sc.range.start.line <= options.scenarioLine &&
        (!next || options.scenarioLine < next.range.start.line);
      if (!inside) return [];
    }
    const r = resolveRevisionsIn(sc, {
      revisionSource: source,
      ...(revisions?.length ? { revisions } : {}),
      ...(options.only ? { only: options.only } : {}),
    });
    return [{ sc, i, resolved: r, dialect }];
  });
}

/**
 * Runs a file step by step: yields after each scenario × revision so a caller can give way to newer
 * edits, and returns the evaluation.
 */
export function* evaluationSteps(
  index: WorkspaceIndex,
  uri: string,
  options: EvaluationOptions = {},
): Generator<void, Evaluation | undefined> {
  const f = index.parsed(uri);
  if (!f || f.kind === 'revision') return undefined;
  const runs: ScenarioRun[] = [];
  for (const { sc, i, resolved, dialect } of plan(index, f, options)) {
    if (!resolved.ok) {
      runs.push({
        scenario: sc,
        index: i,
        results: [],
        problem: {
          range: resolved.range,
          message: resolved.message,
          ...(resolved.hint ? { hint: resolved.hint } : {}),
        },
      });
      continue;
    }
    const results: ScenarioResult[] = [];
    for (const profile of resolved.profiles) {
      results.push(safeRun(index, f, dialect, sc, i, profile));
      yield;
    }
    runs.push({ scenario: sc, index: i, results });
  }
  return { uri: f.uri, rev: f.rev, runs };
}

/** Runs a file now. */
export function evaluate(
  index: WorkspaceIndex,
  uri: string,
  options: EvaluationOptions = {},
): Evaluation | undefined {
  const steps = evaluationSteps(index, uri, options);
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
  }
}

/**
 * Runs a file in slices, giving way to the event loop between runs; returns undefined as soon as
 * `cancelled()` says a newer edit superseded this run.
 */
export async function evaluateCancellable(
  index: WorkspaceIndex,
  uri: string,
  options: EvaluationOptions,
  cancelled: () => boolean,
): Promise<Evaluation | undefined> {
  const steps = evaluationSteps(index, uri, options);
  for (;;) {
    if (cancelled()) return undefined;
    const r = steps.next();
    if (r.done) return cancelled() ? undefined : r.value;
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

/**
 * The one result the editor shows for a scenario (hover, inlay hints, the board): the run under the
 * preferred revision when the scenario runs under it, else under its first revision.
 */
export function viewResult(
  index: WorkspaceIndex,
  uri: string,
  line: number,
  preferred: string | null,
): { run: ScenarioRun; result: ScenarioResult } | undefined {
  const evaluation = evaluate(index, uri, {
    scenarioLine: line,
    ...(preferred ? { revisions: [preferred] } : {}),
    ...(preferred ? { only: [preferred] } : {}),
  });
  let run = evaluation?.runs[0];
  let result = run?.results[0];
  if (run && !result) {
    // The scenario does not run under the preferred revision: show its first one.
    run = evaluate(index, uri, { scenarioLine: line, ...(preferred ? { revisions: [preferred] } : {}) })
      ?.runs[0];
    result = run?.results[0];
  }
  return run && result ? { run, result } : undefined;
}

/** The step result of the line (a step, a checkpoint or an anchor), if the run got there. */
export function stepOnLine(result: ScenarioResult, line: number): StepResult | undefined {
  return (
    result.steps.find(
      (s) => s.range.start.line <= line && line <= s.range.end.line && s.range.start.line === line,
    ) ?? result.steps.find((s) => s.range.start.line <= line && line <= s.range.end.line)
  );
}

/** The last step result that ended before the line: the state a new step there starts from. */
export function stepBefore(result: ScenarioResult, line: number): StepResult | undefined {
  let found: StepResult | undefined;
  // An anchor's range covers the steps indented under it; it is "before" them once its line is.
  for (const s of result.steps)
    if (s.kind === 'anchor' ? s.range.start.line < line : s.range.end.line < line) found = s;
  return found;
}

/** The state a step written on this line starts from: after the step before it, else the initial state. */
export function stateBefore(result: ScenarioResult, line: number) {
  return stepBefore(result, line)?.state ?? result.initial;
}
