/**
 * The living rulebook: every clause of a revision with our paraphrase, what the corpus does about it,
 * the scenarios that exercise it (file:line) and the mutants that name it. A clause is
 *
 *   verified       a mutant of its behaviour (a flipped parameter, a mutated rule) made a scenario fail
 *   exercised      a rule citing it fired or refused while the corpus ran, but no mutant shows an
 *                  expectation would notice that rule being wrong
 *   pending        no scenario exercises it yet, but a pending stub for it is written (`arbiter scaffold`)
 *   not-checkable  the ledger says it defines something or is about what the engine cannot observe
 *   missing        a checkable clause no scenario exercises (whether or not a rule implements it)
 *
 * Generic over games: the caller gives the clause coverage, the ledger and the mutation evidence.
 */
import type { CoverageReport } from './coverage.js';

export const RULEBOOK_STATUSES = ['verified', 'exercised', 'pending', 'not-checkable', 'missing'] as const;
export type RulebookStatus = (typeof RULEBOOK_STATUSES)[number];

/** What the ledger says of a clause: a rule implements it, or why none does. */
export interface LedgerView {
  readonly status: 'implemented' | 'definitional' | 'not-checkable' | 'missing';
  readonly reason?: string;
}

/** A mutant named by the clause whose behaviour it changes. */
export interface ClauseMutant {
  /** What was changed, e.g. `sellPile: top-card -> whole-pile`, or a Stryker mutant's file:line and mutator. */
  readonly mutant: string;
  readonly killed: boolean;
  /** The scenario that noticed it (file:line), for a killed one. */
  readonly killedBy?: string;
  /** Why no scenario can notice it, when its owner says so (an untestable parameter). */
  readonly untestable?: string;
}

export interface ScenarioSite {
  readonly uri: string;
  /** 1-based. */
  readonly line: number;
  readonly title: string;
}

export interface RulebookClause {
  readonly clause: string;
  readonly paraphrase: readonly string[];
  readonly status: RulebookStatus;
  /** One line on why the status, for the statuses that need one. */
  readonly detail: string;
  readonly keys: readonly string[];
  readonly scenarios: readonly ScenarioSite[];
  readonly pending: readonly string[];
  readonly mutants: readonly ClauseMutant[];
}

export interface LivingRulebook {
  readonly revision: string;
  readonly counts: Readonly<Record<RulebookStatus, number>>;
  readonly clauses: readonly RulebookClause[];
}

export interface LivingRulebookInput {
  readonly coverage: CoverageReport;
  readonly ledger: (clause: string) => LedgerView | undefined;
  readonly paraphrase: (clause: string) => readonly string[];
  /** Where each clause is exercised (from the same runs as `coverage`). */
  readonly sites: ReadonlyMap<string, readonly ScenarioSite[]>;
  /** Pending stubs by the clause their `covers` names (file paths). */
  readonly pending: ReadonlyMap<string, readonly string[]>;
  readonly mutants: ReadonlyMap<string, readonly ClauseMutant[]>;
}

/** Each clause of the coverage report with its status in the living rulebook. */
export function livingRulebook(input: LivingRulebookInput): LivingRulebook {
  const counts = Object.fromEntries(RULEBOOK_STATUSES.map((s) => [s, 0])) as Record<RulebookStatus, number>;
  const clauses = input.coverage.clauses.map((c): RulebookClause => {
    const ledger = input.ledger(c.clause);
    const mutants = input.mutants.get(c.clause) ?? [];
    const pending = input.pending.get(c.clause) ?? [];
    const killed = mutants.filter((m) => m.killed);
    let status: RulebookStatus;
    let detail: string;
    if (c.status !== 'none' && killed.length) {
      status = 'verified';
      detail = `${killed.length} mutant(s) of its behaviour made a scenario fail`;
    } else if (c.status !== 'none') {
      status = 'exercised';
      detail =
        c.status === 'via'
          ? 'exercised through its sub-clauses; no mutant checks that an expectation would notice a change'
          : 'exercised; no mutant checks that an expectation would notice a change';
    } else if (pending.length) {
      status = 'pending';
      detail = 'a pending stub is written; no scenario exercises it yet';
    } else if (ledger && (ledger.status === 'definitional' || ledger.status === 'not-checkable')) {
      status = 'not-checkable';
      detail = `${ledger.status}: ${ledger.reason ?? ''}`.trim();
    } else {
      status = 'missing';
      detail =
        ledger?.status === 'implemented'
          ? `implemented by ${c.keys.length ? c.keys.join(', ') : 'its rule keys'}, but no scenario exercises it`
          : `no rule implements it${ledger?.reason ? `: ${ledger.reason}` : ''}`;
    }
    counts[status]++;
    return {
      clause: c.clause,
      paraphrase: input.paraphrase(c.clause),
      status,
      detail,
      keys: c.keys,
      scenarios: input.sites.get(c.clause) ?? [],
      pending,
      mutants,
    };
  });
  return { revision: input.coverage.revision, counts, clauses };
}

const LABEL: Record<RulebookStatus, string> = {
  verified: 'verified by mutation',
  exercised: 'exercised',
  pending: 'pending',
  'not-checkable': 'not checkable',
  missing: 'missing',
};

/** The living rulebook's summary: a line per status. */
export function livingRulebookSummary(r: LivingRulebook): string[] {
  return [
    `living rulebook of ${r.revision}: ${r.clauses.length} clauses`,
    ...RULEBOOK_STATUSES.map((s) => `  ${LABEL[s].padEnd(22)}${String(r.counts[s]).padStart(4)}`),
  ];
}

/** Every clause one line (status, clause, first scenario), then the summary. */
export function livingRulebookText(r: LivingRulebook): string {
  const lines = r.clauses.map((c) => {
    const where = c.scenarios[0] ? `  ${c.scenarios[0].uri}:${c.scenarios[0].line}` : '';
    const survivors = c.mutants.filter((m) => !m.killed).length;
    return `${LABEL[c.status].padEnd(21)} ${c.clause}${where}${survivors ? `  (${survivors} surviving mutant(s))` : ''}`;
  });
  return [...lines, '', ...livingRulebookSummary(r)].join('\n');
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch] as string);

/**
 * The living rulebook as one self-contained page: a row per clause with our paraphrase, its status,
 * its scenarios as links (relative to where the page is written: `linkBase` is the path from the page
 * to the project root) and its surviving mutants.
 */
export function livingRulebookHtml(r: LivingRulebook, options: { readonly linkBase?: string } = {}): string {
  const base = options.linkBase ?? '';
  const link = (s: ScenarioSite) =>
    `<a href="${escapeHtml(`${base}${s.uri}`)}#L${s.line}">${escapeHtml(`${s.uri}:${s.line}`)}</a> ${escapeHtml(s.title)}`;
  const rows = r.clauses
    .map((c) => {
      const survivors = c.mutants.filter((m) => !m.killed);
      const killed = c.mutants.filter((m) => m.killed);
      return `<tr class="${c.status}"><td>${escapeHtml(c.clause)}</td><td>${c.paraphrase.map(escapeHtml).join('<br>')}</td><td><b>${LABEL[c.status]}</b><br><small>${escapeHtml(c.detail)}</small></td><td>${c.scenarios.map(link).join('<br>')}${c.pending.map((p) => `<br><i>pending: ${escapeHtml(p)}</i>`).join('')}</td><td>${survivors
        .map((m) => escapeHtml(`${m.mutant}${m.untestable ? ` (untestable: ${m.untestable})` : ''}`))
        .join('<br>')}${killed.length ? `<br><small>${killed.length} killed</small>` : ''}</td></tr>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Clause coverage: the living rulebook of ${escapeHtml(r.revision)}</title>
<style>
body{font:14px/1.4 system-ui,sans-serif;margin:2em;color:#222}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:4px 8px;text-align:left;vertical-align:top}
tr td:first-child{border-left:4px solid #999;white-space:nowrap}
tr.verified td:first-child{border-left-color:#1b5e20}tr.exercised td:first-child{border-left-color:#66bb6a}
tr.pending td:first-child{border-left-color:#f9a825}tr.missing td:first-child{border-left-color:#c62828}
small{color:#555}
</style></head><body>
<h1>Clause coverage: the living rulebook of ${escapeHtml(r.revision)}</h1>
<p>${RULEBOOK_STATUSES.map((s) => `${LABEL[s]}: ${r.counts[s]}`).join(' · ')}</p>
<table><thead><tr><th>clause</th><th>what it says (our words)</th><th>status</th><th>scenarios</th><th>surviving mutants</th></tr></thead><tbody>
${rows}
</tbody></table></body></html>
`;
}
