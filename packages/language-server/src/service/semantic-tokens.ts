import { lex, type Token, vocabulary } from '@arbiter/scenario';
import { type SemanticTokens, SemanticTokensBuilder, type SemanticTokensLegend } from 'vscode-languageserver';
import type { EditorGame } from '../games/editor-game.js';
import type { ParsedFile } from '../workspace.js';
import { STEP_KINDS, whenStatements } from './document.js';
import type { Occurrence } from './occurrences.js';

/** string: card names (and other quoted text); variable: players; function: step verbs; enumMember: traits. */
export const TOKEN_TYPES = [
  'keyword',
  'string',
  'variable',
  'number',
  'comment',
  'function',
  'enumMember',
] as const;
export const TOKEN_MODIFIERS = ['declaration'] as const;
export const SEMANTIC_TOKENS_LEGEND: SemanticTokensLegend = {
  tokenTypes: [...TOKEN_TYPES],
  tokenModifiers: [...TOKEN_MODIFIERS],
};

type TokenType = (typeof TOKEN_TYPES)[number];
const TYPE_INDEX = Object.fromEntries(TOKEN_TYPES.map((t, i) => [t, i])) as Record<TokenType, number>;

/** The language's own words. */
const KEYWORDS = new Set<string>([
  ...vocabulary.SECTION_KEYWORDS,
  ...vocabulary.HEADER_PROPERTIES,
  ...vocabulary.CARD_CLAUSES,
  ...vocabulary.CARD_FLAGS,
  ...vocabulary.ZONE_NAMES.flatMap((z) => z.split(' ')),
  ...vocabulary.ORIENTATIONS,
  ...vocabulary.PILE_ROLES,
  ...vocabulary.PLAYER_PROPERTIES,
  ...vocabulary.CARD_PROPERTIES,
  ...vocabulary.FACT_LEADERS,
  ...vocabulary.WHEN_LEADERS,
  ...vocabulary.SETUP_LEADERS,
  ...vocabulary.CONNECTOR_WORDS,
  'use',
  'rejected',
  'accepted',
  'contains',
  'contain',
  'does',
  'not',
  'empty',
  'top',
  'bottom',
  'cards',
  'x',
  'owned',
  'controlled',
  'entered',
  'damage',
  'counters',
  'grid',
  'over',
  'none',
  'character',
  'event',
  'equipment',
  'vehicle',
  'location',
  'resource',
  'revision',
  'set',
  'notes',
  'extends',
  'id',
  'true',
  'false',
]);
/** Words that continue a step's verb: `does not block`, `pays upkeep for`, `responds with`. */
const VERB_TAIL = new Set([
  'not',
  'block',
  'retaliate',
  'upkeep',
  'for',
  'with',
  'first',
  'second',
  'nothing',
]);

interface Classified {
  readonly line: number;
  readonly character: number;
  readonly length: number;
  readonly type: TokenType;
  readonly declaration?: boolean;
}

function single(t: Token, type: TokenType, declaration = false): Classified | undefined {
  const r = t.range;
  if (r.start.line !== r.end.line || r.end.character <= r.start.character) return undefined;
  return {
    line: r.start.line,
    character: r.start.character,
    length: r.end.character - r.start.character,
    type,
    ...(declaration ? { declaration } : {}),
  };
}

/** Semantic tokens for a file, line by line from the lexer, with names classified by the syntax tree. */
export function getSemanticTokens(
  f: ParsedFile,
  occurrences: readonly Occurrence[],
  game: Pick<EditorGame, 'isConstant'> = {},
): SemanticTokens {
  const isConstant = (w: string) => game.isConstant?.(w) ?? false;
  const byOffset = new Map<number, Occurrence>();
  for (const o of occurrences) byOffset.set(o.range.start.offset, o);
  const verbLines = new Map<number, number>();
  if (f.kind !== 'revision') {
    for (const sc of f.file.scenarios) {
      for (const st of whenStatements(sc))
        if (STEP_KINDS.has(st.kind)) verbLines.set(st.range.start.line, st.range.start.offset);
    }
  }
  const revisionSection = { current: '' };
  const out: Classified[] = [];
  for (const line of lex(f.text)) {
    const stepStart = verbLines.get(line.line);
    let verbIndex = -1;
    if (f.kind === 'revision' && line.indent === 0 && line.tokens[0])
      revisionSection.current = line.tokens[0].value.toLowerCase();
    line.tokens.forEach((t, i) => {
      let c: Classified | undefined;
      const occ = byOffset.get(t.range.start.offset);
      if (t.kind === 'string') c = single(t, 'string', occ?.kind === 'card' && occ.declaration);
      else if (t.kind === 'number' || t.kind === 'amount' || t.kind === 'coord' || t.kind === 'clause')
        c = single(t, 'number');
      else if (t.kind === 'word') {
        const lower = t.value.toLowerCase();
        if (f.kind === 'revision') {
          if (line.indent === 0 || (revisionSection.current === 'revision' && i === 0))
            c = single(t, 'keyword');
          else if (revisionSection.current === 'set')
            c = single(
              t,
              i === 0 ? 'variable' : lower === 'true' || lower === 'false' ? 'keyword' : 'enumMember',
            );
        } else if (occ?.kind === 'player') c = single(t, 'variable', occ.declaration);
        else if (occ?.kind === 'trait' || isConstant(t.value)) c = single(t, 'enumMember');
        else if (
          stepStart !== undefined &&
          i > 0 &&
          (verbIndex < 0 ? i === 1 : i === verbIndex + 1 && VERB_TAIL.has(lower))
        ) {
          verbIndex = i;
          c = single(t, 'function');
        } else if (KEYWORDS.has(lower)) c = single(t, 'keyword');
      } else if (t.kind === 'symbol' && t.text === '->') c = single(t, 'keyword');
      if (c) out.push(c);
    });
    if (line.comment) {
      const r = line.comment.range;
      if (r.start.line === r.end.line && r.end.character > r.start.character) {
        out.push({
          line: r.start.line,
          character: r.start.character,
          length: r.end.character - r.start.character,
          type: 'comment',
        });
      }
    }
  }
  const builder = new SemanticTokensBuilder();
  for (const c of out) builder.push(c.line, c.character, c.length, TYPE_INDEX[c.type], c.declaration ? 1 : 0);
  return builder.build();
}
