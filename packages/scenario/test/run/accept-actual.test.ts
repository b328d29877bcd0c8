import { describe, expect, it } from 'vitest';
import { type AcceptableResult, acceptActual, acceptActualAt, runScenarioText } from '../../src/index.js';

const CARDS = `# the cards   of this file (spacing kept as written)
cards
  business "Ana Corp"  cost 15M  traits IQ 1, EQ 1, MQ 1, BQ 3
  business "Nick Corp"  cost 15M  traits IQ 1, EQ 1, MQ 1, BQ 3
  character "Raamaa"  cost 4M  traits IQ 2, EQ 1, MQ 1, BQ 3  founder
`;

const scenario = (when: string, then: string) => `${CARDS}
scenario "Ana's position after a quiet Buy Phase"
  revisions v1.7, ed3.0-fr
given
  turn 1, Ana active, phase buy
  Ana money 10
  Ana hand 3 cards
  Ana network
    0,0  business "Ana Corp"
    1,0  founder "Raamaa"
  Nick network
    0,0  business "Nick Corp"
when
${when}
then
${then}
`;

const run = (text: string) => runScenarioText(text, 'accept.scenario').scenarios;
const linesOf = (text: string) => text.split('\n');

/** The lines of `after` that differ from `before` (both the same length). */
function changedLines(before: string, after: string): number[] {
  const a = linesOf(before);
  const b = linesOf(after);
  expect(b).toHaveLength(a.length);
  return a.flatMap((line, i) => (line === b[i] ? [] : [i + 1]));
}

describe('accept actual as expected', () => {
  it('rewrites several failing facts of one file at once, and the rewritten file passes', () => {
    const text = scenario(
      '  expect Ana money 10',
      [
        '  Ana money 3             # the designer guessed',
        '  Ana hand 2 cards  under v1.7',
        '  Nick money   10',
        '  game over',
        '  "Raamaa" engaged',
      ].join('\n'),
    );
    const results = run(text);
    expect(results.every((r) => r.status === 'failed')).toBe(true);
    const accepted = acceptActual(text, results);
    expect(accepted.changes.map((c) => [c.old, c.new])).toEqual([
      ['Ana money 3', 'Ana money 10'],
      ['Ana hand 2 cards', 'Ana hand 3 cards'],
      ['game over', 'game not over'],
      ['"Raamaa" engaged', '"Raamaa" disengaged'],
    ]);
    // Only `under v1.7` runs checked the hand: the change says which revisions it states.
    expect(accepted.changes[1]?.revisions).toEqual(['v1.7']);
    expect(run(accepted.text).map((r) => r.status)).toEqual(['passed', 'passed']);
  });

  it('changes only the words of the fact: passing lines, comments, endings and spacing stay byte for byte', () => {
    const text = scenario(
      '  expect Ana money 10',
      [
        '  Ana money 3             # the designer guessed',
        '  Ana hand 2 cards  under v1.7',
        '  Nick money   10',
      ].join('\n'),
    );
    const accepted = acceptActual(text, run(text));
    const at = (n: number) => linesOf(accepted.text)[n - 1];
    const [money, hand] = accepted.changes.map((c) => c.line);
    expect(changedLines(text, accepted.text)).toEqual([money, hand]);
    // The comment keeps its column, the `under` ending its words.
    expect(at(money as number)).toBe('  Ana money 10            # the designer guessed');
    expect(at(hand as number)).toBe('  Ana hand 3 cards  under v1.7');
  });

  it('rewrites an `expect` checkpoint through the printer, keeping `expect`', () => {
    const text = scenario('  expect Ana money 7    # before any purchase', '  Ana money 10');
    const accepted = acceptActual(text, run(text));
    expect(accepted.changes.map((c) => c.new)).toEqual(['expect Ana money 10']);
    expect(linesOf(accepted.text)[(accepted.changes[0]?.line ?? 0) - 1]).toBe(
      '  expect Ana money 10   # before any purchase',
    );
    expect(run(accepted.text).every((r) => r.status === 'passed')).toBe(true);
  });

  it('keeps a fact that states no single value, and says why', () => {
    const text = scenario('  expect Ana money 10', '  Ana hand contains "Raamaa"');
    const accepted = acceptActual(text, run(text));
    expect(accepted.changes).toEqual([]);
    expect(accepted.text).toBe(text);
    expect(accepted.kept).toEqual([
      expect.objectContaining({
        text: 'Ana hand contains "Raamaa"',
        reason: expect.stringContaining('by hand'),
      }),
    ]);
  });

  it('keeps a fact whose actual value differs between revisions, naming each', () => {
    const text = scenario('  expect Ana money 10', '  Ana money 3');
    const [v17, ed3] = run(text) as unknown as readonly [AcceptableResult, AcceptableResult];
    // The same failure, as a revision that paid 1 M more would report it.
    const other = {
      ...ed3,
      failures: ed3.failures.map((f) => {
        const fact = f.actualFact as Extract<NonNullable<typeof f.actualFact>, { kind: 'money' }>;
        return { ...f, actualFact: { ...fact, amount: { ...fact.amount, value: 9 } } };
      }),
    };
    const accepted = acceptActual(text, [v17, other]);
    expect(accepted.changes).toEqual([]);
    expect(accepted.kept[0]?.reason).toMatch(/v1\.7: Ana money 10; ed3\.0-fr: Ana money 9/);
  });

  it('keeps a fact that holds under a revision the scenario passed under', () => {
    const text = scenario('  expect Ana money 10', '  Ana money 3');
    const [v17, ed3] = run(text) as unknown as readonly [AcceptableResult, AcceptableResult];
    const accepted = acceptActual(text, [v17, { ...ed3, status: 'passed', failures: [] }]);
    expect(accepted.changes).toEqual([]);
    expect(accepted.kept[0]?.reason).toMatch(/holds under ed3\.0-fr/);
  });

  it('keeps Windows line endings on the line it rewrites', () => {
    const text = scenario('  expect Ana money 10', '  Ana money 3').replaceAll('\n', '\r\n');
    const accepted = acceptActual(text, run(text));
    expect(accepted.changes).toHaveLength(1);
    expect(accepted.text).toBe(text.replace('  Ana money 3\r\n', '  Ana money 10\r\n'));
  });

  it('writes each kind of one-value fact in the form it was written, and every rewrite then holds', () => {
    const text = `cards
  business "Ana Corp"  cost 15M  traits IQ 1, EQ 1, MQ 1, BQ 3
  business "Nick Corp"  cost 15M  traits IQ 1, EQ 1, MQ 1, BQ 3
  character "Raamaa"  cost 4M  traits IQ 2, EQ 1, MQ 1, BQ 3  founder
  character "Hierarch"  cost 4M + 3BQ  traits IQ 1, EQ 2, MQ -, BQ 4
  equipment "Lineage"  cost 2M  traits BQ 1

scenario "Selling a pile"
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
  Ana pool BQ 1
  Ana network 0,1 "Hierarch"
  Ana open market top "Hierarch"
  Ana open market 5 cards
  Ana hand "Raamaa"
  stack "Raamaa"
  "Raamaa" damage BQ 1
  "Raamaa" traits BQ 9, IQ 2
  "Raamaa" controlled by Nick
  "Raamaa" engaged
  "Hierarch" in Ana's hand
  turn 4, Nick active
`;
    const results = run(text);
    const accepted = acceptActual(text, results);
    expect(accepted.kept).toEqual([]);
    expect(accepted.changes.map((c) => c.new)).toEqual([
      'Ana pool empty',
      'Ana network 0,1 empty',
      'Ana open market top "Lineage"',
      'Ana open market 2 cards',
      'Ana hand empty',
      'stack empty',
      '"Raamaa" damage none',
      '"Raamaa" traits BQ 3, IQ 2',
      '"Raamaa" controlled by Ana',
      '"Raamaa" disengaged',
      '"Hierarch" in Ana\'s open market',
      'turn 5, Ana active',
    ]);
    expect(run(accepted.text).map((r) => [r.status, r.failures.map((f) => f.message)])).toEqual([
      ['passed', []],
    ]);
  });
});

const SELL_CARDS = `cards
  business "Ana Corp"       cost 20M       traits IQ 5, EQ 5, MQ 5, BQ 8
  business "Nick Corp"      cost 20M       traits IQ 5, EQ 5, MQ 5, BQ 8
  character "Raamaa"        cost 5M + 1BQ  traits IQ 2, EQ 1, MQ 2, BQ 4  founder
  character "Hierarch"      cost 4M + 3BQ  traits IQ 1, EQ 2, MQ -, BQ 4
  equipment "Lineage"       cost 2M        traits BQ 1
`;

const SELL = `${SELL_CARDS}
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
const acceptAt = (text: string, line: number, revision?: string) =>
  acceptActualAt(
    text,
    runScenarioText(text, 'sell.scenario').scenarios,
    { line, ...(revision ? { revision } : {}) },
    { uri: 'sell.scenario' },
  );

describe('accepting the actual value at one line (the failure peek)', () => {
  it("rewrites a money fact to the money the game shows, keeping the line's comment, and the scenario then passes that line", () => {
    const r = acceptAt(SELL, lineOf(SELL, 'Ana money 15'));
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
    const r = acceptAt(CHECKED, lineOf(CHECKED, 'expect Ana money 99'));
    expect(r).toMatchObject({ ok: true, after: '  expect Ana money 14  # wrong on purpose' });
  });

  it('rewrites a zone and an orientation to what the game shows, written as the fact writes them', () => {
    const zone = acceptAt(SELL, lineOf(SELL, 'Ana open market'));
    expect(zone).toMatchObject({ ok: true, after: '  Ana open market "Lineage", "Hierarch"' });
    const engaged = acceptAt(SELL, lineOf(SELL, '"Raamaa" engaged'));
    expect(engaged).toMatchObject({ ok: true, after: '  "Raamaa" disengaged' });
  });

  it('changes nothing but that line, though other lines of the file fail too', () => {
    const r = acceptAt(SELL, lineOf(SELL, 'Ana money 15'));
    if (!r.ok) throw new Error(r.reason);
    const a = SELL.split('\n');
    const b = r.text.split('\n');
    expect(b.length).toBe(a.length);
    expect(b.filter((l, i) => l !== a[i])).toEqual(['  Ana money 14  # the valuation']);
  });

  it('says why, at file:line, on a line that does not fail', () => {
    const r = acceptAt(SELL, lineOf(SELL, 'Ana sells "Hierarch"'));
    expect(r).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^sell\.scenario:\d+: no failing expectation/),
    });
  });

  it('takes the revision asked for only', () => {
    const r = acceptAt(SELL, lineOf(SELL, 'Ana money 15'), 'ed3.0-fr');
    expect(r).toMatchObject({ ok: false, reason: expect.stringMatching(/under ed3\.0-fr/) });
  });
});
