import { PassThrough } from 'node:stream';
import {
  createConnection,
  createMessageConnection,
  type MessageConnection,
  StreamMessageReader,
  StreamMessageWriter,
} from 'vscode-languageserver/node';
import { CONNECTION_OPTIONS } from '../cancellation.js';
import { type ArbiterServer, type ServerOptions, startServer } from '../server.js';

export interface InMemorySession {
  /** A JSON-RPC client (vscode-jsonrpc, as an editor uses it), already listening. */
  readonly client: MessageConnection;
  readonly server: ArbiterServer;
  /** Writes raw bytes into the server's input, for malformed-message tests. */
  raw(bytes: string): void;
  dispose(): void;
}

/** The server and a client over in-memory streams: for protocol tests and the benchmark. */
export function connectInMemory(
  options: ServerOptions = {},
  beforeListen?: (client: MessageConnection) => void,
): InMemorySession {
  const toServer = new PassThrough();
  const toClient = new PassThrough();
  const server = startServer(
    createConnection(
      new StreamMessageReader(toServer),
      new StreamMessageWriter(toClient),
      CONNECTION_OPTIONS,
    ),
    options,
  );
  const client = createMessageConnection(
    new StreamMessageReader(toClient),
    new StreamMessageWriter(toServer),
  );
  beforeListen?.(client);
  client.listen();
  return {
    client,
    server,
    raw: (bytes) => toServer.write(bytes),
    dispose: () => {
      client.dispose();
      toServer.end();
      toClient.end();
    },
  };
}
