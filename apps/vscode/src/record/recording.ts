import type { GameAction } from '@arbiter/core';
import { parse, runScenarioText, type ScenarioDialect, type SourceLoader } from '@arbiter/scenario';
import { ScenarioSession } from '../debug/session.js';

/** A legal action as a player would write it: the dialect's action→step writer. */
export interface LegalStep {
  readonly index: number;
  readonly step: string;
}

export interface RecordOptions {
  readonly loader?: SourceLoader;
  readonly revision?: string;
}

export type Saved =
  | { readonly ok: true; readonly text: string }
  | { readonly ok: false; readonly reason: string };

/**
 * Playing a position on from a line of a scenario and keeping what was played as a new scenario:
 * the start is the position at that line (the state after the step there), each move one of the
 * game's legal actions, written as a step. States are immutable, so undo is dropping the last one.
 */
export class Recording {
  private readonly states: unknown[];
  private readonly steps: string[] = [];

  private constructor(
    private readonly dialect: ScenarioDialect,
    start: unknown,
    readonly revision: string,
    /** The source file's text before its first scenario: `game`, `use` and shared `cards` lines. */
    private readonly prelude: string,
    readonly origin: { readonly title: string; readonly line: number },
    /**
     * The source scenario up to the start line, for a start no `given` can describe (mid-challenge,
     * something on the stack): the new scenario then replays its steps up to there.
     */
    private readonly replay: { readonly text: string; readonly inWhen: boolean },
  ) {
    this.states = [start];
  }

  /** A recording from the position at a 0-based line of a scenario file. */
  static at(text: string, uri: string, line: number, options: RecordOptions = {}): Recording {
    const session = ScenarioSession.open(text, uri, { line, ...options });
    // The last frame at or above the line: the position after that step.
    let index = 0;
    session.frames.forEach((f, i) => {
      if (f.line <= line && f.kind !== 'then') index = i;
    });
    const frame = session.moveTo(index);
    if (frame.state === undefined)
      throw new Error(
        `${uri}:${line + 1}: the scenario does not start, so there is no position to play from`,
      );
    const { file } = parse(text, uri);
    const first = file.scenarios[0];
    const prelude = first ? text.slice(0, first.range.start.offset) : text;
    const sc = file.scenarios.find((x) => x.range.start.line <= line && line <= x.range.end.line);
    const start = sc?.sections.find((x) => x.kind === 'given' || x.kind === 'setup');
    const lineEnd = (n: number) => {
      let at = 0;
      for (let i = 0; i <= n; i++) at = text.indexOf('\n', at) + 1 || text.length;
      return at;
    };
    const inWhen = frame.kind !== 'start';
    const end = inWhen ? lineEnd(frame.line) : (start?.range.end.offset ?? lineEnd(frame.line));
    const replay = { text: sc ? text.slice(sc.range.start.offset, end).trimEnd() : '', inWhen };
    return new Recording(
      session.dialect,
      frame.state,
      session.revision,
      prelude,
      { title: session.title, line: frame.line },
      replay,
    );
  }

  get state(): unknown {
    return this.states[this.states.length - 1];
  }

  /** The current position as the game's board view. */
  view(): ReturnType<ScenarioDialect['module']['view']> {
    return this.dialect.module.view(this.state);
  }

  get start(): unknown {
    return this.states[0];
  }

  get played(): readonly string[] {
    return this.steps;
  }

  /** The moves the rules allow now, each written as a step (moves the language cannot write are left out). */
  legal(): readonly LegalStep[] {
    const s = this.state;
    const out: LegalStep[] = [];
    const seen = new Set<string>();
    this.dialect.module.legalActions(s).forEach((a: GameAction, index: number) => {
      const step = this.dialect.write.step(s, a);
      if (step === undefined || seen.has(step)) return;
      seen.add(step);
      out.push({ index, step });
    });
    return out;
  }

  /** Plays the legal action at `index` (an index of `legal()`); the rule's refusal otherwise. */
  play(
    index: number,
  ): { readonly ok: true; readonly step: string } | { readonly ok: false; readonly reason: string } {
    const s = this.state;
    const action = this.dialect.module.legalActions(s)[index];
    const step = action === undefined ? undefined : this.dialect.write.step(s, action);
    if (!action || step === undefined) return { ok: false, reason: 'that move is no longer legal here' };
    const r = this.dialect.module.apply(s, action);
    if (!r.ok) return { ok: false, reason: `${r.violation.message} (${r.violation.clause})` };
    this.states.push(r.state);
    this.steps.push(step);
    return { ok: true, step };
  }

  /** Takes back the last move. */
  undo(): boolean {
    if (this.steps.length === 0) return false;
    this.steps.pop();
    this.states.pop();
    return true;
  }

  /**
   * The recording as a scenario: `given` = the start position (the dialect's state→given writer),
   * `when` = the steps played; when the last move leaves a question open, `then` says who must answer.
   */
  scenarioText(title: string): Saved {
    const given = this.dialect.write.given(this.start);
    const question = this.dialect.bind.question?.(this.state);
    const name = `scenario "${title.replace(/"/g, "'")}"`;
    const head = `${this.prelude.trimEnd()}${this.prelude.trim() ? '\n\n' : ''}`;
    const steps = this.steps.map((s) => `  ${s}`);
    const then =
      question && !this.dialect.module.result(this.state) ? ['then', `  waiting for ${question.player}`] : [];
    if (given.ok) {
      const lines = [
        `${head}${name}`,
        `  revisions ${this.revision}`,
        `  # recorded from "${this.origin.title}" at line ${this.origin.line + 1}`,
        given.text,
        ...(steps.length ? ['when', ...steps] : []),
        ...then,
      ];
      return { ok: true, text: `${lines.join('\n')}\n` };
    }
    if (!this.replay.text)
      return {
        ok: false,
        reason: `the position at line ${this.origin.line + 1} cannot be written as a \`given\`: ${given.reason}`,
      };
    // No `given` holds this position: start as the source scenario does and replay its steps to here.
    const replayed = this.replay.text.replace(/^scenario\s+"(?:[^"\\]|\\.)*"/, name);
    const lines = [
      `${head}${replayed}`,
      ...(this.replay.inWhen ? [] : steps.length ? ['when'] : []),
      `  # recorded from "${this.origin.title}" at line ${this.origin.line + 1} (${given.reason}, so its steps are replayed)`,
      ...steps,
      ...then,
    ];
    return { ok: true, text: `${lines.join('\n')}\n` };
  }

  /** The recording saved and run: the scenario text, and how it fares (it should pass). */
  check(
    title: string,
    uri: string,
    loader?: SourceLoader,
  ):
    | { readonly text: string; readonly status: string; readonly problems: readonly string[] }
    | { readonly reason: string } {
    const saved = this.scenarioText(title);
    if (!saved.ok) return { reason: saved.reason };
    const r = runScenarioText(saved.text, uri, loader ? { loader } : {});
    const runs = r.scenarios;
    return {
      text: saved.text,
      status: runs.every((x) => x.status === 'passed')
        ? 'passed'
        : (runs.find((x) => x.status !== 'passed')?.status ?? 'error'),
      problems: runs.flatMap((x) => x.failures.map((f) => `${uri}:${f.range.start.line + 1}: ${f.message}`)),
    };
  }
}
