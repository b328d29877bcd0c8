import { didYouMean } from '@arbiter/core';
import type { Games, SyntaxOf } from '../dialect.js';
import type {
  CardsSection,
  Comment,
  GameStatement,
  PreludeItem,
  Range,
  Scenario,
  ScenarioFile,
  ScenarioHeader,
  Section,
  SectionKind,
  Statement,
  Token,
  UnknownStatement,
  UseStatement,
} from './ast.js';
import { type Diagnostic, type DiagnosticCode, type Severity, sortDiagnostics } from './diagnostics.js';
import { isSectionKeyword } from './keywords.js';
import { type LexedLine, lexLine, lineSpans } from './lexer.js';
import type { Context, LineResult, Mutable } from './line-result.js';
import { parseHeaderLine } from './parse-header.js';
import { describe, LineFailure, TokenStream } from './token-stream.js';
import { name, str } from './words.js';

export interface ParseResult {
  readonly file: ScenarioFile;
  readonly diagnostics: Diagnostic[];
  /** The game whose dialect read the file; undefined when the file names an unknown game. */
  readonly game: string | undefined;
}

export interface ParseOptions {
  /** The games a `game` line may name, and the game of a file without one. */
  readonly games: Games<SyntaxOf>;
  /** Read the file as this game's, whatever its `game` line says (the CLI's `--game`). */
  readonly game?: string;
  /** Stop reporting after this many problems (a binary file would otherwise give one per line). */
  readonly maxDiagnostics?: number;
}

/** Blocks nest at most this deep below a section; deeper lines are read as siblings. */
const MAX_NESTING = 4;

interface Block {
  /** Lines indented deeper than this belong to the block; -1 for a section (keyword-delimited). */
  readonly headerIndent: number;
  readonly context: Context;
  readonly children: Statement[] | PreludeItem[];
  /** Nodes whose range grows to cover the block's lines. */
  readonly owners: readonly { range: Range }[];
  /** Indentation of the last child when it could not hold lines of its own. */
  lastLeafIndent?: number;
}

interface PendingComment {
  readonly comment: Comment;
  readonly indent: number;
}

/** Where a section belongs in a scenario: cards, setup or given, when, then. */
function sectionRank(kind: SectionKind): number {
  switch (kind) {
    case 'cards':
      return 0;
    case 'setup':
    case 'given':
      return 1;
    case 'when':
      return 2;
    case 'then':
      return 3;
  }
}

/**
 * Reads a `.scenario` or `.cards` file. Never throws: a line it cannot read becomes an `unknown`
 * statement with a diagnostic, and every other line is still read.
 */
export function parse(text: string, file: string, options: ParseOptions): ParseResult {
  const steps = parseInSlices(text, file, options, Number.POSITIVE_INFINITY);
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
  }
}

/**
 * The same parse, pausing after every `linesPerSlice` lines: a caller that must stay responsive (the
 * language server on a 5 MB document) gives way between slices, or drops the parse when the text it
 * reads has been superseded. The result is the one `parse` gives.
 */
export function* parseInSlices(
  text: string,
  file: string,
  options: ParseOptions,
  linesPerSlice: number,
): Generator<void, ParseResult> {
  return yield* new Parser(text, file, options).run(linesPerSlice);
}

/** The game of a file: its `game` line, read without parsing the rest (what an editor needs first). */
export function gameLineOf(text: string): string | undefined {
  for (const [start, end] of lineSpans(text)) {
    const { tokens } = lexLine(text.slice(start, end), 0, start);
    const first = tokens[0];
    if (!first) continue;
    if (first.kind !== 'word') return undefined;
    const word = first.text.toLowerCase();
    if (word === 'game') return tokens[1]?.kind === 'word' ? tokens[1].text : undefined;
    if (word !== 'use') return undefined;
  }
  return undefined;
}

/** `use "path"`: a card library file whose cards this file may name. */
export function parseUse(ts: TokenStream): UseStatement {
  ts.expectWord('use');
  const path = str(ts, 'a file name', 'e.g. use "common.cards"');
  ts.expectEnd();
  return { kind: 'use', path, blankBefore: false, range: ts.from(ts.tokens[0]?.range ?? ts.endRange) };
}

class Parser {
  private readonly diagnostics: Diagnostic[] = [];
  private dropped = 0;
  private readonly prelude: PreludeItem[] = [];
  private readonly scenarios: Mutable<Scenario>[] = [];
  private scenario: Mutable<Scenario> | undefined;
  private sectionIndent = Number.POSITIVE_INFINITY;
  private stack: Block[] = [];
  private pending: PendingComment[] = [];
  private blank = false;
  private sawTab = false;
  private sawSpace = false;
  private mixWarned = false;
  private readonly maxDiagnostics: number;
  /** The file's game, once its `game` line or its first game line has settled it. */
  private dialect: SyntaxOf | undefined;
  private settled = false;

  constructor(
    private readonly text: string,
    private readonly uri: string,
    private readonly options: ParseOptions,
  ) {
    this.maxDiagnostics = options.maxDiagnostics ?? 1000;
    this.stack = [{ headerIndent: -1, context: { kind: 'root' }, children: this.prelude, owners: [] }];
  }

  /** The dialect of the file: the `--game` override, else its `game` line, else the fallback game. */
  private settle(line?: GameStatement): void {
    if (this.settled) return;
    this.settled = true;
    const games = this.options.games;
    const id = this.options.game ?? line?.game.text ?? games.fallback;
    this.dialect = games.dialect(id) ?? games.dialect(id.toLowerCase());
    if (this.dialect) return;
    const guess = didYouMean(id, games.ids());
    const at = line?.game.range ?? {
      start: { line: 0, character: 0, offset: 0 },
      end: { line: 0, character: 0, offset: 0 },
    };
    this.report(
      'error',
      'syntax',
      `unknown game ${id}`,
      at,
      guess ? `did you mean ${guess}?` : `known games: ${games.ids().join(', ')}`,
    );
  }

  /** `game megacorp`, before the first `cards` or `scenario` line. */
  private gameLine(ts: TokenStream): GameStatement {
    const keyword = ts.expectWord('game');
    if (this.settled && !this.options.game) {
      ts.fail(
        'the `game` line must come first, before any `cards` or `scenario` line',
        keyword.range,
        'move it to the top of the file',
        'structure',
      );
    }
    const game = name(ts, 'a game', `e.g. game ${this.options.games.fallback}`);
    ts.expectEnd();
    const node: GameStatement = {
      kind: 'game-line',
      game,
      blankBefore: false,
      range: ts.from(keyword.range),
    };
    this.settle(node);
    return node;
  }

  *run(linesPerSlice: number): Generator<void, ParseResult> {
    // Lexing line by line keeps only the tokens the tree holds on to alive.
    const spans = lineSpans(this.text);
    for (let n = 0; n < spans.length; n++) {
      const [start, end] = spans[n] as readonly [number, number];
      this.line(lexLine(this.text.slice(start, end), n, start));
      if ((n + 1) % linesPerSlice === 0) yield;
    }
    const trailing = this.placeComments(true);
    this.closeBlocks(0);
    this.closeScenario();
    const [lastStart] = spans[spans.length - 1] as readonly [number, number];
    const endPos = {
      line: spans.length - 1,
      character: this.text.length - lastStart,
      offset: this.text.length,
    };
    const file: ScenarioFile = {
      kind: 'file',
      uri: this.uri,
      range: { start: { line: 0, character: 0, offset: 0 }, end: endPos },
      prelude: this.prelude,
      scenarios: this.scenarios,
      trailingComments: trailing,
    };
    this.settle();
    const diagnostics = sortDiagnostics(this.diagnostics);
    if (this.dropped > 0) {
      diagnostics.push({
        severity: 'warning',
        code: 'too-many',
        message: `${this.dropped} more problems are not shown`,
        hint: 'fix the ones above first; is this really a scenario file?',
        range: { start: endPos, end: endPos },
      });
    }
    return { file, diagnostics, game: this.dialect?.game };
  }

  private report(
    severity: Severity,
    code: DiagnosticCode,
    message: string,
    range: Range,
    hint?: string,
  ): void {
    if (this.diagnostics.length >= this.maxDiagnostics) {
      this.dropped++;
      return;
    }
    this.diagnostics.push({ severity, code, message, range, ...(hint ? { hint } : {}) });
  }

  private line(line: LexedLine): void {
    if (line.tokens.length === 0 && !line.comment) {
      this.blank = true;
      return;
    }
    this.checkIndentChars(line);
    if (line.tokens.length === 0) {
      const comment = { ...(line.comment as Comment), blankBefore: this.blank };
      this.pending.push({ comment, indent: line.indent });
      this.blank = false;
      return;
    }
    const blankBefore = this.blank;
    this.blank = false;
    const first = line.tokens[0] as Token;
    if (first.kind === 'word' && isSectionKeyword(first.text) && !this.abilityUnderCard(line)) {
      const leading = this.placeComments(true);
      this.closeBlocks(0);
      this.section(line, first.text.toLowerCase() as SectionKind | 'scenario', leading, blankBefore);
      return;
    }
    this.placeComments(false, line.indent);
    while (this.stack.length > 1 && this.top().headerIndent >= line.indent) {
      this.closeBlocks(this.stack.length - 1);
    }
    this.statement(line, blankBefore);
  }

  /**
   * `when deployed: draw 2` indented under a card is one of its abilities, not a `when` section: a
   * section line holds its keyword alone, and the line falls inside the card's block.
   */
  private abilityUnderCard(line: LexedLine): boolean {
    const first = line.tokens[0] as Token;
    if (first.text.toLowerCase() !== 'when' || line.tokens.length < 2) return false;
    for (let i = this.stack.length - 1; i >= 0; i--) {
      const b = this.stack[i] as Block;
      if (b.headerIndent >= line.indent) continue;
      return b.context.kind === 'card-body';
    }
    return false;
  }

  private checkIndentChars(line: LexedLine): void {
    this.sawTab ||= line.indentHasTab;
    this.sawSpace ||= line.indentHasSpace;
    if (this.sawTab && this.sawSpace && !this.mixWarned) {
      this.mixWarned = true;
      const at = { line: line.line, character: 0, offset: line.start };
      this.report(
        'warning',
        'indentation',
        'indentation mixes tabs and spaces; a tab counts as 4 spaces',
        { start: at, end: at },
        'indent with spaces only',
      );
    }
  }

  private top(): Block {
    return this.stack[this.stack.length - 1] as Block;
  }

  /** Closes the blocks above `keep` (keep = 0 closes every nested block but the section). */
  private closeBlocks(keep: number): void {
    while (this.stack.length > Math.max(keep, 1)) {
      const block = this.stack.pop() as Block;
      const last = block.children[block.children.length - 1];
      if (!last) continue;
      for (const owner of block.owners) extendRange(owner, last.range);
      const check = this.dialect?.syntax.closeBlock;
      if (check) {
        for (const d of check(block.context, block.children as Statement[])) {
          this.report(d.severity, 'syntax', d.message, d.range, d.hint);
        }
      }
    }
    // A section's range grows with its last statement.
    if (keep === 0) {
      const section = this.stack[0] as Block;
      const last = section.children[section.children.length - 1];
      if (last) for (const owner of section.owners) extendRange(owner, last.range);
    }
  }

  /**
   * Places the comments seen since the last statement. Before a section line (or the end of the
   * file) the run of comments at the left margin just above it belongs to it and is returned;
   * every other comment joins the deepest open block it is indented into, in order.
   */
  private placeComments(beforeSection: boolean, nextIndent = -1): Comment[] {
    const pending = this.pending;
    this.pending = [];
    let split = pending.length;
    if (beforeSection) {
      while (split > 0 && (pending[split - 1] as PendingComment).indent <= this.sectionIndent) split--;
    }
    // The block the next line goes into: a comment placed any shallower would print after it.
    let floor = this.stack.length - 1;
    while (floor > 0 && (this.stack[floor] as Block).headerIndent >= nextIndent) floor--;
    let limit = this.stack.length - 1;
    for (const { comment, indent } of pending.slice(0, split)) {
      let i = limit;
      while (i > floor && (this.stack[i] as Block).headerIndent >= indent) i--;
      limit = i;
      (this.stack[i] as Block).children.push(comment);
    }
    return pending.slice(split).map((p) => p.comment);
  }

  private closeScenario(): void {
    if (this.scenario) {
      const s = this.scenario;
      const last = s.sections[s.sections.length - 1] ?? s.header;
      if (last) extendRange(s, last.range);
    }
    this.scenario = undefined;
  }

  private section(
    line: LexedLine,
    keyword: SectionKind | 'scenario',
    leading: Comment[],
    blankBefore: boolean,
  ): void {
    const tokens = line.tokens;
    const kw = tokens[0] as Token;
    const base = {
      leadingComments: leading,
      keywordRange: kw.range,
      blankBefore,
      range: kw.range,
      ...(line.comment ? { trailingComment: line.comment } : {}),
    };
    this.sectionIndent = line.indent;
    this.settle();
    if (keyword === 'scenario') {
      this.closeScenario();
      const second = tokens[1];
      const title = second?.kind === 'string' ? second : undefined;
      const extra = tokens.slice(title ? 2 : 1);
      if (!title) {
        this.report(
          'error',
          'syntax',
          second
            ? `write the scenario title in double quotes, not ${describe(second)}`
            : 'the scenario has no title',
          second?.range ?? kw.range,
          'e.g. scenario "Selling a pile sells only its top card"',
        );
      } else if (extra.length > 0) {
        this.reportExtra(extra, 'the title');
      }
      const header: Mutable<ScenarioHeader> = {
        kind: 'scenario-header',
        ...base,
        extra,
        body: [],
        ...(title ? { title: { kind: 'string', value: title.value, range: title.range } } : {}),
        range: spanTokens(tokens),
      };
      const scenario: Mutable<Scenario> = {
        kind: 'scenario',
        header,
        sections: [],
        range: leadingStart(header),
      };
      this.scenarios.push(scenario);
      this.scenario = scenario;
      this.stack = [
        {
          headerIndent: -1,
          context: { kind: 'header' },
          children: header.body as Statement[],
          owners: [header],
        },
      ];
      return;
    }
    const extra = tokens.slice(1);
    if (extra.length > 0) this.reportExtra(extra, `\`${keyword}\``);
    const body: Statement[] = [];
    const section = { kind: keyword, ...base, extra, body, range: spanTokens(tokens) } as Mutable<Section>;
    if (!this.scenario && keyword === 'cards') {
      this.prelude.push(section as CardsSection);
    } else {
      if (!this.scenario) {
        this.report(
          'error',
          'structure',
          `\`${keyword}\` must follow a scenario line`,
          kw.range,
          'add a line like: scenario "What this shows"',
        );
        const scenario: Mutable<Scenario> = { kind: 'scenario', sections: [], range: leadingStart(section) };
        this.scenarios.push(scenario);
        this.scenario = scenario;
      }
      this.checkOrder(this.scenario, keyword, kw.range);
      (this.scenario.sections as Section[]).push(section);
    }
    this.stack = [{ headerIndent: -1, context: { kind: keyword }, children: body, owners: [section] }];
  }

  private reportExtra(extra: readonly Token[], after: string): void {
    this.report(
      'error',
      'syntax',
      `nothing may follow ${after} on this line`,
      spanTokens(extra),
      'put the statements on the lines below, indented',
    );
  }

  private checkOrder(scenario: Scenario, keyword: SectionKind, range: Range): void {
    const sections = scenario.sections;
    if (sections.some((s) => s.kind === keyword)) {
      this.report(
        'error',
        'structure',
        `this scenario already has a \`${keyword}\` section`,
        range,
        'merge the two',
      );
    } else if (
      (keyword === 'setup' && sections.some((s) => s.kind === 'given')) ||
      (keyword === 'given' && sections.some((s) => s.kind === 'setup'))
    ) {
      this.report(
        'error',
        'structure',
        'a scenario starts either from a `setup` (the beginning of a game) or from a `given` (a game under way), not both',
        range,
        'keep one of them',
      );
    }
    const later = sections.find((s) => sectionRank(s.kind) > sectionRank(keyword));
    if (later) {
      this.report(
        'warning',
        'structure',
        `\`${keyword}\` should come before \`${later.kind}\``,
        range,
        'order: cards, setup or given, when, then',
      );
    }
  }

  private statement(line: LexedLine, blankBefore: boolean): void {
    const block = this.top();
    if (
      block.context.kind !== 'raw' &&
      block.lastLeafIndent !== undefined &&
      line.indent > block.lastLeafIndent
    ) {
      const t = line.tokens[0] as Token;
      this.report(
        'warning',
        'indentation',
        'this line is indented more than the line above, which cannot hold lines of its own',
        t.range,
        'indent it like the line above',
      );
    }
    const tokens = line.tokens;
    const last = tokens[tokens.length - 1] as Token;
    const ts = new TokenStream(tokens, { start: last.range.end, end: last.range.end });
    let result: LineResult;
    if (block.context.kind === 'raw') {
      result = this.unknown(block.context, tokens);
    } else {
      try {
        result = this.parseIn(block.context, ts);
        if (!ts.atEnd) ts.expectEnd();
      } catch (e) {
        if (e instanceof LineFailure) {
          this.report('error', e.code, e.message, e.range, e.hint);
        } else {
          // A bug in a line parser must not cost the user the rest of the file.
          this.report(
            'error',
            'internal',
            `the parser failed on this line: ${String(e)}`,
            spanTokens(tokens),
            'please report it',
          );
        }
        result = this.unknown(block.context, tokens);
      }
    }
    const children = block.children as Statement[];
    if (!result.node) {
      // Merged into the parent line: keep its comment as a line of its own.
      for (const owner of block.owners) extendRange(owner, spanTokens(tokens));
      if (line.comment) children.push({ ...line.comment, blankBefore });
      block.lastLeafIndent = line.indent;
      return;
    }
    // The node is fresh from the line parser, and a block context may hold on to it.
    const node = Object.assign(result.node, {
      blankBefore,
      ...(line.comment ? { trailingComment: line.comment } : {}),
    }) as Statement;
    children.push(node);
    if (result.opens && this.stack.length <= MAX_NESTING) {
      const owners: { range: Range }[] = [node];
      if (node.kind === 'checkpoint') owners.push(node.expectation);
      this.stack.push({
        headerIndent: line.indent,
        context: result.opens.context,
        children: result.opens.children,
        owners,
      });
      block.lastLeafIndent = undefined;
    } else {
      block.lastLeafIndent = line.indent;
    }
  }

  private parseIn(context: Context, ts: TokenStream): LineResult {
    switch (context.kind) {
      case 'root':
        if (ts.isWord('game')) return { node: this.gameLine(ts) };
        if (ts.isWord('use')) return { node: parseUse(ts) };
        return ts.fail(
          'expected a scenario line or a section here',
          ts.here(),
          'a file starts with `scenario "title"`, or with `cards` for a card library',
          'structure',
        );
      case 'header':
        return parseHeaderLine(ts);
      case 'raw':
        return this.unknown(context, ts.tokens);
      default:
        this.settle();
        // A file of an unknown game: its game lines are kept as written, reported once at `game`.
        if (!this.dialect) {
          ts.pos = ts.tokens.length;
          return this.unknown({ kind: 'raw' }, ts.tokens);
        }
        return this.dialect.syntax.line(context, ts);
    }
  }

  /** An unreadable line; the lines under it are read as what it most likely meant to hold. */
  private unknown(context: Context, tokens: readonly Token[]): LineResult {
    const children: Statement[] = [];
    const node: UnknownStatement = {
      kind: 'unknown',
      tokens,
      children,
      blankBefore: false,
      range: spanTokens(tokens),
    };
    const guessed = this.dialect?.syntax.guessContext?.(context, tokens);
    return { node, opens: { context: guessed ?? { kind: 'raw' }, children } };
  }
}

function extendRange(node: { range: Range }, to: Range): void {
  if (to.end.offset > node.range.end.offset)
    (node as Mutable<{ range: Range }>).range = { start: node.range.start, end: to.end };
}

function spanTokens(tokens: readonly Token[]): Range {
  const first = tokens[0] as Token;
  const last = tokens[tokens.length - 1] as Token;
  return { start: first.range.start, end: last.range.end };
}

function leadingStart(section: { range: Range; leadingComments: readonly Comment[] }): Range {
  const first = section.leadingComments[0];
  return first ? { start: first.range.start, end: section.range.end } : section.range;
}
