import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { V1_7_CLAUSE_IDS } from '@arbiter/megacorp';
import { clauseCoverage, coverageHtml, coverageText, parse, runScenario } from '@arbiter/scenario';
import { diskLoader, findFiles, readSource, UsageError } from '../files.js';
import type { Io } from '../io.js';
import { loadRevisions } from '../revisions.js';

export interface CoverageOptions {
  readonly revision: string;
  /** Also write a self-contained HTML report here. */
  readonly html?: string;
  readonly json?: boolean;
}

/**
 * `arbiter coverage --revision R [paths]`: which clauses of R the corpus exercises (a rule citing
 * the clause fired or refused while the scenarios ran) and which it does not. Under V1.7 every
 * numbered clause is listed; other revisions list the clauses their rule map cites.
 */
export function coverageCommand(paths: readonly string[], opts: CoverageOptions, io: Io): number {
  try {
    const roots = paths.length ? paths : ['scenarios'];
    const revisions = loadRevisions([opts.revision], roots, io.cwd);
    const id = revisions.only?.[0] ?? opts.revision;
    const profile = revisions.source.profile(id);
    if (!profile)
      throw new UsageError(`unknown revision ${opts.revision} (known: ${revisions.source.ids().join(', ')})`);
    // Every scenario runs under R here, whatever revisions it names: coverage asks what R's rules do.
    const results = findFiles(roots, io.cwd).flatMap((f) => {
      const file = parse(readSource(f.path).text, f.uri).file;
      const loader = diskLoader(io.cwd, { file: f.uri });
      return file.scenarios.map((sc) => runScenario(file, sc, profile, { loader }));
    });
    const base = profile.extends ?? profile.id;
    const report = clauseCoverage(
      results,
      profile,
      base === 'v1.7' || profile.id === 'v1.7' ? V1_7_CLAUSE_IDS : undefined,
    );
    if (opts.html) {
      writeFileSync(resolve(io.cwd, opts.html), coverageHtml(report));
      io.err(`wrote ${opts.html}`);
    }
    io.out(opts.json ? JSON.stringify(report, null, 2) : coverageText(report));
    return 0;
  } catch (e) {
    if (e instanceof UsageError) {
      io.err(`error: ${e.message}`);
      return 2;
    }
    throw e;
  }
}
