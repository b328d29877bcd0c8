import { type RevisionProfile, stateHash } from '@arbiter/core';
import {
  gameOfText,
  killParameterMutants,
  type MutantTarget,
  mutantReportText,
  outcome,
  parse,
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
    const baseId = opts.revision ?? revisions.canonical.id;
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
    const report = killParameterMutants({
      specs: revisions.specs,
      base,
      derive: (b, overrides, id) => revisions.derive(b as never, overrides, { id }) as RevisionProfile,
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
