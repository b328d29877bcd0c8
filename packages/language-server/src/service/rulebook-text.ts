import { readFileSync, statSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { clauseWords, rulebookClauses } from '@arbiter/scenario';
import { uriToPath } from '../uri.js';

/** A rulebook text read into its clauses: clause id → the clause's own words as the file has them. */
export type RulebookText = ReadonlyMap<string, string>;

/**
 * The clauses of a user's rulebook text (the `arbiter.rulebookText` setting), read as the CLI's
 * `--rulebook` reads them (`rulebookClauses`), each as the words a hover quotes.
 */
export function parseRulebookText(text: string): RulebookText {
  return new Map([...rulebookClauses(text)].map(([id, clause]) => [id, clauseWords(clause)]));
}

/** The largest rulebook text read (a rulebook is well under this; anything larger is not one). */
const MAX_BYTES = 8 * 1024 * 1024;

/**
 * Reads the rulebook text the setting names: an absolute path, or one relative to the first
 * workspace folder. The file is read because the user named it; nothing else outside the workspace
 * is. Undefined (and a reason) when it cannot be read.
 */
export function loadRulebookText(
  setting: string | null,
  folders: readonly string[],
): { readonly text?: RulebookText; readonly problem?: string } {
  if (!setting) return {};
  const root = folders[0] ? uriToPath(folders[0]) : undefined;
  const path = isAbsolute(setting) ? setting : root ? join(root, setting) : undefined;
  if (!path)
    return { problem: `arbiter.rulebookText: ${setting} is relative, and there is no workspace folder` };
  try {
    const st = statSync(path);
    if (!st.isFile()) return { problem: `arbiter.rulebookText: ${path} is not a file` };
    if (st.size > MAX_BYTES) return { problem: `arbiter.rulebookText: ${path} is larger than 8 MB` };
    return { text: parseRulebookText(readFileSync(path, 'utf8')) };
  } catch (e) {
    return { problem: `arbiter.rulebookText: cannot read ${path}: ${(e as Error).message}` };
  }
}
