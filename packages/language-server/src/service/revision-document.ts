import { lex, parseRevisionFile, type Range, type RevisionFile } from '@arbiter/scenario';

/**
 * A draft revision file (`*.revision`) as the editor needs it: the scenario package's reading of it
 * (title, base, overrides with their ranges, notes, syntax problems) plus where each section runs.
 *
 *   revision "Whole piles sell"
 *     extends v1.7
 *   set
 *     sellPile whole-pile
 *   notes
 *     Why the designers try this.
 */
export interface RevisionDocument {
  readonly file: RevisionFile;
  readonly sections: readonly RevisionSection[];
}

export type RevisionSectionName = 'revision' | 'set' | 'notes';

export interface RevisionSection {
  readonly name: RevisionSectionName;
  readonly keywordRange: Range;
  /** From the keyword line to the section's last line. */
  readonly range: Range;
}

export const REVISION_SECTIONS: readonly RevisionSectionName[] = ['revision', 'set', 'notes'];

export function readRevisionDocument(text: string, uri: string): RevisionDocument {
  const sections: { name: RevisionSectionName; keywordRange: Range; range: Range }[] = [];
  for (const line of lex(text)) {
    const first = line.tokens[0];
    const last = line.tokens[line.tokens.length - 1];
    if (!first || !last) continue;
    const word = first.value.toLowerCase();
    if (line.indent === 0 && (REVISION_SECTIONS as readonly string[]).includes(word)) {
      sections.push({
        name: word as RevisionSectionName,
        keywordRange: first.range,
        range: { start: first.range.start, end: last.range.end },
      });
    } else if (line.indent > 0) {
      const s = sections[sections.length - 1];
      if (s) s.range = { start: s.range.start, end: last.range.end };
    }
  }
  return { file: parseRevisionFile(text, uri), sections };
}

export interface DraftProblem {
  readonly range: Range;
  readonly message: string;
  readonly hint?: string;
}
