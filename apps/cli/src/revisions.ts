import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
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
