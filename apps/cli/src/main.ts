#!/usr/bin/env node
import { Command, InvalidArgumentError } from 'commander';
import { demo } from './commands/demo.js';
import { runCommand } from './commands/run.js';

const int = (v: string) => {
  const n = Number(v);
  if (!Number.isInteger(n)) throw new InvalidArgumentError('expected a whole number');
  return n;
};

const program = new Command('arbiter')
  .description('Arbiter: a rules lab for the Megacorp trading card game')
  .exitOverride((err) => process.exit(err.exitCode === 0 ? 0 : 2));

program
  .command('demo')
  .description('play a seeded game of random legal actions, printing each ruling with its clause')
  .option('--seed <n>', 'random seed', int, 1)
  .option('--max-actions <n>', 'stop after this many actions', int, 5000)
  .option('--quiet', 'print only the summary', false)
  .action((o: { seed: number; maxActions: number; quiet: boolean }) => {
    process.exitCode = demo({ seed: o.seed, maxActions: o.maxActions, quiet: o.quiet });
  });

program
  .command('run')
  .description('run scenario files under their revisions and print a summary')
  .argument('[paths...]', 'files or folders (default: scenarios)')
  .option('--revision <id...>', 'run only under these revisions')
  .option('--no-board', 'leave the board out of failure reports')
  .action((paths: string[], o: { revision?: string[]; board: boolean }) => {
    process.exitCode = runCommand(paths, { ...(o.revision ? { revision: o.revision } : {}), board: o.board });
  });

program.parse();
