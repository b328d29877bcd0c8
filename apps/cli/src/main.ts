#!/usr/bin/env node
import { realpathSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DeckName } from '@arbiter/harness';
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import { balanceCommand, balanceDiffCommand } from './commands/balance.js';
import { checkCommand } from './commands/check.js';
import { coverageCommand, fuzzCoverageCommand } from './commands/coverage.js';
import { demo } from './commands/demo.js';
import { diffCommand } from './commands/diff.js';
import { checkDriftOutputs, judgeDrift } from './commands/drift.js';
import { exploreWorkers } from './commands/explore.js';
import { findCommand } from './commands/find.js';
import { fmtCommand } from './commands/fmt.js';
import { fuzzWorkers, parseShard as parseFuzzShard } from './commands/fuzz.js';
import { goldenCommand } from './commands/golden.js';
import { mergeReportsCommand } from './commands/merge-reports.js';
import { mutantsCommand } from './commands/mutants.js';
import { perftCommand, perftTableCommand } from './commands/perft.js';
import { REPORTERS, type ReporterName, revisionList, runCommand } from './commands/run.js';
import { scaffoldCommand } from './commands/scaffold.js';
import { sectionCoverage, sectionCoverageText } from './commands/section-coverage.js';
import { showCommand } from './commands/show.js';
import { watchRun } from './commands/watch.js';
import { type PolicyKind, parsePolicy } from './drift/render.js';
import { UsageError } from './files.js';
import { GAME_IDS, GARDENER_MODES, gameById } from './games.js';
import { examplesText, HELP_EXAMPLES } from './help-examples.js';
import { type Io, processIo } from './io.js';
import { checkWritable } from './outputs.js';
import { harnessRevisions } from './revisions.js';
import { readRulebook } from './rulebook.js';
import { parseShard, type Shard } from './shard.js';
import { cliVersion } from './version.js';

/** Exit codes: 0 pass, 1 a scenario failed (or `fmt --check` found work), 2 usage or unreadable input, 3 a crash. */
export const EXIT = { ok: 0, failed: 1, usage: 2, internal: 3 } as const;

/**
 * A whole number of at least `min`, written in decimal digits: `0`, `-1`, `NaN`, `1e3`, `0x10` or an
 * empty string are refused at once instead of becoming a budget that never ends or does nothing.
 */
const whole =
  (min: number) =>
  (v: string): number => {
    const n = Number(v);
    if (!/^\s*[+-]?\d+\s*$/.test(v) || !Number.isSafeInteger(n))
      throw new InvalidArgumentError(`expected a whole number, not "${v}"`);
    if (n < min)
      throw new InvalidArgumentError(
        `expected ${min === 1 ? 'a positive whole number' : `a whole number of at least ${min}`}, not ${n}`,
      );
    return n;
  };

/** A seed: any whole number the RNG takes exactly. */
const int = whole(Number.MIN_SAFE_INTEGER);
/** A count or a bound: at least 1. */
const count = whole(1);

const positive = (v: string) => {
  const n = Number(v);
  if (v.trim() === '' || !Number.isFinite(n) || n <= 0)
    throw new InvalidArgumentError(`expected a positive number of seconds, not "${v}"`);
  return n;
};

/** `fuzz --shard i/n`, checked when parsed (the command reads the text again). */
const fuzzShardOption = (v: string): string => {
  const r = parseFuzzShard(v);
  if (typeof r === 'string') throw new InvalidArgumentError(r);
  return v;
};

/** `fuzz` and `explore`: `json` also writes the run's report, which `merge-reports` merges across shards. */
const harnessReporter = () =>
  new Option('--reporter <name>', 'pretty (the summary), or json: the summary and the JSON report')
    .choices(['pretty', 'json'])
    .default('pretty');

const shardOption = (v: string): Shard => {
  try {
    return parseShard(v);
  } catch (e) {
    throw new InvalidArgumentError((e as Error).message);
  }
};

const collect = (v: string, previous: string[]) => [...previous, v];

const policyOption = (v: string): PolicyKind[] => {
  try {
    return parsePolicy(v);
  } catch (e) {
    throw new InvalidArgumentError((e as Error).message);
  }
};

/** The `arbiter` program; each action stores its exit code with `done`. */
export function buildProgram(io: Io, done: (code: number) => void): Command {
  const program = new Command('arbiter')
    .description('Arbiter: a rules lab for the Megacorp trading card game')
    // Set before the subcommands are added: they inherit both (commander copies them in .command()).
    .exitOverride()
    .configureOutput({
      writeOut: (s) => io.out(s.replace(/\n$/, '')),
      writeErr: (s) => io.err(s.replace(/\n$/, '')),
    })
    .showSuggestionAfterError(true)
    .version(cliVersion(), '-V, --version', 'print the version of arbiter');

  program
    .command('run')
    .description('run scenario files under their revisions and print a summary table')
    .argument('[paths...]', 'files or folders (default: scenarios)')
    .option('--revision <id>', 'run only under this revision (repeatable, or comma-separated)', collect, [])
    .addOption(new Option('--reporter <name>', 'output format').choices(REPORTERS).default('pretty'))
    .option('--output <file>', "write the reporter's output to a file (the summary still prints)")
    .option('--shard <i/n>', 'run only the i-th of n parts of the sorted file list (1-based)', shardOption)
    .option('--bail', 'stop at the first file with a failure', false)
    .option('--no-board', 'leave the board out of failure reports')
    .option('--game <id>', "read every file as this game's (default: each file's `game` line, else megacorp)")
    .option('--allow-empty', 'succeed even when no scenario runs (by default that fails)', false)
    .option('--root <dir>', 'the project `use` may read from (default: the nearest package.json folder)')
    .option(
      '--baseline <file|ref>',
      'compare outcomes with a `run --reporter json` report, or with the scenarios at a git ref',
    )
    .option(
      '--drift-policy <kinds>',
      'drift kinds that fail the run: engine, parameter, edited, added, removed, and clauses covered or lost (comma-separated), all or none',
      policyOption,
      ['engine'] as PolicyKind[],
    )
    .option(
      '--update',
      'accept actual as expected: rewrite each failing then/expect fact to the value found, then run',
      false,
    )
    .option('--dry-run', 'with --update: list the rewrites (file:line: old → new) and write nothing', false)
    .option(
      '--golden',
      'also play the golden games and report them (a baseline written so lets --baseline compare them)',
      false,
    )
    .option('--grep <text>', 'run only the scenarios whose title contains this text (any case)')
    .option(
      '--tag <tag>',
      'run only the scenarios tagged so (repeatable, or comma-separated: any of them)',
      collect,
      [],
    )
    .option('--watch', 'run again whenever a file under the paths changes (Ctrl+C to stop)', false)
    .option('--summary <file>', 'with --baseline: write the drift as Markdown (a job summary)')
    .option('--drift-json <file>', 'with --baseline: write the drift as JSON')
    .action(
      async (
        paths: string[],
        o: {
          baseline?: string;
          driftPolicy: PolicyKind[];
          summary?: string;
          driftJson?: string;
          revision: string[];
          reporter: ReporterName;
          output?: string;
          shard?: Shard;
          bail: boolean;
          board: boolean;
          game?: string;
          allowEmpty: boolean;
          root?: string;
          update: boolean;
          dryRun: boolean;
          golden: boolean;
          grep?: string;
          tag: string[];
          watch: boolean;
        },
      ) => {
        if ((o.summary || o.driftJson) && !o.baseline)
          throw new UsageError('--summary and --drift-json describe a drift: give --baseline <file|ref> too');
        // Shards are dealt from the sorted file list, which an added or removed file shifts.
        if (o.baseline && o.shard)
          throw new UsageError(
            '--baseline compares a whole corpus: run it without --shard (shard the plain run, and merge-reports)',
          );
        const drift = o.baseline
          ? {
              baseline: o.baseline,
              policy: o.driftPolicy,
              revision: o.revision,
              ...(o.summary ? { summary: o.summary } : {}),
              ...(o.driftJson ? { json: o.driftJson } : {}),
              ...(o.root ? { root: o.root } : {}),
            }
          : undefined;
        if (drift) checkDriftOutputs(drift, io);
        if (o.watch && (drift || o.update || o.output))
          throw new UsageError(
            '--watch re-runs for a person at a terminal: drop --baseline, --update and --output',
          );
        const options = {
          ...(drift ? { onReport: judgeDrift(paths, drift, io) } : {}),
          revision: o.revision,
          reporter: o.reporter,
          bail: o.bail,
          board: o.board,
          allowEmpty: o.allowEmpty,
          update: o.update,
          dryRun: o.dryRun,
          golden: o.golden,
          ...(o.root ? { root: o.root } : {}),
          ...(o.output ? { output: o.output } : {}),
          ...(o.shard ? { shard: o.shard } : {}),
          ...(o.game ? { game: o.game } : {}),
          ...(o.grep !== undefined ? { grep: o.grep } : {}),
          ...(o.tag.length ? { tag: o.tag } : {}),
        };
        if (!o.watch) {
          done(runCommand(paths, options, io));
          return;
        }
        const stop = new AbortController();
        process.once('SIGINT', () => stop.abort());
        done(await watchRun(paths, options, io, { signal: stop.signal }));
      },
    );

  program
    .command('merge-reports')
    .description(
      'merge the JSON reports of shards (`run`, `fuzz` or `explore` with --shard i/n) into the report of one run',
    )
    .argument('<reports...>', 'JSON reports of `arbiter run|fuzz|explore --shard i/n --reporter json`')
    .option('--output <file>', 'write the merged report here (default: standard output)')
    .action((reports: string[], o: { output?: string }) => {
      if (o.output) checkWritable('--output', o.output, io.cwd, 'file');
      done(mergeReportsCommand(reports, o.output ? { output: o.output } : {}, io));
    });

  program
    .command('check')
    .description('parse and bind scenario files and card libraries without running them')
    .argument('[paths...]', 'files or folders (default: scenarios)')
    .option('--revision <id>', 'bind only under this revision (repeatable, or comma-separated)', collect, [])
    .option('--root <dir>', 'the project `use` may read from (default: the nearest package.json folder)')
    .option('--game <id>', "read every file as this game's (default: each file's `game` line, else megacorp)")
    .action((paths: string[], o: { revision: string[]; root?: string; game?: string }) => {
      done(
        checkCommand(
          paths,
          { revision: o.revision, ...(o.root ? { root: o.root } : {}), ...(o.game ? { game: o.game } : {}) },
          io,
        ),
      );
    });

  program
    .command('fmt')
    .description('rewrite scenario files and card libraries in the canonical layout')
    .argument('[paths...]', 'files or folders (default: scenarios)')
    .option('--check', 'list the files that would change and exit 1, without writing', false)
    .action((paths: string[], o: { check: boolean }) => {
      done(fmtCommand(paths, { check: o.check }, io));
    });

  program
    .command('show')
    .description('run a scenario and print the game state after the step at LINE (the end state without one)')
    .argument('<target>', 'FILE or FILE:LINE')
    .option('--revision <id>', "the revision to run under (default: the scenario's first)")
    .option(
      '--rulebook <file>',
      'your rulebook as plain text: quote the clauses shown from it, beside our paraphrase',
    )
    .action((target: string, o: { revision?: string; rulebook?: string }) => {
      done(
        showCommand(
          target,
          {
            ...(o.revision ? { revision: o.revision } : {}),
            ...(o.rulebook ? { rulebookText: readRulebook(o.rulebook, io.cwd) } : {}),
          },
          io,
        ),
      );
    });

  program
    .command('diff')
    .description(
      'list the scenarios whose outcome changes between two revisions, and the parameters that cause it',
    )
    .argument('<a>', 'a revision id or a .revision file')
    .argument('<b>', 'a revision id or a .revision file')
    .argument('[paths...]', 'files or folders (default: scenarios)')
    .addOption(
      new Option('--format <f>', 'output format').choices(['text', 'json', 'markdown']).default('text'),
    )
    .option('--no-perft', 'do not compare the perft counts of the committed positions')
    .action(
      (
        a: string,
        b: string,
        paths: string[],
        o: { format: 'text' | 'json' | 'markdown'; perft: boolean },
      ) => {
        done(diffCommand(a, b, paths, { format: o.format, perft: o.perft }, io));
      },
    );

  program
    .command('coverage')
    .description(
      'which clauses of a revision the corpus exercises, and which it does not; with --game, the statechart and rule keys a fuzz run reaches',
    )
    .argument('[paths...]', 'files or folders (default: scenarios)')
    .option('--game <id>', `the game: ${GAME_IDS.join(', ')} (default megacorp: clauses of scenarios)`)
    .option(
      '--revision <id>',
      'a revision id or a .revision file (required for Megacorp; with another game, repeatable)',
      collect,
      [],
    )
    .option(
      '--actions <n>',
      'the fuzz run (Megacorp: after the corpus, for statechart transitions) plays this many actions (default 20,000)',
      count,
    )
    .option('--seed <n>', "the fuzz run's seed", int, 1)
    .option('--mode <mode>', `Gardener: ${GARDENER_MODES.join(', ')} (default both)`)
    .option('--html <file>', 'also write a self-contained HTML report')
    .option('--json', 'print JSON instead of text', false)
    .option(
      '--all',
      'Megacorp: every clause, one row each (default: a summary and the clauses not covered)',
      false,
    )
    .option(
      '--rulebook <file>',
      'your rulebook as plain text: quote each uncovered clause from it, beside our paraphrase',
    )
    .option(
      '--mutants <file>',
      'Megacorp: the parameter mutants report (arbiter mutants --json) that verifies clauses (default docs/mutants/<revision>.json)',
    )
    .option('--stryker <file>', 'Megacorp: a Stryker JSON report of the rule modules that verifies clauses')
    .option(
      '--no-chart',
      'Megacorp: leave out the statechart transitions (a second corpus run and a fuzz run)',
    )
    .action(
      (
        paths: string[],
        o: {
          mutants?: string;
          stryker?: string;
          chart: boolean;
          game?: string;
          revision: string[];
          actions?: number;
          seed: number;
          mode?: string;
          html?: string;
          json: boolean;
          all: boolean;
          rulebook?: string;
        },
      ) => {
        if (o.html) checkWritable('--html', o.html, io.cwd, 'file');
        const found = gameById(o.game ?? 'megacorp');
        if (!found.ok) throw new UsageError(found.message);
        if (found.id === 'megacorp') {
          // Megacorp's coverage is of its scenario corpus under one revision, as before --game.
          const [revision, ...more] = o.revision;
          if (!revision) throw new UsageError("required option '--revision <id>' not specified");
          if (more.length) throw new UsageError('--revision: Megacorp coverage is of one revision');
          done(
            coverageCommand(
              paths,
              {
                revision,
                json: o.json,
                all: o.all,
                seed: o.seed,
                chart: o.chart,
                ...(o.actions !== undefined ? { actions: o.actions } : {}),
                ...(o.mutants ? { mutants: o.mutants } : {}),
                ...(o.stryker ? { stryker: o.stryker } : {}),
                ...(o.html ? { html: o.html } : {}),
                ...(o.rulebook ? { rulebookText: readRulebook(o.rulebook, io.cwd) } : {}),
              },
              io,
            ),
          );
          return;
        }
        if (found.id !== 'gardener' && paths.length)
          throw new UsageError(
            `${found.id} has no scenarios to run yet: its coverage is of a fuzz run (drop ${paths[0]})`,
          );
        // A draft is looked for in the folders given, else in the project (as `run --revision` does).
        const revisions = harnessRevisions(
          found.id,
          found.entry.module,
          revisionList(o.revision) ?? [],
          paths.length ? paths : ['scenarios'],
          io.cwd,
        );
        // Gardener's corpus is read section by section: every rulebook heading and its scenarios.
        const sections = found.id === 'gardener' ? sectionCoverage(paths, io.cwd) : undefined;
        if (sections && !o.json) io.out(`${sectionCoverageText(sections)}\n`);
        done(
          fuzzCoverageCommand(
            found.id,
            {
              revision: revisions.ids,
              drafts: revisions.drafts,
              seed: o.seed,
              json: o.json,
              ...(o.actions !== undefined ? { actions: o.actions } : {}),
              ...(o.mode !== undefined ? { mode: o.mode } : {}),
              ...(o.html ? { html: o.html } : {}),
              ...(sections ? { sections } : {}),
            },
            io,
          ),
        );
      },
    );

  program
    .command('scaffold')
    .description('write a pending scenario stub for a V1.7 clause, with our paraphrase of it')
    .requiredOption('--clause <id>', 'a numbered V1.7 clause, such as 5.4.3')
    .option('--dir <folder>', 'where the stub goes (default: scenarios/pending)')
    .option('--force', 'overwrite an existing stub', false)
    .action((o: { clause: string; dir?: string; force: boolean }) => {
      done(scaffoldCommand({ clause: o.clause, force: o.force, ...(o.dir ? { dir: o.dir } : {}) }, io));
    });

  /** Where fuzz and explore write, checked before their budget is spent. */
  const checkOutputs = (o: { out: string; coverage?: string; output?: string; reporter?: string }) => {
    // The summary goes to standard output, so the JSON report needs a file of its own.
    if (o.reporter === 'json' && !o.output)
      throw new UsageError(
        '--reporter json writes the report to --output FILE (the summary goes to standard output)',
      );
    checkWritable('--out', o.out, io.cwd, 'folder');
    if (o.output) checkWritable('--output', o.output, io.cwd, 'file');
    if (o.coverage) {
      checkWritable('--coverage', `${o.coverage}.json`, io.cwd, 'file');
      checkWritable('--coverage', `${o.coverage}.html`, io.cwd, 'file');
    }
  };

  const harnessIo = () => ({ out: io.out, ...(io.progressStream ? { progress: io.progressStream } : {}) });

  program
    .command('fuzz')
    .description('play random legal games within a budget, checking every invariant after every action')
    .option('--game <id>', `the game to play: ${GAME_IDS.join(', ')}`, 'megacorp')
    .option('--mode <mode>', `Gardener's play modes: ${GARDENER_MODES.join(', ')} (default both)`)
    .option('--games <n>', 'budget: this many games', count)
    .option('--actions <n>', 'budget: this many actions (100,000 when no budget is given)', count)
    .option('--time <seconds>', 'budget: this many seconds', positive)
    .option(
      '--revision <id>',
      'play under this revision (repeatable, or comma-separated; default: all built-in)',
      collect,
      [],
    )
    .option('--seed <n>', 'random seed', int, 1)
    .option(
      '--shard <i/n>',
      "play the i-th of n disjoint shares of the games: chunk c of the run's seeds is shard c mod n's (1-based)",
      fuzzShardOption,
    )
    .addOption(harnessReporter())
    .option('--output <file>', 'where --reporter json writes the report')
    .option('--out <dir>', 'where counterexample scenarios are written', 'counterexamples')
    .option('--coverage <path>', 'write <path>.json and <path>.html statechart coverage reports')
    .option('--max-actions-per-game <n>', 'stop a game after this many actions', count)
    .option(
      '--max-violations <n>',
      'write at most this many counterexamples (default 3); play goes on to the end of the budget',
      whole(0),
    )
    .addOption(
      new Option(
        '--decks <kind>',
        "Megacorp's decks: demo (default), the demo decks with events; plain: cards without abilities (counterexamples replay exactly); reference: the rulebooks' cards with keywords; mechanics: cards reaching every mechanic of the card language",
      ).choices(['demo', 'plain', 'reference', 'mechanics']),
    )
    .option('--quiet', 'no progress bar', false)
    .option(
      '--workers <n>',
      "play across n worker threads (default: the machine's cores; 1: this thread); the same summary as one thread for the same seed and budget",
      count,
    )
    .option(
      '--witness <predicate>',
      'count the games reaching a position where it holds (as `find` reads it)',
    )
    .option(
      '--keep-found <dir>',
      'replay the scenarios of <dir> first, then keep there each game reaching a new chart transition or rule key',
    )
    .action(
      async (o: {
        game: string;
        mode?: string;
        decks?: DeckName;
        games?: number;
        actions?: number;
        time?: number;
        revision: string[];
        seed: number;
        shard?: string;
        out: string;
        coverage?: string;
        maxActionsPerGame?: number;
        maxViolations?: number;
        quiet: boolean;
        workers?: number;
        reporter: 'pretty' | 'json';
        output?: string;
        witness?: string;
        keepFound?: string;
      }) => {
        checkOutputs(o);
        if (o.keepFound) checkWritable('--keep-found', o.keepFound, io.cwd, 'folder');
        const revision = revisionList(o.revision);
        const opts = {
          ...o,
          ...(revision ? { revision } : { revision: [] }),
          ...(o.output ? { output: resolve(io.cwd, o.output) } : {}),
          ...(o.keepFound ? { keepFound: resolve(io.cwd, o.keepFound), cwd: io.cwd } : {}),
        };
        done(await fuzzWorkers(opts, harnessIo()));
      },
    );

  program
    .command('find')
    .description(
      'the shortest game of the small game reaching a position where a predicate holds, written as a scenario',
    )
    .argument('<predicate>', 'e.g. "player Ana money = 0 and stack not empty", "phase divest"')
    .option('--out <dir>', 'where the witness scenario is written', 'witnesses')
    .option('--max-states <n>', 'positions visited at most (default 50000)', count)
    .option('--max-depth <n>', 'actions from the first turn at most (default 60)', count)
    .option('--random', 'search by seeded random play (deep predicates), then shrink the game found', false)
    .option('--games <n>', '--random: games tried at most (default 200)', count)
    .option('--seed <n>', '--random: the run seed', int)
    .option('--max-actions-per-game <n>', '--random: actions per game at most (default 400)', count)
    .action(
      (
        predicate: string,
        o: {
          out: string;
          maxStates?: number;
          maxDepth?: number;
          random: boolean;
          games?: number;
          seed?: number;
          maxActionsPerGame?: number;
        },
      ) => {
        checkWritable('--out', o.out, io.cwd, 'folder');
        done(
          findCommand(
            predicate,
            {
              out: o.out,
              ...(o.maxStates !== undefined ? { maxStates: o.maxStates } : {}),
              ...(o.maxDepth !== undefined ? { maxDepth: o.maxDepth } : {}),
              random: o.random,
              ...(o.games !== undefined ? { games: o.games } : {}),
              ...(o.seed !== undefined ? { seed: o.seed } : {}),
              ...(o.maxActionsPerGame !== undefined ? { maxActionsPerGame: o.maxActionsPerGame } : {}),
            },
            io,
          ),
        );
      },
    );

  program
    .command('explore')
    .description(
      'explore every legal action of a small game breadth-first within bounds, checking every invariant',
    )
    .option('--game <id>', `the game to explore: ${GAME_IDS.join(', ')}`, 'megacorp')
    .option('--mode <mode>', "Gardener's small game: individual (default) or teams")
    .option('--config <file>', 'a JSON game configuration (default: the built-in small game)')
    .option('--max-depth <n>', 'actions deep', count)
    .option('--max-turns <n>', 'turns deep', count)
    .option('--max-states <n>', 'stop after this many states', count)
    .option('--time <seconds>', 'stop after this many seconds', positive)
    .option(
      '--production <who>',
      'trait productions explored: all, active-player or none (a reduction: see the harness README)',
    )
    .option(
      '--order <order>',
      'breadth-first (shortest counterexamples), turns (complete turns first) or, with --until, depth-first (turn by turn, half the memory)',
    )
    .option(
      '--symmetry <kind>',
      'none, or networks: turned or mirrored networks are one state (see the harness README)',
    )
    .option(
      '--partial-order <kind>',
      'none (default), or sleep-sets: productions that commute are taken in one order (every state is still reached)',
    )
    .option(
      '--until <bound...>',
      'end-of-turn N: every state to the end of turn N, turn by turn, no depth bound (the next turn is the leaves)',
    )
    .option('--stats', 'print the states by turn and by the action that first reached them', false)
    .option('--revision <id>', "the revision to play under, instead of the config's (the small game's: v1.7)")
    .option(
      '--shard <i/n>',
      "explore the i-th of n shares of the first state's actions (1-based; merge the JSON reports)",
      fuzzShardOption,
    )
    .addOption(harnessReporter())
    .option('--output <file>', 'where --reporter json writes the report')
    .option('--out <dir>', 'where a counterexample scenario is written', 'counterexamples')
    .option('--coverage <path>', 'write <path>.json and <path>.html statechart coverage reports')
    .option('--quiet', 'no progress bar', false)
    .option(
      '--workers <n>',
      'expand states on n worker threads (default 1: this thread); the same summary, counterexamples and reports as one thread',
      count,
    )
    .action(
      async (o: {
        game: string;
        mode?: string;
        config?: string;
        maxDepth?: number;
        maxTurns?: number;
        maxStates?: number;
        time?: number;
        production?: string;
        order?: string;
        symmetry?: string;
        partialOrder?: string;
        until?: string[];
        stats: boolean;
        revision?: string;
        out: string;
        coverage?: string;
        quiet: boolean;
        shard?: string;
        reporter: 'pretty' | 'json';
        output?: string;
        workers?: number;
      }) => {
        checkOutputs(o);
        done(
          await exploreWorkers(
            { ...o, ...(o.output ? { output: resolve(io.cwd, o.output) } : {}) },
            harnessIo(),
          ),
        );
      },
    );

  program
    .command('report')
    .description(
      'a balance report: seeded games of the cautious player under a revision, each measure with its 95% interval',
    )
    .option('--revision <id>', 'the revision: a built-in id, a draft id or a draft .revision file', 'v1.7')
    .option('--diff <revisions...>', 'compare two revisions A B on the same seeds and attribute the shifts')
    .option('--games <n>', 'games to play (per revision)', count, 200)
    .addOption(
      new Option('--decks <kind>', 'demo (default), plain or reference decks (as fuzz --decks)').choices([
        'demo',
        'plain',
        'reference',
      ]),
    )
    .option('--players <n>', 'players at the table (demo decks: 2 to 6; default 2)', count)
    .option('--seed <n>', 'the run seed (game i is dealt and played from it and i)', int, 1)
    .option('--max-actions-per-game <n>', 'the action cap: a game still going then is a timeout', count)
    .option(
      '--shard <i/n>',
      'play game i when i mod n = i - 1 (1-based); merge-reports joins the shards’ --json reports',
      shardOption,
    )
    .option('--html <file>', 'also write the report as an HTML page with a plot of money per turn')
    .option('--json [file]', 'print the JSON report instead of the text, or write it to <file> as well')
    .option(
      '--attribute-games <n>',
      '--diff: games the screening design plays to attribute the shifts, in whole replicates of its runs (default 4 × --games)',
      count,
    )
    .option('--workers <n>', 'play across n worker threads (the same report as one thread)', count)
    .action(
      async (o: {
        revision: string;
        diff?: string[];
        games: number;
        decks?: 'demo' | 'plain' | 'reference';
        players?: number;
        seed: number;
        maxActionsPerGame?: number;
        shard?: Shard;
        html?: string;
        json?: string | true;
        attributeGames?: number;
        workers?: number;
      }) => {
        const common = {
          ...(o.workers !== undefined ? { workers: o.workers } : {}),
          games: o.games,
          seed: o.seed,
          ...(o.decks ? { decks: o.decks } : {}),
          ...(o.players !== undefined ? { players: o.players } : {}),
          ...(o.maxActionsPerGame !== undefined ? { maxActionsPerGame: o.maxActionsPerGame } : {}),
          ...(o.json !== undefined ? { json: o.json } : {}),
        };
        if (typeof o.json === 'string') checkWritable('--json', o.json, io.cwd, 'file');
        if (o.html) checkWritable('--html', o.html, io.cwd, 'file');
        if (o.diff) {
          const [a, b, ...rest] = o.diff;
          if (!a || !b || rest.length > 0)
            throw new UsageError(`--diff takes two revisions, A and B (got ${o.diff.length})`);
          if (o.shard || o.html)
            throw new UsageError(
              "--shard and --html are for one revision's report; leave them out with --diff",
            );
          done(
            await balanceDiffCommand(
              {
                ...common,
                a,
                b,
                ...(o.attributeGames !== undefined ? { attributeGames: o.attributeGames } : {}),
              },
              io,
            ),
          );
          return;
        }
        done(
          await balanceCommand(
            {
              ...common,
              revision: o.revision,
              ...(o.shard ? { shard: o.shard } : {}),
              ...(o.html ? { html: o.html } : {}),
            },
            io,
          ),
        );
      },
    );

  program
    .command('golden')
    .description(
      'replay the golden games (one per revision and deck set) and report the first step where each drifted',
    )
    .argument('[dir]', 'where the golden files are (default: scenarios/golden)')
    .option('--update', 'rewrite the golden files from the games played now', false)
    .option('--game <id>', 'only this game (megacorp, gardener)')
    .option(
      '--revision <id>',
      'only this revision; a draft .revision file replays the golden games of the revision it extends',
    )
    .action((dir: string | undefined, o: { update: boolean; game?: string; revision?: string }) => {
      done(
        goldenCommand(
          {
            update: o.update,
            ...(dir ? { dir } : {}),
            ...(o.game ? { game: o.game } : {}),
            ...(o.revision ? { revision: o.revision } : {}),
          },
          io,
        ),
      );
    });

  program
    .command('perft')
    .description('count the legal action sequences of each length from the start of a small game')
    .option('--game <id>', 'the game (megacorp, gardener)', 'megacorp')
    .option(
      '--revision <id>',
      'a revision id or a draft .revision file (repeatable; default: every built-in revision)',
      collect,
      [],
    )
    .option('--depth <n>', 'count sequences up to this many actions', count, 3)
    .option('--seed <n>', 'the seed the game is dealt from', int, 1)
    .option('--table <file>', 'check the committed table of counts instead (scenarios/golden/perft.json)')
    .option('--update', 'with --table: rewrite the table', false)
    .action(
      (o: {
        game: string;
        revision: string[];
        depth: number;
        seed: number;
        table?: string;
        update: boolean;
      }) => {
        if (o.table) {
          done(perftTableCommand(o.table, o.update, io));
          return;
        }
        if (o.update) throw new UsageError('--update rewrites a table: give it with --table <file>');
        const revision = o.revision
          .flatMap((r) => r.split(','))
          .map((r) => r.trim())
          .filter(Boolean);
        done(perftCommand({ game: o.game, revision, depth: o.depth, seed: o.seed }, io));
      },
    );

  program
    .command('mutants')
    .description(
      "flip each parameter of a revision in turn: some scenario's outcome must move, or the flip survives",
    )
    .argument('[paths...]', 'scenario files or folders', [])
    .option('--game <id>', 'the game (megacorp, gardener)', 'megacorp')
    .option('--revision <id>', "the built-in revision to mutate (default: the game's canonical one)")
    .option('--parameter <name>', 'only this parameter (repeatable)', collect, [])
    .option('--all', 'list the killed flips too, with the scenario that killed each', false)
    .option('--json', 'the report as JSON', false)
    .option(
      '--check <file>',
      'check a committed report (--json output) instead: each killed flip must still be killed by its scenario (exit 1), a stale report warns',
    )
    .action(
      (
        paths: string[],
        o: {
          game: string;
          revision?: string;
          parameter: string[];
          all: boolean;
          json: boolean;
          check?: string;
        },
      ) => {
        done(
          mutantsCommand(
            paths,
            {
              game: o.game,
              ...(o.revision ? { revision: o.revision } : {}),
              parameter: o.parameter,
              all: o.all,
              json: o.json,
              ...(o.check !== undefined ? { check: o.check } : {}),
            },
            io,
          ),
        );
      },
    );

  program
    .command('demo')
    .description('play a seeded game of random legal actions, printing each ruling with its clause')
    .option('--seed <n>', 'random seed', int, 1)
    .option('--max-actions <n>', 'stop after this many actions', count, 5000)
    .option('--quiet', 'print only the summary', false)
    .action((o: { seed: number; maxActions: number; quiet: boolean }) => {
      done(demo({ seed: o.seed, maxActions: o.maxActions, quiet: o.quiet }, io.out));
    });

  for (const c of program.commands) c.addHelpText('after', examplesText(c.name()));
  program.addHelpText(
    'after',
    `\nExamples:\n${['run', 'show', 'diff', 'coverage'].map((c) => `  $ ${HELP_EXAMPLES[c]?.[0]}`).join('\n')}\n\nEach command's --help lists its own examples.`,
  );
  return program;
}

/**
 * Runs the command line and returns the exit code: commander's usage errors (unknown command or
 * option, missing or invalid argument) are 2, `--help` is 0, a crash is 3.
 */
export async function runCli(argv: readonly string[], io: Io = processIo()): Promise<number> {
  let code: number = EXIT.ok;
  const program = buildProgram(io, (c) => {
    code = c;
  });
  try {
    await program.parseAsync([...argv], { from: 'user' });
    return code;
  } catch (e) {
    if (e instanceof CommanderError) return e.exitCode === 0 ? EXIT.ok : EXIT.usage;
    if (e instanceof UsageError) {
      io.err(`error: ${e.message}`);
      return EXIT.usage;
    }
    io.err(`internal error: ${(e as Error).stack ?? String(e)}`);
    return EXIT.internal;
  }
}

/** True when this module is the program being run (also through npm's `bin` symlink). */
function isEntry(): boolean {
  const arg = process.argv[1];
  if (!arg) return false;
  try {
    return realpathSync(arg) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isEntry()) {
  // A reader that goes away (`arbiter run | head`) ends the output, not the program with a stack trace.
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code !== 'EPIPE') throw e;
    process.exit(typeof process.exitCode === 'number' ? process.exitCode : 0);
  });
  runCli(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}
