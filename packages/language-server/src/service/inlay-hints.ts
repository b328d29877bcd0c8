import { describePoint } from '@arbiter/scenario';
import { type InlayHint, InlayHintKind, type Range } from 'vscode-languageserver';
import type { ParsedFile, WorkspaceIndex } from '../workspace.js';
import { lineAt, lineStarts } from './document.js';
import { viewResult } from './evaluation.js';

export interface InlayHintOptions {
  /** The revision whose run the hints show (the active revision). */
  readonly revision?: string | null;
}

/** After each step of each scenario in the range: every player's money and where the game is. */
export function getInlayHints(
  f: ParsedFile,
  range: Range,
  index: WorkspaceIndex,
  options: InlayHintOptions = {},
): InlayHint[] {
  if (f.kind === 'revision') return [];
  const out: InlayHint[] = [];
  const starts = lineStarts(f.text);
  for (const sc of f.file.scenarios) {
    if (sc.range.end.line < range.start.line || sc.range.start.line > range.end.line) continue;
    const hasWhen = sc.sections.some((s) => s.kind === 'when' && s.body.length > 0);
    if (!hasWhen) continue;
    const view = viewResult(index, f.uri, sc.range.start.line, options.revision ?? null);
    if (!view) continue;
    for (const step of view.result.steps) {
      const line = step.range.start.line;
      if (line < range.start.line || line > range.end.line || step.kind === 'checkpoint') continue;
      const s = step.state;
      const money = s.players.map((p) => `${p.id} ${p.money}`).join(' · ');
      const point = s.result ? 'game over' : describePoint(s);
      out.push({
        position: { line, character: lineAt(f.text, line, starts).length },
        label: `${money} │ ${point}`,
        kind: InlayHintKind.Type,
        paddingLeft: true,
        tooltip: `after this ${step.kind} under ${view.result.revision}: turn ${s.turn.number}, ${s.turn.active} active${s.priority ? `, priority ${s.priority.holder}` : ''}`,
      });
    }
  }
  return out;
}
