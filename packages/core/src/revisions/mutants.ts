import type { ParameterSpec, ParameterSpecs } from './spec.js';

/**
 * Parameter mutants: a revision with one parameter set to another of its values. Each is a rule change
 * a designer could make; a corpus that verifies the rules has at least one scenario whose outcome the
 * flip moves, or the parameter says why none can (`untestable`).
 */
export interface ParameterMutant {
  readonly parameter: string;
  readonly from: unknown;
  readonly to: unknown;
}

/** A parameter no mutant is made for, and why. */
export interface UnmutatedParameter {
  readonly parameter: string;
  readonly reason: string;
}

/**
 * The other values worth trying: every other value of an enumeration, the other boolean, the
 * neighbours of an integer inside its range, and the empty list for a list of names (a name the
 * profile does not list would have to be invented, so a list already empty gets no mutant).
 */
function otherValues(spec: ParameterSpec, value: unknown): unknown[] {
  switch (spec.kind) {
    case 'enum':
      return Object.keys(spec.values).filter((v) => v !== value);
    case 'boolean':
      return [!value];
    case 'integer': {
      const n = value as number;
      return [n - 1, n + 1].filter((v) => v >= spec.min && v <= spec.max);
    }
    case 'names':
      return (value as readonly string[]).length > 0 ? [[]] : [];
  }
}

/** Every single-parameter mutant of a profile's parameters, in the specs' order. */
export function parameterMutants(
  specs: ParameterSpecs,
  parameters: Readonly<Record<string, unknown>>,
): { readonly mutants: readonly ParameterMutant[]; readonly unmutated: readonly UnmutatedParameter[] } {
  const mutants: ParameterMutant[] = [];
  const unmutated: UnmutatedParameter[] = [];
  for (const [parameter, spec] of Object.entries(specs)) {
    const from = parameters[parameter];
    const others = otherValues(spec, from);
    if (others.length === 0)
      unmutated.push({ parameter, reason: 'no other value to try without inventing one' });
    for (const to of others) mutants.push({ parameter, from, to });
  }
  return { mutants, unmutated };
}
