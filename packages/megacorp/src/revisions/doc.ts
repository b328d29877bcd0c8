import { markdownCell as cell, revisionsDocument as write } from '@arbiter/core';
import { DEFERRED, READINGS, readingTaken } from './catalog.js';
import { BUILT_IN_PROFILES } from './index.js';
import { PARAMETER_GROUPS, PARAMETER_SPECS } from './parameters.js';
import type { RevisionProfile } from './profile.js';

const COLUMN: Readonly<Record<string, string>> = {
  'v1.5.5': 'V1.5.5',
  'v1.7': 'V1.7',
  'ed3.0-en': 'Ed 3.0 EN',
  'ed3.0-fr': 'Ed 3.0 FR',
};

const INTRO = [
  'The engine reads rule parameters, never a revision id: each divergence between the rulebooks that',
  'the engine implements is a named parameter, and each revision is a profile that sets every one of',
  'them and maps every rule key to its own citation. Values that differ from V1.7 are in bold. The',
  'sources cite V1.7 by clause number and the other rulebooks by section heading path, as',
  '`../shared/rules/revision-divergences.md` (the catalog, whose D- ids the table names) cites them;',
  'where a rulebook says nothing, the source says so and the value is the reading the engine takes.',
  '',
  'A draft revision (`deriveProfile`) extends a built-in one and overrides parameters by these names;',
  'unknown names and values outside the listed ones are refused with a did-you-mean.',
];

/** The catalog's §L readings and the divergences no parameter settles yet: Megacorp's own sections. */
function appendix(): string[] {
  const lines: string[] = [];
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
    lines.push(`| ${r.entry} | ${cell(r.topic)} | ${param} | ${cell(readingTaken(r))} | ${cell(r.other)} |`);
  }
  lines.push('');
  lines.push('## Divergences without a parameter yet');
  lines.push('');
  for (const d of DEFERRED) lines.push(`- ${d.ids.join(', ')}: ${d.why}`);
  return lines;
}

/** docs/revisions.md, written from the parameter specs and the built-in profiles. */
export function revisionsDocument(profiles: readonly RevisionProfile[] = BUILT_IN_PROFILES): string {
  return write({
    title: 'Rule parameters of the Megacorp revisions',
    generatedFrom: 'packages/megacorp/src/revisions',
    command: 'npm run docs:revisions',
    intro: INTRO,
    specs: PARAMETER_SPECS,
    groups: PARAMETER_GROUPS,
    profiles,
    baseline: 'v1.7',
    columns: COLUMN,
    clausePrefix: 'V1.7',
    appendix: appendix(),
  });
}
