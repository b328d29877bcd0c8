import { describe, expect, it } from 'vitest';
import { acceptActual, games, runScenarioText } from '../../src/index.js';

const CARDS = `cards
  business "Ana Corp"       cost 20M       traits IQ 5, EQ 5, MQ 5, BQ 8
  business "Nick Corp"      cost 20M       traits IQ 5, EQ 5, MQ 5, BQ 8
  character "Raamaa"        cost 5M + 1BQ  traits IQ 2, EQ 1, MQ 2, BQ 4  founder
  character "Hierarch"      cost 4M + 3BQ  traits IQ 1, EQ 2, MQ -, BQ 4
  equipment "Lineage"       cost 2M        traits BQ 1
`;

const SELL = `${CARDS}
scenario "Selling a pile pays its valuation"
  revisions v1.7
given
  turn 5, Ana active, phase divest
  Ana money 10
  Ana network
    0,0  business "Ana Corp"
    1,0  founder "Raamaa"
    0,1  "Hierarch" over "Lineage"
  Nick network
    0,0  business "Nick Corp"
when
  Ana sells "Hierarch"
then
  Ana money 15  # the valuation
  Ana open market "Lineage"
  "Raamaa" engaged
`;

// A checkpoint that fails stops the run there.
const CHECKED = SELL.replace(
  '  Ana sells "Hierarch"\n',
  '  Ana sells "Hierarch"\n  expect Ana money 99  # wrong on purpose\n',
);

const lineOf = (text: string, s: string) => text.split('\n').findIndex((l) => l.includes(s));
const accept = (text: string, line: number, revision?: string) =>
  acceptActual(games, text, 'sell.scenario', { line, ...(revision ? { revision } : {}) });

describe('accepting the actual value as the expectation', () => {
  it("rewrites a money fact to the money the game shows, keeping the line's comment, and the scenario then passes that line", () => {
    const r = accept(SELL, lineOf(SELL, 'Ana money 15'));
    expect(r).toMatchObject({
      ok: true,
      before: '  Ana money 15  # the valuation',
      after: '  Ana money 14  # the valuation',
    });
    if (!r.ok) return;
    const failures = runScenarioText(r.text, 'sell.scenario').scenarios[0]?.failures ?? [];
    expect(failures.map((f) => f.range.start.line)).not.toContain(lineOf(SELL, 'Ana money 15'));
  });

  it('rewrites an expect checkpoint between steps', () => {
    const r = accept(CHECKED, lineOf(CHECKED, 'expect Ana money 99'));
    expect(r).toMatchObject({ ok: true, after: '  expect Ana money 14  # wrong on purpose' });
  });

  it('rewrites a zone and an orientation to what the game shows, written as the fact writes them', () => {
    const zone = accept(SELL, lineOf(SELL, 'Ana open market'));
    expect(zone).toMatchObject({ ok: true, after: '  Ana open market "Lineage", "Hierarch"' });
    const engaged = accept(SELL, lineOf(SELL, '"Raamaa" engaged'));
    expect(engaged).toMatchObject({ ok: true, after: '  "Raamaa" disengaged' });
  });

  it('changes nothing but that line', () => {
    const line = lineOf(SELL, 'Ana money 15');
    const r = accept(SELL, line);
    if (!r.ok) throw new Error(r.reason);
    const a = SELL.split('\n');
    const b = r.text.split('\n');
    expect(b.length).toBe(a.length);
    expect(b.filter((l, i) => l !== a[i])).toEqual(['  Ana money 14  # the valuation']);
  });

  it('says why, at file:line, on a line that does not fail', () => {
    const r = accept(SELL, lineOf(SELL, 'Ana sells "Hierarch"'));
    expect(r).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^sell\.scenario:\d+: no failing expectation/),
    });
  });

  it('takes the revision asked for only', () => {
    const r = accept(SELL, lineOf(SELL, 'Ana money 15'), 'ed3.0-fr');
    expect(r.ok).toBe(false);
  });
});
