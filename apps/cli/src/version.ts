import { readFileSync } from 'node:fs';

/**
 * The command's version, read from its package.json: beside the built `dist/` folder, or beside the
 * packed bundle (`pack.mjs` writes one next to `arbiter.js`). The version is written once, there.
 */
export function cliVersion(): string {
  for (const rel of ['../package.json', './package.json']) {
    try {
      const pkg = JSON.parse(readFileSync(new URL(rel, import.meta.url), 'utf8')) as {
        name?: string;
        version?: string;
      };
      if (pkg.name === '@arbiter/cli' && pkg.version) return pkg.version;
    } catch {}
  }
  return 'unknown';
}
