import { describe, expect, it } from 'vitest';
import { Recording } from '../../src/record/recording.js';
import { CHALLENGE, DIVEST, diskLoader, lineOf, readText } from './debug-fixtures.js';

const at = (path: string, text: string) =>
  Recording.at(readText(path), path, lineOf(path, text), { loader: diskLoader });

describe('recording moves from a position into a new scenario', () => {
  it('lists the legal moves as steps a player would write', () => {
    const r = at(DIVEST, 'Ana money 10');
    const steps = r.legal().map((l) => l.step);
    expect(steps).toContain('Ana sells "Hierarch"');
    expect(steps.some((s) => /passes/.test(s))).toBe(true);
  });

  it('plays two moves and saves them as a scenario that passes, starting from the position', () => {
    const r = at(DIVEST, 'Ana money 10');
    const sell = r.legal().find((l) => l.step === 'Ana sells "Hierarch"');
    expect(r.play(sell?.index as number)).toEqual({ ok: true, step: 'Ana sells "Hierarch"' });
    const second = r.legal()[0];
    expect(r.play(second?.index as number).ok).toBe(true);
    const checked = r.check('Recorded sale', DIVEST, diskLoader);
    expect(checked).toMatchObject({ status: 'passed', problems: [] });
    const text = 'text' in checked ? checked.text : '';
    expect(text).toContain('use "cards/basic.cards"');
    expect(text).toContain('scenario "Recorded sale"\n  revisions v1.7');
    expect(text).toMatch(/\ngiven\n(.*\n)* {2}turn 5, Ana active, phase divest\n/);
    expect(text).toContain(`when\n  Ana sells "Hierarch"\n  ${second?.step}`);
  });

  it('takes a move back', () => {
    const r = at(DIVEST, 'Ana money 10');
    r.play(r.legal()[0]?.index as number);
    expect(r.undo()).toBe(true);
    expect(r.played).toEqual([]);
    expect(r.undo()).toBe(false);
  });

  it('forks mid-challenge, where no given holds the position, by replaying the source steps up to there', () => {
    const r = at(CHALLENGE, 'Nick blocks with "Grunt"');
    expect(r.origin.line).toBe(lineOf(CHALLENGE, 'Nick blocks with "Grunt"'));
    r.play(r.legal()[0]?.index as number);
    const checked = r.check('Fork of the block', CHALLENGE, diskLoader);
    expect(checked).toMatchObject({ status: 'passed', problems: [] });
    const text = 'text' in checked ? checked.text : '';
    expect(text).toContain('scenario "Fork of the block"\n  revisions v1.7');
    expect(text).toContain('  Nick blocks with "Grunt"\n  # recorded from');
    expect(text).not.toContain('"Raamaa" engaged');
  });
});
