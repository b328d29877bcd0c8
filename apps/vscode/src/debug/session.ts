import type { LoggedEvent } from '@arbiter/core';
import {
  type Aliases,
  BindError,
  Checkpoints,
  type Expectation,
  type Failure,
  parse,
  type RunTrace,
  runScenarioText,
  type Scenario,
  type ScenarioDialect,
  type SourceLoader,
  sectionOf,
  type WhenStatement,
} from '@arbiter/scenario';
import { lineLabel } from '../testing/discover.js';

/** A rule the engine applied or refused at one step, with the clause it cites. */
export interface Ruling {
  readonly text: string;
  readonly key: string;
  readonly clause: string;
  readonly refused: boolean;
}

/**
 * One place the debugger can stand: the start (`given`/`setup`), each `when` statement after it ran,
 * and each `then` line read on the final position. States are immutable, so every frame keeps its own
 * and stepping back is moving an index.
 */
export interface Frame {
  readonly kind: 'start' | 'step' | 'checkpoint' | 'anchor' | 'then';
  /** 0-based line of the statement. */
  readonly line: number;
  readonly label: string;
  readonly state: unknown;
  /** Every event of the game up to this frame (what `then` facts about the log read). */
  readonly events: readonly LoggedEvent[];
  /** What this frame itself did: the engine's rulings, each with its clause. */
  readonly rulings: readonly Ruling[];
  /** The engine actions the statement caused, implicit passes first. */
  readonly actions: readonly string[];
  /** The failures reported at this line. */
  readonly failures: readonly Failure[];
}

export interface OpenOptions {
  /** Any 0-based line of the scenario to debug (its header, a step...); the first scenario by default. */
  readonly line?: number;
  /** The revision to run under; by default the scenario's first. */
  readonly revision?: string;
  readonly loader?: SourceLoader;
}

export interface Breakpoints {
  /** 0-based lines. */
  readonly lines: ReadonlySet<number>;
  /** Clause ids or rule keys: stop at a frame whose rulings cite one (`5.4.1.8`, `challenge.block`). */
  readonly clauses: ReadonlySet<string>;
}

export const NO_BREAKPOINTS: Breakpoints = { lines: new Set(), clauses: new Set() };

export type StopReason = 'entry' | 'step' | 'breakpoint' | 'function breakpoint' | 'failure';

export interface Stop {
  readonly frame: number;
  readonly reason: StopReason;
  /** The clause breakpoint that stopped here. */
  readonly clause?: string;
}

/** A watch or a variable: the position as a tree, with what changed since the previous frame marked. */
export interface Variable {
  readonly name: string;
  readonly value: string;
  readonly children: readonly Variable[];
  /** The value differs from the previous frame's (or the entry is new there). */
  readonly changed: boolean;
}

const WATCH_SENTINEL = '987654321';
/**
 * A watch is a `then` fact's left side (`Ana money`, `"Raamaa" damage`): completed with a right side
 * the position cannot have, the fact reader's mismatch says what the position has. A fact complete
 * as written (`"Raamaa" engaged`) is read as is.
 */
const WATCH_COMPLETIONS = ['', ` ${WATCH_SENTINEL}`, ' none', ' empty', ` ${WATCH_SENTINEL} cards`];

/** Does a written clause name this ruling? Its clause, its rule key, or the canonical revision's clause. */
function cites(
  written: string,
  r: { key: string; clause: string },
  canonical: Readonly<Record<string, string>>,
): boolean {
  return written === r.clause || written === r.key || canonical[r.key] === written;
}

function flattenWhen(body: readonly WhenStatement[]): WhenStatement[] {
  return body.flatMap((st) => (st.kind === 'anchor' ? [st, ...(st.body as WhenStatement[])] : [st]));
}

/**
 * A scenario under one revision, as a debugger walks it: every frame computed up front by the
 * scenario runner (the same run `arbiter run` makes), then stepped forward and back over.
 */
export class ScenarioSession {
  private index = 0;

  private constructor(
    readonly title: string,
    readonly revision: string,
    readonly status: string,
    readonly frames: readonly Frame[],
    /** The game's dialect the scenario is read in. */
    readonly dialect: ScenarioDialect,
    private readonly aliases: Aliases,
    private readonly gameLine: string,
  ) {}

  /** Runs the scenario at `options.line` of a file and keeps every step's state. */
  static open(text: string, uri: string, options: OpenOptions = {}): ScenarioSession {
    const store = new Checkpoints(Number.POSITIVE_INFINITY);
    const slot = 'debug';
    const result = runScenarioText(text, uri, {
      ...(options.loader ? { loader: options.loader } : {}),
      ...(options.revision ? { only: [options.revision] } : {}),
      checkpoints: { store, slot },
    });
    const dialect = result.dialect;
    if (!dialect) throw new Error(`${uri}: the file names an unknown game`);
    const scenarios = result.file.scenarios;
    const at =
      options.line === undefined
        ? 0
        : scenarios.findIndex(
            (sc) => sc.range.start.line <= (options.line as number) && options.line! <= sc.range.end.line,
          );
    const scenario = scenarios[at];
    if (!scenario)
      throw new Error(
        `${uri}:${(options.line ?? 0) + 1}: no scenario here (put the cursor inside a scenario, from its \`scenario\` line to its last line)`,
      );
    const header = (scenario.header?.range ?? scenario.range).start.line;
    const run = result.scenarios.find((r) => r.range.start.line === header);
    if (!run) throw new Error(`${uri}:${header + 1}: this scenario does not run under ${options.revision}`);
    const trace = store.get(`${slot}\u0000${at}\u0000${run.revision}`);
    const gameLine = result.file.prelude.find((p) => p.kind === 'game-line');
    return new ScenarioSession(
      run.title,
      run.revision,
      run.status,
      framesOf(text, scenario, run, trace),
      dialect,
      trace?.aliases ?? {},
      gameLine ? `${text.slice(gameLine.range.start.offset, gameLine.range.end.offset)}\n` : '',
    );
  }

  get current(): number {
    return this.index;
  }

  get frame(): Frame {
    return this.frames[this.index] as Frame;
  }

  /** Moves to a frame (the adapter's `goto`, a test's setup). */
  moveTo(index: number): Frame {
    this.index = Math.max(0, Math.min(this.frames.length - 1, index));
    return this.frame;
  }

  /** One frame forward; null past the last one (the session ends). */
  next(): Stop | null {
    if (this.index >= this.frames.length - 1) return null;
    this.index++;
    return { frame: this.index, reason: 'step' };
  }

  /** One frame back; stays on the first. */
  back(): Stop {
    if (this.index > 0) this.index--;
    return { frame: this.index, reason: 'step' };
  }

  /** Forward to the next frame a breakpoint holds; null when none does (the session ends). */
  continue(bps: Breakpoints): Stop | null {
    for (let i = this.index + 1; i < this.frames.length; i++) {
      const hit = this.hit(i, bps);
      if (hit) {
        this.index = i;
        return hit;
      }
    }
    return null;
  }

  /** Back to the previous frame a breakpoint holds, else to the start. */
  reverseContinue(bps: Breakpoints): Stop {
    for (let i = this.index - 1; i >= 0; i--) {
      const hit = this.hit(i, bps);
      if (hit) {
        this.index = i;
        return hit;
      }
    }
    this.index = 0;
    return { frame: 0, reason: 'entry' };
  }

  /**
   * Why a run stops at a frame: a breakpoint on its line, a ruling citing a clause breakpoint, or a
   * failure there (as a debugger stops on an exception).
   */
  hit(i: number, bps: Breakpoints): Stop | null {
    const f = this.frames[i] as Frame;
    if (bps.lines.has(f.line)) return { frame: i, reason: 'breakpoint' };
    const canonical = this.dialect.module.revisions.canonical.clauses;
    for (const clause of bps.clauses)
      if (f.rulings.some((r) => cites(clause, r, canonical)))
        return { frame: i, reason: 'function breakpoint', clause };
    if (f.failures.length > 0) return { frame: i, reason: 'failure' };
    return null;
  }

  /** The position at a frame as a tree (the game's board view), with changes since the frame before marked. */
  variables(i = this.index): readonly Variable[] {
    const f = this.frames[i] as Frame;
    const prev = i > 0 ? (this.frames[i - 1] as Frame) : undefined;
    const tree = boardTree(this.dialect.module.view(f.state));
    return prev ? markChanges(tree, flatten(boardTree(this.dialect.module.view(prev.state)))) : tree;
  }

  /**
   * A watch expression at a frame: the left side of a `then` fact, read by the dialect's own fact
   * reader (`Ana money` → `10 M`). A complete fact (`"Raamaa" engaged`) reads as `holds` or what the
   * position has instead.
   */
  evaluate(expression: string, i = this.index): string {
    const f = this.frames[i] as Frame;
    const expr = expression.trim();
    if (!expr) throw new Error('write the left side of a `then` fact, e.g. `Ana money`');
    let lastProblem = '';
    for (const completion of WATCH_COMPLETIONS) {
      const e = this.fact(`${expr}${completion}`);
      if (typeof e === 'string') {
        lastProblem ||= e;
        continue;
      }
      try {
        const m = this.dialect.bind.expect(f.state, f.events, e, this.aliases);
        if (completion === '') return m ? m.actual : 'holds';
        return m ? m.actual : completion.trim();
      } catch (err) {
        if (err instanceof BindError) return `cannot read: ${err.message}${err.hint ? ` (${err.hint})` : ''}`;
        throw err;
      }
    }
    throw new Error(`\`${expr}\` is not the left side of a \`then\` fact: ${lastProblem}`);
  }

  /** One `then` line read in the scenario's dialect; a string says why it could not be read. */
  private fact(line: string): Expectation | string {
    const text = `${this.gameLine}scenario "watch"\nthen\n  ${line}\n`;
    const { file, diagnostics } = parse(text, 'watch');
    const thenLine = this.gameLine ? 3 : 2;
    const problem = diagnostics.find((d) => d.severity === 'error' && d.range.start.line === thenLine);
    if (problem) return problem.message;
    const then = file.scenarios[0] ? sectionOf(file.scenarios[0], 'then') : undefined;
    const e = then?.body.find((s) => s.kind !== 'comment');
    return e && e.kind !== 'unknown' ? e : 'not a fact';
  }
}

interface RunLike {
  readonly status: string;
  readonly steps: readonly {
    readonly range: { readonly start: { readonly line: number } };
    readonly kind: string;
    readonly actions: readonly string[];
    readonly state: unknown;
  }[];
  readonly failures: readonly Failure[];
  readonly events: readonly unknown[];
  readonly initial?: unknown;
  readonly final?: unknown;
}

/** The frames of one run: the start, one per completed statement, the failing one, then each `then` line. */
function framesOf(text: string, scenario: Scenario, run: RunLike, trace: RunTrace | undefined): Frame[] {
  const events = (trace?.events ?? run.events) as readonly LoggedEvent[];
  const refusals = trace?.refusals ?? [];
  const failuresAt = (line: number) => run.failures.filter((f) => f.range.start.line === line);
  const start = sectionOf(scenario, 'given') ?? sectionOf(scenario, 'setup');
  const startLine = (start ?? scenario.header ?? scenario).range.start.line;
  const initial = trace?.initial ?? run.initial;
  const frames: Frame[] = [];
  if (initial === undefined) {
    // Nothing could be bound: one frame at the problem, so the user sees why.
    const f = run.failures[0];
    return [
      {
        kind: 'start',
        line: f?.range.start.line ?? startLine,
        label: 'the scenario cannot start',
        state: undefined,
        events: [],
        rulings: [],
        actions: [],
        failures: run.failures,
      },
    ];
  }
  const rootEvents = trace?.rootEvents ?? 0;
  frames.push({
    kind: 'start',
    line: startLine,
    label: start ? lineLabel(text, start.range) : 'start',
    state: initial,
    events: events.slice(0, rootEvents),
    rulings: events.slice(0, rootEvents).map(ruling),
    actions: [],
    failures: failuresAt(startLine),
  });
  const statements = flattenWhen(sectionOf(scenario, 'when')?.body ?? []).filter((s) => s.kind !== 'comment');
  const marks = trace?.marks ?? [];
  let before = { events: rootEvents, refusals: 0 };
  for (const [i, st] of statements.entries()) {
    const mark = marks[i];
    const line = st.range.start.line;
    const kind = st.kind === 'anchor' ? 'anchor' : st.kind === 'checkpoint' ? 'checkpoint' : 'step';
    const step = trace?.steps[i] ?? run.steps[i];
    if (!mark) {
      // The statement that stopped the run: shown on the position it was tried from.
      const failures = failuresAt(line);
      const stopped = failures.length > 0 ? failures : run.failures.filter((f) => f.range.start.line >= line);
      const tried = refusals.slice(before.refusals).map((r) => ({ text: 'refused', ...r, refused: true }));
      frames.push({
        kind,
        line,
        label: lineLabel(text, st.range),
        state: (frames[frames.length - 1] as Frame).state,
        events: events.slice(0, before.events),
        rulings: tried,
        actions: [],
        failures: stopped,
      });
      return frames;
    }
    const own = events.slice(before.events, mark.events) as LoggedEvent[];
    frames.push({
      kind,
      line,
      label: lineLabel(text, st.range),
      state: mark.state,
      events: events.slice(0, mark.events),
      rulings: [
        ...refusals
          .slice(before.refusals, mark.refusals)
          .map((r) => ({ text: 'refused', ...r, refused: true })),
        ...own.map(ruling),
      ],
      actions: step?.actions ?? [],
      failures: failuresAt(line),
    });
    before = { events: mark.events, refusals: mark.refusals };
  }
  const final = run.final ?? (frames[frames.length - 1] as Frame).state;
  for (const e of sectionOf(scenario, 'then')?.body ?? []) {
    if (e.kind === 'comment') continue;
    const line = e.range.start.line;
    frames.push({
      kind: 'then',
      line,
      label: lineLabel(text, e.range),
      state: final,
      events,
      rulings: [],
      actions: [],
      failures: failuresAt(line),
    });
  }
  return frames;
}

function ruling(e: LoggedEvent): Ruling {
  return { text: e.text, key: e.citation.key, clause: e.citation.clause, refused: false };
}

/** A ruling as an output line: `[5.5.6.2] Ana sells "Hierarch" for 4 M (divest.sell)`. */
export function rulingLine(r: Ruling): string {
  return r.refused ? `[${r.clause}] refused (${r.key})` : `[${r.clause}] ${r.text} (${r.key})`;
}

type View = ReturnType<ScenarioDialect['module']['view']>;

const leaf = (name: string, value: string): Variable => ({ name, value, children: [], changed: false });
const group = (name: string, value: string, children: Variable[]): Variable => ({
  name,
  value,
  children,
  changed: false,
});

function cardText(c: View['players'][number]['zones'][number]['cards'][number]): string {
  const at = c.x !== undefined && c.y !== undefined ? `${c.x},${c.y} ` : '';
  const tags = c.tags.length ? ` (${c.tags.join(', ')})` : '';
  const badges = c.badges.map((b) => `, ${b.label} ${b.value}`).join('');
  const under = c.under?.length ? ` over ${c.under.map((u) => `"${u.name}"`).join(' over ')}` : '';
  return `${at}"${c.name}"${under}${tags}${badges}`;
}

function zoneTree(z: View['shared'][number]): Variable {
  const value =
    z.visibility === 'private' || z.layout === 'count'
      ? `${z.count} cards`
      : z.cards.length
        ? z.cards.map((c) => `"${c.name}"`).join(', ')
        : 'empty';
  return group(
    z.label,
    value,
    z.cards.map((c, i) => leaf(String(i + 1), cardText(c))),
  );
}

/**
 * A board view as variables: the game (where, counters, who decides, the result), each player
 * (counters, zones, cards), the shared zones and the panels (Megacorp's challenge).
 */
export function boardTree(v: View): Variable[] {
  const game = group('game', v.title, [
    leaf('where', v.where.join(', ')),
    ...v.counters.map((c) => leaf(c.label, c.value)),
    leaf('decision', v.decision ? `${v.decision.player}: ${v.decision.question}` : 'none'),
    leaf('result', v.result ? (v.result.tie ? 'tie' : `${v.result.winners.join(', ')} won`) : 'playing'),
  ]);
  const players = v.players.map((p) =>
    group(
      p.id,
      [p.active ? 'active' : '', p.out ? 'out' : '', ...p.counters.map((c) => `${c.label} ${c.value}`)]
        .filter(Boolean)
        .join(', '),
      [...p.counters.map((c) => leaf(c.label, c.value)), ...p.zones.map(zoneTree)],
    ),
  );
  const panels = v.panels.map((panel) =>
    group(
      panel.title,
      `${panel.rows.length} rows`,
      panel.rows.map((row, i) =>
        leaf(
          String(i + 1),
          row.map((cell, j) => (panel.header?.[j] ? `${panel.header[j]}: ${cell}` : cell)).join(', '),
        ),
      ),
    ),
  );
  return [game, ...players, ...v.shared.map(zoneTree), ...panels];
}

function flatten(
  tree: readonly Variable[],
  prefix = '',
  into = new Map<string, string>(),
): Map<string, string> {
  for (const v of tree) {
    const path = `${prefix}/${v.name}`;
    into.set(path, v.value);
    flatten(v.children, path, into);
  }
  return into;
}

/** Marks each variable whose value differs from (or is missing in) the previous frame's tree. */
function markChanges(
  tree: readonly Variable[],
  before: ReadonlyMap<string, string>,
  prefix = '',
): Variable[] {
  return tree.map((v) => {
    const path = `${prefix}/${v.name}`;
    return {
      ...v,
      changed: before.get(path) !== v.value,
      children: markChanges(v.children, before, path),
    };
  });
}
