/**
 * The games the scenario tools serve: a `game` line's word → the game's module and scenario dialect.
 * A file without a `game` line is a Megacorp file, so every file written before there were games
 * reads as it always did.
 */
import type { AnyGameModule } from '@arbiter/core';
import { megacorpModule } from '@arbiter/megacorp';
import type { Games, ScenarioDialect } from './dialect.js';
import { megacorpDialect } from './dialects/megacorp/index.js';
import type { ScenarioFile } from './syntax/ast.js';
import { gameLineOf } from './syntax/parser.js';

export interface GameEntry {
  readonly module: AnyGameModule;
  readonly dialect: ScenarioDialect;
}

export const GAMES: Readonly<Record<string, GameEntry>> = {
  megacorp: { module: megacorpModule as unknown as AnyGameModule, dialect: megacorpDialect },
};

/** The game of a file without a `game` line. */
export const DEFAULT_GAME = 'megacorp';

export const games: Games = {
  dialect: (id) => GAMES[id]?.dialect,
  ids: () => Object.keys(GAMES),
  fallback: DEFAULT_GAME,
};

/** The game a text is written for: its `game` line, else the default game. */
export function gameOfText(text: string): string {
  return gameLineOf(text) ?? DEFAULT_GAME;
}

/** The dialect of a parsed file (its `game` line, or `override`); undefined for an unknown game. */
export function dialectOfFile(file: ScenarioFile, override?: string): ScenarioDialect | undefined {
  const line = file.prelude.find((p) => p.kind === 'game-line');
  const id = override ?? (line?.kind === 'game-line' ? line.game.text : DEFAULT_GAME);
  return games.dialect(id) ?? games.dialect(id.toLowerCase());
}
