import {
  checkInvariants,
  deepFreeze,
  didYouMean,
  type GameAction,
  type Invariant,
  type InvariantFailure,
  type LoggedEvent,
  type RevisionCatalog,
  type Violation,
} from '@arbiter/core';
import type {
  Aliases,
  AssertedRefusal,
  BindProblem,
  Games,
  RevisionLike,
  ScenarioDialect,
  SourceLoader,
} from '../dialect.js';
import type {
  Checkpoint,
  DialectStep,
  Expectation,
  Name,
  Outcome,
  Range,
  Scenario,
  ScenarioFile,
  Step,
  ThenStatement,
  WhenStatement,
} from '../syntax/ast.js';
import type { Diagnostic } from '../syntax/diagnostics.js';
import { parse } from '../syntax/parser.js';
import { sectionOf } from '../syntax/queries.js';
import { type Checkpoints, type Mark, nodeKey, profileKey, statementKeys } from './checkpoints.js';
import { BindError, type Problem } from './problem.js';
import { type RevisionSource, resolveRevisions, revisionsOf } from './revisions.js';

export type Status = 'passed' | 'failed' | 'error' | 'skipped';

export interface StepResult<S = unknown> {
  readonly range: Range;
  readonly kind: 'step' | 'checkpoint' | 'anchor';
  readonly status: Status;
  /** The engine actions this line caused, implicit passes included, in words. */
  readonly actions: readonly string[];
  /** The state after the line, for the editor (hover, inlay hints, the board view). */
  readonly state: S;
  /** For a `-> rejected` step: the refusal that was its verdict. */
  readonly refusal?: AssertedRefusal;
}

export interface Failure extends Problem {
  /** The board at the moment of failure. */
  readonly board?: string;
  /**
   * A failing fact (`then` line or `expect` checkpoint) rewritten to hold, when it has a one-value
   * form: what `acceptActual` prints in its place.
   */
  readonly actualFact?: Expectation;
}

export interface ScenarioResult<S = unknown, E = unknown> {
  readonly uri: string;
  readonly title: string;
  readonly range: Range;
  readonly revision: string;
  readonly status: Status;
  readonly failures: readonly Failure[];
  /** What passed but deserves a look: `then` read while a revision is mid-sequence (the dialect's `midSequence`). */
  readonly warnings?: readonly Failure[];
  readonly steps: readonly StepResult<S>[];
  readonly events: readonly E[];
  readonly initial?: S;
  readonly final?: S;
  readonly covers: readonly string[];
  /** Every refusal the engine gave while the scenario ran (expected ones included): rule key and clause. */
  readonly refusals: readonly { readonly key: string; readonly clause: string }[];
  /** The refusals the scenario asserted (`-> rejected`, a setup expected `refused`) and got, in order. */
  readonly asserted?: readonly AssertedRefusal[];
  readonly durationMs: number;
}

export interface FileResult<S = unknown, E = unknown> {
  readonly uri: string;
  readonly file: ScenarioFile;
  readonly diagnostics: readonly Diagnostic[];
  readonly scenarios: readonly ScenarioResult<S, E>[];
  /** The game the file was read as; undefined when it names an unknown game. */
  readonly dialect: ScenarioDialect | undefined;
}

export interface RunOptions {
  /** Revisions to run under when a scenario names none; by default every built-in one. */
  readonly revisions?: readonly string[];
  /** When set, only these revisions run, even if a scenario names others. */
  readonly only?: readonly string[];
  readonly loader?: SourceLoader;
  readonly revisionSource?: RevisionSource;
  /** Stop advancing after this many implicit passes for one step (a guard against loops). */
  readonly maxImplicitPasses?: number;
  /**
   * `check` (default) fails on a refused step; `observe` records the refusal and goes on, and ignores
   * `-> rejected` expectations: what `arbiter diff` needs to compare revisions' outcomes.
   */
  readonly mode?: 'check' | 'observe';
  /**
   * Resume from the last run of this slot kept in `store` (and keep this one there): the run starts
   * after the last `when` statement both runs share, from the state the previous run reached there.
   * The result is the one a run from scratch gives (`test/run/resume.test.ts`). The language server
   * uses it so that an edit re-runs only the statements from the edited one on.
   */
  readonly checkpoints?: { readonly store: Checkpoints; readonly slot: string };
  /** Read the file as this game's, whatever its `game` line says (the CLI's `--game`). */
  readonly game?: string;
  /** Run only the scenarios it selects (`run --grep`, `--tag`); the others give no result. */
  readonly select?: ScenarioSelection;
}

/** Which scenarios of a file run: a title containing `grep` (any case), a `tags` line naming one of `tags`. */
export interface ScenarioSelection {
  readonly grep?: string;
  readonly tags?: readonly string[];
}

/** Whether a scenario is one the selection names (every scenario without one). */
export function isSelected(sc: Scenario, select: ScenarioSelection | undefined): boolean {
  if (!select) return true;
  const title = sc.header?.title?.value ?? '';
  if (select.grep !== undefined && !title.toLowerCase().includes(select.grep.toLowerCase())) return false;
  if (select.tags?.length) {
    const tags = sc.header?.body.flatMap((b) => (b.kind === 'tags' ? b.tags.map((t) => t.text) : [])) ?? [];
    if (!select.tags.some((t) => tags.includes(t))) return false;
  }
  return true;
}

class Stop extends Error {
  constructor(readonly failure: Failure) {
    super(failure.message);
  }
}

/**
 * Does a written clause name this rule? The active revision's clause, the rule key, or the clause of
 * the game's canonical revision (Megacorp: V1.7 numbers name rules in every revision, so one scenario
 * reads the same under all).
 */
export function citesRule(
  written: string,
  cited: { key: string; clause: string },
  canonical: { readonly clauses: Readonly<Record<string, string>> },
): boolean {
  return written === cited.clause || written === cited.key || canonical.clauses[cited.key] === written;
}

/** `under v1.7` applies to V1.7 and to drafts that extend it. */
function appliesUnder(under: readonly Name[], revision: string, base?: string | null): boolean {
  return under.length === 0 || under.some((u) => u.text === revision || (base != null && u.text === base));
}

/** The outcome a step must have under this revision: accepted unless a matching `-> rejected` says so. */
function expectedOutcome(
  outcomes: readonly Outcome[],
  revision: string,
  base?: string | null,
): Outcome | undefined {
  return (
    outcomes.find((o) => o.under.some((u) => u.text === revision)) ??
    outcomes.find((o) => o.under.length > 0 && appliesUnder(o.under, revision, base)) ??
    outcomes.find((o) => o.under.length === 0)
  );
}

const now = () => (typeof performance !== 'undefined' ? performance.now() : Date.now());

/**
 * What a scenario binds before it runs, the same under each of its revisions: its cards, then every
 * name it uses; or why it cannot run.
 */
type ScenarioBinding<Lib> =
  | { readonly lib: { readonly library: Lib; readonly problems: readonly BindProblem[] } }
  | { readonly failures: readonly Failure[] };

function bindScenario<Lib>(
  // biome-ignore lint/suspicious/noExplicitAny: binding touches neither states nor actions.
  dialect: ScenarioDialect<any, any, any, Lib, any>,
  file: ScenarioFile,
  scenario: Scenario,
  options: RunOptions,
): ScenarioBinding<Lib> {
  try {
    const lib = dialect.bind.library(file, scenario, options.loader);
    const own = lib.problems.filter((p) => p.uri === file.uri);
    if (lib.problems.length > 0) {
      const p = own[0] ?? lib.problems[0];
      return {
        failures: [
          {
            ...(p as Problem),
            message: `${(p as Problem).message}${p?.uri !== file.uri ? ` (in ${p?.uri})` : ''}`,
          },
        ],
      };
    }
    // Every name must mean something before anything runs (the same binding as `check` and the editor).
    const unbound = (
      dialect.bind.names?.(file, file.scenarios.indexOf(scenario), lib, options.revisionSource) ?? []
    ).filter((d) => d.severity === 'error');
    if (unbound.length > 0)
      return {
        failures: unbound.map((d) => ({
          range: d.range,
          message: d.message,
          ...(d.hint ? { hint: d.hint } : {}),
        })),
      };
    return { lib };
  } catch (e) {
    if (e instanceof BindError)
      return { failures: [{ range: e.range, message: e.message, ...(e.hint ? { hint: e.hint } : {}) }] };
    throw e;
  }
}

/** Runs one scenario of a game under one revision of that game. */
export function runDialectScenario<
  S,
  A extends GameAction,
  E extends LoggedEvent,
  Lib,
  R extends RevisionLike,
>(
  dialect: ScenarioDialect<S, A, E, Lib, R>,
  file: ScenarioFile,
  scenario: Scenario,
  profile: R,
  options: RunOptions = {},
): ScenarioResult<S, E> {
  const started = now();
  return runBoundScenario(
    dialect,
    file,
    scenario,
    profile,
    options,
    bindScenario(dialect, file, scenario, options),
    started,
  );
}

function runBoundScenario<S, A extends GameAction, E extends LoggedEvent, Lib, R extends RevisionLike>(
  dialect: ScenarioDialect<S, A, E, Lib, R>,
  file: ScenarioFile,
  scenario: Scenario,
  profile: R,
  options: RunOptions,
  binding: ScenarioBinding<Lib>,
  started: number,
): ScenarioResult<S, E> {
  const title = scenario.header?.title?.value ?? '(untitled)';
  const covers =
    scenario.header?.body.flatMap((b) => (b.kind === 'covers' ? b.clauses.map((c) => c.text) : [])) ?? [];
  const seedLine = scenario.header?.body.find((b) => b.kind === 'seed');
  const base = {
    uri: file.uri,
    title,
    range: scenario.header?.range ?? scenario.range,
    revision: profile.id,
    covers,
  };
  let steps: StepResult<S>[] = [];
  let events: E[] = [];
  let refusals: { key: string; clause: string }[] = [];
  const warnings: Failure[] = [];
  let setupRefused: readonly AssertedRefusal[] = [];
  let state: S | undefined;
  let initial: S | undefined;
  const done = (status: Status, failures: Failure[]): ScenarioResult<S, E> => ({
    ...base,
    status,
    failures,
    ...(warnings.length ? { warnings } : {}),
    steps,
    events,
    refusals,
    asserted: [...setupRefused, ...steps.flatMap((st) => (st.refusal ? [st.refusal] : []))],
    ...(initial ? { initial } : {}),
    ...(state ? { final: state } : {}),
    durationMs: now() - started,
  });
  if ('failures' in binding) return done('error', [...binding.failures]);
  const lib = binding.lib;
  try {
    const given = sectionOf(scenario, 'given');
    const setup = sectionOf(scenario, 'setup');
    const seed = seedLine?.kind === 'seed' ? seedLine.seed.value : undefined;
    const mode = options.mode ?? 'check';
    // A harness counterexample (`tags counterexample`) replays to the invariant it broke: the game's
    // invariants are checked after each of its steps and each move the runner makes by itself, and a
    // breach fails the statement that caused it.
    const watch = scenario.header?.body.some(
      (b) => b.kind === 'tags' && b.tags.some((t) => t.text === 'counterexample'),
    )
      ? dialect.module.invariants
      : undefined;
    const maxPasses = options.maxImplicitPasses ?? 400;
    const resume = options.checkpoints;
    // Everything the start and each step depend on besides the statements themselves. The library's
    // key is the dearest part, and a start edited (the `given`) differs before it: it waits until asked.
    const rootKey =
      resume && (given || setup)
        ? [
            profileKey(profile),
            mode,
            maxPasses,
            watch ? 'invariants' : '',
            seed ?? '',
            nodeKey((given ?? setup) as object),
          ].join('\u0000')
        : '';
    let library: string | undefined;
    const libraryKey = () => {
      library ??= dialect.bind.libraryKey(lib.library);
      return library;
    };
    const previous = resume ? (resume.store.get(resume.slot) as RunTraceOf<S, E> | undefined) : undefined;
    const reuse =
      rootKey !== '' && previous?.rootKey === rootKey && previous.libraryKey() === libraryKey()
        ? previous
        : undefined;
    let aliases: Aliases = {};
    if (reuse) {
      state = reuse.initial as S;
      aliases = reuse.aliases;
      events = reuse.events.slice(0, reuse.rootEvents);
    } else if (given) {
      const b = dialect.bind.given(given, lib.library, profile, seed);
      state = b.state;
      aliases = b.aliases;
    } else if (setup) {
      const b = dialect.bind.setup(setup, lib.library, profile, seed);
      if (!b.state) {
        setupRefused = b.refused ?? [];
        // A refused setup is the engine's refusal like any step's: coverage reads its keys too.
        refusals = setupRefused.map((r) => ({ key: r.key, clause: r.clause }));
        return done('passed', []);
      }
      state = b.state;
      aliases = b.aliases;
      events.push(...b.events);
    } else {
      return done('error', [
        {
          range: base.range,
          message: 'a scenario needs a `given` or a `setup` section',
          hint: 'start from a position (`given`) or from the beginning (`setup`)',
        },
      ]);
    }
    // Frozen once here, as the engine's own states are: the transaction layer would otherwise freeze
    // it piecemeal in the first transactions, and the engine remembers what it computes only for
    // frozen states.
    state = freezeState(state);
    initial = state;
    const failures: Failure[] = [];
    const when = sectionOf(scenario, 'when');
    const statements = flattenWhen(when?.body ?? []).filter((st) => st.kind !== 'comment');
    const keys = statementKeys(resume ? statements : []);
    // The statements both runs share, from the first: the run goes on after the last of them.
    let shared = 0;
    if (reuse)
      while (shared < reuse.marks.length && shared < keys.length && reuse.keys.at(shared) === keys.at(shared))
        shared++;
    // Each completed statement leaves exactly one step result, which is how the shared ones get
    // today's ranges below; were that ever not so, running from the start is still right.
    if (reuse && shared > 0 && (reuse.marks[shared - 1] as Mark).steps !== shared) shared = 0;
    if (resume) {
      resume.store.stats.runs++;
      if (reuse) resume.store.stats.reusedStarts++;
      resume.store.stats.reusedStatements += shared;
    }
    let from: S = state;
    if (reuse && shared > 0) {
      const mark = reuse.marks[shared - 1] as Mark<S>;
      from = mark.state;
      events = reuse.events.slice(0, mark.events);
      refusals = reuse.refusals.slice(0, mark.refusals);
      // The shared statements' step results, with today's ranges.
      steps = reuse.steps.slice(0, mark.steps).map((r, i) => {
        const range = (statements[i] as WhenStatement).range;
        return r.range === range ? r : { ...r, range };
      });
    }
    const runner = new StepRunner(
      dialect,
      from,
      aliases,
      profile.id,
      events,
      steps,
      maxPasses,
      refusals,
      mode,
      // A built-in revision is a rulebook of its own even when derived from another (Gardener's
      // got-strict from got-2008): only drafts take the `under` lines of the revision they extend.
      dialect.module.revisions.byId(profile.id) ? null : profile.extends,
      watch,
    );
    // The marks of the statements that complete, kept whatever happens next (a later statement may
    // fail): the trace reads this run's arrays only up to its marks.
    const marks: Mark[] = reuse ? reuse.marks.slice(0, shared) : [];
    if (resume)
      resume.store.set(resume.slot, {
        rootKey,
        libraryKey,
        initial: state,
        aliases,
        rootEvents: reuse ? reuse.rootEvents : events.length,
        keys,
        marks,
        events,
        refusals,
        steps,
      });
    for (let i = shared; i < statements.length; i++) {
      runner.statement(statements[i] as WhenStatement);
      if (resume)
        marks.push({
          state: runner.state,
          events: events.length,
          refusals: refusals.length,
          steps: steps.length,
        });
    }
    state = runner.state;
    const then = sectionOf(scenario, 'then');
    const open = runner.unansweredAtEnd(statements, then?.body ?? [], when?.range ?? base.range);
    if (open) failures.push(open);
    const mid =
      then && !dialect.bind.momentNamed?.(statements, then.body)
        ? (dialect.bind.midSequence?.(state) ?? null)
        : null;
    if (mid && options.mode !== 'observe')
      warnings.push({
        range: then?.keywordRange ?? base.range,
        message: `under ${profile.id} the game is still mid-sequence when \`then\` is checked (${mid})`,
        hint: 'then is checked right after the last step; name the moment: end the steps with an anchor (`at turn 5 challenge`) to let the sequence finish, or state it in then (`stack ...`, `phase ...`)',
      });
    for (const e of then?.body ?? []) {
      if (e.kind === 'comment') continue;
      const f = runner.expectation(e);
      if (f) failures.push(f);
    }
    return done(failures.length ? 'failed' : 'passed', failures);
  } catch (e) {
    if (e instanceof Stop) return done('failed', [e.failure]);
    if (e instanceof BindError)
      return done('error', [{ range: e.range, message: e.message, ...(e.hint ? { hint: e.hint } : {}) }]);
    throw e;
  }
}

/** Deep-freezes a state whose top level may already be frozen (`newGame` freezes only that). */
function freezeState<S>(s: S): S {
  for (const v of Object.values(s as object)) deepFreeze(v);
  return Object.isFrozen(s) ? s : Object.freeze(s);
}

/** A trace of a run of this game (the store holds traces of any game, each slot of one). */
type RunTraceOf<S, E> = Omit<
  import('./checkpoints.js').RunTrace,
  'initial' | 'marks' | 'events' | 'steps'
> & {
  readonly initial: S;
  readonly marks: readonly Mark<S>[];
  readonly events: readonly E[];
  readonly steps: readonly StepResult<S>[];
};

function flattenWhen(body: readonly WhenStatement[]): WhenStatement[] {
  const out: WhenStatement[] = [];
  for (const st of body) {
    out.push(st);
    if (st.kind === 'anchor') out.push(...(st.body as WhenStatement[]));
  }
  return out;
}

class StepRunner<S, A extends GameAction, E extends LoggedEvent, R extends RevisionLike> {
  constructor(
    // biome-ignore lint/suspicious/noExplicitAny: the runner never touches the library.
    readonly dialect: ScenarioDialect<S, A, E, any, R>,
    public state: S,
    readonly aliases: Aliases,
    readonly revision: string,
    readonly events: E[],
    readonly steps: StepResult<S>[],
    readonly maxPasses: number,
    readonly refusals: { key: string; clause: string }[],
    readonly mode: 'check' | 'observe',
    /** The revision a draft extends: its `under` expectations apply to the draft too. */
    readonly base: string | null = null,
    /** Checked after each action when set (a counterexample's scenario), the runner's own moves included. */
    readonly invariants?: readonly Invariant<S, A>[],
  ) {}

  fail(range: Range, message: string, extra: Partial<Failure> = {}): never {
    throw new Stop({ range, message, board: this.dialect.write.board(this.state), ...extra });
  }

  private get module() {
    return this.dialect.module;
  }

  private take(action: A): E[] {
    const r = this.module.apply(this.state, action);
    if (!r.ok) throw new Error(`internal: a legal action was refused: ${r.violation.message}`);
    this.state = r.state;
    this.events.push(...r.events);
    return [...r.events];
  }

  /**
   * One move the game makes by the dialect's rule (`bind.implicit`): its description, or null. Watching
   * invariants, a move that breaks one fails the statement (`range`) that made the game move on.
   */
  private advanceOnce(range: Range): string | null {
    const implicit = this.dialect.bind.implicit(this.state);
    if (!implicit) return null;
    const text = this.module.describeAction(this.state, implicit);
    const before = this.state;
    this.take(implicit);
    const broken = this.invariants ? checkInvariants(this.invariants, this.state, before, implicit) : [];
    if (broken.length > 0) this.breach(range, broken, `moving on by itself (${text}), the game breaks`);
    return text;
  }

  /** Fails `range` with the invariants an action broke. */
  private breach(range: Range, broken: readonly InvariantFailure[], how: string): never {
    return this.fail(
      range,
      `${how} ${broken.length > 1 ? 'invariants' : 'an invariant'}: ${broken
        .map((b) => `${b.invariant} (${b.clause}): ${b.message}`)
        .join('; ')}`,
      {
        clause: broken[0]?.clause as string,
        expected: 'every invariant holds',
        actual: broken.map((b) => b.invariant).join(', '),
      },
    );
  }

  private unanswered(range: Range, what: string): never {
    const d = this.module.decision(this.state);
    if (this.module.result(this.state)) this.fail(range, `${what}, but the game is over`);
    const question = d ? `${d.player} must first decide ${d.question}` : 'nobody can act';
    this.fail(range, `${what}: ${question}`, {
      hint: d
        ? `add a step answering it, e.g. ${d.options[0] ? this.module.describeAction(this.state, d.options[0]) : '...'}`
        : undefined,
    });
  }

  statement(st: WhenStatement): void {
    switch (st.kind) {
      case 'comment':
        return;
      case 'unknown': {
        const verb = st.tokens[1]?.value ?? st.tokens[0]?.value ?? '';
        const guess = didYouMean(verb, this.dialect.vocabulary.stepVerbs);
        this.fail(st.range, 'this step cannot be read', {
          hint: guess ? `did you mean \`${guess}\`?` : 'see docs/scenario-language.md, section when',
        });
        return;
      }
      case 'checkpoint': {
        const f = this.expectation(st.expectation, st);
        this.steps.push({
          range: st.range,
          kind: 'checkpoint',
          status: f ? 'failed' : 'passed',
          actions: [],
          state: this.state,
        });
        if (f) throw new Stop(f);
        return;
      }
      case 'anchor':
        this.anchor(st);
        return;
      default:
        this.step(st);
    }
  }

  private anchor(a: Extract<WhenStatement, { kind: 'anchor' }>): void {
    const actions: string[] = [];
    const turn = a.turn?.value;
    const bind = this.dialect.bind;
    const reached = () => (turn === undefined || bind.turn(this.state) === turn) && bind.isAt(this.state, a);
    for (let i = 0; !reached(); i++) {
      // Playing on to a later point may end the game first (a loss at the draw or at the end of the
      // turn): the anchor then stops there and the expectations judge the result.
      if (this.module.result(this.state)) break;
      if (turn !== undefined && bind.turn(this.state) > turn)
        this.fail(a.range, `turn ${turn} is already over`);
      if (i > this.maxPasses * 4) this.fail(a.range, 'the game never reaches this point by passing');
      const moved = this.advanceOnce(a.range);
      if (moved === null) this.unanswered(a.range, 'cannot move on to this point');
      actions.push(moved);
    }
    this.steps.push({ range: a.range, kind: 'anchor', status: 'passed', actions, state: this.state });
  }

  private step(step: Step | DialectStep): void {
    const origin = this.state;
    const outcome =
      this.mode === 'observe' ? undefined : expectedOutcome(step.outcomes, this.revision, this.base);
    if (outcome?.result === 'rejected') {
      this.rejection(step, outcome);
      return;
    }
    const actions: string[] = [];
    const startTurn = this.dialect.bind.turn(this.state);
    let first: { message: string; clause: string; key: string; hint?: string } | undefined;
    for (let i = 0; ; i++) {
      let action: A;
      try {
        action = this.dialect.bind.step(this.state, step, this.aliases);
      } catch (e) {
        if (!(e instanceof BindError) || i === 0) throw e;
        // A card that was there at the first attempt may be gone after passing: report the first refusal.
        break;
      }
      const r = this.module.apply(this.state, action);
      if (r.ok) {
        actions.push(this.module.describeAction(this.state, action));
        const broken = this.invariants ? checkInvariants(this.invariants, r.state, this.state, action) : [];
        if (broken.length > 0) {
          this.state = r.state;
          this.breach(step.range, broken, 'the step breaks');
        }
        this.state = r.state;
        this.events.push(...r.events);
        this.steps.push({ range: step.range, kind: 'step', status: 'passed', actions, state: this.state });
        return;
      }
      const v = r.violation;
      if (i === 0) this.refusals.push({ key: v.key, clause: v.clause });
      first ??= { message: v.message, clause: v.clause, key: v.key, ...(v.hint ? { hint: v.hint } : {}) };
      if (i >= this.maxPasses) break;
      const before = this.state;
      const moved = this.advanceOnce(step.range);
      if (moved === null) {
        this.state = before;
        break;
      }
      if (this.dialect.bind.turn(this.state) !== startTurn || this.module.result(this.state)) break;
      actions.push(moved);
    }
    const f = first as NonNullable<typeof first>;
    // Report the board where the step was tried, not where implicit passing gave up.
    this.state = origin;
    if (this.mode === 'observe') {
      this.steps.push({
        range: step.range,
        kind: 'step',
        status: 'failed',
        actions: [`refused ${f.key}`],
        state: this.state,
      });
      return;
    }
    const d = this.module.decision(this.state);
    const pendingNote =
      d && !d.options.some((o) => o.type === 'pass')
        ? ` (and ${d.player} must first decide ${d.question})`
        : '';
    this.fail(step.range, `the rules refuse this step: ${f.message}${pendingNote}`, {
      clause: f.clause,
      ...(f.hint ? { hint: f.hint } : {}),
      expected: 'accepted',
      actual: `rejected ${f.clause} (${f.key})`,
    });
  }

  /** Where the game stands, in the dialect's words, for messages. */
  private where(): string {
    return this.dialect.bind.describePoint?.(this.state) ?? 'this point';
  }

  /**
   * A step the rules must refuse is judged at its own point: where the steps before it left the game,
   * moved on (as for any step) only past refusals that say its point has not come yet (the dialect's
   * `notYet`: no priority, not its window). The first other answer is the verdict: accepted there
   * fails, and a refusal for another rule than the one written fails with both; it is never tried
   * again later.
   */
  private rejection(step: Step | DialectStep, outcome: Outcome): void {
    const origin = this.state;
    const clause = outcome.clause?.text;
    const expected = `rejected${clause ? ` ${clause}` : ''}`;
    const bind = this.dialect.bind;
    const startTurn = bind.turn(this.state);
    const actions: string[] = [];
    let first: Violation | undefined;
    for (let i = 0; ; i++) {
      let action: A;
      try {
        action = bind.step(this.state, step, this.aliases);
      } catch (e) {
        if (!(e instanceof BindError) || i === 0) throw e;
        break;
      }
      const r = this.module.apply(this.state, action);
      if (r.ok) {
        this.fail(
          outcome.range,
          `expected the rules to refuse this${clause ? ` (${clause})` : ''}, but it was accepted at ${this.where()}`,
          {
            expected,
            actual: 'accepted',
            ...(first ? { hint: `before that point: ${first.message} (${first.key})` } : {}),
          },
        );
      }
      const v = r.violation;
      const verdict = clause === undefined || citesRule(clause, v, this.module.revisions.canonical);
      // The first try's refusal, and the verdict where the step was judged later: the refusal the
      // scenario asserts is the one that exercises its rule, wherever the step came to be judged.
      if (i === 0 || verdict) this.refusals.push({ key: v.key, clause: v.clause });
      if (verdict) {
        const refusal = { key: v.key, clause: v.clause, named: clause !== undefined };
        this.steps.push({
          range: step.range,
          kind: 'step',
          status: 'passed',
          actions,
          state: this.state,
          refusal,
        });
        return;
      }
      if (!bind.notYet?.(this.state, action, v.key)) {
        this.fail(
          outcome.clause?.range ?? outcome.range,
          `refused for another rule at ${this.where()}: ${v.message}`,
          {
            clause: v.clause,
            expected,
            actual: `rejected ${v.clause} (${v.key})`,
            hint: `if this is the rule meant, write -> rejected ${v.clause}`,
          },
        );
      }
      first ??= v;
      if (i >= this.maxPasses) break;
      const moved = this.advanceOnce(step.range);
      if (moved === null || bind.turn(this.state) !== startTurn || this.module.result(this.state)) break;
      actions.push(moved);
    }
    const f = first as Violation;
    this.state = origin;
    this.fail(outcome.clause?.range ?? outcome.range, `refused here for another rule: ${f.message}`, {
      clause: f.clause,
      expected,
      actual: `rejected ${f.clause} (${f.key})`,
      hint: 'the game never reached a point where this step could be judged in this turn: move it on first with the steps or an anchor that lead there',
    });
  }

  /**
   * A scenario ends its steps with no question pending (an order, a search, a trigger...) unless it
   * says so (`waiting for Nick` in `then`, or `expect waiting for Nick` as its last step): otherwise
   * it would pass with a decision nobody made.
   */
  unansweredAtEnd(
    statements: readonly WhenStatement[],
    then: readonly ThenStatement[],
    whenRange: Range,
  ): Failure | null {
    const q = this.dialect.bind.question?.(this.state);
    if (!q || this.module.result(this.state) || this.mode === 'observe') return null;
    const last = statements[statements.length - 1];
    const says = (e: ThenStatement | Expectation) =>
      e.kind === 'waiting' && appliesUnder(e.under, this.revision, this.base);
    if (then.some(says) || (last?.kind === 'checkpoint' && says(last.expectation))) return null;
    const d = this.module.decision(this.state);
    const option = d?.options[0];
    return {
      range: last?.range ?? whenRange,
      message: `the steps end with a question unanswered: ${q.player} must decide ${d?.question ?? q.kind}`,
      expected: 'no question pending',
      actual: `waiting for ${q.player}`,
      hint: `answer it with a step${option ? ` (${this.module.describeAction(this.state, option)})` : ''}, or say the scenario ends there: \`waiting for ${q.player}\` in then`,
      board: this.dialect.write.board(this.state),
    };
  }

  expectation(e: Expectation, at?: Checkpoint): Failure | null {
    if (e.kind !== 'unknown' && !appliesUnder(e.under, this.revision, this.base)) return null;
    try {
      const m = this.dialect.bind.expect(this.state, this.events, e, this.aliases);
      if (!m) return null;
      return {
        range: at?.range ?? e.range,
        message: m.message,
        expected: m.expected,
        actual: m.actual,
        ...(m.actualFact ? { actualFact: m.actualFact } : {}),
        board: this.dialect.write.board(this.state),
      };
    } catch (err) {
      if (err instanceof BindError)
        return { range: err.range, message: err.message, ...(err.hint ? { hint: err.hint } : {}) };
      throw err;
    }
  }
}

/** A scenario that could not run at all (unknown revision, syntax error): one failure, no steps. */
function unrun(
  uri: string,
  sc: Scenario,
  revision: string,
  range: Range,
  why: { range: Range; message: string; hint?: string },
): ScenarioResult<never, never> {
  return {
    uri,
    title: sc.header?.title?.value ?? '(untitled)',
    range,
    revision,
    status: 'error',
    failures: [{ range: why.range, message: why.message, ...(why.hint ? { hint: why.hint } : {}) }],
    steps: [],
    events: [],
    covers: [],
    refusals: [],
    asserted: [],
    durationMs: 0,
  };
}

/**
 * The revisions a file of this game runs under: the caller's source's own for this game when it
 * serves several games (`forGame`); else the caller's source when it is this game's (it knows the
 * game's canonical revision); else the game's own built-in ones. A tool that passes one game's drafts
 * still runs the other games' files under their own revisions.
 */
export function sourceFor<R extends RevisionLike>(
  dialect: { readonly game: string; readonly module: { readonly revisions: RevisionCatalog<R> } },
  given: RevisionSource | undefined,
): RevisionSource {
  const mine = given?.forGame?.(dialect.game);
  if (mine) return mine;
  const own = dialect.module.revisions.canonical.id;
  return given?.profile(own) ? given : revisionsOf(dialect.module);
}

/** Parses and runs every scenario of a file, of any of these games, under each of its revisions. */
export function runGameText(games: Games, text: string, uri: string, options: RunOptions = {}): FileResult {
  const { file, diagnostics, game } = parse(text, uri, {
    games,
    ...(options.game ? { game: options.game } : {}),
  });
  const dialect = game === undefined ? undefined : games.dialect(game);
  const scenarios: ScenarioResult[] = [];
  const errors = diagnostics.filter((d) => d.severity === 'error');
  for (const [i, sc] of file.scenarios.entries()) {
    if (!isSelected(sc, options.select)) continue;
    const scErrors = errors.filter(
      (d) => d.range.start.offset >= sc.range.start.offset && d.range.start.offset <= sc.range.end.offset,
    );
    if (!dialect) {
      // The file names an unknown game: nothing in it can run, and the parser said why at `game`.
      const why = errors[0] ?? { range: sc.range, message: 'unknown game' };
      scenarios.push(unrun(uri, sc, '?', sc.header?.range ?? sc.range, why));
      continue;
    }
    const revs = resolveRevisions(sc, {
      ...options,
      revisionSource: sourceFor(dialect, options.revisionSource),
    });
    if (!revs.ok) {
      scenarios.push(unrun(uri, sc, '?', revs.range, revs));
      continue;
    }
    // Bound once for all its revisions: binding reads no revision (library and names were a tenth of a
    // corpus run, done again under each revision).
    let binding: ScenarioBinding<unknown> | undefined;
    for (const profile of revs.profiles) {
      const d = scErrors[0];
      if (d) {
        scenarios.push(unrun(uri, sc, profile.id, sc.header?.range ?? sc.range, d));
        continue;
      }
      const started = now();
      binding ??= bindScenario(dialect, file, sc, options);
      const ck = options.checkpoints;
      scenarios.push(
        runBoundScenario(
          dialect,
          file,
          sc,
          profile,
          ck
            ? {
                ...options,
                checkpoints: { store: ck.store, slot: `${ck.slot}\u0000${i}\u0000${profile.id}` },
              }
            : options,
          binding,
          started,
        ),
      );
    }
  }
  return { uri, file, diagnostics, scenarios, dialect };
}
