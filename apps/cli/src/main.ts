#!/usr/bin/env node
import { Command, InvalidArgumentError } from 'commander';
import { demo } from './commands/demo.js';

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

program.parse();
