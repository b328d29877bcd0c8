import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  type ActionResult,
  accepted,
  checkInvariants,
  formatViolation,
  type Invariant,
  rejected,
  replay,
  type Violation,
} from '../src/index.js';

/** A toy game: a counter that may only grow by 1 to 3 and must stay at most `cap`. */
type Counter = { readonly n: number };
type Step = { readonly add: number };
type Ev = { readonly type: string; readonly text: string; readonly n: number };

const nope = (message: string): Violation => ({ key: 'toy.step', clause: '1', revision: 'toy', message });

function counterGame(cap: number): { apply: (s: Counter, a: Step) => ActionResult<Counter, Ev> } {
  return {
    apply: (s, a) => {
      if (a.add < 1 || a.add > 3) return rejected(nope(`cannot add ${a.add}`));
      if (s.n + a.add > cap) return rejected(nope(`${s.n + a.add} is over ${cap}`));
      const n = s.n + a.add;
      return accepted({ n }, [{ type: 'toy.add', text: `now ${n}`, n }]);
    },
  };
}

describe('replay', () => {
  it('re-applies a log and returns the final state with every event in order', () => {
    const r = replay(counterGame(10).apply, { n: 0 }, [{ add: 1 }, { add: 3 }, { add: 2 }]);
    expect(r).toEqual({
      ok: true,
      state: { n: 6 },
      events: [
        { type: 'toy.add', text: 'now 1', n: 1 },
        { type: 'toy.add', text: 'now 4', n: 4 },
        { type: 'toy.add', text: 'now 6', n: 6 },
      ],
    });
  });

  it('stops at the first refused action, giving its index, the action, the state before it and why', () => {
    const log = [{ add: 2 }, { add: 2 }, { add: 7 }, { add: 1 }, { add: 9 }];
    const r = replay(counterGame(10).apply, { n: 0 }, log);
    expect(r).toEqual({ ok: false, index: 2, action: { add: 7 }, state: { n: 4 }, message: 'cannot add 7' });
  });

  it('an empty log replays to the initial state', () => {
    const initial = { n: 5 };
    const r = replay(counterGame(10).apply, initial, []);
    expect(r.ok && r.state).toBe(initial);
  });

  test.prop([fc.array(fc.integer({ min: -1, max: 5 }), { maxLength: 30 })])(
    'a replay agrees with applying the actions one by one',
    (adds) => {
      const game = counterGame(20);
      let s: Counter = { n: 0 };
      let refusedAt = -1;
      for (const [i, add] of adds.entries()) {
        const r = game.apply(s, { add });
        if (!r.ok) {
          refusedAt = i;
          break;
        }
        s = r.state;
      }
      const r = replay(
        game.apply,
        { n: 0 },
        adds.map((add) => ({ add })),
      );
      expect(r.ok).toBe(refusedAt < 0);
      expect(r.state).toEqual(s);
      if (!r.ok) expect(r.index).toBe(refusedAt);
    },
  );
});

describe('invariant runner', () => {
  const atMostTen: Invariant<Counter, Step> = {
    name: 'at most ten',
    clause: '1.1',
    check: (s) => (s.n > 10 ? `n is ${s.n}` : null),
  };
  const neverShrinks: Invariant<Counter, Step> = {
    name: 'never shrinks',
    clause: '1.2',
    check: (s, prev) => (prev && s.n < prev.n ? `${prev.n} -> ${s.n}` : null),
  };
  const stepsAreSmall: Invariant<Counter, Step> = {
    name: 'steps are small',
    clause: '1.3',
    check: (_s, _prev, a) => (a && a.add > 3 ? `step of ${a.add}` : null),
  };
  const all = [atMostTen, neverShrinks, stepsAreSmall];

  it('reports nothing when every invariant holds', () => {
    expect(checkInvariants(all, { n: 5 }, { n: 4 }, { add: 1 })).toEqual([]);
  });

  it('reports each broken invariant by name and clause, in the order given', () => {
    expect(checkInvariants(all, { n: 11 }, { n: 12 }, { add: 4 })).toEqual([
      { invariant: 'at most ten', clause: '1.1', message: 'n is 11' },
      { invariant: 'never shrinks', clause: '1.2', message: '12 -> 11' },
      { invariant: 'steps are small', clause: '1.3', message: 'step of 4' },
    ]);
  });

  it('checks a lone state without a previous state or action', () => {
    expect(checkInvariants(all, { n: 3 })).toEqual([]);
    expect(checkInvariants(all, { n: 30 }).map((f) => f.invariant)).toEqual(['at most ten']);
  });
});

describe('results', () => {
  const v: Violation = {
    key: 'divest.cannot-sell-business',
    clause: '5.5.4',
    revision: 'v1.7',
    message: 'Ana Corp is a business',
  };

  it('formats a violation with its clause, revision, key and hint', () => {
    expect(formatViolation(v)).toBe('Ana Corp is a business [5.5.4 v1.7, divest.cannot-sell-business]');
    expect(formatViolation({ ...v, hint: 'sell another card' })).toBe(
      'Ana Corp is a business [5.5.4 v1.7, divest.cannot-sell-business] — sell another card',
    );
  });

  it('accepted and rejected build the two kinds of result', () => {
    expect(accepted({ n: 1 }, [])).toEqual({ ok: true, state: { n: 1 }, events: [] });
    expect(rejected(v)).toEqual({ ok: false, violation: v });
  });
});
