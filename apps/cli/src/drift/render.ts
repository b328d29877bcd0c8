import { DRIFT_KINDS, type Drift, type DriftKind } from './classify.js';

/** What a drift comparison found, and whether the policy fails it: the JSON behind the summary. */
export interface DriftReport {
  readonly version: 1;
  /** The baseline as given: a file or a git ref. */
  readonly baseline: string;
  readonly compared: number;
  readonly unchanged: number;
  readonly counts: Readonly<Record<DriftKind, number>>;
  /** The kinds `--drift-policy` fails on. */
  readonly policy: readonly DriftKind[];
  readonly failed: boolean;
  readonly drifts: readonly Drift[];
}

export function driftReport(
  baseline: string,
  found: { readonly compared: number; readonly unchanged: number; readonly drifts: readonly Drift[] },
  policy: readonly DriftKind[],
): DriftReport {
  const counts = Object.fromEntries(
    DRIFT_KINDS.map((k) => [k, found.drifts.filter((d) => d.kind === k).length]),
  ) as Record<DriftKind, number>;
  return {
    version: 1,
    baseline,
    ...found,
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
  ];
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
  return `${lines.join('\n')}\n`;
}

/** The short form printed after the run's own summary. */
export function driftText(r: DriftReport): string {
  const lines = [
    `drift against ${r.baseline}: ${r.compared} runs compared, ${r.unchanged} unchanged; ${DRIFT_KINDS.map((k) => `${r.counts[k]} ${k}`).join(', ')}`,
  ];
  for (const d of r.drifts)
    lines.push(`  ${d.kind.padEnd(9)} ${d.uri}:${d.line} ${d.title} [${d.revision}]: ${detail(d)}`);
  lines.push(
    r.failed
      ? `drift: FAILED (the policy fails on ${r.policy.join(', ')})`
      : `drift: ok (the policy fails on ${r.policy.join(', ') || 'nothing'})`,
  );
  return lines.join('\n');
}

/** `--drift-policy`: a comma-separated list of kinds, `all` or `none`. */
export function parsePolicy(text: string): DriftKind[] {
  const words = text
    .split(',')
    .map((w) => w.trim())
    .filter(Boolean);
  if (words.length === 1 && words[0] === 'none') return [];
  if (words.length === 1 && words[0] === 'all') return [...DRIFT_KINDS];
  const bad = words.filter((w) => !(DRIFT_KINDS as readonly string[]).includes(w));
  if (bad.length || words.length === 0)
    throw new Error(
      `unknown drift kind${bad.length > 1 ? 's' : ''} ${bad.join(', ') || '(none given)'}: write a comma-separated list of ${DRIFT_KINDS.join(', ')}, or all, or none`,
    );
  return DRIFT_KINDS.filter((k) => words.includes(k));
}
