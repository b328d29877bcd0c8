import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { exploreCommand } from '../src/commands/explore.js';
import { fuzzCommand, writeCounterexamples } from '../src/commands/fuzz.js';
import { cli, fixture } from './helpers.js';

const capture = () => {
  const lines: string[] = [];
  return { lines, text: () => lines.join('\n'), io: { out: (l: string) => lines.push(l) } };
};

const out = () => fixture();

describe('arbiter fuzz --game gardener', () => {
  it('plays both modes under every built-in revision, breaks no invariant and ends every game', () => {
    const { text, io } = capture();
    const code = fuzzCommand({ game: 'gardener', games: 12, seed: 1, quiet: true, out: out() }, io);
    expect(text()).toMatch(/^fuzz: 12 games, [\d,]+ actions/);
    expect(text()).toContain('game gardener; revisions got-2008, got-strict; seed 1');
    expect(text()).toContain('games ended: 12 over, 0 at the action limit, 0 failed');
    const modes = /games by mode: individual (\d+), teams (\d+)/.exec(text());
    expect(modes, text()).not.toBeNull();
    expect(Number(modes?.[1])).toBeGreaterThan(0);
    expect(Number(modes?.[2])).toBeGreaterThan(0);
    expect(Number(modes?.[1]) + Number(modes?.[2])).toBe(12);
    expect(text()).toContain('liveness: 0 game(s) did not end within 3,000 actions');
    expect(text()).toContain('violations: 0 failing game(s), 0 counterexample(s)');
    expect(code).toBe(0);
  });

  it('plays only the mode asked for', () => {
    const { text, io } = capture();
    expect(fuzzCommand({ game: 'gardener', mode: 'teams', games: 3, quiet: true, out: out() }, io)).toBe(0);
    expect(text()).toContain('games by mode: teams 3');
  });

  it('fails the run when games reach the action cap without ending (liveness)', () => {
    const { text, io } = capture();
    const code = fuzzCommand(
      { game: 'gardener', games: 2, maxActionsPerGame: 10, seed: 1, quiet: true, out: out() },
      io,
    );
    expect(text()).toContain('liveness: 2 game(s) did not end within 10 actions');
    expect(text()).toMatch(
      /at the cap: revision got-(2008|strict), deck seed \d+, (uniform|cautious) choices, 10 actions/,
    );
    expect(code).toBe(1);
  });

  it("refuses Megacorp's deck choice and an unknown mode", () => {
    const { text, io } = capture();
    expect(fuzzCommand({ game: 'gardener', decks: 'plain', games: 1, quiet: true }, io)).toBe(2);
    expect(fuzzCommand({ game: 'gardener', mode: 'solo', games: 1, quiet: true }, io)).toBe(2);
    expect(fuzzCommand({ game: 'megacorp', mode: 'teams', games: 1, quiet: true }, io)).toBe(2);
    expect(text()).toContain('--decks chooses Megacorp decks');
    expect(text()).toContain('--mode must be one of both, individual, teams, not solo');
    expect(text()).toContain('Megacorp has one');
  });
});

describe('arbiter explore --game gardener', () => {
  it('explores the small individual game within a state bound, breaking no invariant', () => {
    const { text, io } = capture();
    const code = exploreCommand({ game: 'gardener', maxStates: 300, quiet: true, out: out() }, io);
    expect(text()).toMatch(/^explore: 30\d states, [\d,]+ actions, depth \d+/);
    expect(text()).toMatch(/statechart states reached: \d+\/22/);
    expect(text()).toContain('violations: 0');
    expect(code).toBe(0);
  });

  it('explores the small teams game to its bounds', () => {
    const { text, io } = capture();
    const code = exploreCommand({ game: 'gardener', mode: 'teams', quiet: true, out: out() }, io);
    expect(text()).toMatch(/^explore: [1-9][\d,]* states/);
    expect(text()).toContain('every state within the bounds was explored');
    expect(code).toBe(0);
  });

  it("refuses Megacorp's reductions", () => {
    const { text, io } = capture();
    expect(exploreCommand({ game: 'gardener', production: 'none', quiet: true }, io)).toBe(2);
    expect(text()).toContain(
      '--production, --symmetry and --partial-order are reductions of Megacorp; Gardener explores every action',
    );
  });
});

describe('--game', () => {
  it('names the closest game when the id is unknown, for every harness command', async () => {
    const root = fixture({});
    for (const args of [
      ['fuzz', '--game', 'gardner', '--games', '1', '--quiet'],
      ['explore', '--game', 'gardner', '--quiet'],
      ['coverage', '--game', 'gardner'],
    ]) {
      const r = await cli(root, ...args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.all).toContain(
        'unknown game "gardner" (did you mean "gardener"?); known games: megacorp, gardener',
      );
    }
  });

  it('coverage --game gardener lists what a short fuzz run never reached', async () => {
    const r = await cli(fixture({}), 'coverage', '--game', 'gardener', '--actions', '300');
    expect(r.code).toBe(0);
    // Without a Gardener corpus under the folder, every checkable section is pending.
    expect(r.out).toMatch(/^rulebook sections: 0 covered by scenarios, 8 not checkable, 68 pending/);
    expect(r.out).toMatch(
      /^coverage of a fuzz run of gardener: \d+ games, [\d,]+ actions; revisions got-2008, got-strict; seed 1/m,
    );
    expect(r.out).toMatch(/statechart states reached: \d+\/22/);
    // The module resumes its chart at a position, so the transitions an action takes are counted.
    expect(r.out).toMatch(/statechart transitions reached: [1-9]\d*\/42/);
    expect(r.out).toContain('rule keys never fired:');
  });

  it('coverage of Megacorp still needs its revision', async () => {
    const r = await cli(fixture({}), 'coverage');
    expect(r.code).toBe(2);
    expect(r.err).toContain("required option '--revision <id>' not specified");
  });
});

describe('writeCounterexamples', () => {
  it('numbers a plain account whose name is taken instead of overwriting it', () => {
    const dir = out();
    const c = { fileName: 'money-never-negative-got-2008-7.txt', text: 'x\n' };
    const paths = writeCounterexamples(dir, [c, c] as never);
    expect(paths.map((p) => p.slice(dir.length + 1))).toEqual([
      'money-never-negative-got-2008-7.txt',
      'money-never-negative-got-2008-7-2.txt',
    ]);
    expect(readdirSync(dir)).toHaveLength(2);
  });
});
