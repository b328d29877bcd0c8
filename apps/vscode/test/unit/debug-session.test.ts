import { describe, expect, it } from 'vitest';
import { type Breakpoints, NO_BREAKPOINTS, ScenarioSession, type Variable } from '../../src/debug/session.js';
import { CHALLENGE, DIVEST, diskLoader, lineOf, readText } from './debug-fixtures.js';

const open = (path: string, line?: number) =>
  ScenarioSession.open(readText(path), path, { loader: diskLoader, ...(line !== undefined ? { line } : {}) });

const bps = (lines: number[], clauses: string[] = []): Breakpoints => ({
  lines: new Set(lines),
  clauses: new Set(clauses),
});

const find = (vars: readonly Variable[], path: string[]): Variable | undefined => {
  const [head, ...rest] = path;
  const v = vars.find((x) => x.name === head);
  return rest.length && v ? find(v.children, rest) : v;
};

describe('a scenario walked step by step', () => {
  it('stands at the start position, then at each step, anchor and then line', () => {
    const s = open(CHALLENGE);
    expect(s.frames.map((f) => [f.kind, f.label])).toEqual([
      ['start', 'given'],
      ['step', 'Ana attacks "Gnost Cleric" with "Raamaa" using BQ'],
      ['anchor', 'at turn 5 challenge, blockers:'],
      ['step', 'Nick blocks with "Grunt"'],
      ['then', '"Raamaa" engaged'],
    ]);
    expect(s.frames[0]?.line).toBe(lineOf(CHALLENGE, 'given'));
    expect(s.revision).toBe('v1.7');
  });

  it("lists each step's rulings with the clauses they cite", () => {
    const s = open(CHALLENGE);
    const attack = s.frames[1];
    expect(attack?.rulings.map((r) => r.clause)).toEqual(['5.4.1.1', '5.4.1.2']);
    expect(attack?.rulings[1]?.text).toContain('Raamaa engages');
    expect(s.frames[3]?.rulings.map((r) => r.key)).toEqual(['challenge.defending-player-blocks']);
  });

  it('continues to the step whose rulings cite a clause breakpoint, by clause or by rule key', () => {
    const s = open(CHALLENGE);
    expect(s.continue(bps([], ['5.4.1.4']))).toEqual({
      frame: 3,
      reason: 'function breakpoint',
      clause: '5.4.1.4',
    });
    expect(s.frame.label).toBe('Nick blocks with "Grunt"');
    s.moveTo(0);
    expect(s.continue(bps([], ['challenge.attacker-engages']))?.frame).toBe(1);
  });

  it('continues to a line breakpoint, and past the last frame ends', () => {
    const s = open(CHALLENGE);
    const anchor = lineOf(CHALLENGE, 'at turn 5 challenge');
    expect(s.continue(bps([anchor]))).toEqual({ frame: 2, reason: 'breakpoint' });
    expect(s.continue(NO_BREAKPOINTS)).toBeNull();
  });

  it('steps back to the position before the step, and reverse-continues to the previous breakpoint', () => {
    const s = open(CHALLENGE);
    s.moveTo(3);
    expect(s.evaluate('"Raamaa" engaged')).toBe('holds');
    s.back();
    s.back();
    expect(s.current).toBe(1);
    s.back();
    expect(s.evaluate('"Raamaa" engaged')).toBe('disengaged');
    s.moveTo(4);
    expect(s.reverseContinue(bps([], ['5.4.1.2']))).toMatchObject({ frame: 1 });
    expect(s.reverseContinue(bps([], ['5.4.1.2']))).toEqual({ frame: 0, reason: 'entry' });
  });

  it('reads a watch as the left side of a then fact, at the current frame', () => {
    const s = open(DIVEST);
    expect(s.evaluate('Ana money')).toBe('10 M');
    s.moveTo(1);
    expect(s.evaluate('Ana money')).toBe('14 M');
    expect(s.frames[2]?.failures[0]).toMatchObject({ expected: '15 M', actual: '14 M' });
    expect(s.evaluate('"Raamaa" damage')).toBe('none');
    expect(s.evaluate('Nick hand')).toBe('empty');
    expect(() => s.evaluate('Ana charisma')).toThrow(
      /not the left side of a `then` fact: .*not something a player has/,
    );
  });

  it('shows the position from the board view, marking what changed since the previous step', () => {
    const s = open(DIVEST);
    const before = s.variables(0);
    expect(find(before, ['Ana', 'money'])).toMatchObject({ value: '10M', changed: false });
    const after = s.variables(1);
    expect(find(after, ['Ana', 'money'])).toMatchObject({ value: '14M', changed: true });
    expect(find(after, ['Nick', 'money'])?.changed).toBe(false);
    expect(find(before, ['game', 'where'])?.value).toContain('divest');
    expect(find(after, ['game', 'where'])?.changed).toBe(true);
  });

  it('stops on a refused step as on an exception, with the refusal and its clause', () => {
    const s = open(DIVEST, lineOf(DIVEST, 'A business cannot be sold'));
    const sell = lineOf(DIVEST, 'Ana sells "Ana Corp"');
    const stop = s.continue(NO_BREAKPOINTS);
    expect(stop).toEqual({ frame: 1, reason: 'failure' });
    expect(s.frame.line).toBe(sell);
    expect(s.frame.failures[0]?.message).toMatch(/the rules refuse this step/);
    expect(s.frame.rulings).toEqual([
      { text: 'refused', key: expect.any(String), clause: '5.5.4', refused: true },
    ]);
    expect(s.evaluate('Ana money')).toBe('10 M');
  });

  it('says why there is nothing to debug outside a scenario', () => {
    expect(() => open(CHALLENGE, 1)).toThrow(/no scenario here/);
  });
});
