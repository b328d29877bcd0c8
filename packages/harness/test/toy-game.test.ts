/**
 * The harness's seam to a game, proven without Megacorp: Pile, the toy game of `@arbiter/core/testing`,
 * played at random with every invariant after every action, explored exhaustively, and broken on
 * purpose to see the harness catch it.
 */
import { type ActionResult, canonicalJson, type Invariant } from '@arbiter/core';
import { TOY_1, TOY_2, type ToyAction, type ToyEvent, type ToyState, toyModule } from '@arbiter/core/testing';
import { describe, expect, it } from 'vitest';
import {
  checkAtomicity,
  checkDeterminism,
  checkJsonRoundTrip,
  checkReplay,
  explore,
  fuzz,
  playCase,
  startFrom,
} from '../src/generic.js';

/** The planted bug: every addition puts one token more on the pile than it says. */
function addsOneMore(s: ToyState, a: ToyAction): ActionResult<ToyState, ToyEvent> {
  const r = toyModule.apply(s, a);
  return r.ok && a.type === 'add' ? { ...r, state: { ...r.state, pile: r.state.pile + 1 } } : r;
}

/** A plain breadth-first search keyed by the canonical JSON of the state key: the explorer's reference. */
function referenceStates(start: ToyState): Set<string> {
  const key = (s: ToyState) => canonicalJson(toyModule.play.stateKey(s));
  const seen = new Set([key(start)]);
  let level = [start];
  while (level.length > 0) {
    const next: ToyState[] = [];
    for (const s of level)
      for (const a of toyModule.legalActions(s)) {
        const r = toyModule.apply(s, a);
        if (!r.ok) throw new Error(r.violation.message);
        if (seen.has(key(r.state))) continue;
        seen.add(key(r.state));
        next.push(r.state);
      }
    level = next;
  }
  return seen;
}

describe('the harness plays a game it was not written for', () => {
  it('random play checks every invariant after every action, under both revisions', () => {
    let checks = 0;
    const counted: Invariant<ToyState, ToyAction> = {
      name: 'counts the checks (a test property)',
      clause: 'test',
      check: () => {
        checks++;
        return null;
      },
    };
    const s = fuzz(toyModule, {
      games: 60,
      seed: 3,
      invariants: [...toyModule.invariants, counted],
    });
    expect(s.games).toBe(60);
    expect(s.failedGames).toBe(0);
    expect(s.violations).toEqual([]);
    expect(s.revisions).toEqual(['toy-1', 'toy-2']);
    // Whole games: each ends with a winner or two passes well within the liveness cap.
    expect(s.outcomes).toEqual({ over: 60, budget: 0, stuck: 0, failed: 0 });
    // Once for each starting position, once after each action.
    expect(checks).toBe(s.games + s.actions);
    const report = s.coverage.report();
    expect(report.transitions.hits['turn.choose --add--> turn.end']).toBeGreaterThan(0);
    expect(report.transitions.hits['turn.end --auto--> gameOver']).toBeGreaterThan(0);
    expect(report.ruleKeys.fired['toy.reach-target']).toBeGreaterThan(0);
    expect(report.ruleKeys.neverFired).toContain('toy.not-past-target');
    // The same seed plays the same games.
    expect(fuzz(toyModule, { games: 60, seed: 3 }).actions).toBe(s.actions);
  });

  it('random play catches a planted bug and writes the shrunk game out in the game’s words', () => {
    const s = fuzz(toyModule, {
      games: 50,
      seed: 1,
      revisions: ['toy-1'],
      applyFn: addsOneMore,
      stopOnViolation: true,
      shrinkTimeSeconds: 2,
    });
    expect(s.failedGames).toBeGreaterThan(0);
    const [v] = s.violations;
    expect(v?.failure.kind).toBe('invariant');
    expect(v?.text).toContain('broken: the pile never passes the target (2.3): the pile holds');
    expect(v?.text).toMatch(/\n {2}(Ana|Bo) adds \d\n/);
    expect(v?.fileName).toMatch(/^the-pile-never-passes-the-target-toy-1-\d+\.txt$/);
    // Shrunk: a handful of additions break it (a pile of 10 is four of them at most).
    expect(v?.steps).toBeLessThanOrEqual(6);
  });

  it('an engine exception while the cautious player looks ahead fails that game instead of the run', () => {
    // The cautious chooser applies actions to look ahead: a throw there is the engine's, in this game.
    const throwing = {
      ...toyModule,
      play: {
        ...toyModule.play,
        chooser: () => {
          throw new Error('unknown card t2');
        },
      },
    } as typeof toyModule;
    const t = playCase(throwing, { revision: 'toy-1', seed: 1, choices: [] }, { policy: 'cautious' });
    expect(t.outcome).toBe('failed');
    expect(t.failure).toMatchObject({ kind: 'crash', message: 'choosing an action: Error: unknown card t2' });
  });

  it('the engine properties hold: determinism, replay, JSON round trip, atomicity', () => {
    for (const seed of [1, 2, 3]) {
      const game = { revision: 'toy-2', seed, choices: [5, 1, 4, 1, 5, 9, 2, 6] };
      expect(checkDeterminism(toyModule, game, { policy: 'cautious' })).toBeNull();
      const trace = playCase(toyModule, game, { policy: 'cautious', keepStates: true });
      expect(trace.outcome).toBe('over');
      expect(checkReplay(toyModule, trace)).toBeNull();
      for (const [i, state] of trace.states.entries()) {
        expect(checkJsonRoundTrip(toyModule, state)).toBeNull();
        const legal = toyModule.legalActions(state);
        const probes = [0, 1, 2, 3, 4, 5, 6, 7].map((n) => toyModule.play.probe?.(state, n * 31 + i, legal));
        expect(checkAtomicity(toyModule, state, probes)).toBeNull();
      }
    }
  });

  it('atomicity notices an apply that changes its input', () => {
    const s = structuredClone(startFrom(toyModule, toyModule.play.randomConfig(1, TOY_1)).state);
    const sloppy = (state: ToyState, a: ToyAction) => {
      (state as { pile: number }).pile += 1;
      return toyModule.apply(state, a);
    };
    expect(checkAtomicity(toyModule, s, [{ type: 'pass', player: 'Nobody' }], { applyFn: sloppy })).toMatch(
      /changed its input state/,
    );
  });
});

/**
 * The positions of a game counted from the rules alone, not the engine: (pile, turn, passes in a row)
 * from (0, 1, 0); an addition of 1 to `most` tokens ends the game at the target (3.1), a second pass in
 * a row ends it without a winner (3.2), anything else starts the next turn.
 */
function positionsByTheRules(most: number, target: number): number {
  const seen = new Set<string>(['play 0 1 0']);
  let frontier: [number, number, number][] = [[0, 1, 0]];
  while (frontier.length > 0) {
    const next: [number, number, number][] = [];
    const reach = (key: string, position?: [number, number, number]) => {
      if (seen.has(key)) return;
      seen.add(key);
      if (position) next.push(position);
    };
    for (const [pile, turn, passes] of frontier) {
      for (let a = 1; a <= Math.min(most, target - pile); a++)
        if (pile + a === target) reach(`won ${target} ${turn}`);
        else reach(`play ${pile + a} ${turn + 1} 0`, [pile + a, turn + 1, 0]);
      if (passes === 1) reach(`tie ${pile} ${turn}`);
      else reach(`play ${pile} ${turn + 1} 1`, [pile, turn + 1, 1]);
    }
    frontier = next;
  }
  return seen.size;
}

describe('exhaustive exploration of the toy game', () => {
  it('visits every reachable position of a first-edition game once: 263 of them', () => {
    const keys: string[] = [];
    let start: ToyState | undefined;
    const s = explore(toyModule, {
      maxDepth: 100,
      maxTurns: 100,
      verifyDigests: true,
      onState: (state) => {
        start ??= state;
        keys.push(canonicalJson(toyModule.play.stateKey(state)));
      },
    });
    expect(s.complete).toBe(true);
    expect(s.violations).toEqual([]);
    expect(s.states).toBe(263);
    expect(s.states).toBe(positionsByTheRules(3, 10));
    expect(new Set(keys)).toEqual(referenceStates(start as ToyState));
    // Every game ends before any bound: the longest alternates passes and single tokens to turn 20.
    expect(s.leaves).toEqual({ depth: 0, turn: 0, over: s.leaves.over });
    expect(s.turnsReached).toBe(20);
    expect(s.turnsComplete).toBe(20);
    const again = explore(toyModule, { maxDepth: 100, maxTurns: 100 });
    expect([again.states, again.edges]).toEqual([s.states, s.edges]);
    // Without the declaration of its shared fields the explorer digests `stateKey`: the same states.
    const { shared: _, ...play } = toyModule.play;
    const keyed = explore({ ...toyModule, play }, { maxDepth: 100, maxTurns: 100 });
    expect([keyed.states, keyed.edges]).toEqual([s.states, s.edges]);
  });

  it('explores fewer positions under the second edition, whose turns add two tokens at most', () => {
    const s = explore(toyModule, {
      config: { players: ['Ana', 'Bo'], seed: 1, profile: TOY_2 },
      maxDepth: 100,
      maxTurns: 100,
    });
    expect(s.complete).toBe(true);
    expect(s.states).toBe(241);
    expect(s.states).toBe(positionsByTheRules(2, 10));
  });

  it('stops at the turn bound and says how many turns it finished', () => {
    const s = explore(toyModule, { maxTurns: 2 });
    expect(s.complete).toBe(true);
    expect(s.turnsComplete).toBe(2);
    expect(s.leaves.turn).toBeGreaterThan(0);
  });

  it('finds the planted bug along a shortest path', () => {
    const s = explore(toyModule, { maxTurns: 100, applyFn: addsOneMore });
    const [v] = s.violations;
    expect(v?.failure.kind).toBe('invariant');
    expect(v?.text).toContain('the pile never passes the target');
    // Three additions: 3 (+1), 3 (+1), then 2 (+1) makes 11.
    expect(v?.steps).toBe(3);
    expect(v?.origin).toEqual({ kind: 'explore', revision: 'toy-1', gameSeed: 1, depth: 3 });
  });

  it('refuses a symmetry reduction the game does not declare', () => {
    expect(() => explore(toyModule, { symmetry: true })).toThrow(/declares no symmetry/);
  });
});
