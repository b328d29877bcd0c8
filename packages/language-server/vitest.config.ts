import { defineConfig } from 'vitest/config';

// Resolve workspace packages to their TypeScript sources, so tests never need a build first.
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: { include: ['test/**/*.test.ts'] },
});
