import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { BUILT_IN_PROFILES, type RevisionProfile } from '@arbiter/megacorp';
import { bindRevisionFile, formatDiagnostic, type RevisionSource, revisionSource } from '@arbiter/scenario';
import { findFiles, projectRootOf, readSource, UsageError, uriOf } from './files.js';

export interface LoadedRevisions {
  readonly source: RevisionSource;
  /** The `--revision` arguments as revision ids (a draft's path becomes its id). */
  readonly only?: readonly string[];
  readonly drafts: readonly RevisionProfile[];
}

/**
 * Where drafts named by id are looked for when the run's folders do not hold them: the project's
 * `scenarios` folder (drafts live in `scenarios/drafts/`), else the whole project.
 */
function projectDrafts(roots: readonly string[], cwd: string): string[] {
  const root = projectRootOf(join(roots[0] ?? '.', 'x'), cwd);
  const scenarios = join(root, 'scenarios');
  const where = existsSync(scenarios) && statSync(scenarios).isDirectory() ? scenarios : root;
  return findFiles([where], cwd, ['.revision']).map((f) => f.path);
}

/**
 * Built-in revisions plus draft revision files: every `*.revision` under the run's folders, and any
 * `--revision path/to/x.revision`. A draft may extend a built-in revision or another draft. A draft
 * named by id that the run's folders do not hold is looked for in the project (`projectDrafts`), so
 * `--revision whole-pile-sales` works on any folder. A broken draft is a usage error with
 * file:line:col.
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
  const builtIn = (id: string) => BUILT_IN_PROFILES.some((p) => p.id === id);
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
  const drafts: RevisionProfile[] = [];
  const byUri = new Map<string, string>();
  const known = (id: string) => [...BUILT_IN_PROFILES, ...drafts].find((p) => p.id === id);
  let pending = [...paths.entries()];
  // Drafts may extend drafts: bind in passes until nothing more binds.
  for (let pass = 0; pending.length > 0 && pass <= paths.size; pass++) {
    const next: [string, string][] = [];
    for (const [uri, path] of pending) {
      const bound = bindRevisionFile(readSource(path).text, uri, known);
      if (bound.profile) {
        drafts.push(bound.profile);
        byUri.set(uri, bound.profile.id);
      } else if (bound.file.extends && !known(bound.file.extends.value) && pass < paths.size) {
        next.push([uri, path]);
      } else {
        throw new UsageError(bound.diagnostics.map((d) => formatDiagnostic(d, uri)).join('\n'));
      }
    }
    pending = next;
  }
  const only = args?.length ? args.map((a) => byUri.get(argIds.get(a) ?? '') ?? a) : undefined;
  return { source: revisionSource(drafts), drafts, ...(only ? { only } : {}) };
}
