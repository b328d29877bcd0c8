/** A worker thread of `BalancePool`: plays each share of a balance run it is sent and posts the games. */
import { parentPort } from 'node:worker_threads';
import { balanceDecks, playBalance } from './balance.js';
import type { BalanceJob } from './balance-workers.js';

parentPort?.on('message', (job: BalanceJob) => {
  const decks = balanceDecks(job.decks, job.players);
  if (typeof decks === 'string') throw new Error(decks);
  const { decks: _, players: __, ...run } = job;
  parentPort?.postMessage(playBalance({ ...run, decks }));
});
