import type { Range } from './ast.js';

export type Severity = 'error' | 'warning' | 'info';

export type DiagnosticCode =
  /** The bytes are not clean UTF-8 (BOM, UTF-16, invalid sequences, NUL bytes). */
  | 'encoding'
  /** A known statement with a malformed argument. */
  | 'syntax'
  /** A line whose verb or property is not part of the language. */
  | 'unknown-statement'
  /** Sections in the wrong place or missing, a duplicated section. */
  | 'structure'
  /** Indentation that does not mean what it seems to. */
  | 'indentation'
  /** A name that means nothing here: an unknown card, player, clause, keyword... (`bind/names.ts`). */
  | 'binding'
  /** The file has more problems than are reported. */
  | 'too-many'
  /** A bug in the parser itself (the line is kept as unknown). */
  | 'internal';

export interface Diagnostic {
  readonly severity: Severity;
  readonly code: DiagnosticCode;
  readonly message: string;
  /** What to write instead. */
  readonly hint?: string;
  readonly range: Range;
}

/** `file:line:col: error: message (hint)`, 1-based like compilers print them. */
export function formatDiagnostic(d: Diagnostic, file: string): string {
  const where = `${file}:${d.range.start.line + 1}:${d.range.start.character + 1}`;
  return `${where}: ${d.severity}: ${d.message}${d.hint ? ` (${d.hint})` : ''}`;
}

/** By position; at the same place, errors before warnings before notes. */
export function sortDiagnostics(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const rank = { error: 0, warning: 1, info: 2 } as const;
  return [...diagnostics].sort(
    (a, b) => a.range.start.offset - b.range.start.offset || rank[a.severity] - rank[b.severity],
  );
}
