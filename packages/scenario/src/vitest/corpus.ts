import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import type { SourceLoader } from '../dialect.js';
import { type RunOptions, runScenarioText, type ScenarioResult } from '../games.js';

/** Every `.scenario` file below a folder, sorted. */
export function scenarioFiles(root: string): string[] {
  if (!existsSync(root)) return [];
  if (statSync(root).isFile()) return [root];
  const out: string[] = [];
  for (const name of readdirSync(root).sort()) {
    const p = join(root, name);
    if (statSync(p).isDirectory()) out.push(...scenarioFiles(p));
    else if (name.endsWith('.scenario')) out.push(p);
  }
  return out;
}

export function fileLoader(base: string): SourceLoader {
  return {
    read: (path) => {
      try {
        return readFileSync(resolve(base, path), 'utf8');
      } catch {
        return undefined;
      }
    },
    resolve: (from, rel) => relative(base, resolve(base, dirname(from), rel)),
  };
}

/** A failing scenario as an assertion message: every failure at its file:line:col. */
export function failureText(r: ScenarioResult): string {
  return r.failures
    .map((f) =>
      [
        `${r.uri}:${f.range.start.line + 1}:${f.range.start.character + 1}: ${f.message}${f.clause ? ` (${f.clause})` : ''}`,
        f.expected !== undefined ? `  expected: ${f.expected}` : '',
        f.actual !== undefined ? `  actual:   ${f.actual}` : '',
        f.hint ? `  hint: ${f.hint}` : '',
        f.board ? f.board.replace(/^/gm, '  | ') : '',
      ]
        .filter(Boolean)
        .join('\n'),
    )
    .join('\n');
}

/**
 * Registers every scenario below `root` as vitest tests, one per scenario and revision, so the
 * corpus runs with vitest's reporters and watch mode. Pass vitest's `describe` and `it`.
 */
export function registerCorpus(
  root: string,
  api: { describe: (name: string, fn: () => void) => void; it: (name: string, fn: () => void) => void },
  options: RunOptions = {},
): number {
  const base = process.cwd();
  const files = scenarioFiles(root);
  for (const file of files) {
    const uri = relative(base, file);
    api.describe(uri, () => {
      const result = runScenarioText(readFileSync(file, 'utf8'), uri, {
        loader: fileLoader(base),
        ...options,
      });
      const errors = result.diagnostics.filter((d) => d.severity === 'error');
      if (errors.length > 0) {
        api.it('parses', () => {
          throw new Error(
            errors
              .map((d) => `${uri}:${d.range.start.line + 1}:${d.range.start.character + 1}: ${d.message}`)
              .join('\n'),
          );
        });
      }
      for (const r of result.scenarios) {
        api.it(`${r.title} [${r.revision}]`, () => {
          if (r.status !== 'passed' && r.status !== 'skipped') throw new Error(failureText(r));
        });
      }
    });
  }
  return files.length;
}
