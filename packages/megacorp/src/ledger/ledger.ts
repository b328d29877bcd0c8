/**
 * A clause ledger: every clause of a revision's index accounted for. A clause is `implemented` when a
 * rule key cites it (the keys are read from the rule sets, never restated here); every other clause is
 * declared by hand as `definitional`, `not-checkable` or `missing`, each with a one-line reason.
 */

/** How a clause that no rule key cites is accounted for. */
export type UnkeyedStatus = 'definitional' | 'not-checkable' | 'missing';

/** A clause no rule key cites, and why. */
export interface UnkeyedClause {
  readonly status: UnkeyedStatus;
  readonly reason: string;
}

export type LedgerEntry =
  | {
      readonly clause: string;
      readonly status: 'implemented';
      readonly keys: readonly string[];
      /**
       * Why no scenario can make its keys fire, though the engine enforces it (its unit tests show
       * that): the scenario language cannot write the breach, or no built-in revision makes it.
       */
      readonly unobservable?: string;
    }
  | ({ readonly clause: string } & UnkeyedClause);

export type LedgerStatus = LedgerEntry['status'];

export const LEDGER_STATUSES: readonly LedgerStatus[] = [
  'implemented',
  'definitional',
  'not-checkable',
  'missing',
];

/** Why a ledger does not account for its clauses exactly once. */
export interface LedgerProblem {
  readonly clause: string;
  readonly message: string;
}

export interface Ledger {
  readonly revision: string;
  readonly entries: readonly LedgerEntry[];
  readonly problems: readonly LedgerProblem[];
}

/**
 * The ledger of `clauses` (in index order): a clause cited by a key in `citations` (rule key → clause)
 * is implemented; the others take their declaration from `unkeyed`. A clause both cited and declared,
 * neither, cited or declared without being in the index is a problem. `unobservable` says, for an
 * implemented clause, why no scenario can make its keys fire; one said of a clause no key cites is a
 * problem.
 */
export function buildLedger(
  revision: string,
  clauses: readonly string[],
  citations: Readonly<Record<string, string>>,
  unkeyed: Readonly<Record<string, UnkeyedClause>>,
  unobservable: Readonly<Record<string, string>> = {},
): Ledger {
  const keysOf = new Map<string, string[]>();
  for (const [key, clause] of Object.entries(citations)) {
    keysOf.set(clause, [...(keysOf.get(clause) ?? []), key]);
  }
  const problems: LedgerProblem[] = [];
  const entries = clauses.map((clause): LedgerEntry => {
    const keys = keysOf.get(clause);
    const declared = unkeyed[clause];
    if (keys && declared) {
      problems.push({
        clause,
        message: `${clause} is cited by ${keys.join(', ')} but declared ${declared.status}: drop the declaration`,
      });
    }
    const why = unobservable[clause];
    if (keys)
      return { clause, status: 'implemented', keys: [...keys].sort(), ...(why ? { unobservable: why } : {}) };
    if (why) problems.push({ clause, message: `${clause} is said unobservable but no rule key cites it` });
    if (declared) return { clause, ...declared };
    problems.push({
      clause,
      message: `${clause} is neither cited by a rule key nor declared definitional, not-checkable or missing`,
    });
    return { clause, status: 'missing', reason: 'not yet classified' };
  });
  const known = new Set(clauses);
  for (const [clause, keys] of keysOf) {
    if (!known.has(clause))
      problems.push({ clause, message: `${clause} is cited by ${keys.join(', ')} but not in the index` });
  }
  for (const clause of Object.keys(unkeyed)) {
    if (!known.has(clause)) problems.push({ clause, message: `${clause} is declared but not in the index` });
  }
  return { revision, entries, problems };
}

/** How many clauses have each status. */
export function ledgerCounts(ledger: Ledger): Record<LedgerStatus, number> {
  const counts: Record<LedgerStatus, number> = {
    implemented: 0,
    definitional: 0,
    'not-checkable': 0,
    missing: 0,
  };
  for (const e of ledger.entries) counts[e.status] += 1;
  return counts;
}
