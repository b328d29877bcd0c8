import { describe, expect, it } from 'vitest';
import { cli, fixture, read } from './helpers.js';

describe('arbiter find --random: witnesses too deep for breadth-first search', () => {
  it('finds a random game reaching the third turn’s Buy Phase, shrinks it, and writes a scenario arbiter run passes', async () => {
    const root = fixture({});
    const r = await cli(root, 'find', 'turn >= 3 and phase buy', '--random', '--seed', '5', '--out', 'found');
    expect(r.code).toBe(0);
    const m = /find: random game (\d+) reached it after (\d+) action\(s\); shrunk to (\d+)/.exec(r.out);
    expect(m).not.toBeNull();
    expect(Number(m?.[3])).toBeLessThan(Number(m?.[2]));
    expect(r.out).toContain('wrote found/witness-turn-3-and-phase-buy.scenario');
    const text = read(root, 'found/witness-turn-3-and-phase-buy.scenario');
    expect(text).toContain('arbiter find --random');
    expect(text).toMatch(/then\n(.*\n)*? {2}turn 3\n/);
    const run = await cli(root, 'run', 'found/witness-turn-3-and-phase-buy.scenario');
    expect(run.code).toBe(0);
  });

  it('says when no game of the budget got there, exit 1', async () => {
    const r = await cli(
      fixture({}),
      'find',
      'turn >= 500',
      '--random',
      '--games',
      '2',
      '--max-actions-per-game',
      '30',
    );
    expect(r.code).toBe(1);
    expect(r.out).toContain('find: none of 2 random game(s) reached it');
  });
});

describe('arbiter fuzz --keep-found', () => {
  const args = [
    'fuzz',
    '--games',
    '3',
    '--revision',
    'v1.7',
    '--decks',
    'plain',
    '--max-actions-per-game',
    '150',
    '--quiet',
  ];

  it('keeps the games that reached something new as scenarios that pass, and replays them first next time', async () => {
    const root = fixture({});
    const first = await cli(root, ...args, '--keep-found', 'found', '--out', 'ce');
    expect(first.code).toBe(0);
    expect(first.out).toContain('found: 0 kept game(s) replayed first from');
    const kept = /found: (\d+) new game\(s\) kept/.exec(first.out);
    expect(Number(kept?.[1])).toBeGreaterThan(0);
    const run = await cli(root, 'run', 'found');
    expect(run.code).toBe(0);
    // The same games again: nothing new, and what was kept is replayed first.
    const second = await cli(root, ...args, '--keep-found', 'found', '--out', 'ce');
    expect(second.out).toContain(`found: ${kept?.[1]} kept game(s) replayed first`);
    expect(second.out).toContain('found: 0 new game(s) kept');
  });

  it('fails the run when a kept game no longer passes', async () => {
    const root = fixture({});
    await cli(root, ...args, '--keep-found', 'found', '--out', 'ce');
    const { readdirSync, writeFileSync } = await import('node:fs');
    const name = readdirSync(`${root}/found`)[0] as string;
    const text = read(root, `found/${name}`).replace(/ money (\d+)\n/, (_, m) => ` money ${Number(m) + 1}\n`);
    writeFileSync(`${root}/found/${name}`, text);
    const again = await cli(root, ...args, '--keep-found', 'found', '--out', 'ce');
    expect(again.code).toBe(1);
    expect(again.out).toMatch(/, 1 failing\n {2}found\/found-/);
  });
});
