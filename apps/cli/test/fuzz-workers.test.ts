import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixture } from './temp.js';

// Worker threads load the built CLI, so this runs the built CLI (`npm run build` first).
const MAIN = resolve(import.meta.dirname, '../dist/main.js');

/** The exit code and the summary without its first line's timings, with `--workers n` (1: this thread). */
function summary(workers: number, args: string[]): { code: number | null; text: string } {
  const out = fixture();
  const r = spawnSync(
    process.execPath,
    [MAIN, 'fuzz', ...args, '--quiet', '--out', out, '--workers', String(workers)],
    { encoding: 'utf8' },
  );
  return { code: r.status, text: r.stdout.replace(/ in [\d.]+ s \(.*\)$/m, '').replaceAll(out, '<out>') };
}

describe('arbiter fuzz --workers', () => {
  it('prints the one-thread summary with two workers and with three (a budget ending inside a chunk)', () => {
    const budget = [
      '--games',
      '13',
      '--seed',
      '7',
      '--revision',
      'v1.7,ed3.0-en',
      '--max-actions-per-game',
      '150',
    ];
    const one = summary(1, budget);
    expect(one.text).toMatch(/^fuzz: 13 games, /);
    expect(summary(2, budget)).toEqual(one);
    expect(summary(3, budget)).toEqual(one);
  }, 120_000);

  it('stops at the same action as one thread under an action budget', () => {
    const budget = [
      '--actions',
      '1500',
      '--seed',
      '7',
      '--revision',
      'v1.5.5',
      '--max-actions-per-game',
      '100',
    ];
    expect(summary(2, budget)).toEqual(summary(1, budget));
  }, 120_000);

  it('the mechanics pool: the same mechanics exercised with two workers as with one', () => {
    const budget = ['--decks', 'mechanics', '--actions', '2000', '--seed', '5', '--revision', 'v1.7'];
    const one = summary(1, budget);
    expect(one.text).toMatch(/mechanics exercised: \d+\/\d+/);
    expect(summary(2, budget)).toEqual(one);
  }, 120_000);

  it('Gardener: the same games by mode, coverage and liveness findings as one thread', () => {
    // A cap of 80 actions cuts some adventures short: the liveness lines name them, from the workers' games.
    const budget = ['--game', 'gardener', '--games', '23', '--seed', '3', '--max-actions-per-game', '80'];
    const one = summary(1, budget);
    expect(one.code).toBe(1);
    expect(one.text).toMatch(/games by mode: individual \d+, teams \d+/);
    expect(one.text).toMatch(/liveness: [1-9]\d* game\(s\) did not end within 80 actions\n {2}at the cap: /);
    expect(summary(2, budget)).toEqual(one);
  }, 120_000);
});
