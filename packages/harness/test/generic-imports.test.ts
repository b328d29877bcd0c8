import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../src');

/** Every module `from` loads, following relative imports, with the packages each one imports. */
function importGraph(from: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const visit = (file: string) => {
    if (graph.has(file)) return;
    const text = readFileSync(file, 'utf8');
    const specifiers = [...text.matchAll(/(?:import|export)[^'";]*?from\s+'([^']+)'/g)].map(
      (m) => m[1] as string,
    );
    graph.set(
      file,
      specifiers.filter((s) => !s.startsWith('.')),
    );
    for (const s of specifiers)
      if (s.startsWith('.')) visit(resolve(dirname(file), s.replace(/\.js$/, '.ts')));
  };
  visit(from);
  return graph;
}

describe('the generic harness', () => {
  it('loads no game and no scenario dialect: only the kernel, fast-check, xstate and worker threads', () => {
    const graph = importGraph(resolve(SRC, 'generic.ts'));
    expect(graph.size).toBeGreaterThan(8);
    const packages = new Set([...graph.values()].flat());
    expect([...packages].sort()).toEqual([
      '@arbiter/core',
      'fast-check',
      'node:worker_threads',
      'xstate',
      'xstate/graph',
    ]);
  });

  it('the check would see a game imported anywhere below it', () => {
    const megacorp = importGraph(resolve(SRC, 'megacorp/index.ts'));
    expect(new Set([...megacorp.values()].flat())).toContain('@arbiter/megacorp');
  });
});
