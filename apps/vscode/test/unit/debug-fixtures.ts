import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SourceLoader } from '@arbiter/scenario';

/** The end-to-end tests' workspace: real scenarios over a small card file. */
export const FIXTURE = join(dirname(fileURLToPath(import.meta.url)), '..', 'e2e', 'fixture');
export const CHALLENGE = join(FIXTURE, 'challenge.scenario');
export const DIVEST = join(FIXTURE, 'divest.scenario');

export const readText = (path: string) => readFileSync(path, 'utf8');

/** Reads `use`d files from disk by absolute path. */
export const diskLoader: SourceLoader = {
  read: (path) => {
    try {
      return readFileSync(path, 'utf8');
    } catch {
      return undefined;
    }
  },
  resolve: (from, rel) => resolve(dirname(from), rel),
};

/** The 0-based line of the first line of a file containing `text`. */
export function lineOf(path: string, text: string): number {
  const n = readText(path)
    .split('\n')
    .findIndex((l) => l.includes(text));
  if (n < 0) throw new Error(`${path}: no line with ${text}`);
  return n;
}
