/**
 * A worker thread of `arbiter explore --workers`: rebuilds the search from the command's options and
 * expands the states the run sends it (`serveExpansions`).
 */
import { generic } from '@arbiter/harness';
import { type ExploreWorkerData, serveExploreWorker } from './commands/explore.js';

serveExploreWorker(generic.workerGame<ExploreWorkerData>());
