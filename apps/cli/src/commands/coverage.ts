import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ClauseMap } from '@arbiter/core';
import * as harness from '@arbiter/harness';
import {
  clauseCoverage,
  coverageHtml,
  coverageText,
  DEFAULT_GAME,
  GAMES,
  livingRulebookHtml,
  livingRulebookSummary,
  parse,
  runScenario,
} from '@arbiter/scenario';
import { diskLoader, findFiles, readSource, UsageError } from '../files.js';
import type { GameId } from '../games.js';
import type { Io } from '../io.js';
import { loadRevisions, withDrafts } from '../revisions.js';
import { chartCoverage } from './chart-coverage.js';
import { fuzzSetup } from './fuzz.js';
import { clauseIndexOf, type EvidencePaths, linkBaseFor, rulebookOf } from './living-rulebook.js';
import type { SectionCoverage } from './section-coverage.js';

export interface CoverageOptions extends EvidencePaths {
  readonly revision: string;
  /** Also write a self-contained HTML report here. */
  readonly html?: string;
  readonly json?: boolean;
  /** Every clause, one row each; by default the summary and the clauses not covered. */
  readonly all?: boolean;
  /** The user's rulebook as text: uncovered clauses are quoted from it beside our paraphrase. */
  readonly rulebookText?: string;
  /**
   * The statechart section's fuzz run after the corpus: its budget in actions (default
   * `CHART_FUZZ_ACTIONS`; 0 runs none) and seed (default 1).
   */
  readonly actions?: number;
  readonly seed?: number;
  /** Leave the statechart section out (it runs the corpus again, and a fuzz run). */
  readonly chart?: boolean;
}

/** The fuzz budget that, with the corpus, takes the share of arrows docs/statechart-coverage states. */
export const CHART_FUZZ_ACTIONS = 20_000;

/**
 * `arbiter coverage --revision R [paths]`: the living rulebook of R — every clause with our
 * paraphrase and its status (verified by mutation, exercised, pending, not checkable, missing), the
 * scenarios exercising it and its mutants — and the statechart's transitions the corpus and a fuzz
 * run take. V1.7 lists every numbered clause, V1.5.5 and Ed 3.0 (English) every heading of their
 * ledgers; another revision the clauses its rule map cites.
 * Another game's revision (Gardener's got-2008 or a draft of it) lists every clause of its catalog.
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
    if (game !== DEFAULT_GAME) return otherGameCoverage(results, profile, game, opts, io);
    const report = clauseCoverage(results, profile, clauseIndexOf(profile));
    const rulebook = rulebookOf(report, results, profile, roots, io.cwd, {
      ...(opts.mutants ? { mutants: opts.mutants } : {}),
      ...(opts.stryker ? { stryker: opts.stryker } : {}),
    });
    const said = new Map(rulebook.clauses.map((c) => [c.clause, c.paraphrase]));
    const words = {
      paraphrase: (clause: string) => said.get(clause) ?? [],
      ...(opts.rulebookText !== undefined ? { rulebookText: opts.rulebookText } : {}),
    };
    const statechart =
      opts.chart === false
        ? undefined
        : chartCoverage(roots, io.cwd, { actions: opts.actions ?? CHART_FUZZ_ACTIONS, seed: opts.seed ?? 1 });
    if (opts.html) {
      writeFileSync(
        resolve(io.cwd, opts.html),
        livingRulebookHtml(rulebook, { linkBase: linkBaseFor(opts.html, io.cwd) }),
      );
      io.err(`wrote ${opts.html}`);
    }
    io.out(
      opts.json
        ? JSON.stringify({ ...report, rulebook, ...(statechart ? { statechart } : {}) }, null, 2)
        : [
            coverageText(report, { ...words, all: opts.all ?? false }),
            '',
            ...livingRulebookSummary(rulebook),
            ...(statechart ? ['', harness.transitionCoverageText(statechart)] : []),
          ].join('\n'),
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

/**
 * The clause coverage of another game's revision: under its canonical revision (or a draft of it)
 * every clause of the game's catalog is listed, under another the clauses its rule map cites. The
 * living rulebook and the statechart section are Megacorp's (its ledgers and its corpus).
 */
function otherGameCoverage(
  results: ReturnType<typeof runScenario>[],
  profile: Parameters<typeof clauseCoverage>[1] & { readonly extends?: string | null },
  game: string,
  opts: CoverageOptions,
  io: Io,
): number {
  const catalog = GAMES[game]?.module.revisions;
  const clauseIds =
    catalog && (profile.extends ?? profile.id) === catalog.canonical.id ? catalog.clauseIds : undefined;
  const report = clauseCoverage(results, profile, clauseIds);
  const words = opts.rulebookText !== undefined ? { rulebookText: opts.rulebookText } : {};
  if (opts.html) {
    writeFileSync(resolve(io.cwd, opts.html), coverageHtml(report, words));
    io.err(`wrote ${opts.html}`);
  }
  io.out(
    opts.json ? JSON.stringify(report, null, 2) : coverageText(report, { ...words, all: opts.all ?? false }),
  );
  return 0;
}

export interface FuzzCoverageOptions {
  /** Revision ids; all built-in revisions when empty. */
  readonly revision: readonly string[];
  /** Drafts of the game that `revision` names, bound (`harnessRevisions`). */
  readonly drafts?: readonly ClauseMap[];
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
  const setup = fuzzSetup(game, opts.mode !== undefined ? { mode: opts.mode } : {});
  if (typeof setup === 'string') {
    io.err(`error: ${setup}`);
    return 2;
  }
  let s: ReturnType<typeof harness.generic.fuzz>;
  try {
    s = harness.generic.fuzz(withDrafts(setup.module, opts.drafts ?? []), {
      ...setup.options,
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
