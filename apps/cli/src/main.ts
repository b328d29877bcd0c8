#!/usr/bin/env node
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import { checkCommand } from './commands/check.js';
import { coverageCommand } from './commands/coverage.js';
import { demo } from './commands/demo.js';
import { diffCommand } from './commands/diff.js';
import { exploreCommand } from './commands/explore.js';
import { fmtCommand } from './commands/fmt.js';
import { fuzzCommand, fuzzWorkers, parseShard as parseFuzzShard } from './commands/fuzz.js';
import { REPORTERS, type ReporterName, revisionList, runCommand } from './commands/run.js';
import { showCommand } from './commands/show.js';
import { UsageError } from './files.js';
import { type Io, processIo } from './io.js';
import { checkWritable } from './outputs.js';
import { parseShard, type Shard } from './shard.js';

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

const shardOption = (v: string): Shard => {
  try {
    return parseShard(v);
  } catch (e) {
    throw new InvalidArgumentError((e as Error).message);
  }
};

const collect = (v: string, previous: string[]) => [...previous, v];

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
    .showSuggestionAfterError(true);

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
    .option('--allow-empty', 'succeed even when no scenario runs (by default that fails)', false)
    .option('--root <dir>', 'the project `use` may read from (default: the nearest package.json folder)')
    .action(
      (
        paths: string[],
        o: {
          revision: string[];
          reporter: ReporterName;
          output?: string;
          shard?: Shard;
          bail: boolean;
          board: boolean;
          allowEmpty: boolean;
          root?: string;
        },
      ) => {
        done(
          runCommand(
            paths,
            {
              revision: o.revision,
              reporter: o.reporter,
              bail: o.bail,
              board: o.board,
              allowEmpty: o.allowEmpty,
              ...(o.root ? { root: o.root } : {}),
              ...(o.output ? { output: o.output } : {}),
              ...(o.shard ? { shard: o.shard } : {}),
            },
            io,
          ),
        );
      },
    );

  program
    .command('check')
    .description('parse and bind scenario files and card libraries without running them')
    .argument('[paths...]', 'files or folders (default: scenarios)')
    .option('--revision <id>', 'bind only under this revision (repeatable, or comma-separated)', collect, [])
    .option('--root <dir>', 'the project `use` may read from (default: the nearest package.json folder)')
    .action((paths: string[], o: { revision: string[]; root?: string }) => {
      done(checkCommand(paths, { revision: o.revision, ...(o.root ? { root: o.root } : {}) }, io));
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
    .action((target: string, o: { revision?: string }) => {
      done(showCommand(target, o.revision ? { revision: o.revision } : {}, io));
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
    .action((a: string, b: string, paths: string[], o: { format: 'text' | 'json' | 'markdown' }) => {
      done(diffCommand(a, b, paths, { format: o.format }, io));
    });

  program
    .command('coverage')
    .description('which clauses of a revision the corpus exercises, and which it does not')
    .argument('[paths...]', 'files or folders (default: scenarios)')
    .requiredOption('--revision <id>', 'a revision id or a .revision file')
    .option('--html <file>', 'also write a self-contained HTML report')
    .option('--json', 'print JSON instead of text', false)
    .action((paths: string[], o: { revision: string; html?: string; json: boolean }) => {
      if (o.html) checkWritable('--html', o.html, io.cwd, 'file');
      done(
        coverageCommand(
          paths,
          { revision: o.revision, json: o.json, ...(o.html ? { html: o.html } : {}) },
          io,
        ),
      );
    });

  /** Where fuzz and explore write, checked before their budget is spent. */
  const checkOutputs = (o: { out: string; coverage?: string }) => {
    checkWritable('--out', o.out, io.cwd, 'folder');
    if (o.coverage) {
      checkWritable('--coverage', `${o.coverage}.json`, io.cwd, 'file');
      checkWritable('--coverage', `${o.coverage}.html`, io.cwd, 'file');
    }
  };

  const harnessIo = () => ({ out: io.out, ...(io.progressStream ? { progress: io.progressStream } : {}) });

  program
    .command('fuzz')
    .description('play random legal games within a budget, checking every invariant after every action')
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
    .option('--shard <i/n>', 'play the i-th of n disjoint shares of the games (1-based)', fuzzShardOption)
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
        "demo: the demo decks with events; plain: cards without abilities (counterexamples replay exactly); reference: the rulebooks' cards with keywords",
      )
        .choices(['demo', 'plain', 'reference'])
        .default('demo'),
    )
    .option('--quiet', 'no progress bar', false)
    .option(
      '--workers <n>',
      'play across n worker threads (the same summary as one thread for the same seed and budget)',
      count,
    )
    .action(
      async (o: {
        decks: 'demo' | 'plain' | 'reference';
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
      }) => {
        checkOutputs(o);
        const revision = revisionList(o.revision);
        const opts = { ...o, ...(revision ? { revision } : { revision: [] }) };
        done(o.workers === undefined ? fuzzCommand(opts, harnessIo()) : await fuzzWorkers(opts, harnessIo()));
      },
    );

  program
    .command('explore')
    .description(
      'explore every legal action of a small game breadth-first within bounds, checking every invariant',
    )
    .option('--config <file>', 'a JSON game configuration (default: the built-in small game)')
    .option('--max-depth <n>', 'actions deep', count)
    .option('--max-turns <n>', 'turns deep', count)
    .option('--max-states <n>', 'stop after this many states', count)
    .option('--time <seconds>', 'stop after this many seconds', positive)
    .option(
      '--production <who>',
      'trait productions explored: all, active-player or none (a reduction: see the harness README)',
    )
    .option('--order <order>', 'breadth-first (shortest counterexamples) or turns (complete turns first)')
    .option(
      '--symmetry <kind>',
      'none, or networks: turned or mirrored networks are one state (see the harness README)',
    )
    .option('--out <dir>', 'where a counterexample scenario is written', 'counterexamples')
    .option('--coverage <path>', 'write <path>.json and <path>.html statechart coverage reports')
    .option('--quiet', 'no progress bar', false)
    .action(
      (o: {
        config?: string;
        maxDepth?: number;
        maxTurns?: number;
        maxStates?: number;
        time?: number;
        production?: string;
        order?: string;
        symmetry?: string;
        out: string;
        coverage?: string;
        quiet: boolean;
      }) => {
        checkOutputs(o);
        done(exploreCommand(o, harnessIo()));
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
  runCli(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}
