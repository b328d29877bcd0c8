/**
 * The rule's own words, from the user's copy of a rulebook as plain text (never shipped with the
 * project): a numbered clause is the span from the line that starts with its number to the next
 * line that starts with any clause number. Our paraphrase stays the default; this only adds the
 * text a designer owns.
 */

/**
 * A line that opens a numbered clause: `5.4.1`, `5.4.1.`, `  12 ` (the number alone, then a break),
 * also as a list item (`- 5.4.1 …`, `• 5.4.1 …`).
 */
const HEADING = /^\s*(?:[-*•]\s+)?(\d+(?:\.\d+)*)\.?(?![.\d])/;

/** At most this much of a clause is shown: a heading's span may run into a long chapter. */
export const MAX_CLAUSE_CHARS = 1200;

/** Every numbered clause of a rulebook text, by number, with its text as written (trimmed). */
export function rulebookClauses(text: string): ReadonlyMap<string, string> {
  const out = new Map<string, string>();
  let current: { id: string; lines: string[] } | undefined;
  const close = () => {
    if (current && !out.has(current.id)) out.set(current.id, cut(current.lines.join('\n').trim()));
  };
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    const m = HEADING.exec(line);
    if (m) {
      close();
      current = { id: m[1] as string, lines: [line] };
    } else current?.lines.push(line);
  }
  close();
  return out;
}

function cut(s: string): string {
  return s.length > MAX_CLAUSE_CHARS ? `${s.slice(0, MAX_CLAUSE_CHARS - 1)}…` : s;
}

/** One clause's text from a rulebook text, or undefined when no line opens it. */
export function clauseText(rulebookText: string, clause: string): string | undefined {
  return rulebookClauses(rulebookText).get(clause);
}

/** A clause's words without its bullet and number, on one line: what a hover quotes. */
export function clauseWords(clause: string): string {
  return clause.replace(HEADING, '').replace(/\s+/g, ' ').trim();
}
