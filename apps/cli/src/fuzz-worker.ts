/**
 * A worker thread of `arbiter fuzz --workers`: rebuilds the run's game module and options from the
 * plain data it was started with (`FuzzWorkerGame`) and plays each chunk it is sent whole.
 */
import { generic } from '@arbiter/harness';
import { type FuzzWorkerGame, fuzzSetup } from './commands/fuzz.js';

const data = generic.workerGame<FuzzWorkerGame>();
const setup = fuzzSetup(data.game, data);
if (typeof setup === 'string') throw new Error(`fuzz worker: ${setup}`);
generic.serveChunks(setup.module, {
  ...setup.options,
  ...(data.revisions ? { revisions: data.revisions } : {}),
  seed: data.seed,
  ...(data.maxActionsPerGame !== undefined ? { maxActionsPerGame: data.maxActionsPerGame } : {}),
});
