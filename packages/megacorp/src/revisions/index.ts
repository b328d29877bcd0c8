import { didYouMean } from '@arbiter/core';
import { ED3_0_EN } from './ed3.0-en.js';
import { ED3_0_FR } from './ed3.0-fr.js';
import { PARAMETER_NAMES, PARAMETER_SPECS, parameterValueProblem } from './parameters.js';
import type { ParameterName, RevisionProfile, RuleParameters } from './profile.js';
import { V1_5_5 } from './v1.5.5.js';
import { V1_7 } from './v1.7.js';

/** The four rulebook revisions, oldest first. */
export const BUILT_IN_PROFILES: readonly RevisionProfile[] = [V1_5_5, V1_7, ED3_0_EN, ED3_0_FR];

/** One problem of a revision or draft: the parameter (or revision id) at fault, and what to do. */
export interface RevisionProblem {
  readonly parameter?: string;
  readonly message: string;
  /** A did-you-mean or the accepted values. */
  readonly hint?: string;
}

export class RevisionError extends Error {
  readonly problems: readonly RevisionProblem[];
  constructor(problems: readonly RevisionProblem[]) {
    super(problems.map((p) => (p.hint ? `${p.message} (${p.hint})` : p.message)).join('; '));
    this.name = 'RevisionError';
    this.problems = problems;
  }
}

/** The built-in revision with this id; an unknown id is a `RevisionError` with a did-you-mean. */
export function profileById(id: string): RevisionProfile {
  const found = BUILT_IN_PROFILES.find((p) => p.id === id);
  if (found) return found;
  const ids = BUILT_IN_PROFILES.map((p) => p.id);
  const guess = didYouMean(id, ids);
  throw new RevisionError([
    {
      message: `there is no built-in revision "${id}"`,
      hint: guess ? `did you mean ${guess}?` : `the built-in revisions are ${ids.join(', ')}`,
    },
  ]);
}

export interface DraftMeta {
  /** The draft's id, e.g. a file name without its extension. */
  readonly id: string;
  readonly title?: string;
  readonly notes?: string;
}

/** Why an override is refused, or null: an unknown name (with a did-you-mean) or a value out of range. */
export function overrideProblem(name: string, value: unknown): RevisionProblem | null {
  if (!Object.hasOwn(PARAMETER_SPECS, name)) {
    const guess = didYouMean(name, PARAMETER_NAMES);
    return {
      parameter: name,
      message: `"${name}" is not a rule parameter`,
      hint: guess ? `did you mean ${guess}?` : 'see docs/revisions.md for the parameters',
    };
  }
  const param = name as ParameterName;
  const problem = parameterValueProblem(param, value);
  if (problem === null) return null;
  const spec = PARAMETER_SPECS[param];
  const guess =
    spec.kind === 'enum' && typeof value === 'string'
      ? didYouMean(value, Object.keys(spec.values))
      : undefined;
  return guess
    ? { parameter: name, message: problem, hint: `did you mean ${guess}?` }
    : { parameter: name, message: problem };
}

/**
 * A draft revision: `base` with some parameters overridden. Every override is checked (known name,
 * legal value); all problems are reported together in one `RevisionError`. The draft keeps the base's
 * clause map, and its sources name the draft for each value it changes.
 */
export function deriveProfile(
  base: RevisionProfile,
  overrides: Readonly<Record<string, unknown>>,
  meta: DraftMeta,
): RevisionProfile {
  const problems: RevisionProblem[] = [];
  if (typeof meta.id !== 'string' || meta.id.trim() === '') {
    problems.push({ message: 'a draft revision needs an id' });
  } else if (BUILT_IN_PROFILES.some((p) => p.id === meta.id)) {
    problems.push({ message: `"${meta.id}" is a built-in revision`, hint: 'give the draft its own id' });
  }
  for (const [name, value] of Object.entries(overrides)) {
    const problem = overrideProblem(name, value);
    if (problem) problems.push(problem);
  }
  if (problems.length > 0) throw new RevisionError(problems);
  const parameters = { ...base.parameters, ...overrides } as RuleParameters;
  const sources: Partial<Record<ParameterName, string>> = { ...base.sources };
  for (const name of Object.keys(overrides) as ParameterName[]) sources[name] = `draft ${meta.id}`;
  return {
    id: meta.id,
    title: meta.title ?? `${meta.id} (draft extending ${base.id})`,
    extends: base.id,
    parameters,
    sources,
    clauses: base.clauses,
    ...(base.silent ? { silent: base.silent } : {}),
    ...(meta.notes !== undefined ? { notes: meta.notes } : {}),
  };
}

/** The parameters on which two profiles differ, in the order of PARAMETER_SPECS. */
export function differingParameters(a: RevisionProfile, b: RevisionProfile): ParameterName[] {
  return PARAMETER_NAMES.filter(
    (name) => JSON.stringify(a.parameters[name]) !== JSON.stringify(b.parameters[name]),
  );
}

export { ED3_0_EN, ED3_0_FR, V1_5_5, V1_7 };
