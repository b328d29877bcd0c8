import { type Expectation, quote, type Scenario, type Statement } from '@arbiter/scenario';
import {
  type CodeAction,
  CodeActionKind,
  type Diagnostic,
  type Range,
  type TextEdit,
} from 'vscode-languageserver';
import { editorOf } from '../games/index.js';
import type { ParsedFile, WorkspaceIndex } from '../workspace.js';
import { missingDecision } from './actions.js';
import type { DiagnosticData } from './diagnostics.js';
import {
  lineAt,
  lineStarts,
  STEP_KINDS,
  scenarioAt,
  statementsIn,
  toRange,
  whenStatements,
} from './document.js';
import { evaluate, stateBefore, stepOnLine, viewResult } from './evaluation.js';

export interface CodeActionOptions {
  /** The revision whose run "insert the state as a given" uses (the active revision). */
  readonly revision?: string | null;
}

/**
 * Quick fixes and refactorings: apply a did-you-mean; update a failing expectation to the actual
 * value; add the decision step the game waits for; start a new scenario from the state after a step.
 */
export function getCodeActions(
  f: ParsedFile,
  range: Range,
  diagnostics: readonly Diagnostic[],
  index: WorkspaceIndex,
  options: CodeActionOptions = {},
): CodeAction[] {
  const out: CodeAction[] = [];
  const edit = (edits: TextEdit[]) => ({ changes: { [f.uri]: edits } });
  for (const d of diagnostics) {
    const data = d.data as DiagnosticData | undefined;
    if (!data || typeof data !== 'object') continue;
    for (const fix of data.fixes ?? []) {
      out.push({
        title: fix.title,
        kind: CodeActionKind.QuickFix,
        diagnostics: [d],
        isPreferred: true,
        edit: edit([{ range: fix.range, newText: fix.newText }]),
      });
    }
    if (data.kind === 'evaluation' && f.kind === 'scenario') {
      const update = updateExpectation(f, d, data, index);
      if (update) out.push({ ...update, kind: CodeActionKind.QuickFix, diagnostics: [d], isPreferred: true });
      out.push(
        ...addDecision(f, d, data, index).map((a) => ({
          ...a,
          kind: CodeActionKind.QuickFix,
          diagnostics: [d],
        })),
      );
    }
  }
  if (f.kind === 'scenario') {
    const given = stateAsGiven(f, range, index, options);
    if (given) out.push(given);
  }
  return out;
}

// ---- update an expectation ---------------------------------------------------------------------

function statementOn(sc: Scenario, line: number): Statement | undefined {
  for (const s of sc.sections)
    for (const st of statementsIn(s.body as readonly Statement[]))
      if (st.range.start.line === line && st.kind !== 'comment') return st;
  return undefined;
}

function updateExpectation(
  f: ParsedFile,
  d: Diagnostic,
  data: DiagnosticData,
  index: WorkspaceIndex,
): Omit<CodeAction, 'kind'> | undefined {
  const line = d.range.start.line;
  const at = scenarioAt(f.file, line);
  const revision = data.revisions?.[0];
  if (!at || !revision) return undefined;
  const st = statementOn(at.scenario, line);
  if (!st) return undefined;
  const result = evaluate(index, f.uri, { scenarioLine: line, only: [revision], revisions: [revision] })
    ?.runs[0]?.results[0];
  if (!result) return undefined;
  const edit = (range: Range, newText: string, title: string) => ({
    title,
    edit: { changes: { [f.uri]: [{ range, newText }] } },
  });
  if (STEP_KINDS.has(st.kind) && 'outcomes' in st) {
    // A step: accepted where a refusal was expected, or refused (for another rule).
    const outcome = st.outcomes.find((o) => o.under.length === 0 || o.under.some((u) => u.text === revision));
    const refused = data.actual?.match(/^rejected (\S+)/)?.[1];
    if (data.actual === 'accepted' && outcome) {
      const text = f.text;
      let start = outcome.range.start.offset;
      while (start > 0 && text[start - 1] === ' ') start--;
      const from = toRange({
        start: {
          ...outcome.range.start,
          character: outcome.range.start.character - (outcome.range.start.offset - start),
          offset: start,
        },
        end: outcome.range.end,
      });
      return edit(from, '', 'Remove the expected refusal: the rules accept this step');
    }
    if (refused && outcome?.clause)
      return edit(toRange(outcome.clause.range), refused, `Expect the refusal by ${refused}`);
    if (refused && !outcome)
      return edit(
        toRange({ start: st.range.end, end: st.range.end }),
        `  -> rejected ${refused}`,
        `Expect this step to be refused (${refused})`,
      );
    return undefined;
  }
  const expectation = st.kind === 'checkpoint' ? st.expectation : (st as Expectation);
  const state = st.kind === 'checkpoint' ? stepOnLine(result, line)?.state : result.final;
  if (!state || !('under' in expectation)) return undefined;
  const dialect = index.dialectOf(f);
  const text = dialect && editorOf(dialect).correctedExpectation?.(expectation, state, data.actual, f.text);
  if (text === undefined) return undefined;
  // The `under` list may stand outside the expectation's own range: replace through its end.
  const lastUnder = 'under' in expectation ? expectation.under[expectation.under.length - 1] : undefined;
  const end =
    lastUnder && lastUnder.range.end.offset > expectation.range.end.offset
      ? lastUnder.range.end
      : expectation.range.end;
  const keepsUnder = expectation.kind === 'time';
  const range = toRange({ start: expectation.range.start, end: keepsUnder ? expectation.range.end : end });
  return edit(range, text, `Update the expectation to the actual value: ${text}`);
}

// ---- add the missing decision ------------------------------------------------------------------

function addDecision(
  f: ParsedFile,
  d: Diagnostic,
  data: DiagnosticData,
  index: WorkspaceIndex,
): Omit<CodeAction, 'kind'>[] {
  if (
    data.expected !== 'accepted' &&
    !/must first decide/.test(typeof d.message === 'string' ? d.message : d.message.value)
  )
    return [];
  const line = d.range.start.line;
  const at = scenarioAt(f.file, line);
  const revision = data.revisions?.[0];
  if (!at || !revision) return [];
  const st = whenStatements(at.scenario).find((s) => s.range.start.line === line);
  if (!st || !STEP_KINDS.has(st.kind)) return [];
  const result = evaluate(index, f.uri, { scenarioLine: line, only: [revision], revisions: [revision] })
    ?.runs[0]?.results[0];
  const state = result ? stateBefore(result, line) : undefined;
  const dialect = index.dialectOf(f);
  if (!state || !dialect) return [];
  const missing = missingDecision({ dialect, games: index.games }, state);
  // Only a question the game asks (blockers, upkeep, damage...), not a priority window.
  if (!missing || missing.kind === 'priority' || missing.steps.length === 0) return [];
  const indent = lineAt(f.text, line).match(/^[ \t]*/)?.[0] ?? '  ';
  const pos = { line, character: 0 };
  return missing.steps.slice(0, 6).map((step) => ({
    title: `Add the missing decision (${missing.player}: ${missing.question}): ${step}`,
    edit: { changes: { [f.uri]: [{ range: { start: pos, end: pos }, newText: `${indent}${step}\n` }] } },
  }));
}

// ---- the state after a step as a new scenario --------------------------------------------------

function stateAsGiven(
  f: ParsedFile,
  range: Range,
  index: WorkspaceIndex,
  options: CodeActionOptions,
): CodeAction | undefined {
  const line = range.start.line;
  const at = scenarioAt(f.file, line);
  if (!at) return undefined;
  const st = whenStatements(at.scenario).find((s) => s.kind !== 'comment' && s.range.start.line === line);
  if (!st || !(STEP_KINDS.has(st.kind) || st.kind === 'anchor')) return undefined;
  const dialect = index.dialectOf(f);
  const view = viewResult(index, f.uri, line, options.revision ?? null);
  const step = view ? stepOnLine(view.result, line) : undefined;
  const written = step && dialect ? dialect.write.given(step.state) : undefined;
  if (!view || !written?.ok) return undefined;
  const sc = at.scenario;
  const title = sc.header?.title?.value ?? 'scenario';
  const starts = lineStarts(f.text);
  const cards = sc.sections.find((s) => s.kind === 'cards');
  const cardsText = cards
    ? `${f.text.slice(starts[cards.range.start.line] ?? 0, starts[cards.range.end.line + 1] ?? f.text.length).replace(/\s*$/, '')}\n`
    : '';
  const given = written.text;
  const newText = `\nscenario ${quote(`${title} (after line ${line + 1})`)}\n  revisions ${view.result.revision}\n${cardsText}${given}${given.endsWith('\n') ? '' : '\n'}when\n`;
  const endLine = sc.range.end.line;
  const pos = { line: endLine, character: lineAt(f.text, endLine, starts).length };
  return {
    title: 'Start a new scenario from the state after this step',
    kind: CodeActionKind.RefactorExtract,
    edit: { changes: { [f.uri]: [{ range: { start: pos, end: pos }, newText: `\n${newText}` }] } },
  };
}
