import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import * as harness from '@arbiter/harness';
import { V1_7_CLAUSE_IDS } from '@arbiter/megacorp';
import {
  clauseCoverage,
  coverageHtml,
  coverageText,
  DEFAULT_GAME,
  GAMES,
  parse,
  runScenario,
} from '@arbiter/scenario';
import { diskLoader, findFiles, readSource, UsageError } from '../files.js';
import type { GameId } from '../games.js';
import type { Io } from '../io.js';
import { loadRevisions } from '../revisions.js';
import { fuzzLoop } from './fuzz.js';
import { paraphraseOf } from './scaffold.js';
import type { SectionCoverage } from './section-coverage.js';

export interface CoverageOptions {
  readonly revision: string;
  /** Also write a self-contained HTML report here. */
  readonly html?: string;
  readonly json?: boolean;
  /** Every clause, one row each; by default the summary and the clauses not covered. */
  readonly all?: boolean;
  /** The user's rulebook as text: uncovered clauses are quoted from it beside our paraphrase. */
  readonly rulebookText?: string;
}

/**
 * `arbiter coverage --revision R [paths]`: which clauses of R the corpus of R's game exercises (a
 * rule citing the clause fired or refused while the scenarios ran) and which it does not. Under V1.7
 * every numbered clause is listed, under a game's canonical revision (Gardener's got-2008) or a draft
 * of it every clause of its catalog; other revisions list the clauses their rule map cites.
 */
export function coverageCommand(paths: readonly string[], opts: CoverageOptions, io: Io): number {
  try {
    const roots = paths.length ? paths : ['scenarios'];
    const revisions = loadRevisions([opts.revision], roots, io.cwd);
    const id = revisions.only?.[0] ?? opts.revision;
    const profile = revisions.source.profile(id);
    if (!profile)
      throw new UsageError(`unknown revision ${opts.revision} (known: ${revisions.source.ids().join(', ')})`);
    // Every scenario of R's game runs under R here, whatever revisions it names: coverage asks what
    // R's rules do.
    const game = revisions.gameOf(profile.id) ?? DEFAULT_GAME;
    const results = findFiles(roots, io.cwd).flatMap((f) => {
      const parsed = parse(readSource(f.path).text, f.uri);
      if (parsed.game !== game) return [];
      const loader = diskLoader(io.cwd, { file: f.uri });
      return parsed.file.scenarios.map((sc) => runScenario(parsed.file, sc, profile, { loader }));
    });
    const base = profile.extends ?? profile.id;
    const catalog = GAMES[game]?.module.revisions;
    const clauseIds =
      game === DEFAULT_GAME
        ? base === 'v1.7' || profile.id === 'v1.7'
          ? V1_7_CLAUSE_IDS
          : undefined
        : base === catalog?.canonical.id
          ? catalog.clauseIds
          : undefined;
    const report = clauseCoverage(results, profile, clauseIds);
    // Our paraphrases are of V1.7's clauses; other revisions number theirs otherwise.
    const words = {
      ...(report.clauses.some((c) => paraphraseOf(c.clause).length) ? { paraphrase: paraphraseOf } : {}),
      ...(opts.rulebookText !== undefined ? { rulebookText: opts.rulebookText } : {}),
    };
    if (opts.html) {
      writeFileSync(resolve(io.cwd, opts.html), coverageHtml(report, words));
      io.err(`wrote ${opts.html}`);
    }
    io.out(
      opts.json
        ? JSON.stringify(report, null, 2)
        : coverageText(report, { ...words, all: opts.all ?? false }),
    );
    return 0;
  } catch (e) {
    if (e instanceof UsageError) {
      io.err(`error: ${e.message}`);
      return 2;
    }
    throw e;
  }
}

export interface FuzzCoverageOptions {
  /** Revision ids; all built-in revisions when empty. */
  readonly revision: readonly string[];
  /** The fuzz run's budget in actions (default 20,000) and seed (default 1). */
  readonly actions?: number;
  readonly seed?: number;
  readonly mode?: string;
  readonly html?: string;
  readonly json?: boolean;
  /** Gardener: the rulebook sections against the scenario corpus, joined to the JSON report. */
  readonly sections?: SectionCoverage;
}

/**
 * `arbiter coverage --game G` for a game without scenarios to run: the statechart states and
 * transitions and the rule keys a seeded fuzz run reaches, each one never reached listed.
 * 0 on success (coverage is a report, not a gate), 1 when the run broke an invariant, 2 on a usage error.
 */
export function fuzzCoverageCommand(game: GameId, opts: FuzzCoverageOptions, io: Io): number {
  const loop = fuzzLoop(game, opts.mode !== undefined ? { mode: opts.mode } : {});
  if (typeof loop === 'string') {
    io.err(`error: ${loop}`);
    return 2;
  }
  let s: ReturnType<typeof loop>;
  try {
    s = loop({
      actions: opts.actions ?? 20_000,
      seed: opts.seed ?? 1,
      shard: { index: 0, count: 1 },
      ...(opts.revision.length ? { revisions: opts.revision } : {}),
    });
  } catch (e) {
    io.err(`error: ${e instanceof Error ? e.message : String(e)}`);
    return 2;
  }
  const report = s.coverage.report();
  if (opts.html) {
    writeFileSync(
      resolve(io.cwd, opts.html),
      harness.coverageHtml(report, `Arbiter statechart coverage: ${game}`),
    );
    io.err(`wrote ${opts.html}`);
  }
  if (opts.json)
    io.out(JSON.stringify(opts.sections ? { ...report, sections: opts.sections.sections } : report, null, 2));
  else {
    io.out(
      `coverage of a fuzz run of ${game}: ${s.games.toLocaleString('en-US')} games, ` +
        `${s.actions.toLocaleString('en-US')} actions; revisions ${s.revisions.join(', ')}; seed ${s.seed}`,
    );
    io.out(harness.coverageText(report, { list: true }));
  }
  if (s.failedGames > 0) {
    io.err(
      `${s.failedGames} game(s) broke an invariant: run arbiter fuzz --game ${game} for the counterexamples`,
    );
    return 1;
  }
  return 0;
}
