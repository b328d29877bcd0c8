import type { Diagnostic as ScenarioDiagnostic, UseStatement } from '@arbiter/scenario';
import { type Diagnostic, DiagnosticSeverity, type Range } from 'vscode-languageserver';
import type { ParsedFile, WorkspaceIndex } from '../workspace.js';
import { toRange } from './document.js';
import { boundLibrary } from './editor-spot.js';
import type { Evaluation, ScenarioResult } from './evaluation.js';

/** A quick fix carried by a diagnostic: the code-action provider offers it as it is. */
export interface Fix {
  readonly title: string;
  readonly range: Range;
  readonly newText: string;
}

/** What the server puts in `Diagnostic.data`. */
export interface DiagnosticData {
  readonly kind: 'syntax' | 'binding' | 'evaluation';
  readonly fixes?: readonly Fix[];
  /** Live evaluation: the revisions it fails under, and the engine's facts. */
  readonly revisions?: readonly string[];
  readonly scenario?: string;
  readonly clause?: string;
  readonly expected?: string;
  readonly actual?: string;
  readonly hint?: string;
  readonly board?: string;
}

const SOURCE = 'arbiter';

const SEVERITY = {
  error: DiagnosticSeverity.Error,
  warning: DiagnosticSeverity.Warning,
  info: DiagnosticSeverity.Information,
} as const;

function withHint(message: string, hint: string | undefined): string {
  return hint ? `${message} (${hint})` : message;
}

/** The backquoted suggestion of a parser hint: "did you mean `sells`? ...". */
function suggestion(hint: string | undefined): string | undefined {
  return hint?.match(/did you mean `([^`]+)`\?/)?.[1];
}

// ---- syntax ------------------------------------------------------------------------------------

export function getSyntaxDiagnostics(f: ParsedFile): Diagnostic[] {
  const list = f.kind === 'revision' ? (f.revision?.file.diagnostics ?? []) : f.diagnostics;
  return list.map((d: ScenarioDiagnostic) => {
    const guess = suggestion(d.hint);
    const range = toRange(d.range);
    const fixes: Fix[] =
      guess && d.range.start.line === d.range.end.line && d.range.start.offset < d.range.end.offset
        ? [{ title: `Change to \`${guess}\``, range, newText: guess }]
        : [];
    return {
      range,
      severity: SEVERITY[d.severity],
      source: SOURCE,
      code: d.code,
      message: withHint(d.message, d.hint),
      data: { kind: 'syntax', ...(fixes.length ? { fixes } : {}) } satisfies DiagnosticData,
    };
  });
}

// ---- binding -----------------------------------------------------------------------------------

function binding(
  range: Range,
  message: string,
  guess?: { text: string; newText: string },
  fallbackHint?: string,
  severity: DiagnosticSeverity = DiagnosticSeverity.Error,
): Diagnostic {
  const hint = guess ? `did you mean ${guess.text}?` : fallbackHint;
  return {
    range,
    severity,
    source: SOURCE,
    code: 'binding',
    message: withHint(message, hint),
    data: {
      kind: 'binding',
      ...(guess ? { fixes: [{ title: `Change to ${guess.text}`, range, newText: guess.newText }] } : {}),
    } satisfies DiagnosticData,
  };
}

function useStatements(f: ParsedFile): UseStatement[] {
  const out: UseStatement[] = [];
  const cards = (body: readonly { kind: string }[]) => {
    for (const st of body) if (st.kind === 'use') out.push(st as UseStatement);
  };
  for (const item of f.file.prelude) {
    if (item.kind === 'use') out.push(item);
    else if (item.kind === 'cards') cards(item.body);
  }
  for (const sc of f.file.scenarios) for (const s of sc.sections) if (s.kind === 'cards') cards(s.body);
  return out;
}

/** Unknown cards, players, aliases, revisions, clauses, traits and phases; `use` lines that lead nowhere. */
export function getBindingDiagnostics(f: ParsedFile, index: WorkspaceIndex): Diagnostic[] {
  if (f.kind === 'revision') return getRevisionBindingDiagnostics(f, index);
  const out: Diagnostic[] = [];
  for (const use of useStatements(f)) {
    const target = index.useTarget(f.uri, use.path.value);
    const range = toRange(use.path.range);
    if (!target.allowed) {
      out.push(
        binding(
          range,
          `"${use.path.value}" is outside the workspace folders: the server does not read it`,
          undefined,
          'keep card libraries inside the workspace',
        ),
      );
    } else if (target.uri && index.text(target.uri) === undefined) {
      out.push(
        binding(range, `no file at "${use.path.value}"`, undefined, 'the path is relative to this file'),
      );
    }
  }
  const dialect = index.dialectOf(f);
  // A file of an unknown game: its `game` line has the syntax diagnostic, nothing else binds.
  if (!dialect) return out;
  const libraries = new Map<number, ReturnType<typeof boundLibrary>>();
  const library = (i: number) => {
    let lib = libraries.get(i);
    if (!lib) {
      lib = boundLibrary(index, f, dialect, i);
      libraries.set(i, lib);
    }
    return lib;
  };
  // The names the file uses: the dialect's binding, the one `check` and the runner use too.
  const revisions = index.revisionsFor(dialect);
  const seenNames = new Set<string>();
  for (const i of [-1, ...f.file.scenarios.map((_, j) => j)]) {
    for (const d of dialect.bind.names?.(f.file, i, library(i), revisions) ?? []) {
      const key = `${d.range.start.offset}:${d.message}`;
      if (seenNames.has(key)) continue;
      seenNames.add(key);
      const guess = d.fix !== undefined ? d.hint?.match(/^did you mean (.+)\?$/)?.[1] : undefined;
      out.push(
        binding(
          toRange(d.range),
          d.message,
          guess !== undefined && d.fix !== undefined ? { text: guess, newText: d.fix } : undefined,
          d.hint,
          d.severity === 'error' ? DiagnosticSeverity.Error : DiagnosticSeverity.Warning,
        ),
      );
    }
  }
  // Problems of the file's own card definitions (an unknown card type, a bad cost...).
  const seen = new Set<string>();
  for (const i of [-1, ...f.file.scenarios.map((_, j) => j)]) {
    for (const p of library(i).problems) {
      if (p.uri !== f.uri) continue;
      const key = `${p.range.start.offset}:${p.message}`;
      if (seen.has(key) || /^(no card library|cannot read)/.test(p.message)) continue;
      seen.add(key);
      out.push(binding(toRange(p.range), p.message, undefined, p.hint));
    }
  }
  return out;
}

/** A `.revision` file: the revision it extends, its parameters and their values (the engine's checks). */
function getRevisionBindingDiagnostics(f: ParsedFile, index: WorkspaceIndex): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const p of index.draftProblems(f.uri)) {
    const guess = p.hint?.match(/did you mean ([^?]+)\?/)?.[1]?.trim();
    out.push(
      binding(toRange(p.range), p.message, guess ? { text: guess, newText: guess } : undefined, p.hint),
    );
  }
  const seen = new Set<string>();
  for (const o of f.revision?.file.overrides ?? []) {
    if (seen.has(o.name))
      out.push(
        binding(
          toRange(o.nameRange),
          `${o.name} is set twice; the last value counts`,
          undefined,
          undefined,
          DiagnosticSeverity.Warning,
        ),
      );
    seen.add(o.name);
  }
  return out;
}

// ---- live evaluation ---------------------------------------------------------------------------

/** The failures of an evaluation as diagnostics; identical failures under several revisions are one. */
export function getEvaluationDiagnostics(f: ParsedFile, evaluation: Evaluation): Diagnostic[] {
  const firstUse = useStatements(f)[0];
  const merged = new Map<
    string,
    { result: ScenarioResult; failure: ScenarioResult['failures'][number]; range: Range; revisions: string[] }
  >();
  for (const run of evaluation.runs) {
    if (run.problem) continue; // an unknown revision: a binding diagnostic says so
    for (const result of run.results) {
      for (const failure of result.failures) {
        // A problem inside a used card library is reported on the `use` line.
        const elsewhere = /\(in [^)]+\)$/.test(failure.message) && !failure.message.endsWith(`(in ${f.uri})`);
        const range = toRange(elsewhere ? (firstUse?.range ?? result.range) : failure.range);
        const key = `${range.start.line}:${range.start.character}:${range.end.line}:${range.end.character}\u0000${failure.message}\u0000${failure.expected}\u0000${failure.actual}`;
        const hit = merged.get(key);
        if (hit) hit.revisions.push(result.revision);
        else merged.set(key, { result, failure, range, revisions: [result.revision] });
      }
    }
  }
  const multi = new Set(evaluation.runs.map((r) => r.results.length > 1)).has(true);
  // Warnings of a passing run (`then` read mid-sequence): one per line and message.
  const warnings = new Map<string, Diagnostic>();
  for (const run of evaluation.runs) {
    for (const result of run.results) {
      for (const w of result.warnings ?? []) {
        const range = toRange(w.range);
        const key = `${range.start.line}:${w.message}`;
        if (!warnings.has(key))
          warnings.set(key, {
            range,
            severity: DiagnosticSeverity.Warning,
            source: SOURCE,
            code: 'then-moment',
            message: withHint(w.message, w.hint),
            data: { kind: 'evaluation', revisions: [result.revision], scenario: result.title },
          });
      }
    }
  }
  const failures = [...merged.values()].map(({ result, failure, range, revisions }) => {
    const lines = [
      failure.message + (failure.clause ? ` (${failure.clause})` : ''),
      failure.expected !== undefined ? `expected: ${failure.expected}` : '',
      failure.actual !== undefined ? `actual:   ${failure.actual}` : '',
      failure.hint ? `hint: ${failure.hint}` : '',
      multi ? `under ${revisions.join(', ')}` : '',
    ].filter(Boolean);
    const data: DiagnosticData = {
      kind: 'evaluation',
      revisions,
      scenario: result.title,
      ...(failure.clause ? { clause: failure.clause } : {}),
      ...(failure.expected !== undefined ? { expected: failure.expected } : {}),
      ...(failure.actual !== undefined ? { actual: failure.actual } : {}),
      ...(failure.hint ? { hint: failure.hint } : {}),
      ...(failure.board ? { board: failure.board } : {}),
    };
    return {
      range,
      severity: DiagnosticSeverity.Error,
      source: SOURCE,
      ...(failure.clause
        ? { code: failure.clause }
        : { code: result.status === 'error' ? 'scenario-error' : 'scenario-failed' }),
      message: lines.join('\n'),
      data,
    };
  });
  return [...failures, ...warnings.values()];
}

/**
 * Everything wrong with a file: syntax, binding and (given an evaluation) live evaluation. A run's
 * failure on a line that already has a syntax or binding diagnostic is left out: it says the same.
 */
export function getDiagnostics(f: ParsedFile, index: WorkspaceIndex, evaluation?: Evaluation): Diagnostic[] {
  const fixed = [...getSyntaxDiagnostics(f), ...getBindingDiagnostics(f, index)];
  if (!evaluation) return fixed;
  const taken = new Set(fixed.map((d) => d.range.start.line));
  return [...fixed, ...getEvaluationDiagnostics(f, evaluation).filter((d) => !taken.has(d.range.start.line))];
}
