/**
 * The chart compiler against xstate itself, on a toy chart that uses every feature the compiler
 * supports: compound and final states, `onDone`, eventless `always`, guards composed with
 * `and`/`not`/`stateIn`, entry, exit and transition actions, root transitions taken anywhere.
 */
import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { and, assign, initialTransition, not, setup, stateIn, transition } from 'xstate';
import {
  arrowMemory,
  type ChartEvent,
  ChartNotCompilable,
  type ChartValue,
  compileChart,
  inState,
  type StatePath,
  statePaths,
} from '../../src/index.js';

interface Ctx {
  readonly n: number;
  readonly log: readonly string[];
}
type Ev =
  | { type: 'inc' }
  | { type: 'go' }
  | { type: 'bump'; by: number }
  | { type: 'reset' }
  | { type: 'stop' };
type Effect = (c: Ctx, e: ChartEvent) => Ctx;
type Validator = (c: Ctx, e: Ev) => string | null;

const EFFECTS = new WeakMap<object, Effect>();
const VALIDATORS = new WeakMap<object, Validator>();

const effect = (fn: Effect) => {
  const a = assign<Ctx, Ev, undefined, Ev, never>(({ context, event }) => fn(context, event));
  EFFECTS.set(a, fn);
  return a;
};
const note = (word: string) => effect((c) => ({ ...c, log: [...c.log, word] }));
const valid = (fn: Validator) => {
  const g = ({ context, event }: { context: Ctx; event: Ev }) => fn(context, event) === null;
  VALIDATORS.set(g, fn);
  return g;
};
const notTooBig: Validator = (c) => (c.n < 12 ? null : 'too big');
const positive: Validator = (_c, e) => (e.type === 'bump' && e.by > 0 ? null : 'bump by a positive amount');

const toy = setup({
  types: { context: {} as Ctx, events: {} as Ev, input: {} as Ctx },
  guards: {
    mayInc: valid(notTooBig),
    mayBump: valid(positive),
    even: ({ context }) => context.n % 2 === 0,
    zero: ({ context }) => context.n === 0,
    big: ({ context }) => context.n >= 15,
    bumpWhileEven: and(['even', 'mayBump']),
  },
  actions: {
    inc: effect((c) => ({ ...c, n: c.n + 1 })),
    bump: effect((c, e) => ({ ...c, n: c.n + (e as Extract<Ev, { type: 'bump' }>).by })),
    reset: effect((c) => ({ ...c, n: 0 })),
    enterPlay: note('enter play'),
    exitPlay: note('exit play'),
    enterB: note('enter b'),
    exitB: note('exit b'),
    finish: note('finish'),
    stopped: note('stopped'),
  },
}).createMachine({
  id: 'toy',
  context: ({ input }) => input,
  initial: 'idle',
  always: [{ guard: and(['big', not(stateIn('#toy.over'))]), target: '.over', actions: 'finish' }],
  on: { reset: { actions: 'reset' } },
  states: {
    idle: { on: { go: { target: 'play' }, inc: { guard: 'mayInc', actions: 'inc' } } },
    play: {
      initial: 'a',
      entry: 'enterPlay',
      exit: 'exitPlay',
      on: { inc: { guard: 'mayInc', actions: 'inc' }, stop: { target: 'idle', actions: 'stopped' } },
      states: {
        a: {
          always: { guard: and(['even', not('zero')]), target: 'b' },
          on: { go: 'b', bump: { guard: 'mayBump', actions: 'bump' } },
        },
        b: {
          entry: 'enterB',
          exit: 'exitB',
          on: {
            bump: [
              { guard: 'bumpWhileEven', actions: 'bump', target: 'a' },
              { guard: 'mayBump', actions: 'bump' },
            ],
            go: 'end',
          },
        },
        end: { type: 'final' },
      },
      onDone: 'idle',
    },
    over: { type: 'final' },
  },
});

const chart = compileChart<Ctx, ChartValue, Effect, Validator>(toy, {
  effects: EFFECTS,
  validators: VALIDATORS,
  runEffect: (e, c, ev) => e(c, ev),
});

const event = fc.oneof(
  fc.constantFrom<Ev>({ type: 'inc' }, { type: 'go' }, { type: 'reset' }, { type: 'stop' }),
  fc.integer({ min: -2, max: 4 }).map((by): Ev => ({ type: 'bump', by })),
);

describe('a compiled chart', () => {
  it('takes every event as xstate does: acceptance, state value and context', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 16 }), fc.array(event, { maxLength: 40 }), (n, events) => {
        const input: Ctx = { n, log: [] };
        const [first] = initialTransition(toy, input);
        let snap = first;
        let mine = chart.initial(input, input);
        expect(mine.value).toStrictEqual(snap.value);
        expect(mine.context).toStrictEqual(snap.context);
        for (const e of events) {
          const [next] = transition(toy, snap, e);
          const step = chart.transition(mine.value, mine.context, e);
          if (step === null) {
            // No action ran: a game reports this as "not now" and stays where it was.
            expect(next.context).toBe(snap.context);
            continue;
          }
          expect(step.value).toStrictEqual(next.value);
          expect(step.context).toStrictEqual(next.context);
          snap = next;
          mine = step;
        }
      }),
      { numRuns: 300 },
    );
  });

  it('replays a trace to the same context and state as the transition that recorded it', () => {
    const start = chart.initial({ n: 2, log: [] }, null);
    const played = chart.traced(start.value, start.context, { type: 'go' });
    expect(played).not.toBeNull();
    if (!played) return;
    expect(chart.replay(start.context, played.trace)).toStrictEqual(played.result);
    expect(played.result.context.log).toEqual(['enter play', 'enter b']);
  });

  it('reports the arrows an event took, in order, the eventless ones after it included', () => {
    const start = chart.initial({ n: 2, log: [] }, null);
    const r = chart.transition(start.value, start.context, { type: 'go' });
    // `go` enters `play` at `a`, whose eventless arrow leaves for `b` at once (n is even and not 0).
    expect(r?.taken?.map((a) => [a.source, a.event, a.targets])).toEqual([
      ['idle', 'go', ['play']],
      ['play.a', 'always', ['play.b']],
    ]);
    const ids = new Set(chart.arrows.map((a) => a.id));
    for (const a of r?.taken ?? []) expect(ids).toContain(a.id);
    // An event that changes nothing takes no arrow: the chart refuses it.
    expect(chart.transition('idle', { n: 2, log: [] }, { type: 'stop' })).toBeNull();
  });

  it('skips a guard that is the validator its caller has already asked', () => {
    const at = chart.initial({ n: 3, log: [] }, null);
    // `inc` is refused at 12 by its validator; told it was accepted, the chart does not ask again.
    const big = { ...at.context, n: 12 };
    expect(chart.transition(at.value, big, { type: 'inc' })).toBeNull();
    expect(chart.transition(at.value, big, { type: 'inc' }, notTooBig)?.context.n).toBe(13);
  });

  it('lists the events each state takes, its own and its ancestors’', () => {
    expect([...chart.acceptedEvents('idle')].sort()).toEqual(['go', 'inc', 'reset']);
    expect([...chart.acceptedEvents({ play: 'b' })].sort()).toEqual(['bump', 'go', 'inc', 'reset', 'stop']);
  });

  it('splits each guard into the validator it requires and the rest', () => {
    const bump = chart.gates.get('bump') ?? [];
    expect(bump.map((g) => [g.state, g.validator])).toEqual([
      ['toy.play.a', positive],
      ['toy.play.b', positive],
      ['toy.play.b', positive],
    ]);
    const [, whileEven, plain] = bump;
    const at = { play: 'b' };
    expect(whileEven?.condition?.({ n: 2, log: [] }, { type: 'bump' }, at)).toBe(true);
    expect(whileEven?.condition?.({ n: 3, log: [] }, { type: 'bump' }, at)).toBe(false);
    expect(plain?.condition).toBeNull();
    expect(chart.gates.get('reset')?.map((g) => [g.anywhere, g.validator, g.condition])).toEqual([
      [true, undefined, null],
    ]);
  });

  it('knows its state paths, and names the closest one for a misspelling', () => {
    expect(chart.paths).toEqual(['idle', 'play', 'play.a', 'play.b', 'play.end', 'over']);
    expect(chart.hasPath('play.b')).toBe(true);
    expect(() => chart.assertPath('play.bb')).toThrow(
      "chart 'toy' has no state 'play.bb'; did you mean 'play.b'?",
    );
    expect(chart.stats).toEqual({ states: 7, transitions: 13 });
  });
});

describe('state paths', () => {
  it('are typed from the machine: a state that does not exist does not compile', () => {
    expectTypeOf<'play.b'>().toMatchTypeOf<StatePath<typeof toy>>();
    expectTypeOf<'idle'>().toMatchTypeOf<StatePath<typeof toy>>();
    expectTypeOf<'play.c'>().not.toMatchTypeOf<StatePath<typeof toy>>();
    expectTypeOf<'ply'>().not.toMatchTypeOf<StatePath<typeof toy>>();
  });

  it('read the active leaf and its ancestors from a state value', () => {
    const v = Object.freeze({ play: 'b' });
    expect(statePaths(v)).toEqual(['play.b']);
    expect(inState(v, 'play')).toBe(true);
    expect(inState(v, 'play.b')).toBe(true);
    expect(inState(v, 'pla')).toBe(false);
    expect(inState(v, 'play.a')).toBe(false);
  });
});

describe('what the compiler refuses', () => {
  const hooks = { effects: EFFECTS, runEffect: (e: Effect, c: Ctx, ev: ChartEvent) => e(c, ev) };

  it('a parallel state', () => {
    const m = setup({}).createMachine({
      id: 'p',
      initial: 'both',
      states: { both: { type: 'parallel', states: { x: {}, y: {} } } },
    });
    expect(() => compileChart(m, hooks)).toThrow(ChartNotCompilable);
    expect(() => compileChart(m, hooks)).toThrow(
      "chart 'p': state 'p.both' is parallel; the compiled chart supports compound, atomic and final states only",
    );
  });

  it('a delayed transition', () => {
    const m = setup({}).createMachine({
      id: 'd',
      initial: 'wait',
      states: { wait: { after: { 1000: 'done' } }, done: {} },
    });
    expect(() => compileChart(m, hooks)).toThrow("chart 'd': state 'd.wait' has delayed transitions (after)");
  });

  it('an action the hooks know no effect for', () => {
    const m = setup({ actions: { shout: () => {} } }).createMachine({
      id: 'a',
      initial: 'x',
      states: { x: { entry: 'shout' } },
    });
    expect(() => compileChart(m, hooks)).toThrow("chart 'a': action 'shout' has no effect registered");
  });
});

describe("a compiled chart's own trace (transition coverage)", () => {
  it('names every arrow once, guarded alternatives and eventless ones apart', () => {
    const ids = chart.arrows.map((a) => a.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain('(root) --init--> idle');
    expect(ids).toContain('play.b --bump [bumpWhileEven]--> play.a');
    expect(ids).toContain('play.b --bump [mayBump]--> (stays)');
    expect(ids).toContain('play.a --always [even & !zero]--> play.b');
    expect(ids).toContain('play --done--> idle');
    expect(chart.arrows.filter((a) => a.eventless).map((a) => a.source)).toEqual(['(root)', 'play.a']);
  });

  it('reports the arrows an accepted event takes, eventless ones after it, and nothing for a refused one', () => {
    const seen: string[][] = [];
    const stop = chart.observe((fired) => seen.push(fired.map((a) => a.id)));
    const start = chart.initial({ n: 1, log: [] }, undefined);
    const played = chart.transition(start.value, start.context, { type: 'go' });
    if (!played) throw new Error('go is taken from idle');
    // inc makes n even: the eventless arrow of play.a follows the event's own arrow.
    const stepped = chart.transition(played.value, played.context, { type: 'inc' });
    expect(stepped?.value).toEqual({ play: 'b' });
    expect(chart.transition(played.value, played.context, { type: 'bump', by: -1 } as Ev)).toBeNull();
    stop();
    chart.transition(played.value, played.context, { type: 'inc' });
    expect(seen).toEqual([
      ['(root) --init--> idle'],
      ['idle --go--> play'],
      ['play --inc [mayInc]--> (stays)', 'play.a --always [even & !zero]--> play.b'],
    ]);
    // What an arrow enters: the target, and the initial child of a compound target.
    expect(chart.arrows.find((a) => a.id === 'idle --go--> play')?.entered).toEqual(['play', 'play.a']);
  });
});

describe('the arrows each state was made by (arrowMemory)', () => {
  it('keeps nothing until a recorder asks, then what each state was handed', () => {
    const start = chart.initial({ n: 2, log: [] }, null);
    const r = chart.transition(start.value, start.context, { type: 'go' });
    const memory = arrowMemory<object>();
    const before = {};
    memory.remember(before, r?.taken);
    expect(memory.taken(before)).toBeUndefined();
    memory.record();
    const after = {};
    memory.remember(after, r?.taken);
    expect(memory.taken(after)?.map((a) => a.source)).toEqual(['idle', 'play.a']);
    expect(memory.taken(before)).toBeUndefined();
  });
});
