import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { stateHash } from '@arbiter/core';
import { outcome, type RevisionSource, runScenarioText } from '@arbiter/scenario';
import { loadBaseline } from '../drift/baseline.js';
import { compareOutcomes, type Probe } from '../drift/classify.js';
import { compareClauses } from '../drift/clauses.js';
import { goldenFingerprints, probeGolden } from '../drift/golden.js';
import { driftMarkdown, driftReport, driftText, type PolicyKind } from '../drift/render.js';
import { type OutcomeRow, tableOfReport } from '../drift/table.js';
import { diskLoader, projectRootOf, readSource, UsageError } from '../files.js';
import type { Io } from '../io.js';
import { checkWritable } from '../outputs.js';
import type { RunReport } from '../report.js';
import { loadRevisions } from '../revisions.js';
import { revisionList, runFiles } from './run.js';

export interface DriftOptions {
  /** A report of `arbiter run --reporter json`, or a git ref. */
  readonly baseline: string;
  readonly policy: readonly PolicyKind[];
  /** Write the Markdown summary here (e.g. `$GITHUB_STEP_SUMMARY`). */
  readonly summary?: string;
  /** Write the JSON behind the summary here. */
  readonly json?: string;
  readonly revision?: readonly string[];
  readonly root?: string;
}

/** Fails before the run when an output cannot be written. */
export function checkDriftOutputs(o: DriftOptions, io: Io): void {
  if (o.summary) checkWritable('--summary', o.summary, io.cwd, 'file');
  if (o.json) checkWritable('--drift-json', o.json, io.cwd, 'file');
}

/** Reruns a current scenario under its revision with other parameter values. */
function prober(paths: readonly string[], o: DriftOptions, io: Io): Probe {
  const roots = paths.length ? paths : ['scenarios'];
  const source = loadRevisions(revisionList(o.revision), roots, io.cwd).source;
  return (row: OutcomeRow, parameters) => {
    const profile = source.profile(row.revision);
    if (!profile) return undefined;
    const probe = { ...profile, parameters: parameters as unknown as typeof profile.parameters };
    // Not a per-game source (no `forGame`): the probe is the one profile that runs (`only`).
    const { forGame: _perGame, ...any } = source;
    const only: RevisionSource = {
      ...any,
      profile: (id) => (id === row.revision ? probe : source.profile(id)),
    };
    const text = readSource(resolve(io.cwd, row.uri)).text;
    const loader = diskLoader(io.cwd, { file: row.uri, ...(o.root ? { root: o.root } : {}) });
    const ran = runScenarioText(text, row.uri, { loader, revisionSource: only, only: [row.revision] });
    const match = ran.scenarios.filter((r) => r.title === row.title)[row.occurrence - 1];
    return match ? stateHash(outcome(match, ran.dialect?.game)) : undefined;
  };
}

/**
 * `run --baseline`: compares the finished run's outcomes with the baseline's, prints the drift, writes
 * the summary and its JSON; 1 when the policy fails on a kind of drift that was found.
 */
export function judgeDrift(paths: readonly string[], o: DriftOptions, io: Io) {
  return (report: RunReport): number => {
    const quiet: Io = { out: () => {}, err: io.err, cwd: io.cwd, env: io.env };
    const baseline = loadBaseline(
      o.baseline,
      paths,
      resolve(io.cwd, o.root ?? projectRootOf(resolve(io.cwd, paths[0] ?? 'scenarios'), io.cwd)),
      io,
      (roots, cwd, root) =>
        runFiles(
          roots,
          { revision: o.revision ?? [], reporter: 'junit', allowEmpty: true, root },
          { ...quiet, cwd },
        ),
      tableOfReport,
    );
    // Golden games are compared when the baseline has them: played now unless the run already did.
    const golden = [...baseline.rows.values()].some((r) => r.golden);
    const current = tableOfReport(
      golden && !report.golden
        ? { ...report, golden: goldenFingerprints() }
        : golden
          ? report
          : { ...report, golden: [] },
    );
    const scenarios = prober(paths, o, io);
    const found = compareOutcomes(baseline, current, (row, parameters) =>
      row.golden ? probeGolden(row, parameters) : scenarios(row, parameters),
    );
    const drift = driftReport(o.baseline, found, o.policy, compareClauses(baseline, current));
    io.out(driftText(drift));
    const write = (option: string, file: string, text: string) => {
      const target = resolve(io.cwd, file);
      try {
        mkdirSync(dirname(target), { recursive: true });
        writeFileSync(target, text);
      } catch (e) {
        throw new UsageError(`${option} ${file}: cannot write it (${(e as Error).message})`);
      }
    };
    if (o.summary) write('--summary', o.summary, driftMarkdown(drift));
    if (o.json) write('--drift-json', o.json, `${JSON.stringify(drift, null, 2)}\n`);
    return drift.failed ? 1 : 0;
  };
}
