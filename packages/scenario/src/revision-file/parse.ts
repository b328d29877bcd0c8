import { didYouMean } from '@arbiter/core';
import type { Range, Token } from '../syntax/ast.js';
import type { Diagnostic } from '../syntax/diagnostics.js';
import { lex } from '../syntax/lexer.js';

/**
 * A draft revision (`*.revision`): the game it is for (a `game` line as in scenario files; without
 * one, the game of the revision it extends), a title, the revision it extends, parameter overrides
 * and notes.
 *
 *   game megacorp
 *   revision "Whole piles sell"
 *     extends v1.7
 *   set
 *     sellPile whole-pile
 *     startingMoney 12
 *     competitiveBanList "Tidal Wave" "Mind Control"
 *   notes
 *     Why the designers try this.
 */
export interface RevisionFile {
  readonly uri: string;
  /** The word of its `game` line, when it has one. */
  readonly game?: { readonly value: string; readonly range: Range };
  readonly title?: { readonly value: string; readonly range: Range };
  readonly extends?: { readonly value: string; readonly range: Range };
  readonly id?: { readonly value: string; readonly range: Range };
  readonly overrides: readonly Override[];
  readonly notes: readonly string[];
  readonly diagnostics: readonly Diagnostic[];
}

export interface Override {
  readonly name: string;
  readonly nameRange: Range;
  /** Several quoted names are a list (a list parameter also takes one name, or `none`). */
  readonly value: string | number | boolean | readonly string[];
  readonly valueRange: Range;
}

const SECTIONS = ['revision', 'set', 'notes'] as const;

function span(tokens: readonly Token[]): Range {
  const first = tokens[0] as Token;
  const last = tokens[tokens.length - 1] as Token;
  return { start: first.range.start, end: last.range.end };
}

export function parseRevisionFile(text: string, uri: string): RevisionFile {
  const diagnostics: Diagnostic[] = [];
  const overrides: Override[] = [];
  const notes: string[] = [];
  let title: RevisionFile['title'];
  let ext: RevisionFile['extends'];
  let id: RevisionFile['id'];
  let game: RevisionFile['game'];
  let section: (typeof SECTIONS)[number] | undefined;
  const err = (range: Range, message: string, hint?: string) =>
    diagnostics.push({ severity: 'error', code: 'syntax', message, range, ...(hint ? { hint } : {}) });
  const rawLines = text.split(/\r?\n/);
  for (const line of lex(text)) {
    const tokens = line.tokens;
    const head = tokens[0];
    if (!head) continue;
    const word = head.value.toLowerCase();
    if (line.indent === 0) {
      if (word === 'game') {
        const g = tokens[1];
        if (g?.kind === 'word' && tokens.length === 2 && !game && !section)
          game = { value: g.value, range: g.range };
        else
          err(
            span(tokens),
            game || section ? 'the `game` line comes once, first' : 'a `game` line names one game',
            'e.g. game gardener',
          );
        continue;
      }
      if (!(SECTIONS as readonly string[]).includes(word)) {
        const guess = didYouMean(word, SECTIONS);
        err(
          head.range,
          `\`${head.value}\` does not start a section of a revision file`,
          guess ? `did you mean \`${guess}\`?` : 'sections: revision, set, notes',
        );
        section = undefined;
        continue;
      }
      section = word as (typeof SECTIONS)[number];
      if (section === 'revision') {
        const t = tokens[1];
        if (t?.kind === 'string') title = { value: t.value, range: t.range };
        else err(head.range, 'a revision needs a title in quotes', 'e.g. revision "Whole piles sell"');
      } else if (tokens.length > 1) {
        err(span(tokens.slice(1)), `nothing may follow \`${section}\` on its line`);
      }
      continue;
    }
    switch (section) {
      case 'revision': {
        const v = tokens[1];
        if ((word === 'extends' || word === 'id') && v && tokens.length === 2) {
          const entry = { value: v.value, range: v.range };
          if (word === 'extends') ext = entry;
          else id = entry;
        } else {
          err(span(tokens), 'under `revision` write `extends <revision>` or `id <name>`');
        }
        break;
      }
      case 'set': {
        const v = tokens[1];
        const list = tokens.slice(1);
        if (list.length > 1 && list.every((t) => t.kind === 'string')) {
          const valueRange = span(list);
          overrides.push({
            name: head.value,
            nameRange: head.range,
            value: list.map((t) => t.value),
            valueRange,
          });
          break;
        }
        if (!v || tokens.length > 2) {
          err(
            span(tokens),
            'a setting is a parameter name and one value, or a list of names in quotes',
            'e.g. sellPile whole-pile, or competitiveBanList "Tidal Wave" "Mind Control"',
          );
          break;
        }
        const value =
          v.kind === 'number'
            ? Number(v.value)
            : v.value === 'true'
              ? true
              : v.value === 'false'
                ? false
                : v.value;
        overrides.push({ name: head.value, nameRange: head.range, value, valueRange: v.range });
        break;
      }
      case 'notes':
        notes.push((rawLines[line.line] ?? '').trim());
        break;
      default:
        err(span(tokens), 'this line belongs to no section', 'start with `revision "title"`');
    }
  }
  if (!title)
    err(
      { start: { line: 0, character: 0, offset: 0 }, end: { line: 0, character: 0, offset: 0 } },
      'a revision file starts with `revision "title"`',
    );
  if (!ext && title)
    err(
      title.range,
      'a draft revision says which revision it extends',
      'add `  extends v1.7` under the title',
    );
  return {
    uri,
    ...(game ? { game } : {}),
    ...(title ? { title } : {}),
    ...(ext ? { extends: ext } : {}),
    ...(id ? { id } : {}),
    overrides,
    notes,
    diagnostics,
  };
}
