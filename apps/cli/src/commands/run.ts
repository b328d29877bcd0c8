import { readFileSync } from 'node:fs';
import { type FileResult, runScenarioText } from '@arbiter/scenario';
import { diskLoader, findScenarioFiles } from '../files.js';
import { prettyReport } from '../reporters/pretty.js';

export interface RunCommandOptions {
  readonly revision?: readonly string[];
  readonly board?: boolean;
}

/** `arbiter run`: exit 0 when every scenario passes, 1 on failures, 2 on unreadable input. */
export function runCommand(paths: readonly string[], opts: RunCommandOptions, out: (s: string) => void = console.log): number {
  const started = performance.now();
  let files: string[];
  try {
    files = findScenarioFiles(paths.length ? paths : ['scenarios']);
  } catch (e) {
    out((e as Error).message);
    return 2;
  }
  const results: FileResult[] = files.map((f) =>
    runScenarioText(readFileSync(f, 'utf8'), f, { loader: diskLoader, ...(opts.revision?.length ? { only: opts.revision } : {}) }),
  );
  out(prettyReport(results, performance.now() - started, opts.board ?? true));
  const all = results.flatMap((r) => r.scenarios);
  if (results.some((r) => r.diagnostics.some((d) => d.severity === 'error'))) return 2;
  return all.some((r) => r.status !== 'passed' && r.status !== 'skipped') ? 1 : 0;
}
