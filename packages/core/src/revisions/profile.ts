import type { RuleKey } from '../citation.js';
import { didYouMean } from '../suggest.js';
import { type ParameterSpecs, parameterNames, valueProblem } from './spec.js';

/**
 * A revision of a game's rules as data: a value for every rule parameter, and the revision's own
 * citation for every rule key. The engine reads the parameters, never the id, so a divergence between
 * rulebooks is a value, not a branch on "which rulebook".
 */
export interface RevisionProfile<P = Readonly<Record<string, unknown>>> {
  readonly id: string;
  readonly title: string;
  /** The profile this one was derived from, for drafts. */
  readonly extends: string | null;
  readonly parameters: P;
  /** Rule key → clause id in this revision (clause numbers, or section heading paths). */
  readonly clauses: Readonly<Record<RuleKey, string>>;
  /** Where each parameter value comes from in this revision (clause or heading, with the reading chosen). */
  readonly sources?: Readonly<Partial<Record<keyof P & string, string>>>;
  /** Rule keys on which this revision says nothing; their clause is the closest section. */
  readonly silent?: readonly RuleKey[];
  /** Free notes of a draft revision. */
  readonly notes?: string;
}

/** One problem of a revision or draft: the parameter (or revision id) at fault, and what to do. */
export interface RevisionProblem {
  readonly parameter?: string;
  readonly message: string;
  /** A did-you-mean or the accepted values. */
  readonly hint?: string;
}

/** Every problem of a revision or draft at once. */
export class RevisionError extends Error {
  readonly problems: readonly RevisionProblem[];
  constructor(problems: readonly RevisionProblem[]) {
    super(problems.map((p) => (p.hint ? `${p.message} (${p.hint})` : p.message)).join('; '));
    this.name = 'RevisionError';
    this.problems = problems;
  }
}

/** The profile with this id among `profiles`; an unknown id is a `RevisionError` with a did-you-mean. */
export function findProfile<P extends RevisionProfile<unknown>>(profiles: readonly P[], id: string): P {
  const found = profiles.find((p) => p.id === id);
  if (found) return found;
  const ids = profiles.map((p) => p.id);
  const guess = didYouMean(id, ids);
  throw new RevisionError([
    {
      message: `there is no built-in revision "${id}"`,
      hint: guess ? `did you mean ${guess}?` : `the built-in revisions are ${ids.join(', ')}`,
    },
  ]);
}

/**
 * Why an override is refused, or null: an unknown name (with a did-you-mean) or an illegal value
 * (with the closest legal value of an enumeration).
 */
export function overrideProblem(
  specs: ParameterSpecs,
  name: string,
  value: unknown,
  docs = 'the revision docs',
): RevisionProblem | null {
  const spec = Object.hasOwn(specs, name) ? specs[name] : undefined;
  if (spec === undefined) {
    const guess = didYouMean(name, parameterNames(specs));
    return {
      parameter: name,
      message: `"${name}" is not a rule parameter`,
      hint: guess ? `did you mean ${guess}?` : `see ${docs} for the parameters`,
    };
  }
  const problem = valueProblem(name, spec, value);
  if (problem === null) return null;
  const guess =
    spec.kind === 'enum' && typeof value === 'string'
      ? didYouMean(value, Object.keys(spec.values))
      : undefined;
  return guess
    ? { parameter: name, message: problem, hint: `did you mean ${guess}?` }
    : { parameter: name, message: problem };
}

export interface DraftMeta {
  /** The draft's id, e.g. a file name without its extension. */
  readonly id: string;
  readonly title?: string;
  readonly notes?: string;
}

export interface DeriveOptions {
  /** Ids a draft may not take (the built-in revisions). */
  readonly reservedIds?: readonly string[];
  /** Where the parameters are listed, for the hint on an unknown name. */
  readonly docs?: string;
}

/**
 * A draft revision: `base` with some parameters overridden. Every override is checked against the
 * specs (known name, legal value); all problems are reported together in one `RevisionError`. The
 * draft keeps the base's clause map, and its sources name the draft for each value it changes.
 */
export function deriveProfile<P>(
  specs: ParameterSpecs,
  base: RevisionProfile<P>,
  overrides: Readonly<Record<string, unknown>>,
  meta: DraftMeta,
  options: DeriveOptions = {},
): RevisionProfile<P> {
  const problems: RevisionProblem[] = [];
  if (typeof meta.id !== 'string' || meta.id.trim() === '') {
    problems.push({ message: 'a draft revision needs an id' });
  } else if (options.reservedIds?.includes(meta.id)) {
    problems.push({ message: `"${meta.id}" is a built-in revision`, hint: 'give the draft its own id' });
  }
  for (const [name, value] of Object.entries(overrides)) {
    const problem = overrideProblem(specs, name, value, options.docs);
    if (problem) problems.push(problem);
  }
  if (problems.length > 0) throw new RevisionError(problems);
  const parameters = { ...base.parameters, ...overrides } as P;
  const sources: Partial<Record<string, string>> = { ...base.sources };
  for (const name of Object.keys(overrides)) sources[name] = `draft ${meta.id}`;
  return {
    id: meta.id,
    title: meta.title ?? `${meta.id} (draft extending ${base.id})`,
    extends: base.id,
    parameters,
    sources: sources as RevisionProfile<P>['sources'] & object,
    clauses: base.clauses,
    ...(base.silent ? { silent: base.silent } : {}),
    ...(meta.notes !== undefined ? { notes: meta.notes } : {}),
  };
}

/** The parameters on which two profiles differ, in the order the specs declare them. */
export function differingParameters<Specs extends ParameterSpecs>(
  specs: Specs,
  a: RevisionProfile<Readonly<Record<keyof Specs, unknown>>>,
  b: RevisionProfile<Readonly<Record<keyof Specs, unknown>>>,
): (keyof Specs & string)[] {
  return parameterNames(specs).filter(
    (name) => JSON.stringify(a.parameters[name]) !== JSON.stringify(b.parameters[name]),
  );
}
