import { type ClauseMap, didYouMean, type RevisionCatalog } from '@arbiter/core';
import type { RevisionLike } from '../dialect.js';
import type { Range, Scenario } from '../syntax/ast.js';

/** Where revision profiles come from: the built-in ones, and draft revision files. */
export interface RevisionSource<R extends RevisionLike = RevisionLike> {
  profile(id: string): R | undefined;
  /** Every id the source knows, for did-you-mean. */
  ids(): readonly string[];
  /** What a scenario without a `revisions` line runs under. */
  defaults(): readonly string[];
  /**
   * One game's revisions, when this source serves several games (`gamesRevisionSource`): the runner
   * takes it for a file of that game.
   */
  forGame?(game: string): RevisionSource<R> | undefined;
}

/** A game's built-in revisions; a scenario without a `revisions` line runs under its defaults. */
export function revisionsOf<R extends ClauseMap>(module: {
  readonly revisions: RevisionCatalog<R>;
}): RevisionSource<R> {
  const catalog = module.revisions;
  return {
    profile: (id) => catalog.byId(id),
    ids: () => catalog.builtIn.map((p) => p.id),
    defaults: () => catalog.defaults,
  };
}

export type ResolvedRevisions<R extends RevisionLike = RevisionLike> =
  | { readonly ok: true; readonly profiles: readonly R[] }
  | { readonly ok: false; readonly range: Range; readonly message: string; readonly hint?: string };

/** The profiles a scenario runs under: its `revisions` line, else the defaults; `only` filters. */
export function resolveRevisions<R extends RevisionLike>(
  sc: Scenario,
  options: { revisions?: readonly string[]; only?: readonly string[]; revisionSource: RevisionSource<R> },
): ResolvedRevisions<R> {
  const source = options.revisionSource;
  const line = sc.header?.body.find((b) => b.kind === 'revisions');
  const named = line?.kind === 'revisions' ? line.revisions : [];
  const profiles: R[] = [];
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
  const picked: R[] = [];
  for (const id of only) {
    const p = source.profile(id);
    if (!p) continue;
    const listed = named.length === 0 || named.some((n) => n.text === p.id || n.text === p.extends);
    if (listed) picked.push(p);
  }
  return { ok: true, profiles: picked };
}
