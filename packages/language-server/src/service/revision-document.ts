import { lex, type Range, type Token } from '@arbiter/scenario';

/**
 * A draft revision file (`*.revision`), read with every range kept for the editor:
 *
 *   revision "Whole piles sell"
 *     extends v1.7
 *     id whole-piles
 *   set
 *     sellPile whole-pile
 *   notes
 *     Why the designers try this.
 *
 * The reader never throws: lines it cannot place are reported as problems.
 */
export interface RevisionDocument {
  readonly title?: Located<string>;
  readonly extends?: Located<string>;
  readonly id?: Located<string>;
  readonly overrides: readonly Override[];
  readonly sections: readonly RevisionSection[];
  readonly notes: readonly string[];
  readonly problems: readonly RevisionProblem[];
}

export interface Located<T> {
  readonly value: T;
  readonly range: Range;
}

export interface Override {
  readonly name: Located<string>;
  readonly value: Located<string | number | boolean>;
}

export type RevisionSectionName = 'revision' | 'set' | 'notes';

export interface RevisionSection {
  readonly name: RevisionSectionName;
  readonly keywordRange: Range;
  /** From the keyword line to the section's last line. */
  readonly range: Range;
}

export interface RevisionProblem {
  readonly range: Range;
  readonly message: string;
  readonly hint?: string;
}

export const REVISION_SECTIONS: readonly RevisionSectionName[] = ['revision', 'set', 'notes'];

function span(tokens: readonly Token[]): Range {
  return { start: (tokens[0] as Token).range.start, end: (tokens[tokens.length - 1] as Token).range.end };
}

function valueOf(t: Token): string | number | boolean {
  if (t.kind === 'number') return Number(t.value);
  if (t.value === 'true') return true;
  if (t.value === 'false') return false;
  return t.value;
}

export function readRevisionDocument(text: string): RevisionDocument {
  const problems: RevisionProblem[] = [];
  const overrides: Override[] = [];
  const sections: { name: RevisionSectionName; keywordRange: Range; range: { start: Range['start']; end: Range['end'] } }[] = [];
  const notes: string[] = [];
  let title: Located<string> | undefined;
  let ext: Located<string> | undefined;
  let id: Located<string> | undefined;
  let section: RevisionSectionName | undefined;
  for (const line of lex(text)) {
    const tokens = line.tokens;
    const head = tokens[0];
    if (!head) continue;
    const current = sections[sections.length - 1];
    if (line.indent === 0) {
      const word = head.value.toLowerCase();
      if (!(REVISION_SECTIONS as readonly string[]).includes(word)) {
        problems.push({
          range: head.range,
          message: `\`${head.value}\` does not start a section of a revision file`,
          hint: 'sections: revision, set, notes',
        });
        section = undefined;
        continue;
      }
      section = word as RevisionSectionName;
      sections.push({ name: section, keywordRange: head.range, range: span(tokens) });
      if (section === 'revision') {
        const t = tokens[1];
        if (t?.kind === 'string') title = { value: t.value, range: t.range };
        else problems.push({ range: head.range, message: 'a revision needs a title in quotes', hint: 'e.g. revision "Whole piles sell"' });
      } else if (tokens.length > 1) {
        problems.push({ range: span(tokens.slice(1)), message: `nothing may follow \`${section}\` on its line` });
      }
      continue;
    }
    if (current && section) current.range = { start: current.range.start, end: span(tokens).end };
    switch (section) {
      case 'revision': {
        const word = head.value.toLowerCase();
        const v = tokens[1];
        if ((word === 'extends' || word === 'id') && v && tokens.length === 2) {
          const entry = { value: v.value, range: v.range };
          if (word === 'extends') ext = entry;
          else id = entry;
        } else {
          problems.push({ range: span(tokens), message: 'under `revision` write `extends <revision>` or `id <name>`' });
        }
        break;
      }
      case 'set': {
        const v = tokens[1];
        if (!v || tokens.length > 2) {
          problems.push({ range: span(tokens), message: 'a setting is a parameter name and one value', hint: 'e.g. sellPile whole-pile' });
          break;
        }
        overrides.push({ name: { value: head.value, range: head.range }, value: { value: valueOf(v), range: v.range } });
        break;
      }
      case 'notes':
        notes.push(tokens.map((t) => t.text).join(' '));
        break;
      default:
        problems.push({ range: span(tokens), message: 'this line belongs to no section', hint: 'start with `revision "title"`' });
    }
  }
  const origin = { line: 0, character: 0, offset: 0 };
  if (!title) problems.push({ range: { start: origin, end: origin }, message: 'a revision file starts with `revision "title"`' });
  else if (!ext) problems.push({ range: title.range, message: 'a draft revision says which revision it extends', hint: 'add `  extends v1.7` under the title' });
  return {
    ...(title ? { title } : {}),
    ...(ext ? { extends: ext } : {}),
    ...(id ? { id } : {}),
    overrides,
    sections,
    notes,
    problems,
  };
}
