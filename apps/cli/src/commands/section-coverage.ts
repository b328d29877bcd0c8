import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { RULEBOOK_SECTIONS } from '@arbiter/gardener';
import { parse } from '@arbiter/scenario';
import { findFiles, readSource } from '../files.js';

/**
 * Gardener's rulebook, section by section, against its scenario corpus: every heading with the
 * scenarios whose `covers` cite it (or a heading beneath it), the sections no scenario can check with
 * the reason, and the pending ones. The rulebook has no clause numbers: its headings are its clauses.
 */
export interface SectionStatus {
  readonly heading: string;
  readonly status: 'covered' | 'not checkable' | 'pending';
  /** Scenarios citing this heading itself. */
  readonly direct: number;
  /** Scenarios citing this heading or one beneath it. */
  readonly scenarios: number;
  readonly reason?: string;
}

export interface SectionCoverage {
  readonly files: number;
  readonly sections: readonly SectionStatus[];
}

const beneath = (cited: string, heading: string) => cited === heading || cited.startsWith(`${heading} ►`);

/** The section coverage of the Gardener scenarios under `paths` (default `scenarios/gardener`). */
export function sectionCoverage(paths: readonly string[], cwd: string): SectionCoverage {
  const roots = paths.length ? paths : ['scenarios/gardener'];
  const files = roots.some((r) => existsSync(resolve(cwd, r))) ? findFiles(roots, cwd) : [];
  const cites: string[][] = [];
  let read = 0;
  for (const f of files) {
    const { file, game } = parse(readSource(f.path).text, f.uri);
    if (game !== 'gardener') continue;
    read++;
    for (const sc of file.scenarios)
      cites.push(
        (sc.header?.body ?? []).flatMap((st) => (st.kind === 'covers' ? st.clauses.map((c) => c.text) : [])),
      );
  }
  const sections = RULEBOOK_SECTIONS.map((s): SectionStatus => {
    const direct = cites.filter((c) => c.includes(s.heading)).length;
    const scenarios = cites.filter((c) => c.some((x) => beneath(x, s.heading))).length;
    if (s.notCheckable)
      return { heading: s.heading, status: 'not checkable', direct, scenarios, reason: s.notCheckable };
    return { heading: s.heading, status: scenarios > 0 ? 'covered' : 'pending', direct, scenarios };
  });
  return { files: read, sections };
}

export function sectionCoverageText(c: SectionCoverage): string {
  const n = (st: SectionStatus['status']) => c.sections.filter((s) => s.status === st).length;
  const lines = [
    `rulebook sections: ${n('covered')} covered by scenarios, ${n('not checkable')} not checkable, ${n('pending')} pending (${c.files} scenario files)`,
  ];
  for (const s of c.sections) {
    const what =
      s.status === 'covered'
        ? `${String(s.scenarios).padStart(4)} scenario${s.scenarios === 1 ? ' ' : 's'}${s.direct === 0 ? ' (through its subsections)' : ''}`
        : s.status === 'not checkable'
          ? `not checkable: ${s.reason}`
          : 'pending';
    lines.push(`  ${s.heading.padEnd(96)} ${what}`);
  }
  return lines.join('\n');
}
