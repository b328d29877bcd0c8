import { type GameState, megacorpModule } from '@arbiter/megacorp';
import { describe, expect, it } from 'vitest';
import {
  findWitness,
  holds,
  type Predicate,
  type PredicateError,
  parsePredicate,
  witnessPasses,
  witnessStart,
  writeWitness,
} from '../src/megacorp/index.js';

/** Whether some sequence of at most `depth` legal actions from `s` reaches a position where `p` holds. */
function reachableWithin(p: Predicate, s: GameState, depth: number): boolean {
  if (holds(p, s)) return true;
  if (depth === 0 || megacorpModule.result(s) !== null) return false;
  return megacorpModule.legalActions(s).some((a) => {
    const r = megacorpModule.apply(s, a);
    return r.ok && reachableWithin(p, r.state, depth - 1);
  });
}

describe('witnesses: the shortest game of the small game reaching a predicate', () => {
  for (const source of ['phase buy', 'stack not empty']) {
    it(`finds a shortest witness of \`${source}\` and writes a scenario that runs green`, () => {
      const p = parsePredicate(source);
      const { witness } = findWitness(p);
      expect(witness).not.toBeNull();
      const w = witness as NonNullable<typeof witness>;
      const k = w.actions.length;
      expect(holds(p, w.states[k] as GameState)).toBe(true);
      // Shortest: no sequence of fewer actions from the same start gets there (plain enumeration).
      expect(reachableWithin(p, witnessStart(), k - 1)).toBe(false);
      const written = writeWitness(w, p, JSON.stringify(source));
      expect(written.text).toContain('then');
      expect(witnessPasses(written.text)).toEqual({ ok: true });
    });
  }

  it('a witness file whose then is wrong does not pass', () => {
    const p = parsePredicate('stack not empty');
    const w = findWitness(p).witness as NonNullable<ReturnType<typeof findWitness>['witness']>;
    const text = writeWitness(w, p, 'stack').text.replace(/\n {2}stack .*\n$/, '\n  stack empty\n');
    expect(witnessPasses(text).ok).toBe(false);
  });

  it('reports a predicate it cannot read at its column, with did-you-mean', () => {
    const problem = (s: string) => {
      try {
        parsePredicate(s);
        return 'read';
      } catch (e) {
        return (e as PredicateError).format();
      }
    };
    expect(problem('phase divset')).toBe(
      'predicate:1:7: error: unknown phase `divset` (did you mean `divest`?)',
    );
    expect(problem('player Ana mony = 0')).toBe(
      'predicate:1:12: error: expected `money`, found `mony` (did you mean `money`?)',
    );
    expect(problem('sttack empty')).toBe(
      'predicate:1:1: error: `sttack` does not start a predicate (did you mean `stack`?)',
    );
    expect(problem('stack empty phase buy')).toMatch(
      /^predicate:1:13: error: unexpected `phase`.*`and` or `or`/,
    );
    expect(problem('(phase buy or game over) and not stack empty')).toBe('read');
  });

  it('refuses a player the game does not have', () => {
    expect(() => findWitness(parsePredicate('player Anna money = 0'))).toThrow(/unknown player Anna/);
  });
});
