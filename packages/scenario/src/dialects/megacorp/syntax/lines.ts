import { didYouMean } from '@arbiter/core';
import type { DialectSyntax, SyntaxOf } from '../../../dialect.js';
import type { Statement } from '../../../syntax/ast.js';
import { gridDiagnostics } from './grid.js';
import { parseCardBodyLine, parseCardsLine } from './parse-cards.js';
import { parseGridBodyLine, parseNetworkBodyLine } from './parse-facts.js';
import { parseGivenLine, parseSetupLine, parseThenLine } from './parse-meta.js';
import { parseWhenLine } from './parse-steps.js';

/** How Megacorp's lines are read: each context by its own line reader. */
export const megacorpSyntax: DialectSyntax = {
  line(context, ts) {
    switch (context.kind) {
      case 'cards':
        return parseCardsLine(ts);
      case 'card-body':
        return parseCardBodyLine(ts, context.card);
      case 'setup':
        return parseSetupLine(ts);
      case 'given':
        return parseGivenLine(ts);
      case 'when':
        return parseWhenLine(ts, false);
      case 'anchor-body':
        return parseWhenLine(ts, true);
      case 'then':
        return parseThenLine(ts);
      case 'network-body':
        return parseNetworkBodyLine(ts);
      case 'grid-body':
        return parseGridBodyLine(ts);
      case 'dialect-block':
        return ts.fail('Megacorp has no such block', ts.here());
    }
  },
  closeBlock: (context, children) =>
    context.kind === 'grid-body' ? gridDiagnostics(children as Statement[]) : [],
  guessContext(context, tokens) {
    const words = tokens.filter((t) => t.kind === 'word').map((t) => t.text.toLowerCase());
    if (context.kind === 'given' || context.kind === 'then' || context.kind === 'when') {
      // Misspellings count: `Ana netwrk` still holds network lines.
      if (words.some((w) => didYouMean(w, ['network']))) {
        return { kind: words.some((w) => didYouMean(w, ['grid'])) ? 'grid-body' : 'network-body' };
      }
    }
    if (context.kind === 'when' && words[0] === 'at' && tokens[0]?.kind === 'word')
      return { kind: 'anchor-body' };
    return undefined;
  },
};

/** Megacorp's syntax alone: enough to read its card library files. */
export const megacorpReader: SyntaxOf = { game: 'megacorp', syntax: megacorpSyntax };
