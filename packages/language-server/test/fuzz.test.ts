import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getBoardAt } from '../src/service/board.js';
import { getCodeActions } from '../src/service/code-actions.js';
import { getCompletionItems } from '../src/service/completion.js';
import { getDefinition } from '../src/service/definition.js';
import { getDiagnostics } from '../src/service/diagnostics.js';
import { evaluate } from '../src/service/evaluation.js';
import { getFoldingRanges } from '../src/service/folding.js';
import { getFormattingEdits } from '../src/service/formatting.js';
import { getHover } from '../src/service/hover.js';
import { getInlayHints } from '../src/service/inlay-hints.js';
import { getReferences } from '../src/service/references.js';
import { getRenameEdits, prepareRename } from '../src/service/rename.js';
import { runFile } from '../src/service/run-file.js';
import { getSemanticTokens } from '../src/service/semantic-tokens.js';
import { fileOccurrences } from '../src/service/symbol-target.js';
import { getDocumentSymbols } from '../src/service/symbols.js';
import { getWorkspaceSymbols } from '../src/service/workspace-symbols.js';
import { BUY, open, SELL, workspace } from './helpers.js';

/** Pieces the language is made of, and some it is not. */
const PIECES = [
  'scenario',
  'cards',
  'setup',
  'given',
  'when',
  'then',
  'use',
  'revisions',
  'covers',
  'v1.7',
  'ed3.0-fr',
  '5.5.4',
  'Ana',
  'Nick',
  "Nick's",
  'sells',
  'buys',
  'attacks',
  'passes',
  'blocks',
  'with',
  'at',
  'expect',
  'money',
  'network',
  'hand',
  'turn',
  'phase',
  'buy',
  'divest',
  'challenge',
  '"Hierarch"',
  '"Raamaa"',
  '"',
  '"unterminated',
  '0,1',
  '-1,0',
  '4M',
  '3BQ',
  'BQ',
  'IQ',
  '->',
  'rejected',
  'under',
  '#',
  '# note',
  ' ',
  ' ',
  '  ',
  '    ',
  '\t',
  '\n',
  '\n',
  '\n  ',
  '\r\n',
  '\r',
  ',',
  ':',
  '=',
  '(',
  ')',
  '.',
  'é',
  '🂡',
  '\u0000',
  '\uFEFF',
  'x',
  '12',
  '-3',
  '+1',
  'grid',
  'over',
  'revision',
  'extends',
  'set',
  'sellPile',
  'whole-pile',
  'notes',
  'true',
];
const text: fc.Arbitrary<string> = fc.oneof(
  fc.array(fc.constantFrom(...PIECES), { maxLength: 80 }).map((xs) => xs.join('')),
  fc.string({ maxLength: 200 }),
  // A valid scenario with random edits: most lines still read, so the runner gets far.
  fc
    .tuple(
      fc.constantFrom<string>(SELL, BUY),
      fc.array(fc.tuple(fc.nat(), fc.nat({ max: 12 }), fc.constantFrom(...PIECES)), { maxLength: 4 }),
    )
    .map(([base, edits]) =>
      edits.reduce<string>((t, [at, del, ins]) => {
        const i = at % (t.length + 1);
        return t.slice(0, i) + ins + t.slice(i + del);
      }, base),
    ),
);
const position = fc.record({
  line: fc.integer({ min: -2, max: 30 }),
  character: fc.integer({ min: -2, max: 60 }),
});
const kind = fc.constantFrom('scenario', 'cards', 'revision');

describe('robustness: the service functions on any text, at any position', () => {
  it('never throw', () => {
    const { index } = workspace();
    fc.assert(
      fc.property(text, kind, position, fc.string({ maxLength: 12 }), (t, k, p, name) => {
        const f = open(index, `fuzz/f.${k}`, t);
        const range = { start: p, end: { line: p.line + 3, character: 0 } };
        const ds = getDiagnostics(f, index, evaluate(index, f.uri));
        getCompletionItems(f, p, index, { revision: 'v1.7' });
        getHover(f, p, index, { revision: 'v1.7' });
        getDefinition(f, p, index);
        getReferences(f, p, index);
        prepareRename(f, p, index);
        getRenameEdits(f, p, name, index);
        getDocumentSymbols(f);
        getFoldingRanges(f);
        getSemanticTokens(f, fileOccurrences(index, f));
        getFormattingEdits(f);
        getCodeActions(f, range, ds, index, { revision: 'v1.7' });
        getInlayHints(f, range, index, { revision: 'v1.7' });
        runFile(f, index);
        getBoardAt(f, p.line, index, 'v1.7');
        getWorkspaceSymbols(name, index);
      }),
      { numRuns: 300 },
    );
  });

  it('semantic tokens are well formed: sorted, on one line, inside the text', () => {
    const { index } = workspace();
    fc.assert(
      fc.property(text, (t) => {
        const f = open(index, 'fuzz/t.scenario', t);
        const data = getSemanticTokens(f, fileOccurrences(index, f)).data;
        const lines = t.split(/\r\n|\r|\n/);
        let line = 0;
        let ch = 0;
        for (let i = 0; i < data.length; i += 5) {
          const [dl, dc, len] = data.slice(i, i + 3) as [number, number, number];
          expect(dl >= 0 && len > 0).toBe(true);
          line += dl;
          ch = dl ? dc : ch + dc;
          expect(ch + len).toBeLessThanOrEqual((lines[line] ?? '').length);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('formatting twice changes nothing the second time', () => {
    const { index } = workspace();
    fc.assert(
      fc.property(text, (t) => {
        const once = getFormattingEdits(open(index, 'fuzz/p.scenario', t))[0]?.newText ?? t;
        expect(getFormattingEdits(open(index, 'fuzz/p.scenario', once))).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });
});
