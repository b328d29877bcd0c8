import { relative, resolve } from 'node:path';
import {
  ALL_RULE_SETS,
  ED3_0_EN_HEADINGS_INDEX,
  ED3_0_FR_HEADINGS_INDEX,
  ed30FrLedger,
  ed30Ledger,
  type Ledger,
  megacorpModule,
  type RevisionProfile,
  V1_5_5_HEADINGS,
  V1_7_CLAUSE_IDS,
  v17Ledger,
  v155Ledger,
} from '@arbiter/megacorp';
import {
  type CoverageReport,
  type LedgerView,
  type LivingRulebook,
  livingRulebook,
  type ScenarioResult,
  type ScenarioSite,
} from '@arbiter/scenario';
import { findFiles, readSource } from '../files.js';
import { type ClauseMutants, parameterMutantEvidence, strykerEvidence } from '../mutation-evidence.js';
import { paraphraseOf } from './scaffold.js';

/** The clause index and ledger of each revision that has one: V1.7 by number, the others by heading. */
const INDEXES: Readonly<Record<string, { readonly ids: readonly string[]; readonly ledger: () => Ledger }>> =
  {
    'v1.7': { ids: V1_7_CLAUSE_IDS, ledger: v17Ledger },
    'v1.5.5': { ids: V1_5_5_HEADINGS, ledger: v155Ledger },
    'ed3.0-en': { ids: ED3_0_EN_HEADINGS_INDEX, ledger: ed30Ledger },
    'ed3.0-fr': { ids: ED3_0_FR_HEADINGS_INDEX, ledger: ed30FrLedger },
  };

/** The clause index of a revision (a draft takes its base's), or undefined: the clauses its map cites. */
export function clauseIndexOf(profile: RevisionProfile): readonly string[] | undefined {
  return INDEXES[profile.extends ?? profile.id]?.ids ?? INDEXES[profile.id]?.ids;
}

/**
 * What a clause says in our words under a revision: the summaries of the rule keys citing it there
 * (a silent key last), or, for one no key cites, its ledger status and reason. Never the rulebook's text.
 */
export function paraphraseIn(
  profile: RevisionProfile,
  ledger: Ledger | undefined,
): (clause: string) => string[] {
  if ((profile.extends ?? profile.id) === 'v1.7') return paraphraseOf;
  const summaries = new Map(ALL_RULE_SETS.flatMap((s) => s.specs.map((sp) => [sp.key, sp.summary] as const)));
  const silent = new Set(profile.silent ?? []);
  return (clause) => {
    const keys = Object.keys(profile.clauses)
      .filter((k) => profile.clauses[k] === clause)
      .sort((a, b) => Number(silent.has(a)) - Number(silent.has(b)) || a.localeCompare(b));
    if (keys.length)
      return keys.map((k) => `${summaries.get(k) ?? k} (${k}${silent.has(k) ? ', silent here' : ''})`);
    const e = ledger?.entries.find((x) => x.clause === clause);
    return e && e.status !== 'implemented' ? [`No rule key cites it (${e.status}): ${e.reason}.`] : [];
  };
}

export interface EvidencePaths {
  /** `arbiter mutants --json` written to a file (default docs/mutants/<revision>.json). */
  readonly mutants?: string;
  /** A Stryker JSON report of the rule modules. */
  readonly stryker?: string;
}

/** Pending stubs (`arbiter scaffold`) under the roots, by the clauses their commented `covers` line names. */
function pendingStubs(roots: readonly string[], cwd: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const f of findFiles(roots, cwd, ['.pending'])) {
    if (!f.path.endsWith('.scenario.pending')) continue;
    for (const m of readSource(f.path).text.matchAll(/^#\s*covers\s+(.+)$/gm)) {
      for (const clause of (m[1] as string).split(/[,\s]+/).filter(Boolean))
        out.set(clause, [...(out.get(clause) ?? []), f.uri]);
    }
  }
  return out;
}

/** Where each clause is exercised: the scenarios whose run fired or refused a key citing it. */
function sitesOf(results: readonly ScenarioResult[], profile: RevisionProfile): Map<string, ScenarioSite[]> {
  const out = new Map<string, ScenarioSite[]>();
  for (const r of results) {
    const keys = new Set([
      ...r.events.map((e) => (e as { type: string }).type),
      ...r.refusals.map((f) => f.key),
    ]);
    const site = { uri: r.uri, line: r.range.start.line + 1, title: r.title };
    for (const key of keys) {
      const clause = profile.clauses[key];
      if (!clause) continue;
      const list = out.get(clause) ?? [];
      if (!list.some((s) => s.uri === site.uri && s.line === site.line)) list.push(site);
      out.set(clause, list);
    }
  }
  return out;
}

/** The living rulebook of a coverage run: every clause with its status, scenarios and mutants. */
export function rulebookOf(
  coverage: CoverageReport,
  results: readonly ScenarioResult[],
  profile: RevisionProfile,
  roots: readonly string[],
  cwd: string,
  evidence: EvidencePaths,
): LivingRulebook {
  const index = INDEXES[profile.extends ?? profile.id] ?? INDEXES[profile.id];
  const ledger = index?.ledger();
  const byClause = new Map(ledger?.entries.map((e) => [e.clause, e]) ?? []);
  const mutants: ClauseMutants = new Map();
  // Mutants are of a built-in revision's parameters: a draft is read with its base's report.
  const base = profile.extends ?? profile.id;
  parameterMutantEvidence(
    mutants,
    evidence.mutants ?? `docs/mutants/${base}.json`,
    cwd,
    megacorpModule.revisions.specs,
    false,
  );
  if (evidence.stryker) strykerEvidence(mutants, evidence.stryker, cwd, ALL_RULE_SETS, false);
  return livingRulebook({
    coverage,
    ledger: (clause): LedgerView | undefined => {
      const e = byClause.get(clause);
      if (!e) return undefined;
      if (e.status !== 'implemented') return { status: e.status, reason: e.reason };
      // Enforced, but by nothing a scenario can write: not checkable by the corpus, with why.
      return e.unobservable ? { status: 'not-checkable', reason: e.unobservable } : { status: e.status };
    },
    paraphrase: paraphraseIn(profile, ledger),
    sites: sitesOf(results, profile),
    pending: pendingStubs(roots, cwd),
    mutants,
  });
}

/** The path from a page written at `page` to the project root, for its scenario links. */
export function linkBaseFor(page: string, cwd: string): string {
  const up = relative(resolve(cwd, page, '..'), cwd);
  return up ? `${up.replace(/\\/g, '/')}/` : '';
}
