import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, extname, join, relative, resolve } from 'node:path';
import type { SourceLoader } from '@arbiter/scenario';

/** Every `.scenario` file under the given paths, sorted, with paths relative to the working directory. */
export function findScenarioFiles(paths: readonly string[], ext = '.scenario'): string[] {
  const out = new Set<string>();
  const walk = (p: string) => {
    const st = statSync(p);
    if (st.isDirectory()) {
      for (const name of readdirSync(p).sort()) {
        if (name === 'node_modules' || name.startsWith('.')) continue;
        walk(join(p, name));
      }
    } else if (extname(p) === ext) {
      out.add(relative(process.cwd(), resolve(p)) || p);
    }
  };
  for (const p of paths) {
    if (!existsSync(p)) throw new Error(`no such file or folder: ${p}`);
    walk(p);
  }
  return [...out].sort();
}

/** Reads `use`d card libraries from disk, relative to the file that names them. */
export const diskLoader: SourceLoader = {
  read: (path) => {
    try {
      return readFileSync(path, 'utf8');
    } catch {
      return undefined;
    }
  },
  resolve: (from, rel) => relative(process.cwd(), resolve(dirname(from), rel)),
};
