import { DRIFT_KINDS, type Drift, type DriftKind } from './classify.js';
import { CLAUSE_KINDS, type ClauseChange, type ClauseKind } from './clauses.js';

/** What `--drift-policy` can fail on: a kind of outcome change, or a clause newly covered or lost. */
export type PolicyKind = DriftKind | ClauseKind;
export const POLICY_KINDS: readonly PolicyKind[] = [...DRIFT_KINDS, ...CLAUSE_KINDS];

/** What a drift comparison found, and whether the policy fails it: the JSON behind the summary. */
export interface DriftReport {
  readonly version: 1;
  /** The baseline as given: a file or a git ref. */
  readonly baseline: string;
  readonly compared: number;
  readonly unchanged: number;
  readonly counts: Readonly<Record<PolicyKind, number>>;
  /** The kinds `--drift-policy` fails on. */
  readonly policy: readonly PolicyKind[];
  readonly failed: boolean;
  readonly drifts: readonly Drift[];
  /**
   * Clauses newly covered or lost per revision (exercised by a passing run); null when the baseline
   * does not record the clauses its runs exercised (a report of an older arbiter).
   */
  readonly clauses: readonly ClauseChange[] | null;
}

export function driftReport(
  baseline: string,
  found: { readonly compared: number; readonly unchanged: number; readonly drifts: readonly Drift[] },
  policy: readonly PolicyKind[],
  clauses: readonly ClauseChange[] | null = null,
): DriftReport {
  const counts = Object.fromEntries([
    ...DRIFT_KINDS.map((k) => [k, found.drifts.filter((d) => d.kind === k).length]),
    ...CLAUSE_KINDS.map((k) => [k, (clauses ?? []).filter((c) => c.kind === k).length]),
  ]) as Record<PolicyKind, number>;
  return {
    version: 1,
    baseline,
    ...found,
    clauses,
    counts,
    policy,
    failed: policy.some((k) => counts[k] > 0),
  };
}

const HEADINGS: Record<DriftKind, string> = {
  engine: 'Outcome changed by the engine',
  parameter: 'Outcome changed by a revision parameter',
  edited: 'Outcome changed with the scenario or a file it reads',
  added: 'Scenario added',
  removed: 'Scenario removed',
};

const CLAUSE_HEADINGS: Record<ClauseKind, string> = {
  covered: 'Clause newly covered',
  lost: 'Clause no longer covered',
};

function detail(d: Drift): string {
  switch (d.kind) {
    case 'engine':
      return d.note ?? 'same scenario text and parameters';
    case 'parameter':
      return (d.parameters ?? []).join(' + ');
    case 'edited':
      return 'its text, its file prelude or a card library changed';
    case 'added':
      return d.after?.status ?? '';
    case 'removed':
      return d.before?.status ?? '';
  }
}

const esc = (s: string) => s.replace(/[|\\`*_[\]<>]/g, (c) => `\\${c}`);

/** The Markdown for a job summary or a pull-request comment. */
export function driftMarkdown(r: DriftReport): string {
  const verdict = r.failed
    ? `❌ fails the drift policy (fails on: ${r.policy.join(', ') || 'nothing'})`
    : `✅ passes the drift policy (fails on: ${r.policy.join(', ') || 'nothing'})`;
  const lines = [
    `## Outcome drift against ${esc(r.baseline)}`,
    '',
    `${r.compared} scenario runs compared, ${r.unchanged} unchanged. ${verdict}`,
    '',
    '| change | runs | fails |',
    '|---|---:|---|',
    ...DRIFT_KINDS.map((k) => `| ${HEADINGS[k]} | ${r.counts[k]} | ${r.policy.includes(k) ? 'yes' : 'no'} |`),
    ...(r.clauses
      ? CLAUSE_KINDS.map(
          (k) =>
            `| ${CLAUSE_HEADINGS[k]} | ${r.counts[k]} clause${r.counts[k] === 1 ? '' : 's'} | ${r.policy.includes(k) ? 'yes' : 'no'} |`,
        )
      : []),
  ];
  if (!r.clauses)
    lines.push(
      '',
      'Clauses covered or lost: not compared (the baseline does not record the clauses its runs exercised).',
    );
  for (const kind of DRIFT_KINDS) {
    const of = r.drifts.filter((d) => d.kind === kind);
    if (of.length === 0) continue;
    lines.push(
      '',
      `### ${HEADINGS[kind]} (${of.length})`,
      '',
      '| scenario | revision | why |',
      '|---|---|---|',
    );
    for (const d of of)
      lines.push(`| \`${d.uri}:${d.line}\` ${esc(d.title)} | ${esc(d.revision)} | ${esc(detail(d))} |`);
  }
  for (const kind of CLAUSE_KINDS) {
    const of = (r.clauses ?? []).filter((c) => c.kind === kind);
    if (of.length === 0) continue;
    lines.push(
      '',
      `### ${CLAUSE_HEADINGS[kind]} (${of.length})`,
      '',
      `| clause | revision | ${kind === 'covered' ? 'exercised now by' : 'exercised before by'} |`,
      '|---|---|---|',
    );
    for (const c of of) lines.push(`| ${esc(c.clause)} | ${esc(c.revision)} | ${esc(scenariosOf(c))} |`);
  }
  return `${lines.join('\n')}\n`;
}

/** The scenario runs behind a clause change, the first three named. */
function scenariosOf(c: ClauseChange): string {
  const named = c.scenarios.slice(0, 3).join('; ');
  return c.scenarios.length > 3 ? `${named}; and ${c.scenarios.length - 3} more` : named;
}

/** The short form printed after the run's own summary. */
export function driftText(r: DriftReport): string {
  const lines = [
    `drift against ${r.baseline}: ${r.compared} runs compared, ${r.unchanged} unchanged; ${DRIFT_KINDS.map((k) => `${r.counts[k]} ${k}`).join(', ')}`,
  ];
  for (const d of r.drifts)
    lines.push(`  ${d.kind.padEnd(9)} ${d.uri}:${d.line} ${d.title} [${d.revision}]: ${detail(d)}`);
  if (r.clauses) {
    lines.push(`clauses: ${r.counts.covered} newly covered, ${r.counts.lost} no longer covered`);
    for (const c of r.clauses)
      lines.push(`  ${c.kind.padEnd(9)} ${c.clause} [${c.revision}]: ${scenariosOf(c)}`);
  } else lines.push('clauses: not compared (the baseline does not record them)');
  lines.push(
    r.failed
      ? `drift: FAILED (the policy fails on ${r.policy.join(', ')})`
      : `drift: ok (the policy fails on ${r.policy.join(', ') || 'nothing'})`,
  );
  return lines.join('\n');
}

/** `--drift-policy`: a comma-separated list of kinds, `all` or `none`. */
export function parsePolicy(text: string): PolicyKind[] {
  const words = text
    .split(',')
    .map((w) => w.trim())
    .filter(Boolean);
  if (words.length === 1 && words[0] === 'none') return [];
  if (words.length === 1 && words[0] === 'all') return [...POLICY_KINDS];
  const bad = words.filter((w) => !(POLICY_KINDS as readonly string[]).includes(w));
  if (bad.length || words.length === 0)
    throw new Error(
      `unknown drift kind${bad.length > 1 ? 's' : ''} ${bad.join(', ') || '(none given)'}: write a comma-separated list of ${POLICY_KINDS.join(', ')}, or all, or none`,
    );
  return POLICY_KINDS.filter((k) => words.includes(k));
}
