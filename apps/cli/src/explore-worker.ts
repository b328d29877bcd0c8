/**
 * A worker thread of `arbiter explore --workers`: explores its shard of the first state's actions and
 * posts its report (with its states, for the merge), and its state count as it goes.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { type ExploreWorkerData, type ExploreWorkerMessage, exploreShard } from './commands/explore.js';

const post = (m: ExploreWorkerMessage) => parentPort?.postMessage(m);
post({
  kind: 'done',
  report: exploreShard(workerData as ExploreWorkerData, (states) => post({ kind: 'progress', states })),
});
