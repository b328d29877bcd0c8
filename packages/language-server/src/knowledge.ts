import { type AnyGameModule, type RevisionProfile, RuleRegistry } from '@arbiter/core';
import { builtInRevisions, type GameRevisionSource as RevisionSource } from '@arbiter/scenario';

/** A revision as the editor shows it: any game's profile (its parameters, sources, title). */
export type Profile = RevisionProfile;

/** What a game's engine knows about its rules, looked up once per module: rule keys with their summaries. */
const registries = new WeakMap<object, RuleRegistry>();
export function rulesOf(module: Pick<AnyGameModule, 'rules'>): RuleRegistry {
  let registry = registries.get(module);
  if (!registry) {
    registry = new RuleRegistry(module.rules);
    registries.set(module, registry);
  }
  return registry;
}

/** Every revision profile a source knows, in its order. */
export function profilesOf(source: RevisionSource): Profile[] {
  return source.ids().flatMap((id) => {
    const p = source.profile(id) as Profile | undefined;
    return p ? [p] : [];
  });
}

/** What completion offers for a clause: the game's canonical clause ids, then its rule keys. */
export function clauseCandidates(module: AnyGameModule): {
  ids: readonly string[];
  keys: readonly string[];
  canonical: string;
} {
  return {
    ids: module.revisions.clauseIds,
    keys: rulesOf(module).keys(),
    canonical: module.revisions.canonical.id,
  };
}

export interface RuleAtClause {
  readonly key: string;
  readonly summary: string;
  /** The rule's clause under each revision. */
  readonly clauses: readonly { readonly revision: string; readonly clause: string }[];
}

/** The rules behind a clause id, a rule key or a heading, with their clause in every revision. */
export function rulesAtClause(text: string, source: RevisionSource, module: AnyGameModule): RuleAtClause[] {
  const profiles = profilesOf(source);
  const rules = rulesOf(module);
  const keys = new Set<string>();
  if (rules.get(text)) keys.add(text);
  for (const p of profiles)
    for (const [key, clause] of Object.entries(p.clauses)) if (clause === text) keys.add(key);
  return [...keys].sort().map((key) => ({
    key,
    summary: rules.get(key)?.summary ?? '',
    clauses: profiles.flatMap((p) =>
      p.clauses[key] ? [{ revision: p.id, clause: p.clauses[key] as string }] : [],
    ),
  }));
}

/** A draft revision from a `.revision` file of the workspace; no profile when it does not bind. */
export interface Draft {
  readonly uri: string;
  readonly id: string;
  /** Its game: its `game` line, else the game of the revision it extends. */
  readonly game?: string;
  readonly profile?: Profile;
}

export { builtInRevisions };
