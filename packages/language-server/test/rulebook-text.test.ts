import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempProject } from '@arbiter/scenario/testing/temp-project';
import { describe, expect, it } from 'vitest';
import type { Hover } from 'vscode-languageserver';
import { getHover } from '../src/service/hover.js';
import { loadRulebookText, parseRulebookText } from '../src/service/rulebook-text.js';
import { pathToUri } from '../src/uri.js';
import { at, open, SELL, workspace } from './helpers.js';

const GARDENER_SCENARIO = join(
  import.meta.dirname,
  '../../../scenarios/gardener/teams/the-last-support-wins-the-bidding.scenario',
);

// An invented rulebook in the shapes real ones use (bullets, nesting, a wrapped line), not their words.
const RULES = `Chapter five
- 5.5 Divest
  - 5.5.4 Invented wording: the business stays
    where it is, always.
  - 5.5.5. Another clause.

5.6 Unbulleted clause
`;

describe("the rule's own words from the user's rulebook text", () => {
  it('reads each numbered clause with its continuation lines, whatever the bullet or trailing dot', () => {
    const clauses = parseRulebookText(RULES);
    expect(clauses.get('5.5.4')).toBe('Invented wording: the business stays where it is, always.');
    expect(clauses.get('5.5.5')).toBe('Another clause.');
    expect(clauses.get('5.6')).toBe('Unbulleted clause');
    expect(clauses.has('5')).toBe(false);
  });

  it('reads the file the setting names, relative to the workspace, and says why it cannot', () => {
    const project = tempProject({ 'rules.txt': RULES }, 'rulebook-');
    const dir = project.root;
    try {
      expect(loadRulebookText('rules.txt', [pathToUri(dir)]).text?.get('5.5.5')).toBe('Another clause.');
      expect(loadRulebookText(join(dir, 'rules.txt'), []).text?.size).toBe(4);
      expect(loadRulebookText('missing.txt', [pathToUri(dir)]).problem).toMatch(/cannot read .*missing\.txt/);
      expect(loadRulebookText(null, [])).toEqual({});
    } finally {
      project.dispose();
    }
  });

  it('shows the clause text in the hover after the paraphrase, and the paraphrase alone without it', () => {
    const { index } = workspace();
    const f = open(index, 'scenarios/s.scenario', SELL);
    const text = (h: Hover | null) => (h ? (h.contents as { value: string }).value : '');
    const clauses = parseRulebookText(RULES);
    const withText = text(getHover(f, at(SELL, '5.5.4', 1), index, { rulebook: (c) => clauses.get(c) }));
    expect(withText).toContain('A player may not sell his business.');
    expect(withText).toMatch(
      /\n> Invented wording: the business stays where it is, always\.\n\n\*from your rulebook text\*$/,
    );
    expect(withText.indexOf('A player may not')).toBeLessThan(withText.indexOf('Invented wording'));
    expect(text(getHover(f, at(SELL, '5.5.4', 1), index))).not.toContain('rulebook text');
  });

  it("quotes the rulebook text in Megacorp files only: another game's clauses are not its numbers", () => {
    const { index } = workspace();
    const text = readFileSync(GARDENER_SCENARIO, 'utf8');
    const f = open(index, 'scenarios/bidding.scenario', text);
    const hover = getHover(f, at(text, 'Play modes', 1), index, { rulebook: () => 'Invented wording.' });
    const value = hover ? (hover.contents as { value: string }).value : '';
    expect(value).toContain('**Play modes**');
    expect(value).not.toContain('Invented wording');
  });
});
