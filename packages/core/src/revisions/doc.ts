import type { RevisionProfile } from './profile.js';
import { formatValue, type ParameterSpec, type ParameterSpecs, parameterNames } from './spec.js';

/** What a game tells the docs writer besides its specs and profiles. */
export interface RevisionsDocument<G extends string> {
  /** The document's `#` heading. */
  readonly title: string;
  /** The folder the document is generated from, and the command that regenerates it. */
  readonly generatedFrom: string;
  readonly command: string;
  /** Paragraphs (lines) before the tables. */
  readonly intro: readonly string[];
  readonly specs: ParameterSpecs<G>;
  /** Each group's section title, in the order the sections are written. */
  readonly groups: Readonly<Record<G, string>>;
  readonly profiles: readonly RevisionProfile<Readonly<Record<string, unknown>>>[];
  /** The profile other values are compared with (they are in bold where they differ). */
  readonly baseline: string;
  /** Revision id → column heading; the id where absent. */
  readonly columns?: Readonly<Record<string, string>>;
  /** The base rulebook named before each parameter's clause (`V1.7 4.2.2`). */
  readonly clausePrefix: string;
  /** Lines written after the parameter tables (the game's own sections). */
  readonly appendix?: readonly string[];
}

/** Escapes what would break a Markdown table cell. */
export function markdownCell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

type Value = string | number | boolean | readonly string[];

function valueCell(
  profile: RevisionProfile<Readonly<Record<string, unknown>>>,
  name: string,
  baseline: RevisionProfile<Readonly<Record<string, unknown>>>,
): string {
  const value = formatValue(profile.parameters[name] as Value);
  const differs = JSON.stringify(profile.parameters[name]) !== JSON.stringify(baseline.parameters[name]);
  const shown = differs ? `**\`${value}\`**` : `\`${value}\``;
  const source = profile.sources?.[name];
  return markdownCell(source ? `${shown}<br>${source}` : shown);
}

/** The values a spec accepts, as the docs list them. */
export function describeValues(spec: ParameterSpec): string {
  switch (spec.kind) {
    case 'enum':
      return Object.entries(spec.values)
        .map(([v, meaning]) => `\`${v}\`: ${meaning}`)
        .join('<br>');
    case 'integer':
      return `a whole number from ${spec.min} to ${spec.max}`;
    case 'boolean':
      return '`true` or `false`';
    case 'names':
      return `a list of ${spec.of}`;
  }
}

function describeCell(name: string, spec: ParameterSpec, clausePrefix: string): string {
  const ids = spec.catalog.length ? spec.catalog.join(', ') : '—';
  const parts = [
    `**\`${name}\`**<br>${spec.description}`,
    describeValues(spec),
    `${clausePrefix} ${spec.clause} · ${ids}`,
    ...(spec.untestable ? [`*Not told apart by scenarios:* ${spec.untestable}`] : []),
  ];
  return markdownCell(parts.join('<br>'));
}

/**
 * A game's revision document, written from its parameter specs and its profiles: a table of the
 * revisions, then one table per group with every parameter's meaning and every revision's value and
 * source.
 */
export function revisionsDocument<G extends string>(doc: RevisionsDocument<G>): string {
  const { profiles, specs } = doc;
  const baseline = profiles.find((p) => p.id === doc.baseline) ?? profiles[0];
  if (baseline === undefined) throw new Error('a revisions document needs at least one profile');
  const lines: string[] = [];
  lines.push(`# ${doc.title}`);
  lines.push('');
  lines.push(`<!-- Generated from ${doc.generatedFrom} by \`${doc.command}\`; CI fails when stale. -->`);
  lines.push('');
  lines.push(...doc.intro);
  lines.push('');
  lines.push('| Revision | Title | Rule keys cited | of which the revision is silent on |');
  lines.push('|---|---|---|---|');
  for (const p of profiles) {
    const keys = Object.keys(p.clauses).length;
    lines.push(`| \`${p.id}\` | ${p.title} | ${keys} | ${p.silent?.length ?? 0} |`);
  }
  const columns = profiles.map((p) => doc.columns?.[p.id] ?? p.id);
  for (const group of Object.keys(doc.groups) as G[]) {
    const names = parameterNames(specs).filter((n) => specs[n]?.group === group);
    if (names.length === 0) continue;
    lines.push('');
    lines.push(`## ${doc.groups[group]}`);
    lines.push('');
    lines.push(`| Parameter | ${columns.join(' | ')} |`);
    lines.push(`|---|${profiles.map(() => '---').join('|')}|`);
    for (const name of names) {
      const describe = describeCell(name, specs[name] as ParameterSpec, doc.clausePrefix);
      lines.push(`| ${describe} | ${profiles.map((p) => valueCell(p, name, baseline)).join(' | ')} |`);
    }
  }
  if (doc.appendix) lines.push('', ...doc.appendix);
  lines.push('');
  return lines.join('\n');
}
