import type { Statement } from '@arbiter/scenario';
import { type FoldingRange, FoldingRangeKind } from 'vscode-languageserver';
import type { ParsedFile } from '../workspace.js';
import { childStatements } from './document.js';

/** Folding: scenarios, sections, statements with lines indented under them, runs of comment lines. */
export function getFoldingRanges(f: ParsedFile): FoldingRange[] {
  const out: FoldingRange[] = [];
  const add = (start: number, end: number, kind?: FoldingRangeKind) => {
    if (end > start) out.push({ startLine: start, endLine: end, ...(kind ? { kind } : {}) });
  };
  if (f.kind === 'revision') {
    for (const s of f.revision?.sections ?? []) add(s.range.start.line, s.range.end.line);
    return out;
  }
  const statements = (list: readonly Statement[]) => {
    let commentStart = -1;
    let commentEnd = -1;
    for (const st of list) {
      if (st.kind === 'comment' && st.range.start.line === commentEnd + 1 && commentStart >= 0)
        commentEnd = st.range.end.line;
      else {
        add(commentStart, commentEnd, FoldingRangeKind.Comment);
        commentStart = st.kind === 'comment' ? st.range.start.line : -1;
        commentEnd = st.kind === 'comment' ? st.range.end.line : -1;
      }
      const children = childStatements(st);
      if (children.length) {
        add(st.range.start.line, st.range.end.line);
        statements(children);
      }
    }
    add(commentStart, commentEnd, FoldingRangeKind.Comment);
  };
  for (const item of f.file.prelude) {
    if (item.kind === 'cards') {
      add(item.range.start.line, item.range.end.line);
      statements(item.body);
    }
  }
  for (const sc of f.file.scenarios) {
    add(sc.range.start.line, sc.range.end.line);
    if (sc.header) add(sc.header.range.start.line, sc.header.range.end.line);
    for (const s of sc.sections) {
      add(s.range.start.line, s.range.end.line);
      statements(s.body as readonly Statement[]);
    }
  }
  return out;
}
