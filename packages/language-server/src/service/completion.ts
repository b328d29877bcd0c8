import type { AnyGameModule, ParameterSpec } from '@arbiter/core';
import { type EditorWord, type ScenarioDialect, vocabulary } from '@arbiter/scenario';
import {
  type CompletionItem,
  CompletionItemKind,
  type CompletionList,
  InsertTextFormat,
  type Position,
  type Range,
} from 'vscode-languageserver';
import { editorOf } from '../games/index.js';
import { clauseCandidates, type Profile, rulesOf } from '../knowledge.js';
import type { ParsedFile, WorkspaceIndex } from '../workspace.js';
import { legalSteps } from './actions.js';
import { type LineContext, lineContext, wordsOf } from './context.js';
import { hash, lineStarts, scenarioAt } from './document.js';
import { editorSpot, libraryOf } from './editor-spot.js';
import { stateBefore, viewResult } from './evaluation.js';

/**
 * Completion that knows the file's game: the section keywords, and at a step the actions that are
 * legal in the state the scenario reached there; card names, players, clauses and revisions of the
 * game; the game's own words where its editor hooks offer some (Megacorp's traits and phases,
 * Gardener's attribute names and their values); in `.revision` files the rule parameters and their
 * values.
 */
export interface CompletionOptions {
  /** The revision whose run gives the state at a step (the active revision). */
  readonly revision?: string | null;
}

const MAX_ITEMS = 400;

function replaceRange(ctx: LineContext, from: number): Range {
  return { start: { line: ctx.line, character: from }, end: { line: ctx.line, character: ctx.character } };
}

/** Items for words: they replace the word being typed. */
function wordItems(
  ctx: LineContext,
  words: readonly string[],
  kind: CompletionItemKind,
  detail?: (w: string) => string | undefined,
): CompletionItem[] {
  const from = ctx.partial?.start ?? ctx.character;
  const range = replaceRange(ctx, from);
  return words.map((w, i) => {
    const d = detail?.(w);
    return {
      label: w,
      kind,
      sortText: String(i).padStart(5, '0'),
      textEdit: { range, newText: w },
      ...(d ? { detail: d } : {}),
    };
  });
}

const quote = (name: string) => `"${name.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

function cardItems(ctx: LineContext, names: readonly string[]): CompletionItem[] {
  const start = ctx.inString?.start ?? ctx.partial?.start ?? ctx.character;
  const end = ctx.character + (ctx.inString?.closed ? 1 : 0);
  const range = { start: { line: ctx.line, character: start }, end: { line: ctx.line, character: end } };
  return names.map((n) => ({
    label: quote(n),
    kind: CompletionItemKind.Constant,
    filterText: quote(n),
    textEdit: { range, newText: quote(n) },
    detail: 'card',
  }));
}

/** Snippets for the keywords that start something longer (`$1` is the first tab stop). */
const SNIPPETS: Readonly<Record<string, string>> = {
  scenario: ['scenario "$', '{1:title}"\n  revisions $', '{2:v1.7}\n$0'].join(''),
  use: ['use "$', '{1:cards/basic.cards}"'].join(''),
};

function sectionKeywordItems(ctx: LineContext, cardsFile: boolean): CompletionItem[] {
  const words = cardsFile ? ['cards', 'use'] : ['scenario', 'cards', 'setup', 'given', 'when', 'then', 'use'];
  return wordItems(ctx, words, CompletionItemKind.Keyword, () => 'section').map((item) => {
    const snippet = SNIPPETS[item.label];
    const edit = item.textEdit;
    if (!snippet || !edit || !('range' in edit)) return item;
    return {
      ...item,
      insertTextFormat: InsertTextFormat.Snippet,
      textEdit: { range: edit.range, newText: snippet },
    };
  });
}

const KINDS: Readonly<Record<EditorWord['kind'], CompletionItemKind>> = {
  keyword: CompletionItemKind.Keyword,
  property: CompletionItemKind.Property,
  value: CompletionItemKind.Value,
  constant: CompletionItemKind.EnumMember,
  reference: CompletionItemKind.Reference,
};

/** A game's words as items: each with its kind, its detail and its documentation. */
function gameItems(ctx: LineContext, words: readonly EditorWord[]): CompletionItem[] {
  const from = ctx.partial?.start ?? ctx.character;
  const range = replaceRange(ctx, from);
  return words.map((w, i) => ({
    label: w.word,
    kind: KINDS[w.kind],
    sortText: String(i).padStart(5, '0'),
    textEdit: { range, newText: w.word },
    ...(w.detail ? { detail: w.detail } : {}),
    ...(w.documentation ? { documentation: { kind: 'markdown' as const, value: w.documentation } } : {}),
  }));
}

function clauseItems(ctx: LineContext, module: AnyGameModule): CompletionItem[] {
  const { ids, keys, canonical } = clauseCandidates(module);
  const summary = (k: string) => rulesOf(module).get(k)?.summary;
  return [
    ...wordItems(ctx, ids, CompletionItemKind.Reference, () => `${canonical} clause`),
    ...wordItems(ctx, keys, CompletionItemKind.Reference, summary).map((i) => ({
      ...i,
      sortText: `1${i.sortText}`,
    })),
  ];
}

/** Does the typed text match the candidate the way the editor filters (its letters, in order)? */
function matches(typed: string, candidate: string): boolean {
  const t = typed.toLowerCase();
  const c = candidate.toLowerCase();
  let i = 0;
  for (let k = 0; k < c.length && i < t.length; k++) if (c[k] === t[i]) i++;
  return i === t.length;
}

export function getCompletionItems(
  f: ParsedFile,
  position: Position,
  index: WorkspaceIndex,
  options: CompletionOptions = {},
): CompletionList {
  const ctx = lineContext(f.text, position.line, position.character);
  const all = f.kind === 'revision' ? revisionItems(ctx, f, index) : scenarioItems(ctx, f, index, options);
  // Long lists (every clause, every legal buy) are narrowed by what is typed before the cap.
  const items = all.filter((item) => {
    const edit = item.textEdit;
    if (!edit || !('range' in edit)) return true;
    const typed = ctx.text.slice(edit.range.start.character, ctx.character);
    return matches(typed, item.filterText ?? item.label);
  });
  return { isIncomplete: items.length > MAX_ITEMS, items: items.slice(0, MAX_ITEMS) };
}

function scenarioItems(
  ctx: LineContext,
  f: ParsedFile,
  index: WorkspaceIndex,
  options: CompletionOptions,
): CompletionItem[] {
  const dialect = index.dialectOf(f);
  if (!dialect) return ctx.indent === 0 && wordsOf(ctx).length === 0 ? sectionKeywordItems(ctx, false) : [];
  const editor = editorOf(dialect);
  const words = wordsOf(ctx);
  const lastWord = words[words.length - 1];
  const at = scenarioAt(f.file, ctx.line);
  const inScenario = !!at && ctx.section !== 'use' && !(ctx.section === 'cards' && f.kind === 'cards');
  const scIndex = inScenario && at ? at.index : -1;
  const library = () => [...(editor.cardNames?.(libraryOf(index, f, dialect, scIndex)) ?? [])];
  if (ctx.inString) return cardItems(ctx, library());
  if (ctx.indent === 0) return words.length === 0 ? sectionKeywordItems(ctx, f.kind === 'cards') : [];
  const spot = editorSpot(index, f, ctx);
  const players = spot.players;
  const source = index.revisionsFor(dialect);

  // Words that say what comes next, wherever they stand.
  if (lastWord === 'under' || (ctx.section === 'scenario' && words[0] === 'revisions')) {
    return wordItems(
      ctx,
      source.ids(),
      CompletionItemKind.Module,
      (id) => (source.profile(id) as Profile | undefined)?.title,
    );
  }
  if (
    lastWord === 'rejected' ||
    lastWord === 'citing' ||
    (ctx.section === 'scenario' && words[0] === 'covers')
  )
    return clauseItems(ctx, dialect.module as AnyGameModule);
  if (
    lastWord === 'priority' ||
    lastWord === 'by' ||
    lastWord === 'winner' ||
    lastWord === 'loser' ||
    lastWord === 'players' ||
    lastWord === 'player'
  ) {
    return wordItems(ctx, players, CompletionItemKind.Variable, () => 'player');
  }
  const own = editor.words?.(spot);

  switch (ctx.section) {
    case 'scenario':
      return words.length === 0
        ? wordItems(ctx, vocabulary.HEADER_PROPERTIES, CompletionItemKind.Keyword)
        : gameItems(ctx, own ?? []);
    case 'when':
      return whenItems(ctx, f, index, options, scIndex, players, dialect, own);
    case 'given':
    case 'setup':
    case 'then':
      return factItems(ctx, words, players, library, own);
    default:
      return gameItems(ctx, own ?? []);
  }
}

function factItems(
  ctx: LineContext,
  words: readonly string[],
  players: readonly string[],
  library: () => string[],
  own: readonly EditorWord[] | undefined,
): CompletionItem[] {
  if (words.length === 0) {
    return [
      ...wordItems(ctx, players, CompletionItemKind.Variable, () => 'player'),
      ...gameItems(ctx, own ?? []).map((i) => ({ ...i, sortText: `1${i.sortText}` })),
      ...cardItems(ctx, library()).map((i) => ({ ...i, sortText: `2${i.label}` })),
    ];
  }
  return gameItems(ctx, own ?? []);
}

function whenItems(
  ctx: LineContext,
  f: ParsedFile,
  index: WorkspaceIndex,
  options: CompletionOptions,
  scIndex: number,
  players: readonly string[],
  dialect: ScenarioDialect,
  own: readonly EditorWord[] | undefined,
): CompletionItem[] {
  const words = wordsOf(ctx);
  const editor = editorOf(dialect);
  if (words[0] === 'expect') {
    const rest = { ...ctx, words: ctx.words.slice(1) };
    const spot = { ...editorSpot(index, f, rest), section: 'then' };
    return factItems(
      rest,
      words.slice(1),
      players,
      () => [...(editor.cardNames?.(libraryOf(index, f, dialect, scIndex)) ?? [])],
      editor.words?.(spot),
    );
  }
  const player = words.length === 1 && players.some((p) => p.toLowerCase() === words[0]);
  // A word the game completes on its own (a trait after `using`, a phase after `at`).
  if (words.length > 0 && !player && own !== undefined) return gameItems(ctx, own);
  if (words[0] === 'at') return [];
  const items: CompletionItem[] = [];
  // The steps legal where this line stands, as whole lines: they filter as the user types. They depend
  // only on the text above the line (and the card libraries): cached by that, so completion asked again
  // on the same line (after a space, a quote) does not run the scenario again.
  const starts = lineStarts(f.text);
  const above = f.text.slice(0, starts[ctx.line] ?? f.text.length);
  const key = `steps\u0000${index.libraryGeneration}\u0000${f.uri}\u0000${scIndex}\u0000${options.revision ?? ''}\u0000${above.length}\u0000${hash(above)}`;
  const found =
    scIndex < 0
      ? undefined
      : index.remember(key, () => {
          const view = viewResult(index, f.uri, ctx.line, options.revision ?? null);
          const state = view ? stateBefore(view.result, ctx.line) : undefined;
          return view && state
            ? { revision: view.result.revision, steps: legalSteps({ dialect, games: index.games }, state) }
            : undefined;
        });
  const typed = ctx.prefix;
  if (found && !words.includes('->')) {
    const range = replaceRange(ctx, ctx.character - typed.length);
    const { steps, revision } = found;
    steps.forEach((o, i) => {
      items.push({
        label: o.text,
        kind: CompletionItemKind.Function,
        detail:
          o.passes === 0
            ? `legal now (${revision})`
            : `legal after ${o.passes} implicit pass${o.passes > 1 ? 'es' : ''}`,
        sortText: `0${String(o.passes).padStart(3, '0')}${String(i).padStart(4, '0')}`,
        filterText: o.text,
        textEdit: { range, newText: o.text },
      });
    });
  }
  if (words.length === 0) {
    items.push(
      ...wordItems(ctx, ['at', 'expect'], CompletionItemKind.Keyword).map((i) => ({
        ...i,
        sortText: `2${i.sortText}`,
      })),
    );
    items.push(
      ...wordItems(ctx, players, CompletionItemKind.Variable, () => 'player').map((i) => ({
        ...i,
        sortText: `3${i.sortText}`,
      })),
    );
  } else if (player) {
    items.push(...gameItems(ctx, own ?? []).map((i) => ({ ...i, sortText: `4${i.sortText}` })));
  }
  return items;
}

function revisionItems(ctx: LineContext, f: ParsedFile, index: WorkspaceIndex): CompletionItem[] {
  const words = wordsOf(ctx);
  if (ctx.indent === 0) {
    if (words.length === 0)
      return wordItems(ctx, ['game', 'revision', 'set', 'notes'], CompletionItemKind.Keyword, (w) =>
        w === 'game' ? 'the game this draft is for' : 'section',
      );
    return words[0] === 'game' && words.length === 1
      ? wordItems(ctx, index.games.ids(), CompletionItemKind.Module)
      : [];
  }
  const own = index.drafts().find((d) => d.uri === f.uri)?.id;
  // A draft binds in its game: its `game` line, else the game of the revision it extends.
  const game = index.draftGame(f.uri);
  const all = index.revisionsOfGame(game);
  const source = {
    profile: (id: string) => (id === own ? undefined : (all.profile(id) as Profile | undefined)),
    ids: () => all.ids().filter((id) => id !== own),
  };
  if (ctx.section === 'revision') {
    if (words.length === 0) return wordItems(ctx, ['extends', 'id'], CompletionItemKind.Keyword);
    if (words[0] === 'extends' && words.length === 1)
      return wordItems(ctx, source.ids(), CompletionItemKind.Module, (id) => source.profile(id)?.title);
    return [];
  }
  if (ctx.section !== 'set') return [];
  // The game's canonical revision is the base until the draft says what it extends.
  const revisions = index.games.dialect(game)?.module.revisions;
  const base = (source.profile(f.revision?.file.extends?.value ?? '') ??
    source.profile(revisions?.canonical.id ?? '') ??
    source.profile(source.ids()[0] ?? '')) as Profile | undefined;
  const params = (base?.parameters ?? {}) as Readonly<Record<string, unknown>>;
  const spec = (name: string): ParameterSpec | undefined => revisions?.specs[name];
  if (words.length === 0) {
    const names = Object.keys(params).filter((k) => spec(k)?.kind !== 'names' && !Array.isArray(params[k]));
    return wordItems(ctx, names, CompletionItemKind.Property, (k) => `${base?.id}: ${String(params[k])}`).map(
      (item) => {
        const sp = spec(item.label);
        return sp ? { ...item, documentation: `${sp.description} (${sp.clause})` } : item;
      },
    );
  }
  if (words.length === 1) {
    const name = ctx.words[0]?.value ?? '';
    const sp = spec(name);
    const current = params[name];
    const values =
      sp?.kind === 'enum'
        ? Object.keys(sp.values)
        : sp?.kind === 'boolean' || typeof current === 'boolean'
          ? ['true', 'false']
          : current !== undefined
            ? [String(current)]
            : [];
    const users = (v: string) =>
      source
        .ids()
        .filter(
          (id) =>
            String(
              (source.profile(id)?.parameters as Readonly<Record<string, unknown>> | undefined)?.[name],
            ) === v,
        );
    return wordItems(ctx, values, CompletionItemKind.Value, (v) => {
      const who = users(v);
      return who.length
        ? `as in ${who.join(', ')}`
        : sp?.kind === 'integer'
          ? `${sp.min}..${sp.max}`
          : undefined;
    }).map((item) =>
      sp?.kind === 'enum' && sp.values[item.label] ? { ...item, documentation: sp.values[item.label] } : item,
    );
  }
  return [];
}
