// The bundled language server (dist/server.js): the Arbiter language server on this process's
// standard input and output, reading frames so that malformed input never silences it. The
// extension starts it with `node dist/server.js --stdio`.
import { startStdioServer } from '@arbiter/language-server';

startStdioServer();
