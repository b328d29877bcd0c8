#!/usr/bin/env node
// The `arbiter` command as npm links it. It is a committed file rather than dist/main.js itself:
// npm links a bin only when its target exists at install time, and on a fresh clone `npm ci` runs
// before the build.
try {
  const { runCli } = await import('../dist/main.js');
  process.exitCode = await runCli(process.argv.slice(2));
} catch (e) {
  if (e?.code !== 'ERR_MODULE_NOT_FOUND' || !String(e.message).includes('dist/main.js')) throw e;
  console.error(
    'error: the arbiter command is not built yet\nhint: run `npx turbo run build --filter=@arbiter/cli...` (or `npm start`) first',
  );
  process.exitCode = 2;
}
