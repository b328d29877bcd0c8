import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { SourceLoader } from '@arbiter/scenario';
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
