import { defineConfig } from 'vitest/config';

// Resolve workspace packages to their TypeScript sources, so tests never need a build first.
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    // CI machines have two cores shared by every package's tests: generous limits, no timing claims.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    include: ['test/**/*.test.ts'],
  },
});
