import { deriveProfile, RevisionError, type RevisionProfile } from '@arbiter/megacorp';
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

/** The id a draft is known by: its `id` line, else its file name without the extension. */
export function draftId(file: RevisionFile): string {
  if (file.id) return file.id.value;
  const name = decodeURIComponent((file.uri.split(/[?#]/)[0] ?? '').split('/').pop() ?? file.uri);
  return name.replace(/\.revision$/i, '');
}

export interface DraftProblem {
  readonly range: Range;
  readonly message: string;
  readonly hint?: string;
}

/**
 * The draft's profile, built by the engine's `deriveProfile` (every override checked: known name,
 * legal value), or the problems that stop it, each at its line.
 */
export function bindDraft(
  doc: RevisionDocument,
  known: (id: string) => RevisionProfile | undefined,
  knownIds: readonly string[],
): { profile?: RevisionProfile; problems: DraftProblem[] } {
  const file = doc.file;
  if (!file.extends) return { problems: [] };
  const base = known(file.extends.value);
  if (!base)
    return {
      problems: [
        {
          range: file.extends.range,
          message: `unknown revision ${file.extends.value}`,
          hint: `extend one of ${knownIds.join(', ')}`,
        },
      ],
    };
  const overrides: Record<string, unknown> = {};
  for (const o of file.overrides) overrides[o.name] = o.value;
  try {
    const profile = deriveProfile(base, overrides, {
      id: draftId(file),
      ...(file.title ? { title: file.title.value } : {}),
      ...(file.notes.length ? { notes: file.notes.join('\n') } : {}),
    });
    return { profile, problems: [] };
  } catch (e) {
    if (!(e instanceof RevisionError)) throw e;
    const problems = e.problems.map((p) => {
      const o = [...file.overrides].reverse().find((x) => x.name === p.parameter);
      const range = o
        ? p.message.includes('not a rule parameter')
          ? o.nameRange
          : o.valueRange
        : (file.id?.range ?? (file.extends as { range: Range }).range);
      return { range, message: p.message, ...(p.hint ? { hint: p.hint } : {}) };
    });
    return { problems };
  }
}
