import type { OutcomeRow, OutcomeTable } from './table.js';

/**
 * The clause bucket of the drift: a clause a passing scenario run exercises under a revision (a rule
 * citing it fired or refused), in the current run and not in the baseline (newly covered), or the
 * other way round (lost).
 */
export const CLAUSE_KINDS = ['covered', 'lost'] as const;
export type ClauseKind = (typeof CLAUSE_KINDS)[number];

export interface ClauseChange {
  readonly kind: ClauseKind;
  readonly revision: string;
  readonly clause: string;
  /** The scenario runs that exercise it: the current ones when covered, the baseline's when lost. */
  readonly scenarios: readonly string[];
}

/** Revision → clause → the keys of the passing runs that exercise it. */
function exercised(rows: Iterable<OutcomeRow>): Map<string, Map<string, string[]>> {
  const out = new Map<string, Map<string, string[]>>();
  for (const r of rows) {
    if (r.status !== 'passed') continue;
    for (const clause of r.clauses ?? []) {
      const of = out.get(r.revision) ?? new Map<string, string[]>();
      out.set(r.revision, of);
      of.set(clause, [...(of.get(clause) ?? []), r.key]);
    }
  }
  return out;
}

const byClause = (a: ClauseChange, b: ClauseChange) =>
  a.revision.localeCompare(b.revision) || a.clause.localeCompare(b.clause, 'en', { numeric: true });

/**
 * The clauses newly covered and lost between the baseline and the current run, per revision; null
 * when the baseline does not record clauses (a report written before this bucket existed).
 */
export function compareClauses(baseline: OutcomeTable, current: OutcomeTable): ClauseChange[] | null {
  const rows = [...baseline.rows.values()];
  if (rows.length > 0 && rows.every((r) => r.clauses === undefined)) return null;
  const before = exercised(rows);
  const now = exercised(current.rows.values());
  const changes: ClauseChange[] = [];
  const diff = (kind: ClauseKind, from: typeof now, against: typeof now) => {
    for (const [revision, clauses] of from)
      for (const [clause, scenarios] of clauses)
        if (!against.get(revision)?.has(clause)) changes.push({ kind, revision, clause, scenarios });
  };
  diff('covered', now, before);
  diff('lost', before, now);
  return changes.sort(
    (a, b) => CLAUSE_KINDS.indexOf(a.kind) - CLAUSE_KINDS.indexOf(b.kind) || byClause(a, b),
  );
}
