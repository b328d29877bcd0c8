import type * as server from '@arbiter/language-server';
import {
  BoardAtRequest,
  RevisionsRequest,
  RunFileRequest,
  SetRevisionRequest,
  StatechartRequest,
} from '@arbiter/language-server';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type * as extension from '../../src/protocol.js';
import { Requests } from '../../src/protocol.js';

// The extension reads the language server's answers through its own narrow shapes (src/protocol.ts).
// These checks fail to compile (`npm run typecheck`) as soon as the server's shapes stop fitting them.
describe('the language server protocol', () => {
  it("fits the server's answers into what the extension reads", () => {
    expectTypeOf<server.RunFileResult>().toExtend<extension.RunFileResult>();
    expectTypeOf<server.Board>().toExtend<extension.Board>();
    expectTypeOf<server.StatechartNode>().toExtend<extension.StateNode>();
    expectTypeOf<server.RevisionsResult>().toExtend<extension.RevisionsResult>();
  });

  it('sends what the server accepts', () => {
    expectTypeOf<extension.RunFileParams>().toExtend<server.RunFileParams>();
    expectTypeOf<extension.BoardAtParams>().toExtend<server.BoardAtParams>();
    expectTypeOf<extension.SetRevisionParams>().toExtend<server.SetRevisionParams>();
  });

  it('uses the method names the server registers', () => {
    expect(Requests).toEqual({
      runFile: RunFileRequest.method,
      boardAt: BoardAtRequest.method,
      statechart: StatechartRequest.method,
      setRevision: SetRevisionRequest.method,
      revisions: RevisionsRequest.method,
    });
  });
});
