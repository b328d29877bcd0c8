import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ONE_CARD_GAME, SMALL_GAME } from '@arbiter/harness';
import { describe, expect, it } from 'vitest';
import { exploreCommand, parseUntil } from '../src/commands/explore.js';
import { fuzzCommand, parseShard, writeCounterexamples } from '../src/commands/fuzz.js';
import { fixture } from './temp.js';

const capture = () => {
  const lines: string[] = [];
  return { lines, io: { out: (l: string) => lines.push(l) } };
};

describe('arbiter fuzz', () => {
  it('prints games, actions, actions/s and statechart coverage', () => {
    const { lines, io } = capture();
    const out = fixture();
    const code = fuzzCommand(
      { games: 2, maxActionsPerGame: 40, seed: 3, revision: ['v1.7'], quiet: true, out },
      io,
    );
    expect([0, 1]).toContain(code);
    expect(lines[0]).toMatch(
      /^fuzz: 2 games, [\d,]+ actions in [\d.]+ s \([\d,]+ actions\/s, [\d.]+ games\/s(; [\d.]+ s shrinking)?\)$/,
    );
    expect(lines.join('\n')).toContain('revisions v1.7; seed 3; shard 1/1');
    expect(lines.join('\n')).toMatch(/statechart states reached: \d+\/\d+/);
    expect(lines.join('\n')).toMatch(/statechart transitions reached: \d+\/\d+/);
    expect(lines.join('\n')).toMatch(
      code ? /violations: [1-9]\d* failing game/ : /violations: 0 failing games?/,
    );
  });

  it('reads shards as i/n counted from 1 and refuses bad ones with exit code 2', () => {
    expect(parseShard('2/4')).toEqual({ index: 1, count: 4 });
    expect(parseShard('0/4')).toMatch(/1 <= i <= n/);
    const { lines, io } = capture();
    expect(fuzzCommand({ shard: '5/4', quiet: true }, io)).toBe(2);
    expect(fuzzCommand({ games: 1, revision: ['v9'], quiet: true }, io)).toBe(2);
    expect(lines.join('\n')).toContain('unknown revision "v9"');
  });

  it('writes counterexamples without overwriting earlier ones', () => {
    const dir = fixture();
    const ce = { fileName: 'x.scenario', text: 'scenario "x"\n' } as never;
    expect(writeCounterexamples(dir, [ce, ce]).map((p) => p.slice(dir.length + 1))).toEqual([
      'x.scenario',
      'x-2.scenario',
    ]);
    expect(readdirSync(dir).sort()).toEqual(['x-2.scenario', 'x.scenario']);
  });
});

describe('arbiter explore', () => {
  it('explores a small game from a config file and says whether it finished', () => {
    const dir = fixture();
    const config = join(dir, 'small.json');
    writeFileSync(config, JSON.stringify({ ...SMALL_GAME, maxDepth: 3 }));
    const { lines, io } = capture();
    const code = exploreCommand({ config, quiet: true, coverage: join(dir, 'coverage') }, io);
    expect(code).toBe(0);
    expect(lines[0]).toMatch(
      /^explore: [\d,]+ states, [\d,]+ actions, depth 2, turn 1 in [\d.]+ s \([\d,]+ states\/s\)$/,
    );
    expect(lines[1]).toMatch(/every state within the bounds was explored/);
    expect(lines[2]).toBe('  turns explored exhaustively: 0');
    expect(JSON.parse(readFileSync(join(dir, 'coverage.json'), 'utf8')).states.total).toBeGreaterThan(100);
    expect(readFileSync(join(dir, 'coverage.html'), 'utf8')).toMatch(/^<!doctype html>/);
  });

  it('says when production was reduced', () => {
    const { lines, io } = capture();
    const out = fixture();
    expect(exploreCommand({ maxDepth: 3, production: 'none', quiet: true, out }, io)).toBe(0);
    expect(lines[2]).toBe('  turns explored exhaustively: 0 (reduced: productions explored: none)');
    const more = capture();
    const args = { maxDepth: 3, production: 'none', symmetry: 'networks', order: 'turns', quiet: true, out };
    expect(exploreCommand(args, more.io)).toBe(0);
    expect(more.lines[2]).toBe(
      '  turns explored exhaustively: 0 (reduced: productions explored: none; symmetry: networks)',
    );
  });

  it('refuses an unknown reduction or order', () => {
    const { lines, io } = capture();
    expect(exploreCommand({ production: 'some', quiet: true }, io)).toBe(2);
    expect(lines[0]).toBe('explore: --production must be one of all, active-player, none, not some');
    expect(exploreCommand({ order: 'sideways', quiet: true }, io)).toBe(2);
    expect(lines[1]).toBe('explore: --order must be one of breadth-first, turns, depth-first, not sideways');
    // Depth-first is bounded by turns only: without --until it would take the default depth bound.
    expect(exploreCommand({ order: 'depth-first', quiet: true }, io)).toBe(2);
    expect(lines[2]).toBe(
      'explore: --order depth-first takes no depth bound: use it with --until end-of-turn N, without --max-depth',
    );
  });

  it('explores every state to the end of a turn, counts the positions that begin the next, and says where the states come from', () => {
    const config = join(fixture({ 'one-card.json': JSON.stringify(ONE_CARD_GAME) }), 'one-card.json');
    const { lines, io } = capture();
    const args = {
      config,
      until: ['end-of-turn', '1'],
      production: 'none',
      revision: 'ed3.0-fr',
      stats: true,
    };
    expect(exploreCommand({ ...args, quiet: true, out: fixture() }, io)).toBe(0);
    const text = lines.join('\n');
    // No depth bound: the whole first turn, and the positions that begin the second are the leaves.
    expect(lines[1]).toMatch(
      /every state within the bounds was explored \(0 at the depth bound, (\d+) past the turn bound/,
    );
    const ends = Number(/\((?:\d+) at the depth bound, (\d+) past the turn bound/.exec(lines[1] ?? '')?.[1]);
    expect(ends).toBeGreaterThan(0);
    expect(text).toContain(
      `until the end of turn 1: explored exhaustively; ${ends} distinct positions begin turn 2`,
    );
    expect(text).toMatch(/states by turn: turn 1 [\d,]+, turn 2 [\d,]+/);
    expect(text).toMatch(/^ {4}pass +[\d,]+ new of +[\d,]+ applied$/m);
    expect(text).not.toContain('produce ');
    expect(text).toContain('turns explored exhaustively: 1');
  });

  it('reads --until as end-of-turn N and refuses what contradicts it', () => {
    expect(parseUntil(['end-of-turn', '2'])).toBe(2);
    expect(parseUntil(['end-of-turn 1'])).toBe(1);
    expect(parseUntil(['turn', '2'])).toMatch(/--until takes "end-of-turn N"/);
    expect(parseUntil(['end-of-turn', '0'])).toMatch(/--until takes "end-of-turn N"/);
    const { lines, io } = capture();
    expect(exploreCommand({ until: ['end-of-turn', '1'], maxTurns: 2, quiet: true }, io)).toBe(2);
    expect(exploreCommand({ until: ['end-of-turn', '1'], order: 'breadth-first', quiet: true }, io)).toBe(2);
    expect(lines).toEqual([
      'explore: --until end-of-turn N sets the turn bound and explores turn by turn (--order turns or depth-first); drop --max-turns',
      'explore: --until end-of-turn N sets the turn bound and explores turn by turn (--order turns or depth-first); drop --max-turns',
    ]);
    expect(exploreCommand({ partialOrder: 'some', quiet: true }, io)).toBe(2);
    expect(lines[2]).toBe('explore: --partial-order must be one of none, sleep-sets, not some');
    expect(exploreCommand({ revision: 'v9', maxDepth: 1, quiet: true }, io)).toBe(2);
    expect(lines[3]).toMatch(/unknown revision "v9"/);
  });

  it('refuses a config file it cannot read', () => {
    const { lines, io } = capture();
    expect(exploreCommand({ config: '/no/such/file.json', quiet: true }, io)).toBe(2);
    expect(lines[0]).toMatch(/^cannot read \/no\/such\/file.json/);
  });
});
