import { GOT_STRICT } from './drafts.js';
import { GOT_2008 } from './got-2008.js';
import type { GardenerProfile, ParameterName } from './parameters.js';

export { deriveProfile, GOT_STRICT, RevisionError } from './drafts.js';
export { GOT_2008, GOT_2008_PARAMETERS } from './got-2008.js';
export * from './parameters.js';

/** The built-in profiles: the 2008 readings first. */
export const BUILT_IN_PROFILES: readonly GardenerProfile[] = [GOT_2008, GOT_STRICT];

export const profileById = (id: string): GardenerProfile | undefined =>
  BUILT_IN_PROFILES.find((p) => p.id === id);

/** The parameters on which two profiles differ. */
export function differingParameters(a: GardenerProfile, b: GardenerProfile): ParameterName[] {
  return (Object.keys(a.parameters) as ParameterName[]).filter((k) => a.parameters[k] !== b.parameters[k]);
}
