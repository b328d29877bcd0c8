import { differingParameters, type ParameterSpecs, type RevisionProfile } from '@arbiter/core';

/** A parameter value as a `set` line writes it: a word, a number, or names in quotes (`none` for no names). */
export function revisionValue(value: unknown): string {
  if (Array.isArray(value))
    return value.length === 0 ? 'none' : value.map((v) => JSON.stringify(v)).join(' ');
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return String(value);
  throw new TypeError(`a revision file cannot write the value ${JSON.stringify(value)}`);
}

/**
 * `profile` written as a draft revision file that extends `base`: a `set` line for every parameter on
 * which the two differ (in the specs' order), so the draft loader rebuilds `profile`'s parameters from
 * `base`'s. The loader check binds these drafts and runs the corpus under each.
 */
export function profileAsDraft(
  specs: ParameterSpecs,
  profile: RevisionProfile<unknown>,
  base: RevisionProfile<unknown>,
): string {
  const params = (p: RevisionProfile<unknown>) => p.parameters as Readonly<Record<string, unknown>>;
  const names = differingParameters(
    specs,
    profile as RevisionProfile<Readonly<Record<string, unknown>>>,
    base as RevisionProfile<Readonly<Record<string, unknown>>>,
  );
  return [
    `revision "${profile.title} as a draft of ${base.id}"`,
    `  extends ${base.id}`,
    'set',
    ...names.map((n) => `  ${n} ${revisionValue(params(profile)[n])}`),
    'notes',
    `  Generated from the built-in profiles' parameters: ${profile.id} is ${base.id} with these ${names.length}`,
    '  parameters changed. Binding this file and running the corpus under it must give every scenario the',
    `  outcome it has under ${profile.id} (packages/scenario/test/built-in-drafts.test.ts).`,
    '',
  ].join('\n');
}
