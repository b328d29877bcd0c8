import { describe, expect, it } from 'vitest';
import { getCompletionItems } from '../src/service/completion.js';
import { at, BUY, open, SELL, workspace } from './helpers.js';

function complete(path: string, text: string, needle: string, offset: number) {
  const { index } = workspace();
  const f = open(index, path, text);
  return getCompletionItems(f, at(text, needle, offset), index, { revision: 'v1.7' }).items;
}
const labels = (items: { label: string }[]) => items.map((i) => i.label);

describe('completion', () => {
  it('offers the section keywords at the left margin', () => {
    const text = SELL.replace('then\n', 'th\n');
    const items = complete('scenarios/s.scenario', text, 'th\n', 2);
    expect(labels(items)).toEqual(['then']);
    expect(items[0]?.textEdit).toMatchObject({
      newText: 'then',
      range: { start: { line: 18, character: 0 }, end: { line: 18, character: 2 } },
    });
  });

  it('at a step, offers the actions legal in the state the scenario reached there', () => {
    const text = BUY.replace('  Nick passes\n', '  \n');
    const items = complete('scenarios/b.scenario', text, 'at 0,1\n  ', 9);
    const steps = labels(items);
    // After Ana bought the Grunt she may buy the Cleric, produce, or pass; the Grunt is no longer in her hand.
    expect(steps).toContain('Ana buys "Gnost Cleric" at 0,2');
    expect(steps).toContain('Ana produces BQ with "Raamaa"');
    expect(steps).toContain('Ana passes');
    expect(steps.some((s) => s.startsWith('Ana buys "Grunt"'))).toBe(false);
    expect(items[0]?.detail).toBe('legal now (v1.7)');
    expect(steps).toContain('at');
    expect(steps).toContain('Nick');
  });

  it('narrows the legal actions as the step is typed, down to the docking spaces', () => {
    const text = BUY.replace('  Ana buys "Grunt" at 0,1\n', '  Ana buys "Grunt" at \n');
    const items = complete('scenarios/b.scenario', text, 'Ana buys "Grunt" at ', 20);
    expect(labels(items).slice(0, 6)).toEqual([
      'Ana buys "Grunt" at 0,-1',
      'Ana buys "Grunt" at 1,-1',
      'Ana buys "Grunt" at -1,0',
      'Ana buys "Grunt" at 2,0',
      'Ana buys "Grunt" at 0,1',
      'Ana buys "Grunt" at 1,1',
    ]);
    // The edit replaces the whole step typed so far.
    expect(items[0]?.textEdit).toMatchObject({
      range: { start: { line: 15, character: 2 }, end: { line: 15, character: 22 } },
    });
  });

  it('in the divest phase, the legal sales', () => {
    const text = SELL.replace('  Ana sells "Hierarch"\n', '  Ana sel\n');
    expect(labels(complete('scenarios/s.scenario', text, '  Ana sel\n', 9))).toEqual([
      'Ana sells "Raamaa"',
      'Ana sells "Hierarch"',
      'sells',
    ]);
  });

  it('inside quotes, card names of the scenario`s library, replacing the quoted text', () => {
    const text = SELL.replace('  Ana sells "Hierarch"\n', '  Ana sells "Hie\n');
    const items = complete('scenarios/s.scenario', text, 'sells "Hie', 10);
    expect(labels(items)).toEqual(['"Hierarch"']);
    expect(items[0]?.textEdit).toMatchObject({
      newText: '"Hierarch"',
      range: { start: { character: 12 }, end: { character: 16 } },
    });
  });

  it('clauses after `-> rejected`, revisions after `revisions`, traits after `using`', () => {
    expect(
      labels(
        complete(
          'scenarios/s.scenario',
          SELL.replace('-> rejected 5.5.4', '-> rejected 5.5.'),
          'rejected 5.5.',
          13,
        ),
      ),
    ).toContain('5.5.4');
    expect(
      labels(
        complete(
          'scenarios/s.scenario',
          SELL.replace('-> rejected 5.5.4', '-> rejected divest.'),
          'rejected divest.',
          16,
        ),
      ),
    ).toContain('divest.cannot-sell-business');
    expect(
      labels(
        complete('scenarios/s.scenario', SELL.replace('revisions v1.7', 'revisions '), 'revisions ', 10),
      ),
    ).toEqual(['v1.5.5', 'v1.7', 'ed3.0-en', 'ed3.0-fr']);
    const attack = SELL.replace(
      '  Ana sells "Hierarch"\n',
      '  Ana attacks Nick\'s business with "Raamaa" using \n',
    );
    expect(labels(complete('scenarios/s.scenario', attack, 'using ', 6))).toEqual(['IQ', 'EQ', 'MQ', 'BQ']);
  });

  it('after a player in `then`, what a player has', () => {
    const text = SELL.replace('  Ana money 14\n', '  Ana mo\n');
    expect(labels(complete('scenarios/s.scenario', text, 'Ana mo', 6))).toEqual(['money']);
  });

  it('in a .revision file: sections, base revisions, parameters and their values', () => {
    const rev = 'revision "Whole"\n  extends v1\nset\n  sellPile \n  sellPi\n';
    expect(labels(complete('drafts/x.revision', rev, 'extends v1', 10))).toEqual(['v1.5.5', 'v1.7']);
    const values = complete('drafts/x.revision', rev, 'sellPile ', 9);
    expect(labels(values)).toEqual(['top-card-only', 'whole-pile']);
    expect(values[1]?.detail).toBe('as in v1.5.5, ed3.0-fr');
    const names = complete('drafts/x.revision', rev, '  sellPi\n', 8);
    expect(labels(names)).toContain('sellPile');
    expect(names.find((n) => n.label === 'sellPile')?.detail).toBe('v1.7: top-card-only');
  });

  it('never throws on odd positions', () => {
    const { index } = workspace();
    const f = open(index, 'scenarios/s.scenario', SELL);
    for (const p of [
      { line: -1, character: 0 },
      { line: 999, character: 5 },
      { line: 3, character: 999 },
    ]) {
      expect(() => getCompletionItems(f, p, index)).not.toThrow();
    }
  });
});
