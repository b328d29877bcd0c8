import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Invariant } from '@arbiter/core';
import { type Action, type GameState, GOT_2008, gardenerModule, randomConfig } from '@arbiter/gardener';
import { generic } from '@arbiter/harness';
import { GAMES, oneGame, parse, runGameText, type ScenarioDialect } from '@arbiter/scenario';
import { describe, expect, it } from 'vitest';
import { fuzzCommand, replayEarlier } from '../src/commands/fuzz.js';
import { gardenerConfigs, gardenerExploreConfig, gardenerSmallGame } from '../src/games.js';
import { gardenerCounterexample } from '../src/gardener-counterexample.js';
import { cli, fixture } from './helpers.js';

/** A failing run made up from a real game: its last action is said to break an invariant. */
function failingRun(actions: number) {
  const start = gardenerModule.newGame(randomConfig(3, GOT_2008, 'individual'));
  if (!start.ok) throw new Error('no game');
  const states: GameState[] = [start.state];
  const taken: Action[] = [];
  for (let i = 0; i < actions; i++) {
    const s = states[i] as GameState;
    // Plays and payments first, so the game runs on rather than ending by declines.
    const legal = gardenerModule.legalActions(s);
    const a = (legal.find((x) => x.type === 'play' || x.type === 'pay') ?? legal[0]) as Action;
    const r = gardenerModule.apply(s, a);
    if (!r.ok) throw new Error('refused');
    taken.push(a);
    states.push(r.state);
  }
  const failure = {
    kind: 'invariant' as const,
    step: actions - 1,
    failures: [{ invariant: 'a made-up invariant', clause: 'Definitions', message: 'for the test' }],
  };
  return { states, actions: taken, failure };
}

describe('Gardener counterexamples', () => {
  it('are scenario files from the latest position a given describes, which run as written', async () => {
    const run = failingRun(12);
    const c = gardenerCounterexample(
      run as never,
      { kind: 'test', note: 'made up' },
      generic.engineFor(gardenerModule) as never,
    );
    expect(c.fileName).toMatch(/^a-made-up-invariant-got-2008-0\.scenario$/);
    expect(c.cut).toBeGreaterThan(0);
    expect(c.steps).toBe(12 - c.cut);
    expect(c.text).toContain('\ngiven\n  players ');
    const { diagnostics } = parse(c.text, 'c.scenario');
    expect(diagnostics).toEqual([]);
    const root = fixture({});
    writeFileSync(join(root, 'c.scenario'), c.text);
    const r = await cli(root, 'run', 'c.scenario');
    expect(r.out).toContain('all scenarios pass');
  });
});

/** A test-only invariant, broken by the first card anyone wrecks: a known step of most games. */
const nothingWrecked: Invariant<GameState, Action> = {
  name: 'test: nothing is ever wrecked',
  clause: 'Playing ► Adventure ► Turn ► Play card',
  stateOnly: true,
  check: (s) => {
    const p = s.players.find((x) => x.wreckage.length > 0);
    return p ? `${p.id} wrecked ${p.wreckage.length} card(s)` : null;
  },
};

const gardenerDialect = GAMES.gardener?.dialect as ScenarioDialect;

/** Gardener's dialect with the planted invariant: the runner as a build with that invariant runs it. */
const planted: ScenarioDialect = {
  ...gardenerDialect,
  module: { ...gardenerDialect.module, invariants: [...gardenerModule.invariants, nothingWrecked] },
};

describe('a Gardener counterexample replays to the violation it was written for', () => {
  it('is replayed by the harness before it is written, and the runner fails at its last step with the invariant', async () => {
    const s = generic.fuzz(gardenerModule, {
      games: 20,
      seed: 1,
      revisions: ['got-2008'],
      invariants: [...gardenerModule.invariants, nothingWrecked],
      decks: gardenerConfigs('individual'),
      writeCounterexample: gardenerCounterexample,
      stopOnViolation: true,
      shrinkTimeSeconds: 3,
    });
    const [c] = s.violations;
    expect(c?.failure.kind).toBe('invariant');
    if (!c) return;
    expect(c.reproduced).toBe(true);
    expect(c.text).toContain('\n  tags counterexample\n');
    expect(c.text).toContain('the harness ran this file and it broke the same way');
    // Run as written with the invariant: the last step breaks it, with the invariant's own words.
    const withInvariant = runGameText(oneGame(planted), c.text, c.fileName);
    const [r] = withInvariant.scenarios;
    expect(r?.status).toBe('failed');
    const last = c.text.trimEnd().split('\n').length - 1;
    expect(r?.failures[0]?.range.start.line).toBe(last);
    expect(r?.failures[0]?.message).toMatch(
      /^the step breaks an invariant: test: nothing is ever wrecked \(Playing ► Adventure ► Turn ► Play card\): \w+ wrecked 1 card\(s\)$/,
    );
    // The same file under the engine as shipped (no such invariant) runs clean: `arbiter run` passes it.
    const root = fixture({ [c.fileName]: c.text });
    const cliRun = await cli(root, 'run', c.fileName);
    expect(cliRun.out).toContain('all scenarios pass');
  });

  it('is written as played, and says so, when no cut of the run replays to its failure', async () => {
    const run = failingRun(6);
    const c = gardenerCounterexample(
      run as never,
      { kind: 'test', note: 'made up' },
      generic.engineFor(gardenerModule) as never,
    );
    // The made-up failure cannot be replayed (no invariant of the engine breaks): the file says so.
    expect(c.reproduced).toBe(false);
    expect(c.text).toContain('could not replay this file');
    const r = await cli(fixture({ [c.fileName]: c.text }), 'run', c.fileName);
    expect(r.out).toContain('all scenarios pass');
  });

  it('is replayed first by the next fuzz run of its folder: one that still breaks fails the run', async () => {
    const survey = readFileSync(
      join(dirname(fileURLToPath(import.meta.url)), '../../vscode/test/e2e/fixture/survey.scenario'),
      'utf8',
    ).replace('  revisions got-2008\n', '  revisions got-2008\n  tags counterexample\n');
    const dir = fixture({
      // Holds now: the position no longer breaks anything.
      'fixed.scenario': survey,
      // Still breaks: what it says at its end is not so.
      'broken.scenario': survey.replace('  Ana reputation 2', '  Ana reputation 5'),
      // Another game's, or not a counterexample: left alone.
      'other.scenario': survey.replace('  tags counterexample\n', ''),
    });
    const lines: string[] = [];
    const code = fuzzCommand(
      { game: 'gardener', games: 2, seed: 1, quiet: true, out: dir },
      { out: (l) => lines.push(l) },
    );
    expect(lines[0]).toBe(`replayed 2 earlier counterexample(s) in ${dir}: 1 still break, 1 hold now`);
    expect(lines[1]).toBe(
      `  still breaks: ${join(dir, 'broken.scenario')} (arbiter run ${join(dir, 'broken.scenario')})`,
    );
    expect(code).toBe(1);
    expect(replayEarlier(dir, 'megacorp', () => {})).toEqual([]);
  });

  it('is written by exploration too, on the shortest path, and replays to the planted invariant', () => {
    const s = generic.explore(gardenerModule, {
      config: gardenerExploreConfig(gardenerSmallGame('individual'), GOT_2008),
      invariants: [...gardenerModule.invariants, nothingWrecked],
      writeCounterexample: gardenerCounterexample,
      maxDepth: 30,
      maxViolations: 1,
    });
    const [c] = s.violations;
    expect(c?.failure.kind).toBe('invariant');
    expect(c?.reproduced).toBe(true);
    const [r] = runGameText(oneGame(planted), c?.text ?? '', 'explored.scenario').scenarios;
    expect(r?.failures[0]?.message).toMatch(/^the step breaks an invariant: test: nothing is ever wrecked/);
  });
});
