import {
  type DataCallback,
  Disposable,
  ErrorCodes,
  type Message,
  type MessageReader,
  type MessageWriter,
} from 'vscode-languageserver/node';

const isRequest = (m: Message): m is Message & { id: number | string; method: string } =>
  'method' in m &&
  'id' in m &&
  (m as { id?: unknown }).id !== undefined &&
  (m as { id?: unknown }).id !== null;
const isNotification = (m: Message): m is Message & { method: string } => 'method' in m && !isRequest(m);

/**
 * The protocol's first rule: until `initialize` arrives, a request is answered with
 * ServerNotInitialized (-32002) and a notification other than `exit` is dropped. vscode-languageserver
 * would otherwise run the handler, answering `null` from a server that has no workspace yet.
 */
export function guardUntilInitialized(reader: MessageReader, writer: MessageWriter): MessageReader {
  let initialized = false;
  return {
    onError: reader.onError,
    onClose: reader.onClose,
    onPartialMessage: reader.onPartialMessage,
    dispose: () => reader.dispose(),
    listen: (callback: DataCallback): Disposable => {
      const listening = reader.listen((message) => {
        if (initialized) return callback(message);
        if (isRequest(message)) {
          if (message.method === 'initialize') {
            initialized = true;
            return callback(message);
          }
          void writer.write({
            jsonrpc: '2.0',
            id: message.id,
            error: {
              code: ErrorCodes.ServerNotInitialized,
              message: `the server is not initialized: send initialize before ${message.method}`,
            },
          } as Message);
          return;
        }
        if (isNotification(message) && message.method === 'exit') callback(message);
      });
      return Disposable.create(() => listening.dispose());
    },
  };
}
