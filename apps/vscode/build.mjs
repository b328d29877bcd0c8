// Bundles the extension and the language server with esbuild: two CommonJS files in dist/, with
// `vscode` left to the host. Workspace packages are bundled from their TypeScript sources (the
// `source` export condition), so no other package needs building first.
import { rmSync } from 'node:fs';
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
];

rmSync('dist', { recursive: true, force: true });

if (watch) {
  for (const options of builds) await (await esbuild.context(options)).watch();
} else {
  await Promise.all(builds.map((options) => esbuild.build(options)));
}
