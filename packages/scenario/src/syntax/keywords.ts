import type { SectionKind } from './ast.js';

/** The words the frame gives meaning to, in every game. */

/** A line whose first word is one of these starts a section, at any indentation. */
export const SECTION_KEYWORDS: readonly (SectionKind | 'scenario')[] = [
  'scenario',
  'cards',
  'setup',
  'given',
  'when',
  'then',
];

export const HEADER_PROPERTIES = ['revisions', 'covers', 'tags', 'seed'] as const;

/** A step line may also start with one of these instead of a player. */
export const WHEN_LEADERS = ['at', 'expect'] as const;

export function isSectionKeyword(word: string): word is SectionKind | 'scenario' {
  return (SECTION_KEYWORDS as readonly string[]).includes(word.toLowerCase());
}
