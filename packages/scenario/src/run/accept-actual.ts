import type {
  Checkpoint,
  Expectation,
  Range,
  ScenarioFile,
  ThenStatement,
  WhenStatement,
} from '../syntax/ast.js';
import { printStatement } from '../syntax/printer.js';
import type { Failure, Status } from './runner.js';

/** What accept-actual reads of a run: which revision, how it ended, its failures. */
export interface AcceptableResult {
  readonly range: Range;
  readonly revision: string;
  readonly status: Status;
  readonly failures: readonly Failure[];
}

/** One expectation rewritten: its line (1-based), the text it had and the text it has now. */
export interface AcceptedChange {
  readonly line: number;
  readonly old: string;
  readonly new: string;
  /** The revisions whose actual value it now states. */
  readonly revisions: readonly string[];
}

/** A failing expectation left as it was, and why. */
export interface KeptExpectation {
  readonly line: number;
  readonly text: string;
  readonly reason: string;
}

export interface AcceptActualResult {
  readonly text: string;
  readonly changes: readonly AcceptedChange[];
  readonly kept: readonly KeptExpectation[];
}

type FactNode = Exclude<ThenStatement, { kind: 'comment' }> | Checkpoint;

/** Every fact a run checks, by the offset its failure is reported at, with its scenario's range. */
function factsOf(file: ScenarioFile): Map<number, { node: FactNode; scenario: Range }> {
  const out = new Map<number, { node: FactNode; scenario: Range }>();
  const when = (body: readonly WhenStatement[], scenario: Range) => {
    for (const st of body) {
      if (st.kind === 'checkpoint') out.set(st.range.start.offset, { node: st, scenario });
      if (st.kind === 'anchor') when(st.body as readonly WhenStatement[], scenario);
    }
  };
  for (const sc of file.scenarios)
    for (const section of sc.sections) {
      if (section.kind === 'when') when(section.body, sc.range);
      if (section.kind === 'then')
        for (const st of section.body)
          if (st.kind !== 'comment') out.set(st.range.start.offset, { node: st, scenario: sc.range });
    }
  return out;
}

const factOf = (node: FactNode): Expectation => (node.kind === 'checkpoint' ? node.expectation : node);

/** The node with its fact replaced, without its `under` ending and comment (kept as written). */
function mainOf(node: FactNode, fact: Expectation): string {
  const bare = { ...fact, under: [], trailingComment: undefined } as Expectation;
  const printed =
    node.kind === 'checkpoint'
      ? printStatement({ ...node, expectation: bare, trailingComment: undefined })
      : printStatement(bare);
  return printed;
}

const within = (r: Range, offset: number) => offset >= r.start.offset && offset <= r.end.offset;

/**
 * Accept actual as expected: every failing `then` fact and `expect` checkpoint that has a one-value
 * form (the dialect's `actualFact`) is rewritten to the value the run found. The text is parsed, the
 * fact's node replaced and printed by the printer, and only the fact's own words change: its
 * indentation, `under` ending and trailing comment stay where they were, and every other byte of the
 * file is kept. A fact is kept as it is when the revisions disagree on its value, when it holds under
 * a revision the scenario passed under, or when it has no one-value form (`contains`, a log line).
 */
export function acceptActualIn(
  file: ScenarioFile,
  text: string,
  results: readonly AcceptableResult[],
): AcceptActualResult {
  const facts = factsOf(file);
  const found = new Map<
    number,
    { node: FactNode; scenario: Range; by: Map<string, string[]>; none: boolean }
  >();
  for (const r of results)
    for (const f of r.failures) {
      const at = facts.get(f.range.start.offset);
      if (!at) continue;
      const entry = found.get(f.range.start.offset) ?? {
        ...at,
        by: new Map<string, string[]>(),
        none: false,
      };
      found.set(f.range.start.offset, entry);
      if (!f.actualFact) {
        entry.none = true;
        continue;
      }
      const main = mainOf(at.node, f.actualFact);
      entry.by.set(main, [...(entry.by.get(main) ?? []), r.revision]);
    }
  const lines = text.split('\n');
  const changes: AcceptedChange[] = [];
  const kept: KeptExpectation[] = [];
  for (const { node, scenario, by, none } of [...found.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, v]) => v)) {
    const lineNo = node.range.start.line;
    const line = lines[lineNo] as string;
    const fact = factOf(node);
    const indent = line.length - line.trimStart().length;
    const under = fact.kind === 'unknown' ? [] : fact.under;
    const comment = node.trailingComment ?? fact.trailingComment;
    // Where the words of the fact end: at its `under` ending, else at its comment, else the line's end.
    const underAt = under[0] ? line.lastIndexOf('under', under[0].range.start.character) : -1;
    const commentAt = comment && comment.range.start.line === lineNo ? comment.range.start.character : -1;
    const endAt = underAt >= 0 ? underAt : commentAt >= 0 ? commentAt : line.length;
    const old = line.slice(indent, endAt).trimEnd();
    const keep = (reason: string) => kept.push({ line: lineNo + 1, text: old, reason });
    if (node.range.end.line !== lineNo) {
      keep('it spans several lines: rewrite it by hand');
      continue;
    }
    if (none || by.size === 0) {
      keep('it states no single value (contains, a log line, a place in the turn): rewrite it by hand');
      continue;
    }
    if (by.size > 1) {
      const each = [...by.entries()].map(([t, revs]) => `${revs.join(', ')}: ${t}`).join('; ');
      keep(`the revisions disagree (${each}): write one line per revision with \`under\``);
      continue;
    }
    const [main, revisions] = [...by.entries()][0] as [string, string[]];
    const held = results.filter(
      (r) =>
        within(scenario, r.range.start.offset) &&
        r.status === 'passed' &&
        !revisions.includes(r.revision) &&
        (under.length === 0 || under.some((u) => u.text === r.revision)),
    );
    if (held.length) {
      keep(
        `it holds under ${held.map((r) => r.revision).join(', ')}: write one line per revision with \`under\``,
      );
      continue;
    }
    const pad = (s: string, col: number) => (col >= 0 && s.length + 2 <= col ? s.padEnd(col) : `${s}  `);
    let next = `${line.slice(0, indent)}${main}`;
    if (underAt >= 0) {
      const underEnd = (under[under.length - 1] as { range: Range }).range.end.character;
      next = `${pad(next, underAt)}${line.slice(underAt, underEnd)}`;
    }
    if (commentAt >= 0) next = `${pad(next, commentAt)}${line.slice(commentAt)}`;
    // A line ending in `\r` keeps it: only the fact's words change.
    if (line.endsWith('\r') && !next.endsWith('\r')) next += '\r';
    lines[lineNo] = next;
    changes.push({ line: lineNo + 1, old, new: main, revisions: [...revisions].sort() });
  }
  return { text: changes.length ? lines.join('\n') : text, changes, kept };
}

/** One expectation accepted at a line (the editor's "Accept actual"), or why it was not. */
export type AcceptAtResult =
  | {
      readonly ok: true;
      /** The whole file, rewritten. */
      readonly text: string;
      readonly change: AcceptedChange;
      /** The line as it was and as it is now, indentation and comment included. */
      readonly before: string;
      readonly after: string;
    }
  | { readonly ok: false; readonly reason: string };

/**
 * Accept actual for the one fact at `line` (0-based), as the failure peek asks: `acceptActualIn`
 * given only the failures reported at that line, so every other line stays as written and the same
 * reasons keep a fact (revisions disagreeing, a revision it holds under, no one-value form). With
 * `revision`, the fact must fail under that revision.
 */
export function acceptActualAtIn(
  file: ScenarioFile,
  text: string,
  results: readonly AcceptableResult[],
  at: { readonly line: number; readonly revision?: string },
): AcceptAtResult {
  const where = `${file.uri}:${at.line + 1}`;
  const onLine = results.map((r) => ({
    ...r,
    failures: r.failures.filter((f) => f.range.start.line === at.line),
  }));
  const failing = onLine.filter((r) => r.failures.length && (!at.revision || r.revision === at.revision));
  if (!failing.length)
    return {
      ok: false,
      reason: `${where}: no failing expectation here${at.revision ? ` under ${at.revision}` : ''} (run the file first; only a \`then\` fact or an \`expect\` line can be accepted)`,
    };
  const { text: next, changes, kept } = acceptActualIn(file, text, onLine);
  const change = changes[0];
  if (!change)
    return {
      ok: false,
      reason: `${where}: ${kept[0]?.reason ?? 'this line is not a fact a run checks: rewrite it by hand'}`,
    };
  const lineOf = (s: string) => (s.split('\n')[at.line] ?? '').replace(/\r$/, '');
  return { ok: true, text: next, change, before: lineOf(text), after: lineOf(next) };
}
