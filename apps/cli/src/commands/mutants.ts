import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type RevisionProfile, stateHash } from '@arbiter/core';
import {
  gameOfText,
  killParameterMutants,
  type MutantReport,
  type MutantTarget,
  mutantReportText,
  outcome,
  parse,
  recheckMutantReport,
  runScenario,
} from '@arbiter/scenario';
import { diskLoader, findFiles, readSource, UsageError } from '../files.js';
import { gameById } from '../games.js';
import type { Io } from '../io.js';

export interface MutantsOptions {
  readonly game: string;
  /** The built-in revision whose parameters are flipped (the game's canonical one by default). */
  readonly revision?: string;
  /** Only these parameters. */
  readonly parameter?: readonly string[];
  readonly all?: boolean;
  readonly json?: boolean;
  /** A committed report (`--json` output) to check against today's corpus instead of flipping every parameter. */
  readonly check?: string;
}

/**
 * `arbiter mutants [paths]`: parameter mutants. Each parameter of a built-in revision is flipped to
 * each other value in turn, and the scenarios that run under that revision are run under the flipped
 * one until one fails or its outcome moves. A flip no outcome notices is a rule change the corpus would let through,
 * unless the parameter's spec says why no scenario can tell its values apart.
 * Exit 0 when every flip is killed or explained, 1 when one survives, 2 on a usage error.
 */
export function mutantsCommand(paths: readonly string[], opts: MutantsOptions, io: Io): number {
  try {
    const game = gameById(opts.game);
    if (!game.ok) throw new UsageError(game.message);
    const revisions = game.entry.module.revisions;
    const committed = opts.check === undefined ? undefined : readReport(opts.check, io);
    // A report is checked against the revision it was made of.
    const baseId = opts.revision ?? committed?.revision ?? revisions.canonical.id;
    const base = revisions.byId(baseId) as RevisionProfile | undefined;
    if (!base)
      throw new UsageError(
        `${game.id} has no built-in revision "${baseId}" (it has ${revisions.builtIn.map((r) => r.id).join(', ')})`,
      );
    const unknown = (opts.parameter ?? []).filter((p) => !Object.hasOwn(revisions.specs, p));
    if (unknown.length) throw new UsageError(`not a parameter of ${game.id}: ${unknown.join(', ')}`);
    const targets: MutantTarget<RevisionProfile>[] = [];
    for (const f of findFiles(paths.length ? paths : ['scenarios'], io.cwd)) {
      const text = readSource(f.path).text;
      if (gameOfText(text) !== game.id) continue;
      const file = parse(text, f.uri).file;
      const loader = diskLoader(io.cwd, { file: f.uri });
      for (const sc of file.scenarios) {
        const header = sc.header?.body ?? [];
        const named = header.flatMap((b) => (b.kind === 'revisions' ? b.revisions.map((n) => n.text) : []));
        const runsUnderBase = named.length ? named.includes(base.id) : revisions.defaults.includes(base.id);
        if (!runsUnderBase) continue;
        targets.push({
          uri: f.uri,
          line: (sc.header?.range.start.line ?? 0) + 1,
          title: sc.header?.title?.value ?? '(untitled)',
          covers: header.flatMap((b) => (b.kind === 'covers' ? b.clauses.map((c) => c.text) : [])),
          // The verdict and what a designer observes, as in the outcome lock: a flip is noticed when a
          // scenario that passed fails (its expectations apply to the flipped draft of the revision
          // they name) or when its observable outcome moves.
          outcome: (profile) => {
            const r = runScenario(file, sc, profile as never, { loader });
            return `${r.status} ${stateHash(outcome(r, game.id))}`;
          },
        });
      }
    }
    if (targets.length === 0)
      throw new UsageError(`no ${game.id} scenario runs under ${base.id} here: nothing could notice a flip`);
    const derive = (b: RevisionProfile, overrides: Readonly<Record<string, unknown>>, id: string) =>
      revisions.derive(b as never, overrides, { id }) as RevisionProfile;
    if (opts.check !== undefined && committed)
      return checkReport(
        opts.check,
        { report: committed, specs: revisions.specs, base, derive, targets },
        io,
      );
    const report = killParameterMutants({
      specs: revisions.specs,
      base,
      derive,
      targets,
      ...(opts.parameter?.length ? { only: opts.parameter } : {}),
    });
    io.out(opts.json ? JSON.stringify(report, null, 2) : mutantReportText(report, opts.all));
    return report.gaps.length === 0 ? 0 : 1;
  } catch (e) {
    if (e instanceof UsageError) {
      io.err(`error: ${e.message}`);
      return 2;
    }
    throw e;
  }
}

/**
 * `--check FILE`: the committed report against today's corpus (CI). A flip the report records as
 * killed that its killer no longer notices fails (exit 1); a report that no longer describes the
 * parameters or the corpus warns, with the command that regenerates it.
 */
function checkReport(
  file: string,
  input: Parameters<typeof recheckMutantReport<RevisionProfile>>[0],
  io: Io,
): number {
  const report = input.report;
  const drift = recheckMutantReport(input);
  for (const line of drift.stale) io.err(`warning: ${file}: ${line}`);
  if (drift.stale.length > 0)
    io.err(
      `warning: ${file} is stale; regenerate it with: arbiter mutants --revision ${input.base.id} --json > ${file}`,
    );
  for (const v of drift.revived) {
    const k = v.killedBy;
    io.err(
      `error: ${file}: ${v.parameter} ${JSON.stringify(v.from)} -> ${JSON.stringify(v.to)} was killed by ${k?.uri}:${k?.line} "${k?.title}", which no longer notices it`,
    );
  }
  if (drift.revived.length > 0)
    io.err(
      `hint: a scenario that pinned the parameter changed or lost its expectation; restore it, or if another scenario notices the flip, regenerate the report (arbiter mutants --revision ${input.base.id} --json > ${file})`,
    );
  const killed = report.verdicts.filter((v) => v.killedBy).length;
  io.out(
    `${file}: ${killed - drift.revived.length} of ${killed} killed flips of ${input.base.id} still killed by their scenario` +
      (drift.stale.length ? `; stale (${drift.stale.length} differences)` : ''),
  );
  return drift.revived.length === 0 ? 0 : 1;
}

function readReport(file: string, io: Io): MutantReport {
  const hint = `write it with \`arbiter mutants --revision <id> --json > ${file}\``;
  let report: MutantReport;
  try {
    report = JSON.parse(readFileSync(resolve(io.cwd, file), 'utf8')) as MutantReport;
  } catch (e) {
    throw new UsageError(
      `${file}: cannot read the parameter-mutants report (${(e as Error).message}); ${hint}`,
    );
  }
  if (typeof report.revision !== 'string' || !Array.isArray(report.verdicts))
    throw new UsageError(
      `${file}: not a report of \`arbiter mutants --json\` (no revision or verdicts); ${hint}`,
    );
  return report;
}
