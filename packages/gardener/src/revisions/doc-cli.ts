import { generatedDocCli } from '@arbiter/core';
import { readingsDocument } from './doc.js';

generatedDocCli(process.argv.slice(2), readingsDocument, 'npm run docs:gardener');
