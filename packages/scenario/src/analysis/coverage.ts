import type { ClauseMap, LoggedEvent } from '@arbiter/core';
import type { ScenarioResult } from '../run/runner.js';

export interface ClauseCoverage {
  readonly clause: string;
  /** `direct`: a rule citing it fired or refused; `via` a sub-clause did; `none`. */
  readonly status: 'direct' | 'via' | 'none';
  readonly keys: readonly string[];
  /** Scenarios that exercised it (uri:title). */
  readonly scenarios: readonly string[];
}

export interface CoverageReport {
  readonly revision: string;
  readonly clauses: readonly ClauseCoverage[];
  readonly covered: number;
  readonly total: number;
  readonly ruleKeysFired: readonly string[];
}

const isUnder = (child: string, parent: string) => child.startsWith(`${parent}.`);

/**
 * Which clauses of a revision the corpus exercises: a clause counts when a rule key the active
 * revision maps to it produced an event or a refusal while the scenarios ran. `clauseIds` lists
 * every clause of the revision (for V1.7 every numbered clause); by default the clause map's own ids.
 */
export function clauseCoverage(
  results: readonly ScenarioResult<unknown, LoggedEvent>[],
  profile: ClauseMap,
  clauseIds?: readonly string[],
): CoverageReport {
  const byKey = new Map<string, Set<string>>();
  for (const r of results) {
    const where = `${r.uri}: ${r.title}`;
    for (const e of r.events) (byKey.get(e.type) ?? byKey.set(e.type, new Set()).get(e.type))?.add(where);
    for (const f of r.refusals) (byKey.get(f.key) ?? byKey.set(f.key, new Set()).get(f.key))?.add(where);
  }
  const byClause = new Map<string, { keys: Set<string>; scenarios: Set<string> }>();
  for (const [key, scenarios] of byKey) {
    const clause = profile.clauses[key];
    if (!clause) continue;
    const entry = byClause.get(clause) ?? { keys: new Set<string>(), scenarios: new Set<string>() };
    entry.keys.add(key);
    for (const s of scenarios) entry.scenarios.add(s);
    byClause.set(clause, entry);
  }
  const ids = clauseIds ?? [...new Set(Object.values(profile.clauses))].sort();
  const clauses: ClauseCoverage[] = ids.map((clause) => {
    const direct = byClause.get(clause);
    if (direct)
      return {
        clause,
        status: 'direct',
        keys: [...direct.keys].sort(),
        scenarios: [...direct.scenarios].sort(),
      };
    const below = [...byClause.keys()].some((c) => isUnder(c, clause));
    return { clause, status: below ? 'via' : 'none', keys: [], scenarios: [] };
  });
  return {
    revision: profile.id,
    clauses,
    covered: clauses.filter((c) => c.status !== 'none').length,
    total: clauses.length,
    ruleKeysFired: [...byKey.keys()].sort(),
  };
}

export function coverageText(c: CoverageReport): string {
  const lines = [
    `clause coverage under ${c.revision}: ${c.covered} of ${c.total} clauses exercised by the corpus`,
    '',
  ];
  for (const x of c.clauses) {
    const mark = x.status === 'direct' ? 'covered ' : x.status === 'via' ? 'via sub ' : 'MISSING ';
    lines.push(`${mark} ${x.clause}${x.keys.length ? `  (${x.keys.join(', ')})` : ''}`);
  }
  const missing = c.clauses.filter((x) => x.status === 'none').map((x) => x.clause);
  lines.push('', `not covered (${missing.length}): ${missing.join(', ')}`);
  return lines.join('\n');
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch] as string);

/** A self-contained HTML page: the designer's to-do list is the red rows. */
export function coverageHtml(c: CoverageReport): string {
  const rows = c.clauses
    .map(
      (x) =>
        `<tr class="${x.status}"><td>${escapeHtml(x.clause)}</td><td>${x.status === 'direct' ? 'covered' : x.status === 'via' ? 'through sub-clauses' : 'not covered'}</td><td>${escapeHtml(x.keys.join(', '))}</td><td>${x.scenarios.slice(0, 3).map(escapeHtml).join('<br>')}${x.scenarios.length > 3 ? `<br>… ${x.scenarios.length - 3} more` : ''}</td></tr>`,
    )
    .join('\n');
  const pct = c.total ? Math.round((100 * c.covered) / c.total) : 0;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Clause coverage — ${escapeHtml(c.revision)}</title>
<style>
body{font:14px/1.4 system-ui,sans-serif;margin:2em;color:#222}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:4px 8px;text-align:left;vertical-align:top}
tr.none td:first-child{border-left:4px solid #c62828}tr.direct td:first-child{border-left:4px solid #2e7d32}tr.via td:first-child{border-left:4px solid #f9a825}
.bar{height:10px;background:#eee;width:300px}.bar div{height:10px;background:#2e7d32;width:${pct}%}
</style></head><body>
<h1>Clause coverage under ${escapeHtml(c.revision)}</h1>
<p>${c.covered} of ${c.total} clauses exercised (${pct}%).</p><div class="bar"><div></div></div>
<table><thead><tr><th>clause</th><th>status</th><th>rule keys</th><th>scenarios</th></tr></thead><tbody>
${rows}
</tbody></table></body></html>
`;
}
