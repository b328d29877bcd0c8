import { accessSync, constants, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { UsageError } from './files.js';

/**
 * Fails at once, before any work, when an output path cannot be written: a fuzz or explore budget
 * spent only to fail on a typo in `--out` helps nobody. Nothing is created here; folders missing
 * on the way are created when the output is written, so only the nearest existing folder must be
 * writable. `kind` says whether the path names a file or a folder.
 */
export function checkWritable(option: string, path: string, cwd: string, kind: 'file' | 'folder'): void {
  const abs = resolve(cwd, path);
  const refuse = (why: string, hint: string): never => {
    throw new UsageError(`${option} ${path}: ${why} (${hint})`);
  };
  const existing = statOrUndefined(abs, refuse);
  if (existing) {
    if (kind === 'file' && existing.isDirectory()) refuse('is a folder', 'name a file');
    if (kind === 'folder' && !existing.isDirectory()) refuse('is a file, not a folder', 'name a folder');
    if (!accessible(abs, constants.W_OK)) refuse('is not writable', 'check its permissions');
    return;
  }
  let dir = dirname(abs);
  for (;;) {
    const st = statOrUndefined(dir, refuse);
    if (st) {
      if (!st.isDirectory()) refuse(`${dir} is a file, not a folder`, 'choose a path in a folder');
      if (!accessible(dir, constants.W_OK | constants.X_OK))
        refuse(`the folder ${dir} is not writable`, 'choose a writable folder');
      return;
    }
    const up = dirname(dir);
    if (up === dir) refuse('no folder on the way exists', 'choose a path in an existing folder');
    dir = up;
  }
}

function statOrUndefined(path: string, refuse: (why: string, hint: string) => never) {
  try {
    return statSync(path);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return undefined;
    // A file used as a folder on the way (ENOTDIR), a loop of links: the path cannot be written.
    return refuse(
      `cannot be written (${code ?? (e as Error).message})`,
      'choose a path in a writable folder',
    );
  }
}

function accessible(path: string, mode: number): boolean {
  try {
    accessSync(path, mode);
    return true;
  } catch {
    return false;
  }
}
