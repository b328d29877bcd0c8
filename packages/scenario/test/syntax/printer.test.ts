import { describe, expect, it } from 'vitest';
import { format, parse, printStatement, type Statement, type WhenSection } from '../../src/index.js';
import { EVERY_FORM, LIBRARY, SELLING_A_PILE } from './fixtures.js';
import { meaning } from './helpers.js';

const fmt = (text: string) => format(parse(text).file);

describe('the formatter', () => {
  it('writes the issue example in its canonical, aligned form', () => {
    expect(fmt(SELLING_A_PILE)).toBe(`scenario "Selling a pile sells only its top card"
  revisions v1.7, ed3.0-fr
  covers 5.5.3, 5.5.6.3
cards
  character "Hierarch"  cost 4M + 3BQ  traits IQ 1, EQ 2, MQ -, BQ 4
  equipment "Lineage"   cost 2M        traits BQ 1
given
  turn 5, Ana active, phase divest
  Ana money 10
  Ana network
    0,0  business "Ana Corp"
    1,0  founder "Raamaa"
    0,1  "Hierarch" over "Lineage"
  Nick money 10
when
  Ana sells "Ana Corp"  -> rejected 5.5.4
  Ana sells "Hierarch"
then
  Ana money 14  under v1.7
  Ana money 16  under ed3.0-fr
`);
  });

  it('normalises spacing, indentation, quotes, case of keywords, units and line endings', () => {
    const messy = [
      'SCENARIO   “Messy”',
      'Given',
      'Ana   money 10 M',
      '\tAna hand 0 cards',
      '      Ana network',
      '          -1,0 "Wall"   ENGAGED',
      '          0,0 Business "Corp"',
      'When',
      ' Ana   Sells  "Wall"   ->   Rejected   5.5.5',
      'then',
      '    "Wall" damage BQ 2 ( 1 permanent )',
      '',
      '',
      '',
      '    Ana hand 1 card',
    ].join('\r\n');
    expect(fmt(messy)).toBe(`scenario "Messy"
given
  Ana money 10
  Ana hand 0 cards
  Ana network
    -1,0  "Wall" engaged
    0,0   business "Corp"
when
  Ana sells "Wall"  -> rejected 5.5.5
then
  "Wall" damage BQ 2 (1 permanent)

  Ana hand 1 card
`);
  });

  it('is idempotent on every example', () => {
    for (const text of [SELLING_A_PILE, EVERY_FORM, LIBRARY]) {
      const once = fmt(text);
      expect(fmt(once)).toBe(once);
    }
  });

  it('keeps the meaning of every example', () => {
    for (const text of [SELLING_A_PILE, EVERY_FORM, LIBRARY]) {
      expect(meaning(parse(fmt(text)).file)).toEqual(meaning(parse(text).file));
    }
  });

  it('keeps every comment', () => {
    const text = '# one\nscenario "c"  # two\ngiven  # three\n  # four\n  Ana money 1  # five\n# six\n';
    const out = fmt(text);
    for (const c of ['one', 'two', 'three', 'four', 'five', 'six']) expect(out).toContain(`# ${c}`);
    expect(out).toBe('# one\nscenario "c"  # two\ngiven  # three\n  # four\n  Ana money 1  # five\n# six\n');
  });

  it('keeps an unreadable line and the lines under it, token by token', () => {
    const text = 'scenario "u"\nwhen\n  Ana   fliez  "X",3 (  a  )\n      whatever  :  1,0\n';
    expect(fmt(text)).toBe('scenario "u"\nwhen\n  Ana fliez "X", 3 (a)\n    whatever: 1,0\n');
  });

  it('moves card properties written under the card onto its line, keeping keyword lines', () => {
    const text =
      'cards\n  character "R"  traits BQ 4\n    REGENERATION: annihilate a card  # cost\n    cost 5M  unique\n';
    expect(fmt(text)).toBe(
      'cards\n  character "R"  cost 5M  traits BQ 4  unique\n    REGENERATION: annihilate a card  # cost\n',
    );
  });

  it('separates scenarios by one blank line and collapses runs of blank lines', () => {
    expect(fmt('scenario "a"\nthen\n  tie\n\n\n\n  game over\nscenario "b"\n\n\nthen\n  tie\n')).toBe(
      'scenario "a"\nthen\n  tie\n\n  game over\n\nscenario "b"\n\nthen\n  tie\n',
    );
  });

  it('keeps a fractional cashflow as written (1.2.7.1)', () => {
    const text =
      'cards\n  location "Kiosk"       cost 1M  cashflow 0.5M\n  location "Food Court"  cost 3M  cashflow 1.5M\n';
    expect(fmt(text)).toBe(text);
    expect(fmt('cards\n  location "Kiosk"  cost 1M  cashflow 0.5 M\n')).toBe(
      'cards\n  location "Kiosk"  cost 1M  cashflow 0.5M\n',
    );
  });

  it('writes an empty file as nothing', () => {
    expect(fmt('')).toBe('');
    expect(fmt('\n\n  \n')).toBe('');
  });
});

describe('printStatement', () => {
  it('prints one statement with the lines under it', () => {
    const { file } = parse(
      'scenario "p"\nwhen\n  at turn 3 challenge, after blockers:\n    Nick blocks with "A",  "B"\n',
    );
    const anchor = (file.scenarios[0]!.sections[0] as WhenSection).body[0] as Statement;
    expect(printStatement(anchor)).toBe('at turn 3 challenge, after blockers:\n  Nick blocks with "A", "B"');
    expect(printStatement(anchor, 1)).toBe(
      '  at turn 3 challenge, after blockers:\n    Nick blocks with "A", "B"',
    );
  });
});
