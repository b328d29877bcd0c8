// Bundles the extension and the language server with esbuild: two CommonJS files in dist/, with
// `vscode` left to the host. Workspace packages are bundled from their TypeScript sources (the
// `source` export condition), so no other package needs building first.
import { readFileSync, rmSync } from 'node:fs';
import * as esbuild from 'esbuild';

const production = process.argv.includes('--production');
const watch = process.argv.includes('--watch');

/** @type {import('esbuild').BuildOptions} */
const common = {
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  conditions: ['source'],
  mainFields: ['module', 'main'],
  sourcemap: !production,
  minify: production,
  logLevel: 'warning',
};

const builds = [
  { ...common, entryPoints: ['src/extension.ts'], outfile: 'dist/extension.js', external: ['vscode'] },
  { ...common, entryPoints: ['src/server/main.ts'], outfile: 'dist/server.js' },
  // The `arbiter` command itself, so Diff and Coverage work without `arbiter.cli.path` (as pack.mjs
  // bundles it: ESM, with a require for its CommonJS dependencies).
  {
    ...common,
    entryPoints: ['../cli/src/main.ts'],
    outfile: 'dist/arbiter.mjs',
    format: 'esm',
    define: {
      __ARBITER_CLI_VERSION__: JSON.stringify(
        JSON.parse(readFileSync('../cli/package.json', 'utf8')).version,
      ),
    },
    banner: {
      js: "import { createRequire as __arbiterRequire } from 'node:module';\nconst require = __arbiterRequire(import.meta.url);",
    },
  },
];

rmSync('dist', { recursive: true, force: true });

if (watch) {
  for (const options of builds) await (await esbuild.context(options)).watch();
} else {
  await Promise.all(builds.map((options) => esbuild.build(options)));
}
