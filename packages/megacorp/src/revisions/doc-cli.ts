import { generatedDocCli } from '@arbiter/core';
import { revisionsDocument } from './doc.js';

generatedDocCli(process.argv.slice(2), revisionsDocument, 'npm run docs:revisions');
