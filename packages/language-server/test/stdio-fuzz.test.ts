import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fuzzBudget, fuzzSeed, mutate, prng, randomBytes } from '@arbiter/scenario/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleServer, StdioClient } from './stdio-client.js';

const here = dirname(fileURLToPath(import.meta.url));
const CORPUS = join(here, '../../../scenarios');

function corpusFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory()
      ? corpusFiles(join(dir, d.name))
      : d.name.endsWith('.scenario')
        ? [join(dir, d.name)]
        : [],
  );
}

/** Framing an editor never sends. */
const BROKEN_FRAMES = [
  'Content-Length: abc\r\n\r\n',
  'Content-Length: -5\r\n\r\n{}',
  'Content-Length: 99999999999\r\n\r\n',
  'Content-Length: 3\r\n\r\n{"jsonrpc":"2.0","id":1,"method":"shutdown"}',
  'Content-Length: 400\r\n\r\n{"jsonrpc":"2.0",',
  'Content-Type: text/plain\r\n\r\n',
  'Content-Length: 2\r\n\r\n[]',
  'Content-Length: 12\r\nFoo: bar',
  '\r\n\r\n\r\n',
  'Content-Len',
];

const REQUESTS = [
  'textDocument/hover',
  'textDocument/completion',
  'textDocument/documentSymbol',
  'textDocument/formatting',
  'textDocument/foldingRange',
  'textDocument/semanticTokens/full',
  'textDocument/definition',
  'textDocument/inlayHint',
  'arbiter/runFile',
  'arbiter/boardAt',
];

let server: { path: string; dispose(): void };
beforeAll(async () => {
  server = await bundleServer();
}, 60_000);
afterAll(() => server?.dispose());

/**
 * The language server as an editor reaches it, fed random edits of corpus files and malformed
 * framing over stdio: every request sent in between must be answered (a result or an error) within
 * the timeout, and the server must still shut down cleanly at the end. `ARBITER_FUZZ_INPUTS=100000`
 * runs the long schedule (apps/cli/README.md).
 */
describe('the language server under hostile input', () => {
  const budget = fuzzBudget(150);
  it(`answers every request through ${budget} random edits and broken frames`, async () => {
    const files = corpusFiles(CORPUS);
    const seed = fuzzSeed();
    const c = new StdioClient(server.path);
    try {
      await c.initialize(CORPUS);
      const doc = `file://${join(CORPUS, 'megacorp/fuzz-input.scenario')}`;
      const first = readFileSync(files[0] as string, 'utf8');
      c.send({
        method: 'textDocument/didOpen',
        params: { textDocument: { uri: doc, languageId: 'megacorp-scenario', version: 1, text: first } },
      });
      let version = 1;
      let id = 1;
      for (let n = 0; n < budget; n++) {
        const r = prng(seed + n);
        const roll = r();
        if (roll < 0.5) {
          const source = files[Math.floor(r() * files.length)] as string;
          const text = Buffer.from(mutate(readFileSync(source, 'utf8'), r)).toString('utf8');
          const body = Buffer.from(
            JSON.stringify({
              jsonrpc: '2.0',
              method: 'textDocument/didChange',
              params: { textDocument: { uri: doc, version: ++version }, contentChanges: [{ text }] },
            }),
          );
          const bytes = Buffer.concat([Buffer.from(`Content-Length: ${body.length}\r\n\r\n`), body]);
          // Split the frame where a pipe might.
          const cut = Math.floor(r() * bytes.length);
          c.raw(bytes.subarray(0, cut));
          c.raw(bytes.subarray(cut));
        } else if (roll < 0.7) {
          c.raw(
            r() < 0.5 ? (BROKEN_FRAMES[Math.floor(r() * BROKEN_FRAMES.length)] as string) : randomBytes(r),
          );
        } else {
          const method = REQUESTS[Math.floor(r() * REQUESTS.length)] as string;
          const position = { line: Math.floor(r() * 40), character: Math.floor(r() * 30) };
          const params =
            method === 'arbiter/runFile'
              ? { uri: doc }
              : method === 'arbiter/boardAt'
                ? { uri: doc, line: position.line }
                : method === 'textDocument/formatting'
                  ? { textDocument: { uri: doc }, options: { tabSize: 2, insertSpaces: true } }
                  : method === 'textDocument/inlayHint'
                    ? {
                        textDocument: { uri: doc },
                        range: { start: { line: 0, character: 0 }, end: position },
                      }
                    : { textDocument: { uri: doc }, position };
          // Garbage just before a request must not swallow it: the reader resynchronises on its header.
          const answer = await c.request(id++, method, params, 60_000);
          expect(answer.id, `seed ${seed + n}: ${method}`).toBe(id - 1);
        }
      }
      expect(
        (await c.request(id++, 'textDocument/documentSymbol', { textDocument: { uri: doc } }, 60_000)).error,
      ).toBeUndefined();
      expect((await c.request(id++, 'shutdown', {}, 60_000)).error).toBeUndefined();
      c.send({ method: 'exit' });
      expect(await c.exited).toBe(0);
    } finally {
      c.kill();
    }
  }, 3_600_000);
});
