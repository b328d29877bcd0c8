import { describe, expect, it } from 'vitest';
import type { Hover } from 'vscode-languageserver';
import { getHover } from '../src/service/hover.js';
import { at, open, SELL, workspace } from './helpers.js';

const text = (h: Hover | null) => (h ? (h.contents as { value: string }).value : null);

describe('hover', () => {
  const { index } = workspace();
  const f = open(index, 'scenarios/s.scenario', SELL);

  it('a clause shows the rules it cites and its clause under each revision', () => {
    const h = getHover(f, at(SELL, '5.5.4', 1), index);
    expect(text(h)).toBe(
      '**5.5.4**\n\n`divest.cannot-sell-business` — A player may not sell his business.\n\n' +
        'v1.5.5: §Turn Sequences › D – Divest Phase · v1.7: 5.5.4 · ed3.0-en: §Divest Phase · ed3.0-fr: §Phase de ventes',
    );
    expect(h?.range).toEqual({ start: { line: 16, character: 36 }, end: { line: 16, character: 41 } });
  });

  it('a rule key shows its summary too', () => {
    const g = open(
      index,
      'scenarios/k.scenario',
      SELL.replace('rejected 5.5.4', 'rejected divest.cannot-sell-business'),
    );
    expect(text(getHover(g, at(g.text, 'divest.cannot', 3), index))).toContain(
      'A player may not sell his business.',
    );
  });

  it('a card shows its stats from the library the scenario binds', () => {
    expect(text(getHover(f, at(SELL, '"Hierarch" over', 2), index))).toBe(
      '**"Hierarch"** — character\n\ncost 4M + 3BQ · traits IQ 1, EQ 2, MQ -, BQ 4',
    );
  });

  it('a step shows the state after it: money, phase, priority, stack', () => {
    const h = getHover(f, at(SELL, 'Ana sells "Hierarch"', 5), index, { revision: 'v1.7' });
    expect(text(h)).toBe(
      [
        '**After this step** (v1.7, passed)',
        '',
        'turn 5, Ana active, end, window — priority **Ana**',
        '',
        '| player | money | pool | hand |',
        '|---|---:|---|---:|',
        '| Ana | 14 M | — | 0 |',
        '| Nick | 10 M | — | 0 |',
        '',
        'stack (top first): empty',
      ].join('\n'),
    );
  });

  it('a revision parameter shows its value in every revision', () => {
    const r = open(
      index,
      'drafts/whole.revision',
      'revision "W"\n  extends v1.7\nset\n  sellPile whole-pile\n',
    );
    const h = text(getHover(r, { line: 3, character: 4 }, index));
    expect(h).toContain('| v1.7 | `"top-card-only"` | 5.5.3, 5.5.6.2–5.5.6.3, 3.10.7 |');
    expect(h).toContain('| ed3.0-fr | `"whole-pile"` |');
    expect(h).toContain('| whole | `"whole-pile"` | draft whole |');
  });

  it('nothing to say on blank lines and past the end', () => {
    expect(getHover(f, { line: 1, character: 0 }, index)).toBeNull();
    expect(() => getHover(f, { line: 500, character: 3 }, index)).not.toThrow();
  });
});
