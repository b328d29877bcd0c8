import { games as builtIn, type Games, type ScenarioDialect } from '@arbiter/scenario';
import type { EditorGame } from './editor-game.js';
import { gardenerEditor } from './gardener/index.js';
import { megacorpEditor } from './megacorp/index.js';

/**
 * The games this server knows out of the box, and each one's editor adapter: the only files of the
 * language server that import a game (dependency-cruiser's `language-server-generic` rule). Every
 * other file asks the document's dialect and module.
 */
const EDITORS: Readonly<Record<string, EditorGame>> = {
  megacorp: megacorpEditor,
  gardener: gardenerEditor,
};

/** The scenario package's registry: a file's `game` line picks its dialect, none means Megacorp. */
export const defaultGames: Games = builtIn;

/** What the editor asks a game: the dialect's own hooks over this server's adapter for it. */
export function editorOf(dialect: ScenarioDialect): EditorGame {
  const adapter = EDITORS[dialect.game];
  return adapter && dialect.editor ? { ...adapter, ...dialect.editor } : (dialect.editor ?? adapter ?? {});
}
