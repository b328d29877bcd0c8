import { differingParameters, findProfile } from '@arbiter/core';
import { GOT_STRICT } from './drafts.js';
import { GOT_2008 } from './got-2008.js';
import { type GardenerProfile, PARAMETER_SPECS, type ParameterName } from './parameters.js';

export { deriveGardenerProfile, GOT_STRICT } from './drafts.js';
export { GOT_2008, GOT_2008_PARAMETERS } from './got-2008.js';
export * from './parameters.js';

/** The built-in profiles: the 2008 readings first. */
export const BUILT_IN_PROFILES: readonly GardenerProfile[] = [GOT_2008, GOT_STRICT];

/** The built-in profile with this id; an unknown id is a `RevisionError` with a did-you-mean. */
export const profileById = (id: string): GardenerProfile => findProfile(BUILT_IN_PROFILES, id);

/** The parameters on which two profiles differ. */
export const differingReadings = (a: GardenerProfile, b: GardenerProfile): ParameterName[] =>
  differingParameters(PARAMETER_SPECS, a, b);
