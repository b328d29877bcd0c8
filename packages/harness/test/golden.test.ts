/**
 * Golden playthroughs and perft on Pile, the toy game of `@arbiter/core/testing`: the loops are generic
 * over a game module, and a game this small has counts we can work out from its rules alone.
 */
import { TOY_1, TOY_2, type ToyProfile, toyModule } from '@arbiter/core/testing';
import { describe, expect, it } from 'vitest';
import { chartPaths, firstDrift, parametersDiffering, recordGolden } from '../src/golden.js';
import { perft, perftCounts, perftStart } from '../src/perft.js';

/**
 * Action sequences of length `d` by the toy rulebook alone: a turn adds 1 to `mostPerTurn` tokens
 * without passing the target, or passes; reaching the target or two passes in a row end the game.
 */
function sequencesByTheRules(p: ToyProfile, pile: number, passes: number, d: number): number {
  const { mostPerTurn, target } = p.parameters;
  if (d === 0 || pile === target || passes === 2) return 1;
  let n = sequencesByTheRules(p, pile, passes + 1, d - 1);
  for (let k = 1; k <= Math.min(mostPerTurn, target - pile); k++)
    n += sequencesByTheRules(p, pile + k, 0, d - 1);
  return n;
}

const decks = { name: 'toy', config: toyModule.play.randomConfig };

describe('perft', () => {
  it.each([TOY_1, TOY_2])('counts what the rules allow, depth by depth ($id)', (profile) => {
    const start = perftStart(toyModule, profile, 1);
    const expected = [1, 2, 3, 4, 5].map((d) => sequencesByTheRules(profile, 0, 0, d));
    expect([1, 2, 3, 4, 5].map((d) => perft(toyModule, start, d))).toEqual(expected);
    expect(perftCounts(toyModule, profile, 1, 5)).toEqual(expected);
  });

  it('names the parameters two revisions differ on', () => {
    expect(parametersDiffering(TOY_1, TOY_2).sort()).toEqual(
      Object.keys(TOY_1.parameters)
        .filter((k) => TOY_1.parameters[k as 'target'] !== TOY_2.parameters[k as 'target'])
        .sort(),
    );
    expect(parametersDiffering(TOY_1, TOY_1)).toEqual([]);
  });
});

describe('golden games', () => {
  it('the same seed plays the same game, and a replay finds no drift', () => {
    const a = recordGolden(toyModule, TOY_1, decks, 7);
    expect(a.steps.length).toBeGreaterThan(0);
    expect(firstDrift(a, recordGolden(toyModule, TOY_1, decks, 7))).toBeNull();
  });

  it('the first differing step is named with what differs and the rules cited there', () => {
    const a = recordGolden(toyModule, TOY_1, decks, 7);
    const step = a.steps[1];
    if (!step) throw new Error('the toy game is too short');
    const changed = { ...a, steps: a.steps.map((s, i) => (i === 1 ? { ...s, legal: s.legal + 1 } : s)) };
    const d = firstDrift(changed, a);
    expect(d?.step).toBe(1);
    expect(d?.fields).toEqual(['legal']);
    expect(d?.rules).toEqual(step.rules);
    const shorter = { ...a, steps: a.steps.slice(0, -1) };
    expect(firstDrift(shorter, a)?.fields).toEqual(['length']);
    const otherEnd = { ...a, result: { ...a.result, winners: ['Nobody'] } };
    expect(firstDrift(otherEnd, a)).toMatchObject({ step: a.steps.length, fields: ['outcome'] });
  });

  it('a chart state is its active leaf paths', () => {
    expect(chartPaths('setup')).toBe('setup');
    expect(chartPaths({ turn: { buy: 'main' } })).toBe('turn.buy.main');
    expect(chartPaths({ game: { a: 'x', b: { c: 'y' } } })).toBe('game.a.x | game.b.c.y');
  });
});
