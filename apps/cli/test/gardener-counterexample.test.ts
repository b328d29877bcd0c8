import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Action, type GameState, GOT_2008, gardenerModule, randomConfig } from '@arbiter/gardener';
import { parse } from '@arbiter/scenario';
import { describe, expect, it } from 'vitest';
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
    const c = gardenerCounterexample(run as never, { kind: 'test', note: 'made up' }, {
      module: gardenerModule,
    } as never);
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
