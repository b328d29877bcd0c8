import { defineConfig } from 'vitest/config';

// Unit tests: the extension's logic against a fake `vscode` (no VS Code needed). Workspace packages
// resolve to their TypeScript sources, so no build is needed first.
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: { include: ['test/unit/**/*.test.ts'], testTimeout: 60_000 },
});
