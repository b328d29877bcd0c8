import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PREDEFINED } from '@arbiter/gardener';
import { describe, expect, it } from 'vitest';
import type { CompletionItem } from 'vscode-languageserver';
import { getBoardAt } from '../src/service/board.js';
import { getCompletionItems } from '../src/service/completion.js';
import { getDiagnostics } from '../src/service/diagnostics.js';
import { evaluate } from '../src/service/evaluation.js';
import { getHover } from '../src/service/hover.js';
import { getReferences } from '../src/service/references.js';
import { getRenameEdits } from '../src/service/rename.js';
import { getStatechart } from '../src/service/statechart.js';
import { at, open, workspace } from './helpers.js';

/**
 * Gardener of Thoughts in the editor: a file's `game gardener` line gives it Gardener's words, rules,
 * revisions, board and live diagnostics, from the gardener package and its module.
 */
const here = dirname(fileURLToPath(import.meta.url));
const WON = readFileSync(
  join(here, '../../../scenarios/gardener/resolution/requirements-met-wins-the-adventure.scenario'),
  'utf8',
);

/** A Gardener card library being written: the cursor goes where `|` is. */
function cards(body: string) {
  const text = `game gardener\n\ncards\n  support "Patrol"\n${body}`;
  return { text: text.replace('|', ''), cursor: at(text, '|') };
}

function complete(body: string): CompletionItem[] {
  const { index } = workspace();
  const { text, cursor } = cards(body);
  const f = open(index, 'cards/gardener.cards', text);
  return getCompletionItems(f, cursor, index).items;
}

const hoverText = (value: unknown) => (value as { contents: { value: string } } | null)?.contents.value ?? '';

describe('Gardener in the editor', () => {
  it("completes a card's attribute and category names: the 28 the rulebook predefines, with their values", () => {
    const items = complete('    |');
    expect(items.map((i) => i.label)).toEqual(PREDEFINED.map((p) => p.name));
    expect(items).toHaveLength(28);
    expect(items.find((i) => i.label === 'PlayIfPlayer')?.detail).toBe(
      'condition on play of support cards: Anyone, Hero or Competitors',
    );
    expect(items.find((i) => i.label === 'Cost')?.detail).toBe(
      'attribute of any card: a whole number from 1 (none: free)',
    );
  });

  it('completes the values of an attribute with a closed set, and the operators of a condition', () => {
    expect(complete('    PlayIfPlayer |').map((i) => i.label)).toEqual(['Anyone', 'Hero', 'Competitors']);
    expect(complete('    AbleToRewind |').map((i) => i.label)).toEqual(['No', '"Last round"', 'Adventure']);
    expect(complete('    AbleToSwap |').map((i) => i.label)).toEqual(['No', 'Yes']);
    expect(complete('    PlayIfReputation |').map((i) => i.label)).toEqual(['>', '<', '>=', '<=', '=']);
    // Inside a category of conditions every attribute compares with an operator.
    expect(complete('    PlayIfBuildsite\n      Feats.StarshipDrive |').map((i) => i.label)).toEqual([
      '>',
      '<',
      '>=',
      '<=',
      '=',
    ]);
  });

  it("offers no predefined name inside Ply or Feats, whose attributes are the designer's own", () => {
    expect(complete('    Ply\n      |')).toEqual([]);
  });

  it('hovers an attribute name with what it does, its heading and the rules stated under it', () => {
    const { index } = workspace();
    const text = 'game gardener\n\ncards\n  support "Patrol"\n    Cost 2\n    PlayIfPlayer Hero\n';
    const f = open(index, 'cards/gardener.cards', text);
    const cost = hoverText(getHover(f, at(text, 'Cost', 1), index));
    expect(cost).toContain('**Cost** — attribute of any card');
    expect(cost).toContain('*Cards ► Predefined attributes ► Cost*');
    expect(cost).toContain(
      '`cost.unpayable` — A card whose Cost exceeds the other cards of the player’s ops',
    );
    const who = hoverText(getHover(f, at(text, 'PlayIfPlayer', 3), index));
    expect(who).toContain('*Cards ► Predefined attributes ► Conditional play ► PlayIfPlayer*');
    expect(who).toContain('`play-if.player`');
    // A word that is not a predefined name has no hover of its own.
    expect(getHover(f, at(text, 'Hero', 1), index)).toBeNull();
    // In a dotted path, the segment under the cursor: the category, not the designer's attribute.
    const path = 'game gardener\n\ncards\n  adventure "Voyage"\n    Requirements\n      Ply.Speed > 1\n';
    const g = open(index, 'cards/voyage.cards', path);
    expect(hoverText(getHover(g, at(path, 'Ply.', 1), index))).toContain(
      '**Ply** — category of support cards',
    );
    expect(getHover(g, at(path, 'Speed', 1), index)).toBeNull();
  });

  it('offers Gardener rule keys after -> rejected, not Megacorp clauses', () => {
    const { index } = workspace();
    const text = WON.replace(
      '  Ana passes\n  Nick passes\n  Ana plays "Ion Cannon"',
      '  Ana passes  -> rejected \n  Nick passes\n  Ana plays "Ion Cannon"',
    );
    const f = open(index, 'scenarios/g.scenario', text);
    const labels = getCompletionItems(f, at(text, '-> rejected ', 12), index).items.map((i) => i.label);
    expect(labels).toContain('cost.unpayable');
    expect(labels).toContain('Cards ► Predefined attributes ► Cost');
    expect(labels).not.toContain('5.5.4');
  });

  it('draws the board of a Gardener position from its module, under its own revision', () => {
    const { index } = workspace();
    const f = open(index, 'scenarios/g.scenario', WON);
    // The active revision is Megacorp's: a Gardener scenario shows its own.
    const board = getBoardAt(f, at(WON, 'expect Ana playground 4').line, index, 'v1.7');
    expect(board).toMatchObject({ game: 'gardener', revision: 'got-2008', at: 'step', status: 'passed' });
    const ana = board?.view.players.find((p) => p.id === 'Ana');
    const playground = ana?.zones.find((z) => z.id === 'playground');
    expect(playground?.count).toBe(4);
    expect(playground?.cards.map((c) => c.name)).toEqual(expect.arrayContaining(['Freighter', 'Ion Cannon']));
    expect(ana?.counters).toContainEqual({ label: 'role', value: 'hero' });
    expect(board?.view.panels[0]?.title).toBe('Requirements of Pirate Ambush');
    const final = getBoardAt(f, at(WON, 'hero Nick').line, index, null);
    expect(final?.at).toBe('final');
    expect(
      final?.view.players.find((p) => p.id === 'Ana')?.zones.find((z) => z.id === 'buildsite')?.count,
    ).toBe(1);
  });

  it("answers the statechart request with the document's game's chart, whose paths the board lights", () => {
    const { index } = workspace();
    const f = open(index, 'scenarios/g.scenario', WON);
    const chart = getStatechart(index, f.uri);
    expect(chart.children.map((c) => c.key)).toEqual(['setup', 'adventure', 'between', 'gameOver']);
    const paths: string[] = [];
    const walk = (n: typeof chart) => {
      paths.push(n.path);
      n.children.forEach(walk);
    };
    walk(chart);
    const board = getBoardAt(f, at(WON, 'expect Ana playground 4').line, index, null);
    for (const p of board?.view.where ?? []) expect(paths).toContain(p);
    // Without a document (or for a Megacorp one) the chart is Megacorp's.
    expect(getStatechart(index).children.map((c) => c.key)).toEqual(['setup', 'turn', 'gameOver']);
  });

  it('reports a wrong expectation live, with what the Gardener engine shows', () => {
    const { index } = workspace();
    const text = WON.replace('  Ana buildsite 1', '  Ana buildsite 2');
    const f = open(index, 'scenarios/g.scenario', text);
    const evaluation = evaluate(index, f.uri);
    expect(evaluation?.runs[0]?.results.map((r) => r.revision)).toEqual(['got-2008']);
    const d = getDiagnostics(f, index, evaluation).find(
      (x) => x.range.start.line === at(text, 'Ana buildsite 2').line,
    );
    expect(d?.data).toMatchObject({
      kind: 'evaluation',
      expected: 'Ana buildsite 2',
      actual: 'Ana buildsite 1',
    });
    expect(getDiagnostics(open(index, 'scenarios/g.scenario', WON), index, evaluate(index, f.uri))).toEqual(
      [],
    );
  });

  it("finds and renames a card and a player on Gardener's own lines (steps, stashes, facts)", () => {
    const { index } = workspace();
    const f = open(index, 'scenarios/g.scenario', WON);
    const freighter = getReferences(f, at(WON, 'plays "Freighter"', 8), index);
    // Its place in Ana's stash and the step that plays it.
    expect(freighter.map((l) => l.range.start.line)).toEqual([
      at(WON, '"Freighter"').line,
      at(WON, 'plays "Freighter"').line,
    ]);
    const edit = getRenameEdits(f, at(WON, 'plays "Freighter"', 8), 'Hauler', index);
    if (!edit || 'error' in edit) throw new Error('no edit');
    expect(
      Object.values(edit.changes ?? {})
        .flat()
        .map((e) => [e.range.start.line, e.newText]),
    ).toEqual([
      [at(WON, '"Freighter"').line, '"Hauler"'],
      [at(WON, 'plays "Freighter"').line, '"Hauler"'],
    ]);
    const ana = getReferences(f, at(WON, 'Ana buildsite 1'), index).map((l) => l.range.start.line);
    // Ana on the players line, in every step she takes and in the facts about her.
    expect(ana).toContain(at(WON, 'players Ana').line);
    expect(ana).toContain(at(WON, 'Ana plays "Pirate Ambush"').line);
    expect(ana).toContain(at(WON, 'Ana buildsite 1').line);
  });

  it('in a Gardener draft revision: its reading parameters and their values, hover and diagnostics', () => {
    const { index } = workspace();
    const text =
      'game gardener\nrevision "Exact"\n  extends got-2008\nset\n  unstatedOperator \n  comparisn strict\n';
    const f = open(index, 'drafts/exact.revision', text);
    const values = getCompletionItems(f, at(text, 'unstatedOperator ', 17), index).items;
    expect(values.map((i) => i.label)).toEqual(['at-least', 'exactly']);
    expect(values.find((i) => i.label === 'exactly')?.detail).toBe('as in got-strict');
    const names = getCompletionItems(f, at(text, '  comparisn', 2), index).items.map((i) => i.label);
    expect(names).toContain('requirementTotals');
    expect(names).not.toContain('startingMoney');
    const extendsIds = getCompletionItems(f, at(text, 'extends got-2008', 8), index).items.map(
      (i) => i.label,
    );
    expect(extendsIds).toEqual(['got-2008', 'got-strict']);
    const typo = open(
      index,
      'drafts/exact.revision',
      text.replace('unstatedOperator \n', 'unstatedOperator exactly\n'),
    );
    const ds = getDiagnostics(typo, index).map((d) => `${d.range.start.line}: ${d.message}`);
    expect(ds).toEqual(['5: "comparisn" is not a rule parameter (did you mean comparison?)']);
  });

  it('binds a draft without a `game` line in the game of the revision it extends', () => {
    const { index } = workspace();
    const text = 'revision "Strict"\n  extends got-2008\nset\n  comparison strict\n';
    const f = open(index, 'drafts/strict.revision', text);
    expect(getDiagnostics(f, index)).toEqual([]);
    expect(index.drafts().find((d) => d.id === 'strict')).toMatchObject({ game: 'gardener' });
    expect(hoverText(getHover(f, at(text, 'comparison', 2), index))).toContain('| got-strict | `"strict"` |');
    // A Gardener scenario may name the draft: it runs under it like under a built-in revision.
    const sc = open(index, 'scenarios/g.scenario', WON.replace('revisions got-2008', 'revisions strict'));
    expect(getDiagnostics(sc, index).filter((d) => String(d.message).includes('unknown revision'))).toEqual(
      [],
    );
  });
});
