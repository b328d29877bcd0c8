/** A worker thread of Megacorp's `fuzzAcrossWorkers`: plays each chunk it is sent whole. */
import { megacorpModule } from '@arbiter/megacorp';
import { serveChunks, workerGame } from '../fuzz-workers.js';
import { type ChunkOptions, chunkOptions, writeCounterexample } from './fuzz-workers.js';

serveChunks(megacorpModule, { ...chunkOptions(workerGame<ChunkOptions>()), writeCounterexample });
