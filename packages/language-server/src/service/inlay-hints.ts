import { type InlayHint, InlayHintKind, type Range } from 'vscode-languageserver';
import { viewLine } from '../games/editor-game.js';
import { editorOf } from '../games/index.js';
import type { ParsedFile, WorkspaceIndex } from '../workspace.js';
import { lineAt, lineStarts } from './document.js';
import { viewResult } from './evaluation.js';

export interface InlayHintOptions {
  /** The revision whose run the hints show (the active revision). */
  readonly revision?: string | null;
}

/**
 * After each step of each scenario in the range: the position in a few words, as the game's editor
 * hooks write it (Megacorp: every player's money and where the game is), else from its board view.
 */
export function getInlayHints(
  f: ParsedFile,
  range: Range,
  index: WorkspaceIndex,
  options: InlayHintOptions = {},
): InlayHint[] {
  const dialect = f.kind === 'revision' ? undefined : index.dialectOf(f);
  if (!dialect) return [];
  const editor = editorOf(dialect);
  const line = (s: unknown) => editor.stateLine?.(s) ?? viewLine(dialect.module.view(s));
  const out: InlayHint[] = [];
  const starts = lineStarts(f.text);
  for (const sc of f.file.scenarios) {
    if (sc.range.end.line < range.start.line || sc.range.start.line > range.end.line) continue;
    const hasWhen = sc.sections.some((s) => s.kind === 'when' && s.body.length > 0);
    if (!hasWhen) continue;
    const view = viewResult(index, f.uri, sc.range.start.line, options.revision ?? null);
    if (!view) continue;
    for (const step of view.result.steps) {
      const at = step.range.start.line;
      if (at < range.start.line || at > range.end.line || step.kind === 'checkpoint') continue;
      const { label, tooltip } = line(step.state);
      out.push({
        position: { line: at, character: lineAt(f.text, at, starts).length },
        label,
        kind: InlayHintKind.Type,
        paddingLeft: true,
        tooltip: `after this ${step.kind} under ${view.result.revision}: ${tooltip}`,
      });
    }
  }
  return out;
}
