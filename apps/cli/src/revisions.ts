import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { AnyGameModule, ClauseMap } from '@arbiter/core';
import type { RevisionProfile } from '@arbiter/megacorp';
import { bindDraftSet, formatDiagnostic, games, type RevisionSource } from '@arbiter/scenario';
import { findFiles, projectRootOf, readSource, UsageError, uriOf } from './files.js';

export interface LoadedRevisions {
  /**
   * Every game's revisions: the built-in ones and the drafts, each draft in its game; a file runs
   * under its own game's (`forGame`). Typed as the tools' (Megacorp's) source, which it is for
   * Megacorp's files.
   */
  readonly source: RevisionSource;
  /** The `--revision` arguments as revision ids (a draft's path becomes its id). */
  readonly only?: readonly string[];
  /** Every draft that bound, of any game. */
  readonly drafts: readonly RevisionProfile[];
  /** The game of a revision id, built-in or draft. */
  gameOf(id: string): string | undefined;
}

/**
 * Where drafts named by id are looked for when the run's folders do not hold them: the project's
 * `scenarios` folder (drafts live in `scenarios/drafts/` and `scenarios/gardener/drafts/`), else the
 * whole project.
 */
function projectDrafts(roots: readonly string[], cwd: string): string[] {
  const root = projectRootOf(join(roots[0] ?? '.', 'x'), cwd);
  const scenarios = join(root, 'scenarios');
  const where = existsSync(scenarios) && statSync(scenarios).isDirectory() ? scenarios : root;
  return findFiles([where], cwd, ['.revision']).map((f) => f.path);
}

/**
 * Built-in revisions of every game plus draft revision files: every `*.revision` under the run's
 * folders, and any `--revision path/to/x.revision`. A draft is bound in its game (its `game` line,
 * else the game of the revision it extends) and may extend a built-in revision or another draft of
 * that game. A draft named by id that the run's folders do not hold is looked for in the project
 * (`projectDrafts`), so `--revision whole-pile-sales` works on any folder. A broken draft is a usage
 * error with file:line:col.
 */
export function loadRevisions(
  args: readonly string[] | undefined,
  roots: readonly string[],
  cwd: string,
): LoadedRevisions {
  const paths = new Map<string, string>();
  for (const root of roots) {
    const abs = resolve(cwd, root);
    // Drafts are discovered in the run's folders; a file named on the command line is a scenario.
    if (!existsSync(abs) || !statSync(abs).isDirectory()) continue;
    for (const f of findFiles([root], cwd, ['.revision'])) paths.set(f.uri, f.path);
  }
  // An id that is neither built in nor a file name: the project's drafts are bound too, to find it.
  const builtIn = (id: string) => games.ids().some((g) => games.dialect(g)?.module.revisions.byId(id));
  if ((args ?? []).some((a) => !a.endsWith('.revision') && !builtIn(a)))
    for (const path of projectDrafts(roots, cwd)) {
      const uri = uriOf(path, cwd);
      paths.set(uri, path);
    }
  const argIds = new Map<string, string>();
  for (const a of args ?? []) {
    if (a.endsWith('.revision')) {
      const abs = resolve(cwd, a);
      if (!existsSync(abs)) throw new UsageError(`no such revision file: ${a}`);
      paths.set(uriOf(abs, cwd), abs);
      argIds.set(a, uriOf(abs, cwd));
    }
  }
  const set = bindDraftSet(
    [...paths.entries()].map(([uri, path]) => ({ uri, text: readSource(path).text })),
    games,
  );
  const broken = set.files.flatMap((f) =>
    f.profile
      ? []
      : f.diagnostics.filter((d) => d.severity === 'error').map((d) => formatDiagnostic(d, f.uri)),
  );
  if (broken.length) throw new UsageError(broken.join('\n'));
  const byUri = new Map(set.files.map((f) => [f.uri, f.profile?.id ?? f.id]));
  const only = args?.length ? args.map((a) => byUri.get(argIds.get(a) ?? '') ?? a) : undefined;
  return {
    source: set.source as RevisionSource,
    drafts: set.drafts.map((d) => d.profile as RevisionProfile),
    gameOf: set.gameOf,
    ...(only ? { only } : {}),
  };
}

/**
 * The game's module with these drafts of it playable as if they were built in: the harness plays a
 * game under a revision its module's catalog knows by id, and a draft is known only to the run that
 * bound it.
 */
export function withDrafts(module: AnyGameModule, drafts: readonly ClauseMap[]): AnyGameModule {
  if (drafts.length === 0) return module;
  const catalog = module.revisions;
  return {
    ...module,
    revisions: {
      ...catalog,
      builtIn: [...catalog.builtIn, ...drafts],
      byId: (id) => catalog.byId(id) ?? drafts.find((d) => d.id === id),
    },
  };
}

/**
 * The `--revision` arguments of a harness command of one game: built-in ids as they are; a draft (its
 * `.revision` file, or its id, looked for as `loadRevisions` does) bound in that game and returned
 * with its id. A draft of another game is a usage error; an unknown id is left for the harness to
 * refuse with the list of known ones.
 */
export function harnessRevisions(
  game: string,
  module: AnyGameModule,
  args: readonly string[],
  roots: readonly string[],
  cwd: string,
): { readonly ids: readonly string[]; readonly drafts: readonly ClauseMap[] } {
  if (args.every((a) => module.revisions.byId(a))) return { ids: args, drafts: [] };
  const loaded = loadRevisions(args, roots, cwd);
  const ids = loaded.only ?? args;
  ids.forEach((id, i) => {
    const of = loaded.gameOf(id);
    if (of !== undefined && of !== game)
      throw new UsageError(
        `${args[i]} is a revision of ${of}, not of ${game}: pass --game ${of}, or one of ${game}'s (${module.revisions.builtIn.map((p) => p.id).join(', ')}, or a draft of one)`,
      );
  });
  return { ids, drafts: loaded.drafts.filter((d) => ids.includes(d.id)) };
}
