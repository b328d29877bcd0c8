import { megacorpModule, type RevisionProfile } from '@arbiter/megacorp';
import { resolveRevisionsOf, revisionsOf } from '../revisions.js';

/** The revisions the harness plays Megacorp under: every built-in profile, V1.7 first. */
export function builtInRevisions(): readonly RevisionProfile[] {
  return revisionsOf(megacorpModule.revisions);
}

/** The profiles named by id (all built-in ones when `ids` is empty or missing). */
export function resolveRevisions(ids?: readonly string[]): readonly RevisionProfile[] {
  return resolveRevisionsOf(megacorpModule.revisions, ids);
}
