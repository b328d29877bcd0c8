/** A worker thread of `fuzzAcrossWorkers`: plays each chunk it is sent whole and posts what it played. */
import { parentPort, workerData } from 'node:worker_threads';
import { megacorpModule } from '@arbiter/megacorp';
import { playChunk } from '../random-play.js';
import { type ChunkOptions, chunkOptions } from './fuzz-workers.js';

const given = workerData as ChunkOptions;
const options = chunkOptions(given);
const timeUp = () => given.deadline !== undefined && Date.now() >= given.deadline;
parentPort?.on('message', (chunk: number) => {
  parentPort?.postMessage(playChunk(megacorpModule, options, chunk, timeUp));
});
