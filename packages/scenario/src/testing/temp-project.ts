import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** The files of a throwaway folder: a path relative to it, `/`-separated, and its text or bytes. */
export type ProjectFiles = Readonly<Record<string, string | Uint8Array>>;

/** A throwaway folder under the system's temp folder, for tests and benchmarks. */
export interface TempProject {
  /** Its absolute path. */
  readonly root: string;
  /** Writes a file (making its folders) and returns its absolute path. */
  write(name: string, content: string | Uint8Array): string;
  /** Removes the folder and all in it; a second call does nothing. */
  dispose(): void;
}

/**
 * A temp folder holding `files`, made for one test or one measurement. Pass a `package.json` among
 * them to make it a project: the tools read `use` paths and drafts from the folder of the nearest
 * one. The caller disposes it (a test in its `afterEach`/`afterAll`).
 */
export function tempProject(files: ProjectFiles = {}, prefix = 'arbiter-'): TempProject {
  const root = mkdtempSync(join(tmpdir(), prefix));
  const write = (name: string, content: string | Uint8Array) => {
    const path = join(root, name);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, content);
    return path;
  };
  for (const [name, content] of Object.entries(files)) write(name, content);
  return { root, write, dispose: () => rmSync(root, { recursive: true, force: true }) };
}
