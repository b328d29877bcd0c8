import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ParameterSpecs } from '@arbiter/core';
import type { ClauseMutant, MutantReport } from '@arbiter/scenario';
import { UsageError } from './files.js';

/** Mutants by the clause they name, added to as reports are read. */
export type ClauseMutants = Map<string, ClauseMutant[]>;

const add = (into: ClauseMutants, clause: string, m: ClauseMutant) => {
  const list = into.get(clause) ?? [];
  list.push(m);
  into.set(clause, list);
};

/** A JSON report the user named, or a default one; absent is no evidence, unreadable is a usage error. */
function readJson(path: string, cwd: string, option: string, required: boolean): unknown {
  const abs = resolve(cwd, path);
  if (!existsSync(abs)) {
    if (required) throw new UsageError(`${option}: no such file: ${path}`);
    return undefined;
  }
  try {
    return JSON.parse(readFileSync(abs, 'utf8'));
  } catch (e) {
    throw new UsageError(`${option}: ${path} is not JSON: ${(e as Error).message}`);
  }
}

/**
 * Parameter mutants (`arbiter mutants --json`): each flip names the clauses its parameter's spec cites;
 * a flip a scenario noticed is a killed mutant of each, one no scenario noticed survives.
 */
export function parameterMutantEvidence(
  into: ClauseMutants,
  path: string,
  cwd: string,
  specs: ParameterSpecs,
  required: boolean,
): void {
  const report = readJson(path, cwd, '--mutants', required) as MutantReport | undefined;
  if (report === undefined) return;
  if (!Array.isArray(report.verdicts))
    throw new UsageError(`--mutants: ${path} is not an arbiter mutants report`);
  for (const v of report.verdicts) {
    const clauses = (specs[v.parameter]?.clause ?? '').split(/[;,\s]+/).filter(Boolean);
    const m: ClauseMutant = {
      mutant: `${v.parameter}: ${JSON.stringify(v.from)} -> ${JSON.stringify(v.to)}`,
      killed: v.killedBy !== null,
      ...(v.killedBy ? { killedBy: `${v.killedBy.uri}:${v.killedBy.line}` } : {}),
      ...(v.untestable ? { untestable: v.untestable } : {}),
    };
    for (const c of clauses) add(into, c, m);
  }
}

/** The part of a Stryker JSON report (mutation-testing-report-schema) read here. */
interface StrykerReport {
  readonly files: Readonly<
    Record<
      string,
      {
        readonly source: string;
        readonly mutants: readonly {
          readonly mutatorName: string;
          readonly status: string;
          readonly location: { readonly start: { readonly line: number } };
        }[];
      }
    >
  >;
}

/** A rule set as the rules modules declare it: the constant's spec names and their clauses. */
export interface DeclaredRuleSet {
  readonly prefix: string;
  readonly specs: readonly { readonly key: string; readonly clause: string }[];
}

const camel = (kebab: string) => kebab.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/**
 * A Stryker report of the rule modules: a mutant names the clauses of the rule keys its enclosing
 * top-level function refers to (`DIVEST.cannotSellBusiness`, the constant read from the module's
 * `ruleSet('divest', …)` declaration); a mutant in a function that cites no key names no clause.
 * Killed and timed-out mutants were noticed; survived and no-coverage ones were not.
 */
export function strykerEvidence(
  into: ClauseMutants,
  path: string,
  cwd: string,
  sets: readonly DeclaredRuleSet[],
  required: boolean,
): void {
  const report = readJson(path, cwd, '--stryker', required) as StrykerReport | undefined;
  if (report === undefined) return;
  if (typeof report.files !== 'object' || report.files === null)
    throw new UsageError(`--stryker: ${path} is not a Stryker JSON report (no "files")`);
  const byPrefix = new Map(sets.map((s) => [s.prefix, s]));
  // Which constant names which rule set, in every module of the report.
  const setOf = new Map<string, DeclaredRuleSet>();
  for (const f of Object.values(report.files)) {
    for (const m of f.source.matchAll(/export const (\w+) = ruleSet\(\s*'([^']+)'/g)) {
      const set = byPrefix.get(m[2] as string);
      if (set) setOf.set(m[1] as string, set);
    }
  }
  for (const [file, f] of Object.entries(report.files)) {
    const lines = f.source.split('\n');
    // Top-level declarations start at column 0: each mutant belongs to the one above it.
    const starts = lines.flatMap((l, i) => (/^(export )?(async )?(function|const|let) /.test(l) ? [i] : []));
    for (const mutant of f.mutants) {
      if (mutant.status === 'Ignored' || mutant.status === 'CompileError' || mutant.status === 'RuntimeError')
        continue;
      const at = mutant.location.start.line - 1;
      const from = [...starts].reverse().find((s) => s <= at) ?? 0;
      const to = starts.find((s) => s > at) ?? lines.length;
      const body = lines.slice(from, to).join('\n');
      const clauses = new Set<string>();
      for (const ref of body.matchAll(/\b([A-Z][A-Z0-9_]*)\.([a-z]\w*)\b/g)) {
        const set = setOf.get(ref[1] as string);
        const spec = set?.specs.find((s) => camel(s.key.slice(set.prefix.length + 1)) === ref[2]);
        if (spec) clauses.add(spec.clause);
      }
      const killed = mutant.status === 'Killed' || mutant.status === 'Timeout';
      const m: ClauseMutant = {
        mutant: `${file}:${mutant.location.start.line} ${mutant.mutatorName}`,
        killed,
      };
      for (const c of clauses) add(into, c, m);
    }
  }
}
