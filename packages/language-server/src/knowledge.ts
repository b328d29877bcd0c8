import { type RevisionProfile, ruleRegistry, V1_7_CLAUSE_IDS } from '@arbiter/megacorp';
import { builtInRevisions, type RevisionSource } from '@arbiter/scenario';

/** What the engine knows about the rules, looked up once: rule keys with their summaries. */
let registry: ReturnType<typeof ruleRegistry> | undefined;
export function rules(): ReturnType<typeof ruleRegistry> {
  registry ??= ruleRegistry();
  return registry;
}

/** Every revision profile a source knows, in its order. */
export function profilesOf(source: RevisionSource): RevisionProfile[] {
  return source.ids().flatMap((id) => {
    const p = source.profile(id);
    return p ? [p] : [];
  });
}

/** What completion offers for a clause: the V1.7 ids, then the rule keys. */
export function clauseCandidates(): { ids: readonly string[]; keys: readonly string[] } {
  return { ids: V1_7_CLAUSE_IDS, keys: rules().keys() };
}

export interface RuleAtClause {
  readonly key: string;
  readonly summary: string;
  /** The rule's clause under each revision. */
  readonly clauses: readonly { readonly revision: string; readonly clause: string }[];
}

/** The rules behind a clause id, a rule key or a heading, with their clause in every revision. */
export function rulesAtClause(text: string, source: RevisionSource): RuleAtClause[] {
  const profiles = profilesOf(source);
  const keys = new Set<string>();
  if (rules().get(text)) keys.add(text);
  for (const p of profiles)
    for (const [key, clause] of Object.entries(p.clauses)) if (clause === text) keys.add(key);
  return [...keys].sort().map((key) => ({
    key,
    summary: rules().get(key)?.summary ?? '',
    clauses: profiles.flatMap((p) =>
      p.clauses[key] ? [{ revision: p.id, clause: p.clauses[key] as string }] : [],
    ),
  }));
}

/** A draft revision from a `.revision` file of the workspace; no profile when it does not bind. */
export interface Draft {
  readonly uri: string;
  readonly id: string;
  readonly profile?: RevisionProfile;
}

/** The built-in revisions plus the workspace's drafts (a draft never hides a built-in one). */
export function withDrafts(base: RevisionSource, drafts: readonly Draft[]): RevisionSource {
  const builtIn = new Set(base.ids());
  const usable = drafts.filter(
    (d): d is Draft & { profile: RevisionProfile } => !!d.profile && !builtIn.has(d.id),
  );
  return {
    profile: (id) => base.profile(id) ?? usable.find((d) => d.id === id)?.profile,
    ids: () => [...base.ids(), ...usable.map((d) => d.id)],
    defaults: () => base.defaults(),
  };
}

export { builtInRevisions };
