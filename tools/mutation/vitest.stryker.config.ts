import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/*
 * The test suite Stryker runs against each mutant of packages/megacorp/src/rules: Megacorp's rule tests
 * and the scenario corpus. Stryker copies the tree into a sandbox and mutates the copy, but a workspace
 * package resolves through node_modules, which the sandbox links back to the original tree: without
 * the aliases below the corpus would run the unmutated engine and every mutant would survive it. So
 * each workspace package the suite reaches is aliased to the TypeScript sources of this (sandboxed)
 * tree, read from the `source` condition of its own package.json exports.
 */
const root = fileURLToPath(new URL('../../', import.meta.url));
const WORKSPACES = ['core', 'megacorp', 'gardener', 'scenario'];

function sourceAliases(dir: string): { find: RegExp; replacement: string }[] {
  const manifest = JSON.parse(readFileSync(`${root}packages/${dir}/package.json`, 'utf8')) as {
    name: string;
    exports: Record<string, { source: string }>;
  };
  return Object.entries(manifest.exports).map(([subpath, target]) => ({
    find: new RegExp(`^${manifest.name}${subpath.slice(1)}$`),
    replacement: `${root}packages/${dir}/${target.source.slice(2)}`,
  }));
}

export default defineConfig({
  root,
  resolve: { alias: WORKSPACES.flatMap(sourceAliases) },
  test: {
    testTimeout: 120_000,
    hookTimeout: 120_000,
    include: [
      // The rule tests a designer reads: rulings cited clause by clause.
      'packages/megacorp/test/rules/*.test.ts',
      'packages/megacorp/test/keywords/combat.test.ts',
      'packages/megacorp/test/engine/*.test.ts',
      // The same rulings under each revision and its parameter readings.
      'packages/megacorp/test/revisions/*.test.ts',
      // The corpus, one test per scenario file, run inside the test (see suite/corpus.test.ts).
      'tools/mutation/suite/*.test.ts',
    ],
    exclude: [
      // Random play and the legal-move oracle check engine properties (invariants, replay, the
      // enumerator against a reference), not rulings; they reach every mutant and take minutes each.
      'packages/megacorp/test/rules/legal-oracle.test.ts',
      'packages/megacorp/test/rules/keyword-random-play.test.ts',
      'packages/megacorp/test/revisions/random-play.test.ts',
      'packages/megacorp/test/engine/compiled-flow.test.ts',
    ],
    setupFiles: ['packages/megacorp/test/setup.ts'],
    // One module graph for all the files a run needs: the engine loads once per mutant, not once per
    // test file (dry run 29 s -> 15 s, per mutant 3.5 s -> 3.2 s on terrain.ts, every status identical;
    // docs/mutation.md, "What a mutant costs"). The tests share no mutable module state: each builds
    // its own game. Pool, worker count and bail are the Stryker runner's (threads, 1, 1).
    isolate: false,
  },
});
