import { calculateMetrics, type Metrics } from 'mutation-testing-metrics';
import type { FileResult, MutantResult } from 'mutation-testing-report-schema';
import type { Position } from './attribute.js';

/** A rule module's measured score, in Stryker's own counts (mutation-testing-metrics). */
export interface ModuleScore {
  readonly module: string;
  readonly metrics: Metrics;
}

/** A mutant no test detected, with the rule keys its code enforces. */
export interface Survivor {
  readonly module: string;
  readonly at: Position;
  readonly mutator: string;
  readonly replacement: string;
  readonly status: 'Survived' | 'NoCoverage';
  readonly keys: readonly string[];
}

/** The clause a survivor's rule keys cite, with the survivors under it. */
export interface ClauseSurvivors {
  /** The V1.7 clause, or null for code that cites no rule. */
  readonly clause: string | null;
  readonly keys: readonly string[];
  readonly survivors: readonly Survivor[];
}

/** Per rule module, sorted by name; the total of all of them comes last, as module `(all)`. */
export function moduleScores(files: Readonly<Record<string, FileResult>>): ModuleScore[] {
  const modules = Object.keys(files)
    .sort()
    .map((module) => ({
      module,
      metrics: calculateMetrics({ [module]: files[module] as FileResult }).metrics,
    }));
  return [...modules, { module: '(all)', metrics: calculateMetrics({ ...files }).metrics }];
}

const undetected = (m: MutantResult): m is MutantResult & { status: Survivor['status'] } =>
  m.status === 'Survived' || m.status === 'NoCoverage';

export function survivors(
  files: Readonly<Record<string, FileResult>>,
  keysAt: (module: string, at: Position) => readonly string[],
): Survivor[] {
  return Object.keys(files)
    .sort()
    .flatMap((module) =>
      (files[module]?.mutants ?? [])
        .filter(undetected)
        .map((m) => ({
          module,
          at: m.location.start,
          mutator: m.mutatorName,
          replacement: m.replacement ?? '',
          status: m.status,
          keys: keysAt(module, m.location.start),
        }))
        .sort((a, b) => a.at.line - b.at.line || a.at.column - b.at.column),
    );
}

/**
 * Survivors grouped by the clause their rule keys cite, in clause order (a survivor whose code enforces
 * rules of two clauses is listed under both); code citing no rule comes last.
 */
export function survivorsByClause(
  list: readonly Survivor[],
  clauseOf: (key: string) => string | undefined,
): ClauseSurvivors[] {
  const groups = new Map<string | null, { keys: Set<string>; survivors: Survivor[] }>();
  const add = (clause: string | null, key: string | null, s: Survivor): void => {
    const g = groups.get(clause) ?? { keys: new Set<string>(), survivors: [] };
    if (key) g.keys.add(key);
    if (!g.survivors.includes(s)) g.survivors.push(s);
    groups.set(clause, g);
  };
  for (const s of list) {
    if (s.keys.length === 0) add(null, null, s);
    for (const key of s.keys) add(clauseOf(key) ?? null, key, s);
  }
  return [...groups.entries()]
    .map(([clause, g]) => ({ clause, keys: [...g.keys].sort(), survivors: g.survivors }))
    .sort((a, b) => compareClauses(a.clause, b.clause));
}

/** Clause numbers in reading order (5.4.10 after 5.4.9); null last. */
export function compareClauses(a: string | null, b: string | null): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? -1) - (pb[i] ?? -1);
    if (d !== 0) return d;
  }
  return 0;
}

/** Why a module's recorded result no longer describes it. */
export type Staleness = 'changed' | 'removed' | 'unmeasured';

/**
 * Modules whose recorded result is stale: the source the report holds differs from the current one,
 * the module is gone, or a current rule module has no result yet.
 */
export function staleModules(
  files: Readonly<Record<string, FileResult>>,
  current: ReadonlyMap<string, string>,
): Map<string, Staleness> {
  const out = new Map<string, Staleness>();
  for (const [module, file] of Object.entries(files)) {
    const now = current.get(module);
    if (now === undefined) out.set(module, 'removed');
    else if (now !== file.source) out.set(module, 'changed');
  }
  for (const module of current.keys()) if (!(module in files)) out.set(module, 'unmeasured');
  return new Map([...out.entries()].sort(([a], [b]) => a.localeCompare(b)));
}
