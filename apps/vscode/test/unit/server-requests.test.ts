import { describe, expect, it } from 'vitest';
import { type RequestSender, serverOver } from '../../src/server.js';

describe("the extension's requests to the language server", () => {
  it('pass a cancellation token only when there is one (an undefined one would go out as a null param)', async () => {
    const sent: unknown[][] = [];
    const client: RequestSender = {
      sendRequest: async (...args: unknown[]) => {
        sent.push(args);
        return null as never;
      },
    };
    const server = serverOver(client);
    await server.boardAt({ uri: 'file:///a.scenario', line: 3 });
    const token = { isCancellationRequested: false, onCancellationRequested: () => ({ dispose() {} }) };
    await server.runFile({ uri: 'file:///a.scenario' }, token as never);
    expect(sent[0]).toEqual(['arbiter/boardAt', { uri: 'file:///a.scenario', line: 3 }]);
    expect(sent[1]).toHaveLength(3);
    expect(sent[1]?.[2]).toBe(token);
  });
});
