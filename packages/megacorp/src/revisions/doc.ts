import { DEFERRED, READINGS } from './catalog.js';
import { BUILT_IN_PROFILES } from './index.js';
import {
  formatValue,
  PARAMETER_GROUPS,
  PARAMETER_NAMES,
  PARAMETER_SPECS,
  type ParameterGroup,
} from './parameters.js';
import type { ParameterName, RevisionProfile } from './profile.js';

const COLUMN: Readonly<Record<string, string>> = {
  'v1.5.5': 'V1.5.5',
  'v1.7': 'V1.7',
  'ed3.0-en': 'Ed 3.0 EN',
  'ed3.0-fr': 'Ed 3.0 FR',
};

/** Escapes what would break a Markdown table cell. */
function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

function valueCell(profile: RevisionProfile, name: ParameterName, baseline: RevisionProfile): string {
  const value = formatValue(profile.parameters[name]);
  const differs = JSON.stringify(profile.parameters[name]) !== JSON.stringify(baseline.parameters[name]);
  const shown = differs ? `**\`${value}\`**` : `\`${value}\``;
  const source = profile.sources?.[name];
  return cell(source ? `${shown}<br>${source}` : shown);
}

function describeCell(name: ParameterName): string {
  const spec = PARAMETER_SPECS[name];
  const parts = [`**\`${name}\`**<br>${spec.description}`];
  if (spec.kind === 'enum') {
    parts.push(
      Object.entries(spec.values)
        .map(([v, meaning]) => `\`${v}\`: ${meaning}`)
        .join('<br>'),
    );
  } else if (spec.kind === 'integer') parts.push(`a whole number from ${spec.min} to ${spec.max}`);
  else if (spec.kind === 'boolean') parts.push('`true` or `false`');
  else parts.push('a list of card names');
  const ids = spec.catalog.length ? spec.catalog.join(', ') : '—';
  parts.push(`V1.7 ${spec.clause} · ${ids}`);
  return cell(parts.join('<br>'));
}

/** docs/revisions.md, written from the parameter specs and the built-in profiles. */
export function revisionsDocument(profiles: readonly RevisionProfile[] = BUILT_IN_PROFILES): string {
  const baseline = profiles.find((p) => p.id === 'v1.7') ?? (profiles[0] as RevisionProfile);
  const lines: string[] = [];
  lines.push('# Rule parameters of the Megacorp revisions');
  lines.push('');
  lines.push(
    '<!-- Generated from packages/megacorp/src/revisions by `npm run docs:revisions`; CI fails when stale. -->',
  );
  lines.push('');
  lines.push(
    'The engine reads rule parameters, never a revision id: each divergence between the rulebooks that',
    'the engine implements is a named parameter, and each revision is a profile that sets every one of',
    'them and maps every rule key to its own citation. Values that differ from V1.7 are in bold. The',
    'sources cite V1.7 by clause number and the other rulebooks by section heading path, as',
    '`../shared/rules/revision-divergences.md` (the catalog, whose D- ids the table names) cites them;',
    'where a rulebook says nothing, the source says so and the value is the reading the engine takes.',
    '',
    'A draft revision (`deriveProfile`) extends a built-in one and overrides parameters by these names;',
    'unknown names and values outside the listed ones are refused with a did-you-mean.',
  );
  lines.push('');
  lines.push('| Revision | Title | Rule keys cited | of which the revision is silent on |');
  lines.push('|---|---|---|---|');
  for (const p of profiles) {
    const keys = Object.keys(p.clauses).length;
    lines.push(`| \`${p.id}\` | ${p.title} | ${keys} | ${p.silent?.length ?? 0} |`);
  }
  const groups = Object.keys(PARAMETER_GROUPS) as ParameterGroup[];
  for (const group of groups) {
    const names = PARAMETER_NAMES.filter((n) => PARAMETER_SPECS[n].group === group);
    if (names.length === 0) continue;
    lines.push('');
    lines.push(`## ${PARAMETER_GROUPS[group]}`);
    lines.push('');
    lines.push(`| Parameter | ${profiles.map((p) => COLUMN[p.id] ?? p.id).join(' | ')} |`);
    lines.push(`|---|${profiles.map(() => '---').join('|')}|`);
    for (const name of names) {
      lines.push(
        `| ${describeCell(name)} | ${profiles.map((p) => valueCell(p, name, baseline)).join(' | ')} |`,
      );
    }
  }
  lines.push('');
  lines.push('## Readings chosen where a revision contradicts itself');
  lines.push('');
  lines.push(
    'The catalog’s §L lists contradictions inside one rulebook. The profile takes one reading; where the',
    'engine is affected, the other reading is another value of the same parameter.',
  );
  lines.push('');
  lines.push('| §L entry | Topic | Parameter | Reading taken | Other reading |');
  lines.push('|---|---|---|---|---|');
  for (const r of READINGS) {
    const param = r.parameter ? `\`${r.parameter}\`` : '—';
    lines.push(`| ${r.entry} | ${cell(r.topic)} | ${param} | ${cell(r.chosen)} | ${cell(r.other)} |`);
  }
  lines.push('');
  lines.push('## Divergences without a parameter yet');
  lines.push('');
  for (const d of DEFERRED) lines.push(`- ${d.ids.join(', ')}: ${d.why}`);
  lines.push('');
  return lines.join('\n');
}
