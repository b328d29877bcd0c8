import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { expect, it } from 'vitest';
import { fixture } from './temp.js';

// The built command, as a shell pipeline runs it (`npm run build` first; turbo builds it before the tests).
const MAIN = resolve(import.meta.dirname, '../dist/main.js');

it('a reader that closes the pipe early (arbiter … | head) ends the output without a stack trace', async () => {
  const out = fixture();
  const child = spawn(process.execPath, [MAIN, 'fuzz', '--actions', '3000', '--quiet', '--out', out], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => {
    stderr += String(d);
  });
  // Like `head -1`: read the first chunk, then close our end of the pipe.
  await new Promise<void>((done) => child.stdout.once('data', () => done()));
  child.stdout.destroy();
  const code = await new Promise<number | null>((done) => child.on('close', (c) => done(c)));
  expect(stderr).not.toMatch(/EPIPE|Unhandled 'error' event/);
  expect(code === 0 || code === 1).toBe(true);
}, 120_000);
