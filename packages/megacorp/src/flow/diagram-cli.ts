import { generatedDocCli } from '@arbiter/core';
import { diagramDocument } from './diagram.js';

generatedDocCli(process.argv.slice(2), diagramDocument, 'npm run docs:chart');
