import { runScenarioText } from '@arbiter/scenario';
import { describe, expect, it } from 'vitest';
import type { CodeAction } from 'vscode-languageserver';
import { getCodeActions } from '../src/service/code-actions.js';
import { getDiagnostics } from '../src/service/diagnostics.js';
import { evaluate } from '../src/service/evaluation.js';
import { open, SELL, workspace } from './helpers.js';

const ATTACK = `use "../cards/basic.cards"

scenario "Blocking"
  revisions v1.7
given
  turn 5, Ana active, phase challenge
  Ana network
    0,0  business "Ana Corp"
    1,0  founder "Raamaa"
  Nick network
    0,0  business "Nick Corp"
    1,0  "Gnost Cleric"
when
  Ana attacks Nick's business with "Raamaa" using BQ
  Ana assigns 4 to "Nick Corp"
then
  Ana money 10
`;

function actionsFor(path: string, text: string) {
  const { index } = workspace();
  const f = open(index, path, text);
  const ds = getDiagnostics(f, index, evaluate(index, f.uri));
  return { index, f, ds, actions: ds.flatMap((d) => getCodeActions(f, d.range, [d], index)) };
}

const edits = (a: CodeAction | undefined) => Object.values(a?.edit?.changes ?? {})[0] ?? [];

describe('code actions', () => {
  it('applies a did-you-mean', () => {
    const { actions } = actionsFor(
      'scenarios/s.scenario',
      SELL.replace('Ana sells "Hierarch"', 'Ana sells "Hierach"'),
    );
    expect(actions[0]).toMatchObject({ title: 'Change to "Hierarch"', kind: 'quickfix', isPreferred: true });
    expect(edits(actions[0])).toEqual([
      {
        range: { start: { line: 17, character: 12 }, end: { line: 17, character: 21 } },
        newText: '"Hierarch"',
      },
    ]);
  });

  it('updates a failing expectation to the actual value', () => {
    const text = SELL.replace('Ana money 14', 'Ana money 15  under v1.7').replace(
      'Ana open market top "Lineage", "Hierarch"',
      'Ana open market top "Hierarch"',
    );
    const { actions } = actionsFor('scenarios/s.scenario', text);
    expect(actions.map((a) => a.title)).toEqual([
      'Update the expectation to the actual value: Ana money 14  under v1.7',
      'Update the expectation to the actual value: Ana open market top "Lineage"',
    ]);
    expect(edits(actions[0])[0]?.range).toEqual({
      start: { line: 19, character: 2 },
      end: { line: 19, character: 26 },
    });
  });

  it('turns an unexpected refusal into an expected one, and drops a refusal that did not come', () => {
    const refused = actionsFor(
      'scenarios/s.scenario',
      SELL.replace('Ana sells "Ana Corp"  -> rejected 5.5.4', 'Ana sells "Ana Corp"'),
    );
    expect(refused.actions.find((a) => a.title.startsWith('Expect'))?.title).toBe(
      'Expect this step to be refused (5.5.4)',
    );
    expect(edits(refused.actions.find((a) => a.title.startsWith('Expect')))[0]?.newText).toBe(
      '  -> rejected 5.5.4',
    );
    const accepted = actionsFor(
      'scenarios/s.scenario',
      SELL.replace('Ana sells "Hierarch"', 'Ana sells "Hierarch"  -> rejected 5.5.4'),
    );
    const remove = accepted.actions.find((a) => a.title.startsWith('Remove'));
    expect(edits(remove)).toEqual([
      { range: { start: { line: 17, character: 22 }, end: { line: 17, character: 41 } }, newText: '' },
    ]);
  });

  it('adds the decision the game waits for, from the engine`s options', () => {
    const { actions } = actionsFor('scenarios/a.scenario', ATTACK);
    const titles = actions.map((a) => a.title).filter((t) => t.startsWith('Add'));
    expect(titles).toEqual([
      'Add the missing decision (Nick: which cards block): Nick does not block',
      'Add the missing decision (Nick: which cards block): Nick blocks with "Gnost Cleric"',
    ]);
    expect(edits(actions.find((a) => a.title.endsWith('does not block')))).toEqual([
      {
        range: { start: { line: 14, character: 0 }, end: { line: 14, character: 0 } },
        newText: '  Nick does not block\n',
      },
    ]);
  });

  it('starts a new scenario from the state after a step, and that scenario runs', () => {
    const { index } = workspace();
    const f = open(index, 'scenarios/s.scenario', SELL);
    const [action] = getCodeActions(
      f,
      { start: { line: 17, character: 3 }, end: { line: 17, character: 3 } },
      [],
      index,
    );
    expect(action?.title).toBe('Start a new scenario from the state after this step');
    expect(action?.kind).toBe('refactor.extract');
    const inserted = edits(action)[0]?.newText ?? '';
    expect(inserted).toContain('scenario "Selling a pile sells only its top card (after line 18)"');
    expect(inserted).toContain('  Ana open market "Lineage", "Hierarch"');
    const next = `${SELL}${inserted}  Ana passes\nthen\n  Ana money 14\n`;
    const r = runScenarioText(next, f.uri, { loader: index.loader() });
    expect(r.scenarios.map((s) => s.status)).toEqual(['passed', 'passed']);
  });

  it('offers nothing on a line without a step', () => {
    const { index } = workspace();
    const f = open(index, 'scenarios/s.scenario', SELL);
    expect(
      getCodeActions(f, { start: { line: 7, character: 0 }, end: { line: 7, character: 0 } }, [], index),
    ).toEqual([]);
  });
});
