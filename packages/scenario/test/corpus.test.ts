import { resolve } from 'node:path';
import { describe, it } from 'vitest';
import { registerCorpus } from '../src/vitest/corpus.js';

// The whole scenario corpus as vitest tests. CORPUS=<path> narrows it to a folder or file.
process.chdir(resolve(__dirname, '../../..'));
registerCorpus(process.env.CORPUS ?? 'scenarios', { describe, it });
