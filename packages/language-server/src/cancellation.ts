import {
  type ConnectionOptions,
  LSPErrorCodes,
  type Message,
  ResponseError,
  type ResponseMessage,
} from 'vscode-languageserver';

/** The error a cancelled request is answered with (RequestCancelled, -32800). */
export const cancelled = () => new ResponseError(LSPErrorCodes.RequestCancelled, 'the request was cancelled');

/**
 * A request cancelled (`$/cancelRequest`) while still waiting in the queue is answered with
 * RequestCancelled at once, never run: vscode-jsonrpc would otherwise run it to the end and answer
 * a result the client no longer wants. Requests cancelled while running see their token.
 */
export const CONNECTION_OPTIONS: ConnectionOptions = {
  connectionStrategy: {
    cancelUndispatched: (message: Message): ResponseMessage | undefined => {
      const id = (message as { id?: unknown }).id;
      if (typeof id !== 'number' && typeof id !== 'string') return undefined;
      return {
        jsonrpc: '2.0',
        id,
        error: { code: LSPErrorCodes.RequestCancelled, message: 'the request was cancelled' },
      };
    },
  },
};
