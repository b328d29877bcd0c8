import { cautiousConsidered, type GameState, megacorpModule } from '@arbiter/megacorp';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { builtInRevisions, type FuzzProgress, fuzz, gameArbitrary, playCase } from '../src/megacorp/index.js';
import { playCase as playModuleCase } from '../src/play.js';

const small = { maxActionsPerGame: 120, gamesPerChunk: 2, maxViolations: 100, shrink: false } as const;

describe('random legal play', () => {
  it('plays every revision and reports games, actions, speed and statechart coverage', () => {
    const progress: FuzzProgress[] = [];
    const s = fuzz({ ...small, games: 6, seed: 7, onProgress: (p) => progress.push(p) });
    expect(s.games).toBe(6);
    expect(s.actions).toBeGreaterThan(6);
    expect(s.actionsPerSecond).toBeGreaterThan(0);
    expect(s.revisions).toEqual(builtInRevisions().map((p) => p.id));
    expect(Object.values(s.outcomes).reduce((a, b) => a + b, 0)).toBe(6);
    const report = s.coverage.report();
    expect(report.states.reached).toBeGreaterThan(10);
    expect(report.transitions.reached).toBeGreaterThan(10);
    expect(report.steps).toBe(s.actions);
    expect(s.statesReached).toEqual({ reached: report.states.reached, total: report.states.total });
    expect(s.transitionsReached.reached).toBe(report.transitions.reached);
    expect(progress.at(-1)).toMatchObject({ games: 6, actions: s.actions, done: 1 });
  });

  it('the same seed plays the same games; shards of one budget split them without overlap', () => {
    const whole = fuzz({ ...small, games: 9, seed: 11, revisions: ['v1.7'] });
    const again = fuzz({ ...small, games: 9, seed: 11, revisions: ['v1.7'] });
    expect(again.actions).toBe(whole.actions);
    // Chunks of 2 games: shard 1 plays chunks 0, 2, 4 (the last cut to 1 game), shard 2 chunks 1, 3.
    const a = fuzz({ ...small, games: 9, seed: 11, revisions: ['v1.7'], shard: { index: 0, count: 2 } });
    const b = fuzz({ ...small, games: 9, seed: 11, revisions: ['v1.7'], shard: { index: 1, count: 2 } });
    expect([a.games, b.games]).toEqual([5, 4]);
    expect(a.games + b.games).toBe(whole.games);
    expect(a.actions + b.actions).toBe(whole.actions);
    expect(a.actions).not.toBe(b.actions);
  });

  it('the cautious player handed only what it weighs first plays the games it plays handed every action', () => {
    // The module without `considered`: the harness hands the chooser every legal action.
    const everyAction = { ...megacorpModule, play: { ...megacorpModule.play, considered: undefined } };
    let listed = 0;
    const counted = {
      ...megacorpModule,
      play: {
        ...megacorpModule.play,
        considered: (s: GameState) => {
          listed++;
          return cautiousConsidered(s);
        },
      },
    };
    let actions = 0;
    for (const revision of builtInRevisions().map((p) => p.id))
      for (const seed of [1, 2]) {
        const game = { revision, seed, choices: Array.from({ length: 150 }, (_, i) => i * 7919 + seed) };
        const options = { maxActions: 150, policy: 'cautious' as const };
        const t = playModuleCase(counted, game, options);
        const u = playModuleCase(everyAction, game, options);
        expect(t.actions, `${revision} seed ${seed}`).toEqual(u.actions);
        expect([t.outcome, t.failure]).toEqual([u.outcome, u.failure]);
        actions += t.actions.length;
      }
    expect(actions).toBeGreaterThan(400);
    expect(listed).toBeGreaterThanOrEqual(actions);
  });

  it('stops on an action budget', () => {
    const s = fuzz({ ...small, actions: 200, seed: 3, revisions: ['v1.7'] });
    expect(s.actions).toBeGreaterThanOrEqual(200);
    expect(s.actions).toBeLessThan(200 + small.maxActionsPerGame);
  });

  it('refuses an impossible shard and an unknown revision', () => {
    expect(() => fuzz({ shard: { index: 2, count: 2 } })).toThrow(/shard/);
    expect(() => fuzz({ revisions: ['v9'] })).toThrow(/unknown revision "v9"/);
  });

  it('a game is a seed and a choice list: every choice picks a legal action, extra choices are 0', () => {
    fc.assert(
      fc.property(gameArbitrary({ maxChoices: 40, revisions: ['v1.7'] }), (game) => {
        const t = playCase(game, { maxActions: 40, policy: game.policy });
        expect(t.failure?.kind).not.toBe('refused');
        const longer = playCase(
          { ...game, choices: [...game.choices, ...Array(10).fill(0)] },
          { maxActions: 40, policy: game.policy },
        );
        expect(longer.actions).toEqual(t.actions);
      }),
      { numRuns: 5 },
    );
  });
});
