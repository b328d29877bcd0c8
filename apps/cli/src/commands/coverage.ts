import { writeFileSync } from 'node:fs';
import {
  clauseCoverage,
  coverageHtml,
  coverageText,
  type RevisionSource,
  runScenarioText,
} from '@arbiter/scenario';
import { diskLoader, findFiles, readSource } from '../files.js';

export interface CoverageOptions {
  readonly revision: string;
  readonly html?: string;
  readonly json?: boolean;
  readonly source: RevisionSource;
  /** Every clause id of the revision, when the project knows the full list (V1.7). */
  readonly clauseIds?: (revision: string) => readonly string[] | undefined;
}

/** `arbiter coverage --revision R [paths]`: the clauses the corpus exercises, and the ones it does not. */
export function coverageCommand(paths: readonly string[], opts: CoverageOptions, out: (s: string) => void = console.log): number {
  const profile = opts.source.profile(opts.revision);
  if (!profile) {
    out(`unknown revision ${opts.revision} (known: ${opts.source.ids().join(', ')})`);
    return 2;
  }
  const cwd = process.cwd();
  let files: { uri: string; path: string }[];
  try {
    files = findFiles(paths.length ? paths : ['scenarios'], cwd);
  } catch (e) {
    out((e as Error).message);
    return 2;
  }
  const results = files.flatMap(
    (f) =>
      runScenarioText(readSource(f.path).text, f.uri, { loader: diskLoader(cwd), revisionSource: { ...opts.source, defaults: () => [profile.id] }, revisions: [profile.id], only: [profile.id] }).scenarios,
  );
  const report = clauseCoverage(results, profile, opts.clauseIds?.(profile.id));
  if (opts.html) {
    writeFileSync(opts.html, coverageHtml(report));
    out(`wrote ${opts.html}`);
  }
  out(opts.json ? JSON.stringify(report, null, 2) : coverageText(report));
  return 0;
}
