import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { styleText } from 'node:util';
import { type GameState, megacorpModule, whyNotBuy } from '@arbiter/megacorp';
import {
  dialectOfFile,
  formatDiagnostic,
  parse,
  type RevisionSource,
  renderBoard,
  resolveRevisions,
  revisionsOf,
  runScenario,
  type Scenario,
  type ScenarioResult,
  type StepResult,
} from '@arbiter/scenario';
import { boardViewText } from '../board-view-text.js';
import { at, diskLoader, readSource, UsageError, uriOf } from '../files.js';
import type { Io } from '../io.js';
import { prettyFailureLines } from '../reporters/pretty.js';
import { clauseLines } from '../rulebook.js';

export interface ShowOptions {
  /** The revision to run under; by default the scenario's first. */
  readonly revision?: string;
  /** The user's rulebook as text: the clauses shown are quoted from it beside our paraphrase. */
  readonly rulebookText?: string;
}

export interface ShowTarget {
  readonly path: string;
  /** 1-based; undefined for the end of the scenario. */
  readonly line?: number;
}

/** `FILE` or `FILE:LINE`; a path that exists as written wins (so `a:1.scenario` still works). */
export function parseTarget(target: string, cwd: string): ShowTarget {
  if (existsSync(resolve(cwd, target))) return { path: resolve(cwd, target) };
  const m = /^(.*):(\d+)$/.exec(target);
  if (m && existsSync(resolve(cwd, m[1] as string))) {
    const line = Number(m[2]);
    if (line < 1) throw new UsageError(`line numbers start at 1 (got ${target})`);
    return { path: resolve(cwd, m[1] as string), line };
  }
  throw new UsageError(`no such file: ${m ? m[1] : target}`);
}

/** The scenario whose lines include `line` (0-based), or the first one. */
function pick(scenarios: readonly Scenario[], line: number | undefined): Scenario | undefined {
  if (line === undefined) return scenarios[0];
  return scenarios.find((sc) => sc.range.start.line <= line && line <= sc.range.end.line);
}

/** The state after the last step that starts at or before `line`, else the starting position. */
function stateAt(result: ScenarioResult, line: number | undefined): { state?: GameState; step?: StepResult } {
  if (line === undefined) return result.final ? { state: result.final } : {};
  let step: StepResult | undefined;
  for (const s of result.steps) if (s.range.start.line <= line) step = s;
  if (step) return { state: step.state, step };
  return result.initial ? { state: result.initial } : {};
}

/**
 * `arbiter show FILE[:LINE]`: runs the scenario holding LINE (or the file's first) and prints
 * the game state after the step at or before that line (the end state without a line): each
 * network as a grid, money, hands, open markets, phase. Exit 1 when the scenario fails at or
 * before that line (the failure is printed), 2 for a bad target or a file that cannot be read.
 */
export function showCommand(target: string, opts: ShowOptions, io: Io): number {
  let t: ShowTarget;
  try {
    t = parseTarget(target, io.cwd);
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    io.err(`error: ${e.message}`);
    return 2;
  }
  const uri = uriOf(t.path, io.cwd);
  let src: ReturnType<typeof readSource>;
  try {
    src = readSource(t.path);
  } catch (e) {
    io.err(`error: cannot read ${uri}: ${(e as Error).message}`);
    return 2;
  }
  const { file, diagnostics } = parse(src.text, uri);
  const line = t.line === undefined ? undefined : t.line - 1;
  const sc = pick(file.scenarios, line);
  if (!sc) {
    const starts = file.scenarios.map((s) => s.range.start.line + 1);
    io.err(
      file.scenarios.length === 0
        ? `error: ${uri} holds no scenario`
        : `error: line ${t.line} of ${uri} is not inside a scenario (scenarios start at line${starts.length > 1 ? 's' : ''} ${starts.join(', ')})`,
    );
    return 2;
  }
  const inScenario = (offset: number) => offset >= sc.range.start.offset && offset <= sc.range.end.offset;
  const problems = [...src.diagnostics, ...diagnostics].filter((d) => d.severity === 'error');
  for (const d of [...src.diagnostics, ...diagnostics])
    if (d.severity !== 'info') io.err(formatDiagnostic(d, uri));
  if (problems.some((d) => inScenario(d.range.start.offset) || d.code === 'encoding')) return 2;

  const dialect = dialectOfFile(file);
  // Each game's files run under its own revisions; Megacorp's board has a renderer of its own.
  const own = dialect && dialect.game !== 'megacorp' ? dialect : undefined;
  const all = resolveRevisions(sc, own ? { revisionSource: revisionsOf(own.module) as RevisionSource } : {});
  if (!all.ok) {
    io.err(`${at(uri, all.range)}: error: ${all.message}${all.hint ? ` (${all.hint})` : ''}`);
    return 2;
  }
  const profile = opts.revision ? all.profiles.find((p) => p.id === opts.revision) : all.profiles[0];
  if (!profile) {
    io.err(
      `error: this scenario does not run under ${opts.revision} (it runs under ${all.profiles.map((p) => p.id).join(', ') || 'no revision'})`,
    );
    return 2;
  }
  const result = runScenario(file, sc, profile, { loader: diskLoader(io.cwd, { file: uri }) });
  const title = `${result.title} ${styleText('dim', `[${result.revision}]`)}`;
  const failing = result.failures.filter(
    (f) => line === undefined || f.range.start.line <= line || !inScenario(f.range.start.offset),
  );
  const later = result.failures.filter((f) => !failing.includes(f));
  const lines = src.text.split(/\r\n|\n|\r/);
  io.out(`${styleText('bold', title)}  ${uri}${t.line ? `:${t.line}` : ''}`);
  if (failing.length) {
    io.out(
      styleText(
        'red',
        `${result.status === 'error' ? 'cannot run' : 'fails'} ${t.line ? `at or before line ${t.line}` : 'before its end'}:`,
      ),
    );
    for (const f of failing) io.out(prettyFailureLines(result, f, true).join('\n'));
    const clauses = failing.flatMap((f) => (f.clause ? [f.clause] : []));
    if (opts.rulebookText !== undefined && clauses.length)
      io.out(['', ...clauseLines([...new Set(clauses)], opts.rulebookText)].join('\n'));
    return 1;
  }
  const { state, step } = stateAt(result, line);
  if (!state) {
    io.err('error: no game state to show');
    return 2;
  }
  if (step) {
    io.out(`after line ${step.range.start.line + 1}: ${(lines[step.range.start.line] ?? '').trim()}`);
    if (step.actions.length) io.out(styleText('dim', `  engine: ${step.actions.join('; ')}`));
  } else {
    io.out(line === undefined ? 'at the end' : 'before the first step');
  }
  io.out('');
  if (own) {
    io.out(boardViewText(own.module.view(state)));
    return 0;
  }
  io.out(renderBoard(state));
  const cited = new Set<string>(result.covers);
  const why = buyLines(state, cited);
  if (why.length) io.out(['', ...why].join('\n'));
  if (opts.rulebookText !== undefined && cited.size) {
    io.out('');
    io.out('the clauses here, in our words and in the rulebook given:');
    io.out(clauseLines([...cited], opts.rulebookText).join('\n'));
  }
  if (later.length) {
    const f = later[0] as (typeof later)[number];
    io.out('');
    io.out(styleText('yellow', `note: the scenario fails later, at ${at(uri, f.range)}: ${f.message}`));
  }
  return 0;
}

/**
 * For the player who decides now (the active player when nobody does), each card in hand and whether
 * it can be bought now: where, or the rule and clause that refuse each try (`explainIllegal`).
 */
export function buyLines(state: GameState, cited?: Set<string>): string[] {
  if (state.result) return [];
  const who = megacorpModule.decision(state)?.player ?? state.turn.active;
  const answers = whyNotBuy(state, who);
  if (answers.length === 0) return [];
  const lines = [`${who}'s hand, can each card be bought now?`];
  for (const a of answers) {
    if (a.buyable) {
      const where = a.legalAt.map((p) => `${p.x},${p.y}`).join(' ');
      lines.push(`  "${a.name}": yes${where ? `, at ${where}` : ''}`);
      continue;
    }
    // Tries refused for the same rule are one line: the spaces, then the rule.
    const byRule = new Map<string, string[]>();
    for (const r of a.refusals) {
      cited?.add(r.violation.clause);
      const rule = `${r.violation.message} (${r.violation.key}, ${r.violation.clause})`;
      byRule.set(rule, [...(byRule.get(rule) ?? []), ...(r.at ? [`${r.at.x},${r.at.y}`] : [])]);
    }
    for (const [rule, spaces] of byRule)
      lines.push(`  "${a.name}": no${spaces.length ? ` at ${spaces.join(' ')}` : ''}: ${rule}`);
  }
  return lines;
}
