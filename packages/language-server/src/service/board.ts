import type { ScenarioDialect } from '@arbiter/scenario';
import type { Board } from '../protocol.js';
import type { ParsedFile, WorkspaceIndex } from '../workspace.js';
import { type StepGame, stepText } from './actions.js';
import { scenarioAt, toRange } from './document.js';
import { stepBefore, stepOnLine, viewResult } from './evaluation.js';

/** A position as the board webview draws it: the module's board view, the point in words, the answers as steps. */
export function boardOfState(
  g: StepGame,
  s: unknown,
): Pick<Board, 'game' | 'phase' | 'view' | 'decision' | 'text'> {
  const { dialect } = g;
  const d = dialect.module.decision(s);
  return {
    game: dialect.game,
    phase: dialect.bind.describePoint?.(s) ?? '',
    view: dialect.module.view(s),
    decision: d
      ? {
          player: d.player,
          question: d.question,
          options: [...new Set(d.options.flatMap((a) => stepText(g, s, a) ?? []))],
        }
      : null,
    text: dialect.write.board(s),
  };
}

/** `arbiter/boardAt`: the board after the step on a line (before the first step above `when`, the end below it). */
export function getBoardAt(
  f: ParsedFile,
  line: number,
  index: WorkspaceIndex,
  revision: string | null,
): Board | null {
  if (f.kind !== 'scenario') return null;
  const dialect: ScenarioDialect | undefined = index.dialectOf(f);
  const at = scenarioAt(f.file, line);
  if (!at || !dialect) return null;
  const view = viewResult(index, f.uri, line, revision);
  if (!view) return null;
  const { result, run } = view;
  const when = at.scenario.sections.find((s) => s.kind === 'when');
  const then = at.scenario.sections.find((s) => s.kind === 'then');
  let state: unknown;
  let where: Board['at'] = 'step';
  let stepRange: Board['stepRange'] = null;
  if (then && line >= then.range.start.line) {
    state = result.final;
    where = 'final';
  } else if (!when || line < when.range.start.line) {
    state = result.initial;
    where = 'initial';
  } else {
    const step = stepOnLine(result, line) ?? stepBefore(result, line + 1);
    state = step?.state ?? result.initial;
    if (step) stepRange = toRange(step.range);
    else where = 'initial';
  }
  if (!state) return null;
  return {
    uri: f.uri,
    line,
    scenario: result.title,
    revision: result.revision,
    revisions: run.results.map((r) => r.revision),
    at: where,
    stepRange,
    status: result.status,
    ...boardOfState({ dialect, games: index.games }, state),
  };
}
