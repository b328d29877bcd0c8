import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { type TempProject, tempProject } from '@arbiter/scenario/testing/temp-project';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FramedMessageReader } from '../src/framing.js';
import { BASIC_CARDS, SELL } from './helpers.js';
import { bundleServer, StdioClient } from './stdio-client.js';

let server: { path: string; dispose(): void };
const clients: StdioClient[] = [];
const projects: TempProject[] = [];

beforeAll(async () => {
  server = await bundleServer();
}, 60_000);
afterAll(() => server?.dispose());
afterEach(() => {
  for (const c of clients.splice(0)) c.kill();
  for (const p of projects.splice(0)) p.dispose();
});

const start = (cwd?: string) => {
  const c = new StdioClient(server.path, cwd);
  clients.push(c);
  return c;
};

const frame = (body: string) => `Content-Length: ${Buffer.byteLength(body, 'utf8')}\r\n\r\n${body}`;

describe('the language server over stdio', () => {
  it('answers a request before initialize with ServerNotInitialized (-32002)', async () => {
    const c = start();
    const r = await c.request(1, 'textDocument/hover', {
      textDocument: { uri: 'file:///x.scenario' },
      position: { line: 0, character: 0 },
    });
    expect(r.error?.code).toBe(-32002);
    expect(r.error?.message).toContain('initialize');
    expect((await c.initialize()).result).toHaveProperty('capabilities');
  });

  it('recovers at the next header after malformed Content-Length headers and broken bodies', async () => {
    const c = start();
    await c.initialize();
    c.raw('Content-Length: abc\r\n\r\n{"jsonrpc":"2.0","id":5,"method":"shutdown"}');
    c.raw('Content-Length: -12\r\n\r\n{}');
    c.raw('garbage \u0000\u00ff\r\n\r\n');
    c.raw('Content-Length: 99999999999999\r\n\r\n{"x":1}');
    c.raw('X-Nothing\r\n\r\n');
    // A body shorter than its declared length: it would swallow the next message whole.
    c.raw('Content-Length: 500\r\n\r\n{"jsonrpc":"2.0","id":6,');
    // A declared length shorter than the body.
    c.raw(frame('{"jsonrpc":"2.0","id":7,"method":"arbiter/revisions","params":{}}').replace(/\d+/, '20'));
    const r = await c.request(2, 'arbiter/revisions');
    expect(r.result).toMatchObject({ revisions: expect.any(Array) });
    expect(c.messages.some((m) => m.id === 5 || m.id === 6 || m.id === 7)).toBe(false);
    expect(c.stderr).toMatch(/dropped \d+ bytes of malformed input/);
    // Still in one piece: shutdown is answered and exit ends the process with 0.
    expect((await c.request(3, 'shutdown')).error).toBeUndefined();
    c.send({ method: 'exit' });
    expect(await c.exited).toBe(0);
  });

  it('reads neither a named pipe in the workspace nor one a document uses, and answers shutdown', async () => {
    const project = tempProject({ 'basic.cards': BASIC_CARDS }, 'arbiter-ls-ws-');
    projects.push(project);
    const ws = project.root;
    execFileSync('mkfifo', [join(ws, 'pipe.cards')]);
    execFileSync('mkfifo', [join(ws, 'pipe.scenario')]);
    const c = start(ws);
    await c.initialize(ws);
    const doc = `file://${join(ws, 'a.scenario')}`;
    const text = SELL.replace(/use "[^"]*"/, 'use "pipe.cards"');
    c.send({
      method: 'textDocument/didOpen',
      params: { textDocument: { uri: doc, languageId: 'scenario', version: 1, text } },
    });
    const published = (await c.next(
      (m) => m.method === 'textDocument/publishDiagnostics' && (m.params as { uri: string }).uri === doc,
      20_000,
      'diagnostics',
    )) as { params: { diagnostics: { message: string }[] } };
    expect(published.params.diagnostics.map((d) => d.message).join('\n')).toMatch(/pipe\.cards/);
    expect(
      (
        await c.request(4, 'textDocument/hover', {
          textDocument: { uri: doc },
          position: { line: 0, character: 1 },
        })
      ).error,
    ).toBeUndefined();
    expect((await c.request(5, 'shutdown', {}, 5_000)).error).toBeUndefined();
  });

  it('answers shutdown while a large document is still being evaluated', async () => {
    const c = start();
    await c.initialize();
    const big = Array.from({ length: 200 }, (_, i) => SELL.replace(/scenario "/, `scenario "${i} `)).join(
      '\n',
    );
    c.send({
      method: 'textDocument/didOpen',
      params: {
        textDocument: { uri: 'file:///big.scenario', languageId: 'scenario', version: 1, text: big },
      },
    });
    const started = Date.now();
    expect((await c.request(6, 'shutdown', {}, 15_000)).error).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(15_000);
  });
});

describe('FramedMessageReader', () => {
  it('delivers messages split across any chunk boundaries, and a header cut in two', () => {
    const got: unknown[] = [];
    const r = new FramedMessageReader(process.stdin);
    (r as unknown as { callback: (m: unknown) => void }).callback = (m) => got.push(m);
    const bytes = Buffer.from(
      frame('{"jsonrpc":"2.0","id":1,"method":"a","params":{"t":"Content-Length: 3 ünïcödé"}}') +
        frame('{"jsonrpc":"2.0","id":2,"method":"b"}'),
    );
    for (let i = 0; i < bytes.length; i += 7) r.push(bytes.subarray(i, i + 7));
    expect(got).toEqual([
      { jsonrpc: '2.0', id: 1, method: 'a', params: { t: 'Content-Length: 3 ünïcödé' } },
      { jsonrpc: '2.0', id: 2, method: 'b' },
    ]);
  });

  it('takes a 5 MB body in 64 KiB chunks whole, and still drops one cut short by the next header', () => {
    const got: { id?: number; params?: { text?: string } }[] = [];
    const r = new FramedMessageReader(process.stdin);
    (r as unknown as { callback: (m: unknown) => void }).callback = (m) => got.push(m as (typeof got)[0]);
    const text = 'x'.repeat(5_000_000);
    const big = Buffer.from(frame(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'a', params: { text } })));
    const cut = Buffer.from(frame('{"jsonrpc":"2.0","id":2,"method":"b","params":{"text":"yyyy"}}'));
    const bytes = Buffer.concat([
      big,
      cut.subarray(0, cut.length - 10),
      Buffer.from(frame('{"jsonrpc":"2.0","id":3,"method":"c"}')),
    ]);
    for (let i = 0; i < bytes.length; i += 65_536) r.push(bytes.subarray(i, i + 65_536));
    expect(got.map((m) => m.id)).toEqual([1, 3]);
    expect(got[0]?.params?.text?.length).toBe(5_000_000);
  });

  it("answers the extension's requests whose params come as an array, a null where the token stood", async () => {
    // What a client sends for sendRequest(method, params, undefined): the board request once crashed
    // reading the null as its cancellation token.
    const c = start();
    await c.initialize();
    const text = SELL;
    c.send({
      method: 'textDocument/didOpen',
      params: { textDocument: { uri: 'file:///a.scenario', languageId: 'scenario', version: 1, text } },
    });
    const board = await c.request(8, 'arbiter/boardAt', [{ uri: 'file:///a.scenario', line: 3 }, null]);
    expect(board.error).toBeUndefined();
    const run = await c.request(9, 'arbiter/runFile', [{ uri: 'file:///a.scenario' }, null], 30_000);
    expect(run.error).toBeUndefined();
    expect(run.result).toMatchObject({ uri: 'file:///a.scenario' });
  });
});
