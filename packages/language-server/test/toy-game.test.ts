import { games } from '@arbiter/scenario';
import { withToy } from '@arbiter/scenario/testing/toy';
import { afterEach, describe, expect, it } from 'vitest';
import type { InitializeResult, PublishDiagnosticsParams } from 'vscode-languageserver/node';
import { getBoardAt } from '../src/service/board.js';
import { getDiagnostics } from '../src/service/diagnostics.js';
import { evaluate } from '../src/service/evaluation.js';
import { getHover } from '../src/service/hover.js';
import { connectInMemory, type InMemorySession } from '../src/testing/in-memory.js';
import { WorkspaceIndex } from '../src/workspace.js';
import { at, memoryFs, uri } from './helpers.js';

/**
 * A game the server was not built with: the kernel's toy game Pile (whoever brings the pile to ten
 * wins; toy-2 allows two tokens a turn where toy-1 allows three) with its tiny dialect, registered
 * with the server. Its live diagnostics come from running its engine through the seam alone.
 */
const TOY = `game toy

scenario "Ana brings the pile to ten"
given
  players Ana, Nick
  pile 8
when
  Ana adds 2
then
  winner Ana
  pile 10

scenario "Nick waits for his turn"
  revisions toy-1
given
  players Ana, Nick
when
  Nick adds 1
then
  pile 1

scenario "Three at once is too many in the second edition"
  revisions toy-2
given
  players Ana, Nick
  pile 1
when
  Ana adds 2
then
  pile 4
`;

const DOC = uri('/ws/toy.scenario');

function toyWorkspace() {
  const index = new WorkspaceIndex({ folders: [uri('/ws')], fs: memoryFs({}), games: withToy(games) });
  index.open(DOC, TOY, 1);
  return index;
}

describe('a toy game through the language server', () => {
  it('reports a failing expectation at its line, with what the toy engine shows, under its revision', () => {
    const index = toyWorkspace();
    const f = index.parsed(DOC);
    if (!f) throw new Error('not opened');
    expect(index.dialectOf(f)?.game).toBe('toy');
    const diagnostics = getDiagnostics(f, index, evaluate(index, DOC));
    const wrong = diagnostics.find((d) => d.range.start.line === at(TOY, 'pile 4').line);
    expect(wrong).toMatchObject({
      severity: 1,
      data: { kind: 'evaluation', revisions: ['toy-2'], expected: 'pile 4', actual: 'pile 3' },
    });
    expect(wrong?.message).toContain('wrong pile');
    // The passing scenario runs under both toy revisions and says nothing.
    expect(diagnostics.filter((d) => d.range.start.line < at(TOY, 'Nick waits').line)).toEqual([]);
  });

  it('refuses a step the toy rules forbid, citing the rule under the revision it runs under', () => {
    const index = toyWorkspace();
    const f = index.parsed(DOC);
    if (!f) throw new Error('not opened');
    const diagnostics = getDiagnostics(f, index, evaluate(index, DOC));
    const refused = diagnostics.find((d) => d.range.start.line === at(TOY, 'Nick adds 1').line);
    // Chapter 2 of the first edition, the only one this scenario runs under.
    expect(refused?.code).toBe('2.1');
    expect(refused?.message).toMatch(/Ana's turn/);
  });

  it('draws the toy board from its module and hovers a step with it', () => {
    const index = toyWorkspace();
    const f = index.parsed(DOC);
    if (!f) throw new Error('not opened');
    const board = getBoardAt(f, at(TOY, 'Ana adds 2').line, index, null);
    expect(board).toMatchObject({
      game: 'toy',
      at: 'step',
      revision: 'toy-1',
      phase: expect.stringContaining('pile 10'),
    });
    expect(board?.view.result?.winners).toEqual(['Ana']);
    const hover = getHover(f, at(TOY, 'adds 2'), index);
    expect((hover?.contents as { value: string } | undefined)?.value).toMatch(/After this step.*toy-1/s);
  });
});

describe('a toy game over JSON-RPC', () => {
  let session: InMemorySession | undefined;
  afterEach(() => session?.dispose());

  it('publishes the live diagnostics of a toy document when it is opened', async () => {
    session = connectInMemory({ fs: memoryFs({}), games: withToy(games) });
    const { client } = session;
    const published: PublishDiagnosticsParams[] = [];
    const evaluated = new Promise<PublishDiagnosticsParams>((resolve) =>
      client.onNotification('textDocument/publishDiagnostics', (p: PublishDiagnosticsParams) => {
        published.push(p);
        if (p.uri === DOC && p.diagnostics.some((d) => d.code === '2.1')) resolve(p);
      }),
    );
    client.onRequest('workspace/configuration', (p: { items: unknown[] }) =>
      p.items.map(() => ({ liveEvaluation: { debounceMs: 10 } })),
    );
    client.onRequest('client/registerCapability', () => null);
    client.onNotification('window/logMessage', () => undefined);
    const init = (await client.sendRequest('initialize', {
      processId: null,
      rootUri: null,
      workspaceFolders: [{ uri: uri('/ws'), name: 'ws' }],
      capabilities: { workspace: { configuration: true } },
    })) as InitializeResult;
    expect(init.capabilities.hoverProvider).toBe(true);
    await client.sendNotification('initialized', {});
    await client.sendNotification('textDocument/didOpen', {
      textDocument: { uri: DOC, languageId: 'arbiter-scenario', version: 1, text: TOY },
    });
    const p = await evaluated;
    expect(p.diagnostics.map((d) => [d.range.start.line, d.code])).toEqual([
      [at(TOY, 'Nick adds 1').line, '2.1'],
      [at(TOY, 'pile 4').line, 'scenario-failed'],
    ]);
  });
});
