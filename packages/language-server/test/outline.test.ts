import { describe, expect, it } from 'vitest';
import { SymbolKind } from 'vscode-languageserver';
import { getFoldingRanges } from '../src/service/folding.js';
import { getFormattingEdits } from '../src/service/formatting.js';
import { occurrences } from '../src/service/occurrences.js';
import { getSemanticTokens, TOKEN_TYPES } from '../src/service/semantic-tokens.js';
import { getDocumentSymbols } from '../src/service/symbols.js';
import { getWorkspaceSymbols } from '../src/service/workspace-symbols.js';
import { open, SELL, workspace } from './helpers.js';

/** The tokens as `line:text=type`, `*` marking a declaration. */
function decode(text: string, data: readonly number[]): string[] {
  const lines = text.split('\n');
  const out: string[] = [];
  let line = 0;
  let ch = 0;
  for (let i = 0; i < data.length; i += 5) {
    const [dl, dc, len, type, mods] = data.slice(i, i + 5) as [number, number, number, number, number];
    line += dl;
    ch = dl ? dc : ch + dc;
    out.push(`${line}:${lines[line]?.slice(ch, ch + len)}=${TOKEN_TYPES[type]}${mods ? '*' : ''}`);
  }
  return out;
}

describe('outline, folding, tokens, formatting', () => {
  const { index } = workspace();
  const f = open(index, 'scenarios/s.scenario', SELL);

  it('document symbols: use lines, scenarios with their sections, cards', () => {
    const g = open(
      index,
      'cards/more.cards',
      'cards\n  character "Sage 2"  cost 3M\n  event "Storm"  cost 1M\n',
    );
    expect(
      getDocumentSymbols(g).map((s) => [s.name, s.children?.map((c) => `${c.name} (${c.detail})`)]),
    ).toEqual([['cards', ['Sage 2 (character)', 'Storm (event)']]]);
    const symbols = getDocumentSymbols(f);
    expect(symbols.map((s) => [s.name, s.kind, s.detail])).toEqual([
      ['use "../cards/basic.cards"', SymbolKind.File, undefined],
      ['Selling a pile sells only its top card', SymbolKind.Class, 'v1.7'],
    ]);
    expect(symbols[1]?.children?.map((c) => `${c.name}${c.detail ? ` ${c.detail}` : ''}`)).toEqual([
      'given',
      'when 2 lines',
      'then',
    ]);
  });

  it('workspace symbols: scenarios and cards of every file, fuzzy', () => {
    const found = getWorkspaceSymbols('hierch', index).map(
      (s) => `${s.name} ${s.kind} ${s.location.uri.split('/').pop()}`,
    );
    expect(found).toEqual(['Hierarch 14 basic.cards']);
    expect(getWorkspaceSymbols('selling pile', index).map((s) => s.name)).toEqual([
      'Selling a pile sells only its top card',
    ]);
  });

  it('folds scenarios, sections and indented blocks', () => {
    expect(getFoldingRanges(f).map((r) => `${r.startLine}-${r.endLine}`)).toEqual([
      '2-20',
      '2-4',
      '5-14',
      '8-11',
      '12-14',
      '15-17',
      '18-20',
    ]);
  });

  it('semantic tokens: keywords, cards, players, numbers, step verbs, traits, comments', () => {
    const text = `${SELL.replace('  Ana sells "Hierarch"\n', '  Ana sells "Hierarch"  # the pile\n  Ana produces BQ with "Raamaa"\n')}`;
    const g = open(index, 'scenarios/t.scenario', text);
    const tokens = decode(text, getSemanticTokens(g, occurrences(g.file)).data);
    expect(tokens.filter((t) => t.startsWith('17:') || t.startsWith('18:'))).toEqual([
      '17:Ana=variable',
      '17:sells=function',
      '17:"Hierarch"=string',
      '17:# the pile=comment',
      '18:Ana=variable',
      '18:produces=function',
      '18:BQ=enumMember',
      '18:with=keyword',
      '18:"Raamaa"=string',
    ]);
    expect(tokens.slice(0, 6)).toEqual([
      '0:use=keyword',
      '0:"../cards/basic.cards"=string',
      '2:scenario=keyword',
      '2:"Selling a pile sells only its top card"=string',
      '3:revisions=keyword',
      '4:covers=keyword',
    ]);
    const cards = open(index, 'cards/x.cards', 'cards\n  character "Sage 2"  cost 3M  traits IQ 5\n');
    expect(decode(cards.text, getSemanticTokens(cards, occurrences(cards.file)).data)).toEqual([
      '0:cards=keyword',
      '1:character=keyword',
      '1:"Sage 2"=string*',
      '1:cost=keyword',
      '1:3M=number',
      '1:traits=keyword',
      '1:IQ=enumMember',
      '1:5=number',
    ]);
  });

  it('formats with the printer, and a formatted file needs no edit', () => {
    const messy = SELL.replace('  Ana money 10', '  Ana   money    10').replace('when\n', '\n\n\nwhen\n');
    const g = open(index, 'scenarios/m.scenario', messy);
    const [edit] = getFormattingEdits(g);
    expect(edit?.range).toEqual({ start: { line: 0, character: 0 }, end: { line: 24, character: 0 } });
    expect(edit?.newText).toContain('  Ana money 10\n');
    expect(getFormattingEdits(open(index, 'scenarios/m.scenario', edit?.newText ?? ''))).toEqual([]);
  });
});
