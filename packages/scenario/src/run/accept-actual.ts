/**
 * Accept the actual value as the expectation: rewrite a failing `then` fact (or `expect` checkpoint)
 * so that it says what the game showed, printed by the scenario printer, and prove it by running the
 * file again. What the editor's "Accept actual" action calls.
 */
import type { Games } from '../dialect.js';
import type { Expectation, Range, Scenario, ScenarioFile, Statement } from '../syntax/ast.js';
import { parse } from '../syntax/parser.js';
import { printStatement } from '../syntax/printer.js';
import { type FileResult, type RunOptions, runGameText } from './runner.js';

export interface AcceptTarget {
  /** The 0-based line of the failing expectation. */
  readonly line: number;
  /** The revision whose actual value to take; the first failing one at that line by default. */
  readonly revision?: string;
}

export type AcceptResult =
  | {
      readonly ok: true;
      /** The whole file, rewritten. */
      readonly text: string;
      readonly line: number;
      /** The line as it was and as it is now. */
      readonly before: string;
      readonly after: string;
    }
  | { readonly ok: false; readonly reason: string };

/** The expectation written at a line: a `then` line, or the fact of an `expect` checkpoint. */
function expectationAt(file: ScenarioFile, line: number): Expectation | undefined {
  const atLine = (s: Statement) => s.range.start.line === line;
  const inScenario = (sc: Scenario): Expectation | undefined => {
    for (const section of sc.sections) {
      if (section.kind === 'then') {
        const e = section.body.find((s) => s.kind !== 'comment' && atLine(s));
        if (e && e.kind !== 'comment') return e;
      }
      if (section.kind === 'when') {
        for (const st of section.body) {
          const inner = st.kind === 'anchor' ? [st, ...st.body] : [st];
          for (const s of inner) if (s.kind === 'checkpoint' && atLine(s)) return s.expectation;
        }
      }
    }
    return undefined;
  };
  for (const sc of file.scenarios) {
    if (line < sc.range.start.line || line > sc.range.end.line) continue;
    return inScenario(sc);
  }
  return undefined;
}

/**
 * Where a fact's right side (what it expects) starts: the rest of the fact, up to `under` or a
 * comment, is replaced by the actual value. Undefined for facts whose right side is not one value.
 */
function valueStart(e: Expectation, text: string): number | undefined {
  const after = (from: number, keyword: RegExp) => {
    const m = keyword.exec(text.slice(from, e.range.end.offset));
    return m ? from + m.index + m[0].length : undefined;
  };
  switch (e.kind) {
    case 'money':
      return e.amount.range.start.offset;
    case 'pool':
      return after(e.player.range.end.offset, /\s*pool\s+/i);
    case 'zone':
      return after(e.zoneRange.end.offset, /\s*/);
    case 'network':
      return e.form === 'space' && e.pile.at ? after(e.pile.at.range.end.offset, /\s*/) : undefined;
    case 'card-fact': {
      switch (e.property.kind) {
        case 'orientation':
          return e.property.range.start.offset;
        case 'damage':
        case 'counters':
        case 'traits':
        case 'value':
          return after(e.property.range.start.offset, /^\s*\w+\s*/);
        case 'controller':
        case 'owner':
          return after(e.property.range.start.offset, /^\s*\w+\s+by\s+/i);
        default:
          return undefined;
      }
    }
    default:
      return undefined;
  }
}

/** The actual value as the fact's syntax writes it (`14 M` is written `14` after `money`). */
function written(e: Expectation, actual: string): string {
  if (e.kind === 'money') return actual.replace(/^(-?\d+)\s*M$/i, '$1');
  return actual;
}

function lineText(text: string, line: number): { start: number; end: number; text: string } {
  let start = 0;
  for (let i = 0; i < line; i++) start = text.indexOf('\n', start) + 1;
  const nl = text.indexOf('\n', start);
  const end = nl < 0 ? text.length : nl;
  return { start, end, text: text.slice(start, end).replace(/\r$/, '') };
}

const mismatchAt = (r: FileResult, line: number, revision?: string) =>
  r.scenarios
    .filter((s) => !revision || s.revision === revision)
    .flatMap((s) => s.failures.map((f) => ({ f, revision: s.revision })))
    .find(({ f }) => f.range.start.line === line && f.expected !== undefined && f.actual !== undefined);

const at = (r: Range) => `${r.start.line + 1}:${r.start.character + 1}`;

/**
 * Rewrites the failing expectation at `target.line` so it expects what the run showed, prints the
 * new line with the scenario printer (keeping its indentation and comment), and runs the file again
 * to prove the line now holds under that revision. A reason instead when the line is not a failing
 * fact, or its actual value cannot be written back as that fact.
 */
export function acceptActual(
  games: Games,
  text: string,
  uri: string,
  target: AcceptTarget,
  options: RunOptions = {},
): AcceptResult {
  const first = runGameText(games, text, uri, options);
  const failing = mismatchAt(first, target.line, target.revision);
  if (!failing)
    return {
      ok: false,
      reason: `${uri}:${target.line + 1}: no failing expectation with an actual value here${target.revision ? ` under ${target.revision}` : ''} (run the file first; only a \`then\` fact or an \`expect\` line can be accepted)`,
    };
  const e = expectationAt(first.file, target.line);
  const start = e ? valueStart(e, text) : undefined;
  if (!e || start === undefined)
    return {
      ok: false,
      reason: `${uri}:${target.line + 1}: this kind of expectation cannot be rewritten automatically; write \`${failing.f.actual}\` by hand (expected ${failing.f.expected})`,
    };
  const value = written(e, failing.f.actual as string);
  const draft = `${text.slice(0, start)}${value}${text.slice(e.range.end.offset)}`;
  // Printed by the printer: the line as `fmt` would write it, at its own indentation.
  const reparsed = parse(draft, uri, { games, ...(options.game ? { game: options.game } : {}) });
  const fresh = expectationAt(reparsed.file, target.line);
  const before = lineText(text, target.line);
  const drafted = lineText(draft, target.line);
  if (!fresh || fresh.kind === 'unknown')
    return {
      ok: false,
      reason: `${uri}:${at(e.range)}: \`${drafted.text.trim()}\` does not read as a fact; write the actual value (${failing.f.actual}) by hand`,
    };
  const checkpoint = /^\s*expect\s/.test(before.text);
  const indent = /^\s*/.exec(drafted.text)?.[0] ?? '';
  const printed = printStatement(fresh).trim();
  const comment = /\s+#.*$/.exec(drafted.text)?.[0] ?? '';
  const after = `${indent}${checkpoint ? 'expect ' : ''}${printed.replace(/\s+#.*$/, '')}${comment}`;
  const rewritten = `${text.slice(0, before.start)}${after}${text.slice(before.end)}`;
  const check = runGameText(games, rewritten, uri, options);
  const still = mismatchAt(check, target.line, failing.revision);
  if (still)
    return {
      ok: false,
      reason: `${uri}:${target.line + 1}: \`${after.trim()}\` still fails under ${failing.revision} (expected ${still.f.expected}, actual ${still.f.actual}); edit it by hand`,
    };
  return { ok: true, text: rewritten, line: target.line, before: before.text, after };
}
