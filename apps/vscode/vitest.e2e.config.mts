import { defineConfig } from 'vitest/config';

// End-to-end tests: the packaged extension in a real VS Code (code-server) driven by playwright-core
// and Debian Chromium. `npm run e2e` installs code-server and packages the .vsix first.
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    // A session's start: the .vsix installed, code-server (started again if its launcher times out)
    // and the workbench loaded, each with generous limits for a loaded machine.
    hookTimeout: 300_000,
  },
});
