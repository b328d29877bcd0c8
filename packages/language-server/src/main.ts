#!/usr/bin/env node
import { createConnection, ProposedFeatures } from 'vscode-languageserver/node';
import { CONNECTION_OPTIONS } from './cancellation.js';
import { startServer } from './server.js';
import { startStdioServer } from './stdio.js';

// `--node-ipc`, `--socket=N` or `--pipe=NAME` as the client starts it; stdio with `--stdio` or none.
if (process.argv.slice(2).some((a) => /^--(node-ipc|socket|pipe)/.test(a)))
  startServer(createConnection(ProposedFeatures.all, CONNECTION_OPTIONS));
else startStdioServer();
