import { readFileSync } from 'node:fs';

/** Defined by esbuild in bundles; undeclared (so `typeof` is 'undefined') in the tsc build. */
declare const __ARBITER_CLI_VERSION__: string | undefined;

/**
 * The command's version, read from its package.json: beside the built `dist/` folder, or beside the
 * packed bundle (`pack.mjs` writes one next to `arbiter.js`); bundles have it defined at build time
 * from that file. The version is written once, there.
 */
export function cliVersion(): string {
  // A bundle (the extension's dist/arbiter.mjs) has it written in at build time.
  if (typeof __ARBITER_CLI_VERSION__ === 'string') return __ARBITER_CLI_VERSION__;
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
