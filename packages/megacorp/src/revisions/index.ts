import {
  type DraftMeta,
  deriveProfile as derive,
  differingParameters as differing,
  findProfile,
  overrideProblem as problemOf,
  type RevisionProblem,
} from '@arbiter/core';
import { ED3_0_EN } from './ed3.0-en.js';
import { ED3_0_FR } from './ed3.0-fr.js';
import { PARAMETER_SPECS, type ParameterName } from './parameters.js';
import type { RevisionProfile } from './profile.js';
import { V1_5_5 } from './v1.5.5.js';
import { V1_7 } from './v1.7.js';

export { type DraftMeta, RevisionError, type RevisionProblem } from '@arbiter/core';

/** The four rulebook revisions, oldest first. */
export const BUILT_IN_PROFILES: readonly RevisionProfile[] = [V1_5_5, V1_7, ED3_0_EN, ED3_0_FR];

/** Where a draft's author finds the parameters (the hint on an unknown name). */
const DOCS = 'docs/revisions.md';

/** The built-in revision with this id; an unknown id is a `RevisionError` with a did-you-mean. */
export function profileById(id: string): RevisionProfile {
  return findProfile(BUILT_IN_PROFILES, id);
}

/** Why an override is refused, or null: an unknown name (with a did-you-mean) or a value out of range. */
export function overrideProblem(name: string, value: unknown): RevisionProblem | null {
  return problemOf(PARAMETER_SPECS, name, value, DOCS);
}

/**
 * A draft revision: `base` with some parameters overridden, every override checked against the
 * parameter specs and all problems reported together in one `RevisionError`.
 */
export function deriveProfile(
  base: RevisionProfile,
  overrides: Readonly<Record<string, unknown>>,
  meta: DraftMeta,
): RevisionProfile {
  return derive(PARAMETER_SPECS, base, overrides, meta, {
    reservedIds: BUILT_IN_PROFILES.map((p) => p.id),
    docs: DOCS,
  });
}

/** The parameters on which two profiles differ, in the order of PARAMETER_SPECS. */
export function differingParameters(a: RevisionProfile, b: RevisionProfile): ParameterName[] {
  return differing(PARAMETER_SPECS, a, b);
}

export { ED3_0_EN, ED3_0_FR, V1_5_5, V1_7 };
