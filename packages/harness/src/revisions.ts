import type { ClauseMap, RevisionCatalog } from '@arbiter/core';

export class UnknownRevisionError extends Error {}

/** The revisions the harness plays a game under: its built-in profiles, the canonical one first. */
export function revisionsOf<R extends ClauseMap>(catalog: RevisionCatalog<R>): readonly R[] {
  const out: R[] = [catalog.canonical];
  for (const p of catalog.builtIn) if (!out.some((q) => q.id === p.id)) out.push(p);
  return out;
}

/** The profiles named by id, case aside (all built-in ones when `ids` is empty or missing). */
export function resolveRevisionsOf<R extends ClauseMap>(
  catalog: RevisionCatalog<R>,
  ids?: readonly string[],
): readonly R[] {
  const all = revisionsOf(catalog);
  if (!ids || ids.length === 0) return all;
  return ids.map((id) => {
    const found = all.find((p) => p.id === id || p.id.toLowerCase() === id.toLowerCase());
    if (!found)
      throw new UnknownRevisionError(`unknown revision "${id}"; known: ${all.map((p) => p.id).join(', ')}`);
    return found;
  });
}
