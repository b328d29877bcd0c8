import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));

/** The server bundled from its sources (as the extension bundles it), in a temporary folder. */
export async function bundleServer(): Promise<{ path: string; dispose(): void }> {
  const dir = mkdtempSync(join(tmpdir(), 'arbiter-ls-'));
  const path = join(dir, 'server.cjs');
  await esbuild.build({
    entryPoints: [join(here, '../src/main.ts')],
    outfile: path,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    conditions: ['source'],
    mainFields: ['module', 'main'],
    logLevel: 'error',
  });
  return { path, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface Response {
  readonly id: number | string | null;
  readonly result?: unknown;
  readonly error?: { code: number; message: string };
}

/** A server process on stdio, with a client that reads its frames and can write anything. */
export class StdioClient {
  readonly process: ChildProcess;
  private buffer = Buffer.alloc(0);
  readonly messages: Record<string, unknown>[] = [];
  private waiters: {
    test: (m: Record<string, unknown>) => boolean;
    resolve: (m: Record<string, unknown>) => void;
  }[] = [];
  readonly exited: Promise<number | null>;
  stderr = '';

  constructor(serverPath: string, cwd?: string) {
    this.process = spawn(process.execPath, [serverPath, '--stdio'], {
      stdio: 'pipe',
      ...(cwd ? { cwd } : {}),
    });
    this.process.stdout?.on('data', (d: Buffer) => this.read(d));
    this.process.stderr?.on('data', (d: Buffer) => {
      this.stderr += d.toString();
    });
    this.process.stdin?.on('error', () => {});
    this.exited = new Promise((resolve) => this.process.on('exit', (code) => resolve(code)));
  }

  raw(bytes: string | Uint8Array): void {
    this.process.stdin?.write(bytes);
  }

  send(message: object): void {
    const body = Buffer.from(JSON.stringify({ jsonrpc: '2.0', ...message }), 'utf8');
    this.raw(Buffer.concat([Buffer.from(`Content-Length: ${body.length}\r\n\r\n`), body]));
  }

  /** Sends a request and resolves with its response (rejects after `ms`: a hang). */
  request(id: number, method: string, params: unknown = {}, ms = 10_000): Promise<Response> {
    const answered = this.next((m) => m.id === id && !('method' in m), ms, `${method} (${id})`);
    this.send({ id, method, params });
    return answered as unknown as Promise<Response>;
  }

  next(
    test: (m: Record<string, unknown>) => boolean,
    ms: number,
    what: string,
  ): Promise<Record<string, unknown>> {
    const seen = this.messages.find(test);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no answer to ${what} within ${ms} ms\n${this.stderr}`)),
        ms,
      );
      this.waiters.push({
        test,
        resolve: (m) => {
          clearTimeout(timer);
          resolve(m);
        },
      });
    });
  }

  async initialize(rootPath?: string): Promise<Response> {
    const rootUri = rootPath ? `file://${rootPath}` : null;
    const r = await this.request(1_000_000, 'initialize', {
      processId: null,
      rootUri,
      capabilities: {},
      ...(rootPath ? { workspaceFolders: [{ uri: rootUri, name: 'ws' }] } : {}),
    });
    this.send({ method: 'initialized', params: {} });
    return r;
  }

  kill(): void {
    if (this.process.exitCode === null) this.process.kill('SIGKILL');
  }

  private read(chunk: Buffer): void {
    this.buffer = Buffer.concat([this.buffer, chunk]);
    for (;;) {
      const end = this.buffer.indexOf('\r\n\r\n');
      if (end < 0) return;
      const m = /Content-Length: (\d+)/i.exec(this.buffer.toString('latin1', 0, end));
      const length = Number(m?.[1]);
      if (this.buffer.length < end + 4 + length) return;
      const body = JSON.parse(this.buffer.toString('utf8', end + 4, end + 4 + length)) as Record<
        string,
        unknown
      >;
      this.buffer = this.buffer.subarray(end + 4 + length);
      // Answer the server's own requests (configuration, registrations) so it never waits on us.
      if ('method' in body && 'id' in body)
        this.send({ id: body.id, result: body.method === 'workspace/configuration' ? [{}] : null });
      this.messages.push(body);
      for (const w of [...this.waiters]) {
        if (w.test(body)) {
          this.waiters.splice(this.waiters.indexOf(w), 1);
          w.resolve(body);
        }
      }
    }
  }
}
