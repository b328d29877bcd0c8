import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse, parseInSlices } from '../../src/index.js';

const CORPUS = join(dirname(fileURLToPath(import.meta.url)), '../../../../scenarios');

function corpusFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory()
      ? corpusFiles(join(dir, d.name))
      : /\.(scenario|cards)$/.test(d.name)
        ? [join(dir, d.name)]
        : [],
  );
}

/** Drains a parse in slices, counting the pauses. */
function drain(steps: Generator<void, ReturnType<typeof parse>>) {
  let pauses = 0;
  for (;;) {
    const r = steps.next();
    if (r.done) return { result: r.value, pauses };
    pauses++;
  }
}

describe('a parse in slices (what keeps the language server responsive on a 5 MB document)', () => {
  it('gives the tree and diagnostics of the whole parse for every corpus file, at any slice size', () => {
    const files = corpusFiles(CORPUS);
    expect(files.length).toBeGreaterThan(100);
    for (const [k, path] of files.entries()) {
      const text = readFileSync(path, 'utf8');
      const slice = 1 + (k % 7);
      const { result } = drain(parseInSlices(text, path, slice));
      expect(result).toEqual(parse(text, path));
    }
  });

  it('pauses once for every full slice of lines', () => {
    const text = readFileSync(join(CORPUS, 'cards/basic.cards'), 'utf8');
    const lines = text.split(/\r\n|\r|\n/).length;
    expect(drain(parseInSlices(text, 'basic.cards', 10)).pauses).toBe(Math.floor(lines / 10));
  });
});
