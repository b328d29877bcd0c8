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
