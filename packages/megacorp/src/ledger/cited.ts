import type { RevisionProfile } from '../revisions/profile.js';

/**
 * A profile's citations (rule key → heading) without the keys it lists as silent: such a key cites the
 * closest heading of a rulebook that says nothing on its rule, so it implements nothing that heading says.
 */
export function citedLoudly(profile: RevisionProfile): Record<string, string> {
  const silent = new Set(profile.silent ?? []);
  return Object.fromEntries(Object.entries(profile.clauses).filter(([key]) => !silent.has(key)));
}
