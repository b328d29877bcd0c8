import type {
  Range as AstRange,
  Scenario,
  ScenarioFile,
  Section,
  SectionKind,
  Statement,
  WhenStatement,
} from '@arbiter/scenario';
import type { Position, Range } from 'vscode-languageserver';

/** Small helpers over the text and the syntax tree that every feature needs. */

/** The syntax tree's ranges are LSP ranges already (0-based, UTF-16); this drops the offsets. */
export function toRange(r: AstRange): Range {
  return {
    start: { line: r.start.line, character: r.start.character },
    end: { line: r.end.line, character: r.end.character },
  };
}

export function comparePositions(a: Position, b: Position): number {
  return a.line - b.line || a.character - b.character;
}

/** Is the position inside the range, both ends included (a cursor right after a word is on it)? */
export function rangeContains(r: AstRange | Range, p: Position): boolean {
  return comparePositions(r.start, p) <= 0 && comparePositions(p, r.end) <= 0;
}

export function rangesOverlap(a: Range, b: Range): boolean {
  return comparePositions(a.start, b.end) <= 0 && comparePositions(b.start, a.end) <= 0;
}

/** Does a node span this line? */
export function onLine(r: AstRange, line: number): boolean {
  return r.start.line <= line && line <= r.end.line;
}

/** Start offset of each line (`\r\n`, `\n` and lone `\r` end a line, as the parser reads them). */
export function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 13) {
      if (text.charCodeAt(i + 1) === 10) i++;
      starts.push(i + 1);
    } else if (c === 10) starts.push(i + 1);
  }
  return starts;
}

/** The text of one line, without its line break; '' past the end. */
export function lineAt(text: string, line: number, starts = lineStarts(text)): string {
  const s = starts[line];
  if (s === undefined) return '';
  const e = starts[line + 1] ?? text.length;
  return text.slice(s, e).replace(/\r?\n$|\r$/, '');
}

/** The position clamped to the text: a line past the end goes to the end, a character past the line's end to its end. */
export function clampPosition(text: string, p: Position, starts = lineStarts(text)): Position {
  const last = starts.length - 1;
  if (!Number.isFinite(p.line) || p.line < 0) return { line: 0, character: 0 };
  if (p.line > last) return { line: last, character: lineAt(text, last, starts).length };
  const len = lineAt(text, p.line, starts).length;
  const ch = Number.isFinite(p.character) ? Math.max(0, Math.min(p.character, len)) : 0;
  return { line: p.line, character: ch };
}

/** The end of the text, as a position. */
export function endOfText(text: string, starts = lineStarts(text)): Position {
  const last = starts.length - 1;
  return { line: last, character: text.length - (starts[last] ?? 0) };
}

/** The scenario holding the line: the last one starting at or above it (blank lines after a scenario are its own). */
export function scenarioAt(
  file: ScenarioFile,
  line: number,
): { scenario: Scenario; index: number } | undefined {
  for (let i = file.scenarios.length - 1; i >= 0; i--) {
    const sc = file.scenarios[i] as Scenario;
    if (sc.range.start.line <= line) return { scenario: sc, index: i };
  }
  return undefined;
}

/** The section holding the line, or the last one above it within the scenario. */
export function sectionAt(scenario: Scenario, line: number): Section | undefined {
  let found: Section | undefined;
  for (const s of scenario.sections) if (s.range.start.line <= line) found = s;
  return found;
}

export function sectionKindAt(scenario: Scenario, line: number): SectionKind | 'header' | undefined {
  const section = sectionAt(scenario, line);
  if (section) return section.kind;
  return scenario.header && scenario.header.range.start.line <= line ? 'header' : undefined;
}

/** The `when` statements in order, with those indented under an anchor after it. */
export function whenStatements(scenario: Scenario): WhenStatement[] {
  const out: WhenStatement[] = [];
  for (const s of scenario.sections) {
    if (s.kind !== 'when') continue;
    for (const st of s.body) {
      out.push(st);
      if (st.kind === 'anchor') out.push(...(st.body as WhenStatement[]));
    }
  }
  return out;
}

export const STEP_KINDS: ReadonlySet<string> = new Set([
  'sell',
  'buy',
  'attack',
  'block',
  'assign',
  'retaliate',
  'upkeep',
  'produce',
  'pass',
  'bid',
  'mulligan',
  'keep',
  'concede',
  'play',
  'activate',
  'order',
  'choose',
  'find',
  'move',
  'withdraw',
  'go-first',
  // A step of a game whose dialect reads its own steps (Gardener, the toy game).
  'dialect-step',
]);

/** Every line-level node of a list, with the nodes indented under each, depth first. */
export function* statementsIn(
  list: readonly Statement[] | readonly { kind: string }[],
): Generator<Statement> {
  for (const st of list as readonly Statement[]) {
    yield st;
    const children = childStatements(st);
    if (children.length) yield* statementsIn(children);
  }
}

/** The lines indented under a statement. */
export function childStatements(st: Statement): readonly Statement[] {
  switch (st.kind) {
    case 'unknown':
      return st.children;
    case 'anchor':
      return st.body;
    case 'card':
      return st.body;
    case 'network':
      return st.form === 'space' ? [] : (st.body as readonly Statement[]);
    default:
      return [];
  }
}

/** FNV-1a of a text, for cache keys. */
export function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}
