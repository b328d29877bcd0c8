import {
  type ParameterMutant,
  type ParameterSpecs,
  parameterMutants,
  type RevisionProfile,
  type UnmutatedParameter,
} from '@arbiter/core';

/** One scenario of the corpus, runnable under any profile of its game. */
export interface MutantTarget<R> {
  readonly uri: string;
  readonly line: number;
  readonly title: string;
  /** The clauses its `covers` line names: scenarios about a parameter's clause are tried first. */
  readonly covers: readonly string[];
  /** Its verdict and what a designer observes of its run under this profile (as in the outcome lock). */
  outcome(profile: R): string;
}

export interface MutantVerdict extends ParameterMutant {
  /** The first scenario the flip fails or whose outcome it moves; null when none (the mutant survived). */
  readonly killedBy: { readonly uri: string; readonly line: number; readonly title: string } | null;
  /** Scenarios run before the verdict. */
  readonly tried: number;
  /** Why no scenario can tell the values apart, from the parameter's spec. */
  readonly untestable?: string;
}

export interface MutantReport {
  readonly revision: string;
  readonly scenarios: number;
  readonly verdicts: readonly MutantVerdict[];
  readonly unmutated: readonly UnmutatedParameter[];
  readonly killed: number;
  /** Survivors whose parameter says why no scenario can tell its values apart. */
  readonly untestable: number;
  /** Survivors with no such reason: each a rule change the corpus would not notice. */
  readonly gaps: readonly MutantVerdict[];
}

/** Does a clause id fall under one of the parameter's clauses ("5.6" covers "5.6.2")? */
function about(covers: readonly string[], clauses: readonly string[]): boolean {
  return covers.some((c) => clauses.some((k) => c === k || c.startsWith(`${k}.`) || k.startsWith(`${c}.`)));
}

/**
 * Flips each parameter of `base` to each other value in turn and runs the scenarios under the flipped
 * revision until one's verdict or outcome differs from what it is under `base` (the mutant is
 * killed). Scenarios whose `covers` names the parameter's clause run first, so most verdicts take a
 * handful of runs.
 */
export function killParameterMutants<R extends RevisionProfile<unknown>>(input: {
  readonly specs: ParameterSpecs;
  readonly base: R;
  readonly derive: (base: R, overrides: Readonly<Record<string, unknown>>, id: string) => R;
  readonly targets: readonly MutantTarget<R>[];
  /** Only these parameters (all when absent). */
  readonly only?: readonly string[];
}): MutantReport {
  const { specs, base, targets } = input;
  const { mutants, unmutated } = parameterMutants(
    specs,
    base.parameters as Readonly<Record<string, unknown>>,
  );
  const baseline = new Map<MutantTarget<R>, string>();
  const baseOutcome = (t: MutantTarget<R>) => {
    const known = baseline.get(t);
    if (known !== undefined) return known;
    const o = t.outcome(base);
    baseline.set(t, o);
    return o;
  };
  const verdicts: MutantVerdict[] = [];
  for (const m of mutants) {
    if (input.only && !input.only.includes(m.parameter)) continue;
    const spec = specs[m.parameter];
    const clauses = (spec?.clause ?? '').split(/[;,\s]+/).filter(Boolean);
    const ordered = [
      ...targets.filter((t) => about(t.covers, clauses)),
      ...targets.filter((t) => !about(t.covers, clauses)),
    ];
    const mutant = input.derive(
      base,
      { [m.parameter]: m.to },
      `${base.id}~${m.parameter}=${JSON.stringify(m.to)}`,
    );
    let tried = 0;
    let killedBy: MutantVerdict['killedBy'] = null;
    for (const t of ordered) {
      tried++;
      if (t.outcome(mutant) !== baseOutcome(t)) {
        killedBy = { uri: t.uri, line: t.line, title: t.title };
        break;
      }
    }
    verdicts.push({
      ...m,
      killedBy,
      tried,
      ...(killedBy === null && spec?.untestable ? { untestable: spec.untestable } : {}),
    });
  }
  const survivors = verdicts.filter((v) => v.killedBy === null);
  return {
    revision: base.id,
    scenarios: targets.length,
    verdicts,
    unmutated,
    killed: verdicts.length - survivors.length,
    untestable: survivors.filter((v) => v.untestable !== undefined).length,
    gaps: survivors.filter((v) => v.untestable === undefined),
  };
}

const show = (v: unknown) => (Array.isArray(v) ? `[${v.join(', ')}]` : String(v));

/** The report as text: a line per mutant that survived, then the totals. */
export function mutantReportText(r: MutantReport, all = false): string {
  const lines = [
    `parameter mutants of ${r.revision}: ${r.verdicts.length} flips over ${r.scenarios} scenario runs`,
  ];
  for (const v of r.verdicts) {
    const flip = `${v.parameter} ${show(v.from)} -> ${show(v.to)}`;
    if (v.killedBy) {
      if (all) lines.push(`  killed    ${flip}  by ${v.killedBy.uri}:${v.killedBy.line} (after ${v.tried})`);
    } else if (v.untestable) lines.push(`  untestable ${flip}  (${v.untestable})`);
    else lines.push(`  SURVIVED  ${flip}  no scenario fails or changes outcome`);
  }
  for (const u of r.unmutated) lines.push(`  not mutated ${u.parameter}: ${u.reason}`);
  lines.push(
    `${r.killed} killed, ${r.untestable} untestable by scenarios (with why), ${r.gaps.length} survived: ` +
      (r.gaps.length === 0
        ? 'every flip is noticed'
        : 'each survivor is a rule change no scenario would notice'),
  );
  return lines.join('\n');
}

/** What a committed report says that the corpus no longer shows. */
export interface MutantReportDrift {
  /**
   * Flips the report records as killed that the scenario which killed them no longer notices: a
   * rule or scenario change let a rule change through that the corpus used to catch.
   */
  readonly revived: readonly MutantVerdict[];
  /** Why the report no longer describes the corpus or the parameters (regenerate it), one line each. */
  readonly stale: readonly string[];
}

const flipKey = (m: ParameterMutant) => `${m.parameter} ${JSON.stringify(m.to)}`;

/**
 * Checks a committed report of `killParameterMutants` against today's parameters and corpus without
 * running the whole corpus per flip: each killed flip is replayed on the scenario that killed it
 * (found by file and title, its line may have moved), which must still notice it. Survivors are not
 * rerun (a new scenario may kill one, which only makes the report conservative); flips the
 * parameters no longer make or now make, a killer that is gone, and a corpus of another size make
 * the report stale.
 */
export function recheckMutantReport<R extends RevisionProfile<unknown>>(input: {
  readonly report: MutantReport;
  readonly specs: ParameterSpecs;
  readonly base: R;
  readonly derive: (base: R, overrides: Readonly<Record<string, unknown>>, id: string) => R;
  readonly targets: readonly MutantTarget<R>[];
}): MutantReportDrift {
  const { report, specs, base, targets } = input;
  const stale: string[] = [];
  if (report.revision !== base.id) stale.push(`the report is of ${report.revision}, not of ${base.id}`);
  const { mutants } = parameterMutants(specs, base.parameters as Readonly<Record<string, unknown>>);
  const today = new Map(mutants.map((m) => [flipKey(m), m]));
  const recorded = new Map(report.verdicts.map((v) => [flipKey(v), v]));
  for (const [key, m] of today)
    if (!recorded.has(key)) stale.push(`flip ${m.parameter} -> ${show(m.to)} is not in the report`);
  for (const [key, v] of recorded)
    if (!today.has(key)) stale.push(`flip ${v.parameter} -> ${show(v.to)} is no longer made`);
  if (report.scenarios !== targets.length)
    stale.push(
      `the report was made over ${report.scenarios} scenarios, ${targets.length} run under ${base.id} now`,
    );
  const revived: MutantVerdict[] = [];
  for (const v of report.verdicts) {
    const killer = v.killedBy;
    if (!killer || !today.has(flipKey(v))) continue;
    const t =
      targets.find((t) => t.uri === killer.uri && t.title === killer.title) ??
      targets.find((t) => t.uri === killer.uri && t.line === killer.line);
    if (!t) {
      stale.push(
        `${killer.uri}:${killer.line} "${killer.title}", which killed ${v.parameter} -> ${show(v.to)}, is gone`,
      );
      continue;
    }
    const mutant = input.derive(
      base,
      { [v.parameter]: v.to },
      `${base.id}~${v.parameter}=${JSON.stringify(v.to)}`,
    );
    if (t.outcome(mutant) === t.outcome(base)) revived.push(v);
  }
  return { revived, stale };
}
