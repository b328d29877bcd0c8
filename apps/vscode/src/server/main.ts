// The bundled language server (dist/server.js): the Arbiter language server on this process's
// standard input and output. The extension starts it with `node dist/server.js --stdio`.
import { startServer } from '@arbiter/language-server';
import { createConnection, ProposedFeatures } from 'vscode-languageserver/node';

startServer(createConnection(ProposedFeatures.all, process.stdin, process.stdout));
