import type { ClauseMap, LoggedEvent } from '@arbiter/core';
import type { ScenarioResult } from '../run/runner.js';
import { rulebookClauses } from './rulebook.js';

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

export interface CoverageTextOptions {
  /** Every clause, one row each (the full table); by default the summary and the uncovered list. */
  readonly all?: boolean;
  /** Our paraphrase of a clause, lines shown under it in the uncovered list. */
  readonly paraphrase?: (clause: string) => readonly string[];
  /** The user's own rulebook as text: each uncovered clause's words from it (`rulebookClauses`). */
  readonly rulebookText?: string;
}

/**
 * Coverage as text. By default a summary (how many clauses are exercised directly, through their
 * sub-clauses, not at all) and the clauses not covered, each with our paraphrase and, given the
 * user's rulebook text, the clause's own words: the designer's to-do list. `all` prints every row.
 */
export function coverageText(c: CoverageReport, options: CoverageTextOptions = {}): string {
  const count = (s: ClauseCoverage['status']) => c.clauses.filter((x) => x.status === s).length;
  const lines = [
    `clause coverage under ${c.revision}: ${c.covered} of ${c.total} clauses exercised by the corpus` +
      ` (${count('direct')} directly, ${count('via')} through sub-clauses)`,
    '',
  ];
  if (!options.all) {
    const missing = c.clauses.filter((x) => x.status === 'none');
    const book = options.rulebookText === undefined ? undefined : rulebookClauses(options.rulebookText);
    lines.push(`not covered (${missing.length}):`);
    for (const x of missing) {
      const ours = options.paraphrase?.(x.clause) ?? [];
      lines.push(`  ${x.clause}${ours[0] ? `  ${ours[0]}` : ''}`);
      for (const more of ours.slice(1)) lines.push(`  ${' '.repeat(x.clause.length)}  ${more}`);
      const words = book?.get(x.clause);
      if (words !== undefined) lines.push(...quoted(words));
    }
    // A clause the text lacks is counted once, not marked under each: a rulebook may number otherwise.
    const absent = book ? missing.filter((x) => !book.has(x.clause)).length : 0;
    if (absent)
      lines.push('', `${absent} of these ${missing.length} clauses are not in the rulebook text given`);
    lines.push('', 'every clause with its rule keys: --all');
    return lines.join('\n');
  }
  for (const x of c.clauses) {
    const mark = x.status === 'direct' ? 'covered ' : x.status === 'via' ? 'via sub ' : 'MISSING ';
    lines.push(`${mark} ${x.clause}${x.keys.length ? `  (${x.keys.join(', ')})` : ''}`);
  }
  const missing = c.clauses.filter((x) => x.status === 'none').map((x) => x.clause);
  lines.push('', `not covered (${missing.length}): ${missing.join(', ')}`);
  return lines.join('\n');
}

/** A clause's words from the user's rulebook, quoted under our paraphrase. */
export function quoted(words: string | undefined, indent = '    '): string[] {
  if (words === undefined) return [`${indent}(not found in the rulebook text)`];
  return words.split('\n').map((l) => `${indent}> ${l}`);
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch] as string);

/** A self-contained HTML page: the designer's to-do list is the red rows. */
export function coverageHtml(
  c: CoverageReport,
  options: Pick<CoverageTextOptions, 'paraphrase' | 'rulebookText'> = {},
): string {
  const book = options.rulebookText === undefined ? undefined : rulebookClauses(options.rulebookText);
  const words = (clause: string) =>
    book || options.paraphrase
      ? `<td>${(options.paraphrase?.(clause) ?? []).map(escapeHtml).join('<br>')}${
          book
            ? `<blockquote>${escapeHtml(book.get(clause) ?? '(not in the rulebook text)')}</blockquote>`
            : ''
        }</td>`
      : '';
  const rows = c.clauses
    .map(
      (x) =>
        `<tr class="${x.status}"><td>${escapeHtml(x.clause)}</td><td>${x.status === 'direct' ? 'covered' : x.status === 'via' ? 'through sub-clauses' : 'not covered'}</td><td>${escapeHtml(x.keys.join(', '))}</td><td>${x.scenarios.slice(0, 3).map(escapeHtml).join('<br>')}${x.scenarios.length > 3 ? `<br>… ${x.scenarios.length - 3} more` : ''}</td>${words(x.clause)}</tr>`,
    )
    .join('\n');
  const pct = c.total ? Math.round((100 * c.covered) / c.total) : 0;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Clause coverage — ${escapeHtml(c.revision)}</title>
<style>
body{font:14px/1.4 system-ui,sans-serif;margin:2em;color:#222}
blockquote{margin:4px 0;padding-left:8px;border-left:3px solid #999;white-space:pre-wrap;color:#444}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:4px 8px;text-align:left;vertical-align:top}
tr.none td:first-child{border-left:4px solid #c62828}tr.direct td:first-child{border-left:4px solid #2e7d32}tr.via td:first-child{border-left:4px solid #f9a825}
.bar{height:10px;background:#eee;width:300px}.bar div{height:10px;background:#2e7d32;width:${pct}%}
</style></head><body>
<h1>Clause coverage under ${escapeHtml(c.revision)}</h1>
<p>${c.covered} of ${c.total} clauses exercised (${pct}%).</p><div class="bar"><div></div></div>
<table><thead><tr><th>clause</th><th>status</th><th>rule keys</th><th>scenarios</th>${book || options.paraphrase ? '<th>what it says</th>' : ''}</tr></thead><tbody>
${rows}
</tbody></table></body></html>
`;
}
