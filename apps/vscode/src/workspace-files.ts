import { readFileSync } from 'node:fs';
import { dirname, isAbsolute, resolve } from 'node:path';
import { clauseWords, rulebookClauses, type SourceLoader } from '@arbiter/scenario';
import type { Vscode } from './host.js';

export type FilesApi = Pick<Vscode, 'workspace' | 'Uri'>;

/** A file's text as the user sees it: the open editor's (unsaved edits included), else the disk's. */
export function readText(vs: FilesApi, path: string): string {
  return (
    vs.workspace.textDocuments.find((d) => d.uri.fsPath === path)?.getText() ?? readFileSync(path, 'utf8')
  );
}

/**
 * What the engine, run in the extension host (the debugger, accept actual, recording), reads for
 * `use "x.cards"`: files of the workspace only, as the language server reads them.
 */
export function workspaceLoader(vs: FilesApi): SourceLoader {
  return {
    read: (path) => {
      if (!vs.workspace.getWorkspaceFolder(vs.Uri.file(path))) return undefined;
      try {
        return readText(vs, path);
      } catch {
        return undefined;
      }
    },
    resolve: (from, relative) => resolve(dirname(from), relative),
  };
}

/**
 * The clause's words from the user's rulebook text (`arbiter.rulebookText`: absolute, or relative to
 * the first workspace folder), read as the CLI's `--rulebook` and the hover read it; undefined when
 * the setting is empty or the file cannot be read. Read again only when the setting changes.
 */
export function rulebookQuote(vs: FilesApi, setting: () => string): (clause: string) => string | undefined {
  let read: { readonly path: string; readonly clauses: ReadonlyMap<string, string> } | undefined;
  return (clause) => {
    const value = setting();
    if (!value) return undefined;
    const folder = vs.workspace.workspaceFolders?.[0]?.uri.fsPath;
    const path = isAbsolute(value) ? value : folder ? resolve(folder, value) : undefined;
    if (!path) return undefined;
    if (read?.path !== path) {
      try {
        read = { path, clauses: rulebookClauses(readFileSync(path, 'utf8')) };
      } catch {
        return undefined;
      }
    }
    const text = read.clauses.get(clause);
    return text === undefined ? undefined : clauseWords(text);
  };
}
