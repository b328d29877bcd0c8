import type { FailureInfo, LspRange, RunFileResult, ScenarioRun, Status } from '../protocol.js';
import type { ScenarioNode, StepNode } from './discover.js';

export type ItemStatus = 'passed' | 'failed' | 'errored' | 'skipped';

/** A failure as the Test Explorer shows it: at its line, with an expected/actual diff when there is one. */
export interface ResultMessage {
  readonly message: string;
  readonly expected?: string;
  readonly actual?: string;
  readonly range: LspRange;
}

export interface ItemResult {
  readonly id: string;
  readonly status: ItemStatus;
  readonly messages: readonly ResultMessage[];
  readonly durationMs?: number;
}

/** A line for the test output, tied to the test item it is about (the output view filters by item). */
export interface OutputLine {
  readonly text: string;
  readonly itemId?: string;
}

export interface FileReport {
  readonly items: readonly ItemResult[];
  readonly output: readonly OutputLine[];
}

const within = (line: number, r: LspRange) => line >= r.start.line && line <= r.end.line;

function messageOf(f: FailureInfo, revision: string | undefined): ResultMessage {
  const text = [
    `${revision ? `under ${revision}: ` : ''}${f.message}${f.clause && !f.message.includes(f.clause) ? ` (clause ${f.clause})` : ''}`,
    f.hint ? `hint: ${f.hint}` : '',
  ]
    .filter(Boolean)
    .join('\n');
  return {
    message: text,
    range: f.range,
    ...(f.expected !== undefined && f.actual !== undefined ? { expected: f.expected, actual: f.actual } : {}),
  };
}

/** One status from the statuses of several revisions: a failure anywhere wins. */
function combine(statuses: readonly ItemStatus[]): ItemStatus {
  if (statuses.includes('errored')) return 'errored';
  if (statuses.includes('failed')) return 'failed';
  if (statuses.includes('passed')) return 'passed';
  return 'skipped';
}

function fromRunner(s: Status): ItemStatus {
  return s === 'error' ? 'errored' : s;
}

/** The status of one line under one revision's run. */
function stepStatus(node: StepNode, run: ScenarioRun, expectationLines: readonly LspRange[]): ItemStatus {
  if (run.failures.some((f) => within(f.range.start.line, node.range)))
    return run.status === 'error' ? 'errored' : 'failed';
  const reported = run.steps.find((s) => s.range.start.line === node.range.start.line);
  if (reported) return fromRunner(reported.status);
  if (node.kind === 'expectation') {
    // The `then` lines are checked once every step has passed; a failure elsewhere means they never ran.
    if (run.status === 'passed') return 'passed';
    const onlyExpectationsFailed =
      run.status === 'failed' &&
      run.failures.every((f) => expectationLines.some((r) => within(f.range.start.line, r)));
    return onlyExpectationsFailed ? 'passed' : 'skipped';
  }
  return 'skipped';
}

function formatMs(ms: number): string {
  return ` (${ms < 10 ? ms.toFixed(1) : Math.round(ms)} ms)`;
}

const MARK: Record<Status, string> = { passed: '✔', failed: '✘', error: '⚠', skipped: '○' };

function outputOf(node: ScenarioNode, run: ScenarioRun, verbose: boolean): OutputLine[] {
  const out: OutputLine[] = [];
  const line = (text: string, extra: Omit<OutputLine, 'text'> = {}) => out.push({ text, ...extra });
  line(`${MARK[run.status]} ${run.title} — ${run.revision}: ${run.status}${formatMs(run.durationMs)}`, {
    itemId: node.id,
  });
  if (verbose) {
    for (const step of run.steps) {
      const stepNode = node.steps.find((s) => s.range.start.line === step.range.start.line);
      line(`  line ${step.range.start.line + 1}: ${stepNode?.label ?? step.kind} → ${step.status}`, {
        ...(stepNode ? { itemId: stepNode.id } : {}),
      });
      for (const a of step.actions) line(`      ${a}`);
    }
  }
  if (run.log.length > 0) {
    line('  engine log:');
    for (const entry of run.log) line(`    ${entry}`);
  }
  for (const f of run.failures) {
    line(`  line ${f.range.start.line + 1}: ${f.message}${f.clause ? ` (clause ${f.clause})` : ''}`, {
      itemId: node.id,
    });
    if (f.expected !== undefined || f.actual !== undefined) {
      line(`    expected: ${f.expected ?? ''}`);
      line(`    actual:   ${f.actual ?? ''}`);
    }
    if (f.hint) line(`    hint: ${f.hint}`);
    if (f.board) for (const b of f.board.split('\n')) line(`    | ${b}`);
  }
  return out;
}

/**
 * What a run of one file means for its test items: each scenario's and each line's status, the
 * failures at their lines (with expected and actual), and the text for the test output (the
 * engine log; with `verbose`, every step's engine actions too).
 */
export function reportFile(
  nodes: readonly ScenarioNode[],
  result: RunFileResult,
  verbose = false,
): FileReport {
  const items: ItemResult[] = [];
  const output: OutputLine[] = [];
  for (const node of nodes) {
    const runs = result.scenarios.filter((r) => r.range.start.line === node.headerLine);
    const prefix = (run: ScenarioRun) => (runs.length > 1 ? run.revision : undefined);
    if (runs.length === 0) {
      items.push({ id: node.id, status: 'skipped', messages: [] });
      for (const s of [...node.revisions, ...node.steps])
        items.push({ id: s.id, status: 'skipped', messages: [] });
      continue;
    }
    // A failure at a line of the scenario is shown there once, on that line's item; the scenario
    // itself carries only the failures found elsewhere (a `given` line, a binding error).
    const atStep = (f: FailureInfo) => node.steps.some((s) => within(f.range.start.line, s.range));
    items.push({
      id: node.id,
      status: combine(runs.map((r) => fromRunner(r.status))),
      messages: runs.flatMap((r) => r.failures.filter((f) => !atStep(f)).map((f) => messageOf(f, prefix(r)))),
      durationMs: runs.reduce((t, r) => t + r.durationMs, 0),
    });
    // Each revision's own outcome; its failures stand on the lines, as for the scenario.
    for (const rev of node.revisions) {
      const r = runs.find((x) => x.revision === rev.revision);
      items.push(
        r
          ? {
              id: rev.id,
              status: fromRunner(r.status),
              messages: r.failures.filter((f) => !atStep(f)).map((f) => messageOf(f, r.revision)),
              durationMs: r.durationMs,
            }
          : { id: rev.id, status: 'skipped', messages: [] },
      );
    }
    const expectationLines = node.steps.filter((s) => s.kind === 'expectation').map((s) => s.range);
    for (const s of node.steps) {
      items.push({
        id: s.id,
        status: combine(runs.map((r) => stepStatus(s, r, expectationLines))),
        messages: runs.flatMap((r) =>
          r.failures.filter((f) => within(f.range.start.line, s.range)).map((f) => messageOf(f, prefix(r))),
        ),
      });
    }
    for (const r of runs) output.push(...outputOf(node, r, verbose));
  }
  return { items, output };
}
