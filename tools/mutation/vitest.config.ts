import { defineConfig } from 'vitest/config';

// The report's own tests (the suite Stryker runs is vitest.stryker.config.ts).
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    testTimeout: 60_000,
    hookTimeout: 60_000,
    include: ['test/**/*.test.ts'],
  },
});
