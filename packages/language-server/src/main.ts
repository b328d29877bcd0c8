#!/usr/bin/env node
import { createConnection, ProposedFeatures } from 'vscode-languageserver/node';
import { startServer } from './server.js';

// `--stdio`, `--node-ipc`, `--socket=N` or `--pipe=NAME` as the client starts it; stdio when none is given.
const transport = process.argv.slice(2).some((a) => /^--(stdio|node-ipc|socket|pipe)/.test(a));
const connection = transport
  ? createConnection(ProposedFeatures.all)
  : createConnection(ProposedFeatures.all, process.stdin, process.stdout);
startServer(connection);
