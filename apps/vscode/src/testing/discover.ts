import { GAMES, parse, type Range, type Scenario } from '@arbiter/scenario';
import type { LspRange } from '../protocol.js';

/** A line the Test Explorer shows under a scenario: a `when` step, a checkpoint, an anchor or a `then` line. */
export interface StepNode {
  readonly kind: 'step' | 'expectation';
  readonly id: string;
  readonly label: string;
  readonly range: LspRange;
}

/** A revision a scenario runs under, as its own item: run it to run the scenario under that revision only. */
export interface RevisionNode {
  readonly kind: 'revision';
  readonly id: string;
  readonly label: string;
  readonly revision: string;
}

export interface ScenarioNode {
  readonly kind: 'scenario';
  readonly id: string;
  readonly label: string;
  /** The whole scenario, from its `scenario` line to its last statement. */
  readonly range: LspRange;
  /** The `scenario "..."` line: where the runner reports the scenario. */
  readonly headerLine: number;
  /** Its `revisions` line, else its game's default revisions. */
  readonly revisions: readonly RevisionNode[];
  readonly steps: readonly StepNode[];
  /** The scenario's text: an edit that changes it makes its last results out of date. */
  readonly text: string;
}

const lsp = (r: Range): LspRange => ({
  start: { line: r.start.line, character: r.start.character },
  end: { line: r.end.line, character: r.end.character },
});

/** The first line of a statement as written, without a trailing comment. */
export function lineLabel(text: string, r: Range): string {
  const lineEnd = text.indexOf('\n', r.start.offset);
  const end = r.start.line === r.end.line ? r.end.offset : lineEnd < 0 ? text.length : lineEnd;
  return text
    .slice(r.start.offset, end)
    .replace(/\s+#(\s.*)?$/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function stepsOf(text: string, scenarioId: string, sc: Scenario): StepNode[] {
  const out: StepNode[] = [];
  const add = (kind: StepNode['kind'], r: Range) =>
    out.push({ kind, id: `${scenarioId}/L${r.start.line + 1}`, label: lineLabel(text, r), range: lsp(r) });
  for (const section of sc.sections) {
    if (section.kind === 'when') {
      for (const st of section.body) {
        if (st.kind === 'comment') continue;
        add('step', st.range);
        if (st.kind === 'anchor')
          for (const inner of st.body) if (inner.kind !== 'comment') add('step', inner.range);
      }
    } else if (section.kind === 'then') {
      for (const st of section.body) if (st.kind !== 'comment') add('expectation', st.range);
    }
  }
  return out;
}

/**
 * The scenarios of a `.scenario` file and their lines, with ranges, for the Test Explorer. Reads
 * only the syntax (fast, no engine): items and gutter icons appear before anything runs.
 */
export function discoverScenarios(text: string, fileId: string): ScenarioNode[] {
  const { file, game } = parse(text, fileId);
  const defaults = (game && GAMES[game]?.module.revisions.defaults) || [];
  const seen = new Map<string, number>();
  return file.scenarios
    .filter((sc) => sc.header)
    .map((sc) => {
      const title = sc.header?.title?.value ?? '(untitled)';
      const n = (seen.get(title) ?? 0) + 1;
      seen.set(title, n);
      // Scenario ids follow the title, so results stay attached while lines move above them.
      const id = `${fileId}::${title}${n > 1 ? ` (${n})` : ''}`;
      const line = sc.header?.body.find((b) => b.kind === 'revisions');
      const revisions = line?.kind === 'revisions' ? line.revisions.map((r) => r.text) : defaults;
      return {
        kind: 'scenario' as const,
        id,
        label: title,
        range: lsp(sc.range),
        headerLine: (sc.header?.range ?? sc.range).start.line,
        revisions: revisions.map((revision) => ({
          kind: 'revision' as const,
          id: `${id}@@${revision}`,
          label: `under ${revision}`,
          revision,
        })),
        steps: stepsOf(text, id, sc),
        text: text.slice(sc.range.start.offset, sc.range.end.offset),
      };
    });
}
