import * as megacorp from '@arbiter/megacorp';
import { type RevisionProfile, V1_7 } from '@arbiter/megacorp';

/**
 * The revisions the harness plays under: every built-in profile the engine exports, V1.7 first. The
 * engine's `BUILT_IN_PROFILES` list is read when it exists, so the harness follows new revisions
 * without a change here.
 */
export function builtInRevisions(): readonly RevisionProfile[] {
  const listed = (megacorp as Record<string, unknown>).BUILT_IN_PROFILES;
  const profiles = Array.isArray(listed) ? (listed as RevisionProfile[]) : [];
  const out: RevisionProfile[] = [V1_7];
  for (const p of profiles) if (p && typeof p.id === 'string' && !out.some((q) => q.id === p.id)) out.push(p);
  return out;
}

export class UnknownRevisionError extends Error {}

/** The profiles named by id (all built-in ones when `ids` is empty or missing). */
export function resolveRevisions(ids?: readonly string[]): readonly RevisionProfile[] {
  const all = builtInRevisions();
  if (!ids || ids.length === 0) return all;
  return ids.map((id) => {
    const found = all.find((p) => p.id === id || p.id.toLowerCase() === id.toLowerCase());
    if (!found)
      throw new UnknownRevisionError(`unknown revision "${id}"; known: ${all.map((p) => p.id).join(', ')}`);
    return found;
  });
}
