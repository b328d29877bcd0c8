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
  // The `arbiter` command, bundled: Diff and Coverage run it when the workspace has none of its own.
  // ESM like the command itself (it reads import.meta.url); `require` for the CommonJS it bundles.
  {
    ...common,
    format: 'esm',
    stdin: {
      contents:
        "import { runCli } from './src/main.ts';\nprocess.exitCode = await runCli(process.argv.slice(2));\n",
      resolveDir: '../cli',
      sourcefile: 'bundled-cli.ts',
      loader: 'ts',
    },
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
    outfile: 'dist/cli.mjs',
  },
];

rmSync('dist', { recursive: true, force: true });

if (watch) {
  for (const options of builds) await (await esbuild.context(options)).watch();
} else {
  await Promise.all(builds.map((options) => esbuild.build(options)));
}
