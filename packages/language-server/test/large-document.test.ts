import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { tempProject } from '@arbiter/scenario/testing/temp-project';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SLICED_PARSE_BYTES } from '../src/workspace.js';
import { BASIC_CARDS, SELL } from './helpers.js';
import { bundleServer, type Response, StdioClient } from './stdio-client.js';

let server: { path: string; dispose(): void };
const clients: StdioClient[] = [];
/** A workspace folder with the corpus's card library in `cards/`; the document is `s/big.scenario`. */
const project = tempProject({ 'cards/basic.cards': BASIC_CARDS }, 'arbiter-ls-big-');
const ws = project.root;
mkdirSync(join(ws, 's'));
const DOC = `file://${join(ws, 's/big.scenario')}`;

beforeAll(async () => {
  server = await bundleServer();
}, 60_000);
afterAll(() => {
  server?.dispose();
  project.dispose();
});
afterEach(() => {
  for (const c of clients.splice(0)) c.kill();
});

async function start(): Promise<StdioClient> {
  const c = new StdioClient(server.path, ws);
  clients.push(c);
  await c.initialize(ws);
  return c;
}

/** About 5 MB: some 11,000 copies of a small scenario, each titled apart. */
function bigDocument(bytes = 5_000_000): string {
  const parts: string[] = [];
  let length = 0;
  for (let i = 0; length < bytes; i++) {
    const s = `${SELL.replace(/^use .*\n/, '').replace(/scenario "/, `scenario "${i} `)}\n`;
    parts.push(s);
    length += s.length;
  }
  return `use "../cards/basic.cards"\n\n${parts.join('')}`;
}

/** On `Ana sells "Ana Corp"` in the first scenario. */
const position = { line: 17, character: 6 };

/** Generous: the machines running the tests are shared; the assertions are about order, not time. */
const PATIENCE = 240_000;

function open(c: StdioClient, text: string, version = 1): void {
  c.send({
    method: 'textDocument/didOpen',
    params: { textDocument: { uri: DOC, languageId: 'scenario', version, text } },
  });
}

const isDiagnosticsOf = (uri: string) => (m: Record<string, unknown>) =>
  m.method === 'textDocument/publishDiagnostics' && (m.params as { uri: string }).uri === uri;

describe('the language server with a 5 MB document', () => {
  const text = bigDocument();

  it('is large enough to be parsed in slices', () => {
    expect(text.length).toBeGreaterThan(16 * SLICED_PARSE_BYTES);
  });

  it(
    'answers hover, completion and symbols before the document`s diagnostics, and a cancelled request with -32800',
    async () => {
      const c = await start();
      open(c, text);
      const at = { textDocument: { uri: DOC }, position };
      const hover = c.request(2, 'textDocument/hover', at, PATIENCE);
      const completion = c.request(3, 'textDocument/completion', at, PATIENCE);
      const symbols = c.request(4, 'textDocument/documentSymbol', { textDocument: { uri: DOC } }, PATIENCE);
      // Cancelled while waiting behind the parse: its token says so once the tree is there.
      const waiting = c.request(5, 'textDocument/hover', at, PATIENCE);
      c.send({ method: '$/cancelRequest', params: { id: 5 } });
      const answers = await Promise.all([hover, completion, symbols]);
      for (const a of answers) expect(a.error).toBeUndefined();
      expect((answers[1].result as { items: { label: string }[] }).items.length).toBeGreaterThan(0);
      expect((answers[2].result as unknown[]).length).toBeGreaterThan(10_000);
      expect((await waiting).error?.code).toBe(-32800);
      // Live evaluation of every scenario comes after (minutes on a loaded machine): nothing was
      // published for the document yet.
      expect(c.messages.some(isDiagnosticsOf(DOC))).toBe(false);
      expect((await c.request(6, 'shutdown', {}, PATIENCE)).error).toBeUndefined();
    },
    2 * PATIENCE,
  );

  it(
    'answers shutdown at once and exits while the document is parsed, and a request cancelled in the queue with -32800',
    async () => {
      const c = await start();
      open(c, text);
      // Sent, never awaited: the process ends before its answer.
      c.send({ id: 2, method: 'textDocument/hover', params: { textDocument: { uri: DOC }, position } });
      // A request and its cancellation in one write: it is still in the queue when the cancellation
      // arrives, and is answered RequestCancelled without being run.
      const queued = c.next((m) => m.id === 3 && !('method' in m), PATIENCE, 'cancelled request');
      const frame = (m: object) => {
        const body = Buffer.from(JSON.stringify({ jsonrpc: '2.0', ...m }));
        return Buffer.concat([Buffer.from(`Content-Length: ${body.length}\r\n\r\n`), body]);
      };
      c.raw(
        Buffer.concat([
          frame({ id: 3, method: 'textDocument/documentSymbol', params: { textDocument: { uri: DOC } } }),
          frame({ method: '$/cancelRequest', params: { id: 3 } }),
        ]),
      );
      expect(((await queued) as unknown as Response).error?.code).toBe(-32800);
      const shutdown = await c.request(4, 'shutdown', {}, PATIENCE);
      expect(shutdown.error).toBeUndefined();
      // Shutdown needs no tree: it is answered while the hover still waits for the parse.
      expect(c.messages.some((m) => m.id === 2)).toBe(false);
      c.send({ method: 'exit' });
      expect(await c.exited).toBe(0);
      expect(c.messages.some(isDiagnosticsOf(DOC))).toBe(false);
    },
    2 * PATIENCE,
  );

  it(
    'drops the parse of a version superseded by a newer one: only the newer version`s diagnostics are published',
    async () => {
      const c = await start();
      open(c, text);
      const small = SELL.replace('Ana money 14', 'Ana money 15');
      c.send({
        method: 'textDocument/didChange',
        params: { textDocument: { uri: DOC, version: 2 }, contentChanges: [{ text: small }] },
      });
      const diagnostics = await c.next(isDiagnosticsOf(DOC), PATIENCE, 'diagnostics');
      expect((diagnostics.params as { version?: number }).version).toBe(2);
      const messages = (diagnostics.params as { diagnostics: { message: string }[] }).diagnostics.map(
        (d) => d.message,
      );
      expect(messages.join('\n')).toMatch(/money/i);
      expect((await c.request(3, 'shutdown', {}, PATIENCE)).error).toBeUndefined();
    },
    2 * PATIENCE,
  );
});
