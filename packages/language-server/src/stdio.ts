import { createConnection, ProposedFeatures, StreamMessageWriter } from 'vscode-languageserver/node';
import { CONNECTION_OPTIONS } from './cancellation.js';
import { FramedMessageReader } from './framing.js';
import { guardUntilInitialized } from './lifecycle.js';
import { type ArbiterServer, type ServerOptions, startServer } from './server.js';

/**
 * The server on this process's standard input and output, as editors start it (`--stdio`). It reads
 * the frames itself, so malformed input costs a message, never the session (FramedMessageReader);
 * requests before `initialize` get ServerNotInitialized. The process ends with its input: exit code
 * 0 after a shutdown request, 1 otherwise, as the protocol asks.
 */
export function startStdioServer(options: ServerOptions = {}): ArbiterServer {
  const writer = new StreamMessageWriter(process.stdout);
  const reader = new FramedMessageReader(process.stdin, (bytes, why) =>
    process.stderr.write(`arbiter language server: dropped ${bytes} bytes of malformed input (${why})\n`),
  );
  const guarded = guardUntilInitialized(reader, writer);
  let shutdown = false;
  const listen = guarded.listen;
  // Watching for the request here leaves the server's own shutdown handler the only one.
  guarded.listen = (callback) =>
    listen((m) => {
      if ((m as { method?: unknown }).method === 'shutdown') shutdown = true;
      callback(m);
    });
  reader.onClose(() => process.exit(shutdown ? 0 : 1));
  return startServer(createConnection(ProposedFeatures.all, guarded, writer, CONNECTION_OPTIONS), options);
}
