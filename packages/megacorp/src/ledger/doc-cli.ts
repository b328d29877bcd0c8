import { generatedDocCli } from '@arbiter/core';
import { ledgerDocument } from './doc.js';

generatedDocCli(process.argv.slice(2), ledgerDocument, 'npm run docs:ledger');
