import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Worker threads load the built harness, so this runs the built CLI (`npm run build` first).
const MAIN = resolve(import.meta.dirname, '../dist/main.js');

/** The summary without its first line's timings. */
function summary(workers: number | null, budget: string[]): string {
  const out = mkdtempSync(join(tmpdir(), 'fuzz-workers-'));
  const args = [MAIN, 'fuzz', ...budget, '--seed', '7', '--quiet', '--out', out];
  if (workers !== null) args.push('--workers', String(workers));
  const text = execFileSync(process.execPath, args, { encoding: 'utf8' });
  return text.replace(/ in [\d.]+ s \(.*\)$/m, '');
}

describe('arbiter fuzz --workers', () => {
  it('prints the one-thread summary with one worker and with two (a budget ending inside a chunk)', () => {
    const budget = ['--games', '13', '--revision', 'v1.7,ed3.0-en', '--max-actions-per-game', '150'];
    const one = summary(null, budget);
    expect(one).toMatch(/^fuzz: 13 games, /);
    expect(summary(1, budget)).toBe(one);
    expect(summary(2, budget)).toBe(one);
  }, 120_000);

  it('stops at the same action as one thread under an action budget', () => {
    const budget = ['--actions', '1500', '--revision', 'v1.5.5', '--max-actions-per-game', '100'];
    expect(summary(2, budget)).toBe(summary(null, budget));
  }, 120_000);
});
