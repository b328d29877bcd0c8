import { describe, expect, it } from 'vitest';
import { checkInvariants, seedRng } from '../src/index.js';
import {
  TOY,
  TOY_1,
  TOY_2,
  type ToyAction,
  type ToyProfile,
  type ToyState,
  toyModule,
} from '../src/testing/toy.js';

const start = (profile: ToyProfile = TOY_1, seed = 1): ToyState => {
  const g = toyModule.newGame({ players: ['Ana', 'Bo'], seed, profile });
  if (!g.ok) throw new Error(g.problems.map((p) => p.message).join('; '));
  return g.state;
};

/** Applies actions one after another, failing on a refusal. */
function play(s: ToyState, ...actions: ToyAction[]): ToyState {
  return actions.reduce((state, a) => {
    const r = toyModule.apply(state, a);
    if (!r.ok) throw new Error(r.violation.message);
    return r.state;
  }, s);
}

describe('Pile, the toy game on the kernel', () => {
  it('draws who starts with the seeded RNG kept in the state (1.2), the same for the same seed', () => {
    const starters = new Set([1, 2, 3, 4, 5, 6, 7, 8].map((seed) => start(TOY_1, seed).active));
    expect(starters).toEqual(new Set(['Ana', 'Bo']));
    expect(start(TOY_1, 5)).toEqual(start(TOY_1, 5));
    const s = start();
    expect(s.turn).toBe(1);
    expect(s.flow).toEqual({ turn: 'choose' });
    expect(s.rng.draws).toBeGreaterThan(seedRng(1).draws);
    expect(Object.isFrozen(s)).toBe(true);
  });

  it('plays to its end: the player who brings the pile to the target wins (3.1)', () => {
    let s = start();
    const log: string[] = [];
    let rng = seedRng(9);
    while (toyModule.result(s) === null) {
      const legal = toyModule.legalActions(s);
      const [a, next] = toyModule.play.chooser(s, legal, rng);
      rng = next;
      const r = toyModule.apply(s, a);
      if (!r.ok) throw new Error(r.violation.message);
      expect(checkInvariants(toyModule.invariants, r.state, s, a)).toEqual([]);
      for (const e of r.events) log.push(`${e.text} (${e.citation.clause})`);
      s = r.state;
    }
    expect(s.pile).toBe(10);
    expect(s.flow).toBe('gameOver');
    expect(s.result?.winners).toHaveLength(1);
    expect(log.at(-1)).toMatch(/^(Ana|Bo) wins \(3\.1\)$/);
    expect(toyModule.legalActions(s)).toEqual([]);
    expect(toyModule.decision(s)).toBeNull();
    expect(toyModule.view(s).result).toEqual(s.result);
  });

  it('ends without a winner after two passes in a row (3.2)', () => {
    const s = start();
    const first = s.active as string;
    const other = first === 'Ana' ? 'Bo' : 'Ana';
    const r = toyModule.apply(play(s, { type: 'pass', player: first }), { type: 'pass', player: other });
    expect(r.ok && r.state.result).toEqual({ winners: [], tie: true, reason: 'both players passed' });
    expect(r.ok && r.events.map((e) => [e.type, e.citation.clause])).toEqual([
      [TOY.pass, '2.4'],
      [TOY.twoPasses, '3.2'],
    ]);
  });

  it('refuses an illegal action citing its clause under each revision, and leaves the state alone', () => {
    for (const [profile, clauses] of [
      [TOY_1, { turn: '2.1', range: '2.2', past: '2.3', unknown: '1.1' }],
      [TOY_2, { turn: '3.1', range: '3.2', past: '3.3', unknown: '1.1' }],
    ] as const) {
      const s = start(profile);
      const me = s.active as string;
      const other = me === 'Ana' ? 'Bo' : 'Ana';
      const refusal = (state: ToyState, a: unknown) => {
        const before = JSON.stringify(state);
        const r = toyModule.apply(state, a as ToyAction);
        expect(JSON.stringify(state)).toBe(before);
        return r.ok ? null : r.violation;
      };
      expect(refusal(s, { type: 'add', player: other, amount: 1 })).toMatchObject({
        key: 'toy.only-active-player',
        clause: clauses.turn,
        revision: profile.id,
      });
      expect(refusal(s, { type: 'add', player: me, amount: 0 })).toMatchObject({
        key: 'toy.add-range',
        clause: clauses.range,
        hint: `add between 1 and ${profile.parameters.mostPerTurn} tokens`,
      });
      const nearEnd = { ...s, pile: 9 };
      expect(refusal(nearEnd, { type: 'add', player: me, amount: 2 })).toMatchObject({
        key: 'toy.not-past-target',
        clause: clauses.past,
        hint: 'add 1 or fewer',
      });
      expect(refusal(s, { type: 'jump', player: me })).toMatchObject({
        key: 'toy.known-action',
        clause: clauses.unknown,
      });
    }
  });

  it('the two revisions differ where they should: three tokens a turn in the first edition only (2.2)', () => {
    const three = (s: ToyState) => toyModule.apply(s, { type: 'add', player: s.active as string, amount: 3 });
    expect(three(start(TOY_1)).ok).toBe(true);
    const refused = three(start(TOY_2));
    expect(refused.ok ? null : refused.violation).toMatchObject({
      key: 'toy.add-range',
      clause: '3.2',
      revision: 'toy-2',
    });
    expect(toyModule.legalActions(start(TOY_1)).filter((a) => a.type === 'add')).toHaveLength(3);
    expect(toyModule.legalActions(start(TOY_2)).filter((a) => a.type === 'add')).toHaveLength(2);
  });

  it('cites every change with the clause of the revision in force', () => {
    for (const profile of [TOY_1, TOY_2]) {
      const s = start(profile);
      const r = toyModule.apply(s, { type: 'add', player: s.active as string, amount: 2 });
      expect(r.ok && r.events.map((e) => `${e.type} ${e.citation.clause} ${e.citation.revision}`)).toEqual(
        profile === TOY_1
          ? ['toy.add-range 2.2 toy-1', 'toy.next-turn 2.5 toy-1']
          : ['toy.add-range 3.2 toy-2', 'toy.next-turn 3.5 toy-2'],
      );
    }
  });

  it('every rule key has a clause in both revisions, and the catalog finds them by id', () => {
    for (const p of toyModule.revisions.builtIn)
      for (const r of toyModule.rules) expect(p.clauses[r.key], `${p.id} ${r.key}`).toMatch(/^\d+\.\d+$/);
    expect(toyModule.revisions.byId('toy-2')).toBe(TOY_2);
    expect(toyModule.revisions.clauseIds).toContain('3.2');
  });

  it('an invariant notices a pile past the target', () => {
    const broken = { ...start(), pile: 12 };
    expect(checkInvariants(toyModule.invariants, broken).map((f) => f.invariant)).toEqual([
      'the pile never passes the target',
    ]);
  });

  it('shows a position as a board view', () => {
    const s = play(start(), { type: 'add', player: start().active as string, amount: 2 });
    const v = toyModule.view(s);
    expect(v.where).toEqual(['turn.choose']);
    expect(v.counters).toContainEqual({ label: 'pile', value: '2' });
    expect(v.players.filter((p) => p.active).map((p) => p.id)).toEqual([s.active]);
    expect(v.decision).toEqual({ player: s.active, question: 'add 1 to 3 tokens to the pile of 2, or pass' });
  });
});
