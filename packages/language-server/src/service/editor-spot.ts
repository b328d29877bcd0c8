import type { ScenarioDialect } from '@arbiter/scenario';
import type { EditorSpot } from '../games/editor-game.js';
import type { ParsedFile, WorkspaceIndex } from '../workspace.js';
import { type LineContext, wordsOf } from './context.js';
import { lineAt, lineStarts, scenarioAt } from './document.js';
import { fileOccurrences, scenarioPlayers } from './occurrences.js';

/**
 * The cards a scenario sees (-1: the file's shared cards only) as its game binds them, cached with
 * the files they read.
 */
export function boundLibrary(
  index: WorkspaceIndex,
  f: ParsedFile,
  dialect: ScenarioDialect,
  scenario: number,
): ReturnType<ScenarioDialect['bind']['library']> {
  return index.derive(f.uri, `lib\u0000${dialect.game}\u0000${scenario}`, (loader) =>
    dialect.bind.library(f.file, f.file.scenarios[scenario], loader),
  );
}

/** The bound library alone. */
export function libraryOf(
  index: WorkspaceIndex,
  f: ParsedFile,
  dialect: ScenarioDialect,
  scenario: number,
): unknown {
  return boundLibrary(index, f, dialect, scenario).library;
}

/** The first word of each line above that the cursor's line is indented under, within its section. */
function enclosing(text: string, line: number, indent: number): string[] {
  const starts = lineStarts(text);
  const out: string[] = [];
  let limit = indent;
  for (let l = line - 1; l >= 0 && limit > 0; l--) {
    const t = lineAt(text, l, starts);
    const trimmed = t.trimStart();
    if (trimmed === '' || trimmed.startsWith('#')) continue;
    const own = t.length - trimmed.length;
    if (own < limit) {
      if (own === 0) break; // the section keyword
      out.unshift(trimmed.match(/^[^\s]+/)?.[0] ?? '');
      limit = own;
    }
  }
  return out;
}

/** Where the cursor stands, as a game's editor hooks read it. */
export function editorSpot(index: WorkspaceIndex, f: ParsedFile, ctx: LineContext): EditorSpot {
  const at = scenarioAt(f.file, ctx.line);
  const inScenario = !!at && ctx.section !== 'use' && !(ctx.section === 'cards' && f.kind === 'cards');
  const players = inScenario && at ? scenarioPlayers(fileOccurrences(index, f), at.index) : [];
  return {
    section: ctx.section ?? '',
    words: wordsOf(ctx),
    path: enclosing(f.text, ctx.line, ctx.indent),
    players,
    library: f.kind === 'cards',
  };
}
