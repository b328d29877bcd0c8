import type {
  Board,
  BoardAtParams,
  RevisionsParams,
  RevisionsResult,
  RunFileParams,
  RunFileResult,
  SetRevisionParams,
  StateNode,
} from './protocol.js';
import { Requests } from './protocol.js';

/** A cancellation signal, as VS Code and the language client pass it. */
export interface CancelToken {
  readonly isCancellationRequested: boolean;
}

/** The language server's own requests, as the extension's features use them. */
export interface ArbiterServer {
  runFile(params: RunFileParams, token?: CancelToken): Promise<RunFileResult>;
  /** The board after the step at a line; null outside a scenario. */
  boardAt(params: BoardAtParams, token?: CancelToken): Promise<Board | null>;
  /** The statechart of a document's game (the default game's without one). */
  statechart(params?: { readonly uri?: string }): Promise<StateNode>;
  setRevision(params: SetRevisionParams): Promise<RevisionsResult>;
  /** A game's revisions and its active one (the default game's without params). */
  revisions(params?: RevisionsParams): Promise<RevisionsResult>;
}

/** The one method of the language client the adapter needs. */
export interface RequestSender {
  // biome-ignore lint/suspicious/noExplicitAny: the client's overloads take any token type
  sendRequest<R>(method: string, params: unknown, token?: any): Promise<R>;
}

/** The server over a language client's requests. */
export function serverOver(client: RequestSender): ArbiterServer {
  // A token is passed only when there is one: an `undefined` last argument would be sent as a second,
  // null parameter (the request's params then become an array) rather than dropped.
  const send = <R>(method: string, params: unknown, token?: CancelToken) =>
    token ? client.sendRequest<R>(method, params, token) : client.sendRequest<R>(method, params);
  return {
    runFile: (params, token) => send<RunFileResult>(Requests.runFile, params, token),
    boardAt: (params, token) => send<Board | null>(Requests.boardAt, params, token),
    statechart: (params) => client.sendRequest<StateNode>(Requests.statechart, params ?? {}),
    setRevision: (params) => client.sendRequest<RevisionsResult>(Requests.setRevision, params),
    revisions: (params) => client.sendRequest<RevisionsResult>(Requests.revisions, params ?? {}),
  };
}
