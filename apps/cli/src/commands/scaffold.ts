import { existsSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { ALL_RULE_SETS, V1_7_CLAUSE_IDS, v17Ledger } from '@arbiter/megacorp';
import { writeFileAtomic } from '../atomic-write.js';
import { UsageError, uriOf } from '../files.js';
import type { Io } from '../io.js';

export interface ScaffoldOptions {
  /** A V1.7 clause id, such as 5.4.3. */
  readonly clause: string;
  /** The folder the stub goes in (default: scenarios/pending). */
  readonly dir?: string;
  readonly force?: boolean;
}

/**
 * What the clause says, in our words: the summaries of the rule keys citing it, or, for a clause no
 * key cites, its ledger status and reason (never the rulebook's sentence).
 */
export function paraphraseOf(clause: string): string[] {
  const specs = ALL_RULE_SETS.flatMap((set) => set.specs).filter((spec) => spec.clause === clause);
  if (specs.length > 0) return specs.map((spec) => `${spec.summary} (${spec.key})`);
  const entry = v17Ledger().entries.find((e) => e.clause === clause);
  if (!entry || entry.status === 'implemented') return [];
  return [`No rule key cites ${clause} (${entry.status}): ${entry.reason}.`];
}

/** The stub: every line a comment, so it runs nothing and covers nothing until it is written. */
export function scaffoldStub(clause: string): string {
  const lines = [
    `# Pending scenario for V1.7 ${clause}. Rename to .scenario once the steps are written.`,
    '#',
    ...paraphraseOf(clause).map((p) => `# ${p}`),
    '#',
    '# use "../cards/basic.cards"',
    '#',
    `# scenario "…what ${clause} makes happen, as a designer would say it"`,
    '#   revisions v1.7',
    `#   covers ${clause}`,
    '# given',
    '#   turn 5, Ana active, phase buy',
    '#   Ana network',
    '#     0,0  business "Ana Corp"',
    '#     1,0  founder "Raamaa"',
    '#   Nick network',
    '#     0,0  business "Nick Corp"',
    '#     1,0  founder "Illithis"',
    '# when',
    `#   …the step ${clause} allows, or one it refuses:  -> rejected ${clause}`,
    '# then',
    '#   …what a player would see',
    '',
  ];
  return lines.join('\n');
}

/** Nearby ids for a mistyped clause: those sharing the longest prefix. */
function suggestions(clause: string): string[] {
  for (let n = clause.length; n > 0; n--) {
    const near = V1_7_CLAUSE_IDS.filter((id) => id.startsWith(clause.slice(0, n)));
    if (near.length > 0) return near.slice(0, 5);
  }
  return [];
}

/** `arbiter scaffold --clause X`: writes a pending stub for clause X and prints its path. */
export function scaffoldCommand(o: ScaffoldOptions, io: Io): number {
  if (!V1_7_CLAUSE_IDS.includes(o.clause)) {
    const near = suggestions(o.clause);
    throw new UsageError(
      `${o.clause} is not a numbered V1.7 clause${near.length ? `; did you mean ${near.join(', ')}?` : ''}`,
    );
  }
  const path = resolve(io.cwd, o.dir ?? 'scenarios/pending', `clause-${o.clause}.scenario.pending`);
  if (existsSync(path) && !o.force) {
    throw new UsageError(`${uriOf(path, io.cwd)} exists; pass --force to overwrite it`);
  }
  mkdirSync(dirname(path), { recursive: true });
  writeFileAtomic(path, scaffoldStub(o.clause));
  io.out(`wrote ${uriOf(path, io.cwd)}`);
  return 0;
}
