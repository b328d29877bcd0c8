import { didYouMean } from '@arbiter/core';
import { BUILT_IN_PROFILES, type RevisionProfile } from '@arbiter/megacorp';
import type { Range, Scenario } from '../syntax/ast.js';

/** Where revision profiles come from: the built-in ones, and draft revision files. */
export interface RevisionSource {
  profile(id: string): RevisionProfile | undefined;
  /** Every id the source knows, for did-you-mean. */
  ids(): readonly string[];
  /** What a scenario without a `revisions` line runs under. */
  defaults(): readonly string[];
}

/** The four rulebook revisions; a scenario without a `revisions` line runs under all of them. */
export const builtInRevisions: RevisionSource = {
  profile: (id) => BUILT_IN_PROFILES.find((p) => p.id === id),
  ids: () => BUILT_IN_PROFILES.map((p) => p.id),
  defaults: () => BUILT_IN_PROFILES.map((p) => p.id),
};

export type ResolvedRevisions =
  | { readonly ok: true; readonly profiles: readonly RevisionProfile[] }
  | { readonly ok: false; readonly range: Range; readonly message: string; readonly hint?: string };

/** The profiles a scenario runs under: its `revisions` line, else the defaults; `only` filters. */
export function resolveRevisions(
  sc: Scenario,
  options: { revisions?: readonly string[]; only?: readonly string[]; revisionSource?: RevisionSource },
): ResolvedRevisions {
  const source = options.revisionSource ?? builtInRevisions;
  const line = sc.header?.body.find((b) => b.kind === 'revisions');
  const named = line?.kind === 'revisions' ? line.revisions : [];
  const profiles: RevisionProfile[] = [];
  for (const n of named) {
    const p = source.profile(n.text);
    if (!p) {
      const guess = didYouMean(n.text, source.ids());
      return {
        ok: false,
        range: n.range,
        message: `unknown revision ${n.text}`,
        hint: guess ? `did you mean ${guess}?` : `known: ${source.ids().join(', ')}`,
      };
    }
    profiles.push(p);
  }
  if (profiles.length === 0) {
    for (const id of options.revisions ?? source.defaults()) {
      const p = source.profile(id);
      if (p) profiles.push(p);
    }
  }
  const only = options.only;
  if (!only) return { ok: true, profiles };
  // `only` picks revisions to run under; a draft runs wherever the revision it extends is named.
  const picked: RevisionProfile[] = [];
  for (const id of only) {
    const p = source.profile(id);
    if (!p) continue;
    const listed = named.length === 0 || named.some((n) => n.text === p.id || n.text === p.extends);
    if (listed) picked.push(p);
  }
  return { ok: true, profiles: picked };
}
