import { describe, expect, it } from 'vitest';
import { type Diagnostic, DiagnosticSeverity } from 'vscode-languageserver';
import { type DiagnosticData, getDiagnostics } from '../src/service/diagnostics.js';
import { evaluate } from '../src/service/evaluation.js';
import { msg, open, SELL, workspace } from './helpers.js';

const lines = (ds: Diagnostic[]) => ds.map((d) => `${d.range.start.line}: ${msg(d)}`);

describe('diagnostics', () => {
  it('a passing scenario has none', () => {
    const { index } = workspace();
    const f = open(index, 'scenarios/sell.scenario', SELL);
    expect(getDiagnostics(f, index, evaluate(index, f.uri))).toEqual([]);
  });

  it('reads the file in the game its `game` line names: Megacorp by name, an unknown game as an error', () => {
    const { index } = workspace();
    const named = open(index, 'scenarios/named.scenario', `game megacorp\n${SELL}`);
    expect(getDiagnostics(named, index, evaluate(index, named.uri))).toEqual([]);
    const other = open(index, 'scenarios/other.scenario', `game megacrop\n${SELL}`);
    expect(lines(getDiagnostics(other, index, evaluate(index, other.uri)))).toEqual([
      '0: unknown game megacrop (did you mean megacorp?)',
    ]);
  });

  it('a misspelt verb is a syntax error with a did-you-mean fix', () => {
    const { index } = workspace();
    const f = open(
      index,
      'scenarios/sell.scenario',
      SELL.replace('Ana sells "Hierarch"', 'Ana sels "Hierarch"'),
    );
    const [d] = getDiagnostics(f, index);
    expect(d?.message as string).toContain('`sels` is not a step');
    expect(d?.severity).toBe(DiagnosticSeverity.Error);
    expect((d?.data as DiagnosticData | undefined)?.fixes?.[0]).toMatchObject({
      newText: 'sells',
      range: { start: { line: 17, character: 6 }, end: { line: 17, character: 10 } },
    });
  });

  it('unknown cards, players, revisions, clauses and traits are bound with did-you-mean', () => {
    const { index } = workspace();
    const text = SELL.replace('revisions v1.7', 'revisions v1.8')
      .replace('covers 5.5.3', 'covers 5.5.33')
      .replace('Ana sells "Hierarch"', 'Anna sells "Hierarh"')
      .replace('Ana money 14', 'Ana pool BX 1');
    const f = open(index, 'scenarios/sell.scenario', text);
    expect(lines(getDiagnostics(f, index))).toEqual([
      '3: unknown revision v1.8 (did you mean v1.7?)',
      '4: unknown clause 5.5.33 (did you mean 5.5.3?)',
      '17: unknown card "Hierarh" (did you mean "Hierarch"?)',
      '17: unknown player Anna (did you mean Ana?)',
      '19: `BX` is not a trait (did you mean BQ?)',
    ]);
    const fixes = getDiagnostics(f, index).flatMap((d) => (d.data as DiagnosticData).fixes ?? []);
    expect(fixes.map((x) => x.newText)).toEqual(['v1.7', '5.5.3', '"Hierarch"', 'Ana', 'BQ']);
  });

  it('keywords, clauses and refusals are bound as `check` and the runner bind them', () => {
    const { index } = workspace();
    const text = SELL.replace('covers 5.5.3, 5.5.6.3', 'covers 99.9')
      .replace('-> rejected 5.5.4', '-> rejected 9.99')
      .replace(
        'use "../cards/basic.cards"\n',
        'use "../cards/basic.cards"\ncards\n  character "Hawk"  cost 2M  keywords FLYNG\n',
      );
    const f = open(index, 'scenarios/sell.scenario', text);
    expect(lines(getDiagnostics(f, index))).toEqual([
      '6: unknown clause 99.9 (did you mean 9.9?)',
      '18: unknown clause 9.99 (did you mean 9.9?)',
      '2: unknown keyword FLYNG (did you mean FLYING?)',
    ]);
  });

  it('an unquoted card name is not an alias: the fix quotes it', () => {
    const { index } = workspace();
    const f = open(
      index,
      'scenarios/sell.scenario',
      SELL.replace('Ana sells "Hierarch"', 'Ana sells Hierarch'),
    );
    const d = getDiagnostics(f, index).find((x) => msg(x).includes('alias'));
    expect(d?.message as string).toBe(
      '`Hierarch` is not an alias given in this scenario (did you mean the card "Hierarch"?)',
    );
    expect((d?.data as DiagnosticData | undefined)?.fixes?.[0]?.newText).toBe('"Hierarch"');
  });

  it('a `use` path outside the workspace folders is refused, and nothing outside is read', () => {
    const { index, fs } = workspace(
      {},
      { extra: { '/secret/private.cards': 'cards\n  character "Secret"  cost 1M\n' } },
    );
    const text = SELL.replace('use "../cards/basic.cards"', 'use "../../secret/private.cards"');
    const f = open(index, 'scenarios/sell.scenario', text);
    const ds = getDiagnostics(f, index, evaluate(index, f.uri));
    expect(ds[0]?.message as string).toContain('outside the workspace folders');
    expect(ds[0]?.range.start).toEqual({ line: 0, character: 4 });
    expect(fs.reads.filter((p) => p.startsWith('/secret'))).toEqual([]);
  });

  it('a `use` path to a missing file is reported', () => {
    const { index } = workspace();
    const f = open(index, 'scenarios/sell.scenario', SELL.replace('basic.cards', 'basics.cards'));
    expect(getDiagnostics(f, index)[0]?.message as string).toContain('no file at "../cards/basics.cards"');
  });

  it('live evaluation underlines the failing expectation with expected and actual', () => {
    const { index } = workspace();
    const f = open(index, 'scenarios/sell.scenario', SELL.replace('Ana money 14', 'Ana money 15'));
    const [d] = getDiagnostics(f, index, evaluate(index, f.uri));
    expect(d?.range).toEqual({ start: { line: 19, character: 2 }, end: { line: 19, character: 14 } });
    expect(d?.message as string).toBe("Ana's money differs\nexpected: 15 M\nactual:   14 M");
    expect(d?.data).toMatchObject({
      kind: 'evaluation',
      expected: '15 M',
      actual: '14 M',
      revisions: ['v1.7'],
    });
  });

  it('live evaluation cites the clause that refuses a step', () => {
    const { index } = workspace();
    const f = open(
      index,
      'scenarios/sell.scenario',
      SELL.replace('Ana sells "Ana Corp"  -> rejected 5.5.4', 'Ana sells "Ana Corp"'),
    );
    const [d] = getDiagnostics(f, index, evaluate(index, f.uri));
    expect(d?.range.start.line).toBe(16);
    expect(d?.code).toBe('5.5.4');
    expect(d?.message as string).toMatch(
      /^the rules refuse this step: .* \(5\.5\.4\)\nexpected: accepted\nactual: {3}rejected 5\.5\.4 \(divest\.cannot-sell-business\)/,
    );
    expect(d?.data).toMatchObject({ clause: '5.5.4', expected: 'accepted' });
  });

  it('the same failure under several revisions is one diagnostic naming them', () => {
    const { index } = workspace();
    const text = SELL.replace('revisions v1.7', 'revisions v1.7, v1.5.5').replace(
      'Ana open market top "Lineage", "Hierarch"',
      'Ana hand 9 cards',
    );
    const f = open(index, 'scenarios/sell.scenario', text);
    const ds = getDiagnostics(f, index, evaluate(index, f.uri)).filter((d) => d.range.start.line === 20);
    expect(ds).toHaveLength(1);
    expect(ds[0]?.message as string).toContain('under v1.7, v1.5.5');
    expect(ds[0]?.data).toMatchObject({ revisions: ['v1.7', 'v1.5.5'] });
  });

  it('a failure already reported as a syntax or binding problem is not repeated', () => {
    const { index } = workspace();
    const f = open(
      index,
      'scenarios/sell.scenario',
      SELL.replace('Ana sells "Hierarch"', 'Ana sells "Hierarh"'),
    );
    const ds = getDiagnostics(f, index, evaluate(index, f.uri));
    expect(ds.filter((d) => d.range.start.line === 17)).toHaveLength(1);
  });

  it('a draft revision file: unknown parameters and values, with did-you-mean', () => {
    const { index } = workspace();
    const f = open(
      index,
      'drafts/whole.revision',
      'revision "Whole piles"\n  extends v1.7\nset\n  sellPile whole-piles\n  startingMony 12\n',
    );
    const ds = getDiagnostics(f, index);
    expect(lines(ds)).toEqual([
      '3: sellPile is one of top-card-only, whole-pile, not "whole-piles" (did you mean whole-pile?)',
      '4: "startingMony" is not a rule parameter (did you mean startingMoney?)',
    ]);
    expect(ds.flatMap((d) => (d.data as DiagnosticData).fixes ?? []).map((x) => x.newText)).toEqual([
      'whole-pile',
      'startingMoney',
    ]);
  });
});
