import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixture } from './temp.js';

// Worker threads load the built CLI, so this runs the built CLI (`npm run build` first).
const MAIN = resolve(import.meta.dirname, '../dist/main.js');

/** The exit code, the summary without its first line's timings and the counterexample files, with `--workers n` (1: this thread). */
function summary(workers: number, args: string[]): { code: number | null; text: string; files: string[] } {
  const out = fixture();
  const r = spawnSync(
    process.execPath,
    [MAIN, 'explore', ...args, '--quiet', '--out', out, '--workers', String(workers)],
    { encoding: 'utf8' },
  );
  return {
    code: r.status,
    text: r.stdout.replace(/ in [\d.]+ s \(.*\)$/m, ''),
    files: readdirSync(out)
      .sort()
      .map((f) => readFileSync(join(out, f), 'utf8')),
  };
}

describe('arbiter explore --workers', () => {
  it('a search that finishes within its bounds: the same states, actions, leaves and coverage as one thread', () => {
    const args = ['--max-depth', '6'];
    const one = summary(1, args);
    expect(one.code).toBe(0);
    expect(one.text).toMatch(
      /^explore: [\d,]+ states, [\d,]+ actions, depth 5, turn 1\n {2}every state within/,
    );
    expect(summary(2, args)).toEqual(one);
    expect(summary(3, args)).toEqual(one);
  }, 120_000);

  it('a search its state budget cuts short: cut at the same state, the same summary', () => {
    const args = ['--max-depth', '6', '--max-states', '400'];
    const one = summary(1, args);
    expect(one.text).toMatch(/^explore: 4\d\d states, .*\n {2}stopped before the bounds were exhausted/);
    expect(summary(2, args)).toEqual(one);
  }, 120_000);

  it('turn by turn to the end of turn 1, with the statistics: the same positions begin turn 2', () => {
    const args = ['--until', 'end-of-turn', '1', '--production', 'none', '--max-states', '3000', '--stats'];
    const one = summary(1, args);
    expect(one.text).toMatch(/states by turn: turn 1 /);
    expect(summary(2, args)).toEqual(one);
  }, 120_000);

  it('--order depth-first: on this thread, and the same states, actions, leaves and positions as turn by turn', () => {
    const args = ['--until', 'end-of-turn', '1', '--production', 'none'];
    const turns = summary(1, args);
    expect(turns.text).toMatch(/until the end of turn 1: explored exhaustively/);
    const deep = spawnSync(
      process.execPath,
      [MAIN, 'explore', ...args, '--order', 'depth-first', '--quiet', '--out', fixture(), '--workers', '2'],
      { encoding: 'utf8' },
    );
    expect(deep.status).toBe(0);
    expect(deep.stderr).toMatch(/depth-first expands the state it found last; exploring on one thread/);
    // The deepest path differs: a state counts at the depth of the path that found it first.
    const depthless = (t: string) => t.replace(/ in [\d.]+ s \(.*\)$/m, '').replace(/, depth \d+,/, ',');
    expect(depthless(deep.stdout)).toBe(depthless(turns.text));
    const bounded = spawnSync(process.execPath, [MAIN, 'explore', '--order', 'depth-first', '--quiet'], {
      encoding: 'utf8',
    });
    expect(bounded.status).toBe(2);
    expect(bounded.stdout).toMatch(/depth-first takes no depth bound: use it with --until end-of-turn N/);
  }, 120_000);

  it('Gardener: the same search as one thread', () => {
    const args = ['--game', 'gardener', '--max-depth', '5'];
    const one = summary(1, args);
    expect(one.text).toMatch(/every state within the bounds was explored/);
    expect(summary(2, args)).toEqual(one);
  }, 120_000);
});
