// Packs the command line as one self-contained npm package, `npm pack`ed into the folder given
// (default: the current one). esbuild bundles src/main.ts with the workspace packages (from their
// TypeScript sources, the `source` export condition) and the npm dependencies into dist/pack/arbiter.js:
// the @arbiter/* packages are private, so a tarball that depended on them would not install elsewhere.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, 'dist/pack');
const destination = resolve(process.argv[2] ?? '.');
const cli = JSON.parse(readFileSync(join(here, 'package.json'), 'utf8'));
const root = JSON.parse(readFileSync(join(here, '../../package.json'), 'utf8'));

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
await esbuild.build({
  entryPoints: [join(here, 'src/main.ts')],
  outfile: join(out, 'arbiter.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  conditions: ['source'],
  // commander and cli-progress are CommonJS and require Node's modules: give the bundle a require.
  banner: {
    js: "import { createRequire as __arbiterRequire } from 'node:module';\nconst require = __arbiterRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
writeFileSync(
  join(out, 'package.json'),
  `${JSON.stringify(
    {
      name: cli.name,
      version: cli.version,
      description: root.description,
      type: 'module',
      bin: { arbiter: 'arbiter.js' },
      files: ['arbiter.js'],
      engines: root.engines,
    },
    null,
    2,
  )}\n`,
);
mkdirSync(destination, { recursive: true });
const name = execFileSync('npm', ['pack', '--silent', '--pack-destination', destination], {
  cwd: out,
  encoding: 'utf8',
}).trim();
console.log(join(destination, name));
