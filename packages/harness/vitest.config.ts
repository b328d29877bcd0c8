import { defineConfig } from 'vitest/config';

// Resolve workspace packages to their TypeScript sources, so tests never need a build first.
// Whole games run in some tests: a loaded machine gets more time than vitest's default 5 s.
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: { include: ['test/**/*.test.ts'], testTimeout: 60_000 },
});
