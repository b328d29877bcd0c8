import { describe, expect, it } from 'vitest';
import { getDefinition } from '../src/service/definition.js';
import { getReferences } from '../src/service/references.js';
import { getRenameEdits, prepareRename } from '../src/service/rename.js';
import { at, open, SELL, uri, workspace } from './helpers.js';

const OTHER = `use "../cards/basic.cards"

scenario "Another"
given
  turn 5, Ana active, phase divest
  Ana network
    0,0  business "Ana Corp"
    0,1  "Hierarch"
when
  Ana sells "Hierarch"
then
  Ana money 14
`;

describe('definition, references, rename', () => {
  const setup = () => {
    const { index } = workspace({ 'scenarios/other.scenario': OTHER });
    const f = open(index, 'scenarios/s.scenario', SELL);
    return { index, f };
  };

  it('goes from a card name to its definition in the used card library', () => {
    const { index, f } = setup();
    const [loc] = getDefinition(f, at(SELL, 'sells "Hierarch"', 8), index);
    expect(loc?.uri).toBe(uri('/ws/cards/basic.cards'));
    expect(index.text(loc?.uri ?? '')?.split('\n')[loc?.range.start.line ?? 0]).toContain(
      'character "Hierarch"',
    );
  });

  it('goes from a `use` line to the file', () => {
    const { index, f } = setup();
    expect(getDefinition(f, at(SELL, 'basic.cards', 1), index)).toEqual([
      {
        uri: uri('/ws/cards/basic.cards'),
        range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
      },
    ]);
  });

  it('goes from a player to where the scenario first names them', () => {
    const { index, f } = setup();
    const [loc] = getDefinition(f, at(SELL, 'Ana sells "Hierarch"', 1), index);
    expect(loc?.range.start).toEqual({ line: 6, character: 10 });
  });

  it('finds a card in every scenario and card library', () => {
    const { index, f } = setup();
    const refs = getReferences(f, at(SELL, 'sells "Hierarch"', 8), index);
    const files = [...new Set(refs.map((r) => r.uri.split('/').pop()))].sort();
    expect(files).toEqual(['basic.cards', 'other.scenario', 's.scenario']);
    expect(refs).toHaveLength(1 + 3 + 2);
    expect(getReferences(f, at(SELL, 'sells "Hierarch"', 8), index, false)).toHaveLength(5);
  });

  it('renames a card everywhere, keeping the quotes', () => {
    const { index, f } = setup();
    expect(prepareRename(f, at(SELL, 'sells "Hierarch"', 8), index)).toEqual({
      range: { start: { line: 17, character: 12 }, end: { line: 17, character: 22 } },
      placeholder: 'Hierarch',
    });
    const edit = getRenameEdits(f, at(SELL, 'sells "Hierarch"', 8), 'High "Priest"', index);
    if (!edit || 'error' in edit) throw new Error('no edit');
    const changes = edit.changes ?? {};
    expect(Object.keys(changes).sort()).toEqual([
      uri('/ws/cards/basic.cards'),
      uri('/ws/scenarios/other.scenario'),
      uri('/ws/scenarios/s.scenario'),
    ]);
    expect(changes[uri('/ws/cards/basic.cards')]?.[0]?.newText).toBe('"High \\"Priest\\""');
  });

  it('renames a player within its scenario only, and refuses a reserved word', () => {
    const { index, f } = setup();
    const edit = getRenameEdits(f, at(SELL, 'Ana money 14', 1), 'Anna', index);
    if (!edit || 'error' in edit) throw new Error('no edit');
    expect(Object.keys(edit.changes ?? {})).toEqual([uri('/ws/scenarios/s.scenario')]);
    expect(edit.changes?.[uri('/ws/scenarios/s.scenario')]).toHaveLength(7);
    expect(getRenameEdits(f, at(SELL, 'Ana money 14', 1), 'given', index)).toEqual({
      error: '`given` is a reserved word',
    });
    expect(getRenameEdits(f, at(SELL, 'Ana money 14', 1), 'two words', index)).toMatchObject({
      error: expect.stringContaining('one word'),
    });
  });

  it('renames a scenario title', () => {
    const { index, f } = setup();
    const edit = getRenameEdits(f, at(SELL, 'Selling a pile', 3), 'Sales', index);
    if (!edit || 'error' in edit) throw new Error('no edit');
    expect(edit.changes?.[uri('/ws/scenarios/s.scenario')]).toEqual([
      { range: { start: { line: 2, character: 9 }, end: { line: 2, character: 49 } }, newText: '"Sales"' },
    ]);
  });

  it('has nothing to offer on a keyword', () => {
    const { index, f } = setup();
    expect(getDefinition(f, at(SELL, 'given', 1), index)).toEqual([]);
    expect(prepareRename(f, at(SELL, 'given', 1), index)).toBeNull();
  });
});
