import { resolve } from 'node:path';
import { quoted, rulebookClauses } from '@arbiter/scenario';
import { paraphraseOf } from './commands/scaffold.js';
import { isRefusal, readRegularFile, UsageError } from './files.js';

/** A rulebook text is a book, not a corpus: larger than this is a wrong path. */
const MAX_RULEBOOK_BYTES = 16 * 1024 * 1024;

/**
 * `--rulebook FILE`: the user's own copy of a rulebook as plain text (UTF-8). The project never
 * ships the rulebooks' text; this reads the designer's, to show a clause's words beside our paraphrase.
 */
export function readRulebook(path: string, cwd: string): string {
  let bytes: ReturnType<typeof readRegularFile>;
  try {
    bytes = readRegularFile(resolve(cwd, path), MAX_RULEBOOK_BYTES);
  } catch (e) {
    throw new UsageError(`--rulebook: cannot read ${path}: ${(e as Error).message}`);
  }
  if (isRefusal(bytes)) throw new UsageError(`--rulebook: ${path} is not read: ${bytes.refused}`);
  const text = new TextDecoder('utf-8').decode(bytes);
  if (rulebookClauses(text).size === 0)
    throw new UsageError(
      `--rulebook: ${path} has no numbered clause (a line starting with a clause number such as 5.4.1); give the rulebook as plain text`,
    );
  return text;
}

/** Each clause: our paraphrase, then, with a rulebook text, its own words quoted. */
export function clauseLines(clauses: readonly string[], rulebookText?: string): string[] {
  const book = rulebookText === undefined ? undefined : rulebookClauses(rulebookText);
  return clauses.flatMap((clause) => {
    const ours = paraphraseOf(clause);
    return [
      `  ${clause}${ours[0] ? `  ${ours[0]}` : ''}`,
      ...ours.slice(1).map((p) => `  ${' '.repeat(clause.length)}  ${p}`),
      ...(book ? quoted(book.get(clause)) : []),
    ];
  });
}
